import WaypointShapes

/// Times both sides of a shape in the same process, alternating which goes first, and reports
/// medians.
@MainActor
struct Measurement {
  let options: Options
  private let clock = ContinuousClock()

  init(options: Options) {
    self.options = options
  }

  /// The result of comparing two drivers.
  struct Result {
    var waypoint: Duration
    var baseline: Duration
    /// The median of the per-round ratios of Waypoint's time to the baseline's.
    var ratio: Double
    var operationsPerSample: Int
  }

  func compare(_ waypoint: any Driver, _ baseline: any Driver) async -> Result {
    // Warm up: fill caches, resolve metadata, grow buffers to their steady size.
    _ = sample(waypoint, operations: 3)
    _ = sample(baseline, operations: 3)
    await settle()

    let operations = calibrate(waypoint)
    await settle()
    var waypointTimes: [Duration] = []
    var baselineTimes: [Duration] = []
    var ratios: [Double] = []
    for round in 0..<options.rounds {
      var w: Duration
      var b: Duration
      // Each sample starts settled: the effects the other side cancelled would otherwise be
      // charged to whichever side goes second, and the median of the ratios, which alternate
      // in order, would fall to one order or the other from run to run.
      if round.isMultiple(of: 2) {
        w = sample(waypoint, operations: operations)
        await settle()
        b = sample(baseline, operations: operations)
      } else {
        b = sample(baseline, operations: operations)
        await settle()
        w = sample(waypoint, operations: operations)
      }
      await settle()
      // Per unit of the shape: per node, for a step that handles many.
      w /= waypoint.unitsPerStep
      b /= baseline.unitsPerStep
      waypointTimes.append(w)
      baselineTimes.append(b)
      ratios.append(w / b)
    }
    return Result(
      waypoint: median(waypointTimes),
      baseline: median(baselineTimes),
      ratio: median(ratios),
      operationsPerSample: operations
    )
  }

  /// The time of one operation, averaged over `operations` of them.
  private func sample(_ driver: any Driver, operations: Int) -> Duration {
    if driver.needsReset {
      var total = Duration.zero
      for _ in 0..<operations {
        let start = clock.now
        driver.step()
        total += clock.now - start
        driver.reset()
      }
      return total / operations
    }
    let start = clock.now
    for _ in 0..<operations { driver.step() }
    return (clock.now - start) / operations
  }

  /// How many operations make one sample last at least the target.
  private func calibrate(_ driver: any Driver) -> Int {
    guard options.sampleTarget > .zero else { return 1 }
    var operations = 1
    while operations < 1 << 24 {
      let elapsed = sample(driver, operations: operations) * operations
      if elapsed >= options.sampleTarget / 4 {
        let scale = options.sampleTarget / elapsed
        return max(1, Int((Double(operations) * scale).rounded(.up)))
      }
      operations *= 4
    }
    return operations
  }

  /// Lets effects cancelled during a sample finish, so they are not charged to the next one.
  ///
  /// An effect whose task has not begun yet is counted by no one, so a zero count alone does not
  /// mean the work is done: the wait ends once nothing runs and nothing new has started over
  /// three checks a millisecond apart.
  func settle() async {
    for _ in 0..<4 { await Task.yield() }
    var quietChecks = 0
    var lastStarted = LiveEffects.started
    var waited = 0
    while quietChecks < 3, waited < 10_000 {
      try? await Task.sleep(for: .milliseconds(1))
      waited += 1
      let started = LiveEffects.started
      if LiveEffects.running == 0, started == lastStarted {
        quietChecks += 1
      } else {
        quietChecks = 0
      }
      lastStarted = started
    }
    for _ in 0..<4 { await Task.yield() }
  }
}

func median(_ values: [Duration]) -> Duration {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}
