import Foundation
import Parsing
import Waypoint
import WaypointRouting

extension AppFeature {
  /// The demo's links, `inventory://…` (``linkSummary`` lists them), derived from its
  /// navigation: each screen's segment and parameters, and what the app checks when a link
  /// opens it. A form's unsaved edits are query items (`?name=Gizmo%202&kind=tool`), as are the
  /// settings' (`?refresh=5`).
  ///
  /// A link opens what a person can reach by hand, and what a restored state shows, and nothing
  /// else: each detail after the first is of an item related to the one below, only the top
  /// detail presents something, the add-item sheet shows over the list or a detail, the
  /// Movies stack goes movie → cast → person → filmography → movie, and the alert shows over a
  /// blank name. A link names items by their IDs: one added in a session is found again only
  /// when the session's state is kept (`--state`).
  package static let links = NavigationLinks<State, MovieCatalog>(scheme: "inventory") {
    ScreenLink(tab: \State.inventory, "items")
    ScreenLink(tab: \State.movies, "movies")
    ScreenLink(\InventoryFeature.Path.State.Cases.detail, nil, Segment(Int.self)) { detail, _ in
      detail.item.id
    } open: { id, context in
      try context.detail(id)
    }
    ScreenLink(\ItemDetailFeature.Destination.State.Cases.edit, "edit", Draft.fields) {
      form, context in
      Draft(form, from: context.owner(ItemDetailFeature.State.self)!.item)
    } open: { draft, context in
      try draft.form(editing: context.owner(ItemDetailFeature.State.self)!.item, context)
    }
    ScreenLink(\ItemDetailFeature.Destination.State.Cases.confirmDelete, "delete") { context in
      .deleteItem(context.owner(ItemDetailFeature.State.self)!.item)
    }
    ScreenLink(\InventoryFeature.State.addItem, "add", Draft.fields) { form, _ in
      Draft(form, from: InventoryFeature.State.newItem(id: form.item.id))
    } open: { draft, context in
      // The sheet is the list's: it shows over the details pushed on the list, as a restored
      // state can show it, but not over something presented.
      switch context.below {
      case is InventoryFeature.State: break
      case let detail as ItemDetailFeature.State where detail.destination == nil: break
      default:
        throw context.refusal(
          "the end of the path: the add-item sheet opens over the list or a detail, with "
            + "nothing presented")
      }
      guard let id = context.owner(InventoryFeature.State.self)!.freeItemID() else {
        throw context.refusal("a free item ID; every one is taken")
      }
      return try draft.form(editing: InventoryFeature.State.newItem(id: id), context)
    }
    ScreenLink(
      \ItemFormFeature.State.alert, "alert", isLinked: { alert, _ in alert == .nameRequired }
    ) {
      context in
      // As by hand: the alert shows when the form is saved with a blank name.
      guard context.owner(ItemFormFeature.State.self)!.item.name.allSatisfy(\.isWhitespace) else {
        throw context.refusal("the end of the path: the alert shows over a blank name (name=)")
      }
      return .nameRequired
    }
    movieLink(\.movie, "movie", id: \.movie.id) { MovieFeature.State(movie: $1.movie($0)!) }
    movieLink(\.cast, "cast", id: \.movie.id) { id, catalog in
      CastFeature.State(movie: catalog.movie(id)!, cast: catalog.cast(of: catalog.movie(id)!))
    }
    movieLink(\.person, "person", id: \.person.id) { PersonFeature.State(person: $1.person($0)!) }
    movieLink(\.filmography, "filmography", id: \.person.id) { id, catalog in
      FilmographyFeature.State(person: catalog.person(id)!, movies: catalog.filmography(of: id))
    }
    ScreenLink(\State.settings, "settings", Field("refresh", Int?.self)) { settings, context in
      let saved = context.owner(State.self)!.preferences.refreshSeconds
      return settings.preferences.refreshSeconds == saved
        ? nil : settings.preferences.refreshSeconds
    } open: { refresh, context in
      var preferences = context.owner(State.self)!.preferences
      if let refresh {
        guard State.refreshRange.contains(refresh) else {
          let range = State.refreshRange
          throw context.refusal(
            queryItem: "refresh", found: "\(refresh)",
            expected: "\(range.lowerBound) to \(range.upperBound) seconds")
        }
        preferences.refreshSeconds = refresh
      }
      return SettingsFeature.State(preferences: preferences)
    }
  }
}

extension AppFeature {
  /// A screen of the Movies stack: its kind, then the ID of what it shows (`movie/1`).
  fileprivate static func movieLink<Screen>(
    _ path: CaseKeyPath<MoviesFeature.Path.State, Screen>, _ kind: String,
    id: @escaping (Screen) -> Int, open: @escaping (Int, MovieCatalog) -> Screen
  ) -> ScreenLink<MovieCatalog> {
    ScreenLink(path, kind, Segment(Int.self)) { screen, _ in
      id(screen)
    } open: { id, context in
      try context.checkMovieScreen(kind, id)
      return open(id, context.environment)
    }
  }
}

extension AppFeature.State {
  /// Opens the screens of a link, in one change of the state: its tab is selected, and every
  /// screen it names is shown, the ones already shown kept with their IDs, state and effects.
  ///
  /// ```swift
  /// var state = AppFeature.State()
  /// try state.open(link: "inventory://items/2/edit")
  /// state.inventory.path.count  // 1, item 2's detail with its edit sheet up
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, `inventory://items/2`.
  ///   - catalog: The movies and people the Movies tab shows.
  /// - Throws: A ``LinkError`` naming where the link fails: a segment or query item the app
  ///   does not have, an item not in the inventory, a stack the navigation rules refuse. The
  ///   state is then left as it was.
  package mutating func open(link: String, catalog: MovieCatalog = .standard) throws(LinkError) {
    self = try opening(link, catalog: catalog)
  }

  /// The state a link opens, checked against the stacks' navigation rules.
  func opening(_ link: String, catalog: MovieCatalog) throws(LinkError) -> Self {
    let opened = try AppFeature.links.open(link, in: self, environment: catalog)
    // Too deep a stack is refused in the words a push past the limit is.
    for (count, limit, stack) in [
      (opened.inventory.path.count, InventoryFeature.maxDepth, "the items' stack"),
      (opened.movies.path.count, MoviesFeature.maxDepth, "the Movies stack"),
    ] where count > limit {
      let reason = "\(stack) holds at most \(limit) screens"
      throw LinkError(link: link, reason: .navigationRules(position: limit, reason: reason))
    }
    try InventoryFeature.pathRules.checkLink(link, opened: opened.inventory.path)
    try MoviesFeature.pathRules.checkLink(link, opened: opened.movies.path)
    return opened
  }

  /// The navigation shown, as a link: the selected tab's stack and what is presented over it,
  /// with the unsaved edits of the topmost form and of the settings. It opens the same screens
  /// again. An alert other than "Name required" has no link.
  ///
  /// - Throws: A ``LinkError`` if a screen's parameters cannot be written; none of the app's.
  package func link() throws(LinkError) -> URL {
    try AppFeature.links.url(for: self, environment: .standard)
  }
}

extension StackState {
  /// This stack, opened by a link over `shown`, with new IDs for the screens it does not keep:
  /// drawn in the action that shows them, as a push draws one.
  func drawingIDs(over shown: Self) -> Self {
    var stack = self
    let new = Array(dropFirst(ids.prefix { shown[id: $0] != nil }.count))
    stack.removeLast(new.count)
    stack.append(contentsOf: new)
    return stack
  }
}

extension LinkContext<MovieCatalog> {
  /// An item's detail: the first of the inventory's items, each next one related to the one
  /// below it, none over a detail that presents something.
  fileprivate func detail(_ id: Item.ID) throws -> ItemDetailFeature.State {
    let inventory = owner(InventoryFeature.State.self)!
    let (what, items): (String, [Item])
    if let below = below(ItemDetailFeature.State.self) {
      (what, items) = ("an item related to \(below.item.name)", below.related)
    } else if below(InventoryFeature.State.self) != nil {
      (what, items) = ("an item of the inventory", Array(inventory.items))
    } else {
      throw refusal("the end of the path: a detail that presents something is the top screen")
    }
    guard let item = items.first(where: { $0.id == id }) else {
      guard !items.isEmpty else { throw refusal("the end of the path: there is no \(what)") }
      let ids = items.prefix(12).map { String($0.id) }.joined(separator: ", ")
      throw refusal("\(what): \(ids)\(items.count > 12 ? ", …" : "")")
    }
    return inventory.detail(for: item)
  }
}

extension LinkContext<MovieCatalog> {
  /// Checks that a person can open the `kind` screen of `id` over the one below on the Movies
  /// stack, which goes movie → cast → person → filmography → movie.
  fileprivate func checkMovieScreen(_ kind: String, _ id: Int) throws {
    let allowed: (kind: String, ids: [Int], what: String)
    switch below {
    case let below as MovieFeature.State:
      allowed = ("cast", [below.movie.id], "\(below.movie.id), the movie below")
    case let below as CastFeature.State:
      allowed = ("person", below.cast.map(\.id), "a person in the cast of \(below.movie.title)")
    case let below as PersonFeature.State:
      allowed = ("filmography", [below.person.id], "\(below.person.id), the person below")
    case let below as FilmographyFeature.State:
      allowed = ("movie", below.movies.map(\.id), "a movie of \(below.person.name)")
    default:
      allowed = ("movie", environment.movies.map(\.id), "a movie of the list")
    }
    guard kind == allowed.kind else { throw refusal("\"\(allowed.kind)\"", atSegment: 0) }
    guard !allowed.ids.contains(id) else { return }
    let ids = allowed.ids.map(String.init).joined(separator: ", ")
    throw refusal(allowed.ids.count == 1 ? allowed.what : "\(allowed.what): \(ids)")
  }
}

/// A form's unsaved edits, as query items: each is `nil` where the form holds what it started
/// with.
private struct Draft {
  var name: String?
  var kind: Item.Kind?
  var quantity: Int?
  var focus: ItemFormFeature.Field?

  static var fields: some ParserPrinter<LinkComponents, Draft> {
    ParsePrint(
      .convert(
        apply: { Draft(name: $0, kind: $1, quantity: $2, focus: $3) },
        unapply: { ($0.name, $0.kind, $0.quantity, $0.focus) })
    ) {
      // A name may be empty: the person cleared it.
      Field("name", optional: .text)
      Field("kind", Item.Kind?.self)
      Field("quantity", Int?.self)
      Field("focus", ItemFormFeature.Field?.self)
    }
  }

  init(name: String?, kind: Item.Kind?, quantity: Int?, focus: ItemFormFeature.Field?) {
    (self.name, self.kind, self.quantity, self.focus) = (name, kind, quantity, focus)
  }

  /// The edits `form` holds on `item`.
  init(_ form: ItemFormFeature.State, from item: Item) {
    name = form.item.name == item.name ? nil : form.item.name
    kind = form.item.kind == item.kind ? nil : form.item.kind
    quantity = form.item.quantity == item.quantity ? nil : form.item.quantity
    focus = form.focus
  }

  /// The form these edits open on `item`.
  func form(editing item: Item, _ context: LinkContext<MovieCatalog>) throws
    -> ItemFormFeature.State
  {
    var item = item
    item.name = name ?? item.name
    item.kind = kind ?? item.kind
    if let quantity {
      let range = AppFeature.State.countRange
      guard range.contains(quantity) else {
        throw context.refusal(
          queryItem: "quantity", found: "\(quantity)",
          expected: "\(range.lowerBound) to \(range.upperBound)")
      }
      item.quantity = quantity
    }
    return ItemFormFeature.State(item: item, focus: focus)
  }
}
