// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import TestSupport
  import Testing
  import WaypointTesting

  /// Runs the built executable with `--state` files a user could hand it: unsound, unwritable, or
  /// a directory, and scripts that stop early.
  @Suite struct StateFileEndToEndTests {
    func temporaryPath() -> String {
      FileManager.default.temporaryDirectory.appendingPathComponent("inventory-\(UUID()).json").path
    }

    @Test func aZeroRefreshIntervalIsRepairedAndTheScriptFinishes() throws {
      let path = temporaryPath()
      defer { try? FileManager.default.removeItem(atPath: path) }
      var state = AppFeature.State()
      state.preferences.refreshSeconds = 0
      state.inventory.refreshSeconds = 0
      state.inventory.path.append(.detail(state.inventory.detail(for: Item.samples[0])))
      try StateFile(path: path).save(state)

      // Repaired, the intervals pause between refreshes, so the script finishes and prints its
      // frames.
      let result = try InventoryExecutable.run(
        ["--state", path, "--script", "wait 0.5"], timeout: 30)
      #expect(!result.timedOut, "the script did not finish within 30 seconds")
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stderr.contains(
          "inventory: warning: state file “\(path)”: preferences.refreshSeconds is 0, but must be 1 to 3600 seconds; using 2."
        ))
      #expect(result.stderr.contains("inventory.path.0.refreshSeconds is 0"))
      let frames = ScriptModeTests().frames(result.stdout)
      #expect(frames.map(\.command) == ["start", "wait 0.5"])
      #expect(frames.last?.lines.contains { $0.contains("(live, every 2s, read once)") } == true)
      let saved = try #require(try StateFile(path: path).load())
      #expect(saved.repairs.isEmpty, "the repaired state was saved")
    }

    @Test func aPathThatCannotBeSavedIsRefusedBeforeTheSessionStarts() throws {
      let result = try InventoryExecutable.run([
        "--state", "/nonexistent-\(UUID())/dir/s.json", "--script", "select 2; open",
      ])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty, "the session ran although its state could not be saved")
      #expect(result.stderr.contains("/dir” does not exist."))
      #expect(result.stderr.contains("Create the folder"))
      #expect(!result.stderr.contains("Delete the file"))
    }

    @Test func aDirectoryAsTheStateFileSaysItIsADirectory() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = try InventoryExecutable.run(["--state", folder.path, "--script", "open"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "inventory: error: cannot use the state file “\(folder.path)”: it is a directory."))
      #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func aScriptStoppedByARefusedCommandStillSavesTheStateItReached() throws {
      let path = temporaryPath()
      defer { try? FileManager.default.removeItem(atPath: path) }
      let result = try InventoryExecutable.run([
        "--state", path, "--script", "select 4; open; edit; cast",
      ])
      #expect(result.status == 1)
      #expect(result.stderr.contains("script step 4 (“cast”)"))
      #expect(result.stderr.contains("The state reached before step 4 was saved to “\(path)”."))
      let saved = try #require(try StateFile(path: path).load())
      #expect(saved.state.inventory.path.first?.detail?.item.name == "Hammer")
      #expect(saved.state.inventory.path.first?.detail?.destination?.edit != nil)
    }

    @Test func aScriptThatIsNotUnderstoodLeavesTheStateFileAlone() throws {
      let path = temporaryPath()
      defer { try? FileManager.default.removeItem(atPath: path) }
      let result = try InventoryExecutable.run(["--state", path, "--script", "open; teleport"])
      #expect(result.status == 1)
      #expect(!FileManager.default.fileExists(atPath: path), "nothing ran, so nothing is saved")
    }

    @Test(arguments: ["", "some-folder/", "existing-file/"])
    func aPathThatNamesNoFileIsRefusedBeforeTheSessionStarts(path: String) throws {
      var path = path
      if path == "existing-file/" {
        // A regular file, written with a slash after its name.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID())")
        try Data("{}".utf8).write(to: file)
        path = file.path + "/"
      }
      let result = try InventoryExecutable.run(["--state", path, "--script", "open"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("it names no file."))
    }
  }

  /// The state file survives the app being killed at any moment while it saves.
  @Suite struct StateFileCrashTests {
    @Test func aProcessKilledWhileItSavesLeavesAWholeStateFile() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-kill-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("state.json").path
      // A long simulated wait saves once a simulated second, as fast as the disk allows, with the
      // stock refresh changing the state between saves. A day of it outlasts the kill, however
      // late a busy machine lets it come.
      let script = "link inventory://items/4/5" + String(repeating: "; wait 3600", count: 24)
      var generator = SplitMix64(seed: 0xC0FF_EE17)
      var killedWithAFile = 0
      for round in 0..<12 {
        let process = Process()
        process.executableURL = try InventoryExecutable.url()
        process.arguments = ["--state", path, "--script", script]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A sleep of this thread, not a task's: when other tests hold the concurrency pool's few
        // threads (running the app and waiting for it), a task can resume seconds late, after
        // the script has finished.
        Thread.sleep(forTimeInterval: Double(Int.random(in: 150...600, using: &generator)) / 1000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // Killed, not finished: the script's 86,400 saves take minutes.
        #expect(
          process.terminationReason == .uncaughtSignal || process.terminationStatus == SIGKILL,
          "round \(round): \(process.terminationReason) \(process.terminationStatus)")
        guard FileManager.default.fileExists(atPath: path) else { continue }
        killedWithAFile += 1
        // Whatever moment the kill came, the file is a whole snapshot: nothing to quarantine.
        let restored = try #require(try StateFile(path: path).load(), "round \(round)")
        #expect(restored.notice == nil, "round \(round): \(restored.notice ?? "")")
        #expect(restored.state.inventory.path.count == 2, "round \(round)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
          .filter { $0 != "state.json" && !$0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
      }
      #expect(killedWithAFile > 6)
    }
  }

  /// `--state` with a path that names something other than a regular file: refused before the
  /// session, with nothing read, moved or written; and a symbolic link, followed and kept.
  @Suite struct StateFilePathKindEndToEndTests {
    @Test func aNamedPipeIsRefusedBeforeTheSessionStarts() throws {
      let folder = try FileFixtures.folder()
      defer { FileFixtures.remove(folder) }
      let path = folder + "/state.json"
      try #require(mkfifo(path, 0o666) == 0)
      // Refused before it is opened, so that the app does not wait on the pipe for a writer.
      let result = try InventoryExecutable.run(["--state", path, "--script", "open"], timeout: 20)
      #expect(!result.timedOut, "the app waited on the pipe")
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr == """
          inventory: error: cannot use the state file “\(path)”: it is a named pipe (FIFO), not a \
          regular file; it is left as it is.
          Pass the path of a regular file, such as “inventory.json”.

          """)
      #expect(FileFixtures.kind(path) == S_IFIFO)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
    }

    @Test(.enabled(if: FileFixtures.hasNullDevice, "root may not make a device node here"))
    func aDeviceIsRefusedAndLeftWhereItIs() throws {
      let folder = try FileFixtures.folder()
      defer { FileFixtures.remove(folder) }
      // A device like /dev/null, made here where it can be, so that a test that goes wrong cannot
      // move the system's own.
      let path = try FileFixtures.nullDevice(in: folder)
      let result = try InventoryExecutable.run(["--state", path, "--script", "open"], timeout: 20)
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "inventory: error: cannot use the state file “\(path)”: it is a character device, not "
            + "a regular file; it is left as it is."))
      #expect(FileFixtures.kind(path) == S_IFCHR)
      #expect(try FileFixtures.entries(of: folder, device: path).isEmpty)
    }

    @Test func aSymbolicLinkKeepsLeadingToTheSavedState() throws {
      let folder = try FileFixtures.folder()
      defer { FileFixtures.remove(folder) }
      try FileManager.default.createDirectory(
        atPath: folder + "/data", withIntermediateDirectories: true)
      let link = folder + "/state.json"
      let target = folder + "/data/state.json"
      try StateFile(path: target).save(AppFeature.State())
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: "data/state.json")

      let first = try InventoryExecutable.run(["--state", link, "--script", "select 4; open"])
      #expect(first.status == 0, "\(first.stderr)")
      // The link is kept, and the file it leads to has the state.
      #expect(FileFixtures.kind(link) == S_IFLNK)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "data/state.json")
      let saved = try #require(try StateFile(path: target).load())
      #expect(saved.state.inventory.path.first?.detail?.item.name == "Hammer")

      let second = try InventoryExecutable.run(["--state", link, "--script", "back"])
      #expect(second.status == 0, "\(second.stderr)")
      let start = try #require(ScriptModeTests().frames(second.stdout).first)
      #expect(start.lines.contains { $0.contains("Inventory › Hammer") })
      #expect(FileFixtures.kind(link) == S_IFLNK)
      #expect(try StateFile(path: target).load()?.state.inventory.path.isEmpty == true)
    }

    @Test func aFileTooLargeToBeAStateFileIsRefusedAndLeftAsItIs() throws {
      let folder = try FileFixtures.folder()
      defer { FileFixtures.remove(folder) }
      let path = folder + "/state.json"
      let size = 9 * 1024 * 1024
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.truncate(atOffset: UInt64(size))
      try handle.close()
      let result = try InventoryExecutable.run(["--state", path, "--script", "open"], timeout: 20)
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "inventory: error: cannot use the state file “\(path)”: it is 9.0 MiB (\(size) bytes), "
            + "more than the 8 MiB a state file may hold, so it is not read and is left as it is."))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
      #expect(
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
          == size)
    }
  }

  /// `--state` with a file that has bad values in it: each is repaired or removed with a warning of
  /// its own, and everything else is restored and saved again.
  @Suite struct StateFileBadValueEndToEndTests {
    @Test func badValuesAreRepairedOneByOneAndEverythingElseIsKept() throws {
      let setup = StateFileValueRepairTests()
      let path = try setup.file(text: ["\"QUANTITY\"": "99999999999999999999"]) {
        $0["selectedTab"] = "spaceship"
        try setup.editItem(0, in: &$0) { $0["quantity"] = "QUANTITY" }
        try setup.editItem(1, in: &$0) { $0["quantity"] = "twelve" }
        try setup.editItem(2, in: &$0) { $0["name"] = "" }
        try setup.editItem(3, in: &$0) { $0["kind"] = "spaceship" }
        try setup.editItem(5, in: &$0) { $0["id"] = 1 }
      }
      defer { setup.remove(path) }
      let result = try InventoryExecutable.run(["--state", path, "--script", "wait 0.1"])
      #expect(result.status == 0, "\(result.stderr)")
      let warning = "inventory: warning: state file “\(path)”: "
      #expect(
        result.stderr.split(separator: "\n") == [
          "\(warning)selectedTab is “spaceship”, which is not a tab (inventory, movies); showing inventory.",
          "\(warning)inventory.items: Widget (item 1) has quantity 1e+20, a number out of range; using 1000000.",
          "\(warning)inventory.items: Gizmo (item 2) has quantity “twelve”, which is not a number; using 0.",
          "\(warning)inventory.items: Hammer (item 4) has kind “spaceship”, which is not one of gadget, tool, fastener; using gadget.",
          "\(warning)inventory.items: Bolt (item 1) repeats the id of Widget above it; removing it.",
          "\(warning)inventory.items: item 3 has an empty name; naming it “Untitled”.",
        ])
      // The inventory tab shows the items that were valid, and the detail that was open.
      let start = try #require(ScriptModeTests().frames(result.stdout).first)
      #expect(start.lines.contains { $0.contains("Inventory › Widget") })
      // Nothing was quarantined; the file was saved with the repairs and reads back clean.
      #expect(!FileManager.default.fileExists(atPath: path + ".quarantine"))
      let saved = try #require(try StateFile(path: path).load())
      #expect(saved.repairs.isEmpty)
      #expect(
        saved.state.inventory.items.map(\.name) == [
          "Widget", "Gizmo", "Untitled", "Hammer", "Wrench", "Nut",
        ])
      #expect(saved.state.inventory.items.map(\.quantity) == [1_000_000, 0, 0, 7, 3, 310])
      #expect(saved.state.movies.path.count == 1)
    }

    @Test func aPartThatCannotBeReadAndABadNumberOfADetailAreRepairedAndTheDetailShown() throws {
      let setup = StateFileValueRepairTests()
      let path = try setup.file(text: ["\"SECONDS\"": "1e30"]) {
        $0["selectedTab"] = "inventory"
        $0["preferences"] = "x"
        try setup.editDetail(in: &$0) { $0["refreshSeconds"] = "SECONDS" }
      }
      defer { setup.remove(path) }
      let result = try InventoryExecutable.run(["--state", path, "--script", "wait 0.1"])
      #expect(result.status == 0, "\(result.stderr)")
      let warning = "inventory: warning: state file “\(path)”: "
      #expect(
        result.stderr.split(separator: "\n") == [
          "\(warning)inventory.path.0.refreshSeconds is 1e+30, but must be 1 to 3600 seconds; using 2.",
          "\(warning)preferences is “x”, which cannot be read; using the initial preferences.",
        ])
      // The detail that was open is shown, and nothing was quarantined.
      let start = try #require(ScriptModeTests().frames(result.stdout).first)
      #expect(start.lines.contains { $0.contains("Inventory › Widget") })
      #expect(!FileManager.default.fileExists(atPath: path + ".quarantine"))
      let saved = try #require(try StateFile(path: path).load())
      #expect(saved.repairs.isEmpty)
      #expect(saved.notice == nil)
      #expect(saved.state.movies.path.count == 1)
    }

    @Test func warningsShowControlCharactersFromTheFileAsEscapes() throws {
      let setup = StateFileValueRepairTests()
      let path = try setup.file {
        try setup.editItem(0, in: &$0) {
          $0["name"] = "Wid\u{1B}[2Jget"
          $0["kind"] = "\u{1B}]0;owned\u{07}"
        }
      }
      defer { setup.remove(path) }
      let result = try InventoryExecutable.run(["--state", path, "--script", "wait 0.1"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stderr.contains(
          #"inventory.items: Wid\u{1B}[2Jget (item 1) has kind “\u{1B}]0;owned\u{7}”"#))
      #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    }
  }

#endif
