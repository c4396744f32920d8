import MacroTesting
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "_CasePaths": MacroSpec(
        type: CasePathsMacro.self, conformances: ["CasePathable", "CasePathIterable"])
    ]
  )
)
struct CasePathsMacroTests {
  @Test func eachCaseGetsACasePathAndTheValuesNameTheirCases() {
    assertMacro {
      """
      @_CasePaths
      public enum Action {
        case tapped
        case renamed(String)
        indirect case again(Action)
        case alert(Never)
        case `default`(Int)
        var isTapped: Bool { self == .tapped }
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case tapped
        case renamed(String)
        indirect case again(Action)
        case alert(Never)
        case `default`(Int)
        var isTapped: Bool { self == .tapped }

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
            switch root {
            case .tapped: return \.tapped
            case .renamed: return \.renamed
            case .again: return \.again
            case .alert: return \.alert
            case .`default`: return \.`default`
            }
          }
          public var tapped: CasePaths.AnyCasePath<Action, Void> {
            CasePaths.AnyCasePath(
              embed: { .tapped },
              extract: {
                guard case .tapped = $0 else { return nil }
                return ()
              })
          }
          public var renamed: CasePaths.AnyCasePath<Action, String> {
            CasePaths.AnyCasePath(
              embed: { .renamed($0) },
              extract: {
                guard case let .renamed(value) = $0 else { return nil }
                return value
              })
          }
          public var again: CasePaths.AnyCasePath<Action, Action> {
            CasePaths.AnyCasePath(
              embed: { .again($0) },
              extract: {
                guard case let .again(value) = $0 else { return nil }
                return value
              })
          }
          public var alert: CasePaths.AnyCasePath<Action, Never> {
            ._$embed(Action.alert, extract: { _ in nil })
          }
          public var `default`: CasePaths.AnyCasePath<Action, Int> {
            CasePaths.AnyCasePath(
              embed: { .`default`($0) },
              extract: {
                guard case let .`default`(value) = $0 else { return nil }
                return value
              })
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
            let all: [CasePaths.PartialCaseKeyPath<Action>] = [\.tapped, \.renamed, \.again, \.alert, \.`default`]
            return all.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths { AllCasePaths() }
      }

      extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
      """#
    }
  }

  /// Anything `@CasePathable` handles and this macro does not is an error, not a wrong expansion.
  @Test func anEnumItCannotWriteIsAnError() {
    assertMacro {
      """
      @_CasePaths
      enum Action {
        case pair(Int, String)
      }
      """
    } diagnostics: {
      """
      @_CasePaths
      ┬──────────
      ╰─ 🛑 '@_CasePaths' applies to an enum whose cases each hold nothing or one unlabelled value; write '@CasePathable' instead
      enum Action {
        case pair(Int, String)
      }
      """
    }
  }

  /// `@Reducer` attaches the macro only where it can write what `@CasePathable` would; the rest
  /// keep `@CasePathable`.
  @Test(
    arguments: [
      "enum Action { case pair(Int, String) }",
      "enum Action { case labelled(id: Int) }",
      "enum Action { case defaulted(Int = 0) }",
      "enum Action { case empty() }",
      "enum Action {}",
      "enum Action<Value> { case value(Value) }",
      "enum Action { case one, one(Int) }",
      "enum Action { case element(Element) }",
      "enum Action { case root(Root.Action) }",
      "enum Action { case this(Self) }",
      "enum Action { case element(`Element`) }",
      "enum Action { case generator(Generator) }",
      "enum Action { case `a`, a(Int) }",
      "enum Element { case one }",
      "@available(macOS 99, *) enum Action { case one }",
      "enum Action { @available(*, deprecated) case one }",
      "enum Action {\n  #if DEBUG\n  case debug\n  #endif\n}",
    ])
  func anEnumOnlyCasePathableCanWriteIsLeftToIt(source: String) throws {
    let enumDecl = try #require(DeclSyntax(stringLiteral: source).as(EnumDeclSyntax.self))
    #expect(!CasePathsMacro.isSimple(enumDecl))
  }

  @Test(
    arguments: [
      "enum Action { case one }",
      "enum Action { case one, two(Int), three([String: Int]) }",
      "@dynamicMemberLookup enum Action { indirect case again(Action); var x: Int { 0 } }",
      "enum Action { case alert(Never), child(PresentationAction<Child.Action>) }",
    ])
  func anEnumOfPlainCasesIsWrittenByTheMacro(source: String) throws {
    let enumDecl = try #require(DeclSyntax(stringLiteral: source).as(EnumDeclSyntax.self))
    #expect(CasePathsMacro.isSimple(enumDecl))
  }
}
