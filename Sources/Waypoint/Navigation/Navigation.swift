/// Where the user is: the levels of the navigation, bottom first, each a stack of screens and the
/// presentation that starts it, every screen named by its destination case and its place.
///
/// Derived from any `@ObservableState` state by the walk the macro writes at compile time
/// (``NavigationWalker``), so an app writes none of it:
///
/// ```swift
/// let navigation = Navigation(store.state)
/// print(navigation)
/// // detail #0, detail #1
/// // sheet: edit (destination in #1)
/// // alert: alert (destination.alert in #1)
///
/// navigation.routes
/// // [.push(detail #0), .push(detail #1), .sheet(edit …), .alert(alert …)]
/// ```
///
/// Level 0 is what the root pushes: the elements of its stacks. Each presentation starts a new
/// level, made of the presented screen and what the presented feature pushes. A presentation
/// nested in another (the alert of a sheet's form) comes after it. Presentations made from one
/// level come in the order the walk meets them, which is the order the state declares its
/// properties: an app's cover declared after its tabs is over the sheet of a pushed screen. A
/// child state that selects one of its children (``NavigationSelection``, for tabs)
/// contributes only the selected one. Windows (`WindowsState`) are navigations of their own, each
/// derived from its root: a state's navigation leaves them out.
public struct Navigation: Hashable, Sendable, CustomStringConvertible {
  /// One screen: its name and its place.
  public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// Where a screen is in the state, which tells two screens of one name apart.
    public enum Place: Hashable, Sendable {
      /// An element of a stack, with its ID.
      case element(StackElementID)
      /// A presentation: the path of property names that leads to it from the nearest stack
      /// element that holds it (`destination`, `destination.alert`), or from the root when no
      /// element holds it (`settings`, `inventory.addItem`).
      ///
      /// Kept apart from the screen (`indirect`), so that a screen stays small (its name and
      /// one word of place) and an element's is destroyed releasing nothing but its name.
      indirect case presentation(String, in: StackElementID?)
      /// A node of the coordinator layer (WaypointNodes), by the raw value of its ID.
      case node(UInt64)
    }

    /// The destination case that names the screen (`detail`). A screen that is not the case of
    /// an enum is named by the property that presents it (`settings`), or, on a stack, by its
    /// feature's type (`DetailFeature`).
    public var name: String
    /// Where the screen is.
    public var place: Place

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - name: The destination case or feature that names it.
    ///   - place: Where it is.
    @inlinable
    public init(_ name: String, at place: Place) {
      self.name = name
      self.place = place
    }

    /// The name and the place: `detail #2`, `edit (destination in #2)`, `settings (settings)`,
    /// `detail (node #7)`.
    public var description: String {
      switch place {
      case .element(let id): "\(name) \(id)"
      case .presentation(let path, let id?): "\(name) (\(path) in \(id))"
      case .presentation(let path, nil): "\(name) (\(path))"
      case .node(let id): "\(name) (node #\(id))"
      }
    }
  }

  /// A level: the presentation that starts it and the screens pushed on it.
  public struct Level: Hashable, Sendable {
    /// How the level's first screen is shown: `.push` for level 0, whose screens the root
    /// pushes, and the presentation's style for every other level.
    public var style: PresentationStyle
    /// The screens, bottom first: for a presented level, the presented screen, then what it
    /// pushes.
    public var screens: [Screen]

    /// Creates a level.
    ///
    /// - Parameters:
    ///   - style: How its first screen is shown.
    ///   - screens: Its screens, bottom first.
    @inlinable
    public init(_ style: PresentationStyle, _ screens: [Screen]) {
      self.style = style
      self.screens = screens
    }
  }

  /// The levels, bottom first. Level 0 is always there, empty when the root pushes nothing.
  public var levels: [Level]

  /// Creates a navigation from its levels.
  ///
  /// - Parameter levels: The levels, bottom first; an empty level 0 is added when the first
  ///   level is a presentation or there is none.
  public init(levels: [Level]) {
    self.levels = levels
    if levels.first?.style != .push { self.levels.insert(Level(.push, []), at: 0) }
  }

  /// Derives where the user is from a state.
  ///
  /// - Parameter state: The state: an app's, a feature's.
  /// - Complexity: O(*n*) in the stack elements and presentations the state holds.
  @inlinable
  public init<State: ObservableState>(_ state: State) {
    var walker = NavigationLevels()
    walker.select(in: state)
    state._$walkNavigation(&walker)
    self.init(levels: walker.finished())
  }

  /// Derives the navigation of a stack on its own: level 0 is its elements.
  ///
  /// - Parameter stack: The stack.
  /// - Complexity: O(*n*) in the stack elements and presentations the stack holds.
  @inlinable
  public init<Element: ObservableState>(_ stack: StackState<Element>) {
    var walker = NavigationLevels()
    stack.walkNavigation(&walker)
    self.init(levels: walker.finished())
  }

  /// Every screen, bottom first, as the routes the transition planner reads: level 0's screens
  /// pushed, then each level's first screen in its style and the rest pushed.
  ///
  /// An alert or a confirmation dialog ends its level, and SwiftUI shows nothing over it: when
  /// a later level follows one, the alert or dialog is hidden and is not a route.
  public var routes: [NavigationRoute<Screen>] {
    var routes: [NavigationRoute<Screen>] = []
    routes.reserveCapacity(levels.reduce(0) { $0 + $1.screens.count })
    for (index, level) in levels.enumerated() {
      if level.style.endsLevel, index < levels.count - 1 { continue }
      for (position, screen) in level.screens.enumerated() {
        routes.append(NavigationRoute(position == 0 ? level.style : .push, id: screen))
      }
    }
    return routes
  }

  /// The screen on top: the last screen of the last level; `nil` at the root.
  public var top: Screen? {
    levels.last(where: { !$0.screens.isEmpty })?.screens.last
  }

  /// One line a level: `detail #0, detail #1`, then `sheet: edit (destination in #1)`. Level 0
  /// reads `root` when the root pushes nothing.
  public var description: String {
    levels.enumerated().map { index, level in
      let screens = level.screens.map(\.description).joined(separator: ", ")
      if index == 0 { return screens.isEmpty ? "root" : screens }
      return "\(level.style): \(screens)"
    }
    .joined(separator: "\n")
  }
}

extension Navigation.Screen {
  /// The name of a screen that is not an enum's case: its feature's, without `.State` and
  /// without the types it is nested in (`ItemDetailFeature`).
  ///
  /// - Parameter type: The screen's state type.
  /// - Returns: The name.
  package static func name(of type: Any.Type) -> String {
    NavigationLevels.name(of: type)
  }
}

/// A state that shows one of its child states at a time, such as tabs: the navigation of the
/// others is kept but not shown, so ``Navigation`` leaves it out. The state's own stacks and
/// presentations (a cover over every tab) are shown as usual. The selection is asked of the
/// root, of a child state and of a presented value, not of a screen pushed on a stack, whose
/// children all show.
///
/// ```swift
/// extension AppFeature.State: NavigationSelection {
///   var selectedNavigationChild: String { selectedTab.rawValue }  // "inventory" or "movies"
///
///   mutating func selectNavigationChild(_ name: String) -> Bool {
///     guard let tab = Tab(rawValue: name) else { return false }
///     selectedTab = tab
///     return true
///   }
/// }
/// ```
///
/// A deep link that names a tab selects it through ``selectNavigationChild(_:)``.
public protocol NavigationSelection {
  /// The name of the stored property that holds the child state shown now.
  var selectedNavigationChild: String { get }

  /// Shows the child state stored under `name`, as a deep link that names it does.
  ///
  /// - Parameter name: The name of a stored property that holds a child state.
  /// - Returns: Whether the child is shown now; `false` when it cannot be selected. The default
  ///   selects nothing and returns `false`.
  mutating func selectNavigationChild(_ name: String) -> Bool
}

extension NavigationSelection {
  /// Selects nothing: a state that does not say how to select a child cannot be opened on one
  /// by a link.
  ///
  /// - Parameter name: The name of a stored property.
  /// - Returns: `false`.
  public mutating func selectNavigationChild(_ name: String) -> Bool { false }
}

/// Builds the levels of a ``Navigation`` from a walk.
///
/// Levels form a tree while the walk goes on (a presentation is a child of the level it is
/// presented from, in the order met) and are laid out depth first when it ends. The screens of
/// the level being filled are kept apart from the tree, so that adding one touches one array.
/// A screen is added once the walk inside it is over, named by the case the walk met first in
/// it, if any.
@usableFromInline
struct NavigationLevels: NavigationWalker {
  /// A level and the levels presented from it.
  @usableFromInline
  struct Node {
    @usableFromInline var level: Navigation.Level
    @usableFromInline var presented: [Int] = []

    @inlinable
    init(level: Navigation.Level) {
      self.level = level
    }
  }

  /// Every level met, level 0 first; the screens of the one being filled are in `screens`.
  @usableFromInline var nodes = [Node(level: Navigation.Level(.push, []))]
  /// The level being filled, by index in `nodes`.
  @usableFromInline var level = 0
  /// The screens of the level being filled.
  @usableFromInline var screens: [Navigation.Screen] = []
  /// The path of property names from the nearest element, or from the root.
  @usableFromInline var path: [String] = []
  /// The nearest element that holds what is walked.
  @usableFromInline var element: StackElementID?
  /// The child shown by the state being walked, when it selects one.
  @usableFromInline var selected: String?
  /// Whether the screen being walked waits for the case that names it: the first case met.
  @usableFromInline var awaitsCase = false
  /// The case met first in the screen being walked, and the style it says it is shown in.
  @usableFromInline var caseName: String?
  @usableFromInline var caseStyle: PresentationStyle?
  /// Whether the screen being walked is presented, so that its case is asked for a selection.
  /// A stack's element is not: a cast for each of a long stack's elements would cost more than
  /// the rest of the walk, so a screen pushed on a stack shows all its children.
  @usableFromInline var presentsCase = false

  @usableFromInline
  init() {}

  /// Records the child that `state` shows, if it selects one.
  @usableFromInline
  mutating func select(in state: Any) {
    selected = (state as? any NavigationSelection)?.selectedNavigationChild
  }

  @usableFromInline
  mutating func finished() -> [Navigation.Level] {
    nodes[level].level.screens = screens
    var levels: [Navigation.Level] = []
    levels.reserveCapacity(nodes.count)
    func lay(_ index: Int) {
      levels.append(nodes[index].level)
      for child in nodes[index].presented { lay(child) }
    }
    lay(0)
    return levels
  }

  @inlinable
  mutating func walkStack<Element>(
    _ stack: StackState<Element>, label: String, element walk: (Element, inout Self) -> Void
  ) {
    let savedPath = path
    let savedElement = element
    let savedSelection = selected
    let savedCase = (caseName, caseStyle)
    caseName = nil
    selected = nil
    presentsCase = false
    path = []
    var typeName: String?
    let ids = stack.elementIDs
    screens.reserveCapacity(screens.count + ids.count)
    // Each element is lent to the walk, not copied out of the array. Safe: the buffer is the
    // array's own storage, documented API, read only inside the closure, and never kept.
    stack.elements.withUnsafeBufferPointer { elements in
      for position in ids.indices {
        let id = ids[position]
        element = id
        awaitsCase = true
        let before = screens.count
        walk(elements[position], &self)
        awaitsCase = false
        // The case's name is moved out, not copied, and the next element starts without one.
        let name: String
        if let caseName = caseName.take() {
          name = caseName
        } else {
          name = typeName ?? Self.name(of: Element.self)
          typeName = name
        }
        // The element comes before what it pushes on a stack of its own, if anything.
        let screen = Navigation.Screen(name, at: .element(id))
        if screens.count == before {
          screens.append(screen)
        } else {
          screens.insert(screen, at: before)
        }
      }
    }
    path = savedPath
    element = savedElement
    selected = savedSelection
    (caseName, caseStyle) = savedCase
  }

  @inlinable
  mutating func walkPresentation<Value>(
    _ value: Value, label: String, style: PresentationStyle, inside: (inout Self) -> Void
  ) {
    let savedSelection = selected
    let savedCase = (caseName, caseStyle)
    path.append(label)
    let place = Navigation.Screen.Place.presentation(path.joined(separator: "."), in: element)
    // The level presented from this one, filled while the walk is inside it.
    nodes[level].level.screens = screens
    let parent = level
    nodes.append(Node(level: Navigation.Level(style, [])))
    level = nodes.count - 1
    nodes[parent].presented.append(level)
    screens = []
    select(in: value)
    awaitsCase = true
    caseName = nil
    caseStyle = nil
    presentsCase = true
    inside(&self)
    awaitsCase = false
    presentsCase = false
    // A case names what it holds; anything else is named by the property that presents it.
    let name = caseName ?? label
    if let caseStyle { nodes[level].level.style = caseStyle }
    screens.insert(Navigation.Screen(name, at: place), at: 0)
    nodes[level].level.screens = screens
    level = parent
    screens = nodes[parent].level.screens
    nodes[parent].level.screens = []
    path.removeLast()
    selected = savedSelection
    (caseName, caseStyle) = savedCase
  }

  @inlinable
  mutating func walkChild<Value>(_ value: Value, label: String, inside: (inout Self) -> Void) {
    if let selected, selected != label { return }
    // Each window is a navigation of its own.
    if value is any IndependentNavigationRoots { return }
    let savedSelection = selected
    awaitsCase = false
    presentsCase = false
    path.append(label)
    select(in: value)
    inside(&self)
    path.removeLast()
    selected = savedSelection
  }

  @inlinable
  mutating func walkCase<Enum, Value>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type, style: PresentationStyle?,
    inside: (inout Self) -> Void
  ) {
    if awaitsCase {
      awaitsCase = false
      caseName = name
      caseStyle = style
      if presentsCase {
        presentsCase = false
        select(in: value)
      }
    }
    inside(&self)
  }

  /// The name of a screen that is not an enum's case: its feature's, without `.State` and
  /// without the types it is nested in (`ItemDetailFeature`).
  @usableFromInline
  static func name(of type: Any.Type) -> String {
    var name = typeName(type)
    if name.hasSuffix(".State") { name.removeLast(6) }
    if !name.contains("<"), let dot = name.lastIndex(of: ".") {
      name = String(name[name.index(after: dot)...])
    }
    return name
  }
}

/// A state that holds navigations independent of the one around it, such as windows: a
/// ``Navigation`` leaves it out, and cutting routes back and deep links leave it as it is.
@usableFromInline
package protocol IndependentNavigationRoots {}

extension WindowsState: IndependentNavigationRoots {}
