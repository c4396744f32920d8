// The code of the Deep links article, verbatim: if this file stops compiling, the article is
// wrong.

import Foundation
import Waypoint
import WaypointRouting
import WaypointTesting

@CasePathable
enum ShopRoute: Equatable {
  case home
  case product(Int)
  case reviews(Int, ReviewOrder)
  case search(String, Int)

  enum ReviewOrder: String, CaseIterable {
    case newest, helpful
  }
}

let shopRouter = LinkRouter<ShopRoute>(scheme: "shop", hosts: ["shop.example"]) {
  LinkRoute(.case(\.home))
  LinkRoute(.case(\.product)) {
    Segment("products")
    Segment(Int.self)
  }
  LinkRoute(.case(\.reviews)) {
    Segment("products")
    Segment(Int.self)
    Segment("reviews")
    Field("order", default: ShopRoute.ReviewOrder.newest)
  }
  LinkRoute(.case(\.search)) {
    Segment("search")
    Field("q", String.self)
    Field("page", default: 1)
  }
}

@Reducer
struct ShopScreen {
  @ObservableState
  struct State: Equatable {
    var title: String
  }
  enum Action: Equatable {
    case addToCartTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

@Reducer
struct Shop {
  @ObservableState
  struct State: Equatable {
    var path = StackState<ShopScreen.State>()
  }

  enum Action {
    case openURL(URL)
    case open(ShopRoute)
    case linkFailed(LinkError)
    case productLoaded(Int, String)
    case path(StackActionOf<ShopScreen>)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .open(.home):
        state.path.removeAll()
        return .none
      case let .open(.product(id)), let .open(.reviews(id, _)):
        // The product's name is needed first: the link waits for it.
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.productLoaded(id, "Lamp #\(id)"))
        }
      case let .open(.search(query, page)):
        state.path.replace(with: [ShopScreen.State(title: "\(query), page \(page)")]) {
          $0.title == $1.title
        }
        return .none
      case let .productLoaded(_, name):
        state.path.replace(with: [ShopScreen.State(title: name)]) { $0.title == $1.title }
        return .none
      case .openURL, .linkFailed, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { ShopScreen() }
    .opensLinks(\.openURL, with: shopRouter, open: \.open, failure: \.linkFailed) {
      $0.path.ids
    }
  }
}

@MainActor
func aBadLinkChangesNothing() async {
  let store = TestStore(initialState: Shop.State()) { Shop() }
  await store.send(.openURL(URL(string: "shop://products/lamp")!))
  await store.receive(\.linkFailed)  // path segment 2 is "lamp"; expected an integer
}

@Reducer
struct Storefront {
  @ObservableState
  struct State: Equatable {
    var prices = [1: 12, 2: 30]
    var path = StackState<Path.State>()
    @Presents var cart: Cart.State?
  }
  enum Action {
    case openURL(URL)
    case linkFailed(LinkError)
    case path(StackActionOf<Path>)
    case cart(PresentationAction<Cart.Action>)
  }

  @Reducer
  enum Path { case item(Item) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .openURL(url) = action else { return .none }
      do throws(LinkError) {
        // One change of state; the operators below end what the link closes.
        state = try storefrontLinks.open(url, in: state)
        return .none
      } catch {
        return .send(.linkFailed(error))
      }
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$cart, action: \.cart) { Cart() }
  }
}

let storefrontLinks = NavigationLinks<Storefront.State, Void>(scheme: "shop") {
  ScreenLink(\Storefront.Path.State.Cases.item, "products", Segment(Int.self)) { item, _ in
    item.id
  } open: { id, context in
    guard let price = context.owner(Storefront.State.self)?.prices[id] else {
      throw context.refusal("an item of the store")
    }
    return Item.State(id: id, price: price)
  }
  ScreenLink(\Storefront.State.cart, "cart", Field("coupon", String?.self)) { cart, _ in
    cart.coupon
  } open: { coupon, _ in
    Cart.State(coupon: coupon)
  }
}

@Reducer
struct Item {
  @ObservableState
  struct State: Equatable {
    var id: Int
    var price: Int
  }
  enum Action { case addToCartTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Cart {
  @ObservableState
  struct State: Equatable {
    var coupon: String?
  }
  enum Action { case checkoutTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension Storefront.Path.State: Equatable {}

@CasePathable
enum StorefrontScreen: Hashable {
  case product(Int)
  case reviews
  case cart
}

let shopScreenLinks = RouteLinks<StorefrontScreen>(scheme: "shop") {
  RouteLink(\.product, "products", Segment(Int.self))
  RouteLink(\.reviews, "reviews")
  RouteLink(\.cart, "cart", style: .sheet)
}
