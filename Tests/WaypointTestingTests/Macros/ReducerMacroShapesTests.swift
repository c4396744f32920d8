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
}
