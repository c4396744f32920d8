/// How thoroughly to measure, from the command line.
struct Options {
  /// Only prove that every benchmark runs: one tiny sample per side, no timing goals judged.
  var smoke = false
  /// Measured rounds per shape; each round times both sides.
  var rounds = 15
  /// The least time one sample of one side should take.
  var sampleTarget: Duration = .milliseconds(20)
  /// Push + pop cycles of the memory check (shape 5).
  var churnCycles = 100_000
  /// Only shapes whose name contains this.
  var filter: String?
  /// Instead of measuring, runs one side of the first matching shape this many steps, for a
  /// profiler: `valgrind --tool=callgrind waypoint-ratios --profile waypoint 10000 --filter "1."`.
  var profile: (side: String, steps: Int)?

  static func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--smoke":
        options.smoke = true
        options.rounds = 1
        options.sampleTarget = .zero
        options.churnCycles = 1_000
      case "--rounds":
        options.rounds = iterator.next().flatMap(Int.init) ?? options.rounds
      case "--filter":
        options.filter = iterator.next()
      case "--profile":
        let side = iterator.next() ?? "waypoint"
        options.profile = (side, iterator.next().flatMap(Int.init) ?? 10_000)
      case "--help", "-h":
        print(
          """
          usage: waypoint-ratios [--smoke] [--rounds N] [--filter TEXT]
                                 [--profile waypoint|baseline STEPS]

            --smoke        run each benchmark once, to prove it runs; judge no timing goal
            --rounds N     measured rounds per shape (default 15); the median is reported
            --filter TEXT  only the shapes whose name contains TEXT
            --profile SIDE STEPS
                           run one side of the first matching shape STEPS times and exit,
                           measuring nothing: for valgrind --tool=callgrind
          """
        )
        exit(0)
      default:
        print("waypoint-ratios: unknown argument \(argument); see --help")
        exit(2)
      }
    }
    return options
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
