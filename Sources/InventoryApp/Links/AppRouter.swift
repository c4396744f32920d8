import Parsing
import Waypoint
import WaypointRouting

extension AppRoute {
  /// The demo's links, `inventory://…`, parsed into routes and printed back from them.
  ///
  /// ```swift
  /// try AppRoute.router.match("inventory://items/2/edit")
  /// // .inventory(Inventory([ItemDetail(2, .edit(Form()))]))
  /// try AppRoute.router.url(for: .movies(Movies([.movie(1), .cast(1)])))
  /// // inventory://movies/movie/1/cast/1
  /// ```
  ///
  /// A link must name a whole route: `inventory://items/2/bogus` is an error that names path
  /// segment 3. Whether the items, movies and people it names exist is checked when the route
  /// is opened, by ``AppFeature/State/open(_:link:catalog:)``.
  public static let router = LinkRouter<AppRoute>(scheme: "inventory") {
    LinkRoute(.case(\.inventory)) { Links.inventory }
    LinkRoute(.case(\.movies)) { Links.movies }
    LinkRoute(.case(\.settings)) {
      Segment("settings")
      Links.refresh
    }
  }

  /// Every link of the app, one line each, for `inventory --help`.
  public static let linkSummary = """
    inventory://items                     the Inventory tab's list
    inventory://items/add                 the add-item sheet
    inventory://items/2                   item 2's detail
    inventory://items/2/3                 item 2, then related item 3
    inventory://items/2/edit              item 2's edit sheet
    inventory://items/2/edit/alert?name=  its "Name required" alert
    inventory://items/2/delete            item 2's delete dialog
    inventory://movies                    the Movies tab's list
    inventory://movies/movie/1            movie 1
    inventory://movies/movie/1/cast/1     then its cast
    …/cast/1/person/2                     then a person
    …/person/2/filmography/2              then their movies
    inventory://settings                  settings, over the tabs as they are
    inventory://items/2/settings          settings over a screen
    …?name=Gizmo%202&kind=tool            a form's unsaved edits: name, kind,
                                          quantity, focus=name (typing)
    …/settings?refresh=5                  the settings' unsaved interval
    """
}

/// The pieces of the demo's links.
private enum Links {
  /// `items[/detail…][/add[/alert]][/settings]`, with the form and settings fields.
  static var inventory: AnyParserPrinter<LinkComponents, AppRoute.Inventory> {
    ParsePrint(
      .convert(
        apply: { (stack: [AppRoute.ItemDetail], add: AppRoute.Form?, cover: Bool, draft, refresh) in
          AppRoute.Inventory(
            stack, addItem: add, draft: draft,
            settings: cover ? AppRoute.Settings(refresh: refresh) : nil)
        },
        unapply: { (route: AppRoute.Inventory) in
          (route.stack, route.addItem, route.settings != nil, route.draft, route.settings?.refresh)
        }
      )
    ) {
      Segment("items")
      Many { itemDetail }
      Optionally {
        Segment("add")
        form
      }
      Flag("settings")
      draft
      Field("refresh", Int?.self)
    }
    .eraseToAnyParserPrinter()
  }

  /// `movies[/screen…][/settings]`, with the settings field.
  static var movies: AnyParserPrinter<LinkComponents, AppRoute.Movies> {
    ParsePrint(
      .convert(
        apply: { (stack: [AppRoute.MovieScreen], cover: Bool, refresh: Int?) in
          AppRoute.Movies(stack, settings: cover ? AppRoute.Settings(refresh: refresh) : nil)
        },
        unapply: { (route: AppRoute.Movies) in
          (route.stack, route.settings != nil, route.settings?.refresh)
        }
      )
    ) {
      Segment("movies")
      Many { movieScreen }
      Flag("settings")
      Field("refresh", Int?.self)
    }
    .eraseToAnyParserPrinter()
  }

  /// The settings' field: `refresh=5`.
  static var refresh: AnyParserPrinter<LinkComponents, AppRoute.Settings> {
    Field("refresh", Int?.self).map(
      .convert(
        apply: { AppRoute.Settings(refresh: $0) },
        // `.some`: a settings cover without an interval of its own is printed too.
        unapply: { (settings: AppRoute.Settings) in .some(settings.refresh) }
      )
    )
    .eraseToAnyParserPrinter()
  }

  /// A detail: `2`, `2/edit`, `2/edit/alert` or `2/delete`.
  static var itemDetail: AnyParserPrinter<LinkComponents, AppRoute.ItemDetail> {
    ParsePrint(
      .convert(
        apply: { AppRoute.ItemDetail($0, $1) },
        unapply: { (detail: AppRoute.ItemDetail) in (detail.item, detail.destination) }
      )
    ) {
      Segment(Int.self)
      Optionally {
        OneOf {
          ParsePrint(.case(\AppRoute.ItemDetail.Destination.Cases.edit)) {
            Segment("edit")
            form
          }
          Segment("delete").map(.case(\AppRoute.ItemDetail.Destination.Cases.delete))
        }
      }
    }
    .eraseToAnyParserPrinter()
  }

  /// What follows a form's segment: `alert` when its alert is up.
  static var form: AnyParserPrinter<LinkComponents, AppRoute.Form> {
    Flag("alert").map(
      .convert(
        apply: { AppRoute.Form(alert: $0) },
        unapply: { (form: AppRoute.Form) in form.alert }
      )
    )
    .eraseToAnyParserPrinter()
  }

  /// A form's unsaved edits.
  static var draft: AnyParserPrinter<LinkComponents, AppRoute.Draft> {
    ParsePrint(
      .convert(
        apply: { AppRoute.Draft(name: $0, kind: $1, quantity: $2, focus: $3) },
        unapply: { (draft: AppRoute.Draft) in (draft.name, draft.kind, draft.quantity, draft.focus)
        }
      )
    ) {
      // A name may be empty: the person cleared it.
      Field("name", optional: Segment(expecting: "text") { Prefix { _ in true }.map(.string) })
      Field("kind", Item.Kind?.self)
      Field("quantity", Int?.self)
      Field("focus", ItemFormFeature.Field?.self)
    }
    .eraseToAnyParserPrinter()
  }

  /// A screen of the Movies stack: `movie/1`, `cast/1`, `person/2` or `filmography/2`.
  static var movieScreen: AnyParserPrinter<LinkComponents, AppRoute.MovieScreen> {
    OneOf {
      ParsePrint(.case(\AppRoute.MovieScreen.Cases.movie)) {
        Segment("movie")
        Segment(Int.self)
      }
      ParsePrint(.case(\AppRoute.MovieScreen.Cases.cast)) {
        Segment("cast")
        Segment(Int.self)
      }
      ParsePrint(.case(\AppRoute.MovieScreen.Cases.person)) {
        Segment("person")
        Segment(Int.self)
      }
      ParsePrint(.case(\AppRoute.MovieScreen.Cases.filmography)) {
        Segment("filmography")
        Segment(Int.self)
      }
    }
    .eraseToAnyParserPrinter()
  }
}

/// A path segment that is there or not: `true` when it is.
private struct Flag: ParserPrinter {
  let segment: Segment<Void>

  init(_ literal: String) {
    segment = Segment(literal)
  }

  func parse(_ input: inout LinkComponents) throws -> Bool {
    // A segment that does not match leaves the input as it was, and is logged as an
    // alternative of the place where the link fails, if it does.
    (try? segment.parse(&input)) != nil
  }

  func print(_ output: Bool, into input: inout LinkComponents) throws {
    if output { try segment.print((), into: &input) }
  }
}
