import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "CaseExtractable": MacroSpec(
        type: CaseExtractableMacro.self, conformances: ["CaseExtractable"])
    ]
  )
)
struct CaseExtractableMacroTests {
  @Test func eachCaseOfOneUnlabelledValueGetsASwitch() {
    assertMacro {
      """
      @CaseExtractable
      public enum Action {
        case destination(PresentationAction<Destination.Action>)
        case pair(Int, String)
        case labelled(id: Int)
        indirect case nested(Action)
        case tapped, `default`(Int)
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case destination(PresentationAction<Destination.Action>)
        case pair(Int, String)
        case labelled(id: Int)
        indirect case nested(Action)
        case tapped, `default`(Int)
      }

      extension Action: Waypoint.CaseExtractable {
        public nonisolated static var caseExtractions: Waypoint.CaseExtractions<Self> {
          Waypoint.CaseExtractions(
            Waypoint.CaseExtraction(\Self.Cases.destination) {
              guard case let .destination(value) = $0 else { return nil }
              return value
            },
            Waypoint.CaseExtraction(\Self.Cases.nested) {
              guard case let .nested(value) = $0 else { return nil }
              return value
            },
            Waypoint.CaseExtraction(\Self.Cases.`default`) {
              guard case let .`default`(value) = $0 else { return nil }
              return value
            }
          )
        }
      }
      """#
    }
  }

  @Test func anEnumWithNoSuchCaseGetsAnEmptyList() {
    assertMacro {
      """
      @CaseExtractable
      enum Action {
        case tapped
      }
      """
    } expansion: {
      """
      enum Action {
        case tapped
      }

      extension Action: Waypoint.CaseExtractable {
        nonisolated static var caseExtractions: Waypoint.CaseExtractions<Self> {
          Waypoint.CaseExtractions()
        }
      }
      """
    }
  }

  @Test func aStructGetsNothing() {
    assertMacro {
      """
      @CaseExtractable
      struct Action {}
      """
    } expansion: {
      """
      struct Action {}
      """
    }
  }
}
