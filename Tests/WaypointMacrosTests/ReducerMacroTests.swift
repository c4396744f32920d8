import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing
import WaypointMacros

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
        @CasePathable
        enum Action {
          case tapped
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: Waypoint.Reducer {
      }
      """
    }
  }

  @Test func aStructsStateEnumGetsDynamicMemberLookupAndWhatIsWrittenStays() {
    assertMacro {
      """
      @Reducer
      public struct Feature: Reducer {
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
      public struct Feature: Reducer {
        @CasePathable
        @dynamicMemberLookup
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

      extension Feature: Waypoint.Reducer {
      }
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

      extension Feature: Waypoint.Reducer {
      }
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

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: Waypoint.CaseReducerState {
          typealias StateReducer = Path
          case detail(DetailFeature.State)
          case edit(EditFeature.State)
        }

        @CasePathable
        enum Action {
          case detail(DetailFeature.Action)
          case edit(EditFeature.Action)
        }

        typealias Body = Waypoint.ReducerSequence<Waypoint.Scope<Self.State, Self.Action, DetailFeature>, Waypoint.Scope<Self.State, Self.Action, EditFeature>>

        @Waypoint.ReducerBuilder<Self.State, Self.Action>
        static var body: Body {
          Waypoint.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            DetailFeature()
          }
          Waypoint.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
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

      extension Path: Waypoint.CaseReducer, Waypoint.Reducer {
      }
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

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        public enum State: Waypoint.CaseReducerState {
          public typealias StateReducer = Destination
          case add(Items.FormFeature.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case settings(SettingsFeature.State)
        }

        @CasePathable
        public enum Action {
          case add(Items.FormFeature.Action)
          case alert(Alert)
          case dialog(Dialog)
          case settings(SettingsFeature.Action)
        }

        public typealias Body = Waypoint.ReducerSequence<Waypoint.Scope<Self.State, Self.Action, Items.FormFeature>, Waypoint.Scope<Self.State, Self.Action, SettingsFeature>>

        @Waypoint.ReducerBuilder<Self.State, Self.Action>
        public static var body: Body {
          Waypoint.Scope(state: \Self.State.Cases.add, action: \Self.Action.Cases.add) {
            Items.FormFeature()
          }
          Waypoint.Scope(state: \Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
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

      extension Destination: Waypoint.CaseReducer, Waypoint.Reducer {
      }
      """#
    }
  }

  @Test func anEmptyEnum() {
    assertMacro {
      """
      @Reducer
      enum Nothing {
      }
      """
    } expansion: {
      """
      enum Nothing {

          @CasePathable
          @dynamicMemberLookup
          @ObservableState
          enum State: Waypoint.CaseReducerState {
            typealias StateReducer = Nothing

          }

          @CasePathable
          enum Action {

          }

          typealias Body = Waypoint.EmptyReducer<Self.State, Self.Action>

          @Waypoint.ReducerBuilder<Self.State, Self.Action>
          static var body: Body {

          }

          enum CaseScope {

          }

          @MainActor
          static func scope(_ store: Waypoint.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {

            }
          }
      }

      extension Nothing: Waypoint.CaseReducer, Waypoint.Reducer {
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
        @CasePathable
        enum Action {}
      }

      extension Feature: Waypoint.Reducer {
      }
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
        @CasePathable
        enum Action {}
      }

      extension Feature: Waypoint.Reducer {
      }
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
      struct Feature {
        struct State {}
      }
      """
    } diagnostics: {
      """
      @Reducer
      struct Feature {
             ┬──────
             ╰─ 🛑 '@Reducer' struct 'Feature' has no 'Action': declare the actions it handles, as 'enum Action'
                ✏️ Add 'enum Action {}'
        struct State {}
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        enum Action {}
        struct State {}
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable
        enum Action {}
        struct State {}
      }

      extension Feature: Waypoint.Reducer {
      }
      """
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
