import ConcurrencyExtras
import CustomDump
import Dependencies
import IssueReporting
import Waypoint

/// Tests a feature exhaustively: every state change, every action its effects send back, and
/// every effect still running at the end must be asserted.
///
/// ```swift
/// @Test func navigationFlow() async {
///   let store = TestStore(initialState: RootFeature.State()) {
///     RootFeature()
///   }
///   await store.send(.detailButtonTapped(item)) {
///     $0.path.append(.detail(DetailFeature.State(item: item)))
///   }
///   await store.send(\.path[id: 0].detail.editButtonTapped) {
///     $0.path.append(.edit(EditFeature.State(item: item)))
///   }
///   await store.send(.path(.element(id: 1, action: .edit(.saveButtonTapped)))) {
///     $0.path.pop(from: 1)
///   }
/// }
/// ```
///
/// Stack element IDs are deterministic: each test store's generator starts at 0, and the closure
/// that describes the expected state sees the same IDs the reducer produced.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the test is checked. Defaults to ``Exhaustivity/on``.
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``
  /// and ``finish(timeout:fileID:filePath:line:column:)`` wait by default.
  public var timeout: Duration

  let core: RootCore<State, Action>
  let generator: StackElementIDGenerator
  let location: TestLocation

  /// The state as the test has asserted it so far.
  var expectedState: State
  /// Actions sent back by effects and not yet asserted, each with the state right after it.
  var received: [ReceivedAction] = []
  /// The stack-ID generator's position before the next action is reduced.
  var generatorMark: StackElementID
  /// The state right after the most recent action sent with `send`.
  var stateAfterSend: State?

  struct ReceivedAction {
    var action: Action
    var state: State
    var generatorBefore: StackElementID
  }

  /// Creates a test store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from. Built with the test store's dependencies, so stack
  ///     elements in it get IDs from 0. A state built before (in a `let`, or decoded) keeps its
  ///     IDs, and the store's pushes start above the largest of them.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies, such as a test clock.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let generator = StackElementIDGenerator.incrementing()
    let dependencies = withDependencies {
      $0.context = .test
      $0.stackElementID = generator
      prepareDependencies(&$0)
    } operation: {
      DependencyValues._current
    }
    let initialState = DependencyValues.$_current.withValue(dependencies) { initialState() }
    // A state built before the test store drew its IDs from another generator: pushes must not
    // reuse them.
    if let largest = StackElementIDScan.largestID(in: initialState) {
      dependencies.stackElementID.skip(past: largest)
    }
    self.generator = dependencies.stackElementID
    self.core = RootCore(initialState: initialState, reducer: reducer(), dependencies: dependencies)
    core.recordsEffectOrigins = true
    self.expectedState = initialState
    self.generatorMark = dependencies.stackElementID.peek()
    self.timeout = .seconds(1)
    self.location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    core.didReduce = { [weak self] action, origin in
      self?.record(action, origin: origin)
    }
  }

  deinit {
    // The end-of-test checks must run before the test returns, so they cannot wait for an
    // isolated deinit to be scheduled. A test store is main-actor isolated, so its last reference
    // is released on the main actor.
    MainActor.assumeIsolated {
      completed()
    }
  }

  /// The current state.
  public var state: State {
    core.state
  }

  /// The dependencies the feature runs with. Change them between steps to change what later
  /// effects see.
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  private func record(_ action: Action, origin: RootCore<State, Action>.Origin) {
    let mark = generatorMark
    generatorMark = generator.peek()
    switch origin {
    case .user:
      stateAfterSend = core.state
    case .effect:
      received.append(ReceivedAction(action: action, state: core.state, generatorBefore: mark))
    }
  }

  /// Whether assertions are checked exhaustively.
  var isExhaustive: Bool { exhaustivity == .on }

  /// The assertions skipped so far because exhaustivity is off.
  var skippedAssertions: [String] = []

  /// Records a skipped assertion, and reports it as a known issue when exhaustivity is off and
  /// skipped assertions are shown.
  func reportSkipped(_ message: String, at location: TestLocation) {
    skippedAssertions.append(message)
    guard case .off(showSkippedAssertions: true) = exhaustivity else { return }
    withExpectedIssue {
      location.report("Skipped assertion: …\n\n" + message)
    }
  }

  /// Checks, at the end of the test, that nothing was left unasserted.
  private func completed() {
    if !received.isEmpty {
      let message = """
        The store received \(received.count) unexpected \
        action\(received.count == 1 ? "" : "s") by the end of the test:

        \(received.map { "  • " + describe($0.action, indent: 4) }.joined(separator: "\n"))

        Assert each with "await store.receive(…)", or call "await store.skipReceivedActions()" \
        to skip them.
        """
      if isExhaustive {
        location.report(message)
      } else {
        reportSkipped(message, at: location)
      }
    }
    let running = core.runningEffects
    if !running.isEmpty {
      let message = """
        \(running.count) effect\(running.count == 1 ? " is" : "s are") still running at the end \
        of the test. Started by:

        \(running.map { "  • " + describe($0.origin, indent: 4) }.joined(separator: "\n"))

        Every effect must finish before the test ends. Wait with "await store.finish()", cancel \
        long-living effects by sending the action that cancels them (or dismiss the feature \
        that owns them), or call "await store.skipInFlightEffects()".
        """
      if isExhaustive {
        location.report(message)
      } else {
        reportSkipped(message, at: location)
      }
    }
    core.cancelAllEffects()
  }
}

/// Where a test step was written, so failures point at it.
struct TestLocation {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt

  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A readable, indented dump of a value for failure messages.
func describe(_ value: Any, indent: Int = 2) -> String {
  var output = ""
  customDump(value, to: &output)
  return output.split(separator: "\n", omittingEmptySubsequences: false)
    .joined(separator: "\n" + String(repeating: " ", count: indent))
}

extension TestStore {
  /// Gives effects that were just started a chance to run up to their first suspension.
  ///
  /// An effect's task starts on the main actor, and its work may hop to other threads. On a
  /// loaded machine a task can wait a long time before it begins, so the store first waits,
  /// up to ``timeout``, until every running effect has begun; then a few short real pauses let
  /// each reach its first suspension, so that an effect registers its sleep with a test clock
  /// before the test advances it, and a quick effect is over before the test ends.
  func settleEffects() async {
    await Task.megaYield()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while core.registry.hasUnstartedEffects, clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
      await Task.megaYield()
    }
    for _ in 0..<3 {
      await Task.megaYield()
      try? await Task.sleep(for: .milliseconds(1))
    }
    await Task.megaYield()
  }
}
