import Synchronization

/// Counts the long-running effects that have started and that are still running, so a benchmark
/// can prove through public behaviour alone that every effect of a popped screen stopped.
public enum LiveEffects {
  private static let counts = Mutex<(started: Int, running: Int)>((0, 0))

  /// Effects started since the process began.
  public static var started: Int { counts.withLock { $0.started } }

  /// Effects started and not yet finished.
  public static var running: Int { counts.withLock { $0.running } }

  /// Runs until cancelled, as a screen's long-lived effect does (a timer, a stream, a socket).
  public static func park() async {
    counts.withLock {
      $0.started += 1
      $0.running += 1
    }
    defer { counts.withLock { $0.running -= 1 } }
    try? await Task.sleep(for: .seconds(86_400))
  }
}
