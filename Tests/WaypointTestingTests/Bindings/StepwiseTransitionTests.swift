import Clocks
import ConcurrencyExtras
import Observation
import Testing
import Waypoint

/// A root with a stack and a sheet that holds its own stack: enough levels for a deep link that
/// SwiftUI must show in steps.
struct StepwiseHost: Reducer {
  struct Sheet: Equatable {
    var id: Int
    var path = StackState<Int>()
  }

  struct State: Equatable, NavigationRoutable {
    var path = StackState<Int>()
    var sheet: Sheet?
    /// Puts an alert under the sheet's pushes: routes SwiftUI cannot show.
    var alertUnderSheetPushes = false
    var pings = 0

    enum RouteID: Hashable {
      case element(StackElementID)
      case sheet(Int)
      case alert
    }

    var navigationRoutes: [NavigationRoute<RouteID>] {
      var routes = path.ids.map { NavigationRoute.push(RouteID.element($0)) }
      guard let sheet else { return routes }
      routes.append(.sheet(.sheet(sheet.id)))
      if alertUnderSheetPushes { routes.append(.alert(.alert)) }
      routes += sheet.path.ids.map { .push(.element($0)) }
      return routes
    }

    func keepingNavigationRoutes(_ count: Int) -> State {
      var state = self
      if count <= path.count {
        state.path = path.keepingNavigationRoutes(count)
        state.sheet = nil
      } else {
        state.sheet?.path = sheet!.path.keepingNavigationRoutes(count - path.count - 1)
      }
      return state
    }
  }

  enum Action: Equatable {
    case open(path: [Int], sheet: Int?, sheetPath: [Int], alert: Bool = false)
    case ping
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .open(path, sheet, sheetPath, alert):
      state.path.replace(with: path) { $0 == $1 }
      state.sheet = sheet.map { Sheet(id: $0, path: StackState(sheetPath)) }
      state.alertUnderSheetPushes = alert
    case .ping:
      state.pings += 1
    }
    return .none
  }
}

@MainActor
@Suite struct StepwiseTransitionTests {
  typealias RouteID = StepwiseHost.State.RouteID

  func start() -> StepwiseHost.State {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = StepwiseHost.State()
      state.path.append(contentsOf: [1, 2, 3])
      state.sheet = StepwiseHost.Sheet(id: 7, path: StackState([8]))
      return state
    }
  }

  func makeStore() -> StoreOf<StepwiseHost> {
    Store(initialState: start()) {
      StepwiseHost()
    } withDependencies: {
      $0.stackElementID = .incrementing(from: 10)
    }
  }

  /// A compact picture of what observers see: `1 2 3 [7] 8`.
  func picture(_ store: StoreOf<StepwiseHost>) -> String {
    store.withState { state in
      var parts = state.path.map(String.init)
      if let sheet = state.sheet {
        parts.append("[\(sheet.id)]")
        parts += sheet.path.map(String.init)
      }
      return parts.joined(separator: " ")
    }
  }

  @Test func aDeepLinkAcrossLevelsShowsDismissalThenTheStackThenTheNewSheet() async {
    let store = makeStore()
    var shown: [String] = []
    await store.send(
      .open(path: [1, 4], sheet: 9, sheetPath: [5, 6]),
      transition: .stepwise(pause: .seconds(1), clock: ImmediateClock()) { change in
        change()
        shown.append(picture(store))
      })
    #expect(shown == ["1 2 3", "1 4", "1 4 [9] 5 6"])
    #expect(picture(store) == "1 4 [9] 5 6")
    // The element kept at the bottom kept its ID; the reducer's state is the last step.
    #expect(store.path.ids.elements.first == 0)
  }

  @Test func eachStepShowsForThePauseBeforeTheNext() async {
    let store = makeStore()
    let clock = ManualClock()
    let transition = Task {
      await store.send(
        .open(path: [], sheet: nil, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { picture(store) == "1 2 3" }
    // The first step shows before the pause starts: wait until the transition sleeps, or the
    // clock would move on before the pause began and never reach its end.
    await until { clock.sleepsBegun == 1 }
    await clock.advance(by: .milliseconds(599))
    #expect(picture(store) == "1 2 3")
    await clock.advance(by: .milliseconds(1))
    // The pause is over: the next step shows once the transition's task has had its turn,
    // which a loaded machine may give it after `advance` returns.
    await until { picture(store) == "" }
    #expect(picture(store) == "")
    // That was the last step: the transition ends.
    _ = await transition.value
  }

  @Test func aSendDuringATransitionLandsItFirst() async {
    let store = makeStore()
    let clock = TestClock()
    let transition = Task {
      await store.send(
        .open(path: [1, 4], sheet: 9, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { picture(store) == "1 2 3" }
    store.send(.ping)
    // The ping was reduced on the reducer's state, not on the step shown.
    #expect(picture(store) == "1 4 [9]")
    #expect(store.pings == 1)
    await settle([transition], on: clock)
    #expect(picture(store) == "1 4 [9]")
  }

  @Test func aNewerTransitionTakesThePlaceOfOneUnderWay() async {
    let store = makeStore()
    let clock = TestClock()
    let first = Task {
      await store.send(
        .open(path: [1], sheet: 9, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { picture(store) == "1 2 3" }
    let second = Task {
      await store.send(
        .open(path: [1, 2], sheet: nil, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { picture(store) == "1" }
    await settle([first, second], on: clock)
    #expect(picture(store) == "1 2")
  }

  @Test func aChangeWithinOneLevelShowsAtOnce() async {
    let store = makeStore()
    var steps = 0
    await store.send(
      .open(path: [1, 2, 3], sheet: 7, sheetPath: [8, 9]),
      transition: .stepwise(clock: ImmediateClock()) { change in
        steps += 1
        change()
      })
    #expect(steps == 0)
    #expect(picture(store) == "1 2 3 [7] 8 9")
  }

  @Test func routesSwiftUICannotShowAreReportedAndTheChangeShowsAtOnce() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(
        .open(path: [1], sheet: 9, sheetPath: [5], alert: true),
        transition: .stepwise(clock: ImmediateClock()))
    } matching: {
      $0.description.contains("A stepwise transition could not be planned")
        && $0.description.contains("The target routes are invalid")
    }
    #expect(picture(store) == "1 [9] 5")
    #expect(store.alertUnderSheetPushes)
  }

  @Test func anImmediateTransitionIsAPlainSend() async {
    let store = makeStore()
    await store.send(.open(path: [], sheet: nil, sheetPath: []), transition: .immediate)
    #expect(picture(store) == "")
  }

  @Test func aStackCutsBackToItsFirstElements() {
    let stack = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState([1, 2, 3])
    }
    #expect(stack.navigationRoutes == [.push(0), .push(1), .push(2)])
    #expect(Array(stack.keepingNavigationRoutes(1)) == [1])
    #expect(stack.keepingNavigationRoutes(1).ids.elements == [0])
    #expect(stack.keepingNavigationRoutes(5) == stack)
  }
}

/// A root with `@ObservableState`, whose observers are told of changes by its own properties.
@Reducer
struct ObservedStepwiseHost {
  @ObservableState
  struct State: Equatable, NavigationRoutable {
    var path = StackState<Int>()
    var sheet: Int?

    var navigationRoutes: [NavigationRoute<Int>] {
      path.ids.map { .push($0.rawValue) } + (sheet.map { [.sheet(-1 - $0)] } ?? [])
    }

    func keepingNavigationRoutes(_ count: Int) -> State {
      var state = self
      if count <= path.count {
        state.path = path.keepingNavigationRoutes(count)
        state.sheet = nil
      }
      return state
    }
  }

  enum Action: Equatable {
    case open(path: [Int], sheet: Int?)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .open(path, sheet):
      state.path.replace(with: path) { $0 == $1 }
      state.sheet = sheet
    }
    return .none
  }
}

@MainActor
@Suite struct StepwiseTransitionObservationTests {
  func makeStore() -> StoreOf<ObservedStepwiseHost> {
    var state = ObservedStepwiseHost.State()
    state.path = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState([1, 2, 3])
    }
    state.sheet = 7
    return Store(initialState: state) {
      ObservedStepwiseHost()
    } withDependencies: {
      $0.stackElementID = .incrementing(from: 10)
    }
  }

  /// Tracks a read of the store, counting the changes observers are told of.
  func track(_ read: @escaping @MainActor () -> Void, into told: LockIsolated<Int>) {
    withObservationTracking {
      read()
    } onChange: {
      told.withValue { $0 += 1 }
    }
  }

  @Test func observersOfAnObservableStateAreToldOfEveryStep() async {
    let store = makeStore()
    let told = LockIsolated(0)
    var shown: [Int] = []
    track({ _ = store.path }, into: told)
    await store.send(
      .open(path: [1], sheet: 9),
      transition: .stepwise(clock: ImmediateClock()) { change in
        change()
        shown.append(told.value)
        self.track({ _ = store.path }, into: told)
      })
    // Dismiss, pop to one, present: each step told the observers it changed.
    #expect(shown == [1, 2, 3])
    #expect(store.path.count == 1)
    #expect(store.sheet == 9)
  }

  @Test func observersAreToldWhenASendLandsATransition() async {
    let store = makeStore()
    let clock = TestClock()
    let transition = Task {
      await store.send(.open(path: [1], sheet: 9), transition: .stepwise(clock: clock))
    }
    await until { store.sheet == nil }
    let told = LockIsolated(0)
    track({ _ = store.sheet }, into: told)
    await store.send(.open(path: [1], sheet: 9), transition: .immediate)
    #expect(told.value == 1)
    #expect(store.sheet == 9)
    await settle([transition], on: clock)
  }
}

@MainActor
@Suite struct StepwiseTransitionNumberingTests {
  /// A `StepwiseHost` store at `1 2 3 [7] 8`.
  func makeStore() -> StoreOf<StepwiseHost> {
    StepwiseTransitionTests().makeStore()
  }

  @Test func anOlderTransitionNeverShowsItsStepsOverANewerOne() async {
    let store = makeStore()
    let clock = TestClock()
    // Two steps each, so both wait for the same tick before their last.
    let first = Task {
      await store.send(
        .open(path: [1, 2], sheet: nil, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { StepwiseTransitionTests().picture(store) == "1 2 3" }
    let second = Task {
      await store.send(
        .open(path: [1, 4], sheet: 9, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { StepwiseTransitionTests().picture(store) == "1 4" }
    await settle([first, second], on: clock)
    #expect(StepwiseTransitionTests().picture(store) == "1 4 [9]")
  }

  @Test func aTransitionLandedByASendNeverComesBack() async {
    let store = makeStore()
    let clock = TestClock()
    let first = Task {
      await store.send(
        .open(path: [1, 2], sheet: nil, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { StepwiseTransitionTests().picture(store) == "1 2 3" }
    store.send(.ping)
    let second = Task {
      await store.send(
        .open(path: [1, 2, 3], sheet: 9, sheetPath: []), transition: .stepwise(clock: clock))
    }
    await until { StepwiseTransitionTests().picture(store) == "1 2 3" }
    await settle([first, second], on: clock)
    #expect(StepwiseTransitionTests().picture(store) == "1 2 3 [9]")
    #expect(store.pings == 1)
  }
}

/// Runs the clock, then waits for the transitions. A transition that reached its pause only
/// after the clock ran, on a busy machine, is cancelled: its pause then ends at once, and it ends
/// as it would have, without waiting on a clock no one advances. The clock gives the sleeps it
/// runs up to 10 seconds to finish, not half of one: under a sanitizer, on a loaded machine, the
/// tasks they wake take that long.
@MainActor
func settle(_ transitions: [Task<StoreTask, Never>], on clock: TestClock<Duration>) async {
  await clock.run(timeout: .seconds(10))
  for transition in transitions {
    await Task.megaYield()
    transition.cancel()
    _ = await transition.value
  }
}

/// A clock that moves only when a test advances it, and that counts its sleepers: one that has
/// begun to sleep is counted in the same step that records it, so that a test that sees it
/// asleep knows the next advance reaches it.
final class ManualClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let deadline: Instant
    let wake: CheckedContinuation<Void, any Error>
  }

  private let state = LockIsolated((now: Instant(offset: .zero), sleepers: [Sleeper](), slept: 0))

  var now: Instant { state.value.now }
  var minimumResolution: Duration { .zero }
  /// How many sleeps have begun.
  var sleepsBegun: Int { state.value.slept }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await withCheckedThrowingContinuation { continuation in
      let wake: Bool = state.withValue { state in
        state.slept += 1
        guard deadline > state.now else { return true }
        state.sleepers.append(Sleeper(deadline: deadline, wake: continuation))
        return false
      }
      if wake { continuation.resume() }
    }
  }

  /// Moves the clock on, and wakes every sleeper whose deadline it reaches.
  func advance(by duration: Duration) async {
    let due: [Sleeper] = state.withValue { state in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.wake.resume() }
    await Task.megaYield()
  }
}

/// Waits, a turn of the main actor at a time, until `condition` holds; records an issue if it
/// never does. What a test awaits happens on the main actor, so no time is measured.
@MainActor
func until(
  _ condition: @MainActor () -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
) async {
  for _ in 0..<100_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("The awaited condition never held.", sourceLocation: sourceLocation)
}
