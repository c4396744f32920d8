import WaypointNodes

/// The nodes of the coordinator demo (`inventory --coordinator`), built on WaypointNodes: an app
/// node switching between a login node and a tabs root, a stack in each tab, a sheet with a stack
/// of its own, and an alert.
///
/// ```
/// WindowNavigationNode main
/// └─ AppNode
///    └─ switched: MainTabsNode selected: library
///       ├─ tab library: StackRootNavigationNode
///       │  ├─ stack 0: LibraryNode
///       │  └─ stack 1: ItemNode
///       └─ tab account: StackRootNavigationNode
///          └─ stack 0: AccountNode
/// ```
///
/// The nodes hold the navigation; the terminal draws the screen of each node shown (see
/// ``CoordinatorScreens``), and each entry of a screen executes a command on its node.
enum CoordinatorDemo {
  /// The tabs of ``MainTabsNode``, in order: their IDs (what `tab NAME` selects) and titles.
  static let tabs: [(id: String, title: String)] = [("library", "Library"), ("account", "Account")]

}

/// A node the terminal draws as a screen: a title, lines of text and entries.
@MainActor
protocol CoordinatorScreenNode: NavigationNode {
  /// The screen's title, its breadcrumb.
  var title: String { get }
  /// The screen's text and entries.
  var content: CoordinatorScreenContent { get }
}

/// What a node's screen shows: text, then entries that execute commands.
@MainActor
struct CoordinatorScreenContent {
  /// Text shown above the entries.
  var lines: [String] = []
  /// What can be chosen.
  var entries: [CoordinatorEntry] = []
}

/// Something that can be chosen on a coordinator screen, and what acting on it executes.
@MainActor
struct CoordinatorEntry {
  /// The label.
  var label: String
  /// A key that acts on it directly.
  var key: Character?
  /// The button's role, for an alert's buttons.
  var role: ButtonStateRole?
  /// Executes the entry's command; the error when the graph refuses it.
  var perform: @MainActor () -> Result<Void, NavigationCommandError>
}

extension CoordinatorDemo {
  /// Whether someone is logged in; the app node shows the tabs while someone is.
  @MainActor
  final class UserService {
    /// The name of the user logged in, if any.
    private(set) var userName: String?
    /// Called when someone logs in or out; the app node switches its node.
    var didChange: @MainActor () -> Result<Void, NavigationCommandError> = { .success(()) }

    /// Logs `name` in.
    func logIn(as name: String) -> Result<Void, NavigationCommandError> {
      userName = name
      return didChange()
    }

    /// Logs out.
    func logOut() -> Result<Void, NavigationCommandError> {
      userName = nil
      return didChange()
    }
  }

  /// The items the Library tab lists, and the item the New item sheet adds.
  ///
  /// The list is the Inventory app's: a new item takes the ID and the quantity its add-item
  /// sheet gives one, and is appended, as saving that sheet appends it.
  @MainActor
  final class ItemService {
    private var inventory = InventoryFeature.State()

    /// The items, in display order.
    var items: [Item] {
      Array(inventory.items)
    }

    /// Adds a new item of a kind, named after its ID: `Item 8`.
    ///
    /// - Parameter kind: The item's kind.
    /// - Returns: The item; `nil` when every item ID is taken.
    @discardableResult
    func addItem(of kind: Item.Kind) -> Item? {
      guard var item = inventory.newItemForm()?.item else { return nil }
      item.kind = kind
      item.name = "Item \(item.id)"
      inventory.items.append(item)
      return item
    }
  }

  /// The window's root: shows the login node, or the tabs while someone is logged in.
  @SwitchedNavigationNode
  final class AppNode {
    let userService: UserService
    let itemService: ItemService

    init(userService: UserService, itemService: ItemService) {
      self.userService = userService
      self.itemService = itemService
    }

    /// Switches to the node for the user service's state: the tabs or the login node. The node
    /// switched away leaves the graph with everything it holds.
    @discardableResult
    func userDidChange() -> Result<Void, NavigationCommandError> {
      execute(
        .switchNode(
          userService.userName == nil
            ? LoginNode(userService: userService)
            : MainTabsNode(userService: userService, itemService: itemService)))
    }
  }

  /// The login screen.
  @NavigationNode
  final class LoginNode: CoordinatorScreenNode {
    let userService: UserService

    init(userService: UserService) {
      self.userService = userService
    }

    var title: String { "Log in" }

    var content: CoordinatorScreenContent {
      CoordinatorScreenContent(
        lines: [
          "Signed out. The app node shows this login node; logging in switches it to the tabs."
        ],
        entries: [
          CoordinatorEntry(label: "Log in as Ada", key: "l") { [userService] in
            userService.logIn(as: "Ada")
          }
        ])
    }
  }

  /// The tabs shown while someone is logged in: Library and Account, each a stack.
  @TabsRootNavigationNode
  final class MainTabsNode {
    init(userService: UserService, itemService: ItemService) {
      state = TabsRootNavigationNodeState(
        selectedTabNodeID: CoordinatorDemo.tabs[0].id,
        tabsNodes: [
          DefaultTabNode(
            id: CoordinatorDemo.tabs[0].id, title: CoordinatorDemo.tabs[0].title,
            navigationNode: .stacked(LibraryNode(itemService: itemService))),
          DefaultTabNode(
            id: CoordinatorDemo.tabs[1].id, title: CoordinatorDemo.tabs[1].title,
            navigationNode: .stacked(AccountNode(userService: userService))),
        ])
    }
  }

  /// The Library tab's root: the items, and the New item sheet.
  @NavigationNode
  final class LibraryNode: CoordinatorScreenNode {
    let itemService: ItemService

    init(itemService: ItemService) {
      self.itemService = itemService
    }

    var title: String { "Library" }

    var content: CoordinatorScreenContent {
      var entries = itemService.items.map { item in
        CoordinatorEntry(label: "\(item.name) — \(item.kind.title)") { [self] in
          execute(.stackAppend(ItemNode(item: item, itemService: itemService)))
        }
      }
      entries.append(
        CoordinatorEntry(label: "New item… (sheet)", key: "s") { [self] in
          execute(.present(.sheet(.stacked(NewItemNode(itemService: itemService)))))
        })
      return CoordinatorScreenContent(entries: entries)
    }
  }

  /// An item, pushed on the Library stack; its details and related items push further.
  @NavigationNode
  final class ItemNode: CoordinatorScreenNode {
    let item: Item
    let itemService: ItemService

    init(item: Item, itemService: ItemService) {
      self.item = item
      self.itemService = itemService
    }

    var title: String { item.name }

    var content: CoordinatorScreenContent {
      var entries = [
        CoordinatorEntry(label: "Details", key: "d") { [self] in
          execute(.stackAppend(ItemDetailsNode(item: item)))
        }
      ]
      for related in itemService.items where item.isRelated(to: related) {
        entries.append(
          CoordinatorEntry(label: "Related: \(related.name)") { [self] in
            execute(.stackAppend(ItemNode(item: related, itemService: itemService)))
          })
      }
      entries.append(
        CoordinatorEntry(label: "Back to the list", key: "t") { [self] in
          execute(.stackDropToRoot())
        })
      return CoordinatorScreenContent(
        lines: ["Kind: \(item.kind.title)    Quantity: \(item.quantity)"], entries: entries)
    }
  }

  /// An item's details, pushed over the item.
  @NavigationNode
  final class ItemDetailsNode: CoordinatorScreenNode {
    let item: Item

    init(item: Item) {
      self.item = item
    }

    var title: String { "Details" }

    var content: CoordinatorScreenContent {
      CoordinatorScreenContent(
        lines: [
          "\(item.name): \(item.quantity) recorded, a \(item.kind.rawValue).",
          "Pushed on the Library stack over \(item.name).",
        ],
        entries: [
          CoordinatorEntry(label: "Back to the list", key: "t") { [self] in
            execute(.stackDropToRoot())
          }
        ])
    }
  }

  /// The New item sheet's root: a kind to choose, pushed on the sheet's own stack.
  @NavigationNode
  final class NewItemNode: CoordinatorScreenNode {
    let itemService: ItemService

    init(itemService: ItemService) {
      self.itemService = itemService
    }

    var title: String { "New item" }

    var content: CoordinatorScreenContent {
      var entries = Item.Kind.allCases.map { kind in
        CoordinatorEntry(label: kind.title) { [self] in
          execute(.stackAppend(NewItemKindNode(kind: kind, itemService: itemService)))
        }
      }
      entries.append(
        CoordinatorEntry(label: "Cancel", key: "c") { [self] in
          execute(.hide())
        })
      return CoordinatorScreenContent(
        lines: ["A sheet with a stack of its own. Choose a kind."], entries: entries)
    }
  }

  /// A kind chosen in the New item sheet, pushed on the sheet's stack; Done adds an item of
  /// the kind to the Library and dismisses the sheet.
  @NavigationNode
  final class NewItemKindNode: CoordinatorScreenNode {
    let kind: Item.Kind
    let itemService: ItemService

    init(kind: Item.Kind, itemService: ItemService) {
      self.kind = kind
      self.itemService = itemService
    }

    var title: String { kind.title }

    var content: CoordinatorScreenContent {
      CoordinatorScreenContent(
        lines: [
          "Pushed inside the sheet. Back pops it; back again dismisses the sheet.",
          "Done adds a new \(kind.rawValue) to the Library.",
        ],
        entries: [
          CoordinatorEntry(label: "Done", key: "d") { [self] in
            // The item is added with the sheet's dismissal, never without it.
            let dismissal = execute(.dismissJustFromPresented())
            if case .success = dismissal { itemService.addItem(of: kind) }
            return dismissal
          }
        ])
    }
  }

  /// The Account tab's root: the profile, and logging out after an alert.
  @NavigationNode
  final class AccountNode: CoordinatorScreenNode {
    let userService: UserService

    init(userService: UserService) {
      self.userService = userService
    }

    var title: String { "Account" }

    var content: CoordinatorScreenContent {
      CoordinatorScreenContent(
        lines: ["Logged in as \(userService.userName ?? "nobody")."],
        entries: [
          CoordinatorEntry(label: "Profile", key: "p") { [self] in
            execute(.stackAppend(ProfileNode(name: userService.userName ?? "nobody")))
          },
          CoordinatorEntry(label: "Log out", key: "l") { [self] in
            execute(
              .present(
                .alert(Self.logOutAlert) { [userService] _ in
                  _ = userService.logOut()
                }))
          },
        ])
    }

    /// What the Log out alert's confirming button sends.
    enum LogOutAction {
      case confirm
    }

    /// The alert asked before logging out: Enter starts on Cancel, as the button that logs out
    /// is destructive.
    static var logOutAlert: AlertState<LogOutAction> {
      AlertState {
        TextState("Log out?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Log out") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("The tabs leave the graph, and the login screen comes back.")
      }
    }
  }

  /// The profile, pushed on the Account stack.
  @NavigationNode
  final class ProfileNode: CoordinatorScreenNode {
    let name: String

    init(name: String) {
      self.name = name
    }

    var title: String { "Profile" }

    var content: CoordinatorScreenContent {
      CoordinatorScreenContent(lines: ["Name: \(name)", "Pushed on the Account stack."])
    }
  }
}
