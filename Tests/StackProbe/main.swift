// Sends through 50 nested presentations and into the last element of a 1,000-element stack, on
// the main thread, and prints what the send changed. `StackDepthTests` runs it with its stack
// limited to 512 KiB (`ulimit -s 512`), the size of a secondary thread's stack on Apple
// platforms: a send that overflowed it would crash this process, not the test run.
import Foundation
import Waypoint

/// A screen that presents another screen like itself, and pushes rows on a stack.
@Reducer
struct Screen {
  @ObservableState
  struct State: Equatable {
    var depth = 0
    @Presents var child: Screen.State?
    var rows = StackState<Row.State>()
  }

  @CasePathable
  indirect enum Action {
    case child(PresentationAction<Screen.Action>)
    case rows(StackActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$child, action: \.child) { Screen() }
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// A row that counts its taps.
@Reducer
struct Row {
  @ObservableState
  struct State: Equatable {
    var taps = 0
  }

  enum Action {
    case tap
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

/// `--depth N`: the presentations to send through (50 unless told).
let depth =
  CommandLine.arguments.firstIndex(of: "--depth").flatMap {
    CommandLine.arguments.dropFirst($0 + 1).first.flatMap { Int($0) }
  } ?? 50
let elements = 1_000

var limit = rlimit()
#if canImport(Glibc)
  getrlimit(Int32(RLIMIT_STACK.rawValue), &limit)
#else
  getrlimit(RLIMIT_STACK, &limit)
#endif
print("stack limit: \(limit.rlim_cur == rlim_t.max ? "unlimited" : "\(limit.rlim_cur / 1024) KiB")")
// Out before a crash, so that a test reads it.
fflush(nil)

MainActor.assumeIsolated {
  // The innermost screen holds the stack; each screen above presents the one below it.
  var state = withDependencies {
    $0.stackElementID = .incrementing()
  } operation: {
    var innermost = Screen.State(depth: depth)
    innermost.rows = StackState((0..<elements).map { _ in Row.State() })
    return innermost
  }
  let lastID = state.rows.ids.last!
  for level in (0..<depth).reversed() {
    state = Screen.State(depth: level, child: state)
  }
  var action = Screen.Action.rows(.element(id: lastID, action: .tap))
  for _ in 0..<depth {
    action = .child(.presented(action))
  }

  let store = Store(initialState: state) { Screen() }
  store.send(action)
  // The same send again, from the store of the innermost screen, scoped 50 times.
  var innermost = store
  for _ in 0..<depth {
    innermost = innermost.scope(state: \.child, action: \.child.presented)!
  }
  innermost.send(.rows(.element(id: lastID, action: .tap)))

  var reached = store.state
  var levels = 0
  while let child = reached.child {
    reached = child
    levels += 1
  }
  let taps = reached.rows.last!.taps
  print("presentations: \(levels), elements: \(reached.rows.count), taps: \(taps)")
}
