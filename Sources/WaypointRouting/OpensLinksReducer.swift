import Foundation
import Waypoint

extension Reducer where Action: CasePathable {
  /// Opens the links this feature is sent: a link that names a route becomes the action that
  /// opens it, and a link that names none becomes the action that reports why.
  ///
  /// ```swift
  /// enum Action {
  ///   case openURL(URL)          // from the view: .onOpenURL { store.send(.openURL($0)) }
  ///   case open(Route)           // opens a route: one change of the navigation
  ///   case linkFailed(LinkError) // where a link failed, and what was expected there
  ///   case path(StackActionOf<Path>)
  /// }
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case let .open(.item(id)):
  ///       state.path.replace(with: [.list(…), .detail(…id…)]) { $0.screen == $1.screen }
  ///       return .none
  ///     …
  ///     }
  ///   }
  ///   .forEach(\.path, action: \.path) { Path() }
  ///   .opensLinks(\.openURL, with: router, open: \.open, failure: \.linkFailed)
  /// }
  /// ```
  ///
  /// - A link that names a route sends `open` with the route, reduced in the same pass as the
  ///   link, before any view sees the state: the whole navigation changes at once. This feature's
  ///   reducer makes that change, inside the navigation operators, so what it replaces ends under
  ///   the usual rules (a popped element's or a dismissed presentation's effects are cancelled)
  ///   and what it keeps keeps its effects and its stack ID.
  ///   `StackState.replace(with:keepingWhile:)` builds a whole stack that way.
  /// - A link that names no route changes nothing and cancels nothing: `failure` follows with the
  ///   ``LinkError`` that says where it failed.
  /// - With the router's ``LinkRouter/PrefixPolicy/longestValidPrefix`` policy, a link whose rest
  ///   matches nothing opens the route of its valid start, and `failure` follows with the
  ///   segments left out (``LinkError/Reason/ignoredSegments(index:segments:)``).
  /// - The effects of an `open` action, such as loading what the link shows, belong to that
  ///   link: the next `open` cancels them.
  ///
  /// Apply the operator after the navigation operators (`forEach`, `ifLet`), so that it sees
  /// every action.
  ///
  /// - Parameters:
  ///   - toLink: A case key path to the action that carries a link: `\.openURL`.
  ///   - router: The router that parses the app's links.
  ///   - toOpen: A case key path to the action that opens a route: `\.open`.
  ///   - toFailure: A case key path to the action that reports a link that failed.
  /// - Returns: A reducer that opens links.
  public func opensLinks<Route>(
    _ toLink: CaseKeyPath<Action, URL>,
    with router: LinkRouter<Route>,
    open toOpen: CaseKeyPath<Action, Route>,
    failure toFailure: CaseKeyPath<Action, LinkError>
  ) -> some Reducer<State, Action> {
    OpensLinksReducer<Self, Route, Bool>(
      base: self, toLink: toLink, router: router, toOpen: toOpen, toFailure: toFailure,
      navigation: nil)
  }

  /// Opens the links this feature is sent, and drops a link that is still loading when the
  /// person navigates elsewhere.
  ///
  /// ```swift
  /// .opensLinks(\.openURL, with: router, open: \.open, failure: \.linkFailed) { $0.path.ids }
  /// ```
  ///
  /// Like ``Reducer/opensLinks(_:with:open:failure:)``, and besides: when an action other than
  /// `open` or `failure` changes `navigation`, the effects of the last `open` are cancelled. A
  /// link to an item that is still loading is dropped once the person pushes, pops or presents
  /// something else. The action an `open` effect sends when its data arrives usually changes the
  /// navigation too, and that ends the rest of the link's effects: let one effect do a link's
  /// work. `navigation` runs twice for every action, so keep it cheap: the stack's `count` and
  /// last ID, say, rather than all its IDs.
  ///
  /// - Parameters:
  ///   - toLink: A case key path to the action that carries a link: `\.openURL`.
  ///   - router: The router that parses the app's links.
  ///   - toOpen: A case key path to the action that opens a route: `\.open`.
  ///   - toFailure: A case key path to the action that reports a link that failed.
  ///   - navigation: The part of the state a person changes by navigating, compared before and
  ///     after each action: the stack's IDs, whether a sheet is up.
  /// - Returns: A reducer that opens links.
  public func opensLinks<Route, Navigation: Equatable>(
    _ toLink: CaseKeyPath<Action, URL>,
    with router: LinkRouter<Route>,
    open toOpen: CaseKeyPath<Action, Route>,
    failure toFailure: CaseKeyPath<Action, LinkError>,
    navigation: @escaping (State) -> Navigation
  ) -> some Reducer<State, Action> {
    OpensLinksReducer(
      base: self, toLink: toLink, router: router, toOpen: toOpen, toFailure: toFailure,
      navigation: navigation)
  }
}

/// The reducer behind ``Reducer/opensLinks(_:with:open:failure:)``.
struct OpensLinksReducer<Base: Reducer, Route, Navigation: Equatable>: Reducer
where Base.Action: CasePathable {
  typealias State = Base.State
  typealias Action = Base.Action

  let base: Reduce<State, Action>
  // Every action the app sends is matched against these three cases: see `CaseExtractor` for
  // why not through the case key paths themselves.
  let toLink: CaseExtractor<Action, URL>
  let router: LinkRouter<Route>
  let toOpen: CaseExtractor<Action, Route>
  let toFailure: CaseExtractor<Action, LinkError>
  let navigation: ((State) -> Navigation)?
  /// The cancellation ID of the effects of the last `open`.
  let pendingLink: PendingLink<Action, Route>

  init(
    base: Base,
    toLink: CaseKeyPath<Action, URL>,
    router: LinkRouter<Route>,
    toOpen: CaseKeyPath<Action, Route>,
    toFailure: CaseKeyPath<Action, LinkError>,
    navigation: ((State) -> Navigation)?
  ) {
    self.base = Reduce(base)
    self.toLink = CaseExtractor(toLink)
    self.router = router
    self.toOpen = CaseExtractor(toOpen)
    self.toFailure = CaseExtractor(toFailure)
    self.navigation = navigation
    self.pendingLink = PendingLink(open: toOpen)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if let url = toLink.extract(from: action) {
      return base.reduce(into: &state, action: action).merge(with: opening(url))
    }
    if toOpen.extract(from: action) != nil {
      // The link before this one is over, whether or not this one starts anything.
      return Effect.cancel(id: pendingLink)
        .merge(with: base.reduce(into: &state, action: action).cancellable(id: pendingLink))
    }
    // A link that failed changes no navigation of the person's, whatever its report shows.
    guard let navigation, toFailure.extract(from: action) == nil else {
      return base.reduce(into: &state, action: action)
    }
    let before = navigation(state)
    let effects = base.reduce(into: &state, action: action)
    guard navigation(state) != before else { return effects }
    return effects.merge(with: .cancel(id: pendingLink))
  }

  /// The actions that open `url`, or that say why it cannot be opened.
  private func opening(_ url: URL) -> Effect<Action> {
    let link = url.absoluteString
    let match: LinkMatch<Route>
    do {
      match = try router.resolve(link)
    } catch {
      return .send(toFailure.embed(error))
    }
    let open = Effect<Action>.send(toOpen.embed(match.route))
    guard let ignored = match.ignoredSegments(of: link) else { return open }
    return open.merge(with: .send(toFailure.embed(ignored)))
  }
}

/// The cancellation ID of the effects a link's `open` action started.
///
/// Unchecked: a key path is an immutable value, safe to share between threads.
struct PendingLink<Action, Route>: Hashable, @unchecked Sendable {
  /// The `open` action's case.
  let open: CaseKeyPath<Action, Route>
}
