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
    let missing = conformanceNames(protocols)
    // After an error, no conformance: it would only add errors about what is missing.
    let wanted: [String]
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      guard !isMissingAction(structDecl) else { return [] }
      wanted = ["Reducer"]
    } else if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      guard parse(enumDecl, in: context).problems.isEmpty else { return [] }
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
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let property = member.as(VariableDeclSyntax.self) {
      return isComputedBody(property) ? ["@Waypoint.ReducerBuilder<Self.State, Self.Action>"] : []
    }
    guard let nested = member.as(EnumDeclSyntax.self) else { return [] }
    var attributes: [AttributeSyntax] = []
    switch nested.name.text {
    case "Action":
      if !nested.attributes.has("CasePathable"), !nested.attributes.has("CaseExtractable"),
        CasePathsMacro.isSimple(nested)
      {
        // Case paths from Waypoint's plug-in: the same members as `@CasePathable` writes, for
        // less of the build's time (see `CasePathsMacro`).
        attributes.append("@Waypoint._CasePaths")
        attributes.append("@Waypoint.CaseExtractable")
        break
      }
      if !nested.attributes.has("CasePathable") {
        attributes.append("@CasePathable")
      }
      if !nested.attributes.has("CaseExtractable") {
        attributes.append("@Waypoint.CaseExtractable")
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

/// Whether `property` is the reducer's computed `body` with no builder of its own: the body a
/// conformance declared in an extension would not infer `ReducerBuilder` for.
private func isComputedBody(_ property: VariableDeclSyntax) -> Bool {
  guard property.bindings.count == 1, let binding = property.bindings.first,
    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
    let accessors = binding.accessorBlock
  else { return false }
  if property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
    return false
  }
  // Only a body of an opaque type, `some Reducer<State, Action>` or `some ReducerOf<Self>`, is
  // built: a concrete type (`Never` beside `reduce(into:action:)`, `Reduce<State, Action>`)
  // names its one reducer, whose `.init` a builder could not infer.
  guard let type = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
    type.someOrAnySpecifier.tokenKind == .keyword(.some)
  else { return false }
  // A getter alone, not a stored property's observers nor a setter.
  switch accessors.accessors {
  case .getter:
    break
  case .accessors(let list):
    guard list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
      !list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })
    else { return false }
  }
  let hasBuilder = property.attributes.contains { element in
    guard case .attribute(let attribute) = element else { return true }
    let name = attribute.attributeName.trimmedDescription
    return name.hasSuffix("ReducerBuilder") || name.contains("ReducerBuilder<")
  }
  // A body that returns explicitly is not built; a builder on it would only be disabled, with a
  // warning.
  return !hasBuilder && !ReturnFinder.returns(in: accessors)
}

/// Finds a `return` of the body itself, outside closures and nested declarations.
private final class ReturnFinder: SyntaxVisitor {
  var found = false

  static func returns(in accessors: AccessorBlockSyntax) -> Bool {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(accessors)
    return finder.found
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
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
    let parsed = parse(enumDecl, in: context)
    guard parsed.problems.isEmpty else {
      parsed.problems.forEach(context.diagnose)
      return []
    }
    return members(for: parsed.features, of: enumDecl, access: parsed.access)
  }

  /// Whether `structDecl` surely has no `Action`: none is declared among its members, none can
  /// be inferred from a `reduce(into:action:)`, and no `#if` hides one.
  static func isMissingAction(_ structDecl: StructDeclSyntax) -> Bool {
    for member in structDecl.memberBlock.members {
      let decl = member.decl
      if decl.is(IfConfigDeclSyntax.self) { return false }
      if decl.as(EnumDeclSyntax.self)?.name.text == "Action"
        || decl.as(StructDeclSyntax.self)?.name.text == "Action"
        || decl.as(TypeAliasDeclSyntax.self)?.name.text == "Action"
      {
        return false
      }
      if let function = decl.as(FunctionDeclSyntax.self), function.name.text == "reduce",
        function.signature.parameterClause.parameters.contains(where: {
          $0.firstName.text == "action"
        })
      {
        return false
      }
    }
    return true
  }

  /// Reports a struct without an `Action`, with a fix-it that adds an empty one.
  private static func checkAction(
    of structDecl: StructDeclSyntax, in context: some MacroExpansionContext
  ) {
    guard isMissingAction(structDecl) else { return }
    var fixed = structDecl.memberBlock
    // The first member moves to a line of its own, for a body written on one line.
    if let first = fixed.members.first, !first.leadingTrivia.contains(where: \.isNewline) {
      fixed.members[fixed.members.startIndex] = first.with(
        \.leadingTrivia, .newline + .spaces(2))
    }
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

  var isReducer: Bool {
    if case .reducer = kind { return true }
    return false
  }

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
  /// An enum of features as the macro reads it: its cases, the access its generated members
  /// need, and what is wrong with it.
  struct ParsedEnum {
    var features: [Feature] = []
    var access = ""
    var problems: [Diagnostic] = []
  }

  static func parse(
    _ enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext
  ) -> ParsedEnum {
    var parsed = ParsedEnum()
    // Members generated inside `public extension Host { @Reducer enum … }` must be public too.
    parsed.access = enumDecl.modifiers.generatedAccess(in: context)
    if !context.lexicalContext.isEmpty,
      let modifier = enumDecl.modifiers.first(where: { $0.name.tokenKind == .keyword(.private) })
    {
      parsed.problems.append(
        Diagnostic(
          node: modifier,
          message: ReducerDiagnostic.privateNestedEnum(enumDecl.name.text),
          fixIt: FixIt(
            message: ReducerFixIt.useFileprivate,
            changes: [
              .replace(
                oldNode: Syntax(modifier),
                newNode: Syntax(
                  modifier.with(
                    \.name,
                    .keyword(
                      .fileprivate, leadingTrivia: modifier.name.leadingTrivia,
                      trailingTrivia: modifier.name.trailingTrivia))))
            ]
          )
        ))
    }
    for member in enumDecl.memberBlock.members {
      if member.decl.is(IfConfigDeclSyntax.self) {
        parsed.problems.append(
          Diagnostic(node: member.decl, message: ReducerDiagnostic.conditionalCases))
        continue
      }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        switch feature(of: element) {
        case let .success(feature): parsed.features.append(feature)
        case let .failure(problem): parsed.problems.append(problem.diagnostic)
        }
      }
    }
    if parsed.problems.isEmpty, !parsed.features.contains(where: { $0.isReducer }) {
      // Swift 6.3's compiler crashes on the members generated for such an enum.
      parsed.problems.append(
        Diagnostic(node: enumDecl.name, message: ReducerDiagnostic.noFeature(enumDecl.name.text)))
    }
    return parsed
  }

  /// A case that does not hold exactly one feature.
  struct CaseProblem: Error {
    let diagnostic: Diagnostic
  }

  private static func feature(of element: EnumCaseElementSyntax) -> Result<Feature, CaseProblem> {
    let name = element.name.text
    guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let parameter = parameters.first, parameter.firstName == nil
    else {
      return .failure(
        CaseProblem(
          diagnostic: Diagnostic(
            node: element, message: ReducerDiagnostic.caseWithoutOneFeature(name))))
    }
    let payload = parameter.type
    if let identifier = payload.as(IdentifierTypeSyntax.self) {
      return .success(
        feature(
          name: name, payload: payload, last: identifier.name,
          generics: identifier.genericArgumentClause))
    }
    if let member = payload.as(MemberTypeSyntax.self) {
      return .success(
        feature(
          name: name, payload: payload, last: member.name, generics: member.genericArgumentClause))
    }
    return .failure(
      CaseProblem(
        diagnostic: Diagnostic(
          node: payload,
          message: ReducerDiagnostic.payloadNotAReducer(name, payload.trimmedDescription))))
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

  /// The `run` closure's body for case `name`: an action of another case runs nothing; for this
  /// case's, the enum's value is moved out of `state`, the case's state out of it, and the enum
  /// put back after the feature has run; another case is put back as it was.
  static func caseRun(_ name: String, stateType: String, hasOtherCases: Bool) -> String {
    // Moves the case's state out, runs `body`, and puts it back; `pad` goes before each line
    // after the first, which the caller places after its own indentation. The pointer is the
    // documented `withUnsafeMutablePointer(to:)` of the enum variable itself: `move()` takes the
    // value out and `initialize(to:)` puts a whole value back (the `defer` runs on every path),
    // so no layout is read and the feature owns its state alone while it runs.
    func run(_ pad: String) -> String {
      let other =
        hasOtherCases
        ? [
          "  case let other:",
          "    pointer.initialize(to: other)",
          "    return nil",
        ] : []
      let lines =
        [
          "  var childState: \(stateType)",
          "  switch pointer.move() {",
          "  case let .\(name)(moved):",
          "    childState = moved",
        ] + other + [
          "  }",
          "  defer { pointer.initialize(to: .\(name)(childState)) }",
          "  return body(&childState, childAction)",
          "}",
        ]
      return "withUnsafeMutablePointer(to: &state) { pointer in\n"
        + lines.map { pad + $0 }.joined(separator: "\n")
    }
    guard hasOtherCases else {
      return """
        switch action {
            case let .\(name)(childAction):
              return \(run("      "))
            }
        """
    }
    return """
      guard case let .\(name)(childAction) = action else { return .some(.none) }
          return \(run("    "))
      """
  }

  /// The generated `State`, `Action`, `body`, `CaseScope` and `scope(_:)`.
  static func members(
    for features: [Feature], of enumDecl: EnumDeclSyntax, access: String
  ) -> [DeclSyntax] {
    let name = enumDecl.name.text
    let stateCases = features.map { "case \($0.name)(\($0.stateType))" }
    let actionCases = features.map { "case \($0.name)(\($0.actionType))" }
    // Each case's state is moved out of the enum while its feature runs, so that the feature
    // owns it alone and changes it in place; the enum is put back after.
    let isSingleCase = features.count == 1
    let scopes = features.compactMap { feature -> String? in
      guard case .reducer = feature.kind else { return nil }
      let name = feature.name
      // The generic arguments are spelled out, so that the closures are checked against known
      // types rather than inferred with the whole call.
      return """
        Waypoint._CaseScope<Self.State, Self.Action, \(feature.payload.trimmedDescription)>(
          \\Self.State.Cases.\(name),
          caseName: "\(name.withoutBackticks)",
          run: { state, action, body in
            \(caseRun(name, stateType: feature.stateType, hasOtherCases: !isSingleCase))
          },
          fromChildAction: { .\(name)($0) }
        ) {
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
      return "Waypoint._CaseScope<Self.State, Self.Action, \(feature.payload.trimmedDescription)>"
    }
    let bodyType =
      scopeTypes.dropFirst().reduce(scopeTypes.first) { accumulated, next in
        "Waypoint.ReducerSequence<\(accumulated!), \(next)>"
      } ?? "Waypoint.Reduce<Self.State, Self.Action>"
    // A body with no feature to run is spelled out, rather than left an empty block.
    let bodyItems = scopes.isEmpty ? ["Waypoint.Reduce { _, _ in .none }"] : scopes
    let caseNameList = features.map { "\"\($0.name.withoutBackticks)\"" }
      .joined(separator: ", ")
    let indexCases = features.enumerated().map { "case .\($1.name): \($0)" }
    let embedCases =
      features.enumerated().map { index, feature in
        "case \(index): (value as? \(feature.stateType)).map { .\(feature.name)($0) }"
      } + ["default: nil"]
    let idCases = features.map {
      "case let .\($0.name)(state): Waypoint._navigationCaseID(of: state)"
    }
    // Whether a case can hold an `id`, told by overloads the compiler picks for each state type,
    // as it picks those of `caseID`.
    let identifiedCases =
      features.isEmpty
      ? "false"
      : features.map { "Waypoint._navigationCaseHasID(\($0.stateType).self)" }
        .joined(separator: " || ")
    let hasEphemeralCases = features.contains { feature in
      if case .ephemeral = feature.kind { return true }
      return false
    }
    let ephemeralCases = features.map { feature -> String in
      if case .ephemeral = feature.kind { return "case .\(feature.name): true" }
      return "case .\(feature.name): false"
    }
    func lines(_ items: [String], indent: Int) -> String {
      let pad = String(repeating: " ", count: indent)
      return items.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        .map { pad + $0 }.joined(separator: "\n")
    }
    // Both enums' case paths come from `@_CasePaths`, unless a feature's type spells a name that
    // only `@CasePathable` handles, or a case is declared twice (which `@CasePathable` reports).
    let simple =
      enumDecl.genericParameterClause == nil
      && Set(features.map(\.name.withoutBackticks)).count == features.count
      && features.allSatisfy {
        CasePathsMacro.avoidsReservedNames($0.stateType)
          && CasePathsMacro.avoidsReservedNames($0.actionType)
      }
    let stateCasePaths = simple ? "@Waypoint._CasePaths" : "@CasePathable"
    let actionCasePaths = stateCasePaths + "\n@Waypoint.CaseExtractable"
    return [
      """
      \(raw: stateCasePaths)
      @dynamicMemberLookup
      @ObservableState
      \(raw: access)enum State: Waypoint.CaseReducerState, Waypoint.NavigationCases {
        \(raw: access)typealias StateReducer = \(raw: name)
      \(raw: lines(stateCases, indent: 2))
        \(raw: access)nonisolated static var caseNames: [String] {
          [\(raw: caseNameList)]
        }
        \(raw: access)nonisolated var caseIndex: Int {
          switch self {
      \(raw: lines(indexCases, indent: 4))
          }
        }
        \(raw: access)nonisolated var caseID: AnyHashable? {
          switch self {
      \(raw: lines(idCases, indent: 4))
          }
        }
        \(raw: access)nonisolated var caseIsEphemeral: Bool {
          switch self {
      \(raw: lines(ephemeralCases, indent: 4))
          }
        }
        \(raw: access)nonisolated static var hasIdentifiedCases: Bool {
          \(raw: identifiedCases)
        }
        \(raw: access)nonisolated static var hasEphemeralCases: Bool {
          \(raw: hasEphemeralCases)
        }
        \(raw: access)nonisolated static func _$embed<Value>(_ value: Value, caseIndex: Int) -> Self? {
          switch caseIndex {
      \(raw: lines(embedCases, indent: 4))
          }
        }
      }
      """,
      """
      \(raw: actionCasePaths)
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
      \(raw: lines(bodyItems, indent: 2))
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

/// The names of the protocols an extension macro is asked to add, without their module.
func conformanceNames(_ protocols: [TypeSyntax]) -> Set<String> {
  Set(protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" })
}

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
  /// The access members generated for the declaration need: its own, or, when it writes none,
  /// that of the extension it is declared in (`public extension Host { … }`).
  func generatedAccess(in context: some MacroExpansionContext) -> String {
    guard accessLevel.isEmpty, !hasExplicitAccess,
      let enclosing = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)
    else { return accessLevel }
    return enclosing.modifiers.accessLevel
  }

  /// Whether an access level is written.
  var hasExplicitAccess: Bool {
    contains {
      switch $0.name.tokenKind {
      case .keyword(.public), .keyword(.open), .keyword(.package), .keyword(.internal),
        .keyword(.fileprivate), .keyword(.private):
        true
      default:
        false
      }
    }
  }

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
  case privateNestedEnum(String)
  case conditionalCases
  case noFeature(String)

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
    case let .privateNestedEnum(name):
      """
      '@Reducer' enum '\(name)' cannot be private inside another type: its conformance is added \
      in an extension, which cannot see it; make it fileprivate
      """
    case .conditionalCases:
      "'@Reducer' enum cases cannot be declared inside '#if': declare every case unconditionally"
    case let .noFeature(name):
      """
      '@Reducer' enum '\(name)' holds no feature: add a case that holds a feature's reducer, or \
      present alerts and dialogs with '@Presents var alert: AlertState<Action>?' instead
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
    case .privateNestedEnum: id = "privateNestedEnum"
    case .conditionalCases: id = "conditionalCases"
    case .noFeature: id = "noFeature"
    }
    return MessageID(domain: "Waypoint", id: id)
  }

  var severity: DiagnosticSeverity { .error }
}

enum ReducerFixIt: FixItMessage {
  case useStruct(String)
  case addAction
  case useFileprivate

  var message: String {
    switch self {
    case let .useStruct(keyword): "Replace '\(keyword)' with 'struct'"
    case .addAction: "Add 'enum Action {}'"
    case .useFileprivate: "Replace 'private' with 'fileprivate'"
    }
  }

  var fixItID: MessageID {
    switch self {
    case .useStruct: MessageID(domain: "Waypoint", id: "useStruct")
    case .addAction: MessageID(domain: "Waypoint", id: "addAction")
    case .useFileprivate: MessageID(domain: "Waypoint", id: "useFileprivate")
    }
  }
}
