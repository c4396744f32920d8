import Foundation

/// How many times a test repeats its work: `full`, or a tenth of it (at least one) in the
/// ThreadSanitizer lane of `.ci/run` (`WAYPOINT_SANITIZER=thread`).
///
/// For the slowest of the seeded property and fuzz tests and of the tests of thousands of
/// push-and-pop cycles, which work on one thread: there, the sanitizer has no race to find and
/// makes each repetition many times slower (every stack element ID resolves its dependency, and
/// in a test process that looks the current test up with `dlopen`, which the sanitizer
/// intercepts). Every repetition still runs in the debug suite and in the optimized suite under
/// AddressSanitizer.
///
/// - Parameter full: The number of repetitions everywhere else.
/// - Returns: The number of repetitions to make in this process.
public func repetitionCount(_ full: Int) -> Int {
  ProcessInfo.processInfo.environment["WAYPOINT_SANITIZER"] == "thread" ? max(1, full / 10) : full
}
