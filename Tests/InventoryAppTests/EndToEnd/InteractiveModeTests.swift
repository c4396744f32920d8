import Foundation
import Testing

/// Drives the interactive app in a real terminal (tmux) and reads the screen back.
@Suite(.serialized) struct InteractiveModeTests {
  /// A pane that records the terminal settings, runs the app, records the settings again, prints
  /// the app's exit status, then stays open so the screen can be read.
  func startApp(in tmux: Tmux, folder: URL) throws {
    try #require(
      Tmux.isInstalled,
      "tmux is required for the interactive test: apt-get install -y tmux")
    let executable = try InventoryExecutable.url().path
    let before = folder.appendingPathComponent("before").path
    let after = folder.appendingPathComponent("after").path
    try tmux.start(
      "sh -c 'stty -g > \(before); \"\(executable)\"; status=$?; stty -g > \(after); echo \"exit=$status\"; exec sleep 60'"
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
    let tmux = Tmux()
    let folder = try temporaryFolder()
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: folder)
    }
    try startApp(in: tmux, folder: folder)

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

    try tmux.sendKeys("q")
    screen = try await tmux.waitFor("the app to exit") { $0.contains("exit=0") }
    #expect(
      !screen.contains { $0.contains("Inventory › Widget") }, "the app's screen was left behind")
    try expectRestored(tmux, folder: folder)
  }

  @Test func ctrlCRestoresTheTerminal() async throws {
    let tmux = Tmux()
    let folder = try temporaryFolder()
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: folder)
    }
    try startApp(in: tmux, folder: folder)
    try await tmux.waitFor("the inventory list") { $0.first == "Inventory" }
    try tmux.sendKeys("Enter")
    try await tmux.waitFor("the item detail") { $0.first == "Inventory › Widget" }
    try tmux.sendKeys("C-c")
    try await tmux.waitFor("the app to exit") { $0.contains("exit=0") }
    try expectRestored(tmux, folder: folder)
  }
}
