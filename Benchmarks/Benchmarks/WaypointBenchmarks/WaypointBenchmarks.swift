import Benchmark
import WaypointShapes

// Every shape of the suite, both sides, registered with ordo-one/benchmark for its metrics
// (instructions, allocations, percentiles) and its baseline comparisons:
//
//     swift package --disable-sandbox benchmark
//     swift package --disable-sandbox benchmark baseline update main
//     swift package --disable-sandbox benchmark baseline check main
//
// The ratio table comes from `waypoint-ratios` (`./run`), which times both sides in one process.
// Set WAYPOINT_BENCHMARK_SMOKE=1 to run each benchmark for a single iteration.

let benchmarks: @Sendable () -> Void = {
  let smoke = getenv("WAYPOINT_BENCHMARK_SMOKE") != nil
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    warmupIterations: smoke ? 0 : 3,
    maxDuration: smoke ? .milliseconds(1) : .seconds(2),
    maxIterations: smoke ? 1 : 10_000
  )
  for shape in Shapes.all {
    register(
      shape.name + " — " + shape.waypointName, scaled: smoke ? .one : .kilo,
      make: shape.makeWaypoint)
    register(
      shape.name + " — " + shape.baselineName, scaled: smoke ? .one : .kilo,
      make: shape.makeBaseline)
  }
}

/// Registers one side of a shape. Steps that must be reset are measured one at a time, with the
/// reset outside the measurement.
private func register(
  _ name: String,
  scaled scalingFactor: BenchmarkScalingFactor,
  make: @escaping @MainActor @Sendable () -> any Driver
) {
  Benchmark(name, configuration: .init(scalingFactor: scalingFactor)) { benchmark async in
    let benchmark = UncheckedBenchmark(benchmark)
    await MainActor.run {
      let driver = DriverCache.driver(named: name, make: make)
      if driver.needsReset {
        benchmark.value.startMeasurement()
        driver.step()
        benchmark.value.stopMeasurement()
        driver.reset()
      } else {
        benchmark.value.startMeasurement()
        for _ in benchmark.value.scaledIterations { driver.step() }
        benchmark.value.stopMeasurement()
      }
      blackHole(driver.checksum)
    }
  }
}

/// One driver per benchmark, built on its first iteration and kept for the next ones.
@MainActor
private enum DriverCache {
  static var drivers: [String: any Driver] = [:]

  static func driver(named name: String, make: () -> any Driver) -> any Driver {
    if let driver = drivers[name] { return driver }
    let driver = make()
    drivers[name] = driver
    return driver
  }
}

/// Carries the benchmark, which the runner drives one iteration at a time, onto the main actor.
private struct UncheckedBenchmark: @unchecked Sendable {
  let value: Benchmark
  init(_ value: Benchmark) { self.value = value }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
