import InventoryApp
import Testing

@Suite struct ScriptCommandTests {
  @Test func parsesCommandsSeparatedBySemicolonsAndLines() throws {
    let steps = try ScriptCommand.parse("select 2; open\nedit ;name Gizmo 2; wait 1.5; tab movies")
    #expect(
      steps.map(\.text) == ["select 2", "open", "edit", "name Gizmo 2", "wait 1.5", "tab movies"])
    #expect(steps[0].command == .select(2))
    #expect(steps[2].command == .shortcut(ScriptCommand.shortcuts.first { $0.name == "edit" }!))
    #expect(steps[3].command == .name("Gizmo 2"))
    #expect(steps[4].command == .wait(.milliseconds(1500)))
    #expect(steps[5].command == .tab(.movies))
  }

  @Test func anUnknownCommandIsAClearError() {
    #expect(throws: ScriptError.self) { try ScriptCommand.parse("open; fly away") }
    do {
      _ = try ScriptCommand.parse("open; fly")
    } catch {
      #expect(error.step == 2)
      #expect(error.description.hasPrefix("script step 2 (“fly”): unknown command “fly”."))
    }
  }

  @Test(arguments: ["select", "select zero", "wait soon", "tab games", "name", "open 2"])
  func badArgumentsAreErrors(_ script: String) {
    #expect(throws: ScriptError.self) { try ScriptCommand.parse(script) }
  }
}
