import Testing
import Waypoint
import WaypointTesting

/// Guarantee 6: alert and dialog state set themselves to nil after any button's action.
@MainActor
@Suite struct AlertDismissalTests {
  @Test func alertDismissesItselfAfterAButtonAction() async {
    let store = TestStore(initialState: Screen.State(id: 0)) { Screen() }
    await store.send(.showAlert) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.alert(.presented(.confirm))) {
      $0.log = ["alert: confirm"]
      $0.alert = nil
    }
  }

  @Test func dialogDismissesItselfAfterAButtonAction() async {
    let store = TestStore(initialState: Screen.State(id: 0)) { Screen() }
    await store.send(.showDialog) {
      $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Delete item?")
      } actions: {
        ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      }
    }
    await store.send(.dialog(.presented(.delete))) {
      $0.log = ["dialog: delete"]
      $0.dialog = nil
    }
  }

  @Test func alertInsideEnumDestinationDismissesItself() async {
    let store = TestStore(initialState: AlertHost.State()) { AlertHost() }
    await store.send(.deleteTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .confirm) { TextState("Yes") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = nil
      $0.deleted = true
    }
  }

  @Test func dismissActionClosesAnAlertWithoutAButton() async {
    let store = TestStore(initialState: Screen.State(id: 0)) { Screen() }
    await store.send(.showAlert) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }
}

/// An enum destination holding an alert case beside a feature case.
struct AlertHost: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var deleted = false
  }
  @CasePathable
  enum Action: Equatable {
    case deleteTapped
    case destination(PresentationAction<Destination.Action>)
  }
  struct Destination: Reducer {
    @CasePathable @dynamicMemberLookup
    enum State: Equatable {
      case alert(AlertState<Alert>)
      case screen(Screen.State)
    }
    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case screen(Screen.Action)
    }
    enum Alert: Equatable { case confirm }
    var body: some ReducerOf<Self> {
      Scope(state: \.screen, action: \.screen) { Screen() }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Sure?")
          } actions: {
            ButtonState(action: .confirm) { TextState("Yes") }
          })
        return .none
      case .destination(.presented(.alert(.confirm))):
        state.deleted = true
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}
