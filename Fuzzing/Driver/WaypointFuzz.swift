import Foundation
import IssueReporting
import WaypointFuzzTargets

#if WAYPOINT_LIBFUZZER
  import WaypointFuzzDriver
#endif

/// Runs the fuzz targets (``FuzzTarget``).
///
/// Built as it is, it replays inputs: `waypoint-fuzz TARGET PATH…` runs each file (each file of
/// a folder) through the target and prints what it gave, or the finding, and exits 1 on one.
/// That is how a crash the fuzzer saved is looked at. Built by `Fuzzing/run` (with
/// `WAYPOINT_LIBFUZZER`), it is libFuzzer, running the target `WAYPOINT_FUZZ_TARGET` names.
///
/// Either way, an issue the library reports (`reportIssue`) stops the program: outside data
/// that makes the library report a misuse is a finding too.
@main
struct WaypointFuzz {
  static func main() {
    IssueReporters.current = [.fatalError]
    #if WAYPOINT_LIBFUZZER
      fuzz()
    #else
      replay(Array(CommandLine.arguments.dropFirst()))
    #endif
  }

  static func replay(_ arguments: [String]) {
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name),
      arguments.count > 1
    else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
      print("usage: waypoint-fuzz \(names) FILE-OR-FOLDER…")
      exit(2)
    }
    var found = false
    for path in arguments.dropFirst() {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else {
          print("\(file): cannot be read")
          found = true
          continue
        }
        do {
          let outcome = try MainActor.assumeIsolated { () throws(FuzzFinding) in
            try target.run(data)
          }
          print("\(file): \(outcome)")
        } catch {
          print("\(file): FINDING: \(error)")
          found = true
        }
      }
    }
    exit(found ? 1 : 0)
  }

  /// The file at `path`, or the files in the folder at `path`, sorted.
  static func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }
  }

  #if WAYPOINT_LIBFUZZER
    static func fuzz() {
      guard selectedTarget != nil else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set WAYPOINT_FUZZ_TARGET to one of \(names)\n".utf8))
        exit(2)
      }
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
          let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
          MainActor.assumeIsolated {
            do {
              try selectedTarget!.run(data)
            } catch {
              // A finding aborts, which libFuzzer catches on every platform, saving the input.
              FileHandle.standardError.write(Data("\(selectedTarget!.rawValue): \(error)\n".utf8))
              abort()
            }
          }
          return 0
        })
    }
  #endif
}

/// The target libFuzzer runs, from `WAYPOINT_FUZZ_TARGET`.
let selectedTarget = ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_TARGET"]
  .flatMap(FuzzTarget.init(rawValue:))
