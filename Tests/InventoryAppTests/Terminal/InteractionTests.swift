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

  @Test func eachTabKeepsItsHighlightWhileTheOtherIsShown() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.character("3"))
    session.handle(.tab)
    session.handle(.down)
    session.handle(.tab)
    let list = try! #require(session.screens.last)
    #expect(session.interaction.selection(on: list) == 2)
    session.handle(.tab)
    let movies = try! #require(session.screens.last)
    #expect(session.interaction.selection(on: movies) == 1)
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

  @Test func anyKeyClosesHelpAndDoesNothingElse() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.character("?"))
    #expect(session.interaction.showsHelp)
    // The help box says "Any key closes this help": q closes it, it does not quit.
    #expect(session.handle(.character("q")) == true)
    #expect(!session.interaction.showsHelp)
    session.handle(.character("?"))
    session.handle(.enter)
    #expect(!session.interaction.showsHelp)
    #expect(session.store.state == AppFeature.State(), "the key that closed help also acted")
    #expect(session.handle(.interrupt) == false, "Ctrl-C still quits")
  }

  @Test func aDestructiveDialogStartsOnCancelSoEnterKeepsTheItem() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.enter)
    session.handle(.character("d"))
    let dialog = try! #require(session.screens.last)
    #expect(dialog.presentation == .dialog)
    #expect(dialog.entries[session.interaction.selection(on: dialog)].label == "Cancel")
    session.handle(.enter)
    #expect(session.screens.map(\.breadcrumb) == ["Inventory", "Widget"])
    #expect(session.store.inventory.items.count == Item.samples.count)
    // Moving the highlight to Delete and closing the dialog: it opens on Cancel again.
    session.handle(.character("d"))
    session.handle(.up)
    session.handle(.escape)
    session.handle(.character("d"))
    let reopened = try! #require(session.screens.last)
    #expect(reopened.entries[session.interaction.selection(on: reopened)].label == "Cancel")
    // Delete is still one deliberate key away.
    session.handle(.up)
    session.handle(.enter)
    #expect(session.screens.map(\.breadcrumb) == ["Inventory"])
    #expect(session.store.inventory.items[id: 1] == nil)
  }

  @Test func leftAndRightMoveAlongADialogsButtonsAndSwitchNoTab() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.enter)
    session.handle(.character("d"))
    let dialog = try! #require(session.screens.last)
    #expect(dialog.entries[session.interaction.selection(on: dialog)].label == "Cancel")
    session.handle(.left)
    #expect(dialog.entries[session.interaction.selection(on: dialog)].label == "Delete")
    session.handle(.right)
    #expect(dialog.entries[session.interaction.selection(on: dialog)].label == "Cancel")
    session.handle(.left)
    session.handle(.enter)
    #expect(session.screens.map(\.breadcrumb) == ["Inventory"])
    #expect(session.store.inventory.items[id: 1] == nil)
    // On a sheet, ← → still do nothing: it is modal, and its entries are a column.
    session.handle(.character("a"))
    let sheet = try! #require(session.screens.last)
    let before = session.interaction.selection(on: sheet)
    session.handle(.right)
    #expect(session.interaction.selection(on: sheet) == before)
    #expect(session.screens.first?.breadcrumb == "Inventory")
  }

  @Test func typingIsAVisibleModeThatArrowsEnd() {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.character("a"))
    var sheet = try! #require(session.screens.last)
    #expect(sheet.textField != nil)
    var lines = session.render(width: 80, height: 24)
    #expect(lines.contains { $0.contains("Typing the name: letters type, Enter or Esc ends") })
    #expect(lines.contains { $0.contains("▸ 1  Name: ▌") })
    #expect(!lines.contains { $0.contains("[s]") }, "a key that would type is shown as a shortcut")
    session.handle(.character("s"))
    #expect(session.store.inventory.addItem?.item.name == "s")
    // ↓ ends the typing and moves the highlight; the shortcuts are back.
    session.handle(.down)
    sheet = try! #require(session.screens.last)
    #expect(sheet.textField == nil)
    #expect(session.interaction.selection(on: sheet) == 1)
    lines = session.render(width: 80, height: 24)
    #expect(lines.contains { $0.contains("▸ 2  Kind: Gadget  [k]") })
    #expect(lines.contains { $0.contains("Save  [s]") })
    session.handle(.character("s"))
    #expect(session.store.inventory.addItem?.isSaving == true)
  }

  @Test func theStatusLineFollowsARenamedItem() async {
    let session = Session(state: AppFeature.State()) { $0.continuousClock = TestClock() }
    session.handle(.character("2"))
    session.handle(.enter)
    await session.settle()
    session.handle(.character("e"))
    session.handle(.character("n"))
    for character in " 2" { session.handle(.character(character)) }
    session.handle(.enter)
    session.handle(.character("s"))
    await session.settle()
    #expect(session.screens.map(\.breadcrumb) == ["Inventory", "Gizmo 2"])
    session.handle(.character("d"))
    session.handle(.up)
    session.handle(.enter)
    await session.settle()
    #expect(session.screens.map(\.breadcrumb) == ["Inventory"])
    #expect(session.activityLog.entries.last == "Stock refresh stopped: Gizmo 2")
    #expect(!session.render(width: 80, height: 24).contains { $0.hasSuffix("stopped: Gizmo") })
  }
}
