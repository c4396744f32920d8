import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: a struct's stored properties are observed one by one; an enum's identity
/// follows the case it holds.
public enum ObservableStateMacro {}

/// A stored property of an `@ObservableState` struct.
struct StoredProperty {
  enum Kind {
    /// Observed by `@ObservationStateTracked`, kept in `_name`.
    case tracked
    /// A `@Presents` property, kept by its wrapper in `_name`.
    case presents
    /// Any other stored property, kept as it is.
    case plain
  }

  let name: String
  let kind: Kind
  /// The style a `@Presents(.fullScreenCover)` property declares, as written.
  var style: String?
  /// Whether the property may hold navigation: a `@Presents` one, or one whose declaration
  /// mentions `State` (a child feature's state, a `StackState`, a container's state).
  var mayHoldNavigation = false
  /// Whether the property is a `var`, which a walk can change in place.
  var isVariable = true

  /// The property's name as a label: without the backticks a keyword's name is written with.
  var label: String { name.withoutBackticks }

  /// The property that holds the value.
  var storageName: String {
    switch kind {
    case .tracked, .presents: name.prefixedIdentifier("_")
    case .plain: name
    }
  }
}

extension String {
  /// The name without the backticks that let a keyword be one (`` `default` `` is `default`).
  var withoutBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }

  /// The name with `prefix` (`_` for its storage, `$` for its projection), in backticks when
  /// it is a raw identifier (`` `two words` `` is kept in `` `_two words` ``), as the compiler
  /// names a property wrapper's storage and projection.
  func prefixedIdentifier(_ prefix: String) -> String {
    let bare = withoutBackticks
    let isPlain = bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return isPlain ? prefix + bare : "`\(prefix)\(bare)`"
  }
}

extension ObservableStateMacro {
  /// The instance stored properties of `structDecl`, in order.
  static func storedProperties(of structDecl: StructDeclSyntax) -> [StoredProperty] {
    structDecl.memberBlock.members.flatMap { member -> [StoredProperty] in
      guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else {
        return []
      }
      return variable.bindings.compactMap { binding -> StoredProperty? in
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          !name.withoutBackticks.hasPrefix("_$"), binding.isStored
        else { return nil }
        // A constant with a value is not part of the state's data, as Codable sees it.
        if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil {
          return nil
        }
        if variable.attributes.has("Presents") || variable.attributes.has("PresentationState") {
          return StoredProperty(
            name: name, kind: .presents, style: presentationStyle(of: variable),
            mayHoldNavigation: true)
        }
        // A constant cannot be cut back, and a lazy property cannot be read without changing
        // the state: neither is walked.
        let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        return StoredProperty(
          name: name, kind: isTracked(variable) ? .tracked : .plain,
          mayHoldNavigation: isVariable && !isLazy && mentionsState(variable),
          isVariable: isVariable)
      }
    }
  }

  /// The style argument of `variable`'s `@Presents(_:)` attribute, as written, if it has one.
  static func presentationStyle(of variable: VariableDeclSyntax) -> String? {
    for element in variable.attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription.hasSuffix("Presents"),
        let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first,
        argument.label == nil
      else { continue }
      return argument.expression.trimmedDescription
    }
    return nil
  }

  /// Whether the declaration of `variable`, its types or its initial values (not its names),
  /// names a type called `State` or ending in `State`.
  static func mentionsState(_ variable: VariableDeclSyntax) -> Bool {
    variable.bindings.contains { binding in
      [Syntax(binding.typeAnnotation), Syntax(binding.initializer)].contains { part in
        part?.tokens(viewMode: .sourceAccurate).contains { token in
          guard case .identifier(let text) = token.tokenKind else { return false }
          return text.hasSuffix("State")
        } ?? false
      }
    }
  }

  /// Whether `variable` is observed property by property: a single stored `var` with no
  /// attributes (property wrappers and `@ObservationStateIgnored` opt out) and no observers.
  static func isTracked(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), !variable.isStatic,
      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      !name.withoutBackticks.hasPrefix("_")
    else { return false }
    return variable.attributes.isEmpty
  }
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDecl, in: context)
    }
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(node: node, message: ObservableStateDiagnostic.notAStructOrEnum))
      return []
    }
    let access = structDecl.modifiers.generatedAccess(in: context)
    let properties = storedProperties(of: structDecl)
    var members: [DeclSyntax] = [
      "var _$observationRegistrar = Waypoint.ObservationStateRegistrar()",
      """
      \(raw: access)var _$id: Waypoint.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
    ]
    let presented = properties.filter { $0.kind == .presents }
    if !presented.isEmpty {
      let parts = presented.map {
        "Waypoint.ObservableStateID._$digest(&digest, \($0.storageName).wrappedValue)"
      }
      members.append(
        """
        \(raw: access)var _$presentationsDigest: UInt64 {
          var digest: UInt64 = 0
        \(raw: parts.map { "  " + $0 }.joined(separator: "\n"))
          return digest
        }
        """)
    }
    let walked = properties.filter(\.mayHoldNavigation)
    if !walked.isEmpty {
      let calls = walked.map { property in
        let style =
          property.kind == .presents
          ? ", style: \(property.style ?? "Waypoint.PresentationStyle.sheet")" : ""
        return "  walker._walk(self.\(property.storageName), label: \"\(property.label)\"\(style))"
      }
      members.append(
        """
        \(raw: access)func _$walkNavigation(_ walker: inout some Waypoint.NavigationWalker) {
        \(raw: calls.joined(separator: "\n"))
        }
        """)
      let types = walked.map { property in
        let style =
          property.kind == .presents
          ? ", style: \(property.style ?? "Waypoint.PresentationStyle.sheet")" : ""
        return "  walker._walkType(Waypoint._$propertyType(\\Self.\(property.storageName)), "
          + "label: \"\(property.label)\"\(style))"
      }
      members.append(
        """
        \(raw: access)static func _$walkNavigationType(_ walker: inout some Waypoint.NavigationTypeWalker) {
        \(raw: types.joined(separator: "\n"))
        }
        """)
      let edits = walked.filter(\.isVariable).map { property in
        let style =
          property.kind == .presents
          ? ", style: \(property.style ?? "Waypoint.PresentationStyle.sheet")" : ""
        return "  editor._edit(&self.\(property.storageName), label: \"\(property.label)\"\(style))"
      }
      if !edits.isEmpty {
        members.append(
          """
          \(raw: access)mutating func _$editNavigation(_ editor: inout some Waypoint.NavigationEditor) {
          \(raw: edits.joined(separator: "\n"))
          }
          """)
      }
    }
    let declaresCodingKeys = structDecl.memberBlock.members.contains { member in
      member.decl.as(EnumDeclSyntax.self)?.name.text == "CodingKeys"
        || member.decl.as(TypeAliasDeclSyntax.self)?.name.text == "CodingKeys"
    }
    if !declaresCodingKeys, properties.contains(where: { $0.kind != .plain }) {
      // Codable, when the state adopts it, reads and writes each property under its own name,
      // not its storage's, and leaves the registrar out.
      // A tracked property is stored in its peer; Swift codes a wrapped one under its own name.
      let cases = properties.map { property in
        property.kind == .tracked
          ? "case \(property.storageName) = \"\(property.label)\""
          : "case \(property.name)"
      }
      members.append(
        """
        enum CodingKeys: String, CodingKey {
        \(raw: cases.map { "  " + $0 }.joined(separator: "\n"))
        }
        """)
    }
    return members
  }

  /// An enum's identity: that of the value its case holds, told apart by the case.
  static func enumMembers(
    of enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let access = enumDecl.modifiers.generatedAccess(in: context)
    var index = 0
    var cases: [String] = []
    var walks: [String] = []
    var edits: [String] = []
    var types: [String] = []
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        let name = element.name.text
        let bare = name.withoutBackticks
        let parameters = element.parameterClause?.parameters.map(\.type) ?? []
        let payload = parameters.map(\.trimmedDescription)
        let payloadType =
          switch payload.count {
          case 0: "Swift.Void.self"
          case 1
          where parameters[0].is(IdentifierTypeSyntax.self)
            || parameters[0].is(MemberTypeSyntax.self):
            "\(payload[0]).self"
          case 1: "(\(payload[0])).self"
          default: "(\(payload.joined(separator: ", "))).self"
          }
        types.append(
          "walker._walkCaseType(\(payloadType), name: \"\(bare)\", index: \(index), of: Self.self)")
        if let count = element.parameterClause?.parameters.count, count > 0 {
          // Several values are bound one by one and passed as a tuple: matching them as one
          // tuple is deprecated.
          let names = count == 1 ? ["state"] : (0..<count).map { "value\($0)" }
          let pattern = names.joined(separator: ", ")
          let state = count == 1 ? "state" : "(\(pattern))"
          cases.append(
            """
            case let .\(name)(\(pattern)):
              return Waypoint.ObservableStateID._$id(for: \(state))._$tag(\(index))
            """)
          walks.append(
            """
            case let .\(name)(\(pattern)):
              walker._walkCase(\(state), name: "\(bare)", index: \(index), of: Self.self)
            """)
          if let parameters = element.parameterClause?.parameters, parameters.count == 1 {
            // The value is put back under the case's label, if it has one.
            let label =
              parameters.first?.firstName.flatMap {
                $0.tokenKind == .wildcard ? nil : "\($0.text): "
              } ?? ""
            edits.append(
              """
              case var .\(name)(state):
                editor._editCase(&state, name: "\(bare)", index: \(index), of: Self.self)
                self = .\(name)(\(label)state)
              """)
          } else {
            edits.append("case .\(name):\n  break")
          }
        } else {
          edits.append("case .\(name):\n  break")
          cases.append(
            """
            case .\(name):
              return Waypoint.ObservableStateID._$case(\(index))
            """)
          walks.append(
            """
            case .\(name):
              walker._walkCase((), name: "\(bare)", index: \(index), of: Self.self)
            """)
        }
        index += 1
      }
    }
    guard !cases.isEmpty else {
      return [
        """
        \(raw: access)var _$id: Waypoint.ObservableStateID {
          switch self {
          }
        }
        """
      ]
    }
    func indented(_ lines: [String]) -> String {
      lines.flatMap { $0.split(separator: "\n") }.map { "  " + $0 }.joined(separator: "\n")
    }
    return [
      """
      \(raw: access)var _$id: Waypoint.ObservableStateID {
        switch self {
      \(raw: indented(cases))
        }
      }
      """,
      """
      \(raw: access)func _$walkNavigation(_ walker: inout some Waypoint.NavigationWalker) {
        switch self {
      \(raw: indented(walks))
        }
      }
      """,
      """
      \(raw: access)mutating func _$editNavigation(_ editor: inout some Waypoint.NavigationEditor) {
        switch self {
      \(raw: indented(edits))
        }
      }
      """,
      """
      \(raw: access)static func _$walkNavigationType(_ walker: inout some Waypoint.NavigationTypeWalker) {
      \(raw: indented(types))
      }
      """,
    ]
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
      isTracked(variable)
    else { return [] }
    return ["@ObservationStateTracked"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    let missing = conformanceNames(protocols)
    var extensions: [ExtensionDeclSyntax] = []
    if missing.contains("ObservableState") {
      extensions.append(
        try ExtensionDeclSyntax("extension \(type.trimmed): Waypoint.ObservableState {}"))
    }
    // `ifLet` reaches a `@Presents` property's wrapper at its offset when the state maps the
    // projection to the wrapper's storage; `forEach` reads an observed property (`\.path`) at
    // its storage's offset when the state maps the property to it.
    if let structDecl = declaration.as(StructDeclSyntax.self),
      missing.contains("PresentsStorageLayout")
    {
      let mapped = storedProperties(of: structDecl).filter { $0.kind != .plain }
      if !mapped.isEmpty {
        let access = structDecl.modifiers.generatedAccess(in: context)
        let pairs = mapped.map {
          $0.kind == .presents
            ? "\\.\($0.name.prefixedIdentifier("$")): \\.\($0.storageName)"
            : "\\.\($0.name): \\.\($0.storageName)"
        }
        .joined(separator: ", ")
        extensions.append(
          try ExtensionDeclSyntax(
            """
            extension \(type.trimmed): Waypoint.PresentsStorageLayout {
              \(raw: access)static var presentsStorage: [PartialKeyPath<Self>: PartialKeyPath<Self>] {
                [\(raw: pairs)]
              }
            }
            """))
      }
    }
    // Dumps and test failures show each property under its own name, not its storage's.
    if let structDecl = declaration.as(StructDeclSyntax.self), missing.contains("CustomReflectable")
    {
      let properties = storedProperties(of: structDecl)
      if properties.contains(where: { $0.kind == .tracked }) {
        let access = structDecl.modifiers.generatedAccess(in: context)
        let children = properties.map { "(\"\($0.label)\", \($0.storageName) as Any)" }
          .joined(separator: ", ")
        extensions.append(
          try ExtensionDeclSyntax(
            """
            extension \(type.trimmed): CustomReflectable {
              \(raw: access)var customMirror: Mirror {
                Mirror(self, children: [\(raw: children)], displayStyle: .struct)
              }
            }
            """))
      }
    }
    return extensions
  }
}

// MARK: - Tracked properties

/// `@ObservationStateTracked`: a stored property whose reads and writes are observed, kept in an
/// underscored peer.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.accessorBlock == nil
    else { return [] }
    let storage = name.prefixedIdentifier("_")
    // Written indented under the property: with formatting off, this text is the expansion.
    return [
      """
        @storageRestrictions(initializes: \(raw: storage))
        init(initialValue) {
          \(raw: storage) = initialValue
        }
      """,
      """
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
          return \(raw: storage)
        }
      """,
      // Until something reads the value through a getter, a change is made directly: no copy of
      // the value and no key path to hand to a registrar that no one can have registered with.
      """
        set {
          guard _$observationRegistrar.isObserved else {
            \(raw: storage) = newValue
            return
          }
          _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage), newValue, _$isIdentityEqual)
        }
      """,
      """
        _modify {
          let observed = _$observationRegistrar.isObserved
          if observed {
            _$observationRegistrar.willModify(self, keyPath: \\.\(raw: name))
          }
          defer {
            if observed {
              _$observationRegistrar.didModify(self, keyPath: \\.\(raw: name))
            }
          }
          yield &\(raw: storage)
        }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      binding.accessorBlock == nil
    else { return [] }
    let storage = name.prefixedIdentifier("_")
    let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    let value = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
    return ["private var \(raw: storage)\(raw: type)\(raw: value)"]
  }
}

/// `@ObservationStateIgnored`: a stored property of an `@ObservableState` struct that is not
/// observed on its own.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}

// MARK: - Helpers and messages

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }
}

extension PatternBindingSyntax {
  /// Whether the binding stores its value: no getter (observers are fine).
  var isStored: Bool {
    guard let accessorBlock else { return true }
    switch accessorBlock.accessors {
    case .getter:
      return false
    case let .accessors(accessors):
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }
}

enum ObservableStateDiagnostic: DiagnosticMessage {
  case notAStructOrEnum

  var message: String {
    "'@ObservableState' applies to a struct or an enum: a feature's state is a value"
  }

  var diagnosticID: MessageID { MessageID(domain: "Waypoint", id: "observableStateNotAValue") }

  var severity: DiagnosticSeverity { .error }
}
