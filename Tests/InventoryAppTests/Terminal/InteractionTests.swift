import InventoryApp
import Testing
import Waypoint

@MainActor
@Suite struct InteractionTests {
  @Test func keysChooseActGoBackAndQuit() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.down)
    session.handle(.enter)
    #expect(
      AppScreens.screens(for: session.store.state).map(\.breadcrumb) == ["Inventory", "Gizmo"])
    session.handle(.character("e"))
    #expect(session.screens.map(\.breadcrumb) == ["Inventory", "Gizmo", "[sheet] Edit"])
    session.handle(.character("b"))
    #expect(session.screens.map(\.breadcrumb) == ["Inventory", "Gizmo"])
    session.handle(.escape)
    #expect(session.screens.map(\.breadcrumb) == ["Inventory"])
    #expect(session.handle(.character("q")) == false)
  }

  @Test func numbersSelectAndTabsSwitchKeepingEachStack() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.character("4"))
    session.handle(.enter)
    session.handle(.tab)
    session.handle(.enter)
    #expect(session.screens.map(\.breadcrumb) == ["Movies", "Harbor Lights"])
    session.handle(.left)
    #expect(session.screens.map(\.breadcrumb) == ["Inventory", "Hammer"])
  }

  @Test func typingGoesIntoTheFocusedField() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.character("a"))
    for character in "Sprocketx" { session.handle(.character(character)) }
    session.handle(.backspace)
    #expect(session.store.inventory.addItem?.item.name == "Sprocket")
    session.handle(.character("q"))
    #expect(session.store.inventory.addItem?.item.name == "Sprocketq")
    session.handle(.enter)
    #expect(session.store.inventory.addItem?.focus == nil)
    #expect(session.handle(.character("q")) == false)
  }

  @Test func anUnknownKeySaysSoAndChangesNothing() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.character("z"))
    #expect(session.interaction.message == "Nothing for “z” here. Press ? for help.")
    #expect(session.store.state == AppFeature.State())
  }

  @Test func screensThatAppearRunTheirTask() async {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.enter)
    for _ in 0..<50 where session.store.inventory.path.first?.detail?.stockLevel == nil {
      try? await Task.sleep(for: .milliseconds(10))
    }
    #expect(session.store.inventory.path.first?.detail?.stockLevel != nil)
    #expect(session.activityLog.entries.first == "Stock refresh started: Widget")
  }
}
