/// A state's routes and their cutting back, derived: an `@ObservableState` state adopts
/// ``NavigationRoutable`` with one empty extension, and the transition planner reads its
/// ``Navigation``.
///
/// ```swift
/// extension AppFeature.State: NavigationRoutable {}
///
/// state.navigationRoutes
/// // [.push(detail #0), .sheet(edit (destination in #0)), .alert(alert (…))]
/// state.keepingNavigationRoutes(2).navigationRoutes
/// // [.push(detail #0), .sheet(edit (destination in #0))]: the alert dismissed
/// ```
extension NavigationRoutable where Self: ObservableState, RouteID == Navigation.Screen {
  /// The routes of the state's ``Navigation``: every screen shown, bottom first.
  public var navigationRoutes: [NavigationRoute<Navigation.Screen>] {
    Navigation(self).routes
  }

  /// This state showing only its first `count` routes: the stacks cut back and the
  /// presentations past them dismissed, hidden ones (an alert under a later level) included.
  /// What a selected child does not show (``NavigationSelection``) is left as it is.
  ///
  /// - Parameter count: How many of the first routes to keep, from `0` to
  ///   `navigationRoutes.count`.
  /// - Returns: The state, showing the first `count` routes of this state's.
  public func keepingNavigationRoutes(_ count: Int) -> Self {
    keepingRoutes(count)
  }
}

extension ObservableState {
  /// This state showing only the first `count` routes of its ``Navigation``: what
  /// ``NavigationRoutable/keepingNavigationRoutes(_:)`` derives, for any state.
  ///
  /// - Parameter count: How many of the first routes to keep.
  /// - Returns: The state, cut back.
  package func keepingRoutes(_ count: Int) -> Self {
    let routes = Navigation(self).routes
    guard count < routes.count else { return self }
    var cut = NavigationCut(keeping: Set(routes.prefix(max(count, 0)).map(\.id.place)))
    cut.select(in: self)
    var state = self
    state._$editNavigation(&cut)
    return state
  }
}

/// Cuts a state back to the screens whose places it keeps: a stack from its first element not
/// kept, a presentation not kept dismissed. It goes where ``NavigationLevels`` goes, and finds
/// each screen's place the same way.
struct NavigationCut: NavigationEditor {
  /// The places of the screens kept.
  let kept: Set<Navigation.Screen.Place>
  /// The path of property names from the nearest element, or from the root.
  var path: [String] = []
  /// The nearest element that holds what is edited.
  var element: StackElementID?
  /// The child shown by the state being edited, when it selects one.
  var selected: String?
  /// Whether the value being edited is presented, so that its case is asked for a selection; a
  /// stack's element is not, as for ``NavigationLevels``.
  var presentsCase = false

  init(keeping kept: Set<Navigation.Screen.Place>) {
    self.kept = kept
  }

  /// Records the child that `state` shows, if it selects one.
  mutating func select(in state: Any) {
    selected = (state as? any NavigationSelection)?.selectedNavigationChild
  }

  mutating func editStack<Element>(
    _ stack: inout StackState<Element>, label: String,
    element edit: (inout Element, inout Self) -> Void
  ) {
    let saved = (path, element, selected)
    selected = nil
    presentsCase = false
    path = []
    if let cut = stack.elementIDs.first(where: { !kept.contains(.element($0)) }) {
      stack.pop(from: cut)
    }
    for position in stack.indices {
      element = stack.elementIDs[position]
      edit(&stack[position], &self)
    }
    (path, element, selected) = saved
  }

  mutating func editPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void
  ) {
    path.append(label)
    defer { path.removeLast() }
    guard kept.contains(.presentation(path.joined(separator: "."), in: element)),
      var presented = value
    else {
      value = nil
      return
    }
    let savedSelection = selected
    value = nil
    select(in: presented)
    presentsCase = true
    inside(&presented, &self)
    presentsCase = false
    value = presented
    selected = savedSelection
  }

  mutating func editChild<Value>(
    _ value: inout Value, label: String, inside: (inout Value, inout Self) -> Void
  ) {
    if let selected, selected != label { return }
    // Each window is a navigation of its own.
    if value is any IndependentNavigationRoots { return }
    let savedSelection = selected
    presentsCase = false
    path.append(label)
    select(in: value)
    inside(&value, &self)
    path.removeLast()
    selected = savedSelection
  }

  mutating func editCase<Enum, Value>(
    _ value: inout Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Value, inout Self) -> Void
  ) {
    if presentsCase {
      presentsCase = false
      select(in: value)
    }
    inside(&value, &self)
  }
}
