import InventoryApp
import Testing
import Waypoint

/// The last two rows at every size: the key hints never lose the keys for back, help and quit,
/// and a message that fits two rows is shown whole, taking the hints' row until the next key.
@MainActor
@Suite struct KeyHintsAndMessagesTests {
  func render(width: Int, height: Int, message: String? = nil, typing: Bool = false) -> [String] {
    var state = AppFeature.State()
    if typing {
      state.inventory.addItem = ItemFormFeature.State(
        item: Item(id: 8, name: "", kind: .gadget, quantity: 1), focus: .name)
    }
    var interaction = Interaction()
    interaction.message = message
    return Renderer(width: width, height: height).render(
      screens: AppScreens.screens(for: state), selectedTab: .inventory,
      interaction: interaction, status: "Stock refresh started: Widget")
  }

  @Test func atEveryWidthTheKeyHintsNameBackHelpAndQuit() {
    for width in Renderer.minimumSize.width...140 {
      let hints = render(width: width, height: 12).last ?? ""
      for key in ["↑↓", "Enter", "b back", "? help", "q quit"] {
        #expect(hints.contains(key), "at \(width) columns: “\(hints)”")
      }
      #expect(DisplayWidth.of(hints) <= width)
    }
  }

  @Test func atEveryWidthTheTypingHintsSayHowToEndTyping() {
    for width in Renderer.minimumSize.width...140 {
      let hints = render(width: width, height: 12, typing: true).last ?? ""
      #expect(hints.hasPrefix("Typing: Enter/Esc done"), "at \(width) columns: “\(hints)”")
      #expect(DisplayWidth.of(hints) <= width)
    }
  }

  @Test func aMessageTooLongForTheStatusLineTakesTheKeyHintsRow() {
    let minimum = Renderer.minimumSize
    let message = "Nothing for “x” here. Press ? for help."
    let lines = render(width: minimum.width, height: minimum.height, message: message)
    #expect(lines.count == minimum.height)
    #expect(lines.suffix(2).map { $0.trimmingPrefix(" ") }.joined(separator: " ") == message)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= minimum.width })
  }

  @Test func theLatestActivityStaysOnTheStatusLineAndTheHintsStay() {
    let minimum = Renderer.minimumSize
    let lines = render(width: minimum.width, height: minimum.height)
    #expect(lines[minimum.height - 2] == " ● Stock refresh started: Widg…")
    #expect(lines[minimum.height - 1].contains("? help"))
  }
}
