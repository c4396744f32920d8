import CustomDump
import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointRouting

@Suite("Links derived from the navigation")
struct NavigationLinksTests {
  let empty = Shop.State()

  func open(_ link: String, in state: Shop.State? = nil) throws(LinkError) -> Shop.State {
    // The shop's orders run from 1 to 9.
    try shopLinks.open(link, in: state ?? empty, environment: 9)
  }

  func link(_ state: Shop.State) throws -> String {
    try shopLinks.url(for: state, environment: 9).absoluteString
  }

  @Test func aLinkOpensEveryScreenItNamesInTheNavigationsOrder() throws {
    let state = try open("shop://products/2/3/edit/alert?name=")
    #expect(state.tab == .catalog)
    #expect(state.catalog.path.map { $0.product?.id } == [2, 3])
    let top = try #require(state.catalog.path.last?.product)
    #expect(top.name == "Chair")
    let form = try #require(top.destination?.edit)
    #expect(form == ShopForm.State(name: "", original: "Chair", alert: .nameRequired))
    #expect(state.catalog.path.first?.product?.destination == nil)
    #expect(state.catalog.add == nil)
    #expect(state.account == nil)
    #expect(
      Navigation(state).description
        == "product #0, product #1\nsheet: edit (destination in #1)\nalert: alert (destination.alert in #1)"
    )
  }

  @Test func everyLinkPrintedFromAStateOpensTheSameScreens() throws {
    for link in [
      "shop://products", "shop://products/1", "shop://products/1/2/delete",
      "shop://products/2/edit",
      "shop://products/2/edit?name=Sofa", "shop://products/add?name=Rug",
      "shop://products/add/alert", "shop://orders/order/3/receipt/order/4",
      "shop://products/3/account?email=a@b.c", "shop://orders/account",
    ] {
      let state = try open(link)
      #expect(try self.link(state) == link)
      expectNoDifference(try open(self.link(state), in: state), state)
      expectNoDifference(try open(self.link(state)).screens, state.screens)
    }
  }

  @Test func aWebLinkOpensLikeTheAppsOwn() throws {
    let state = try shopLinks.open(
      "https://example.com/orders/order/2", in: empty, environment: 9)
    #expect(state.orders.path.map { $0.order?.number } == [2])
    #expect(
      try shopLinks.webURL(for: state, environment: 9).absoluteString
        == "https://example.com/orders/order/2")
  }

  @Test func theScreensALinkSharesAtTheBottomOfAStackAreKeptWithTheirIDsAndState() throws {
    var state = try open("shop://products/1/2/3")
    let ids = Array(state.catalog.path.ids)
    state.catalog.path[id: ids[0], case: \.product]?.loads = 5
    state.catalog.path[id: ids[1], case: \.product]?.destination = .delete(
      ConfirmationDialogState { TextState("Delete?") })
    let opened = try open("shop://products/1/2/edit", in: state)
    #expect(Array(opened.catalog.path.ids) == Array(ids.prefix(2)))
    #expect(opened.catalog.path.first?.product?.loads == 5)
    // What the kept screen presents is what the link names: the dialog gave way to the sheet.
    #expect(opened.catalog.path.last?.product?.destination?.edit?.original == "Desk")

    // A screen above one that changed is new, even when it shows what the old one did.
    let changed = try open("shop://products/3/2/3", in: state)
    #expect(changed.catalog.path.ids.first != ids[0])
    #expect(Set(changed.catalog.path.ids).isDisjoint(with: ids))
  }

  @Test func aPresentationThatTheLinkNamesWithTheSameParametersIsKept() throws {
    var state = try open("shop://products/2/edit?name=Sofa")
    let id = try #require(state.catalog.path.ids.last)
    state.catalog.path[id: id, case: \.product]?.destination?.modify(\.edit) { $0.edits = 3 }
    let same = try open("shop://products/2/edit?name=Sofa", in: state)
    #expect(same == state)
    let other = try open("shop://products/2/edit?name=Bed", in: state)
    #expect(other.catalog.path[id: id]?.product?.destination?.edit?.name == "Bed")
    #expect(other.catalog.path[id: id]?.product?.destination?.edit?.edits == 0)
  }

  @Test func emptyAndPercentEncodedSegmentsReadAsARouterReadsThem() throws {
    let state = try open("shop://products/1")
    // An empty segment is no segment; an encoded one is read decoded, and is the same screen.
    #expect(try open("shop://products//1/").screens == state.screens)
    #expect(try open("shop://products/%31", in: state) == state)
    #expect {
      _ = try open("shop://products/1%2F2")
    } throws: { error in
      (error as? LinkError)?.reason
        == .segment(
          index: 1, found: "1/2",
          expected: ["an integer", "\"add\"", "\"account\"", "the end of the path"])
    }
  }

  @Test func queryItemsTheLinksIgnoreAreDroppedAndOthersAreStillErrors() throws {
    let campaignTags: @Sendable (String) -> Bool = { $0.hasPrefix("utm_") }
    let links = NavigationLinks<FixedTabs, Int>(scheme: "shop", ignoresQueryItem: campaignTags) {
      ScreenLink(\ShopOrders.Path.State.Cases.order, "order", Segment(Int.self)) { order, _ in
        order.number
      } open: { number, _ in
        ShopOrder.State(number: number)
      }
    }
    let state = try links.open(
      "shop://first/order/2?utm_source=mail&utm_medium=x", in: FixedTabs(), environment: 0)
    #expect(state.first.path.count == 1)
    #expect(try links.url(for: state, environment: 0).absoluteString == "shop://first/order/2")
    #expect(throws: LinkError.self) {
      _ = try links.open("shop://first/order/2?utm_source=mail&ref=x", in: state, environment: 0)
    }
  }

  @Test func aLinkThatNamesATabSelectsItAndLeavesTheOtherTabAsItIs() throws {
    var state = try open("shop://orders/order/1")
    state = try open("shop://products/1", in: state)
    #expect(state.tab == .catalog)
    #expect(state.orders.path.map { $0.order?.number } == [1])
    #expect(try link(state) == "shop://products/1")
  }

  @Test func aLinkThatNamesNoTabLeavesTheTabsAsTheyAreAndPresentsOverThem() throws {
    let state = try open("shop://products/1/2/delete")
    let opened = try open("shop://account", in: state)
    #expect(opened.catalog == state.catalog)
    #expect(opened.tab == .catalog)
    #expect(opened.account == ShopAccount.State(email: "me@example.com"))
    #expect(try link(opened) == "shop://products/1/2/delete/account")
  }

  @Test func whatALinkDoesNotNameIsClosed() throws {
    let state = try open("shop://products/1/2/edit/account")
    let opened = try open("shop://products", in: state)
    #expect(opened.catalog.path.isEmpty)
    #expect(opened.account == nil)
  }

  @Test func aScreenWithoutALinkEndsTheLinkBelowIt() throws {
    var state = try open("shop://products/add")
    state.catalog.add?.alert = .offline
    #expect(try link(state) == "shop://products/add")
  }

  @Test func aScreenThatGivesAQueryItemALowerScreenGivesIsLeftOutOfTheLink() throws {
    var state = try open("shop://products/1/edit?name=Sofa")
    state.catalog.add = ShopForm.State(name: "Rug", original: "")
    let link = try link(state)
    #expect(link == "shop://products/1/edit?name=Sofa")
    // The link opens what it holds, and closes what it leaves out.
    var opened = state
    opened.catalog.add = nil
    #expect(try open(link, in: state) == opened)
  }

  @Test func aScreenIsKeptWhenTheLinkWritesItsParametersAnotherWay() throws {
    let state = try open("shop://products/1")
    let opened = try open("shop://products/01", in: state)
    #expect(opened == state)
    #expect(try link(opened) == "shop://products/1")
  }

  @Test(arguments: [
    (
      "shop://products/7",
      #"shop://products/7: path segment 2 is "7"; expected a product of the catalog"#
    ),
    (
      "shop://products/2/2",
      #"shop://products/2/2: path segment 3 is "2"; expected a product other than 2, the one below"#
    ),
    (
      "shop://products/1/add",
      #"shop://products/1/add: path segment 3 is "add"; expected the end of the path: the add sheet opens over the list"#
    ),
    (
      "shop://products/1/edit/alert?name=Sofa",
      #"shop://products/1/edit/alert?name=Sofa: path segment 4 is "alert"; expected the end of the path: the alert shows over a blank name"#
    ),
    (
      "shop://orders/receipt",
      #"shop://orders/receipt: path segment 2 is "receipt"; expected "order": a receipt shows over its order"#
    ),
    (
      "shop://orders/order/12",
      #"shop://orders/order/12: path segment 3 is "12"; expected an order from 1 to 9"#
    ),
    (
      "shop://products/1/bogus",
      #"shop://products/1/bogus: path segment 3 is "bogus"; expected "edit", "delete", an integer, "add", "account" or the end of the path"#
    ),
    (
      "shop://orders/order/x",
      #"shop://orders/order/x: path segment 3 is "x"; expected an integer"#
    ),
    (
      "shop://bogus",
      #"shop://bogus: path segment 1 is "bogus"; expected "products", "orders", "account" or the end of the path"#
    ),
    (
      "shop://products/1?name=Sofa",
      #"shop://products/1?name=Sofa: the query item "name" is "Sofa"; expected nothing: no screen this link opens reads it"#
    ),
    (
      "shop://products/add?name=a&name=b",
      #"shop://products/add?name=a&name=b: the query item "name" is "b"; expected one "name" item, not 2"#
    ),
    ("other://products", #"other://products: the scheme "other" is not shop, https or http"#),
    (
      "shop://products/1/edit/add",
      #"shop://products/1/edit/add: path segment 4 is "add"; expected the end of the path: the add sheet opens over the list"#
    ),
    (
      "shop://account?email=nobody",
      #"shop://account?email=nobody: path segment 1 is "account"; expected an email address"#
    ),
  ])
  func aLinkThatFailsNamesWhereAndLeavesTheStateAsItWas(link: String, message: String) throws {
    let state = try open("shop://orders/order/1/account")
    var opened = state
    #expect {
      opened = try shopLinks.open(link, in: state, environment: 9)
    } throws: { error in
      (error as? LinkError)?.description == message
    }
    #expect(opened == state)
  }

  @Test func aTabTheStateCannotSelectIsAnErrorThatNamesIt() throws {
    let links = NavigationLinks<FixedTabs, Int>(scheme: "shop") {
      ScreenLink(\ShopOrders.Path.State.Cases.order, "order", Segment(Int.self)) { order, _ in
        order.number
      } open: { number, _ in
        ShopOrder.State(number: number)
      }
    }
    let state = try links.open("shop://first/order/1", in: FixedTabs(), environment: 0)
    #expect(state.first.path.count == 1)
    #expect {
      _ = try links.open("shop://second/order/1", in: state, environment: 0)
    } throws: { error in
      (error as? LinkError)?.description
        == #"shop://second/order/1: path segment 1 is "second"; expected a tab the app can select (WaypointRoutingTests.FixedTabs selects none)"#
    }
  }

  @Test func windowsAreLeftAsTheyAreAndOutOfTheLink() throws {
    let links = NavigationLinks<ShopDesk, Int>(scheme: "shop") {
      ScreenLink(\ShopCatalog.Path.State.Cases.product, nil, Segment(Int.self)) { product, _ in
        product.id
      } open: { id, _ in
        ShopProduct.State(id: id, name: "#\(id)")
      }
    }
    var desk = ShopDesk()
    desk.windows.windows[id: "main"]?.root.path.append(
      .product(ShopProduct.State(id: 9, name: "#9")))
    let opened = try links.open("shop://1/2", in: desk, environment: 0)
    #expect(opened.catalog.path.map { $0.product?.id } == [1, 2])
    #expect(opened.windows == desk.windows)
    #expect(try links.url(for: opened, environment: 0).absoluteString == "shop://1/2")
  }

  @Test(arguments: [
    (
      "shop://products/1/2/2", "shop://products/1/2",
      NavigationLoss(
        path: "products/1/2", kind: .pathSegments(from: 3, count: 1),
        reason: #"path segment 4 is "2"; expected a product other than 2, the one below"#)
    ),
    (
      "shop://orders/order/12/receipt", "shop://orders",
      NavigationLoss(
        path: "orders", kind: .pathSegments(from: 1, count: 3),
        reason: #"path segment 3 is "12"; expected an order from 1 to 9"#)
    ),
    (
      "shop://products/1/edit/alert?name=Sofa", "shop://products/1/edit?name=Sofa",
      NavigationLoss(
        path: "products/1/edit", kind: .pathSegments(from: 3, count: 1),
        reason:
          #"path segment 4 is "alert"; expected the end of the path: the alert shows over a blank name"#
      )
    ),
    (
      "shop://products/1?name=Sofa", "shop://products/1",
      NavigationLoss(
        path: "products/1", kind: .queryItem("name"),
        reason:
          #"the query item "name" is "Sofa"; expected nothing: no screen this link opens reads it"#
      )
    ),
    (
      "shop://products/2/2/edit?name=Sofa", "shop://products/2",
      NavigationLoss(
        path: "products/2", kind: .pathSegments(from: 2, count: 2),
        reason: #"path segment 3 is "2"; expected a product other than 2, the one below"#)
    ),
    (
      "shop://bogus/1", "shop://",
      NavigationLoss(
        path: "", kind: .pathSegments(from: 0, count: 2),
        reason:
          #"path segment 1 is "bogus"; expected "products", "orders", "account" or the end of the path"#
      )
    ),
  ])
  func theLongestValidStartOfALinkOpensAndSaysWhatWasLeftOut(
    link: String, opens prefix: String, loss: NavigationLoss
  ) throws {
    let state = try open("shop://orders/order/1/account")
    let (opened, losses) = try shopLinks.openLongestValidPrefix(
      link, in: state, environment: 9)
    #expect(losses.first == loss)
    // A query item that the edit sheet left out would have read is a loss of its own.
    let readByTheEditSheet = link == "shop://products/2/2/edit?name=Sofa"
    #expect(losses.dropFirst().map(\.kind) == (readByTheEditSheet ? [.queryItem("name")] : []))
    // Each open draws stack IDs anew: the screens are compared.
    #expect(opened.screens == (try open(prefix, in: state)).screens)
  }

  @Test func everyQueryItemNoScreenReadsIsALossOfItsOwn() throws {
    let refused = try shopLinks.openLongestValidPrefix(
      "shop://products/add?name=a&name=b", in: empty, environment: 9)
    #expect(
      refused.losses.map(\.kind) == [
        .pathSegments(from: 1, count: 1), .queryItem("name"), .queryItem("name"),
      ])
    #expect(
      refused.losses.first?.reason
        == #"the query item "name" is "b"; expected one "name" item, not 2"#)
    let unread = try shopLinks.openLongestValidPrefix(
      "shop://products/1?x=1&y=2", in: empty, environment: 9)
    #expect(unread.losses.map(\.kind) == [.queryItem("x"), .queryItem("y")])
    #expect(unread.losses.map(\.path) == ["products/1", "products/1"])
    #expect(unread.state.screens == (try open("shop://products/1")).screens)
    let cut = try shopLinks.openLongestValidPrefix(
      "shop://products/1/2/2?zz=1", in: empty, environment: 9)
    #expect(cut.losses.map(\.kind) == [.pathSegments(from: 3, count: 1), .queryItem("zz")])
    #expect(
      cut.losses.last?.description
        == #"“products/1/2”: left out the link's query item "zz": the query item "zz" is "1"; "#
        + "expected nothing: no screen this link opens reads it")
  }

  @Test func aLinkThatOpensWholeLosesNothingAndOneThatIsNotTheAppsOpensNothing() throws {
    let state = try open("shop://orders/order/1/account")
    let whole = try shopLinks.openLongestValidPrefix(
      "shop://products/2/edit?name=Sofa", in: state, environment: 9)
    #expect(whole.losses.isEmpty)
    #expect(
      whole.state.screens == (try open("shop://products/2/edit?name=Sofa", in: state)).screens)
    #expect(
      "\(NavigationLoss(path: "products/1", kind: .queryItem("name"), reason: "why"))"
        == #"“products/1”: left out the link's query item "name": why"#)
    #expect(
      "\(NavigationLoss(path: "", kind: .pathSegments(from: 0, count: 2), reason: "why"))"
        == "the root: left out path segments 1 to 2 of the link: why")
    for link in ["other://products", "shop://products/1/2%"] {
      var opened = state
      #expect(throws: LinkError.self) {
        opened = try shopLinks.openLongestValidPrefix(link, in: state, environment: 9).state
      }
      #expect(opened == state)
    }
  }

  @Test func seededRandomLinksOpenOrFailWithAnErrorAndRoundTripWhenTheyOpen() throws {
    var random = SplitMix64(seed: 37)
    let words = [
      "products", "orders", "1", "2", "3", "7", "edit", "delete", "add", "alert", "account",
      "order", "receipt", "", "%20", "x",
    ]
    let queries = [
      "", "", "", "", "?name=", "?name=Sofa", "?email=a@b.c", "?name=a&name=a", "?q",
    ]
    var opened = 0
    for _ in 0..<2_000 {
      let count = Int(random.next() % 5)
      // Most links start with a tab, as the app's own do.
      let tab = ["products", "orders", "account", "x"][Int(random.next() % 4)]
      let path = [tab] + (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }
      let link =
        "shop://" + path.joined(separator: "/")
        + queries[Int(random.next() % UInt64(queries.count))]
      let state: Shop.State
      do {
        state = try open(link)
      } catch {
        #expect(error.link == link)
        // Its longest valid start opens what a link printed from it opens, losing the rest.
        let (part, losses) = try shopLinks.openLongestValidPrefix(link, in: empty, environment: 9)
        let loss = try #require(losses.first, "\(link)")
        if case .pathSegments(let from, let count) = loss.kind {
          // The router reads no empty segment.
          #expect(from + count == path.filter { !$0.isEmpty }.count, "\(link)")
        }
        #expect(try open(try self.link(part)).screens == part.screens, "\(link)")
        continue
      }
      #expect(
        try shopLinks.openLongestValidPrefix(link, in: empty, environment: 9).losses.isEmpty)
      opened += 1
      let printed = try self.link(state)
      #expect(try open(printed, in: state) == state, "\(link) printed as \(printed)")
      #expect(try open(printed).screens == state.screens, "\(link) printed as \(printed)")
    }
    #expect(opened > 150)
  }
}

extension Shop.State {
  /// What the shop shows, without the stacks' IDs, which a new stack draws anew.
  var screens: [String] {
    [
      "\(tab)", "\(Array(catalog.path))", "\(catalog.add as Any)", "\(Array(orders.path))",
      "\(account as Any)",
    ]
  }
}

/// A state with windows beside its own catalog: a link opens the catalog and leaves the windows.
@ObservableState
struct ShopDesk {
  var windows = WindowsState<ShopCatalog.State>([
    WindowState(id: "main", root: ShopCatalog.State())
  ])
  var catalog = ShopCatalog.State()
}

/// Tabs whose selection cannot be changed: a link that names the other tab fails.
@ObservableState
struct FixedTabs: NavigationSelection {
  var first = ShopOrders.State()
  var second = ShopOrders.State()
  var selectedNavigationChild: String { "first" }
}
