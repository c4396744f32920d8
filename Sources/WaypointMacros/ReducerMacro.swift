import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: a struct becomes a `Reducer`; an enum of features becomes a `CaseReducer`.
public enum ReducerMacro {}

// MARK: - Conformance

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let missing = Set(
      protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
    let wanted: [String]
    if declaration.is(StructDeclSyntax.self) {
      wanted = ["Reducer"]
    } else if declaration.is(EnumDeclSyntax.self) {
      wanted = ["CaseReducer", "Reducer"]
    } else {
      // Diagnosed by the member expansion.
      return []
    }
    let added = wanted.filter(missing.contains)
    guard !added.isEmpty else { return [] }
    let list = added.map { "Waypoint.\($0)" }.joined(separator: ", ")
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
  }
}

// MARK: - Attributes of a struct's nested types

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let nested = member.as(EnumDeclSyntax.self)
    else { return [] }
    var attributes: [AttributeSyntax] = []
    switch nested.name.text {
    case "Action":
      if !nested.attributes.has("CasePathable") {
        attributes.append("@CasePathable")
      }
    case "State":
      if !nested.attributes.has("CasePathable") {
        attributes.append("@CasePathable")
      }
      if !nested.attributes.has("dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
    default:
      break
    }
    return attributes
  }
}

// MARK: - Members

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      checkAction(of: structDecl, in: context)
      return []
    }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      diagnoseNotAStructOrEnum(declaration, node: node, in: context)
      return []
    }
    guard let features = features(of: enumDecl, in: context) else { return [] }
    return members(for: features, of: enumDecl)
  }

  /// Reports a struct without an `Action`, with a fix-it that adds an empty one.
  private static func checkAction(
    of structDecl: StructDeclSyntax, in context: some MacroExpansionContext
  ) {
    let names = structDecl.memberBlock.members.compactMap { member -> String? in
      let decl = member.decl
      if let nested = decl.as(EnumDeclSyntax.self) { return nested.name.text }
      if let nested = decl.as(StructDeclSyntax.self) { return nested.name.text }
      if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text }
      return nil
    }
    guard !names.contains("Action") else { return }
    var fixed = structDecl.memberBlock
    fixed.members.insert(
      MemberBlockItemSyntax(
        leadingTrivia: .newline + .spaces(2), decl: DeclSyntax("enum Action {}")),
      at: fixed.members.startIndex)
    context.diagnose(
      Diagnostic(
        node: structDecl.name,
        message: ReducerDiagnostic.missingAction(structDecl.name.text),
        fixIt: FixIt(
          message: ReducerFixIt.addAction,
          changes: [.replace(oldNode: Syntax(structDecl.memberBlock), newNode: Syntax(fixed))]
        )
      ))
  }

  /// Reports `@Reducer` on a class, actor, protocol or extension; offers a struct for a class or
  /// an actor.
  private static func diagnoseNotAStructOrEnum(
    _ declaration: some DeclGroupSyntax, node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) {
    let keyword: TokenSyntax
    let modifiers: DeclModifierListSyntax
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      keyword = classDecl.classKeyword
      modifiers = classDecl.modifiers
    } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
      keyword = actorDecl.actorKeyword
      modifiers = actorDecl.modifiers
    } else {
      context.diagnose(
        Diagnostic(node: node, message: ReducerDiagnostic.notAStructOrEnum("this declaration")))
      return
    }
    var changes: [FixIt.Change] = [
      .replace(
        oldNode: Syntax(keyword), newNode: Syntax(keyword.with(\.tokenKind, .keyword(.struct))))
    ]
    // A struct cannot be `final`: the fix-it drops it along with the class.
    if let final = modifiers.first(where: { $0.name.tokenKind == .keyword(.final) }) {
      changes.append(
        .replace(
          oldNode: Syntax(final),
          newNode: Syntax(
            DeclModifierSyntax(name: .identifier(""), trailingTrivia: final.leadingTrivia))))
    }
    let article = keyword.text == "actor" ? "an" : "a"
    context.diagnose(
      Diagnostic(
        node: keyword,
        message: ReducerDiagnostic.notAStructOrEnum("\(article) \(keyword.text)"),
        fixIt: FixIt(message: ReducerFixIt.useStruct(keyword.text), changes: changes)
      ))
  }
}

// MARK: - Enums of features

/// One case of an `@Reducer` enum.
struct Feature {
  enum Kind {
    /// A reducer: its state is `Payload.State` and its actions `Payload.Action`.
    case reducer
    /// An alert or dialog: its state is the payload, and its actions the payload's argument.
    case ephemeral(action: TypeSyntax)
  }

  let name: String
  let payload: TypeSyntax
  let kind: Kind

  var stateType: String {
    switch kind {
    case .reducer: "\(payload.trimmedDescription).State"
    case .ephemeral: payload.trimmedDescription
    }
  }

  var actionType: String {
    switch kind {
    case .reducer: "\(payload.trimmedDescription).Action"
    case let .ephemeral(action): action.trimmedDescription
    }
  }
}

extension ReducerMacro {
  /// The enum's cases as features, or `nil` after reporting a case that does not hold exactly
  /// one feature.
  static func features(
    of enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext
  ) -> [Feature]? {
    var features: [Feature] = []
    var isValid = true
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        guard let feature = feature(of: element, in: context) else {
          isValid = false
          continue
        }
        features.append(feature)
      }
    }
    return isValid ? features : nil
  }

  private static func feature(
    of element: EnumCaseElementSyntax, in context: some MacroExpansionContext
  ) -> Feature? {
    let name = element.name.text
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first, parameter.firstName == nil
    else {
      context.diagnose(
        Diagnostic(node: element, message: ReducerDiagnostic.caseWithoutOneFeature(name)))
      return nil
    }
    let payload = parameter.type
    if let identifier = payload.as(IdentifierTypeSyntax.self) {
      return feature(
        name: name, payload: payload, last: identifier.name,
        generics: identifier.genericArgumentClause)
    }
    if let member = payload.as(MemberTypeSyntax.self) {
      return feature(
        name: name, payload: payload, last: member.name, generics: member.genericArgumentClause)
    }
    context.diagnose(
      Diagnostic(
        node: payload,
        message: ReducerDiagnostic.payloadNotAReducer(name, payload.trimmedDescription)))
    return nil
  }

  private static func feature(
    name: String, payload: TypeSyntax, last: TokenSyntax,
    generics: GenericArgumentClauseSyntax?
  ) -> Feature {
    if ["AlertState", "ConfirmationDialogState"].contains(last.text),
      let arguments = generics?.arguments, arguments.count == 1,
      let argument = arguments.first?.argument.as(TypeSyntax.self)
    {
      return Feature(name: name, payload: payload, kind: .ephemeral(action: argument))
    }
    return Feature(name: name, payload: payload, kind: .reducer)
  }

  /// The generated `State`, `Action`, `body`, `CaseScope` and `scope(_:)`.
  static func members(for features: [Feature], of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let access = enumDecl.modifiers.accessLevel
    let name = enumDecl.name.text
    let stateCases = features.map { "case \($0.name)(\($0.stateType))" }
    let actionCases = features.map { "case \($0.name)(\($0.actionType))" }
    let scopes = features.compactMap { feature -> String? in
      guard case .reducer = feature.kind else { return nil }
      return """
        Waypoint.Scope(state: \\Self.State.Cases.\(feature.name), \
        action: \\Self.Action.Cases.\(feature.name)) {
          \(feature.payload.trimmedDescription)()
        }
        """
    }
    let caseScopes = features.map { feature -> String in
      switch feature.kind {
      case .reducer:
        "case \(feature.name)(Waypoint.Store<\(feature.stateType), \(feature.actionType)>)"
      case .ephemeral:
        "case \(feature.name)(\(feature.stateType))"
      }
    }
    let switchCases = features.map { feature -> String in
      switch feature.kind {
      case .reducer:
        """
        case .\(feature.name):
          return .\(feature.name)(store.scope(state: \\.\(feature.name), action: \\.\(feature.name))!)
        """
      case .ephemeral:
        """
        case let .\(feature.name)(state):
          return .\(feature.name)(state)
        """
      }
    }
    // The body's type is spelled out, as the builder makes it, so that `Body` is known by name
    // and the instance `body` of `CaseReducer` can return the static one.
    let scopeTypes = features.compactMap { feature -> String? in
      guard case .reducer = feature.kind else { return nil }
      return "Waypoint.Scope<Self.State, Self.Action, \(feature.payload.trimmedDescription)>"
    }
    let bodyType =
      scopeTypes.dropFirst().reduce(scopeTypes.first) { accumulated, next in
        "Waypoint.ReducerSequence<\(accumulated!), \(next)>"
      } ?? "Waypoint.EmptyReducer<Self.State, Self.Action>"
    func lines(_ items: [String], indent: Int) -> String {
      let pad = String(repeating: " ", count: indent)
      return items.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        .map { pad + $0 }.joined(separator: "\n")
    }
    return [
      """
      @CasePathable
      @dynamicMemberLookup
      @ObservableState
      \(raw: access)enum State: Waypoint.CaseReducerState {
        \(raw: access)typealias StateReducer = \(raw: name)
      \(raw: lines(stateCases, indent: 2))
      }
      """,
      """
      @CasePathable
      \(raw: access)enum Action {
      \(raw: lines(actionCases, indent: 2))
      }
      """,
      """
      \(raw: access)typealias Body = \(raw: bodyType)
      """,
      """
      @Waypoint.ReducerBuilder<Self.State, Self.Action>
      \(raw: access)static var body: Body {
      \(raw: lines(scopes, indent: 2))
      }
      """,
      """
      \(raw: access)enum CaseScope {
      \(raw: lines(caseScopes, indent: 2))
      }
      """,
      """
      @MainActor
      \(raw: access)static func scope(_ store: Waypoint.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
      \(raw: lines(switchCases, indent: 2))
        }
      }
      """,
    ]
  }
}

// MARK: - Helpers and messages

extension AttributeListSyntax {
  /// Whether an attribute named `name` (or `Module.name`) is in the list.
  func has(_ name: String) -> Bool {
    contains { element in
      guard case let .attribute(attribute) = element else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written.hasSuffix(".\(name)")
    }
  }
}

extension DeclModifierListSyntax {
  /// `public `, `package ` or nothing: the access generated members need to match the enum.
  var accessLevel: String {
    for modifier in self {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}

enum ReducerDiagnostic: DiagnosticMessage {
  case notAStructOrEnum(String)
  case missingAction(String)
  case caseWithoutOneFeature(String)
  case payloadNotAReducer(String, String)

  var message: String {
    switch self {
    case let .notAStructOrEnum(what):
      "'@Reducer' applies to a struct or an enum of features, not to \(what): reducers are values"
    case let .missingAction(name):
      "'@Reducer' struct '\(name)' has no 'Action': declare the actions it handles, as 'enum Action'"
    case let .caseWithoutOneFeature(name):
      """
      '@Reducer' enum case '\(name)' must hold exactly one feature, without a label, such as \
      'case \(name)(\(name.prefix(1).uppercased() + name.dropFirst())Feature)'
      """
    case let .payloadNotAReducer(name, payload):
      """
      '@Reducer' enum case '\(name)' holds '\(payload)', which is not a reducer: each case holds \
      a feature's reducer type, or 'AlertState<Action>' or 'ConfirmationDialogState<Action>'
      """
    }
  }

  var diagnosticID: MessageID {
    let id: String
    switch self {
    case .notAStructOrEnum: id = "notAStructOrEnum"
    case .missingAction: id = "missingAction"
    case .caseWithoutOneFeature: id = "caseWithoutOneFeature"
    case .payloadNotAReducer: id = "payloadNotAReducer"
    }
    return MessageID(domain: "Waypoint", id: id)
  }

  var severity: DiagnosticSeverity { .error }
}

enum ReducerFixIt: FixItMessage {
  case useStruct(String)
  case addAction

  var message: String {
    switch self {
    case let .useStruct(keyword): "Replace '\(keyword)' with 'struct'"
    case .addAction: "Add 'enum Action {}'"
    }
  }

  var fixItID: MessageID {
    switch self {
    case .useStruct: MessageID(domain: "Waypoint", id: "useStruct")
    case .addAction: MessageID(domain: "Waypoint", id: "addAction")
    }
  }
}
