import CasePaths
import Parsing
import Waypoint

/// How one screen appears in an app's deep links: the segment that names it, the parameters
/// that say which one it is, and how the app opens it from them.
///
/// A screen is a case of an enum of destinations (on a stack, or presented), a value that a
/// `@Presents` property presents, or a tab. ``NavigationLinks`` puts the screens in a link in
/// the order the navigation shows them, from these declarations alone:
///
/// ```swift
/// ScreenLink(\Path.State.Cases.detail, "items", Segment(Int.self)) { detail, _ in
///   detail.item.id                        // what the link holds: items/42
/// } open: { id, context in
///   // The app's own part: load what the ID names, or refuse the link.
///   guard let item = context.owner(Feature.State.self)?.items[id: id] else {
///     throw context.refusal("an item of the inventory")
///   }
///   return DetailFeature.State(item: item)
/// }
/// ScreenLink(\Destination.State.Cases.edit, "edit") { context in
///   EditFeature.State(item: context.below(DetailFeature.State.self)!.item)
/// }
/// ScreenLink(\Feature.State.addItem, "add") { _ in AddFeature.State() }
/// ScreenLink(tab: \AppFeature.State.inventory, "items")
/// ```
///
/// The parameters are any parser-printer of ``LinkComponents``: path segments (``Segment``)
/// after the screen's own, and query items (``Field``), which a link gives after its path
/// however deep the screen is.
public struct ScreenLink<Environment>: @unchecked Sendable {
  // Unchecked: a link holds its declaration's parsers and closures, which keep no state that
  // changes.

  /// The link, with its environment erased, which the walks read.
  let core: AnyScreenLink

  /// A case of an enum of destinations, with parameters: a screen on a stack of the enum, or
  /// presented by a `@Presents` property of it.
  ///
  /// - Parameters:
  ///   - path: The case, `\Path.State.Cases.detail`, of an enum of destinations
  ///     (`NavigationCases`, as the `State` that `@Reducer` writes for an enum of features is).
  ///   - segment: The literal segment that names the screen, `"detail"`; `nil` for none, when
  ///     the parameters say which case it is.
  ///   - parameters: The parameters after the segment: ``Segment``s and ``Field``s.
  ///   - isLinked: Whether a screen has a link; a screen without one ends the link below it.
  ///     Every screen has one by default.
  ///   - value: The parameters of a screen, for its link.
  ///   - open: Opens the screen from its parameters, or refuses with
  ///     ``LinkContext/refusal(_:atSegment:)``. Another error it throws refuses the screen too,
  ///     as what was expected: ``LinkContext/refusal(_:atSegment:)`` with its description.
  public init<
    Enum: CasePathable & CasePathIterable & NavigationCases, Screen, Parameters: ParserPrinter
  >(
    _ path: CaseKeyPath<Enum, Screen>, _ segment: String?, _ parameters: Parameters,
    isLinked: @escaping (Screen, LinkContext<Environment>) -> Bool = { _, _ in true },
    value: @escaping (Screen, LinkContext<Environment>) -> Parameters.Output,
    open: @escaping (Parameters.Output, LinkContext<Environment>) throws -> Screen
  ) where Parameters.Input == LinkComponents {
    self.init(
      place: .enumCase(ObjectIdentifier(Enum.self)), segment: segment, parameters: parameters,
      isLinked: isLinked, value: value, open: open,
      extract: { [casePath = AnyCasePath(path)] in ($0 as? Enum).flatMap(casePath.extract) },
      // The enum's own `switch` makes the case; a case key path is walked for every screen.
      embed: { [casePath = AnyCasePath(path), index = Enum.caseIndex(of: path)] screen in
        index.flatMap { Enum._$embed(screen, caseIndex: $0) } ?? casePath.embed(screen)
      })
  }

  /// A case of an enum of destinations that its segment alone names.
  ///
  /// - Parameters:
  ///   - path: The case, `\Destination.State.Cases.edit`, of an enum of destinations
  ///     (`NavigationCases`, as the `State` that `@Reducer` writes for an enum of features is).
  ///   - segment: The segment that names it, `"edit"`.
  ///   - isLinked: Whether a screen has a link; a screen without one ends the link below it.
  ///     Every screen has one by default.
  ///   - open: Opens the screen, or refuses with ``LinkContext/refusal(_:atSegment:)``.
  public init<Enum: CasePathable & CasePathIterable & NavigationCases, Screen>(
    _ path: CaseKeyPath<Enum, Screen>, _ segment: String,
    isLinked: @escaping (Screen, LinkContext<Environment>) -> Bool = { _, _ in true },
    open: @escaping (LinkContext<Environment>) throws -> Screen
  ) {
    self.init(
      path, segment, NoParameters(), isLinked: isLinked, value: { _, _ in () },
      open: { (_: Void, context) in try open(context) })
  }

  /// A value that a `@Presents` property of `Owner` presents, or a stack of `Owner` holds, with
  /// parameters.
  ///
  /// Every property of `Owner` that presents or stacks a `Screen` is linked so.
  ///
  /// - Parameters:
  ///   - path: The property, `\Feature.State.addItem` or `\Feature.State.path`.
  ///   - segment: The literal segment that names the screen; `nil` for none.
  ///   - parameters: The parameters after the segment.
  ///   - isLinked: Whether a screen has a link; every screen has one by default.
  ///   - value: The parameters of a screen, for its link.
  ///   - open: Opens the screen from its parameters, or refuses.
  public init<Owner, Slot, Screen, Parameters: ParserPrinter>(
    _ path: WritableKeyPath<Owner, Slot>, _ segment: String?, _ parameters: Parameters,
    isLinked: @escaping (Screen, LinkContext<Environment>) -> Bool = { _, _ in true },
    value: @escaping (Screen, LinkContext<Environment>) -> Parameters.Output,
    open: @escaping (Parameters.Output, LinkContext<Environment>) throws -> Screen
  ) where Parameters.Input == LinkComponents, Slot: _ScreenSlot<Screen> {
    self.init(
      place: .slot(owner: ObjectIdentifier(Owner.self), value: ObjectIdentifier(Screen.self)),
      segment: segment, parameters: parameters, isLinked: isLinked, value: value, open: open,
      extract: { $0 as? Screen }, embed: { $0 })
  }

  /// A value that a `@Presents` property of `Owner` presents, or a stack of `Owner` holds, that
  /// its segment alone names.
  ///
  /// - Parameters:
  ///   - path: The property, `\Feature.State.addItem`.
  ///   - segment: The segment that names it, `"add"`.
  ///   - isLinked: Whether a screen has a link; every screen has one by default.
  ///   - open: Opens the screen, or refuses.
  public init<Owner, Slot, Screen>(
    _ path: WritableKeyPath<Owner, Slot>, _ segment: String,
    isLinked: @escaping (Screen, LinkContext<Environment>) -> Bool = { _, _ in true },
    open: @escaping (LinkContext<Environment>) throws -> Screen
  ) where Slot: _ScreenSlot<Screen> {
    self.init(
      path, segment, NoParameters(), isLinked: isLinked, value: { _, _ in () },
      open: { (_: Void, context) in try open(context) })
  }

  /// A tab: a child state of `Owner`, which shows one child at a time
  /// (`NavigationSelection`). A link that names the tab selects it; one that names no tab of
  /// `Owner` leaves its tabs as they are.
  ///
  /// - Parameters:
  ///   - path: The child, `\AppFeature.State.inventory`.
  ///   - segment: The segment that names it, `"items"`.
  public init<Owner: NavigationSelection, Child>(
    tab path: WritableKeyPath<Owner, Child>, _ segment: String
  ) {
    self.core = AnyScreenLink(
      place: .tab(owner: ObjectIdentifier(Owner.self), value: ObjectIdentifier(Child.self)),
      segment: Segment(segment), parse: { _ in () }, print: { _, _ in LinkComponents() },
      reprint: { _ in LinkComponents() }, open: { screen, _ in (screen, screen) },
      extract: { $0 as? Child })
  }

  private init<Screen, Parameters: ParserPrinter>(
    place: AnyScreenLink.Place, segment: String?, parameters: Parameters,
    isLinked: @escaping (Screen, LinkContext<Environment>) -> Bool,
    value: @escaping (Screen, LinkContext<Environment>) -> Parameters.Output,
    open: @escaping (Parameters.Output, LinkContext<Environment>) throws -> Screen,
    extract: @escaping (Any) -> Any?, embed: @escaping (Screen) -> Any
  ) where Parameters.Input == LinkComponents {
    self.core = AnyScreenLink(
      place: place, segment: segment.map { Segment($0) },
      parse: { input in try parameters.parse(&input) },
      print: { screen, scene in
        let screen = screen as! Screen
        let context = LinkContext<Environment>(scene)
        guard isLinked(screen, context) else { return nil }
        var components = LinkComponents()
        guard (try? parameters.print(value(screen, context), into: &components)) != nil else {
          return nil
        }
        return components
      },
      reprint: { output in
        var components = LinkComponents()
        guard (try? parameters.print(output as! Parameters.Output, into: &components)) != nil
        else { return nil }
        return components
      },
      open: { parameters, scene in
        let screen = try open(parameters as! Parameters.Output, LinkContext(scene))
        return (screen, embed(screen))
      },
      extract: extract)
  }
}

/// A ``ScreenLink`` whose environment is erased: what the walks that open and print links read,
/// without a generic parameter to look up at run time for every screen. A class, so that the
/// walks hand it around with one reference count, not one for each of its closures.
// Unchecked: immutable, and its closures keep no state that changes.
final class AnyScreenLink: @unchecked Sendable {
  /// Where a screen lives, which the navigation's walk meets.
  enum Place {
    /// A case of the enum `enumType`, on a stack of it or presented.
    case enumCase(ObjectIdentifier)
    /// A value of `value`'s type that a state of `owner`'s type presents or stacks.
    case slot(owner: ObjectIdentifier, value: ObjectIdentifier)
    /// A child state of `value`'s type of a state of `owner`'s type that selects its child.
    case tab(owner: ObjectIdentifier, value: ObjectIdentifier)
  }

  let place: Place
  /// The literal segment that names the screen; `nil` for none.
  let segment: Segment<Void>?
  /// Reads the parameters after the segment.
  let parse: (inout LinkComponents) throws -> Any
  /// Prints the parameters of a screen; `nil` when the screen has no link.
  let print: (Any, LinkScene) -> LinkComponents?
  /// Prints parameters that ``parse`` read, as ``print`` writes them.
  let reprint: (Any) -> LinkComponents?
  /// Opens the screen from its parameters: the screen, and the value of the place that holds
  /// it (for a case, the enum).
  let open: (Any, LinkScene) throws -> (screen: Any, value: Any)
  /// The screen a value of the place holds, if this link's; for a case, its value.
  let extract: (Any) -> Any?

  init(
    place: Place, segment: Segment<Void>?, parse: @escaping (inout LinkComponents) throws -> Any,
    print: @escaping (Any, LinkScene) -> LinkComponents?,
    reprint: @escaping (Any) -> LinkComponents?,
    open: @escaping (Any, LinkScene) throws -> (screen: Any, value: Any),
    extract: @escaping (Any) -> Any?
  ) {
    self.place = place
    self.segment = segment
    self.parse = parse
    self.print = print
    self.reprint = reprint
    self.open = open
    self.extract = extract
  }

  /// The segment and the parameters of `screen`, printed; `nil` when it has no link.
  func printed(_ screen: Any, in scene: LinkScene) -> LinkComponents? {
    guard var components = print(screen, scene) else { return nil }
    if let segment { try? segment.print((), into: &components) }
    return components
  }

  /// The segment and `parameters`, read from a link, printed as a screen's link is.
  func printed(parameters: Any) -> LinkComponents? {
    guard var components = reprint(parameters) else { return nil }
    if let segment { try? segment.print((), into: &components) }
    return components
  }
}

/// What a property linked by ``ScreenLink`` holds: a presented value (`Screen?`) or a stack of
/// screens (`StackState<Screen>`).
///
/// It is public only for ``ScreenLink``'s initializers; an app does not conform to it.
public protocol _ScreenSlot<Screen> {
  /// The screen the property presents or stacks.
  associatedtype Screen
}

extension Optional: _ScreenSlot {
  public typealias Screen = Wrapped
}

extension StackState: _ScreenSlot {
  public typealias Screen = Element
}

/// No parameters: a screen that its segment alone names.
private struct NoParameters: ParserPrinter {
  func parse(_ input: inout LinkComponents) {}
  func print(_ output: Void, into input: inout LinkComponents) {}
}

/// Where a screen is in a link being opened or printed, with its environment erased: what a
/// ``LinkContext`` reads.
struct LinkScene {
  /// What the app handed ``NavigationLinks``.
  let environment: Any
  /// The screen the link names just before this one.
  let below: Any?
  /// The states that hold this screen's property, innermost last.
  let owners: [Any]
  /// The link, for errors.
  let link: String
  /// The positions of this screen's path segments in the link.
  let segments: Range<Int>
  /// The link's path segments.
  let path: [Substring]
}

/// What the app's part of a ``ScreenLink`` is handed: the states the screen is opened in, the
/// screen below it, the app's environment, and where in the link it is, for a refusal.
public struct LinkContext<Environment> {
  /// What the app handed ``NavigationLinks``: a catalog to load from, say.
  public let environment: Environment
  let scene: LinkScene

  init(_ scene: LinkScene) {
    self.environment = scene.environment as! Environment
    self.scene = scene
  }

  /// The screen the link names just before this one, in the link's order: the screen below it
  /// on its stack, the one that presents it, or a tab, unless that screen presents something
  /// itself, whose last screen it is then (the edit form a detail presents, say, for a screen
  /// named after `items/1/edit`); `nil` for the first screen of a link that names no tab.
  public var below: Any? { scene.below }

  /// The innermost state of type `type` that holds this screen: the feature whose property
  /// presents or stacks it, or one around it. `nil` when none does.
  ///
  /// - Parameter type: The state's type, `InventoryFeature.State.self`.
  /// - Returns: The state, as it was when the link reached it.
  public func owner<State>(_ type: State.Type) -> State? {
    for owner in scene.owners.reversed() {
      if let state = owner as? State { return state }
    }
    return nil
  }

  /// The screen below this one, if it is a `type`.
  ///
  /// - Parameter type: The screen's type, `DetailFeature.State.self`.
  /// - Returns: ``below``, if it is a `type`.
  public func below<Screen>(_ type: Screen.Type) -> Screen? {
    scene.below as? Screen
  }

  /// The error that refuses this screen, naming one of its path segments and what the app
  /// expected there: "path segment 3 is "4"; expected an item related to Gizmo: 1, 3".
  ///
  /// - Parameters:
  ///   - expected: What the app expected, such as the items it has.
  ///   - offset: Which of the screen's segments, from 0 (its own segment, if it has one); the
  ///     last by default, and for an offset past the last.
  /// - Returns: The error to throw.
  public func refusal(_ expected: String, atSegment offset: Int? = nil) -> LinkError {
    scene.refusal(expected, atSegment: offset)
  }

  /// The error that refuses this screen for one of its query items.
  ///
  /// - Parameters:
  ///   - name: The query item's name.
  ///   - found: Its value.
  ///   - expected: What the app expected.
  /// - Returns: The error to throw.
  public func refusal(queryItem name: String, found: String, expected: String) -> LinkError {
    LinkError(link: scene.link, reason: .queryItem(name: name, found: found, expected: [expected]))
  }
}

extension LinkScene {
  /// The error that refuses this screen at one of its segments: the last by default.
  func refusal(_ expected: String, atSegment offset: Int? = nil) -> LinkError {
    // An offset past the screen's segments names its last one.
    let last = Swift.max(segments.lowerBound, segments.upperBound - 1)
    let index = offset.map { Swift.min(segments.lowerBound + Swift.max($0, 0), last) } ?? last
    let found = index < path.count ? String(path[index]) : nil
    return LinkError(link: link, reason: .segment(index: index, found: found, expected: [expected]))
  }
}
