import Clocks
import ConcurrencyExtras
import IssueReporting
import Waypoint

/// Collects the issues reported while `body` runs, instead of failing the test with them.
@MainActor
func capturingIssues(_ body: () async -> Void) async -> [String] {
  let reporter = CapturingReporter()
  await withIssueReporters([reporter]) {
    await body()
  }
  return reporter.messages.value
}

private final class CapturingReporter: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    messages.withValue { $0.append(message) }
  }
}

/// A stack of `Screen`s whose parent reaches into an element to change the element's sheet.
struct NestedSheetHost: Reducer {
  struct State: Equatable {
    var path = StackState<Screen.State>()
  }

  @CasePathable
  enum Action: Equatable {
    case push(id: Int)
    case clearSheet(in: StackElementID)
    case replaceSheet(in: StackElementID, id: Int)
    case path(StackAction<Screen.State, Screen.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .push(id):
        state.path.append(Screen.State(id: id))
        return .none
      case let .clearSheet(elementID):
        state.path[id: elementID]?.sheet = nil
        return .none
      case let .replaceSheet(elementID, id):
        state.path[id: elementID]?.sheet = Screen.State(id: id)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Screen() }
  }
}

/// A root that presents a `Screen` and looks at `isPresented` when the child's effect reports
/// back: in its reducer, and in an effect it starts in response.
struct RootWatcher: Reducer {
  struct State: Equatable {
    @Presents var child: Screen.State?
    var reducerSawPresented: Bool?
    var effectSawPresented: Bool?
  }

  @CasePathable
  enum Action: Equatable {
    case present
    case effectSawPresented(Bool)
    case child(PresentationAction<Screen.Action>)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.child = Screen.State(id: 1)
        return .none
      case .child(.presented(.presentedInEffect)):
        state.reducerSawPresented = isPresented
        return .run { send in await send(.effectSawPresented(isPresented)) }
      case .child(.presented(.tick)):
        // A root feature that closes itself "if it can", as the documentation recommends.
        return .run { _ in
          if isPresented { await dismiss() }
        }
      case let .effectSawPresented(value):
        state.effectSawPresented = value
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Screen() }
  }
}

/// A sheet whose content is a `Screen` held in optional state and integrated with `ifLet`.
struct OptionalContent: Reducer {
  struct State: Equatable {
    var inner: Screen.State?
  }

  @CasePathable
  enum Action: Equatable {
    case inner(Screen.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.inner, action: \.inner) { Screen() }
  }
}

struct OptionalContentHost: Reducer {
  struct State: Equatable {
    @Presents var sheet: OptionalContent.State?
  }

  @CasePathable
  enum Action: Equatable {
    case present
    case sheet(PresentationAction<OptionalContent.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.sheet = OptionalContent.State(inner: Screen.State(id: 1))
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) { OptionalContent() }
  }
}

/// A child that answers `ping` with a synchronous `.send(.pong)`.
struct Pinger: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case ping
    case pong
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ping:
        return .send(.pong)
      case .pong:
        state.log.append("pong")
        return .none
      }
    }
  }
}

/// Ends a `Pinger`'s presentation, or pops its element, in the same action that made it ping.
struct PingerHost: Reducer {
  struct State: Equatable {
    @Presents var child: Pinger.State?
    var path = StackState<Pinger.State>()
  }

  @CasePathable
  enum Action: Equatable {
    case present(id: Int)
    case push(id: Int)
    case child(PresentationAction<Pinger.Action>)
    case path(StackAction<Pinger.State, Pinger.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .present(id):
        state.child = Pinger.State(id: id)
        return .none
      case let .push(id):
        state.path.append(Pinger.State(id: id))
        return .none
      case .child(.presented(.ping)):
        // Move on to the next presentation.
        state.child = state.child.map { Pinger.State(id: $0.id + 1) }
        return .none
      case let .path(.element(id, .ping)):
        state.path.pop(from: id)
        return .none
      case .child, .path:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Pinger() }
    .forEach(\.path, action: \.path) { Pinger() }
  }
}

/// Starts two timers with one action.
struct TwoTimers: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        let timer = Effect<Action>.run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        return .merge(timer, timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}
