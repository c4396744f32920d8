import CustomDump
import Foundation
import Observation
import Testing
import Waypoint

@Reducer
struct Gauge {
  @ObservableState
  struct State: Equatable, Codable {
    var value = 0
    var label = "gauge"
    @ObservationStateIgnored var ignored = 0
  }
  enum Action: Equatable {
    case increment
    case rename(String)
    case bumpIgnored
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.value += 1
    case let .rename(label):
      state.label = label
    case .bumpIgnored:
      state.ignored += 1
    }
    return .none
  }
}

@Reducer
struct Panel {
  @ObservableState
  struct State: Equatable, Codable {
    var title = "panel"
    var gauges: [Int] = []
    @Presents var gauge: Gauge.State?
  }
  enum Action: Equatable {
    case retitle(String)
    case show
    case showAnew
    case gauge(PresentationAction<Gauge.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .retitle(title):
        state.title = title
      case .show:
        state.gauge = state.gauge ?? Gauge.State()
      case .showAnew:
        // Another gauge, equal to the one shown.
        state.gauge = Gauge.State(value: state.gauge?.value ?? 0)
      case .gauge:
        break
      }
      return .none
    }
    .ifLet(\.$gauge, action: \.gauge) { Gauge() }
  }
}

/// A feature whose state's properties are keywords, written in backticks.
@Reducer
struct KeywordNamed {
  @ObservableState
  struct State: Equatable, Codable {
    var `default` = 0
    var `two words` = "a"
    @Presents var `switch`: Gauge.State?
  }
  enum Action: Equatable {
    case bump
    case show
    case gauge(PresentationAction<Gauge.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump:
        state.default += 1
      case .show:
        state.switch = Gauge.State()
      case .gauge:
        break
      }
      return .none
    }
    .ifLet(\.$switch, action: \.gauge) { Gauge() }
  }
}

@ObservableState
enum Mode: Equatable {
  case idle
  case measuring(Gauge.State)
}

/// Records whether the observed reads were told of a change.
@MainActor
final class Observed {
  var changed = false

  init(_ read: @escaping @MainActor () -> Void) {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.changed = true }
    }
  }
}

/// `@ObservableState`: observers are told of the properties they read, and of a state replaced.
@MainActor
@Suite struct ObservableStateTests {
  @Test func anObserverIsToldOfThePropertyItReadAndNoOther() {
    let store = Store(initialState: Gauge.State()) { Gauge() }
    let value = Observed { _ = store.value }
    let label = Observed { _ = store.label }
    store.send(.rename("dial"))
    #expect(!value.changed)
    #expect(label.changed)
    store.send(.increment)
    #expect(value.changed)
    #expect(store.value == 1)
  }

  @Test func anIgnoredPropertyTellsNoOne() {
    let store = Store(initialState: Gauge.State()) { Gauge() }
    let ignored = Observed { _ = store.ignored }
    let value = Observed { _ = store.value }
    store.send(.bumpIgnored)
    #expect(!ignored.changed)
    #expect(!value.changed)
    #expect(store.ignored == 1)
  }

  @Test func aPresentationThatAppearsOrEndsIsTold() {
    let store = Store(initialState: Panel.State()) { Panel() }
    let gauge = Observed { _ = store.gauge }
    store.send(.retitle("other"))
    #expect(!gauge.changed)
    store.send(.show)
    #expect(gauge.changed)
    let again = Observed { _ = store.gauge }
    store.send(.gauge(.dismiss))
    #expect(again.changed)
    #expect(store.gauge == nil)
  }

  @Test func aPresentedStoreTellsOfItsOwnPropertiesOnly() {
    let store = Store(initialState: Panel.State()) { Panel() }
    store.send(.show)
    guard let child = store.scope(state: \.gauge, action: \.gauge) else {
      Issue.record("No gauge store")
      return
    }
    let value = Observed { _ = child.value }
    let label = Observed { _ = child.label }
    let title = Observed { _ = store.title }
    child.send(.increment)
    #expect(value.changed)
    #expect(!label.changed)
    #expect(!title.changed)
    #expect(child.value == 1)
  }

  @Test func aPresentationReplacedByAnEqualOneIsTold() {
    let store = Store(initialState: Panel.State()) { Panel() }
    store.send(.show)
    guard let child = store.scope(state: \.gauge, action: \.gauge) else {
      Issue.record("No gauge store")
      return
    }
    let label = Observed { _ = child.label }
    // Equal, but another value: the child store's observers must read it anew.
    store.send(.showAnew)
    #expect(label.changed)
    // The parent store cannot tell its `@Presents` properties apart: every observer of the
    // parent hears of the new presentation.
    let title = Observed { _ = store.title }
    store.send(.gauge(.presented(.increment)))
    #expect(!title.changed)
  }

  @Test func copiesShareTheIdentityAndAValueMadeAnewHasItsOwn() {
    var state = Gauge.State()
    let copy = state
    state.value = 3
    #expect(state._$id == copy._$id)
    #expect(Gauge.State()._$id != state._$id)
    var mode = Mode.measuring(state)
    let before = mode._$id
    if case var .measuring(gauge) = mode {
      gauge.value += 1
      mode = .measuring(gauge)
    }
    #expect(mode._$id == before)
    #expect(Mode.idle._$id != before)
    #expect(Mode.idle._$id == Mode.idle._$id)
  }

  @Test func aValueNothingObservedChangesAndAnObserverThatComesLaterIsTold() {
    var state = Gauge.State()
    // Nothing has read the value through observation: the changes tell no one, and are kept.
    state.value = 1
    state.label = "dial"
    state.value += 1
    #expect(state.value == 2 && state.label == "dial")
    // An observer of a copy registers with the registrar the copies share.
    let copy = state
    let value = Observed { _ = copy.value }
    state.label = "other"
    #expect(!value.changed)
    state.value += 1
    #expect(value.changed)
    #expect(state.value == 3 && copy.value == 2)
    // A value made anew has a registrar of its own, which the observer did not read.
    var other = Gauge.State()
    let shown = other
    let label = Observed { _ = shown.label }
    other.value = 5
    #expect(!label.changed)
    other.label = "set"
    #expect(label.changed)
  }

  @Test func aReaderOfTheWholeStateWhoComesAfterPropertyReadersIsToldOfAPresentation() {
    let store = Store(initialState: Panel.State()) { Panel() }
    // A reader of one observed property: the store has no reader of its whole state yet, and
    // changes it tells only through the property.
    let title = Observed { _ = store.title }
    store.send(.retitle("first"))
    #expect(title.changed)
    // Now a reader of the whole state: a presentation, which no property tells of, reaches it.
    let whole = Observed { _ = store.state }
    store.send(.show)
    #expect(whole.changed)
    #expect(store.gauge != nil)
  }

  @Test func codableUsesThePropertiesNamesAndLeavesTheObservationOut() throws {
    var state = Panel.State()
    state.title = "saved"
    state.gauge = Gauge.State(value: 2, label: "g")
    let data = try JSONEncoder().encode(state)
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains("\"title\":\"saved\""))
    #expect(json.contains("\"gauge\":{"))
    #expect(!json.contains("_$"))
    #expect(!json.contains("_title"))
    let decoded = try JSONDecoder().decode(Panel.State.self, from: data)
    #expect(decoded == state)
    #expect(decoded._$id != state._$id)
  }

  @Test func presentationsAreMappedToTheirStorageSoIfLetReachesThemInPlace() throws {
    let storage = try #require(Panel.State.presentsStorage[\Panel.State.$gauge])
    #expect(MemoryLayout<Panel.State>.offset(of: storage) != nil)
    // Each observed property is mapped to its storage too, for reads at its offset.
    #expect(Panel.State.presentsStorage.count == 3)
    let gauges = try #require(Panel.State.presentsStorage[\Panel.State.gauges])
    #expect(MemoryLayout<Panel.State>.offset(of: gauges) != nil)
  }

  @Test func dumpsShowThePropertiesNames() {
    var output = ""
    customDump(Gauge.State(value: 1, label: "g"), to: &output)
    #expect(output.contains("value: 1"))
    #expect(!output.contains("_value"))
    #expect(!output.contains("_$"))
  }

  @Test func propertiesNamedWithKeywordsAreObservedCodedAndDumpedUnderTheirNames() throws {
    let store = Store(initialState: KeywordNamed.State()) { KeywordNamed() }
    let value = Observed { _ = store.default }
    store.send(.bump)
    #expect(value.changed)
    store.send(.show)
    store.send(.gauge(.presented(.increment)))
    #expect(store.state.switch?.value == 1)
    #expect(KeywordNamed.State.presentsStorage[\KeywordNamed.State.$switch] != nil)
    let json = String(decoding: try JSONEncoder().encode(store.state), as: UTF8.self)
    #expect(json.contains("\"default\":1"))
    #expect(json.contains("\"switch\":{"))
    var output = ""
    customDump(store.state, to: &output)
    #expect(output.contains("default: 1"))
    #expect(!output.contains("_default"))
    // A raw identifier too: stored as `_two words`, coded and dumped under its name.
    #expect(store.`two words` == "a")
    #expect(json.contains("\"two words\":\"a\""))
    #expect(output.contains("two words"))
  }
}
