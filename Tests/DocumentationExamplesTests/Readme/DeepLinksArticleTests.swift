import Clocks
import Foundation
import Testing
import Waypoint
import WaypointRouting
import WaypointTesting

/// The Deep links article's feature, through what the article says of it.
@MainActor
@Suite struct DeepLinksArticle {
  @Test func aStorefrontLinkOpensItsScreensInOneSendAndPrintsBack() async throws {
    let store = TestStore(initialState: Storefront.State()) { Storefront() }
    await store.send(.openURL(URL(string: "shop://products/1/products/2/cart?coupon=TEN")!)) {
      $0.path.append(.item(Item.State(id: 1, price: 12)))
      $0.path.append(.item(Item.State(id: 2, price: 30)))
      $0.cart = Cart.State(coupon: "TEN")
    }
    #expect(
      try storefrontLinks.url(for: store.state).absoluteString
        == "shop://products/1/products/2/cart?coupon=TEN")
    // Item 1 is kept with its ID; product 2 and the cart are closed.
    await store.send(.openURL(URL(string: "shop://products/1")!)) {
      $0.path.removeLast()
      $0.cart = nil
    }
    await store.send(.openURL(URL(string: "shop://products/9")!))
    await store.receive(\.linkFailed)
    #expect(store.state.path.count == 1)
  }

  @Test func routesOpenFromTheirLinksAndPrintBack() throws {
    #expect(try shopRouter.match("shop://") == .home)
    #expect(
      try shopRouter.match("shop://products/7/reviews?order=helpful") == .reviews(7, .helpful))
    #expect(try shopRouter.match("https://shop.example/search?q=lamp") == .search("lamp", 1))
    #expect(
      try shopRouter.url(for: .reviews(7, .newest)).absoluteString == "shop://products/7/reviews")
  }

  @Test func routeLinksReadAndPrintTheListOfRoutesTheArticleSays() throws {
    let routes = try shopScreenLinks.routes(for: "shop://products/7/reviews/cart")
    #expect(routes == [.push(.product(7)), .push(.reviews), .sheet(.cart)])
    #expect(try shopScreenLinks.url(for: routes).absoluteString == "shop://products/7/reviews/cart")
  }

  @Test func aBadLinkIsReportedAsTheArticleSays() async {
    await aBadLinkChangesNothing()
    let error = #expect(throws: LinkError.self) { try shopRouter.match("shop://products/lamp") }
    #expect(error?.reason == .segment(index: 1, found: "lamp", expected: ["an integer"]))
  }

  @Test func theErrorsAreWordedAsTheArticleQuotesThem() {
    let quoted = [
      "shop://products/lamp": "path segment 2 is \"lamp\"; expected an integer",
      "shop://products/7/photos":
        "path segment 3 is \"photos\"; expected the end of the path or \"reviews\"",
      "shop://search": "the query item \"q\" is missing; expected non-empty text",
      "mail://products/7": "the scheme \"mail\" is not shop, https or http",
      "shop://products/%zz": "not a well-formed link",
    ]
    for (link, message) in quoted {
      let error = #expect(throws: LinkError.self) { try shopRouter.match(link) }
      #expect(error?.description == "\(link): \(message)")
    }
  }

  @Test func aProductLinkOpensOnceTheProductIsLoaded() async {
    let clock = TestClock()
    let store = TestStore(initialState: Shop.State()) {
      Shop()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.openURL(URL(string: "shop://products/7")!))
    await store.receive(\.open, .product(7))
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.productLoaded) {
      $0.path.append(ShopScreen.State(title: "Lamp #7"))
    }
    await store.send(.openURL(URL(string: "shop://search?q=lamp&page=2")!))
    await store.receive(\.open, .search("lamp", 2)) {
      $0.path = StackState([ShopScreen.State(title: "lamp, page 2")])
    }
  }
}
