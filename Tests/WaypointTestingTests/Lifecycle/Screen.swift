import Clocks
import Waypoint

/// A recursive feature that can present itself as a sheet and push itself on a stack, and runs
/// a timer effect: enough to exercise every lifecycle guarantee at any depth.
struct Screen: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var ticks = 0
    var isPresented: Bool?
    @Presents var sheet: State?
    var path = StackState<State>()
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case startTimer
    case stopTimer
    case tick
    case presentSheet(id: Int)
    case replaceSheet(id: Int)
    case clearSheet
    case push(id: Int)
    case popToRoot
    case closeButtonTapped
    case closeAndKeepTicking
    case checkPresented
    case checkPresentedInEffect
    case presentedInEffect(Bool)
    case showAlert
    case showDialog
    case sheet(PresentationAction<Action>)
    case path(StackAction<State, Action>)
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)

    @CasePathable
    enum Alert: Equatable, Sendable { case confirm, cancel }
    @CasePathable
    enum Dialog: Equatable, Sendable { case delete }
  }

  enum CancelID: Hashable, Sendable { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopTimer:
        return .cancel(id: CancelID.timer)

      case .tick:
        state.ticks += 1
        return .none

      case let .presentSheet(id):
        state.sheet = State(id: id)
        return .none

      case let .replaceSheet(id):
        state.sheet = State(id: id)
        return .none

      case .clearSheet:
        state.sheet = nil
        return .none

      case let .push(id):
        state.path.append(State(id: id))
        return .none

      case .popToRoot:
        state.path.removeAll()
        return .none

      case .closeButtonTapped:
        return .run { _ in await dismiss() }

      case .closeAndKeepTicking:
        return .run { send in
          await dismiss()
          await send(.tick)
        }

      case .checkPresented:
        state.isPresented = isPresented
        return .none

      case .checkPresentedInEffect:
        return .run { send in await send(.presentedInEffect(isPresented)) }

      case let .presentedInEffect(value):
        state.isPresented = value
        return .none

      case .showAlert:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
          ButtonState(role: .cancel, action: .cancel) { TextState("Cancel") }
        }
        return .none

      case .showDialog:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Delete item?")
        } actions: {
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
        }
        return .none

      case let .alert(.presented(alertAction)):
        state.log.append("alert: \(alertAction)")
        return .none

      case let .dialog(.presented(dialogAction)):
        state.log.append("dialog: \(dialogAction)")
        return .none

      case .sheet, .path, .alert, .dialog:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) { Screen() }
    .forEach(\.path, action: \.path) { Screen() }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }
}
