import WaypointNodes
import WaypointRouting

extension CoordinatorDemo {
  /// A screen of the coordinator demo as its links and its routes name it.
  @CasePathable
  enum Place: Hashable {
    /// An item, pushed on the Library list or over a related item.
    case item(Int)
    /// An item's details, pushed over it.
    case details
    /// The New item sheet, presented over the Library list.
    case newItem
    /// A kind chosen in the New item sheet, pushed inside it.
    case kind(Item.Kind)
    /// The profile, pushed on Account.
    case profile
  }

  /// The coordinator demo's links, one declaration a screen: `inventory://items/2/details`,
  /// `inventory://new/tool`, `inventory://profile`. The tab is the one the first screen is in.
  static let links = RouteLinks<Place>(scheme: "inventory") {
    RouteLink(\.item, "items", Segment(Int.self))
    RouteLink(\.details, "details")
    RouteLink(\.newItem, "new", style: .sheet)
    RouteLink(\.kind, nil, Segment(Item.Kind.self))
    RouteLink(\.profile, "profile")
  }

  /// The place a node shows; `nil` for a root, an alert or the login screen, which no link
  /// names.
  static func place(of node: any NavigationNode) -> Place? {
    switch node {
    case let node as ItemNode: .item(node.item.id)
    case is ItemDetailsNode: .details
    case is NewItemNode: .newItem
    case let node as NewItemKindNode: .kind(node.kind)
    case is ProfileNode: .profile
    default: nil
    }
  }

  /// The tab a link's first screen is in: Account for the profile, Library for the rest;
  /// `nil` for a link to the root, which leaves the tab selected.
  static func tab(of routes: [NavigationRoute<Place>]) -> String? {
    switch routes.first?.id {
    case nil: nil
    case .profile: tabs[1].id
    default: tabs[0].id
    }
  }

  /// Makes the nodes of a link's screens, only where a person could reach them by hand: an
  /// item of the library on the list or related to the item below it, details over an item, a
  /// kind in the New item sheet. Says why it does not make one.
  @MainActor
  final class PlaceMaker {
    let itemService: ItemService
    let userService: UserService
    /// Why the last screen asked for was not made.
    private(set) var problem: String?

    init(itemService: ItemService, userService: UserService) {
      self.itemService = itemService
      self.userService = userService
    }

    func make(_ place: Place, below: Place?) -> (any NavigationNode)? {
      problem = nil
      switch (place, below) {
      case (.item(let id), nil), (.item(let id), .item?):
        guard let item = itemService.items.first(where: { $0.id == id }) else {
          return refuse("there is no item \(id) in the library")
        }
        if case .item(let belowID)? = below {
          let related = itemService.items.first { $0.id == belowID }
          guard let related, item.isRelated(to: related) else {
            return refuse("item \(id) is not related to item \(belowID)")
          }
        }
        return ItemNode(item: item, itemService: itemService)
      case (.details, .item(let id)?):
        guard let item = itemService.items.first(where: { $0.id == id }) else { return nil }
        return ItemDetailsNode(item: item)
      case (.newItem, nil):
        return NewItemNode(itemService: itemService)
      case (.kind(let kind), .newItem?):
        return NewItemKindNode(kind: kind, itemService: itemService)
      case (.profile, nil):
        return ProfileNode(name: userService.userName ?? "nobody")
      case (.item, _): return refuse("an item opens on the list or over a related item")
      case (.details, _): return refuse("details open over an item")
      case (.newItem, _): return refuse("New item opens over the Library list")
      case (.kind, _): return refuse("a kind is chosen in the New item sheet")
      case (.profile, _): return refuse("the profile opens on Account")
      }
    }

    /// Forgets why a screen was last not made, before a link is opened.
    func forgetProblem() {
      problem = nil
    }

    private func refuse(_ problem: String) -> (any NavigationNode)? {
      self.problem = problem
      return nil
    }
  }
}

/// Why a link did not open in the coordinator demo.
package enum CoordinatorLinkError: Error, Equatable, CustomStringConvertible {
  /// It is not one of the demo's links: where it fails, and what was expected there.
  case notALink(LinkError)
  /// It names a screen a person could not reach by hand, or the graph refused it.
  case refused(link: String, problem: String)

  /// The link and its problem: `inventory://items/9: there is no item 9 in the library`.
  package var description: String {
    switch self {
    case .notALink(let error): "\(error)"
    case .refused(let link, let problem): "\(link): \(problem)"
    }
  }
}
