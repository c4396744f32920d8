import Observation
import Testing
import Waypoint

/// Presenting, dismissing and pushing tell only the readers of what changed: the readers of an
/// observed property are not told of a sheet, through a root store or a scoped one.
@MainActor
@Suite struct FineObservationTests {
  @Reducer
  struct Screen {
    @ObservableState
    struct State: Equatable {
      var title = "screen"
      var items: [Int] = [1, 2, 3]
      var path = StackState<Gauge.State>()
      @Presents var settings: Gauge.State?
      @Presents var panel: Panel.State?
    }
    enum Action: Equatable {
      case openSettings
      case openPanel
      case addItem
      case push
      case reset
      case settings(PresentationAction<Gauge.Action>)
      case panel(PresentationAction<Panel.Action>)
      case path(StackActionOf<Gauge>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .openSettings:
          state.settings = Gauge.State()
        case .openPanel:
          state.panel = Panel.State()
        case .addItem:
          state.items.append(state.items.count + 1)
        case .push:
          state.path.append(Gauge.State())
        case .reset:
          state = State()
        case .settings, .panel, .path:
          break
        }
        return .none
      }
      .ifLet(\.$settings, action: \.settings) { Gauge() }
      .ifLet(\.$panel, action: \.panel) { Panel() }
      .forEach(\.path, action: \.path) { Gauge() }
    }
  }

  @Test func presentingASheetTellsItsReadersAndNotTheReadersOfOtherProperties() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let items = Observed { _ = store.items }
    let title = Observed { _ = store.title }
    let settings = Observed { _ = store.settings }
    let scoped = Observed { _ = store.scope(state: \.settings, action: \.settings) }
    let whole = Observed { _ = store.state.settings }
    store.send(.openSettings)
    #expect(!items.changed)
    #expect(!title.changed)
    #expect(settings.changed)
    #expect(scoped.changed)
    #expect(whole.changed)
    #expect(store.settings == Gauge.State())
  }

  @Test func dismissingTellsTheSheetsReadersOnly() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.openSettings)
    let items = Observed { _ = store.items }
    let settings = Observed { _ = store.settings }
    store.send(.settings(.dismiss))
    #expect(!items.changed)
    #expect(settings.changed)
    #expect(store.settings == nil)
  }

  @Test func aPushTellsTheStacksReadersOnly() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let items = Observed { _ = store.items }
    let path = Observed { _ = store.path }
    store.send(.push)
    #expect(!items.changed)
    #expect(path.changed)
    #expect(store.path.count == 1)
  }

  @Test func aPropertyChangeTellsItsReadersOnly() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let items = Observed { _ = store.items }
    let title = Observed { _ = store.title }
    let settings = Observed { _ = store.settings }
    store.send(.addItem)
    #expect(items.changed)
    #expect(!title.changed)
    #expect(!settings.changed)
  }

  @Test func aScopedStoresReadersAreNotToldOfAPresentationInsideIt() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.openPanel)
    guard let panel = store.scope(state: \.panel, action: \.panel) else {
      Issue.record("No panel store")
      return
    }
    let title = Observed { _ = panel.title }
    let gauge = Observed { _ = panel.gauge }
    let outer = Observed { _ = store.items }
    panel.send(.show)
    #expect(!title.changed)
    #expect(gauge.changed)
    #expect(!outer.changed)
    #expect(panel.gauge == Gauge.State())
  }

  @Test func aStateReplacedByAnotherValueTellsEveryReader() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let items = Observed { _ = store.items }
    let settings = Observed { _ = store.settings }
    store.send(.reset)
    #expect(items.changed)
    #expect(settings.changed)
  }

  @Test func aScopedStoresStateReplacedByAnotherValueTellsItsReaders() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.openPanel)
    guard let panel = store.scope(state: \.panel, action: \.panel) else {
      Issue.record("No panel store")
      return
    }
    let title = Observed { _ = panel.title }
    let items = Observed { _ = store.items }
    // Another panel, made anew, where the first was.
    store.send(.openPanel)
    #expect(title.changed)
    #expect(!items.changed)
  }
}
