// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// Drives the interactive app in a real terminal (tmux) and reads the screen back.
  @Suite(.serialized) struct InteractiveModeTests {
    /// A pane that records the terminal settings, runs the app, records the settings again, prints
    /// the app's exit status, then stays open so the screen can be read.
    func startApp(in tmux: Tmux, folder: URL, arguments: [String] = []) throws {
      try #require(
        Tmux.isInstalled,
        "tmux is required for the interactive test: apt-get install -y tmux")
      let executable = try InventoryExecutable.url().path
      let before = folder.appendingPathComponent("before").path
      let after = folder.appendingPathComponent("after").path
      try tmux.start(
        "sh -c 'stty -g > \(before); \"\(executable)\" \(arguments.joined(separator: " ")); status=$?; stty -g > \(after); echo \"exit=$status\"; exec sleep 60'"
      )
    }

    func temporaryFolder() throws -> URL {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-tmux-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    }

    func expectRestored(_ tmux: Tmux, folder: URL) throws {
      let before = try String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8)
      let after = try String(contentsOf: folder.appendingPathComponent("after"), encoding: .utf8)
      #expect(!before.isEmpty)
      #expect(before == after, "terminal settings were not restored")
      #expect(try tmux.display("#{alternate_on}") == "0", "still on the alternate screen")
      #expect(try tmux.display("#{cursor_flag}") == "1", "cursor still hidden")
    }

    @Test func openItemEditGoBackAndQuit() async throws {
      let left = try await withApp { tmux in
        var screen = try await tmux.waitFor("the inventory list") {
          $0.first == "Inventory" && $0.contains { $0.contains("▸ 1  Widget") }
        }
        #expect(screen.count == 24)
        #expect(try tmux.display("#{alternate_on}") == "1")

        try tmux.sendKeys("Enter")
        screen = try await tmux.waitFor("the item detail and its stock refresh") {
          $0.first == "Inventory › Widget" && $0.contains { $0.contains("Stock level: ") }
            && $0.contains { $0.contains("● Stock refresh started: Widget") }
        }

        try tmux.sendKeys("e")
        screen = try await tmux.waitFor("the edit sheet") {
          $0.first == "Inventory › Widget › [sheet] Edit"
        }
        #expect(screen.contains { $0.hasPrefix("┌─ [sheet] Edit ─") })
        #expect(screen.contains { $0.contains("▸ 1  Name: Widget  [n]") })

        try tmux.resize(width: 50, height: 16)
        screen = try await tmux.waitFor("a redraw at 50×16") {
          $0.contains { $0.hasPrefix("┌─ [sheet] Edit ─") && $0.count == 50 }
        }
        #expect(screen.first == "Inventory › Widget › [sheet] Edit")

        try tmux.sendKeys("b")
        screen = try await tmux.waitFor("the detail again") { $0.first == "Inventory › Widget" }
        #expect(!screen.contains { $0.contains("[sheet]") })
      }
      #expect(
        !left.contains { $0.contains("Inventory › Widget") }, "the app's screen was left behind")
    }

    @Test func ctrlCRestoresTheTerminal() async throws {
      try await withApp(quitWith: "C-c") { tmux in
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the item detail") { $0.first == "Inventory › Widget" }
      }
    }

    /// Starts the app in a pane with `arguments`, runs `body`, then quits with `quitKey`, checks
    /// that the terminal was restored, and returns the screen left after the app exited.
    @discardableResult
    func withApp(
      arguments: [String] = [], quitWith quitKey: String = "q", firstScreen: String = "Inventory",
      _ body: (Tmux) async throws -> Void
    ) async throws -> [String] {
      let tmux = Tmux()
      let folder = try temporaryFolder()
      defer {
        tmux.kill()
        try? FileManager.default.removeItem(at: folder)
      }
      try startApp(in: tmux, folder: folder, arguments: arguments)
      try await tmux.waitFor("the first screen") { $0.first == firstScreen }
      try await body(tmux)
      try tmux.sendKeys(quitKey)
      let screen = try await tmux.waitFor("the app to exit") { $0.contains("exit=0") }
      try expectRestored(tmux, folder: folder)
      return screen
    }

    @Test func anyKeyClosesHelpAndADeleteDialogStartsOnCancel() async throws {
      try await withApp { tmux in
        try tmux.sendKeys("?")
        try await tmux.waitFor("the help box") { $0.contains { $0.contains("Any key closes") } }
        try tmux.sendKeys("q")
        let screen = try await tmux.waitFor("the help box to close") {
          !$0.contains { $0.contains("Any key closes") }
        }
        #expect(screen.first == "Inventory", "q closed the help without quitting")
        #expect(!screen.contains("exit=0"))

        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the item detail") { $0.first == "Inventory › Widget" }
        try tmux.sendKeys("d")
        try await tmux.waitFor("the dialog, on Cancel") {
          $0.contains { $0.contains(" [ Delete ] ▸[ Cancel ]") }
        }
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the detail, not deleted") {
          $0.first == "Inventory › Widget" && !$0.contains { $0.contains("Dialog") }
        }
        try tmux.sendKeys("b")
        try await tmux.waitFor("Widget still listed") {
          $0.first == "Inventory" && $0.contains { $0.contains("1  Widget") }
        }
      }
    }

    @Test func theAddSheetShowsItsTypingModeAndArrowsEndIt() async throws {
      try await withApp { tmux in
        try tmux.sendKeys("a")
        var screen = try await tmux.waitFor("the add sheet, typing, and its key hints") {
          $0.contains { $0.contains("Typing the name: letters type") }
            && $0.last?.hasPrefix("Typing: Enter/Esc done") == true
        }
        #expect(!screen.contains { $0.contains("[s]") }, "a shortcut that would type is shown")
        try tmux.sendKeys("-l", "Sprocket")
        try await tmux.waitFor("the typed name") { $0.contains { $0.contains("Name: Sprocket▌") } }
        try tmux.sendKeys("Down")
        screen = try await tmux.waitFor("typing ended, Kind highlighted") {
          $0.contains { $0.contains("▸ 2  Kind: Gadget  [k]") }
        }
        #expect(screen.contains { $0.contains("Save  [s]") })
        #expect(screen.contains { $0.contains("Name: Sprocket  [n]") })
        try tmux.sendKeys("s")
        try await tmux.waitFor("the new item in the list") {
          $0.first == "Inventory" && $0.contains { $0.contains("Sprocket — Gadget, 1 recorded") }
        }
      }
    }

    @Test func theStatusLineNamesARenamedItemWhenItsRefreshStops() async throws {
      try await withApp { tmux in
        try tmux.sendKeys("2", "Enter")
        try await tmux.waitFor("Gizmo's detail") {
          $0.first == "Inventory › Gizmo" && $0.contains { $0.contains("refresh started: Gizmo") }
        }
        try tmux.sendKeys("e", "n")
        try tmux.sendKeys("-l", " 2")
        try tmux.sendKeys("Enter", "s")
        try await tmux.waitFor("the renamed detail") {
          $0.first == "Inventory › Gizmo 2"
            && $0.contains { $0.contains("● Stock refresh started: Gizmo 2") }
        }
        try tmux.sendKeys("d", "Up", "Enter")
        let screen = try await tmux.waitFor("the list, with the refresh stopped under its new name")
        {
          $0.first == "Inventory" && $0.contains { $0.contains("● Stock refresh stopped: Gizmo 2") }
        }
        #expect(!screen.contains { $0.contains("Gizmo — Gadget") }, "Gizmo was not deleted")
      }
    }

    @Test func formsAndAlertsStayUsableAt40By10() async throws {
      try await withApp { tmux in
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the item detail") { $0.first == "Inventory › Widget" }
        try tmux.sendKeys("e")
        try await tmux.waitFor("the edit sheet") { $0.first == "Inventory › Widget › [sheet] Edit" }
        try tmux.resize(width: 40, height: 10)
        var screen = try await tmux.waitFor("the sheet's fields at 40×10") {
          $0.contains { $0.contains("▸ 1  Name: Widget  [n]") }
        }
        #expect(screen.count == 10)
        try tmux.sendKeys("n", "C-u", "Enter", "s")
        screen = try await tmux.waitFor("the alert with its message at 40×10") {
          $0.contains { $0.contains("▸[ OK ]") }
        }
        let text = screen.joined(separator: " ")
        #expect(text.contains("Name required"))
        #expect(text.contains("Give the item a name before"))
        #expect(text.contains("saving."))
        try tmux.sendKeys("Enter", "c")
        try await tmux.waitFor("the detail again") { $0.first == "Inventory › Widget" }
      }
    }

    @Test func repairsOfTheStateFileShowOnTheStatusLineAndAfterQuitting() async throws {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-repair-\(UUID()).json").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      var state = AppFeature.State()
      state.preferences.refreshSeconds = 0
      try StateFile(path: path).save(state)
      let left = try await withApp(arguments: ["--state", path]) { tmux in
        try await tmux.waitFor("the repair on the status line") {
          $0.contains { $0.contains("● Repaired 1 value of the state file; details on quit") }
        }
      }
      #expect(
        left.joined().contains("preferences.refreshSeconds is 0, but must be 1 to 3600 seconds"))
      let saved = try #require(try StateFile(path: path).load())
      #expect(saved.state.preferences.refreshSeconds == 2)
    }

    @Test func theStateIsSavedWhileTheAppRunsNotOnlyOnQuit() async throws {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-autosave-\(UUID()).json").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      _ = try await withApp(arguments: ["--state", path]) { tmux in
        try tmux.sendKeys("Down")
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("Gizmo's detail") { $0.first == "Inventory › Gizmo" }
        // Within about a second, and while the app still runs, the file holds the detail.
        var saved: StateFile.Restored?
        for _ in 0..<100 where saved?.state.inventory.path.count != 1 {
          try await Task.sleep(for: .milliseconds(50))
          saved = try StateFile(path: path).load()
        }
        #expect(saved?.state.inventory.path.first?.detail?.item.name == "Gizmo")
        #expect(saved?.notice == nil)
      }
    }

    @Test func aLinkOpensTheInteractiveAppThereAndUShowsIt() async throws {
      _ = try await withApp(
        arguments: ["--open", "inventory://movies/movie/2/cast/2"],
        firstScreen: "Movies › The Last Ferry › Cast"
      ) { tmux in
        try tmux.sendKeys("u")
        try await tmux.waitFor("the link on the status line") {
          $0.contains { $0.contains("Link: inventory://movies/movie/2/cast/2") }
        }
      }
    }

    @Test func aPushPastTheMoviesDepthLimitIsNotMadeAndTheStatusLineSaysWhy() async throws {
      let cycle = ["movie/1", "cast/1", "person/2", "filmography/2"]
      let link =
        "inventory://movies/" + Array(repeating: cycle, count: 3).joined().joined(separator: "/")
      let top = "… › Tomas Reyes › Filmography › Harbor Lights › Cast › Tomas Reyes › Filmography"
      _ = try await withApp(arguments: ["--open", link], firstScreen: top) { tmux in
        try tmux.sendKeys("Enter")
        let screen = try await tmux.waitFor("the refusal on the status line") {
          $0.contains(" ● Not opened: the Movies stack holds at most 12 screens.")
        }
        #expect(screen.contains { $0.contains("┌─ Filmography") })
      }
    }

    @Test func aPushPastTheItemsDepthLimitIsNotMadeAndTheStatusLineSaysWhy() async throws {
      // Widget and Gizmo, related, 25 details: as deep as the items' stack goes.
      let items = (0..<25).map { $0 % 2 == 0 ? "1" : "2" }
      let link = "inventory://items/" + items.joined(separator: "/")
      let top = "… › Widget › Gizmo › Widget › Gizmo › Widget › Gizmo › Widget › Gizmo › Widget"
      _ = try await withApp(arguments: ["--open", link], firstScreen: top) { tmux in
        try tmux.sendKeys("3", "Enter")
        let screen = try await tmux.waitFor("the refusal on the status line") {
          $0.contains(" ● Not opened: the items' stack holds at most 25 screens.")
        }
        #expect(screen.first == top)
        #expect(screen.contains { $0.contains("┌─ Widget") })
      }
    }

    @Test func resizingTheTerminalSwitchesBetweenTheStackAndTheSplitView() async throws {
      _ = try await withApp { tmux in
        try tmux.sendKeys("Enter")
        try await tmux.waitFor("the detail") { $0.first == "Inventory › Widget" }
        try tmux.resize(width: 130, height: 24)
        try await tmux.waitFor("the split view") {
          $0.contains { $0.hasPrefix("┌─ Kinds") && $0.contains("┌─ Widget") }
        }
        try tmux.resize(width: 80, height: 24)
        let screen = try await tmux.waitFor("the single stack") {
          !$0.contains { $0.contains("Kinds") } && $0.contains { $0.hasPrefix("┌─ Widget") }
        }
        #expect(screen.first == "Inventory › Widget")
      }
    }
  }

#endif
