import Waypoint

/// A feature with every kind of navigation a SwiftUI binding writes: a stack, a sheet, an alert,
/// a confirmation dialog, tabs and a split view. It records each action it receives, so a test
/// sees exactly what a binding's write sent.
@Reducer
struct BindingHost {
  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id: Int
      var title = ""
    }
    enum Action: Equatable { case rename(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rename(title):
          state.title = title
          return .none
        }
      }
    }
  }

  enum Tab: Hashable, Sendable { case home, profile }

  @CasePathable
  enum AlertAction: Equatable { case confirmDeletion, keep }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Screen.State>()
    @Presents var sheet: Screen.State?
    @Presents var alert: AlertState<AlertAction>?
    @Presents var dialog: ConfirmationDialogState<AlertAction>?
    var selectedTab = Tab.home
    var split = TwoColumnSplitViewState<Int, Screen.State>()
    var deleted = false
    var rating = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case path(StackAction<Screen.State, Screen.Action>)
    case sheet(PresentationAction<Screen.Action>)
    case alert(PresentationAction<AlertAction>)
    case dialog(PresentationAction<AlertAction>)
    case tabSelected(Tab)
    case sidebarSelected(Int?)
    case columnVisibilityChanged(SplitViewColumnVisibility)
    case detail(StackAction<Screen.State, Screen.Action>)
    case ratingRaised(by: Int)
    case ratingSet(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append(Self.describe(action))
      switch action {
      case .alert(.presented(.confirmDeletion)), .dialog(.presented(.confirmDeletion)):
        state.deleted = true
        return .none
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case let .sidebarSelected(selection):
        state.split.selectSidebar(selection)
        return .none
      case let .columnVisibilityChanged(visibility):
        state.split.columnVisibility = visibility
        return .none
      case let .ratingRaised(amount):
        state.rating += amount
        return .none
      case let .ratingSet(rating):
        state.rating = rating
        return .none
      case .path, .sheet, .alert, .dialog, .detail:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Screen() }
    .forEach(\.split.detail, action: \.detail) { Screen() }
    .ifLet(\.$sheet, action: \.sheet) { Screen() }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }

  /// A short name for an action, for the log.
  static func describe(_ action: Action) -> String {
    switch action {
    case let .path(.popFrom(id)): "path.popFrom(\(id))"
    case let .path(.push(id, state)): "path.push(\(id), \(state.id))"
    case let .path(.element(id, _)): "path.element(\(id))"
    case .sheet(.dismiss): "sheet.dismiss"
    case .sheet(.presented): "sheet.presented"
    case .alert(.dismiss): "alert.dismiss"
    case let .alert(.presented(action)): "alert.\(action)"
    case .dialog(.dismiss): "dialog.dismiss"
    case let .dialog(.presented(action)): "dialog.\(action)"
    case let .tabSelected(tab): "tabSelected(\(tab))"
    case let .sidebarSelected(selection): "sidebarSelected(\(selection.map(String.init) ?? "nil"))"
    case let .columnVisibilityChanged(visibility): "columnVisibility(\(visibility))"
    case let .detail(.popFrom(id)): "detail.popFrom(\(id))"
    case .detail: "detail"
    case let .ratingRaised(amount): "ratingRaised(\(amount))"
    case let .ratingSet(rating): "ratingSet(\(rating))"
    }
  }
}

extension AlertState where Action == BindingHost.AlertAction {
  static let deletion = AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}
