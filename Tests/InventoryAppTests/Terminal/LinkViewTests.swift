import InventoryApp
import Testing
import Waypoint

/// `u` shows the screen's link whole, however long it is and however small the terminal.
@MainActor
@Suite struct LinkViewTests {
  /// A session on item 2's edit sheet, with a name long enough to make the link `length`
  /// characters or more.
  func editing(nameLength: Int) -> Session {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.down)
    session.handle(.enter)
    session.handle(.character("e"))
    session.handle(.character("n"))
    session.handle(.clearLine)
    for index in 0..<nameLength {
      session.handle(.character(Character(String(index % 10))))
    }
    session.handle(.enter)
    return session
  }

  func link(of session: Session) throws -> String {
    try session.store.state.link().absoluteString
  }

  /// The link's rows: those under the view's rule.
  func linkRows(_ lines: [String]) -> [String] {
    Array(lines.drop { !$0.hasPrefix("── Link") }.dropFirst())
  }

  @Test func aLinkThatFitsTheStatusLineIsShownThere() throws {
    let session = editing(nameLength: 3)
    session.handle(.character("u"))
    let lines = session.render(width: 80, height: 24)
    #expect(lines[22] == " Link: \(try link(of: session))")
    #expect(!lines.contains { $0.hasPrefix("── Link") })
    // The next key acts as usual.
    session.handle(.character("b"))
    #expect(session.screens.map(\.breadcrumb) == ["Inventory", "Gizmo"])
  }

  @Test func aLinkTooLongForTheStatusLineIsDrawnWholeOnRowsOfItsOwn() throws {
    let session = editing(nameLength: 120)
    session.handle(.character("u"))
    let lines = session.render(width: 80, height: 24)
    let link = try link(of: session)
    #expect(link.count > 80)
    #expect(lines.count == 24)
    #expect(lines.contains("── Link · any key closes " + String(repeating: "─", count: 55)))
    #expect(linkRows(lines).joined() == link)
    #expect(linkRows(lines).dropLast().allSatisfy { $0.count == 80 })
    // A key closes the link and does nothing else.
    session.handle(.character("b"))
    #expect(!session.render(width: 80, height: 24).contains { $0.hasPrefix("── Link") })
    #expect(session.screens.map(\.breadcrumb) == ["Inventory", "Gizmo", "[sheet] Edit"])
  }

  @Test func aLinkLongerThanTheTerminalScrollsWithTheArrows() throws {
    let session = editing(nameLength: 400)
    let (width, height) = Renderer.minimumSize
    session.handle(.character("u"))
    var lines = session.render(width: width, height: height)
    #expect(lines[0].hasPrefix("── Link · ↑↓ scroll, Esc closes"))
    var rows = linkRows(lines)
    #expect(rows.count == height - 1)
    // Scrolled to the end and past it: each ↓ shows one more row, then nothing changes.
    for _ in 0..<30 {
      session.handle(.down)
      lines = session.render(width: width, height: height)
      let last = try #require(linkRows(lines).last)
      if last != rows.last { rows.append(last) }
    }
    #expect(rows.joined() == (try link(of: session)))
    session.handle(.up)
    #expect(linkRows(session.render(width: width, height: height)).last == rows[rows.count - 2])
    session.handle(.escape)
    lines = session.render(width: width, height: height)
    #expect(!lines.contains { $0.hasPrefix("── Link") })
    #expect(session.screens.count == 3, "Esc closed the link and did not dismiss the sheet")
  }
}
