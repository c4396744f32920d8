import Foundation
import Parsing
import Waypoint

/// An app's deep links, derived from its navigation: a link names the screens the navigation
/// shows, bottom first, each by its ``ScreenLink``; opening a link changes a state to show
/// them, and printing a state gives its link.
///
/// ```swift
/// static let links = NavigationLinks<AppFeature.State, Void>(scheme: "shop") {
///   ScreenLink(tab: \AppFeature.State.inventory, "items")
///   ScreenLink(\InventoryFeature.Path.State.Cases.detail, nil, Segment(Int.self)) { detail, _ in
///     detail.item.id
///   } open: { id, context in
///     guard let item = context.owner(InventoryFeature.State.self)?.items[id: id] else {
///       throw context.refusal("an item of the inventory")
///     }
///     return ItemDetailFeature.State(item: item)
///   }
///   ScreenLink(\ItemDetailFeature.Destination.State.Cases.edit, "edit") { context in
///     ItemFormFeature.State(item: context.below(ItemDetailFeature.State.self)!.item)
///   }
/// }
///
/// var state = AppFeature.State()
/// state = try links.open("shop://items/2/edit", in: state)  // item 2's detail, edit sheet up
/// try links.url(for: state)                                   // shop://items/2/edit
/// ```
///
/// The link follows the walk that `@ObservableState` writes (`Navigation`'s order): in each
/// state, its properties in the order it declares them; on a stack, each screen followed by
/// what it presents. Opening a link:
/// - shows on each stack and presentation it reaches exactly the screens it names: the rest
///   are popped and dismissed;
/// - keeps a screen that is already shown where the link names it, with the same parameters,
///   with its ID, its state and its effects, as long as every screen below it on its stack is
///   kept too;
/// - selects the tab it names; a link that names no tab of a state leaves its tabs as they are,
///   and the other tabs are left as they are in any case. Every child state of a state that
///   adopts `NavigationSelection` is a tab, named by its ``ScreenLink/init(tab:_:)`` or else by
///   its property's name;
/// - leaves windows (`WindowsState`) as they are: each window is a navigation of its own;
/// - throws a ``LinkError`` that names the segment or query item where the link fails and what
///   was expected there, or the app's refusal; the state is then left as it was. A query item
///   that no screen of the link reads is an error, unless the links ignore it
///   (`ignoresQueryItem`);
/// - checks every stack and presentation of the state it opens against the links' `checks`,
///   such as navigation rules (`StackRules`, `PresentationRules`), the ones a restored snapshot
///   passes too: a link that opens a stack or a presentation they turn down is an error.
///
/// Two properties of one state that present or stack the same type share a ``ScreenLink``.
// Unchecked: the links are immutable declarations of parsers and closures.
public struct NavigationLinks<Root: ObservableState, Environment>: @unchecked Sendable {
  /// The scheme of the app's own links: `inventory` for `inventory://items/42`.
  public var scheme: String { router.scheme }
  /// The hosts of the app's web links.
  public var hosts: [String] { router.hosts }

  let router: LinkRouter<LinkComponents>
  let table: LinkTable
  /// Whether a query item that no screen reads is dropped rather than an error.
  let ignoresQueryItem: @Sendable (String) -> Bool
  /// The checks every stack and presentation a link opens must pass.
  let checks: [any NavigationCheck]

  /// Creates an app's links.
  ///
  /// - Parameters:
  ///   - root: The app's root state.
  ///   - environment: What the app hands its ``ScreenLink``s to open screens: a catalog, say.
  ///   - scheme: The scheme of the app's own links, without `:` or `//`.
  ///   - hosts: The hosts of the app's web links, if it has any.
  ///   - ignoresQueryItem: Whether a query item that no screen reads is dropped rather than an
  ///     error, by its name: `{ $0.hasPrefix("utm_") }` lets web links carry campaign tags.
  ///     None is, by default.
  ///   - checks: Checks that each stack of their element type (`StackCheck`), and each
  ///     presentation of their destination type (`PresentationCheck`), of a state a link opens
  ///     must pass, such as navigation rules.
  ///   - links: A ``ScreenLink`` for each screen a link can open.
  public init(
    _ root: Root.Type = Root.self, environment: Environment.Type = Environment.self,
    scheme: String, hosts: [String] = [],
    ignoresQueryItem: @escaping @Sendable (String) -> Bool = { _ in false },
    checks: [any NavigationCheck] = [],
    @ScreenLinkBuilder<Environment> links: () -> [ScreenLink<Environment>]
  ) {
    self.router = LinkRouter(scheme: scheme, hosts: hosts) { WholeLink() }
    self.table = LinkTable(links().map(\.core))
    self.ignoresQueryItem = ignoresQueryItem
    self.checks = checks
  }

  /// `state` showing the screens `link` names.
  ///
  /// - Parameters:
  ///   - link: A link, `inventory://items/2/edit`.
  ///   - state: The state the link is opened in.
  ///   - environment: What the app's ``ScreenLink``s open screens with.
  /// - Returns: The state, changed to show the screens.
  /// - Throws: A ``LinkError`` naming where the link fails and what was expected there, or the
  ///   app's refusal.
  public func open(
    _ link: String, in state: Root, environment: Environment
  ) throws(LinkError) -> Root {
    try open(router.components(of: link), link: link, in: state, environment: environment).state
  }

  /// `state` showing the screens of the longest start of `link` that opens, and what of the
  /// link was left out: the `NavigationLoss` a restore reports too.
  ///
  /// A link that opens whole loses nothing. One that fails opens without its path segments
  /// from the one that fails on, as many as it takes, and says why they were left out, so that
  /// a person who follows an old link to an item that is gone still lands on the list:
  ///
  /// ```swift
  /// let (state, losses) = try links.openLongestValidPrefix(
  ///   "bookcase://novels/1/novels/3", in: state, environment: ())
  /// state.path  // the novel 1, Dune
  /// print(losses[0])
  /// // “novels/1”: left out path segments 3 to 4 of the link: path segment 4 is "3"; expected
  /// // a novel in the bookcase
  /// ```
  ///
  /// A query item that no screen of what opens reads is dropped, and is a loss of its own:
  /// those of the screens left out, and those no screen reads.
  ///
  /// - Parameters:
  ///   - link: A link.
  ///   - state: The state the link is opened in.
  ///   - environment: What the app's ``ScreenLink``s open screens with.
  /// - Returns: The state, changed to show the screens that open, and what was left out.
  /// - Throws: A ``LinkError`` when no start of the link opens: a link that is not the app's
  ///   (malformed, of another scheme or host), or one that not even the empty path opens in
  ///   `state`, such as a state that already breaks the links' checks.
  public func openLongestValidPrefix(
    _ link: String, in state: Root, environment: Environment
  ) throws(LinkError) -> (state: Root, losses: [NavigationLoss]) {
    let input = try router.components(of: link)
    let failure: LinkError
    do {
      return (try open(input, link: link, in: state, environment: environment).state, [])
    } catch {
      failure = error
    }
    let path = input.path
    var count = path.count - 1
    switch failure.reason {
    case .malformed, .unsupportedScheme, .unsupportedHost:
      throw failure
    case .segment(let index, _, _):
      count = min(count, index)
    case .queryItem:
      // Items no screen reads are dropped alone; one a screen refuses, with its screen.
      if let (opened, unread) = try? open(
        input, link: link, in: state, environment: environment, readsEveryQueryItem: false)
      {
        return (opened, losses(unread, at: path))
      }
    default:
      break
    }
    while count >= 0 {
      var prefix = input
      prefix.path = path.prefix(count)
      if let (opened, unread) = try? open(
        prefix, link: link, in: state, environment: environment, readsEveryQueryItem: false)
      {
        let loss = NavigationLoss(
          path: path.prefix(count).joined(separator: "/"),
          kind: .pathSegments(from: count, count: path.count - count),
          reason: failure.reasonDescription)
        return (opened, [loss] + losses(unread, at: prefix.path))
      }
      count -= 1
    }
    throw failure
  }

  /// The query items no screen read, as losses.
  private func losses(
    _ unread: [LinkQueryItem], at path: ArraySlice<Substring>
  ) -> [NavigationLoss] {
    unread.map { item in
      NavigationLoss(
        path: path.joined(separator: "/"), kind: .queryItem(item.name),
        reason: LinkError(link: "", reason: .unreadQueryItem(item)).reasonDescription)
    }
  }

  /// `state` showing the screens `input` names, and the query items no screen read that the
  /// links do not ignore.
  private func open(
    _ input: LinkComponents, link: String, in state: Root, environment: Environment,
    readsEveryQueryItem: Bool = true
  ) throws(LinkError) -> (state: Root, unread: [LinkQueryItem]) {
    var input = input
    input.fieldsFollowPath = false
    let path = Array(input.path)
    var opener = LinkOpener(
      table: table, input: input, environment: environment as Any, link: link, path: path)
    var state = state
    opener.visit(&state) { state, opener in state._$editNavigation(&opener) }
    if let error = opener.error { throw error }
    let rest = opener.input
    if let segment = rest.path.first {
      rest.failures.expect(
        "the end of the path", at: .segment(rest.path.startIndex), found: segment)
      throw LinkError(link: link, reason: rest.failures.reason)
    }
    switch state.firstFailure(of: checks) {
    case .stack(let position, let reason)?:
      throw LinkError(link: link, reason: .navigationRules(position: position, reason: reason))
    case .presentation(let reason)?:
      throw LinkError(link: link, reason: .presentationRules(reason: reason))
    case nil:
      break
    }
    let unread = rest.query.filter { !ignoresQueryItem($0.name) }
    if readsEveryQueryItem, let item = unread.first {
      throw LinkError(link: link, reason: .unreadQueryItem(item))
    }
    return (state, unread)
  }

  /// `state` showing the screens `url` names.
  ///
  /// - Parameters:
  ///   - url: A link.
  ///   - state: The state the link is opened in.
  ///   - environment: What the app's ``ScreenLink``s open screens with.
  /// - Returns: The state, changed to show the screens.
  /// - Throws: A ``LinkError`` naming where the link fails.
  public func open(
    _ url: URL, in state: Root, environment: Environment
  ) throws(LinkError) -> Root {
    try open(url.absoluteString, in: state, environment: environment)
  }

  /// The link to the screens `state` shows, in the app's own scheme.
  ///
  /// A screen is left out of the link, with what is pushed over it on its stack and what it
  /// presents, when its ``ScreenLink`` says it has no link, when it has no ``ScreenLink``, when
  /// its parameters cannot be printed, or when it gives a query item that a screen before it
  /// gives (opening the link would hand the item to that screen). A tab not shown is not in it.
  /// A screen's fields should read only the items it prints: a field that reads an item at its
  /// default could take a higher screen's.
  ///
  /// - Parameters:
  ///   - state: A state.
  ///   - environment: What the app's ``ScreenLink``s print screens with.
  /// - Returns: The link, which ``open(_:in:environment:)-(String,_,_)`` opens on the same
  ///   screens.
  /// - Throws: A ``LinkError`` when a parameter prints as a segment a link cannot hold (an
  ///   empty one).
  public func url(for state: Root, environment: Environment) throws(LinkError) -> URL {
    try router.url(for: components(of: state, environment: environment))
  }

  /// The web link to the screens `state` shows: `https://example.com/items/42`.
  ///
  /// - Parameters:
  ///   - state: A state.
  ///   - environment: What the app's ``ScreenLink``s print screens with.
  ///   - host: The host; the first of ``hosts`` by default.
  /// - Returns: The link.
  /// - Throws: A ``LinkError`` when the links have no such host.
  public func webURL(
    for state: Root, environment: Environment, host: String? = nil
  ) throws(LinkError) -> URL {
    try router.webURL(for: components(of: state, environment: environment), host: host)
  }

  private func components(of state: Root, environment: Environment) -> LinkComponents {
    var printer = LinkPrinter(table: table, environment: environment as Any)
    var state = state
    printer.visit(&state) { state, printer in state._$editNavigation(&printer) }
    return printer.output
  }
}

extension NavigationLinks where Environment == Void {
  /// `state` showing the screens `link` names.
  ///
  /// - Parameters:
  ///   - link: A link.
  ///   - state: The state the link is opened in.
  /// - Returns: The state, changed to show the screens.
  /// - Throws: A ``LinkError`` naming where the link fails.
  public func open(_ link: String, in state: Root) throws(LinkError) -> Root {
    try open(link, in: state, environment: ())
  }

  /// `state` showing the screens `url` names.
  ///
  /// - Parameters:
  ///   - url: A link.
  ///   - state: The state the link is opened in.
  /// - Returns: The state, changed to show the screens.
  /// - Throws: A ``LinkError`` naming where the link fails.
  public func open(_ url: URL, in state: Root) throws(LinkError) -> Root {
    try open(url.absoluteString, in: state, environment: ())
  }

  /// `state` showing the screens of the longest start of `link` that opens, and what of the
  /// link was left out.
  ///
  /// - Parameters:
  ///   - link: A link.
  ///   - state: The state the link is opened in.
  /// - Returns: The state, changed to show the screens that open, and what was left out.
  /// - Throws: A ``LinkError`` when no start of the link opens.
  public func openLongestValidPrefix(
    _ link: String, in state: Root
  ) throws(LinkError) -> (state: Root, losses: [NavigationLoss]) {
    try openLongestValidPrefix(link, in: state, environment: ())
  }

  /// The link to the screens `state` shows.
  ///
  /// - Parameter state: A state.
  /// - Returns: The link.
  /// - Throws: A ``LinkError`` when a parameter cannot be written in a link.
  public func url(for state: Root) throws(LinkError) -> URL {
    try url(for: state, environment: ())
  }
}

/// Collects an app's ``ScreenLink``s.
@resultBuilder
public enum ScreenLinkBuilder<Environment> {
  /// One link.
  public static func buildExpression(_ link: ScreenLink<Environment>) -> [ScreenLink<Environment>] {
    [link]
  }

  /// Links in order.
  public static func buildBlock(_ links: [ScreenLink<Environment>]...) -> [ScreenLink<Environment>]
  {
    links.flatMap { $0 }
  }

  /// Links from a loop.
  public static func buildArray(_ links: [[ScreenLink<Environment>]]) -> [ScreenLink<Environment>] {
    links.flatMap { $0 }
  }

  /// Links declared under a condition.
  public static func buildOptional(_ links: [ScreenLink<Environment>]?) -> [ScreenLink<Environment>]
  {
    links ?? []
  }

  /// The links of the branch taken.
  public static func buildEither(first links: [ScreenLink<Environment>]) -> [ScreenLink<
    Environment
  >] {
    links
  }

  /// The links of the branch taken.
  public static func buildEither(second links: [ScreenLink<Environment>])
    -> [ScreenLink<Environment>]
  {
    links
  }
}

/// The whole of a link's components, as the route of a ``LinkRouter`` that checks a link's
/// scheme and host and writes its text.
private struct WholeLink: ParserPrinter {
  func parse(_ input: inout LinkComponents) -> LinkComponents {
    let whole = input
    input.path = input.path[input.path.endIndex...]
    input.query = []
    return whole
  }

  func print(_ output: LinkComponents, into input: inout LinkComponents) {
    input.path = ArraySlice(output.path + input.path)
    input.query = output.query + input.query
  }
}

/// The ``ScreenLink``s of an app, by where their screens live.
struct LinkTable {
  var cases: [ObjectIdentifier: [AnyScreenLink]] = [:]
  var slots: [Pair: [AnyScreenLink]] = [:]
  var tabs: [Pair: AnyScreenLink] = [:]

  struct Pair: Hashable {
    let owner: ObjectIdentifier
    let value: ObjectIdentifier
  }

  init(_ links: [AnyScreenLink]) {
    for link in links {
      switch link.place {
      case let .enumCase(type): cases[type, default: []].append(link)
      case let .slot(owner, value):
        slots[Pair(owner: owner, value: value), default: []].append(link)
      case let .tab(owner, value):
        // The walk names a tab by its property; a link tells tabs apart by their types.
        let previous = tabs.updateValue(link, forKey: Pair(owner: owner, value: value))
        precondition(previous == nil, LinkTable.sameTypeTabs)
      }
    }
  }

  /// Why two tabs of one type of one state cannot have a ``ScreenLink``: a link tells tabs apart
  /// by their types.
  static let sameTypeTabs =
    "Two tabs of one type of one state have a ScreenLink(tab:): give such tabs none, and their "
    + "property names are their segments."

  /// The segment of the tab of type `value` of a state of type `owner`, stored under `label`,
  /// the first time the walk meets a tab of that type in that state (`seen` lists the types
  /// met).
  func tabSegment(
    owner: Any.Type, value: Any.Type, label: String, seen: inout [ObjectIdentifier]
  ) -> Segment<Void> {
    let key = Pair(owner: ObjectIdentifier(owner), value: ObjectIdentifier(value))
    if let link = tabs[key] {
      precondition(!seen.contains(key.value), Self.sameTypeTabs)
      seen.append(key.value)
      return link.segment ?? Segment(label)
    }
    return Segment(label)
  }

  /// The links of the screens a property holding `Value`s of a state of type `owner` shows:
  /// the cases of `Value`, if it is an enum of destinations, or else the property's links.
  func links<Value>(for value: Value.Type, in owner: Any.Type?) -> [AnyScreenLink] {
    if let links = cases[ObjectIdentifier(value)] { return links }
    guard let owner else { return [] }
    return slots[Pair(owner: ObjectIdentifier(owner), value: ObjectIdentifier(value))] ?? []
  }
}

extension LinkError.Reason {
  /// A query item that no screen of the link reads.
  static func unreadQueryItem(_ item: LinkQueryItem) -> Self {
    .queryItem(
      name: item.name, found: item.value ?? "",
      expected: ["nothing: no screen this link opens reads it"])
  }
}
