import CasePaths
import ConcurrencyExtras

extension Reducer {
  /// Runs a tab container: a tab's selection selects it, and selecting the selected tab again
  /// takes its navigation back to the root, as a tab bar does.
  ///
  /// The state is the app's own: a selected tab and each tab's state, as in
  /// `TabView(selection: $store.selectedTab)`. Each tab's feature keeps running while another is
  /// selected (an unselected tab is still there), and so do its effects.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   CombineReducers {
  ///     Scope(state: \.home, action: \.home) { HomeFeature() }
  ///     Scope(state: \.profile, action: \.profile) { ProfileFeature() }
  ///     Reduce { state, action in … }
  ///   }
  ///   .tabs(selection: \.selectedTab, select: \.tabSelected, [
  ///     .stack(.home, \.home.path, action: \.home.path),
  ///     .stack(.profile, \.profile.path, action: \.profile.path, popsToRootOnReselect: false),
  ///   ])
  /// }
  /// ```
  ///
  /// Going back to the root sends the tab's stack a `popFrom` for its bottom element through
  /// this reducer, in the same state change, so the screens it removes end with their effects.
  /// Apply `tabs` to the reducer that integrates the tabs' features (all of them: in a builder,
  /// wrap them in `CombineReducers`), or the `popFrom` does not reach the tab's `forEach`. The
  /// operator sets the selection after the reducer runs.
  ///
  /// - Parameters:
  ///   - toSelection: A key path to the selected tab.
  ///   - toSelect: A case key path to the action that selects a tab.
  ///   - roots: How each tab goes back to its root; a tab not listed has no stack to pop.
  /// - Returns: A reducer that selects tabs.
  public func tabs<Tab: Hashable & Sendable>(
    selection toSelection: WritableKeyPath<State, Tab>,
    select toSelect: CaseKeyPath<Action, Tab>,
    _ roots: [TabRoot<State, Action, Tab>] = []
  ) -> some Reducer<State, Action> where Action: CasePathable {
    TabsReducer(
      base: Reduce(self), toSelection: toSelection, toSelect: CaseExtractor(toSelect), roots: roots)
  }
}

/// How a tab of a tab container goes back to its root when it is selected again.
///
/// Pass one per tab that has a root to go back to in ``Reducer/tabs(selection:select:_:)``: a
/// tab whose navigation is a stack with ``stack(_:_:action:popsToRootOnReselect:)``, any other
/// with ``custom(_:popToRoot:)``.
///
/// ```swift
/// .tabs(selection: \.selectedTab, select: \.tabSelected, [
///   .stack(.headlines, \.headlines.path, action: \.headlines.path),
///   .custom(.saved) { state in
///     guard let bottom = state.saved.path.ids.first else { return nil }  // at its root
///     return .saved(.path(.popFrom(id: bottom)))
///   },
/// ])
/// ```
///
/// ``popToRootAction(in:)`` gives the action a reselection would send, for a test: `nil` while
/// the tab is at its root, and a `popFrom` of the bottom story once one is pushed.
public struct TabRoot<State, Action, Tab: Hashable & Sendable>: Sendable {
  /// The tab.
  public let tab: Tab
  /// The action that takes the tab back to its root from a state, `nil` when it is there.
  let popToRoot: @Sendable (State) -> Action?

  /// The action that takes the tab back to its root from a state: what selecting the tab again
  /// sends; `nil` when the tab is at its root, or does not pop.
  ///
  /// - Parameter state: The container's state.
  public func popToRootAction(in state: State) -> Action? {
    popToRoot(state)
  }

  /// A tab whose navigation is a stack: selecting the tab again pops the stack to its root.
  ///
  /// - Parameters:
  ///   - tab: The tab.
  ///   - toStack: A key path to the tab's stack.
  ///   - toStackAction: A case key path to the stack's actions.
  ///   - popsToRootOnReselect: Whether selecting the tab again pops the stack; `true` by default.
  public static func stack<Element, ElementAction>(
    _ tab: Tab,
    _ toStack: KeyPath<State, StackState<Element>>,
    action toStackAction: CaseKeyPath<Action, StackAction<Element, ElementAction>>,
    popsToRootOnReselect: Bool = true
  ) -> Self {
    // Key paths are immutable values, safe to share between threads.
    let paths = UncheckedSendable((toStack, AnyCasePath(toStackAction)))
    return Self(tab: tab) { state in
      let stack = state[keyPath: paths.value.0]
      guard popsToRootOnReselect, !stack.isEmpty else { return nil }
      return paths.value.1.embed(.popFrom(id: stack.id(at: 0)))
    }
  }

  /// A tab that goes back to its root its own way: `popToRoot` gives the action that does it,
  /// or `nil` when the tab is at its root.
  ///
  /// - Parameters:
  ///   - tab: The tab.
  ///   - popToRoot: The action that takes the tab back to its root.
  public static func custom(
    _ tab: Tab, popToRoot: @escaping @Sendable (State) -> Action?
  ) -> Self {
    Self(tab: tab, popToRoot: popToRoot)
  }
}

/// The reducer behind ``Reducer/tabs(selection:select:_:)``.
struct TabsReducer<State, Action, Tab: Hashable & Sendable>: Reducer {
  let base: Reduce<State, Action>
  let toSelection: WritableKeyPath<State, Tab>
  /// Reads the selected tab from every action (see `CaseExtractor` for why not through the
  /// case key path itself).
  let toSelect: CaseExtractor<Action, Tab>
  let roots: [TabRoot<State, Action, Tab>]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let tab = toSelect.extract(from: action) else {
      return base.reduce(into: &state, action: action)
    }
    let reselected = state[keyPath: toSelection] == tab
    let effects = base.reduce(into: &state, action: action)
    state[keyPath: toSelection] = tab
    guard reselected, let root = roots.first(where: { $0.tab == tab }),
      let pop = root.popToRoot(state)
    else { return effects }
    return effects.merge(with: base.reduce(into: &state, action: pop))
  }
}
