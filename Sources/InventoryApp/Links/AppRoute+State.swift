import Foundation
import Waypoint
import WaypointRouting
import WaypointRules

extension AppFeature.State {
  /// Opens the screens a route names, in one change of the state.
  ///
  /// The route's tab is selected and its stack replaced; the other tab keeps its stack. The
  /// screens the new stack shares with the current one at its bottom are kept, with their IDs,
  /// their state and their effects. A route that names no settings cover closes it.
  ///
  /// ```swift
  /// var state = AppFeature.State()
  /// try state.open(AppRoute.router.match("inventory://items/2/edit"))
  /// state.inventory.path.count  // 1, item 2's detail with its edit sheet up
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - link: The link the route was read from, for errors; the route's own link by default.
  ///   - catalog: The movies and people the Movies tab shows.
  /// - Throws: A ``LinkError`` naming the part of the link that names something the app does not
  ///   have: an item not in the inventory, a movie or person not in the catalog, a quantity or
  ///   refresh interval out of range. The state is then left as it was.
  public mutating func open(
    _ route: AppRoute, link: String? = nil, catalog: MovieCatalog = .standard
  ) throws(LinkError) {
    apply(try opening(route, link: link, catalog: catalog))
  }

  /// The screens a route opens, checked against what the app has, without opening them.
  func opening(
    _ route: AppRoute, link: String? = nil, catalog: MovieCatalog = .standard
  ) throws(LinkError) -> LinkOpening {
    let place = LinkPlace(
      link: link ?? (try? AppRoute.router.url(for: route).absoluteString) ?? "\(route)")
    var opening = LinkOpening(selectedTab: selectedTab)
    let cover: AppRoute.Settings?
    switch route {
    case .inventory(let inventoryRoute):
      opening.selectedTab = .inventory
      let screens = try inventory.screens(for: inventoryRoute, at: place)
      try place.checkDepth(
        of: screens.stack.count, atMost: InventoryFeature.maxDepth, on: "the items' stack")
      _ = try InventoryFeature.pathRules.checkLink(
        place.link, opening: screens.stack, under: AppRoute.router)
      opening.inventory = screens
      cover = inventoryRoute.settings
    case .movies(let moviesRoute):
      opening.selectedTab = .movies
      let stack = try MoviesFeature.State.screens(for: moviesRoute, catalog: catalog, at: place)
      try place.checkDepth(of: stack.count, atMost: MoviesFeature.maxDepth, on: "the Movies stack")
      _ = try MoviesFeature.pathRules.checkLink(place.link, opening: stack, under: AppRoute.router)
      opening.movies = stack
      cover = moviesRoute.settings
    case .settings(let settingsRoute):
      cover = settingsRoute
    }
    opening.settings = try cover.map { cover throws(LinkError) in
      var preferences = preferences
      if let refresh = cover.refresh {
        guard Self.refreshRange.contains(refresh) else {
          throw place.error(
            .queryItem(
              name: "refresh", found: "\(refresh)",
              expected: [
                "\(Self.refreshRange.lowerBound) to \(Self.refreshRange.upperBound) seconds"
              ]))
        }
        preferences.refreshSeconds = refresh
      }
      return SettingsFeature.State(preferences: preferences)
    }
    return opening
  }

  /// Shows the screens of a link.
  mutating func apply(_ opening: LinkOpening) {
    selectedTab = opening.selectedTab
    if let screens = opening.inventory {
      for change in inventory.show(screens.stack, addItem: screens.addItem) {
        inventory.path[id: change.id, case: \.detail]?.destination = change.destination
      }
    }
    if let stack = opening.movies {
      movies.show(stack)
    }
    if settings != opening.settings { settings = opening.settings }
  }

  /// Opens a link: ``AppRoute/router`` reads its route, then ``open(_:link:catalog:)`` opens it.
  ///
  /// - Parameters:
  ///   - link: The link, `inventory://items/2`.
  ///   - catalog: The movies and people the Movies tab shows.
  /// - Throws: A ``LinkError`` naming where the link fails; the state is then left as it was.
  public mutating func open(link: String, catalog: MovieCatalog = .standard) throws(LinkError) {
    // The router refuses a query item given twice (`name=x&name=y`), naming it.
    let route = try AppRoute.router.match(link)
    let query = try AppRoute.router.components(of: link).query
    // A query item the route does not use (a refresh interval without the settings, a typo)
    // would be dropped without a word: it is an error, as a person meant something by it.
    let used = Set(
      (try? AppRoute.router.components(of: AppRoute.router.url(for: route).absoluteString))?
        .query.map(\.name) ?? [])
    if let unused = query.first(where: { !used.contains($0.name) }) {
      throw LinkError(
        link: link,
        reason: .queryItem(
          name: unused.name, found: unused.value ?? "",
          expected: [
            unused.name == "refresh"
              ? "nothing: the settings are not open to take it"
              : "nothing: this link does not use it"
          ]))
    }
    try open(route, link: link, catalog: catalog)
  }

  /// The navigation shown, as a route: the selected tab's stack and what is presented over it,
  /// with the unsaved edits of the topmost form and of the settings.
  ///
  /// It opens the same screens again: `state.open(state.route)` leaves the navigation as it is.
  /// What a link does not hold stays out: the other tab, the stock levels read, the forms'
  /// edits below the topmost form, and an alert other than "Name required" (the demo's back end
  /// never fails a save, so only a restored state can hold one).
  public var route: AppRoute {
    let cover = settings.map { settings in
      AppRoute.Settings(
        refresh: settings.preferences.refreshSeconds == preferences.refreshSeconds
          ? nil : settings.preferences.refreshSeconds)
    }
    switch selectedTab {
    case .inventory:
      var route = inventory.route
      route.settings = cover
      return .inventory(route)
    case .movies:
      return .movies(AppRoute.Movies(movies.route, settings: cover))
    }
  }

  /// The navigation shown, as a link: ``route`` printed by ``AppRoute/router``.
  ///
  /// - Throws: A ``LinkError`` if the route has no link; every route the app can reach has one.
  public func link() throws(LinkError) -> URL {
    try AppRoute.router.url(for: route)
  }
}

extension InventoryFeature.State {
  /// The form the add button presents: a new item, with the name being typed.
  ///
  /// - Returns: The form, or `nil` when every item ID is taken.
  func newItemForm() -> ItemFormFeature.State? {
    guard let id = freeItemID() else { return nil }
    return ItemFormFeature.State(item: Self.newItem(id: id), focus: .name)
  }

  /// The item a new form starts with.
  static func newItem(id: Item.ID) -> Item {
    Item(id: id, name: "", kind: .gadget, quantity: 1)
  }

  /// The screens a route of this tab opens: the stack, and the add-item sheet.
  ///
  /// A link opens only what a person can reach by hand: each detail after the first is of an
  /// item related to the one below it; only the top detail presents something; the add-item
  /// sheet opens over the list; the alert shows over a form whose name is blank; and a form's
  /// fields come with a form.
  fileprivate func screens(
    for route: AppRoute.Inventory, at place: LinkPlace
  ) throws(LinkError) -> (stack: [InventoryFeature.Path.State], addItem: ItemFormFeature.State?) {
    var segment = 1  // after "items"
    var details: [ItemDetailFeature.State] = []
    var hasForm = false
    for (position, screen) in route.stack.enumerated() {
      if let below = details.last {
        guard below.destination == nil else {
          throw place.error(
            .segment(
              index: segment, found: "\(screen.item)",
              expected: ["the end of the path: a detail that presents something is the top screen"])
          )
        }
        guard let item = below.related.first(where: { $0.id == screen.item }) else {
          throw place.error(
            .segment(
              index: segment, found: "\(screen.item)",
              expected: [Self.choices("an item related to \(below.item.name)", below.related)]))
        }
        details.append(detail(for: item))
      } else {
        guard let item = items[id: screen.item] else {
          throw place.error(
            .segment(
              index: segment, found: "\(screen.item)",
              expected: [Self.choices("an item of the inventory", Array(items))]))
        }
        details.append(detail(for: item))
      }
      let item = details[position].item
      switch screen.destination {
      case nil:
        segment += 1
      case .delete:
        details[position].destination = .confirmDelete(.deleteItem(item))
        segment += 2
      case .edit(let form):
        hasForm = true
        let state = try form.state(
          editing: item, draft: route.draft, at: place, segment: segment + 2)
        details[position].destination = .edit(state)
        segment += form.alert ? 3 : 2
      }
    }
    var addItem: ItemFormFeature.State?
    if let form = route.addItem {
      guard details.isEmpty else {
        throw place.error(
          .segment(
            index: segment, found: "add",
            expected: ["the end of the path: the add-item sheet opens over the list"]))
      }
      guard let id = freeItemID() else {
        throw place.error(
          .segment(index: segment, found: "add", expected: ["a free item ID; every one is taken"]))
      }
      hasForm = true
      addItem = try form.state(
        editing: Self.newItem(id: id), draft: route.draft, at: place, segment: segment + 1)
    }
    if !hasForm {
      try route.draft.checkUnused(at: place)
    }
    return (details.map(InventoryFeature.Path.State.detail), addItem)
  }

  /// Shows the screens of a link: the stack and the add-item sheet.
  ///
  /// A detail at the bottom of the stack is kept, with its ID, its state and its stock refresh,
  /// when it shows the same item as the new one.
  ///
  /// - Returns: The kept details whose sheet or dialog the link changes, with what they present
  ///   now. They are not changed here: in a store, the detail's own reducer changes them, so that
  ///   its presentation operator ends what they presented before.
  @discardableResult
  mutating func show(
    _ stack: [InventoryFeature.Path.State], addItem: ItemFormFeature.State?
  ) -> [(id: StackElementID, destination: ItemDetailFeature.Destination.State?)] {
    let kept = path.replace(with: stack) { $0.detail?.item.id == $1.detail?.item.id }
    if self.addItem != addItem { self.addItem = addItem }
    return zip(path.ids.prefix(kept), stack).compactMap { id, element in
      let destination = element.detail?.destination
      return path[id: id]?.detail?.destination == destination ? nil : (id, destination)
    }
  }

  /// What a link was expected to name, with the choices: "an item of the inventory: 1, 2, 3".
  private static func choices(_ what: String, _ items: [Item]) -> String {
    guard !items.isEmpty else { return "the end of the path: there is no \(what)" }
    let ids = items.prefix(12).map { String($0.id) }.joined(separator: ", ")
    return "\(what): \(ids)\(items.count > 12 ? ", …" : "")"
  }

  /// The tab's navigation as a route.
  var route: AppRoute.Inventory {
    var route = AppRoute.Inventory()
    var topForm: (form: ItemFormFeature.State, item: Item)?
    for element in path {
      guard case .detail(let detail) = element else { continue }
      var screen = AppRoute.ItemDetail(detail.item.id)
      switch detail.destination {
      case nil:
        break
      case .confirmDelete:
        screen.destination = .delete
      case .edit(let form):
        screen.destination = .edit(form.route)
        topForm = (form, detail.item)
      }
      route.stack.append(screen)
    }
    if let addItem {
      route.addItem = addItem.route
      topForm = (addItem, Self.newItem(id: addItem.item.id))
    }
    if let (form, item) = topForm {
      route.draft = AppRoute.Draft(
        name: form.item.name == item.name ? nil : form.item.name,
        kind: form.item.kind == item.kind ? nil : form.item.kind,
        quantity: form.item.quantity == item.quantity ? nil : form.item.quantity,
        focus: form.focus)
    }
    return route
  }
}

extension ItemFormFeature.State {
  /// The form as a route.
  var route: AppRoute.Form {
    AppRoute.Form(alert: alert == .nameRequired)
  }
}

extension AppRoute.Form {
  /// The form this route opens on `item`, with the draft's edits.
  fileprivate func state(
    editing item: Item, draft: AppRoute.Draft, at place: LinkPlace, segment: Int
  ) throws(LinkError) -> ItemFormFeature.State {
    var item = item
    if let name = draft.name { item.name = name }
    if let kind = draft.kind { item.kind = kind }
    if let quantity = draft.quantity {
      let range = AppFeature.State.countRange
      guard range.contains(quantity) else {
        throw place.error(
          .queryItem(
            name: "quantity", found: "\(quantity)",
            expected: ["\(range.lowerBound) to \(range.upperBound)"]))
      }
      item.quantity = quantity
    }
    var form = ItemFormFeature.State(item: item, focus: draft.focus)
    if alert {
      // As by hand: the alert shows when the form is saved with a blank name.
      guard item.name.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw place.error(
          .segment(
            index: segment, found: "alert",
            expected: ["the end of the path: the alert shows over a blank name (name=)"]))
      }
      form.alert = .nameRequired
    }
    return form
  }
}

extension AppRoute.Draft {
  /// Throws for a field given when no form is open to take it.
  fileprivate func checkUnused(at place: LinkPlace) throws(LinkError) {
    let given: [(String, String?)] = [
      ("name", name), ("kind", kind?.rawValue), ("quantity", quantity.map(String.init)),
      ("focus", focus?.rawValue),
    ]
    for case (let field, let value?) in given {
      throw place.error(
        .queryItem(name: field, found: value, expected: ["nothing: no form is open to take it"]))
    }
  }
}

extension MoviesFeature.State {
  /// The stack a route of this tab opens.
  fileprivate static func screens(
    for route: AppRoute.Movies, catalog: MovieCatalog, at place: LinkPlace
  ) throws(LinkError) -> [MoviesFeature.Path.State] {
    var screens: [MoviesFeature.Path.State] = []
    for (position, screen) in route.stack.enumerated() {
      // "movies", then two segments a screen: its kind, then the ID of what it shows.
      let kindSegment = 1 + 2 * position
      let (kind, id) = screen.segments
      // What a person can open from the screen below, as the kind and the IDs allowed.
      let allowed: (kind: String, ids: [Int], what: String)
      switch screens.last {
      case nil:
        allowed = ("movie", catalog.movies.map(\.id), "a movie of the list")
      case .movie(let below)?:
        allowed = ("cast", [below.movie.id], "\(below.movie.id), the movie below")
      case .cast(let below)?:
        allowed = ("person", below.cast.map(\.id), "a person in the cast of \(below.movie.title)")
      case .person(let below)?:
        allowed = ("filmography", [below.person.id], "\(below.person.id), the person below")
      case .filmography(let below)?:
        allowed = ("movie", below.movies.map(\.id), "a movie of \(below.person.name)")
      }
      guard kind == allowed.kind else {
        throw place.error(
          .segment(index: kindSegment, found: kind, expected: ["\"\(allowed.kind)\""]))
      }
      guard allowed.ids.contains(id) else {
        let ids = allowed.ids.map(String.init).joined(separator: ", ")
        throw place.error(
          .segment(
            index: kindSegment + 1, found: "\(id)",
            expected: [allowed.ids.count == 1 ? allowed.what : "\(allowed.what): \(ids)"]))
      }
      // The IDs allowed are the catalog's.
      switch screen {
      case .movie:
        screens.append(.movie(MovieFeature.State(movie: catalog.movie(id)!)))
      case .cast:
        let movie = catalog.movie(id)!
        screens.append(.cast(CastFeature.State(movie: movie, cast: catalog.cast(of: movie))))
      case .person:
        screens.append(.person(PersonFeature.State(person: catalog.person(id)!)))
      case .filmography:
        screens.append(
          .filmography(
            FilmographyFeature.State(
              person: catalog.person(id)!, movies: catalog.filmography(of: id))))
      }
    }
    return screens
  }

  /// Shows the stack of a link, keeping the screens at its bottom that it shares with the one
  /// shown.
  mutating func show(_ stack: [MoviesFeature.Path.State]) {
    path.replace(with: stack) { $0 == $1 }
  }

  /// The tab's stack as a route.
  var route: [AppRoute.MovieScreen] {
    path.map { element in
      switch element {
      case .movie(let state): .movie(state.movie.id)
      case .cast(let state): .cast(state.movie.id)
      case .person(let state): .person(state.person.id)
      case .filmography(let state): .filmography(state.person.id)
      }
    }
  }
}

extension AppRoute.MovieScreen {
  /// The screen's two segments: its kind, and the ID of what it shows.
  fileprivate var segments: (kind: String, id: Int) {
    switch self {
    case .movie(let id): ("movie", id)
    case .cast(let id): ("cast", id)
    case .person(let id): ("person", id)
    case .filmography(let id): ("filmography", id)
    }
  }
}

/// The screens a link opens, checked and not shown yet: the selected tab, the stack (and sheet)
/// of the route's tab, and the settings cover.
struct LinkOpening {
  var selectedTab: AppFeature.Tab
  var inventory: (stack: [InventoryFeature.Path.State], addItem: ItemFormFeature.State?)?
  var movies: [MoviesFeature.Path.State]?
  var settings: SettingsFeature.State?
}

/// The link being opened, which errors name.
private struct LinkPlace {
  let link: String

  func error(_ reason: LinkError.Reason) -> LinkError {
    LinkError(link: link, reason: reason)
  }

  /// Refuses a stack deeper than its rules allow, saying so as the app does when a push would
  /// go past it (the rules' own report names the rule as written).
  func checkDepth(of count: Int, atMost maxDepth: Int, on stack: String) throws(LinkError) {
    guard count > maxDepth else { return }
    throw error(
      .navigationRules(position: maxDepth, reason: "\(stack) holds at most \(maxDepth) screens"))
  }
}

extension AlertState where Action == ItemFormFeature.Action.Alert {
  /// The alert a form shows when it is saved without a name.
  public static var nameRequired: Self {
    AlertState {
      TextState("Name required")
    } actions: {
      ButtonState(action: .okTapped) { TextState("OK") }
    } message: {
      TextState("Give the item a name before saving.")
    }
  }
}
