#if canImport(SwiftUI)
  import SwiftUI
  import Waypoint

  @MainActor
  extension NavigationStack {
    /// A navigation stack driven by a stack's store: its path is the stack, each screen a
    /// store of its element.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
    ///   ItemsList(store: store)
    /// } destination: { store in
    ///   switch store.case {
    ///   case let .detail(store): DetailView(store: store)
    ///   case let .edit(store): EditView(store: store)
    ///   }
    /// }
    /// ```
    ///
    /// The back button, a swipe and the back button's menu write the path;
    /// `Store.write(path:)` sends the one `popFrom` that makes
    /// the change. A ``NavigationLink/init(state:label:)`` pushes an element.
    ///
    /// - Parameters:
    ///   - path: A binding of the stack's store: `$store.scope(state: \.path, action: \.path)`.
    ///   - root: The root view.
    ///   - destination: The view of an element, from its store.
    public init<State, Action, Base: View, Destination: View>(
      path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
      @ViewBuilder root: () -> Base,
      @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    )
    where
      Data == StackPath<State>,
      Root == ModifiedContent<Base, StackDestinationModifier<State, Action, Destination>>
    {
      let store = path.wrappedValue
      // What this body shows: SwiftUI's write is a change of it.
      let shown = store.state.path
      self.init(
        path: Binding(get: { store.state.path }, set: { store.write(path: $0, shown: shown) })
      ) {
        root().modifier(StackDestinationModifier(store: store, destination: destination))
      }
    }
  }

  /// Shows a stack element's view for each component of a stack's path.
  public struct StackDestinationModifier<State, Action, Destination: View>: ViewModifier {
    let store: Store<StackState<State>, StackAction<State, Action>>
    let destination: (Store<State, Action>) -> Destination

    public func body(content: Content) -> some View {
      content.navigationDestination(for: StackPath<State>.Component.self) { component in
        destination(store.scope(component))
      }
    }
  }

  @MainActor
  extension NavigationLink where Destination == Never {
    /// A link that pushes an element onto the stack of the `NavigationStack` it is in.
    ///
    /// ```swift
    /// NavigationLink(state: Path.State.detail(DetailFeature.State(item: item))) {
    ///   Text(item.name)
    /// }
    /// ```
    ///
    /// The link's value is a path component with a new ID; the stack's store receives
    /// `.push(id:state:)` with it.
    ///
    /// - Parameters:
    ///   - state: The element to push, or `nil` for a link that does nothing.
    ///   - label: The link's label.
    public init<Element>(state: Element?, @ViewBuilder label: () -> Label) {
      self.init(value: state.map { StackPath.Component(pushing: $0) }, label: label)
    }
  }
#endif
