// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// Drives `inventory --coordinator` in a real terminal (tmux) and reads the screen back.
  @Suite struct CoordinatorInteractiveModeTests {
    @Test func logInPushResizeToASmallWindowLogOutAndQuit() async throws {
      try #require(
        Tmux.isInstalled,
        "tmux is required for the interactive test: apt-get install -y tmux")
      let tmux = Tmux()
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("inventory-coordinator-tmux-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer {
        tmux.kill()
        try? FileManager.default.removeItem(at: folder)
      }
      let executable = try InventoryExecutable.url().path
      let before = folder.appendingPathComponent("before").path
      let after = folder.appendingPathComponent("after").path
      // Records the terminal settings, runs the app, records them again, prints the exit status,
      // then stays open so the screen can be read.
      try tmux.start(
        "sh -c 'stty -g > \(before); \"\(executable)\" --coordinator; status=$?; stty -g > \(after); echo \"exit=$status\"; exec sleep 60'"
      )

      var screen = try await tmux.waitFor("the login screen") {
        $0.first == "Log in" && $0.contains { $0.contains("▸ 1  Log in as Ada  [l]") }
      }
      #expect(screen.count == 24)
      #expect(try tmux.display("#{alternate_on}") == "1")
      // The graph's refusals are said in the app's words, as the Inventory app says them.
      try tmux.sendKeys("Tab")
      try await tmux.waitFor("the refusal of Tab at the login screen") {
        $0.contains(" “Log in” shows no tabs; log in first.")
      }

      try tmux.sendKeys("Enter")
      try await tmux.waitFor("the tabs") {
        $0.first == "Library" && $0.count > 1 && $0[1].hasPrefix("[Library]  Account")
      }
      try tmux.sendKeys("Down", "Enter")
      try await tmux.waitFor("Gizmo pushed") { $0.first == "Library › Gizmo" }

      try tmux.resize(width: 40, height: 12)
      screen = try await tmux.waitFor("a redraw at 40×12") {
        $0.count == 12 && $0.contains { $0.hasPrefix("┌─ Gizmo ─") && $0.count == 40 }
      }
      #expect(screen.first == "Library › Gizmo")
      #expect(screen.allSatisfy { $0.count <= 40 })

      try tmux.sendKeys("d")
      try await tmux.waitFor("the details at 40×12") {
        $0.first == "Library › Gizmo › Details"
          && $0.contains { $0.contains("▸ 1  Back to the list  [t]") }
      }
      try tmux.sendKeys("b")
      try await tmux.waitFor("Gizmo again") {
        $0.first == "Library › Gizmo" && $0.contains { $0.contains("● Left the graph: Details") }
      }
      try tmux.sendKeys("Escape")
      try await tmux.waitFor("the list, Gizmo still highlighted") {
        $0.first == "Library" && $0.contains { $0.contains("▸ 2  Gizmo — Gadget") }
      }
      try tmux.sendKeys("b")
      screen = try await tmux.waitFor("the refusal of back at the root") {
        $0.contains(" Already at the top of Library.")
      }
      #expect(screen.first == "Library")
      #expect(!screen.joined().contains("cannot execute"))

      try tmux.sendKeys("Tab")
      try await tmux.waitFor("the Account tab") { $0.first == "Account" }
      try tmux.sendKeys("l")
      screen = try await tmux.waitFor("the log out alert, on Cancel") {
        $0.first == "Account › [alert] Log out?" && $0.contains { $0.contains("▸[ Cancel ]") }
      }
      #expect(screen.contains { $0.contains("╭─ Alert ─") })
      try tmux.sendKeys("Left")
      try await tmux.waitFor("Log out highlighted") {
        $0.contains { $0.contains("▸[ Log out ]") }
      }

      try tmux.resize(width: 80, height: 24)
      try await tmux.waitFor("the alert redrawn at 80×24") {
        $0.count == 24 && $0.contains { $0.contains("▸[ Log out ]  [ Cancel ]") }
      }
      try tmux.sendKeys("Enter")
      try await tmux.waitFor("the login screen again") {
        $0.first == "Log in"
          && $0.contains {
            $0.contains("● Left the graph: [alert] Log out?, Library, Account · entered: Log in")
          }
      }

      try tmux.sendKeys("g")
      screen = try await tmux.waitFor("the node graph") {
        $0.contains { $0.contains("╭─ Node graph ─") }
      }
      #expect(screen.contains { $0.contains("└─ switched: LoginNode") })
      try tmux.sendKeys("q")
      screen = try await tmux.waitFor("the graph closed, the app still running") {
        !$0.contains { $0.contains("Node graph") }
      }
      #expect(screen.first == "Log in")

      try tmux.sendKeys("q")
      screen = try await tmux.waitFor("the app to exit") { $0.contains("exit=0") }
      #expect(!screen.contains { $0.contains("Log in as Ada") }, "the app's screen was left behind")
      let settingsBefore = try String(contentsOfFile: before, encoding: .utf8)
      let settingsAfter = try String(contentsOfFile: after, encoding: .utf8)
      #expect(!settingsBefore.isEmpty)
      #expect(settingsBefore == settingsAfter, "terminal settings were not restored")
      #expect(try tmux.display("#{alternate_on}") == "0", "still on the alternate screen")
      #expect(try tmux.display("#{cursor_flag}") == "1", "cursor still hidden")
    }
  }

#endif
