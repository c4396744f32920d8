import Foundation
import Waypoint
import WaypointRouting

/// A shop with two tabs: a catalog whose stack goes product → product…, each presenting an
/// edit sheet (with an alert over it) or a delete dialog; an add sheet over the catalog's list;
/// an orders tab whose stack has two kinds of screen; and an account cover over both tabs.
@Reducer
struct Shop {
  enum Tab: String, Equatable { case catalog, orders }

  @ObservableState
  struct State: Equatable {
    var tab = Tab.catalog
    var catalog = ShopCatalog.State()
    var orders = ShopOrders.State()
    @Presents(.fullScreenCover) var account: ShopAccount.State?
  }

  enum Action {
    case catalog(ShopCatalog.Action)
    case orders(ShopOrders.Action)
    case account(PresentationAction<ShopAccount.Action>)
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension Shop.State: NavigationSelection {
  var selectedNavigationChild: String { tab.rawValue }

  mutating func selectNavigationChild(_ name: String) -> Bool {
    guard let tab = Shop.Tab(rawValue: name) else { return false }
    self.tab = tab
    return true
  }
}

@Reducer
struct ShopCatalog {
  @ObservableState
  struct State: Equatable {
    var products: [Int: String] = [1: "Lamp", 2: "Desk", 3: "Chair"]
    var path = StackState<Path.State>()
    @Presents var add: ShopForm.State?
  }

  enum Action {
    case path(StackActionOf<Path>)
    case add(PresentationAction<ShopForm.Action>)
  }

  @Reducer
  enum Path {
    case product(ShopProduct)
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ShopProduct {
  @ObservableState
  struct State: Equatable {
    var id: Int
    var name: String
    var loads = 0
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case edit(ShopForm)
    case delete(ConfirmationDialogState<Never>)
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension ShopProduct.Destination.State: Equatable {}

@Reducer
struct ShopForm {
  @ObservableState
  struct State: Equatable {
    var name: String
    var original: String
    @Presents var alert: AlertState<Never>?
    /// Not in a link.
    var edits = 0
  }

  enum Action {
    case alert(PresentationAction<Never>)
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ShopOrders {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Path {
    case order(ShopOrder)
    case receipt(ShopOrder)
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension ShopOrders.Path.State: Equatable {}

@Reducer
struct ShopOrder {
  @ObservableState
  struct State: Equatable {
    var number: Int
  }

  enum Action { case printTapped }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ShopAccount {
  @ObservableState
  struct State: Equatable {
    var email: String
  }

  enum Action { case signOutTapped }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension ShopCatalog.Path.State: Equatable {}

/// The shop's links, `shop://…`. The environment is the highest order number there is.
let shopLinks = NavigationLinks<Shop.State, Int>(scheme: "shop", hosts: ["example.com"]) {
  ScreenLink(tab: \Shop.State.catalog, "products")
  ScreenLink(tab: \Shop.State.orders, "orders")
  ScreenLink(\ShopCatalog.Path.State.Cases.product, nil, Segment(Int.self)) { product, _ in
    product.id
  } open: { id, context in
    // A product is one of the catalog's, and not the one just below it.
    guard let name = context.owner(ShopCatalog.State.self)?.products[id] else {
      throw context.refusal("a product of the catalog")
    }
    if let below = context.below(ShopProduct.State.self), below.id == id {
      throw context.refusal("a product other than \(id), the one below")
    }
    return ShopProduct.State(id: id, name: name)
  }
  ScreenLink(
    \ShopProduct.Destination.State.Cases.edit, "edit", Field("name", optional: .text)
  ) { form, _ in
    form.name == form.original ? nil : form.name
  } open: { name, context in
    let product = context.owner(ShopProduct.State.self)!
    return ShopForm.State(name: name ?? product.name, original: product.name)
  }
  ScreenLink(\ShopProduct.Destination.State.Cases.delete, "delete") { _ in
    ConfirmationDialogState { TextState("Delete?") }
  }
  ScreenLink(\ShopCatalog.State.add, "add", Field("name", optional: .text)) { form, _ in
    form.name.isEmpty ? nil : form.name
  } open: { name, context in
    guard context.below(ShopCatalog.State.self) != nil else {
      throw context.refusal("the end of the path: the add sheet opens over the list")
    }
    return ShopForm.State(name: name ?? "", original: "")
  }
  ScreenLink(
    \ShopForm.State.alert, "alert", isLinked: { alert, _ in alert == .nameRequired }
  ) { context in
    guard context.owner(ShopForm.State.self)?.name.isEmpty == true else {
      throw context.refusal("the end of the path: the alert shows over a blank name")
    }
    return .nameRequired
  }
  ScreenLink(\ShopOrders.Path.State.Cases.order, "order", Segment(Int.self)) { order, _ in
    order.number
  } open: { number, context in
    guard (1...context.environment).contains(number) else {
      throw context.refusal("an order from 1 to \(context.environment)")
    }
    return ShopOrder.State(number: number)
  }
  ScreenLink(\ShopOrders.Path.State.Cases.receipt, "receipt") { context in
    guard let order = context.below(ShopOrder.State.self) else {
      throw context.refusal("\"order\": a receipt shows over its order", atSegment: 0)
    }
    return order
  }
  ScreenLink(
    \Shop.State.account, "account",
    Field("email", Segment(String.self), default: "me@example.com")
  ) {
    account, _ in
    account.email
  } open: { email, _ in
    guard email.contains("@") else { throw NotAnEmail() }
    return ShopAccount.State(email: email)
  }
}

extension AlertState where Action == Never {
  static var nameRequired: Self { AlertState { TextState("Name required") } }
  static var offline: Self { AlertState { TextState("Offline") } }
}

/// An error of the app's own, which a link refuses a screen with.
struct NotAnEmail: Error, CustomStringConvertible {
  var description: String { "an email address" }
}
