import ConcurrencyExtras
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite struct SeedNavigationFlowTests {
  @Test func navigationFlowFromTheGuide() async {
    let saved = LockIsolated<[Item]>([])
    let store = TestStore(initialState: RootFeature.State()) {
      RootFeature(saved: { item in saved.withValue { $0.append(item) } })
    }

    let item = Item(id: "1", name: "Test Item")

    // Navigate to detail
    await store.send(.detailButtonTapped(item)) {
      $0.path.append(.detail(DetailFeature.State(item: item)))
    }

    // Navigate to edit
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path.append(.edit(EditFeature.State(item: item)))
    }

    // Save and pop
    await store.send(.path(.element(id: 1, action: .edit(.saveButtonTapped)))) {
      $0.path.pop(from: 1)
    }
    await store.finish()
    #expect(saved.value == [item])
  }

  @Test func caseKeyPathSendsReachThroughStackElements() async {
    let item = Item(id: "1", name: "Test Item")
    let store = TestStore(initialState: RootFeature.State()) {
      RootFeature(saved: { _ in })
    }
    await store.send(.detailButtonTapped(item)) {
      $0.path.append(.detail(DetailFeature.State(item: item)))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path.append(.edit(EditFeature.State(item: item)))
    }
    await store.send(\.path[id: 1].edit.nameChanged, "Renamed") {
      $0.path[id: 1, case: \.edit]?.item.name = "Renamed"
    }
  }

  @Test func dismissFromStackElementPopsIt() async {
    let item = Item(id: "1", name: "Test Item")
    let store = TestStore(initialState: RootFeature.State()) {
      RootFeature(saved: { _ in })
    }
    await store.send(.detailButtonTapped(item)) {
      $0.path.append(.detail(DetailFeature.State(item: item)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.closeButtonTapped))))
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }
}
