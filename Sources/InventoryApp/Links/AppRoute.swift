import Waypoint

/// A place in the demo app, as a link names it: a tab with the screens pushed on it and what is
/// presented over them, or the settings cover.
///
/// Every screen has a link, under the scheme `inventory:`:
///
/// ```
/// inventory://items                          the Inventory tab's list
/// inventory://items/add                      the add-item sheet
/// inventory://items/2                        item 2's detail
/// inventory://items/2/3                      item 2's detail, then related item 3's
/// inventory://items/2/edit                   item 2's edit sheet
/// inventory://items/2/edit/alert?name=       its "Name required" alert, over a blank name
/// inventory://items/2/delete                 item 2's delete confirmation dialog
/// inventory://movies                         the Movies tab's list
/// inventory://movies/movie/1/cast/1          movie 1, then its cast
/// inventory://movies/movie/1/cast/1/person/2/filmography/2
/// inventory://items/2/settings               the settings cover over item 2
/// inventory://settings                       the settings cover over the tabs as they are
/// ```
///
/// A form's unsaved edits are query items: `?name=Gizmo%202&kind=tool&quantity=5&focus=name`;
/// so are the settings' (`?refresh=5`). ``AppRoute/router`` parses and prints these links, and
/// ``AppFeature/State/open(_:link:catalog:)`` turns a route into the app's state.
///
/// A link opens what a person can reach by hand, and nothing else: each detail after the first
/// is of an item related to the one below, only the top detail presents something, the Movies
/// stack goes movie → cast → person → filmography → movie, and the alert shows over a blank
/// name. A link names items by their IDs, not their contents: an item added or renamed in a
/// session is found again by a link only when the session's state is kept (`--state`).
@CasePathable
public enum AppRoute: Equatable, Sendable {
  /// The Inventory tab: `inventory://items/…`.
  case inventory(Inventory)
  /// The Movies tab: `inventory://movies/…`.
  case movies(Movies)
  /// The settings cover over the tabs as they are: `inventory://settings`.
  case settings(Settings)

  /// The Inventory tab's navigation.
  public struct Inventory: Equatable, Sendable {
    /// The item details pushed, bottom first.
    public var stack: [ItemDetail]
    /// The add-item sheet over the list, if it is up.
    public var addItem: Form?
    /// The unsaved edits of the topmost form: the add-item sheet, or else the edit sheet of the
    /// topmost detail that has one.
    public var draft: Draft
    /// The settings cover over the tab, if it is up.
    public var settings: Settings?

    /// Creates the Inventory tab's navigation.
    ///
    /// - Parameters:
    ///   - stack: The item details pushed, bottom first.
    ///   - addItem: The add-item sheet, if it is up.
    ///   - draft: The unsaved edits of the topmost form.
    ///   - settings: The settings cover, if it is up.
    public init(
      _ stack: [ItemDetail] = [], addItem: Form? = nil, draft: Draft = Draft(),
      settings: Settings? = nil
    ) {
      self.stack = stack
      self.addItem = addItem
      self.draft = draft
      self.settings = settings
    }
  }

  /// An item's detail on the Inventory stack: `2`, `2/edit`, `2/edit/alert`, `2/delete`.
  public struct ItemDetail: Equatable, Sendable {
    /// The item's ID.
    public var item: Item.ID
    /// What the detail presents, if anything.
    public var destination: Destination?

    /// Creates a detail's route.
    ///
    /// - Parameters:
    ///   - item: The item's ID.
    ///   - destination: What the detail presents.
    public init(_ item: Item.ID, _ destination: Destination? = nil) {
      self.item = item
      self.destination = destination
    }

    /// What an item's detail presents.
    @CasePathable
    public enum Destination: Equatable, Sendable {
      /// The edit sheet: `edit`, or `edit/alert` with its alert up.
      case edit(Form)
      /// The delete confirmation dialog: `delete`.
      case delete
    }
  }

  /// An item form, the add-item or the edit sheet.
  public struct Form: Equatable, Sendable {
    /// Whether its "Name required" alert is up: the segment `alert` after the form's.
    public var alert: Bool

    /// Creates a form's route.
    ///
    /// - Parameter alert: Whether its "Name required" alert is up.
    public init(alert: Bool = false) {
      self.alert = alert
    }
  }

  /// The unsaved edits of a form, as query items: each is `nil` where the form holds what it
  /// started with.
  public struct Draft: Equatable, Sendable {
    /// The name typed: `name=…`.
    public var name: String?
    /// The kind chosen: `kind=tool`.
    public var kind: Item.Kind?
    /// The quantity set: `quantity=5`.
    public var quantity: Int?
    /// The field being typed into: `focus=name`.
    public var focus: ItemFormFeature.Field?

    /// Creates a draft.
    ///
    /// - Parameters:
    ///   - name: The name typed.
    ///   - kind: The kind chosen.
    ///   - quantity: The quantity set.
    ///   - focus: The field being typed into.
    public init(
      name: String? = nil, kind: Item.Kind? = nil, quantity: Int? = nil,
      focus: ItemFormFeature.Field? = nil
    ) {
      self.name = name
      self.kind = kind
      self.quantity = quantity
      self.focus = focus
    }
  }

  /// The Movies tab's navigation.
  public struct Movies: Equatable, Sendable {
    /// The screens pushed, bottom first.
    public var stack: [MovieScreen]
    /// The settings cover over the tab, if it is up.
    public var settings: Settings?

    /// Creates the Movies tab's navigation.
    ///
    /// - Parameters:
    ///   - stack: The screens pushed, bottom first.
    ///   - settings: The settings cover, if it is up.
    public init(_ stack: [MovieScreen] = [], settings: Settings? = nil) {
      self.stack = stack
      self.settings = settings
    }
  }

  /// A screen on the Movies stack, each with the ID of what it shows.
  @CasePathable
  public enum MovieScreen: Equatable, Sendable {
    /// A movie: `movie/1`.
    case movie(Movie.ID)
    /// A movie's cast: `cast/1`.
    case cast(Movie.ID)
    /// A person: `person/2`.
    case person(Person.ID)
    /// A person's movies: `filmography/2`.
    case filmography(Person.ID)
  }

  /// The settings cover: the segment `settings`.
  public struct Settings: Equatable, Sendable {
    /// The refresh interval chosen and not saved yet, in seconds: `refresh=5`.
    public var refresh: Int?

    /// Creates the settings cover's route.
    ///
    /// - Parameter refresh: The refresh interval chosen and not saved yet.
    public init(refresh: Int? = nil) {
      self.refresh = refresh
    }
  }
}
