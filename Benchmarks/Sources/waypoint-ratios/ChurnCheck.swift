import MallocInterposerSwift
import WaypointShapes

/// Shape 5's memory check: after many push + pop cycles, each pushing a screen whose effect runs
/// until it is popped, the heap holds what it held before, and no effect is left running.
@MainActor
struct ChurnCheck {
  struct Result {
    /// Heap bytes in use after the churn minus before it: the least over the rounds.
    var heapGrowth: Int
    /// Resident memory after minus before, in bytes: coarse, for the record.
    var residentGrowth: Int
    /// Effects started during the churn: one per pushed screen.
    var effectsStarted: Int
    /// Effects still running after the churn and a settle.
    var effectsRunning: Int
    /// Screens still on the stack.
    var leftOnStack: Int
    var countsAllocations: Bool

    var isClean: Bool { effectsRunning == 0 && leftOnStack == 0 }
  }

  let cycles: Int
  /// How many times the churn is measured. The concurrency runtime frees a finished task's
  /// memory on its own schedule, so up to a few hundred small blocks (tens of KiB, on the baseline
  /// as much as on Waypoint) are still on their way out when a churn ends, more or fewer from run
  /// to run. Memory kept per cycle would be kept in every run, so the least growth is the one
  /// that tells.
  let rounds: Int
  let measurement: Measurement

  func run(_ driver: any Driver) async -> Result {
    // Warm up to the steady state: buffers grown, metadata and task-local caches built.
    await churn(driver, cycles: min(cycles, 2_000))

    var result: Result?
    for _ in 0..<rounds {
      let round = await measuredChurn(driver)
      guard var kept = result else {
        result = round
        continue
      }
      // Least growth, worst everything else: a round that leaves effects or screens behind, or
      // starts too few effects, is what is reported.
      kept.heapGrowth = min(kept.heapGrowth, round.heapGrowth)
      kept.residentGrowth = min(kept.residentGrowth, round.residentGrowth)
      kept.effectsStarted = min(kept.effectsStarted, round.effectsStarted)
      kept.effectsRunning = max(kept.effectsRunning, round.effectsRunning)
      kept.leftOnStack = max(kept.leftOnStack, round.leftOnStack)
      kept.countsAllocations = kept.countsAllocations && round.countsAllocations
      result = kept
    }
    return result!
  }

  /// One churn, counting the heap around it.
  private func measuredChurn(_ driver: any Driver) async -> Result {
    let startedBefore = LiveEffects.started
    MallocInterposerSwift.initialize()
    MallocInterposerSwift.hook()
    let residentBefore = residentBytes()
    await churn(driver, cycles: cycles)
    let residentAfter = residentBytes()
    MallocInterposerSwift.unhook()
    let stats = MallocInterposerSwift.getStatistics()
    return Result(
      heapGrowth: stats.mallocBytesCount - stats.freeBytesCount,
      residentGrowth: residentAfter - residentBefore,
      effectsStarted: LiveEffects.started - startedBefore,
      effectsRunning: LiveEffects.running,
      leftOnStack: driver.checksum,
      countsAllocations: stats.mallocCount > 0
    )
  }

  private func churn(_ driver: any Driver, cycles: Int) async {
    var done = 0
    while done < cycles {
      let batch = min(1_000, cycles - done)
      for _ in 0..<batch { driver.step() }
      done += batch
      // Let the cancelled effects finish, as the main run loop of an app would between events.
      await measurement.settle()
    }
    await measurement.settle()
  }
}

/// The resident set size of this process, from `/proc/self/statm`, or 0 where there is none.
func residentBytes() -> Int {
  guard let file = fopen("/proc/self/statm", "r") else { return 0 }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
  let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
  let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
  guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
