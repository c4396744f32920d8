import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CaseExtractable`: an enum lists a `switch` that extracts each case holding one value.
public enum CaseExtractableMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // Anything but an enum, or an enum that already conforms, gets nothing.
    guard let enumDecl = declaration.as(EnumDeclSyntax.self), !protocols.isEmpty else {
      return []
    }
    let access = enumDecl.modifiers.generatedAccess(in: context)
    let entries = singleValueCases(of: enumDecl).map { name in
      """
            Waypoint.CaseExtraction(\\Self.Cases.\(name)) {
              guard case let .\(name)(value) = $0 else { return nil }
              return value
            }
      """
    }
    let list = entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n") + "\n    "
    return [
      try ExtensionDeclSyntax(
        """
        extension \(type.trimmed): Waypoint.CaseExtractable {
          \(raw: access)nonisolated static var caseExtractions: Waypoint.CaseExtractions<Self> {
            Waypoint.CaseExtractions(\(raw: list))
          }
        }
        """)
    ]
  }

  /// The names of the cases declared with exactly one unlabelled value, outside `#if`.
  static func singleValueCases(of enumDecl: EnumDeclSyntax) -> [String] {
    enumDecl.memberBlock.members.flatMap { member -> [String] in
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return caseDecl.elements.compactMap { element in
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let parameter = parameters.first, parameter.firstName == nil,
          parameter.defaultValue == nil
        else { return nil }
        return element.name.text
      }
    }
  }
}
