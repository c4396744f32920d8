import Clocks
import Foundation
import Testing
import Waypoint
import WaypointRestoration
import WaypointTesting

/// An app of several windows, each with a tab stack of its own.
@Reducer
struct WindowedApp {
  @ObservableState
  struct State: Equatable {
    var windows = WindowsState<TabStack.State>()
  }

  enum Action {
    case openWindow(WindowID)
    case closeWindow(WindowID)
    case window(IdentifiedAction<WindowID, TabStack.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openWindow(let id):
        state.windows.open(id, root: TabStack.State())
        return .none
      case .closeWindow(let id):
        state.windows.close(id)
        return .none
      case .window:
        return .none
      }
    }
    .windows(\.windows, action: \.window) { TabStack() }
  }
}

@MainActor
@Suite struct WindowsTests {
  @Test func windowsOpenAndCloseAsStateAndClosingOneEndsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: WindowedApp.State()) {
      WindowedApp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.openWindow("a")) { $0.windows["a"] = TabStack.State() }
    await store.send(.openWindow("b")) { $0.windows["b"] = TabStack.State() }
    // Opening an open window changes nothing.
    await store.send(.openWindow("a"))
    await store.send(.window(.element(id: "a", action: .startTimer)))
    await store.send(.window(.element(id: "b", action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.window[id: "a"].tick) { $0.windows["a"]?.ticks = 1 }
    await store.receive(\.window[id: "b"].tick) { $0.windows["b"]?.ticks = 1 }
    await store.send(.closeWindow("a")) { $0.windows["a"] = nil }
    #expect(store.state.windows.ids == ["b"])
    // Only b's timer still ticks.
    await clock.advance(by: .seconds(1))
    await store.receive(\.window[id: "b"].tick) { $0.windows["b"]?.ticks = 2 }
    await store.send(.window(.element(id: "b", action: .stopTimer)))
  }

  @Test func eachWindowHasItsOwnStack() async {
    let store = TestStore(initialState: WindowedApp.State()) { WindowedApp() }
    await store.send(.openWindow("a")) { $0.windows["a"] = TabStack.State() }
    await store.send(.openWindow("b")) { $0.windows["b"] = TabStack.State() }
    await store.send(
      .window(.element(id: "b", action: .path(.push(id: 0, state: .init(name: "X")))))
    ) {
      $0.windows["b"]?.path.append(.init(name: "X"))
    }
    #expect(store.state.windows["a"]?.path.isEmpty == true)
  }

  @Test func eachWindowSavesAndRestoresOnItsOwn() throws {
    struct Saved: Codable, Equatable {
      var path = StackState<Int>()
    }
    let storages = ["a": InMemorySnapshotStorage(), "b": InMemorySnapshotStorage()]
    func snapshots(_ id: WindowID) -> SnapshotStore<Saved> {
      SnapshotStore(storage: storages[id.rawValue]!)
    }
    var windows = WindowsState<Saved>()
    windows.open("a", root: Saved(path: [1, 2]))
    windows.open("b", root: Saved(path: [3]))
    for id in windows.ids { try snapshots(id).save(windows[id]!) }
    // Window b's snapshot goes bad: only b starts over.
    try storages["b"]!.save(Data("garbage".utf8))
    var restored = WindowsState<Saved>()
    for id: WindowID in ["a", "b"] {
      restored.open(id, root: snapshots(id).restore(root: Saved()).state)
    }
    #expect(restored["a"] == windows["a"])
    #expect(restored["b"] == Saved())
    let encoded = try JSONEncoder().encode(windows)
    #expect(try JSONDecoder().decode(WindowsState<Saved>.self, from: encoded) == windows)
  }
}

@Suite struct WindowsBadInputTests {
  @Test func twoWindowsWithOneIDAreACorruptPayload() throws {
    let json = #"[{"id":"a","root":1},{"id":"a","root":2}]"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(WindowsState<Int>.self, from: Data(json.utf8))
    }
    let windows = WindowsState([WindowState(id: "a", root: 1), WindowState(id: "a", root: 2)])
    #expect(windows.ids == ["a"])
    #expect(windows["a"] == 1)
  }
}
