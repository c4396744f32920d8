import Testing
import Waypoint

@Reducer
public struct Beacon {
  public struct State: Equatable {
    public var isOn = false
    public init() {}
  }
  public enum Action: Equatable {
    case toggle
  }
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    return .none
  }
}

public enum Harbor {}

extension Harbor {
  /// Generated members are public, as the extension is.
  @Reducer
  public enum Signal {
    case beacon(Beacon)
  }
}

/// One case: a body of one scope.
@Reducer
enum Solo {
  case solo(Beacon)
}

/// Names what a walk over the navigation shows.
struct WalkNames: NavigationWalker {
  var names: [String] = []
  mutating func walkStack<Element>(
    _ stack: StackState<Element>, label: String, element: (Element, inout Self) -> Void
  ) {
    names.append(label)
    for value in stack { element(value, &self) }
  }
  mutating func walkPresentation<Value>(
    _ value: Value, label: String, style: PresentationStyle, inside: (inout Self) -> Void
  ) {
    names.append(label)
    inside(&self)
  }
  mutating func walkChild<Value>(_ value: Value, label: String, inside: (inout Self) -> Void) {
    names.append(label)
    inside(&self)
  }
  mutating func walkCase<Enum, Value>(
    _ value: Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Self) -> Void
  ) {
    names.append(name)
    inside(&self)
  }
}

/// `@Reducer` enums of one case, and public ones.
@MainActor
@Suite struct ReducerMacroShapesTests {
  @Test func oneCaseAndPublicEnumsRun() {
    let solo = Store(initialState: Solo.State.solo(Beacon.State())) { Solo.body }
    solo.send(.solo(.toggle))
    #expect(solo.state.solo?.isOn == true)
    let signal = Store(initialState: Harbor.Signal.State.beacon(Beacon.State())) {
      Harbor.Signal.body
    }
    signal.send(.beacon(.toggle))
    #expect(signal.state.beacon?.isOn == true)
  }

  @Test func enumsInAnExtensionAndAtTheTopLevelWalkTheirCase() {
    var signal = WalkNames()
    Harbor.Signal.State.beacon(Beacon.State())._$walkNavigation(&signal)
    #expect(signal.names == ["beacon"])
    var solo = WalkNames()
    Solo.State.solo(Beacon.State())._$walkNavigation(&solo)
    #expect(solo.names == ["solo"])
  }
}
