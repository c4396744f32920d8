import WaypointShapes

// Times every shape of the suite against its hand-written baseline in this one process and
// prints the table: shape, Waypoint, baseline, ratio, goal, met.

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let measurement = Measurement(options: options)
var table = Table(header: ["shape", "Waypoint", "baseline", "ratio", "goal", "met"])
var failures: [String] = []

@MainActor func matches(_ name: String) -> Bool {
  options.filter.map { name.contains($0) } ?? true
}

@MainActor func verdict(_ met: Bool) -> String {
  options.smoke ? "(smoke)" : met ? "yes" : "NO"
}

/// Checks that both sides reach the same state after the same steps.
@MainActor func checkSameState(_ shape: Shape) {
  let waypoint = shape.makeWaypoint()
  let baseline = shape.makeBaseline()
  for _ in 0..<3 {
    waypoint.step()
    baseline.step()
  }
  if waypoint.checksum != baseline.checksum {
    failures.append(
      "\(shape.name): Waypoint's state (\(waypoint.checksum)) differs from the baseline's (\(baseline.checksum))"
    )
  }
}

if let profile = options.profile {
  guard let shape = Shapes.all.first(where: { matches($0.name) }) else {
    print("waypoint-ratios: no shape matches \(options.filter ?? "")")
    exit(2)
  }
  let driver = profile.side == "baseline" ? shape.makeBaseline() : shape.makeWaypoint()
  for _ in 0..<profile.steps {
    driver.step()
    if driver.needsReset { driver.reset() }
  }
  print("\(shape.name), \(profile.side): \(profile.steps) steps, checksum \(driver.checksum)")
  exit(0)
}

for shape in Shapes.all where matches(shape.name) {
  checkSameState(shape)
  let result = await measurement.compare(shape.makeWaypoint(), shape.makeBaseline())
  let goal: String
  let met: String
  switch shape.goal {
  case .none:
    goal = "—"
    met = "—"
  case let .ratioAtMost(limit):
    goal = "≤ \(decimal(limit))×"
    met = verdict(result.ratio <= limit)
  }
  // A shape that times Waypoint against itself says what each side ran, as shape 3's depth row.
  table.rows.append([
    "\(shape.name) (per \(shape.unit))",
    format(result.waypoint) + (shape.sides.map { " (\($0.waypoint))" } ?? ""),
    format(result.baseline) + (shape.sides.map { " (\($0.baseline))" } ?? ""),
    "\(decimal(result.ratio))×",
    goal,
    met,
  ])
}

// Per-action cost independent of depth: Waypoint at the deepest stack against Waypoint at the
// shallowest, interleaved in the same rounds like any other comparison.
if let shallowest = Shapes.stackDepths.first, let deepest = Shapes.stackDepths.last,
  matches("depth")
{
  let result = await measurement.compare(
    Shapes.stackSend(depth: deepest),
    Shapes.stackSend(depth: shallowest)
  )
  table.rows.append([
    "3. depth \(deepest.formatted) ÷ depth \(shallowest.formatted), both Waypoint (per send)",
    format(result.waypoint),
    format(result.baseline) + " (depth \(shallowest))",
    "\(decimal(result.ratio))×",
    "≤ 1.50×",
    verdict(result.ratio <= 1.5),
  ])
}

if matches("5.") {
  let check = ChurnCheck(
    cycles: options.churnCycles, rounds: options.smoke ? 1 : 3, measurement: measurement)
  let waypoint = await check.run(ChurnDriver())
  let baseline = await check.run(BaselineChurnDriver())
  for (side, result) in [("Waypoint", waypoint), ("baseline", baseline)] {
    if !result.isClean {
      failures.append(
        "5. \(side) left \(result.effectsRunning) effects running and \(result.leftOnStack) screens on the stack"
      )
    }
    // An effect whose element is popped before its task first runs may be cancelled before it
    // starts, which is right; nearly every push must still start its effect.
    if result.effectsStarted < options.churnCycles * 9 / 10 {
      failures.append(
        "5. \(side) started \(result.effectsStarted) effects for \(options.churnCycles) pushes"
      )
    }
  }
  @MainActor func describe(_ result: ChurnCheck.Result) -> String {
    let heap =
      result.countsAllocations ? formatBytes(result.heapGrowth) + " heap" : "heap not counted"
    return "\(heap), \(result.effectsRunning) effects left"
  }
  // Retaining anything per cycle (an effect's task, a cancellation key, a registry entry) would
  // grow the heap by at least one byte per cycle in every round; what is left under that is the
  // runtime's own caches settling, and shows on the baseline too.
  let met =
    waypoint.isClean && waypoint.countsAllocations && waypoint.heapGrowth < options.churnCycles
  table.rows.append([
    "5. memory after \(options.churnCycles.formatted) push + pop cycles (least of \(check.rounds))",
    describe(waypoint),
    describe(baseline),
    "—",
    "< 1 B/cycle, 0 left",
    options.smoke ? (waypoint.isClean ? "(smoke)" : "NO") : met ? "yes" : "NO",
  ])
  print(
    "resident memory growth over the churn: Waypoint \(formatBytes(waypoint.residentGrowth)), "
      + "baseline \(formatBytes(baseline.residentGrowth))"
  )
}

if matches("20.") {
  let waypoint = ObserverCount.waypoint()
  let baseline = ObserverCount.baseline()
  @MainActor func describe(_ told: ObserversTold) -> String {
    "\(told.sheetReaders) of \(told.sheetReaderCount) sheet, "
      + "\(told.otherReaders) of \(told.otherReaderCount) others"
  }
  let met = waypoint.sheetReaders == waypoint.sheetReaderCount && waypoint.otherReaders == 0
  table.rows.append([
    "20. present a sheet on a screen with 20 readers: observers told",
    describe(waypoint),
    describe(baseline),
    "—",
    "the sheet's only",
    met ? "yes" : "NO",
  ])
  if !met { failures.append("20. presenting a sheet told \(describe(waypoint))") }
}

print()
print(table.render())
print()
if options.smoke {
  print("Smoke run: every benchmark ran once; times above are not measurements.")
} else {
  print(
    "Times are per operation, the median of \(options.rounds) rounds; the ratio is the median of "
      + "the per-round ratios, Waypoint ÷ baseline, measured in this one process."
  )
}
if !failures.isEmpty {
  print()
  for failure in failures { print("FAILED: \(failure)") }
  exit(1)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
