import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@NavigationNode`, `@StackRootNavigationNode`, `@TabsRootNavigationNode` and
/// `@SwitchedNavigationNode`: a class becomes a node of the given kind. Each adds the node's
/// `state` (unless the class declares one), marks the class's members `@MainActor`, and conforms
/// the class to `NavigationNode`.
protocol NavigationNodeKindMacro: ExtensionMacro, MemberMacro, MemberAttributeMacro {
  /// The macro's name, for diagnostics.
  static var macroName: String { get }
  /// The type of the state the macro adds.
  static var stateType: String { get }
  /// Whether the state has a value without the class's initializer setting it.
  static var stateHasDefault: Bool { get }
}

/// `@NavigationNode`: a plain node.
public enum NavigationNodeMacro: NavigationNodeKindMacro {
  static let macroName = "NavigationNode"
  static let stateType = "NavigationNodeState"
  static let stateHasDefault = true
}

/// `@StackRootNavigationNode`: a stack root; the initializer sets `state`.
public enum StackRootNavigationNodeMacro: NavigationNodeKindMacro {
  static let macroName = "StackRootNavigationNode"
  static let stateType = "StackRootNavigationNodeState"
  static let stateHasDefault = false
}

/// `@TabsRootNavigationNode`: a tabs root; the initializer sets `state`.
public enum TabsRootNavigationNodeMacro: NavigationNodeKindMacro {
  static let macroName = "TabsRootNavigationNode"
  static let stateType = "TabsRootNavigationNodeState"
  static let stateHasDefault = false
}

/// `@SwitchedNavigationNode`: a switched node, showing nothing until its first switch.
public enum SwitchedNavigationNodeMacro: NavigationNodeKindMacro {
  static let macroName = "SwitchedNavigationNode"
  static let stateType = "SwitchedNavigationNodeState"
  static let stateHasDefault = true
}

extension NavigationNodeKindMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(node: node, message: NavigationNodeDiagnostic.notAClass(macroName)))
      return []
    }
    let access = classDecl.modifiers.first {
      [.keyword(.public), .keyword(.package), .keyword(.open)].contains($0.name.tokenKind)
    }
    // An open class's members are at most public.
    let modifier =
      access.map { $0.name.tokenKind == .keyword(.open) ? "public " : "\($0.name.text) " } ?? ""
    var members: [DeclSyntax] = []
    if !declaresState(classDecl) {
      let type = "WaypointNodes.\(stateType)"
      members.append(
        stateHasDefault
          ? "\(raw: modifier)let state = \(raw: type)()"
          : "\(raw: modifier)let state: \(raw: type)")
    }
    // A UI layer draws a node through these: the class's `body`, or a container's
    // `body(for:)`, returned untyped so that the node layer never names a UI framework.
    if declaresBody(classDecl) {
      members.append(
        """
        @MainActor \(raw: modifier)func makeNavigationBody() -> Any? {
          body
        }
        """)
    }
    if let contentType = bodyForContentType(classDecl) {
      members.append(
        """
        @MainActor \(raw: modifier)func makeNavigationBody(for content: Any) -> Any? {
          guard let content = content as? \(raw: contentType) else {
            return nil
          }
          return body(for: content)
        }
        """)
    }
    return members
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    let attributes: AttributeListSyntax
    let modifiers: DeclModifierListSyntax
    if let function = member.as(FunctionDeclSyntax.self) {
      (attributes, modifiers) = (function.attributes, function.modifiers)
    } else if let variable = member.as(VariableDeclSyntax.self) {
      (attributes, modifiers) = (variable.attributes, variable.modifiers)
    } else if let initializer = member.as(InitializerDeclSyntax.self) {
      (attributes, modifiers) = (initializer.attributes, initializer.modifiers)
    } else if let subscriptDecl = member.as(SubscriptDeclSyntax.self) {
      (attributes, modifiers) = (subscriptDecl.attributes, subscriptDecl.modifiers)
    } else {
      return []
    }
    let isolated = attributes.contains { attribute in
      guard case .attribute(let attribute) = attribute else { return false }
      let name = attribute.attributeName.trimmedDescription
      return name == "MainActor" || name.hasSuffix("Actor")
    }
    let nonisolated = modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    return isolated || nonisolated ? [] : ["@MainActor"]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): WaypointNodes.NavigationNode {}")
    ]
  }

  /// Whether the class declares a `body` property: the node's view.
  private static func declaresBody(_ classDecl: ClassDeclSyntax) -> Bool {
    classDecl.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      }
    }
  }

  /// The type of `content` in the class's `func body(for content:)`, if it declares one.
  private static func bodyForContentType(_ classDecl: ClassDeclSyntax) -> String? {
    for member in classDecl.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "body",
        let parameter = function.signature.parameterClause.parameters.first,
        function.signature.parameterClause.parameters.count == 1,
        parameter.firstName.text == "for"
      else { continue }
      return parameter.type.trimmedDescription
    }
    return nil
  }

  /// Whether the class declares `state` itself.
  private static func declaresState(_ classDecl: ClassDeclSyntax) -> Bool {
    classDecl.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "state"
      }
    }
  }
}

enum NavigationNodeDiagnostic: DiagnosticMessage {
  case notAClass(String)

  var message: String {
    switch self {
    case .notAClass(let macro):
      "'@\(macro)' applies to a class: a node is an object the navigation graph refers to"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "Waypoint", id: "navigationNodeNotAClass") }

  var severity: DiagnosticSeverity { .error }
}
