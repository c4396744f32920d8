import Clocks
import Foundation
import Testing
import Waypoint
import WaypointRouting
import WaypointTesting

/// A screen of the app's stack, with a timer to show which effects live on.
@Reducer
struct LinkedScreen {
  @ObservableState
  struct State: Equatable {
    var name: String
    var ticks = 0
  }

  enum Action: Equatable {
    case startTicking
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTicking:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// An app whose stack links open, one of them after loading its item.
@Reducer
struct LinkedApp {
  @ObservableState
  struct State: Equatable {
    var path = StackState<LinkedScreen.State>()
    /// The last link that failed, shown as an alert would be.
    var failedLink: String?
  }

  /// What a person sees change when they navigate: the stack, and the failure's alert.
  struct Navigation: Equatable {
    var ids: [StackElementID]
    var failedLink: String?
  }

  enum Action {
    case openURL(URL)
    case open(AppRoute)
    case linkFailed(LinkError)
    case loaded(Int)
    case path(StackActionOf<LinkedScreen>)
  }

  let router: LinkRouter<AppRoute>
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .linkFailed(error):
        state.failedLink = error.link
        return .none
      case .openURL, .path:
        return .none
      case .open(.items):
        state.path.show(["items"])
        return .none
      case let .open(.editItem(id)):
        state.path.show(["items", "item \(id)", "edit \(id)"])
        return .none
      case let .open(.item(id)):
        // The item must be loaded before it is shown.
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.loaded(id))
        }
      case .open:
        return .none
      case let .loaded(id):
        state.path.show(["items", "item \(id)"])
        return .none
      }
    }
    .forEach(\.path, action: \.path) { LinkedScreen() }
    .opensLinks(\.openURL, with: router, open: \.open, failure: \.linkFailed) {
      Navigation(ids: Array($0.path.ids), failedLink: $0.failedLink)
    }
  }
}

/// An app written without `@Reducer`: the operator reads its action's cases through their case
/// key paths rather than through the `switch`es the macro writes.
struct HandWrittenLinkedApp: Reducer {
  struct State: Equatable {
    var opened: [AppRoute] = []
    var failedLinks: [String] = []
  }

  @CasePathable
  enum Action {
    case openURL(URL)
    case open(AppRoute)
    case linkFailed(LinkError)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .openURL:
        return .none
      case let .open(route):
        state.opened.append(route)
        return .none
      case let .linkFailed(error):
        state.failedLinks.append(error.link)
        return .none
      }
    }
    .opensLinks(\.openURL, with: makeRouter(), open: \.open, failure: \.linkFailed)
  }
}

extension StackState<LinkedScreen.State> {
  /// Shows the screens named, keeping those at the bottom that are already shown.
  mutating func show(_ names: [String]) {
    replace(with: names.map { LinkedScreen.State(name: $0) }) { $0.name == $1.name }
  }
}

@MainActor
@Suite struct OpensLinksTests {
  let clock = TestClock()

  func makeStore(
    _ names: [String] = ["items"], router: LinkRouter<AppRoute> = makeRouter()
  ) -> TestStore<LinkedApp.State, LinkedApp.Action> {
    TestStore(
      initialState: LinkedApp.State(path: StackState(names.map { LinkedScreen.State(name: $0) }))
    ) {
      LinkedApp(router: router)
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aLinkOpensItsWholeNavigationAtOnceAndKeepsTheScreensItShares() async {
    let store = makeStore()
    // The list at the bottom starts an effect before the link arrives.
    await store.send(.path(.element(id: 0, action: .startTicking)))
    await store.send(.openURL(URL(string: "inventory://items/7/edit")!))
    await store.receive(\.open, .editItem(7)) {
      $0.path.append(LinkedScreen.State(name: "item 7"))
      $0.path.append(LinkedScreen.State(name: "edit 7"))
    }
    #expect(Array(store.state.path.ids) == [0, 1, 2])
    // The kept screen's effect lives on.
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }

  @Test func theScreensALinkReplacesEndWithTheirEffects() async {
    let store = makeStore()
    await store.send(.openURL(URL(string: "inventory://items/7/edit")!))
    await store.receive(\.open, .editItem(7)) {
      $0.path.append(LinkedScreen.State(name: "item 7"))
      $0.path.append(LinkedScreen.State(name: "edit 7"))
    }
    let editing = await store.send(.path(.element(id: 2, action: .startTicking)))
    await store.send(.openURL(URL(string: "inventory://items")!))
    await store.receive(\.open, .items) {
      $0.path.pop(to: 0)
    }
    #expect(editing.isCancelled)
    await clock.advance(by: .seconds(3))
  }

  @Test func aLinkThatOpensNothingChangesNothingAndCancelsNothing() async {
    let store = makeStore(["items", "item 1"])
    await store.send(.path(.element(id: 1, action: .startTicking)))
    await store.send(.openURL(URL(string: "inventory://items/1/bogus")!))
    await store.receive(
      \.linkFailed,
      LinkError(
        link: "inventory://items/1/bogus",
        reason: .segment(
          index: 2, found: "bogus",
          expected: [
            "the end of the path", "\"edit\"", "one of \"details\", \"notes\", \"history\"",
          ]))
    ) {
      $0.failedLink = "inventory://items/1/bogus"
    }
    await store.send(.openURL(URL(string: "mail://items/1")!))
    await store.receive(\.linkFailed) { $0.failedLink = "mail://items/1" }
    // The navigation is as it was, and the screen's effect still runs.
    #expect(store.state.path.map(\.name) == ["items", "item 1"])
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
  }

  @Test func aLinkThatNeedsDataOpensWhenTheDataArrives() async {
    let store = makeStore()
    await store.send(.openURL(URL(string: "inventory://items/42")!))
    await store.receive(\.open, .item(42))
    await clock.advance(by: .seconds(2))
    await store.receive(\.loaded, 42) {
      $0.path.append(LinkedScreen.State(name: "item 42"))
    }
  }

  @Test func aLinkStillLoadingIsDroppedWhenThePersonNavigatesElsewhere() async {
    let store = makeStore(["items", "item 1"])
    await store.send(.openURL(URL(string: "inventory://items/42")!))
    await store.receive(\.open, .item(42))
    // The person goes back before the item arrives: the link is over.
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(5))
    #expect(store.state.path.map(\.name) == ["items"])
  }

  @Test func aNewerLinkReplacesOneStillLoading() async {
    let store = makeStore()
    await store.send(.openURL(URL(string: "inventory://items/42")!))
    await store.receive(\.open, .item(42))
    await clock.advance(by: .seconds(1))
    await store.send(.openURL(URL(string: "inventory://items/43")!))
    await store.receive(\.open, .item(43))
    await clock.advance(by: .seconds(2))
    await store.receive(\.loaded, 43) {
      $0.path.append(LinkedScreen.State(name: "item 43"))
    }
  }

  @Test func theLongestValidPrefixOpensAndTheRestIsReported() async {
    let store = makeStore(router: makeRouter(policy: .longestValidPrefix))
    await store.send(.openURL(URL(string: "inventory://items/5/edit/bogus")!))
    await store.receive(\.open, .editItem(5)) {
      $0.path.append(LinkedScreen.State(name: "item 5"))
      $0.path.append(LinkedScreen.State(name: "edit 5"))
    }
    await store.receive(
      \.linkFailed,
      LinkError(
        link: "inventory://items/5/edit/bogus",
        reason: .ignoredSegments(index: 3, segments: ["bogus"]))
    ) {
      $0.failedLink = "inventory://items/5/edit/bogus"
    }
  }

  @Test func aLinkThatFailsWhileAnotherLoadsLeavesThatOneLoading() async {
    let store = makeStore()
    await store.send(.openURL(URL(string: "inventory://items/42")!))
    await store.receive(\.open, .item(42))
    // The failure shows an alert, which the navigation includes: it still ends nothing.
    await store.send(.openURL(URL(string: "inventory://items/x")!))
    await store.receive(\.linkFailed) { $0.failedLink = "inventory://items/x" }
    await clock.advance(by: .seconds(2))
    await store.receive(\.loaded, 42) {
      $0.path.append(LinkedScreen.State(name: "item 42"))
    }
  }

  @Test func theLenientReportOfWhatALinkLeftOutDoesNotEndItsLoading() async {
    let store = makeStore(router: makeRouter(policy: .longestValidPrefix))
    await store.send(.openURL(URL(string: "inventory://items/42/bogus")!))
    await store.receive(\.open, .item(42))
    await store.receive(\.linkFailed) { $0.failedLink = "inventory://items/42/bogus" }
    await clock.advance(by: .seconds(2))
    await store.receive(\.loaded, 42) {
      $0.path.append(LinkedScreen.State(name: "item 42"))
    }
  }

  @Test func anAppWrittenWithoutTheMacroOpensLinksAndReportsTheOnesThatFail() async {
    let store = TestStore(initialState: HandWrittenLinkedApp.State()) { HandWrittenLinkedApp() }
    await store.send(.openURL(URL(string: "inventory://items/7/edit")!))
    await store.receive(\.open, .editItem(7)) { $0.opened = [.editItem(7)] }
    await store.send(.openURL(URL(string: "inventory://nowhere")!))
    await store.receive(\.linkFailed) { $0.failedLinks = ["inventory://nowhere"] }
    await store.send(.open(.items)) { $0.opened.append(.items) }
  }
}
