// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import Testing

  /// `inventory --open`, as a person runs it.
  @Suite struct OpenLinkEndToEndTests {
    @Test func aLinkPrintedByURLOpensTheSameScreenWithOpen() throws {
      let script = "tab movies; select 2; open; cast; select 1; open; url"
      let first = try InventoryExecutable.run(["--script", script])
      #expect(first.status == 0, "\(first.stderr)")
      let lines = first.stdout.components(separatedBy: "\n")
      let line = try #require(lines.first { $0.hasPrefix("URL: ") })
      #expect(line == "URL: inventory://movies/movie/2/cast/2/person/1")
      let link = String(line.dropFirst("URL: ".count))
      let replay = try InventoryExecutable.run(["--open", link, "--script", ""])
      #expect(replay.status == 0, "\(replay.stderr)")
      let shown = lines.drop { !$0.hasPrefix("URL: ") }.dropFirst()
      let replayed = replay.stdout.components(separatedBy: "\n").dropFirst()
      #expect(Array(replayed) == Array(shown))
    }

    @Test(arguments: [
      (
        "inventory://items/42",
        #"inventory: error: inventory://items/42: path segment 2 is "42"; expected an item of the inventory: 1, 2, 3, 4, 5, 6, 7"#
      ),
      (
        "inventory://items/1/bogus",
        #"inventory: error: inventory://items/1/bogus: path segment 3 is "bogus"; expected "edit", "delete", an integer, "add", "settings" or the end of the path"#
      ),
      ("myapp://items", #"inventory: error: myapp://items: the scheme "myapp" is not inventory"#),
      (
        "inventory://items/add?name=x&name=y",
        #"inventory: error: inventory://items/add?name=x&name=y: the query item "name" is "y"; expected one "name" item, not 2"#
      ),
    ])
    func aBadLinkIsTheTypedErrorAndANonZeroExit(link: String, message: String) throws {
      let result = try InventoryExecutable.run(["--open", link, "--script", "url"])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == message + "\n")
    }

    @Test func aLinkThatGivesAQueryItemTwiceFailsMidScriptAndTheScreenStays() throws {
      let result = try InventoryExecutable.run([
        "--script", "link inventory://items/2/edit?name=Gizmo%202&name=Gizmo%203; url",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.contains(
          #"Link failed: inventory://items/2/edit?name=Gizmo%202&name=Gizmo%203: the query item "name" is "Gizmo 3"; expected one "name" item, not 2"#
            + "\n"))
      #expect(result.stdout.contains("URL: inventory://items\n"))
    }

    @Test func spacesAroundAPastedLinkAreIgnored() throws {
      let result = try InventoryExecutable.run([
        "--open", " inventory://items/2\n", "--script", "url",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("URL: inventory://items/2\n"))
    }

    @Test func anEmptyLinkIsAUsageError() throws {
      let result = try InventoryExecutable.run(["--open", "", "--script", "url"])
      #expect(result.status == 64)
      #expect(result.stderr.contains("--open needs a link"))
    }

    @Test func aLinkOpensOverARestoredStateAndTheStateIsSaved() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("open-link-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("state.json").path
      let added = try InventoryExecutable.run([
        "--state", file, "--script", "add; name Sprocket; save; wait 1",
      ])
      #expect(added.status == 0, "\(added.stderr)")
      // Item 8 exists only in the saved state.
      let opened = try InventoryExecutable.run([
        "--state", file, "--open", "inventory://items/8/edit", "--script", "url",
      ])
      #expect(opened.status == 0, "\(opened.stderr)")
      #expect(opened.stdout.contains("URL: inventory://items/8/edit"))
      #expect(opened.stdout.contains("Inventory › Sprocket › [sheet] Edit"))
      let fresh = try InventoryExecutable.run(["--open", "inventory://items/8", "--script", "url"])
      #expect(fresh.status == 1)
    }

    @Test func helpListsTheLinks() throws {
      let help = try InventoryExecutable.run(["--help"]).stdout
      for link in [
        "inventory://items/2/edit/alert?name=", "inventory://items/2/delete",
        "inventory://items/add",
        "inventory://movies/movie/1/cast/1", "inventory://settings", "--open <url>",
      ] {
        #expect(help.contains(link), "\(link)")
      }
    }
  }

#endif
