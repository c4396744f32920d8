import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_CasePaths`: the `CasePathable` conformance of an enum whose cases each hold nothing or one
/// unlabelled value.
///
/// `@Reducer` attaches it to the actions and states it writes or finds, in place of
/// `@CasePathable`, when ``isSimple(_:)`` holds. Its member expansion writes what
/// `@CasePathable`'s does (`AllCasePaths`, with a case path per case, and `allCasePaths`), so
/// code that reads them sees no difference; its extension adds the conformances. The compiler
/// asks for the members only where it needs them, and a debug build of this plug-in writes them
/// in a third of the time `@CasePathable`'s takes (it formats nothing). It does not also add
/// `CaseExtractable`: the compiler crashes when one extension macro adds both conformances to an
/// enum that a member attribute macro marked.
public enum CasePathsMacro {}

extension CasePathsMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), isSimple(enumDecl) else {
      context.diagnose(Diagnostic(node: node, message: CasePathsDiagnostic.notSimple))
      return []
    }
    let cases = enumDecl.memberBlock.members.flatMap { member -> [EnumCaseElementSyntax] in
      Array(member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [])
    }
    let access = enumDecl.modifiers.generatedAccess(in: context)
    return [
      DeclSyntax(stringLiteral: allCasePaths(of: cases, root: enumDecl.name.text, access: access)),
      "\(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }",
    ]
  }
}

extension CasePathsMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The member expansion diagnoses an enum this macro cannot handle.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), isSimple(enumDecl) else {
      return []
    }
    let missing = conformanceNames(protocols)
    let conformances = ["CasePathable", "CasePathIterable"].filter(missing.contains)
    guard !conformances.isEmpty else { return [] }
    let list = conformances.map { "CasePaths.\($0)" }.joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
  }

  /// `AllCasePaths`: a case path for each case, the case path of a value, and all of them in
  /// order.
  static func allCasePaths(
    of cases: [EnumCaseElementSyntax], root: String, access: String
  ) -> String {
    let names = cases.map(\.name.text)
    let subscriptCases = names.map { "    case .\($0): return \\.\($0)" }
    let paths = cases.map { element -> String in
      let name = element.name.text
      guard let parameter = element.parameterClause?.parameters.first else {
        return """
            \(access)var \(name): CasePaths.AnyCasePath<\(root), Void> {
              CasePaths.AnyCasePath(
                embed: { .\(name) },
                extract: {
                  guard case .\(name) = $0 else { return nil }
                  return ()
                })
            }
          """
      }
      let payload = parameter.type.trimmedDescription
      if payload == "Never" || payload == "Swift.Never" {
        // No value is ever in this case (the action of an alert of `Never` in an enum of
        // features). A closure that embeds one would be code the compiler warns never runs.
        return """
            \(access)var \(name): CasePaths.AnyCasePath<\(root), \(payload)> {
              ._$embed(\(root).\(name), extract: { _ in nil })
            }
          """
      }
      return """
          \(access)var \(name): CasePaths.AnyCasePath<\(root), \(payload)> {
            CasePaths.AnyCasePath(
              embed: { .\(name)($0) },
              extract: {
                guard case let .\(name)(value) = $0 else { return nil }
                return value
              })
          }
        """
    }
    let list = names.map { "\\.\($0)" }.joined(separator: ", ")
    return """
      \(access)struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
        \(access)subscript(root: \(root)) -> CasePaths.PartialCaseKeyPath<\(root)> {
          switch root {
      \(subscriptCases.joined(separator: "\n"))
          }
        }
      \(paths.joined(separator: "\n"))
        \(access)func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<\(root)>]> {
          let all: [CasePaths.PartialCaseKeyPath<\(root)>] = [\(list)]
          return all.makeIterator()
        }
      }
      """
  }

  /// Names a payload type cannot use here: inside `AllCasePaths` they name the struct itself or
  /// the associated types of its conformances, not the app's types.
  static let reservedNames: Set<String> = [
    "Self", "Element", "Iterator", "Generator", "Root", "AllCasePaths",
  ]

  /// Whether `typeText`, a type as written (backticks and all), names none of ``reservedNames``.
  static func avoidsReservedNames(_ typeText: String) -> Bool {
    !typeText.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      .contains { reservedNames.contains(String($0)) }
  }

  /// Whether this macro can write `enumDecl`'s case paths as `@CasePathable` would: it has cases,
  /// each holding nothing or one unlabelled value without a default, none declared twice, none
  /// inside `#if` or with attributes of its own; it is not generic nor marked `@available`, and
  /// no payload names `Self` or a name that means something else inside `AllCasePaths`
  /// (``reservedNames``). `@CasePathable` handles the rest.
  public static func isSimple(_ enumDecl: EnumDeclSyntax) -> Bool {
    guard enumDecl.genericParameterClause == nil, avoidsReservedNames(enumDecl.name.text) else {
      return false
    }
    for attribute in enumDecl.attributes {
      // `@CasePathable` repeats the enum's availability on its extension.
      guard case .attribute(let attribute) = attribute,
        attribute.attributeName.trimmedDescription != "available"
      else { return false }
    }
    var names: Set<String> = []
    for member in enumDecl.memberBlock.members {
      if member.decl.is(IfConfigDeclSyntax.self) { return false }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      guard caseDecl.attributes.isEmpty else { return false }
      for element in caseDecl.elements {
        guard names.insert(element.name.text.withoutBackticks).inserted else { return false }
        guard let clause = element.parameterClause else { continue }
        guard clause.parameters.count == 1, let parameter = clause.parameters.first,
          parameter.firstName == nil, parameter.secondName == nil,
          parameter.defaultValue == nil
        else { return false }
        if !avoidsReservedNames(parameter.type.trimmedDescription) { return false }
      }
    }
    return !names.isEmpty
  }
}

enum CasePathsDiagnostic: DiagnosticMessage {
  case notSimple

  var message: String {
    """
    '@_CasePaths' applies to an enum whose cases each hold nothing or one unlabelled value; \
    write '@CasePathable' instead
    """
  }

  var diagnosticID: MessageID { MessageID(domain: "Waypoint", id: "casePathsNotSimple") }

  var severity: DiagnosticSeverity { .error }
}
