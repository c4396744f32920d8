import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    ["Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])]
  )
)
struct ReducerMacroTests {
  @Test func aStructGetsTheConformanceAndCasePathableActions() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tapped
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @Waypoint._CasePaths @Waypoint.CaseExtractable
        enum Action {
          case tapped
        }
        @Waypoint.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  /// An action with a case that `@_CasePaths` does not write keeps `@CasePathable`.
  @Test func anActionWithLabelledOrSeveralValuesKeepsCasePathable() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tapped
          case moved(from: Int, to: Int)
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @Waypoint.CaseExtractable
        enum Action {
          case tapped
          case moved(from: Int, to: Int)
        }
        @Waypoint.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func aBodyWithItsOwnBuilderAndOtherPropertiesAreLeftAlone() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tapped
        }
        var title = "Feature"
        static var body: Int { 0 }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @Waypoint._CasePaths @Waypoint.CaseExtractable
        enum Action {
          case tapped
        }
        var title = "Feature"
        static var body: Int { 0 }
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
          EmptyReducer()
        }
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func bodiesOfAConcreteTypeOrWithoutAGetterGetNoBuilder() {
    assertMacro {
      """
      @Reducer
      struct Reducing {
        struct State {}
        enum Action {}
        var body: Never { fatalError() }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      @Reducer
      struct Concrete {
        struct State {}
        enum Action {}
        var body: Reduce<State, Action> { .init { _, _ in .none } }
      }
      @Reducer
      struct Observed {
        struct State {}
        enum Action {}
        var body = Reduce<State, Action> { _, _ in .none } {
          didSet {}
        }
      }
      @Reducer
      struct Getter {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          get {
            var size: Int { return 0 }
            EmptyReducer()
          }
        }
      }
      """
    } expansion: {
      """
      struct Reducing {
        struct State {}
        @CasePathable @Waypoint.CaseExtractable
        enum Action {}
        var body: Never { fatalError() }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      struct Concrete {
        struct State {}
        @CasePathable @Waypoint.CaseExtractable
        enum Action {}
        var body: Reduce<State, Action> { .init { _, _ in .none } }
      }
      struct Observed {
        struct State {}
        @CasePathable @Waypoint.CaseExtractable
        enum Action {}
        var body = Reduce<State, Action> { _, _ in .none } {
          didSet {}
        }
      }
      struct Getter {
        struct State {}
        @CasePathable @Waypoint.CaseExtractable
        enum Action {}
        @Waypoint.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          get {
            var size: Int { return 0 }
            EmptyReducer()
          }
        }
      }

      extension Reducing: Waypoint.Reducer {}

      extension Concrete: Waypoint.Reducer {}

      extension Observed: Waypoint.Reducer {}

      extension Getter: Waypoint.Reducer {}
      """
    }
  }

  @Test func aBodyThatReturnsExplicitlyGetsNoBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tapped
        }
        var body: some ReducerOf<Self> {
          if Bool.random() {
            return Reduce { _, _ in
              return .none
            }
          }
          return Reduce { _, _ in .none }
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @Waypoint._CasePaths @Waypoint.CaseExtractable
        enum Action {
          case tapped
        }
        var body: some ReducerOf<Self> {
          if Bool.random() {
            return Reduce { _, _ in
              return .none
            }
          }
          return Reduce { _, _ in .none }
        }
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func aStructsStateEnumGetsDynamicMemberLookupAndWhatIsWrittenStays() {
    assertMacro {
      """
      @Reducer
      public struct Feature {
        @CasePathable
        public enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        public enum Action {
          case tapped
        }
        public func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      public struct Feature {
        @CasePathable
        @dynamicMemberLookup
        public enum State {
          case loading
          case loaded(Int)
        }
        @CasePathable
        @Waypoint.CaseExtractable
        public enum Action {
          case tapped
        }
        public func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func anActionTypealiasCounts() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Bool
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        typealias Action = Bool
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func anEnumOfFeaturesGetsStateActionBodyAndCaseScope() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case detail(DetailFeature)
        case edit(EditFeature)
      }
      """
    } expansion: {
      #"""
      enum Path {
        case detail(DetailFeature)
        case edit(EditFeature)

        @Waypoint._CasePaths
        @dynamicMemberLookup
        @ObservableState
        enum State: Waypoint.CaseReducerState, Waypoint.NavigationCases {
          typealias StateReducer = Path
          case detail(DetailFeature.State)
          case edit(EditFeature.State)
          nonisolated static var caseNames: [String] {
            ["detail", "edit"]
          }
          nonisolated var caseIndex: Int {
            switch self {
            case .detail: 0
            case .edit: 1
            }
          }
          nonisolated var caseID: AnyHashable? {
            switch self {
            case let .detail(state): Waypoint._navigationCaseID(of: state)
            case let .edit(state): Waypoint._navigationCaseID(of: state)
            }
          }
          nonisolated var caseIsEphemeral: Bool {
            switch self {
            case .detail: false
            case .edit: false
            }
          }
          nonisolated static var hasIdentifiedCases: Bool {
            Waypoint._navigationCaseHasID(DetailFeature.State.self) || Waypoint._navigationCaseHasID(EditFeature.State.self)
          }
          nonisolated static var hasEphemeralCases: Bool {
            false
          }
          nonisolated static func _$embed<Value>(_ value: Value, caseIndex: Int) -> Self? {
            switch caseIndex {
            case 0: (value as? DetailFeature.State).map { .detail($0) }
            case 1: (value as? EditFeature.State).map { .edit($0) }
            default: nil
            }
          }
        }

        @Waypoint._CasePaths
        @Waypoint.CaseExtractable
        enum Action {
          case detail(DetailFeature.Action)
          case edit(EditFeature.Action)
        }

        typealias Body = Waypoint.ReducerSequence<Waypoint._CaseScope<Self.State, Self.Action, DetailFeature>, Waypoint._CaseScope<Self.State, Self.Action, EditFeature>>

        @Waypoint.ReducerBuilder<Self.State, Self.Action>
        static var body: Body {
          Waypoint._CaseScope<Self.State, Self.Action, DetailFeature>(
            \Self.State.Cases.detail,
            caseName: "detail",
            run: { state, action, body in
              guard case let .detail(childAction) = action else { return .some(.none) }
              return withUnsafeMutablePointer(to: &state) { pointer in
                var childState: DetailFeature.State
                switch pointer.move() {
                case let .detail(moved):
                  childState = moved
                case let other:
                  pointer.initialize(to: other)
                  return nil
                }
                defer { pointer.initialize(to: .detail(childState)) }
                return body(&childState, childAction)
              }
            },
            fromChildAction: { .detail($0) }
          ) {
            DetailFeature()
          }
          Waypoint._CaseScope<Self.State, Self.Action, EditFeature>(
            \Self.State.Cases.edit,
            caseName: "edit",
            run: { state, action, body in
              guard case let .edit(childAction) = action else { return .some(.none) }
              return withUnsafeMutablePointer(to: &state) { pointer in
                var childState: EditFeature.State
                switch pointer.move() {
                case let .edit(moved):
                  childState = moved
                case let other:
                  pointer.initialize(to: other)
                  return nil
                }
                defer { pointer.initialize(to: .edit(childState)) }
                return body(&childState, childAction)
              }
            },
            fromChildAction: { .edit($0) }
          ) {
            EditFeature()
          }
        }

        enum CaseScope {
          case detail(Waypoint.Store<DetailFeature.State, DetailFeature.Action>)
          case edit(Waypoint.Store<EditFeature.State, EditFeature.Action>)
        }

        @MainActor
        static func scope(_ store: Waypoint.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          }
        }
      }

      extension Path: Waypoint.CaseReducer, Waypoint.Reducer {}
      """#
    }
  }

  @Test func aPublicEnumWithAnAlertAndAQualifiedFeature() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case add(Items.FormFeature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>), settings(SettingsFeature)
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case add(Items.FormFeature)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>), settings(SettingsFeature)

        @Waypoint._CasePaths
        @dynamicMemberLookup
        @ObservableState
        public enum State: Waypoint.CaseReducerState, Waypoint.NavigationCases {
          public typealias StateReducer = Destination
          case add(Items.FormFeature.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case settings(SettingsFeature.State)
          public nonisolated static var caseNames: [String] {
            ["add", "alert", "dialog", "settings"]
          }
          public nonisolated var caseIndex: Int {
            switch self {
            case .add: 0
            case .alert: 1
            case .dialog: 2
            case .settings: 3
            }
          }
          public nonisolated var caseID: AnyHashable? {
            switch self {
            case let .add(state): Waypoint._navigationCaseID(of: state)
            case let .alert(state): Waypoint._navigationCaseID(of: state)
            case let .dialog(state): Waypoint._navigationCaseID(of: state)
            case let .settings(state): Waypoint._navigationCaseID(of: state)
            }
          }
          public nonisolated var caseIsEphemeral: Bool {
            switch self {
            case .add: false
            case .alert: true
            case .dialog: true
            case .settings: false
            }
          }
          public nonisolated static var hasIdentifiedCases: Bool {
            Waypoint._navigationCaseHasID(Items.FormFeature.State.self) || Waypoint._navigationCaseHasID(AlertState<Alert>.self) || Waypoint._navigationCaseHasID(ConfirmationDialogState<Dialog>.self) || Waypoint._navigationCaseHasID(SettingsFeature.State.self)
          }
          public nonisolated static var hasEphemeralCases: Bool {
            true
          }
          public nonisolated static func _$embed<Value>(_ value: Value, caseIndex: Int) -> Self? {
            switch caseIndex {
            case 0: (value as? Items.FormFeature.State).map { .add($0) }
            case 1: (value as? AlertState<Alert>).map { .alert($0) }
            case 2: (value as? ConfirmationDialogState<Dialog>).map { .dialog($0) }
            case 3: (value as? SettingsFeature.State).map { .settings($0) }
            default: nil
            }
          }
        }

        @Waypoint._CasePaths
        @Waypoint.CaseExtractable
        public enum Action {
          case add(Items.FormFeature.Action)
          case alert(Alert)
          case dialog(Dialog)
          case settings(SettingsFeature.Action)
        }

        public typealias Body = Waypoint.ReducerSequence<Waypoint._CaseScope<Self.State, Self.Action, Items.FormFeature>, Waypoint._CaseScope<Self.State, Self.Action, SettingsFeature>>

        @Waypoint.ReducerBuilder<Self.State, Self.Action>
        public static var body: Body {
          Waypoint._CaseScope<Self.State, Self.Action, Items.FormFeature>(
            \Self.State.Cases.add,
            caseName: "add",
            run: { state, action, body in
              guard case let .add(childAction) = action else { return .some(.none) }
              return withUnsafeMutablePointer(to: &state) { pointer in
                var childState: Items.FormFeature.State
                switch pointer.move() {
                case let .add(moved):
                  childState = moved
                case let other:
                  pointer.initialize(to: other)
                  return nil
                }
                defer { pointer.initialize(to: .add(childState)) }
                return body(&childState, childAction)
              }
            },
            fromChildAction: { .add($0) }
          ) {
            Items.FormFeature()
          }
          Waypoint._CaseScope<Self.State, Self.Action, SettingsFeature>(
            \Self.State.Cases.settings,
            caseName: "settings",
            run: { state, action, body in
              guard case let .settings(childAction) = action else { return .some(.none) }
              return withUnsafeMutablePointer(to: &state) { pointer in
                var childState: SettingsFeature.State
                switch pointer.move() {
                case let .settings(moved):
                  childState = moved
                case let other:
                  pointer.initialize(to: other)
                  return nil
                }
                defer { pointer.initialize(to: .settings(childState)) }
                return body(&childState, childAction)
              }
            },
            fromChildAction: { .settings($0) }
          ) {
            SettingsFeature()
          }
        }

        public enum CaseScope {
          case add(Waypoint.Store<Items.FormFeature.State, Items.FormFeature.Action>)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case settings(Waypoint.Store<SettingsFeature.State, SettingsFeature.Action>)
        }

        @MainActor
        public static func scope(_ store: Waypoint.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .add:
            return .add(store.scope(state: \.add, action: \.add)!)
          case let .alert(state):
            return .alert(state)
          case let .dialog(state):
            return .dialog(state)
          case .settings:
            return .settings(store.scope(state: \.settings, action: \.settings)!)
          }
        }
      }

      extension Destination: Waypoint.CaseReducer, Waypoint.Reducer {}
      """#
    }
  }

  @Test func anEnumWithoutAFeatureIsReported() {
    assertMacro {
      """
      @Reducer
      enum Nothing {
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Nothing {
           ┬──────
           ╰─ 🛑 '@Reducer' enum 'Nothing' holds no feature: add a case that holds a feature's reducer, or present alerts and dialogs with '@Presents var alert: AlertState<Action>?' instead
      }
      """
    }
  }

  @Test func aClassIsRefusedWithAFixIt() {
    assertMacro {
      """
      @Reducer
      final class Feature {
        enum Action {}
      }
      """
    } diagnostics: {
      """
      @Reducer
      final class Feature {
            ┬────
            ╰─ 🛑 '@Reducer' applies to a struct or an enum of features, not to a class: reducers are values
               ✏️ Replace 'class' with 'struct'
        enum Action {}
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @Waypoint.CaseExtractable
        enum Action {}
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func anActorIsRefusedWithAFixIt() {
    assertMacro {
      """
      @Reducer
      actor Feature {
        enum Action {}
      }
      """
    } diagnostics: {
      """
      @Reducer
      actor Feature {
      ┬────
      ╰─ 🛑 '@Reducer' applies to a struct or an enum of features, not to an actor: reducers are values
         ✏️ Replace 'actor' with 'struct'
        enum Action {}
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @Waypoint.CaseExtractable
        enum Action {}
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func aProtocolIsRefused() {
    assertMacro {
      """
      @Reducer
      protocol Feature {}
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' applies to a struct or an enum of features, not to this declaration: reducers are values
      protocol Feature {}
      """
    }
  }

  @Test func aStructWithoutActionIsReportedWithAFixIt() {
    assertMacro {
      """
      @Reducer
      struct Feature { struct State {} }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature { struct State {} }
             ┬──────
             ╰─ 🛑 '@Reducer' struct 'Feature' has no 'Action': declare the actions it handles, as 'enum Action'
                ✏️ Add 'enum Action {}'
      """
    } fixes: {
      """
      @Reducer
      struct Feature { 
        enum Action {}
        struct State {} }
      """
    } expansion: {
      """
      struct Feature { 
        @CasePathable @Waypoint.CaseExtractable
        enum Action {}
        struct State {} 
      }

      extension Feature: Waypoint.Reducer {}
      """
    }
  }

  @Test func anActionInferredFromReduceOrHiddenByIfIsNotReported() {
    assertMacro {
      """
      @Reducer
      struct Inferred {
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> { .none }
      }
      @Reducer
      struct Conditional {
        #if DEBUG
        enum Action {}
        #endif
      }
      """
    } expansion: {
      """
      struct Inferred {
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> { .none }
      }
      struct Conditional {
        #if DEBUG
        enum Action {}
        #endif
      }

      extension Inferred: Waypoint.Reducer {}

      extension Conditional: Waypoint.Reducer {}
      """
    }
  }

  @Test func anEnumInAPublicExtensionGetsPublicMembers() {
    assertMacro {
      """
      public extension Host {
        @Reducer
        enum Destination {
          case detail(DetailFeature)
        }
      }
      """
    } expansion: {
      #"""
      public extension Host {
        enum Destination {
          case detail(DetailFeature)

          @Waypoint._CasePaths
          @dynamicMemberLookup
          @ObservableState
          public enum State: Waypoint.CaseReducerState, Waypoint.NavigationCases {
            public typealias StateReducer = Destination
            case detail(DetailFeature.State)
            public nonisolated static var caseNames: [String] {
              ["detail"]
            }
            public nonisolated var caseIndex: Int {
              switch self {
              case .detail: 0
              }
            }
            public nonisolated var caseID: AnyHashable? {
              switch self {
              case let .detail(state): Waypoint._navigationCaseID(of: state)
              }
            }
            public nonisolated var caseIsEphemeral: Bool {
              switch self {
              case .detail: false
              }
            }
            public nonisolated static var hasIdentifiedCases: Bool {
              Waypoint._navigationCaseHasID(DetailFeature.State.self)
            }
            public nonisolated static var hasEphemeralCases: Bool {
              false
            }
            public nonisolated static func _$embed<Value>(_ value: Value, caseIndex: Int) -> Self? {
              switch caseIndex {
              case 0: (value as? DetailFeature.State).map { .detail($0) }
              default: nil
              }
            }
          }

          @Waypoint._CasePaths
          @Waypoint.CaseExtractable
          public enum Action {
            case detail(DetailFeature.Action)
          }

          public typealias Body = Waypoint._CaseScope<Self.State, Self.Action, DetailFeature>

          @Waypoint.ReducerBuilder<Self.State, Self.Action>
          public static var body: Body {
            Waypoint._CaseScope<Self.State, Self.Action, DetailFeature>(
              \Self.State.Cases.detail,
              caseName: "detail",
              run: { state, action, body in
                switch action {
                case let .detail(childAction):
                  return withUnsafeMutablePointer(to: &state) { pointer in
                    var childState: DetailFeature.State
                    switch pointer.move() {
                    case let .detail(moved):
                      childState = moved
                    }
                    defer { pointer.initialize(to: .detail(childState)) }
                    return body(&childState, childAction)
                  }
                }
              },
              fromChildAction: { .detail($0) }
            ) {
              DetailFeature()
            }
          }

          public enum CaseScope {
            case detail(Waypoint.Store<DetailFeature.State, DetailFeature.Action>)
          }

          @MainActor
          public static func scope(_ store: Waypoint.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detail:
              return .detail(store.scope(state: \.detail, action: \.detail)!)
            }
          }
        }
      }

      extension Host.Destination: Waypoint.CaseReducer, Waypoint.Reducer {}
      """#
    }
  }

  @Test func aPrivateNestedEnumAndConditionalCasesAreReported() {
    assertMacro {
      """
      struct Host {
        @Reducer
        private enum Destination {
          case detail(DetailFeature)
          #if DEBUG
          case debug(DebugFeature)
          #endif
        }
      }
      """
    } diagnostics: {
      """
      struct Host {
        @Reducer
        private enum Destination {
        ┬──────
        ╰─ 🛑 '@Reducer' enum 'Destination' cannot be private inside another type: its conformance is added in an extension, which cannot see it; make it fileprivate
           ✏️ Replace 'private' with 'fileprivate'
          case detail(DetailFeature)
          #if DEBUG
          ╰─ 🛑 '@Reducer' enum cases cannot be declared inside '#if': declare every case unconditionally
          case debug(DebugFeature)
          #endif
        }
      }
      """
    }
  }

  @Test func thePrivateFixItWritesFileprivateWithTheSpacesPrivateHad() {
    assertMacro {
      """
      struct Host {
        @Reducer
        private enum Destination {
          case detail(DetailFeature)
        }
      }
      """
    } diagnostics: {
      """
      struct Host {
        @Reducer
        private enum Destination {
        ┬──────
        ╰─ 🛑 '@Reducer' enum 'Destination' cannot be private inside another type: its conformance is added in an extension, which cannot see it; make it fileprivate
           ✏️ Replace 'private' with 'fileprivate'
          case detail(DetailFeature)
        }
      }
      """
    } fixes: {
      """
      struct Host {
        @Reducer
        fileprivate enum Destination {
          case detail(DetailFeature)
        }
      }
      """
    } expansion: {
      #"""
      struct Host {
        fileprivate enum Destination {
          case detail(DetailFeature)

          @Waypoint._CasePaths
          @dynamicMemberLookup
          @ObservableState
          enum State: Waypoint.CaseReducerState, Waypoint.NavigationCases {
            typealias StateReducer = Destination
            case detail(DetailFeature.State)
            nonisolated static var caseNames: [String] {
              ["detail"]
            }
            nonisolated var caseIndex: Int {
              switch self {
              case .detail: 0
              }
            }
            nonisolated var caseID: AnyHashable? {
              switch self {
              case let .detail(state): Waypoint._navigationCaseID(of: state)
              }
            }
            nonisolated var caseIsEphemeral: Bool {
              switch self {
              case .detail: false
              }
            }
            nonisolated static var hasIdentifiedCases: Bool {
              Waypoint._navigationCaseHasID(DetailFeature.State.self)
            }
            nonisolated static var hasEphemeralCases: Bool {
              false
            }
            nonisolated static func _$embed<Value>(_ value: Value, caseIndex: Int) -> Self? {
              switch caseIndex {
              case 0: (value as? DetailFeature.State).map { .detail($0) }
              default: nil
              }
            }
          }

          @Waypoint._CasePaths
          @Waypoint.CaseExtractable
          enum Action {
            case detail(DetailFeature.Action)
          }

          typealias Body = Waypoint._CaseScope<Self.State, Self.Action, DetailFeature>

          @Waypoint.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {
            Waypoint._CaseScope<Self.State, Self.Action, DetailFeature>(
              \Self.State.Cases.detail,
              caseName: "detail",
              run: { state, action, body in
                switch action {
                case let .detail(childAction):
                  return withUnsafeMutablePointer(to: &state) { pointer in
                    var childState: DetailFeature.State
                    switch pointer.move() {
                    case let .detail(moved):
                      childState = moved
                    }
                    defer { pointer.initialize(to: .detail(childState)) }
                    return body(&childState, childAction)
                  }
                }
              },
              fromChildAction: { .detail($0) }
            ) {
              DetailFeature()
            }
          }

          enum CaseScope {
            case detail(Waypoint.Store<DetailFeature.State, DetailFeature.Action>)
          }

          @MainActor
          static func scope(_ store: Waypoint.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {
            case .detail:
              return .detail(store.scope(state: \.detail, action: \.detail)!)
            }
          }
        }
      }

      extension Host.Destination: Waypoint.CaseReducer, Waypoint.Reducer {}
      """#
    }
  }

  @Test func casesThatDoNotHoldOneFeatureAreReported() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case none
        case pair(AFeature, BFeature)
        case labelled(feature: AFeature)
        case tuple((Int, Int))
        case optional(AFeature?)
        case fine(AFeature)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case none
             ┬───
             ╰─ 🛑 '@Reducer' enum case 'none' must hold exactly one feature, without a label, such as 'case none(NoneFeature)'
        case pair(AFeature, BFeature)
             ┬───────────────────────
             ╰─ 🛑 '@Reducer' enum case 'pair' must hold exactly one feature, without a label, such as 'case pair(PairFeature)'
        case labelled(feature: AFeature)
             ┬──────────────────────────
             ╰─ 🛑 '@Reducer' enum case 'labelled' must hold exactly one feature, without a label, such as 'case labelled(LabelledFeature)'
        case tuple((Int, Int))
                   ┬─────────
                   ╰─ 🛑 '@Reducer' enum case 'tuple' holds '(Int, Int)', which is not a reducer: each case holds a feature's reducer type, or 'AlertState<Action>' or 'ConfirmationDialogState<Action>'
        case optional(AFeature?)
                      ┬────────
                      ╰─ 🛑 '@Reducer' enum case 'optional' holds 'AFeature?', which is not a reducer: each case holds a feature's reducer type, or 'AlertState<Action>' or 'ConfirmationDialogState<Action>'
        case fine(AFeature)
      }
      """
    }
  }
}
