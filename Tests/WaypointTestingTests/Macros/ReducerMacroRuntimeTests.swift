import Foundation
import Testing
import Waypoint
import WaypointTesting

@Reducer
struct Tally {
  struct State: Equatable, Codable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case closeTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .closeTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Memo: Reducer {
  struct State: Equatable, Codable {
    var text = ""
  }
  enum Action: Equatable {
    case edit(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .edit(text):
      state.text = text
      return .none
    }
  }
}

@Reducer
struct Lobby {
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case path(StackAction<Path.State, Path.Action>)
    case destination(PresentationAction<Destination.Action>)
    case showCounter
    case showAlert
  }

  @Reducer
  enum Path {
    case counter(Tally)
    case note(Memo)
  }

  @Reducer
  enum Destination {
    case counter(Tally)
    case alert(AlertState<Alert>)

    enum Alert: Equatable {
      case confirm
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showCounter:
        state.destination = .counter(Tally.State())
        return .none
      case .showAlert:
        state.destination = .alert(AlertState { TextState("Sure?") })
        return .none
      case .destination(.presented(.alert(.confirm))):
        state.path.append(.note(Memo.State(text: "confirmed")))
        return .none
      case .path, .destination:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Lobby.Path.State: Equatable, Codable {}
extension Lobby.Destination.State: Equatable {}
extension Lobby.Destination.Action: Equatable {}
extension Lobby.Path.Action: Equatable {}

/// `@Reducer` structs and enums of features run as the hand-written forms do.
@MainActor
@Suite struct ReducerMacroRuntimeTests {
  @Test func aStackOfAnEnumsFeaturesRunsEachElement() async {
    let store = TestStore(initialState: Lobby.State()) { Lobby() }
    await store.send(.path(.push(id: 0, state: .counter(Tally.State())))) {
      $0.path.append(.counter(Tally.State()))
    }
    await store.send(.path(.element(id: 0, action: .counter(.increment)))) {
      $0.path[id: 0] = .counter(Tally.State(count: 1))
    }
    await store.send(.path(.push(id: 1, state: .note(Memo.State())))) {
      $0.path.append(.note(Memo.State()))
    }
    await store.send(.path(.element(id: 1, action: .note(.edit("hi"))))) {
      $0.path[id: 1] = .note(Memo.State(text: "hi"))
    }
    // The element's state is read through dynamic member lookup on the generated state.
    #expect(store.state.path[id: 1]?.note?.text == "hi")
    #expect(store.state.path[id: 0]?.counter?.count == 1)
  }

  @Test func anActionForAnotherCaseOfTheElementIsReportedAndIgnored() async {
    let store = TestStore(initialState: Lobby.State()) { Lobby() }
    await store.send(.path(.push(id: 0, state: .note(Memo.State())))) {
      $0.path.append(.note(Memo.State()))
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .counter(.increment))))
    } matching: {
      $0.description.contains(
        "received an action for its case \"counter\" while its state held another case")
    }
  }

  @Test func aPresentedEnumFeatureRunsAndDismissesItself() async {
    let store = TestStore(initialState: Lobby.State()) { Lobby() }
    await store.send(.showCounter) { $0.destination = .counter(Tally.State()) }
    await store.send(.destination(.presented(.counter(.increment)))) {
      $0.destination = .counter(Tally.State(count: 1))
    }
    await store.send(.destination(.presented(.counter(.closeTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func anAlertCaseHasNoReducerAndClosesAfterItsAction() async {
    let store = TestStore(initialState: Lobby.State()) { Lobby() }
    await store.send(.showAlert) { $0.destination = .alert(AlertState { TextState("Sure?") }) }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.path.append(.note(Memo.State(text: "confirmed")))
    }
  }

  @Test func aStoreOfAnEnumSwitchesOnItsCase() {
    let store = Store(initialState: Lobby.State()) { Lobby() }
    store.send(.path(.push(id: 0, state: .counter(Tally.State(count: 3)))))
    store.send(.showAlert)
    guard let element = store.scope(state: \.path[id: 0], action: \.path[id: 0]) else {
      Issue.record("No element store")
      return
    }
    switch element.case {
    case let .counter(counter):
      #expect(counter.count == 3)
      counter.send(.increment)
      #expect(store.path[id: 0]?.counter?.count == 4)
    case .note:
      Issue.record("Expected the counter")
    }
    guard let destination = store.scope(state: \.destination, action: \.destination) else {
      Issue.record("No destination store")
      return
    }
    switch destination.case {
    case let .alert(alert):
      #expect(alert == AlertState { TextState("Sure?") })
    case .counter:
      Issue.record("Expected the alert")
    }
  }

  @Test func theGeneratedStateIsCodableThroughTheAuthorsExtension() throws {
    var path = StackState<Lobby.Path.State>()
    path.append(.counter(Tally.State(count: 2)))
    path.append(.note(Memo.State(text: "a")))
    let data = try JSONEncoder().encode(path)
    let decoded = try JSONDecoder().decode(StackState<Lobby.Path.State>.self, from: data)
    #expect(decoded == path)
    #expect(Array(Lobby.Path.State.allCasePaths).count == 2)
  }
}
