// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// What the interactive app writes to a real terminal: data shown, not obeyed; long links whole;
  /// the smallest window with every key named.
  extension InteractiveModeTests {
    /// Whether the app has drawn `screen` for a window `width` columns wide: a box's bottom edge
    /// spans the width. (Right after a resize, tmux shows the last frame cut or wrapped to the new
    /// width until the app draws again.)
    func isDrawn(_ screen: [String], width: Int) -> Bool {
      screen.contains { $0.count == width && $0.hasPrefix("└") && $0.hasSuffix("┘") }
    }

    /// The rows of the link view: those under its rule.
    func linkRows(_ screen: [String]) -> [String] {
      Array(screen.drop { !$0.hasPrefix("── Link") }.dropFirst())
    }

    @Test func controlCharactersInANameAreShownNotObeyed() async throws {
      // Quoted for the shell that starts the app: the link holds "?".
      let link = "inventory://items/2/edit?name=%1B%5B2J%0A%00x"
      try await withApp(
        arguments: ["--open", "\"\(link)\""], firstScreen: "Inventory › Gizmo › [sheet] Edit"
      ) { tmux in
        let screen = try await tmux.waitFor("the name with stand-ins") {
          $0.contains { $0.contains("▸ 1  Name: �[2J��x  [n]") }
        }
        #expect(screen.count == 24)
        #expect(screen[1].hasPrefix("[Inventory]  Movies"), "the screen was cleared or scrolled")
      }
    }

    @Test func uShowsALinkTooLongForTheStatusLineWhole() async throws {
      let cycle = ["movie/1", "cast/1", "person/2", "filmography/2"]
      let link =
        "inventory://movies/" + Array(repeating: cycle, count: 3).joined().joined(separator: "/")
      let top = "… › Tomas Reyes › Filmography › Harbor Lights › Cast › Tomas Reyes › Filmography"
      try await withApp(arguments: ["--open", link], firstScreen: top) { tmux in
        try tmux.sendKeys("u")
        // The box is drawn by more than one write: wait for its rows as well as its title.
        let screen = try await tmux.waitFor("the link, whole") {
          $0.contains { $0.hasPrefix("── Link · any key closes") } && linkRows($0).joined() == link
        }
        #expect(linkRows(screen).joined() == link)
        // A key closes it and does nothing else.
        try tmux.sendKeys("x")
        let after = try await tmux.waitFor("the link to close") {
          !$0.contains { $0.hasPrefix("── Link") }
        }
        #expect(after.first == top)
        #expect(!after.contains { $0.contains("Nothing for") })
      }
    }

    @Test func uScrollsALinkLongerThanTheWindow() async throws {
      let name = String(repeating: "0123456789", count: 30)
      let link = "inventory://items/2/edit?name=\(name)"
      try await withApp(
        arguments: ["--open", "\"\(link)\""], firstScreen: "Inventory › Gizmo › [sheet] Edit"
      ) { tmux in
        try tmux.resize(width: 32, height: 10)
        try await tmux.waitFor("the sheet at 32×10") { $0.count == 10 && isDrawn($0, width: 32) }
        try tmux.sendKeys("u")
        var screen = try await tmux.waitFor("the start of the link") {
          $0.first?.hasPrefix("── Link · ↑↓ scroll") == true
        }
        var rows = linkRows(screen)
        #expect(rows.first?.hasPrefix("inventory://items/2/edit?name=01") == true)
        while rows.joined().count < link.count {
          let last = rows.last
          try tmux.sendKeys("Down")
          screen = try await tmux.waitFor("one more row of the link") { linkRows($0).last != last }
          guard let next = linkRows(screen).last, next != last else { break }
          rows.append(next)
        }
        #expect(rows.joined() == link)
        try tmux.sendKeys("Escape")
        screen = try await tmux.waitFor("the link to close") {
          !$0.contains { $0.hasPrefix("── Link") }
        }
        #expect(screen.contains { $0.contains("[sheet] Edit") }, "Esc dismissed the sheet")
      }
    }

    @Test func theSmallestWindowNamesEveryKeyAndShowsMessagesWhole() async throws {
      try await withApp { tmux in
        let minimum = Renderer.minimumSize
        try tmux.resize(width: minimum.width, height: minimum.height)
        let screen = try await tmux.waitFor("the list at 32×10") {
          $0.count == minimum.height && $0[2].hasPrefix("┌─ Inventory ─")
            && isDrawn($0, width: minimum.width)
        }
        #expect(screen.last == "↑↓ Enter  b back  ? help  q quit")
        try tmux.sendKeys("x")
        try await tmux.waitFor("the whole message") {
          $0.suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            == "Nothing for “x” here. Press ? for help."
        }
        try tmux.sendKeys("Down")
        try await tmux.waitFor("the key hints back") { $0.last?.contains("? help") == true }
      }
    }
  }

#endif
