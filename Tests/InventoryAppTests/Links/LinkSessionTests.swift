import Foundation
import InventoryApp
import TestSupport
import Testing
import Waypoint
import WaypointRouting
import WaypointTesting

/// Links as a person meets them: `url` and `link` in a script, `--open`, the `u` key, and the
/// promise that a printed link shows the same screen again.
@MainActor
@Suite struct LinkSessionTests {
  func run(_ script: String, from state: AppFeature.State = AppFeature.State()) async throws
    -> [[String]]
  {
    var frames: [[String]] = []
    _ = try await ScriptRunner(width: 80, height: 24).run(script, from: state) {
      frames.append($0.components(separatedBy: "\n"))
    }
    return frames
  }

  /// The screen drawn by a frame, without the line that names the command, the lines the
  /// command printed, and the stock level, which a live back end reads anew each time.
  func screen(_ frame: [String]) -> [String] {
    frame.dropFirst().drop { $0.hasPrefix("URL: ") || $0.hasPrefix("Link failed: ") }
      .filter { !$0.contains("Stock level:") }
  }

  @Test(arguments: [
    "select 2; open",
    "select 2; open; select 2; open",
    "select 2; open; edit",
    "select 2; open; edit; name Gizmo 2",
    "select 2; open; edit; open; clear; save",
    "select 3; open; delete",
    "add",
    "add; name Sprocket",
    "tab movies; select 3; open; cast; select 2; open; filmography; select 1; open",
    "tab movies; open; settings; refresh; refresh",
    "select 1; open; settings",
    "settings",
  ])
  func aPrintedLinkOpensTheSameScreen(script: String) async throws {
    let frames = try await run(script + "; url")
    let last = try #require(frames.last)
    let line = try #require(last.first { $0.hasPrefix("URL: inventory:") })
    let link = String(line.dropFirst("URL: ".count))
    var opened = AppFeature.State()
    try opened.open(link: link)
    let replay = try await run("", from: opened)
    #expect(screen(replay[0]) == screen(last), "\(link)")
  }

  @Test func aBadLinkPrintsTheErrorAndTheScreenStaysAsItWas() async throws {
    let frames = try await run(
      "select 2; open; link inventory://items/2/bogus; link inventory://items/99; url")
    #expect(
      frames[3][1]
        == #"Link failed: inventory://items/2/bogus: path segment 3 is "bogus"; expected "edit", "delete", an integer, "add", "settings" or the end of the path"#
    )
    #expect(
      frames[4][1]
        == "Link failed: inventory://items/99: path segment 2 is \"99\"; expected an item of the inventory: 1, 2, 3, 4, 5, 6, 7"
    )
    // The same screen, and the status line says why.
    #expect(Array(frames[3].dropFirst(2).dropLast(2)) == Array(frames[2].dropFirst().dropLast(2)))
    #expect(frames[4].contains { $0.hasPrefix(" ● Link failed: inventory://items/99") })
    #expect(frames[5][1] == "URL: inventory://items/2")
  }

  @Test func aLinkMidSessionReplacesTheNavigation() async throws {
    let frames = try await run(
      "select 2; open; link inventory://movies/movie/2/cast/2; url; tab inventory; url")
    #expect(frames[3][1] == "Movies › The Last Ferry › Cast")
    #expect(frames[4][1] == "URL: inventory://movies/movie/2/cast/2")
    // The Inventory tab kept its stack.
    #expect(frames[6][1] == "URL: inventory://items/2")
  }

  @Test func aLinkAcrossPresentationLevelsPrintsTheStepsSwiftUIWouldShow() async throws {
    let frames = try await run(
      "select 2; open; edit; link inventory://movies/movie/1/cast/1; link inventory://items/3")
    // Dismiss the sheet first, then the stack of the other tab in one step.
    #expect(
      frames[4][1]
        == "SwiftUI steps: Inventory › Gizmo  →  Movies › Harbor Lights › Cast")
    #expect(frames[4][2] == "Movies › Harbor Lights › Cast")
    // One step (a stack replaced): nothing more to say.
    #expect(frames[5][1] == "Inventory › Doohickey")
  }

  @Test func linkAndURLAreScriptCommands() throws {
    #expect(
      try ScriptCommand.parse("link inventory://items/2?name=A%20B; url").map(\.command) == [
        .link("inventory://items/2?name=A%20B"), .url,
      ])
    #expect(throws: ScriptError.self) { try ScriptCommand.parse("link") }
    #expect(throws: ScriptError.self) { try ScriptCommand.parse("url inventory://items") }
  }

  @Test func theUKeyShowsTheScreensLink() throws {
    var state = AppFeature.State()
    try state.open(link: "inventory://items/2/delete")
    let session = Session(state: state) { $0.continuousClock = TestClock() }
    session.handle(.character("u"))
    #expect(session.interaction.message == "Link: inventory://items/2/delete")
  }

  @Test func aSessionOpenedAtALinkHighlightsTheWayThere() throws {
    var state = AppFeature.State()
    try state.open(link: "inventory://items/2/3/delete")
    let session = Session(state: state) { $0.continuousClock = TestClock() }
    let screens = session.screens
    #expect(
      screens.map(\.breadcrumb) == [
        "Inventory", "Gizmo", "Doohickey", "[dialog] Delete Doohickey?",
      ])
    #expect(session.interaction.selection(on: screens[0]) == 1)  // Gizmo, the second item
    #expect(
      screens[1].entries[session.interaction.selection(on: screens[1])].label
        == "Related: Doohickey")
    #expect(screens[2].entries[session.interaction.selection(on: screens[2])].label == "Delete")
  }

  @Test func aBadLinkFromTheSessionLeavesTheStateAsItWas() throws {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.enter)
    let before = session.store.state
    #expect(throws: LinkError.self) {
      try session.open(link: "inventory://items/1/edit?quantity=x")
    }
    #expect(throws: LinkError.self) { try session.open(link: "not a link at all") }
    #expect(session.store.state == before)
  }

  @Test func aWalkOfTheAppPrintsLinksThatOpenWhatItShows() throws {
    var generator = SplitMix64(seed: 0x11AC_0003)
    for walk in 0..<150 {
      let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
      for _ in 0..<Int.random(in: 1...14, using: &generator) {
        guard let top = session.screens.last else { break }
        if top.textField != nil, Bool.random(using: &generator) {
          session.handle(
            .character(
              Character(String(UnicodeScalar(UInt8.random(in: 32...126, using: &generator))))))
          continue
        }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: session.handle(.character("b"))
        case 1: session.handle(.tab)
        case 2: session.handle(.character("s"))
        default:
          session.select(Int.random(in: 1...max(1, top.entries.count), using: &generator))
          session.handle(.enter)
        }
      }
      let walked = session.store.state
      let link = try walked.link().absoluteString
      // Opened over the same inventory, from nowhere in particular.
      var opened = walked
      opened.inventory.path = StackState()
      opened.inventory.addItem = nil
      opened.movies.path = StackState()
      opened.settings = nil
      opened.selectedTab = walk.isMultiple(of: 2) ? .inventory : .movies
      try opened.open(link: link)
      #expect(try opened.link() == walked.link(), "\(link)")
      #expect(shown(opened) == shown(walked), "\(link)")
    }
  }

  /// What the screens show besides live stock levels and a save in flight.
  func shown(_ state: AppFeature.State) -> [String] {
    AppScreens.screens(for: state).flatMap { screen in
      [screen.breadcrumb] + screen.entries.map(\.label) + [screen.textField?.text ?? "-"]
    }
  }
}
