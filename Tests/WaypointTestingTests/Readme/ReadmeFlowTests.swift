import Testing
import WaypointTesting

/// The README's `Inventory` feature, through the flow the README describes in a comment but does
/// not test: the form's save closes the sheet as well as popping the stack.
@MainActor
@Suite struct ReadmeFlows {
  @Test func saveClosesTheAddItemSheet() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.addButtonTapped) {
      $0.addItem = ItemForm.State()
    }
    await store.send(\.addItem.saveButtonTapped)
    await store.receive(\.addItem.dismiss) {
      $0.addItem = nil
    }
  }

  @Test func saveInOneElementPopsOnlyThatElement() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.itemTapped("Widget")) {
      $0.path.append(ItemForm.State(name: "Widget"))
    }
    await store.send(.itemTapped("Gadget")) {
      $0.path.append(ItemForm.State(name: "Gadget"))
    }
    await store.send(\.path[id: 0].saveButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 0)
    }
    #expect(store.state.path.isEmpty)
  }
}
