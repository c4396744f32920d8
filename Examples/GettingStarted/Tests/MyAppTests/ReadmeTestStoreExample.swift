// The README's TestStore example, verbatim, with the README's imports and no others.

import Testing
import WaypointTesting

@testable import MyApp

@MainActor
@Test func pushThenDismiss() async {
  let store = TestStore(initialState: Inventory.State()) { Inventory() }
  await store.send(.itemTapped("Widget")) {
    $0.path.append(.item(ItemForm.State(name: "Widget")))
  }
  await store.send(\.path[id: 0].item.saveButtonTapped)
  await store.receive(\.path.popFrom) {
    $0.path[id: 0] = nil
  }
}
