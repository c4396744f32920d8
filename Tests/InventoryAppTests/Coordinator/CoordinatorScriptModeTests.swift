// Runs the demo as a process (and tmux): on Linux and macOS only.
#if os(Linux) || os(macOS)

  import Foundation
  import InventoryApp
  import Testing

  /// Runs `inventory --coordinator --script …` and checks the screens it prints.
  @Suite struct CoordinatorScriptModeTests {
    /// A frame of script output: the command, the lines it printed, and the screen drawn.
    struct Frame {
      var command: String
      var lines: [String]
    }

    func run(_ script: String, arguments: [String] = []) throws -> InventoryExecutable.Result {
      try InventoryExecutable.run(["--coordinator"] + arguments + ["--script", script])
    }

    /// Splits script output into frames: each starts with a `── command ───` rule.
    func frames(_ output: String) -> [Frame] {
      var frames: [Frame] = []
      let output = output.hasSuffix("\n") ? String(output.dropLast()) : output
      for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if line.hasPrefix("── ") {
          let command = line.dropFirst(3).prefix { $0 != "─" }.trimmingCharacters(in: .whitespaces)
          frames.append(Frame(command: command, lines: []))
        } else if !frames.isEmpty {
          frames[frames.count - 1].lines.append(line)
        }
      }
      return frames
    }

    @Test func loggingInSwitchesTheLoginScreenToTheTabs() throws {
      let result = try run("login")
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      #expect(frames.map(\.command) == ["start", "login"])
      #expect(frames.allSatisfy { $0.lines.count == 24 && $0.lines.allSatisfy { $0.count <= 80 } })
      let login = frames[0].lines
      #expect(login[0] == "Log in")
      #expect(login[1].hasPrefix("Signed out"))
      #expect(login[2].hasPrefix("┌─ Log in ─"))
      #expect(login.contains { $0.contains("▸ 1  Log in as Ada  [l]") })
      let tabs = frames[1].lines
      #expect(tabs[0] == "Library")
      #expect(tabs[1].hasPrefix("[Library]  Account "))
      #expect(tabs[1].hasSuffix("Tab switches · g graph"))
      #expect(tabs.contains("│ ▸ 1  Widget — Gadget" + String(repeating: " ", count: 57) + "│"))
      #expect(tabs.contains { $0.contains("8  New item… (sheet)  [s]") })
      #expect(tabs[22] == " ● Left the graph: Log in · entered: Library, Account")
    }

    @Test func eachTabKeepsItsStackAsNodesArePushedAndPopped() throws {
      let result = try run(
        "login; open; select 1; open; tab account; open; tab library; back; back")
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      #expect(
        frames.map { $0.lines[0] } == [
          "Log in", "Library", "Library › Widget", "Library › Widget", "Library › Widget › Details",
          "Account", "Account › Profile", "Library › Widget › Details", "Library › Widget",
          "Library",
        ])
      #expect(frames[2].lines.contains { $0.contains("Kind: Gadget    Quantity: 12") })
      #expect(frames[2].lines.contains { $0.contains("▸ 1  Details  [d]") })
      #expect(frames[4].lines[2].hasPrefix("┌─ Details ─"))
      #expect(frames[4].lines[22] == " ● Entered the graph: Details")
      #expect(frames[5].lines[1].hasPrefix(" Library  [Account] "))
      #expect(frames[7].lines[1].hasPrefix("[Library]  Account "))
      #expect(frames[8].lines[22] == " ● Left the graph: Details")
      #expect(frames[9].lines[22] == " ● Left the graph: Widget")
      // Back on the list, the item opened is still the one highlighted.
      #expect(frames[9].lines.contains { $0.contains("▸ 1  Widget — Gadget") })
    }

    @Test func backToTheListDropsTheWholeStackAtOnce() throws {
      let result = try run("login; select 2; open; select 2; open; open; open")
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      #expect(frames[5].lines[0] == "Library › Gizmo › Widget")
      #expect(frames[6].lines[0] == "Library › Gizmo › Widget › Details")
      #expect(frames[6].lines.contains { $0.contains("▸ 1  Back to the list  [t]") })
      #expect(frames[7].lines[0] == "Library")
      #expect(frames[7].lines[22] == " ● Left the graph: Details, Widget, Gizmo")
    }

    @Test func aSheetHoldsAStackOfItsOwnAndBackLeavesItOneStepAtATime() throws {
      let result = try run("login; sheet; select 2; open; graph; back; back")
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      #expect(
        frames.map(\.command) == [
          "start", "login", "sheet", "select 2", "open", "graph", "back", "back",
        ])
      let sheet = frames[2].lines
      #expect(sheet[0] == "Library › [sheet] New item")
      // The sheet is drawn over the list, which shows above it.
      #expect(sheet[2].hasPrefix("┌─ Library ─"))
      #expect(sheet[4].hasPrefix("┌─ [sheet] New item ─"))
      #expect(sheet.contains { $0.contains("A sheet with a stack of its own. Choose a kind.") })
      #expect(sheet.contains { $0.contains("4  Cancel  [c]") })
      #expect(sheet[22] == " ● Entered the graph: New item")
      let pushed = frames[4].lines
      #expect(pushed[0] == "Library › [sheet] New item › Tool")
      #expect(pushed[4].hasPrefix("┌─ [sheet] New item › Tool ─"))
      #expect(pushed.contains { $0.contains("Pushed inside the sheet.") })
      // The sheet is presented where the user is: on the selected tab's stack.
      #expect(
        Array(frames[5].lines.prefix(11)) == [
          "Node graph:",
          "WindowNavigationNode main",
          "└─ AppNode",
          "   └─ switched: MainTabsNode selected: library",
          "      ├─ tab library: StackRootNavigationNode",
          "      │  ├─ stack 0: LibraryNode",
          "      │  └─ sheet: StackRootNavigationNode",
          "      │     ├─ stack 0: NewItemNode",
          "      │     └─ stack 1: NewItemKindNode",
          "      └─ tab account: StackRootNavigationNode",
          "         └─ stack 0: AccountNode",
        ])
      #expect(frames[6].lines[0] == "Library › [sheet] New item")
      #expect(frames[6].lines[22] == " ● Left the graph: Tool")
      #expect(frames[7].lines[0] == "Library")
      #expect(frames[7].lines[22] == " ● Left the graph: New item")
      #expect(!frames[7].lines.contains { $0.contains("[sheet]") })
    }

    @Test func logOutAsksInAnAlertWhichCancelKeepsAndConfirmFollows() throws {
      let result = try run("login; tab account; logout; cancel; logout; confirm; graph")
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      let alert = frames[3].lines
      #expect(alert[0] == "Account › [alert] Log out?")
      #expect(alert.contains { $0.contains("╭─ Alert ─") })
      #expect(alert.contains { $0.contains("│ Log out?") })
      #expect(
        alert.contains { $0.contains("│ The tabs leave the graph, and the login screen comes") })
      // The button that logs out is destructive: the alert starts on Cancel.
      #expect(alert.contains { $0.contains(" [ Log out ] ▸[ Cancel ]") })
      #expect(alert[22] == " ● Entered the graph: [alert] Log out?")
      let cancelled = frames[4].lines
      #expect(cancelled[0] == "Account")
      #expect(cancelled[1].hasPrefix(" Library  [Account] "))
      #expect(cancelled[22] == " ● Left the graph: [alert] Log out?")
      let confirmed = frames[6].lines
      #expect(confirmed[0] == "Log in")
      #expect(confirmed[1].hasPrefix("Signed out"))
      #expect(
        confirmed[22] == " ● Left the graph: [alert] Log out?, Library, Account · entered: Log in")
      #expect(
        Array(frames[7].lines.prefix(4)) == [
          "Node graph:", "WindowNavigationNode main", "└─ AppNode", "   └─ switched: LoginNode",
        ])
    }

    @Test func graphPrintsTheNodeGraphBeforeTheScreen() throws {
      let result = try run("login; open; graph")
      #expect(result.status == 0, "\(result.stderr)")
      let graph = try #require(frames(result.stdout).last)
      #expect(graph.command == "graph")
      #expect(
        Array(graph.lines.prefix(10)) == [
          "Node graph:",
          "WindowNavigationNode main",
          "└─ AppNode",
          "   └─ switched: MainTabsNode selected: library",
          "      ├─ tab library: StackRootNavigationNode",
          "      │  ├─ stack 0: LibraryNode",
          "      │  └─ stack 1: ItemNode",
          "      └─ tab account: StackRootNavigationNode",
          "         └─ stack 0: AccountNode",
          "Library › Widget",
        ])
      #expect(graph.lines.count == 9 + 24)
    }

    @Test func aCommandTheGraphRefusesShowsWhyInTheAppsWordsThenStopsTheScript() throws {
      let result = try run("login; back; open")
      #expect(result.status == 1)
      let frames = frames(result.stdout)
      #expect(frames.map(\.command) == ["start", "login", "back"])
      let refused = frames[2].lines
      #expect(refused[0] == "Library")
      // As the Inventory app says it: on the status line, then as the script's error.
      #expect(refused[22] == " Already at the top of Library.")
      #expect(
        result.stderr
          == "inventory: error: script step 2 (“back”): already at the root of “Library”\n")
      let atLogin = try run("back")
      #expect(atLogin.status == 1)
      #expect(self.frames(atLogin.stdout).last?.lines[22] == " Already at the top of “Log in”.")
      #expect(
        atLogin.stderr
          == "inventory: error: script step 1 (“back”): already at the root of “Log in”\n")
    }

    @Test func aTabTheGraphRefusesIsNamedWithTheTabsThereAre() throws {
      let result = try run("login; tab settings")
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "inventory: error: script step 2 (“tab settings”): there is no tab “settings”; "
          + "the tabs are library and account\n")
      #expect(
        frames(result.stdout).last?.lines[22]
          == " There is no tab “settings”; the tabs are library and account.")
      let atLogin = try run("tab library")
      #expect(atLogin.status == 1)
      #expect(
        atLogin.stderr
          == "inventory: error: script step 1 (“tab library”): “Log in” shows no tabs; log in first\n"
      )
      #expect(frames(atLogin.stdout).last?.lines[0] == "Log in")
    }

    @Test func doneInTheNewItemSheetAddsTheItemToTheLibrary() throws {
      let result = try run("login; sheet; select 2; open; open; open; graph")
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      #expect(frames[4].lines[0] == "Library › [sheet] New item › Tool")
      #expect(frames[4].lines.contains { $0.contains("Done adds a new tool to the Library.") })
      // As saving the Inventory app's add-item sheet does: the next ID, appended, highlighted.
      let library = frames[5].lines
      #expect(library[0] == "Library")
      #expect(library.contains { $0.contains("▸ 8  Item 8 — Tool") })
      #expect(library.contains { $0.contains("  9  New item… (sheet)  [s]") })
      #expect(library[22] == " ● Left the graph: New item, Tool")
      // The new item is in the graph like any other, and related to the items of its kind.
      let item = frames[6].lines
      #expect(item[0] == "Library › Item 8")
      #expect(item.contains { $0.contains("Kind: Tool    Quantity: 1") })
      #expect(item.contains { $0.contains("Related: Hammer") })
      #expect(frames[7].lines.contains("      │  └─ stack 1: ItemNode"))
    }

    @Test func cancellingOrLeavingTheNewItemSheetAddsNothing() throws {
      let result = try run("login; sheet; open; back; cancel; sheet; open; back; back")
      #expect(result.status == 0, "\(result.stderr)")
      for frame in frames(result.stdout) where frame.lines[0] == "Library" {
        #expect(!frame.lines.contains { $0.contains("Item 8") })
        #expect(frame.lines.contains { $0.contains("8  New item… (sheet)  [s]") })
      }
    }

    @Test func aCommandTheScreenDoesNotOfferStopsBeforeItRuns() throws {
      let result = try run("login; confirm")
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "inventory: error: script step 2 (“confirm”): “confirm” needs an alert; “Library” is not one\n"
      )
      #expect(frames(result.stdout).map(\.command) == ["start", "login"])
      let logout = try run("login; logout")
      #expect(logout.status == 1)
      #expect(
        logout.stderr
          == "inventory: error: script step 2 (“logout”): “logout” is not offered on “Library”. "
          + "It offers: select 1-8, open, sheet, back, tab [NAME], link URL, url, graph.\n")
    }

    @Test func anUnknownCommandIsAClearErrorAndNonZeroExit() throws {
      let result = try run("login; open; teleport")
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          "inventory: error: script step 3 (“teleport”): unknown command “teleport”. Commands: "
            + "select N, open, back"))
      #expect(result.stderr.contains("login, logout, sheet, confirm, cancel, graph"))
    }

    @Test func aSmallTerminalStaysLegible() throws {
      let result = try run(
        "login; sheet; open; width 32; back; back; tab account; logout",
        arguments: ["--width", "40", "--height", "12"])
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      var width = 40
      for frame in frames {
        if frame.command == "width 32" { width = 32 }
        #expect(frame.lines.count == 12, "\(frame.command)")
        #expect(
          frame.lines.allSatisfy { $0.count <= width }, "\(frame.lines.joined(separator: "\n"))")
      }
      #expect(frames[3].lines[0] == "Library › [sheet] New item › Gadget")
      #expect(frames[3].lines.contains { $0.contains("▸ 1  Done  [d]") })
      #expect(frames[4].lines[0] == "… › [sheet] New item › Gadget")
      #expect(frames[4].lines.contains { $0.contains("▸ 1  Done  [d]") })
      let alert = try #require(frames.last).lines
      #expect(alert.contains { $0.contains("▸[ Cancel ]") })
    }

    @Test func aLinkOpenedBeforeLoginOpensOnceSomeoneLogsInAndPrintsBack() throws {
      let result = try run(
        "login; url; link inventory://items/1/items/4; link inventory://new/tool; url",
        arguments: ["--open", " inventory://items/1/details\n"])
      #expect(result.status == 0, "\(result.stderr)")
      let frames = frames(result.stdout)
      #expect(frames[0].lines[0] == "Log in")
      #expect(frames[0].lines.contains(" Log in to open inventory://items/1/details."))
      #expect(frames[1].lines[0] == "Library › Widget › Details")
      #expect(frames[2].lines[0] == "URL: inventory://items/1/details")
      // Item 4, a hammer, is no gadget: not related to the Widget, so nothing changes.
      #expect(
        frames[3].lines[0]
          == "Link failed: inventory://items/1/items/4: item 4 is not related to item 1")
      #expect(frames[3].lines[1] == "Library › Widget › Details")
      #expect(frames[4].lines[0] == "Library › [sheet] New item › Tool")
      #expect(frames[5].lines[0] == "URL: inventory://new/tool")
    }

    @Test(arguments: [
      ("inventory://items/x", "path segment 2 is \"x\"; expected an integer"),
      ("shop://items/1", "the scheme \"shop\" is not"),
    ])
    func aLinkOpenCannotReadIsAnError(link: String, problem: String) throws {
      let result = try run("login", arguments: ["--open", link])
      #expect(result.status == 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains(problem), "\(result.stderr)")
    }

    @Test(arguments: [
      (["--state", "/tmp/state.json"], "--coordinator does not take --state"),
      (["--graph", "dot"], "--coordinator does not take --graph"),
    ])
    func optionsOfTheInventoryAppAreUsageErrors(arguments: [String], problem: String) throws {
      let result = try InventoryExecutable.run(["--coordinator"] + arguments)
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains(problem))
    }

    @Test func helpDescribesTheCoordinatorDemo() throws {
      let help = try InventoryExecutable.run(["--help"]).stdout
      for topic in ["--coordinator", "COORDINATOR", "login, logout, sheet, confirm,"] {
        #expect(help.contains(topic), "missing \(topic)")
      }
    }
  }

#endif
