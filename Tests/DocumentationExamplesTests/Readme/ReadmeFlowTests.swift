import Testing
import WaypointTesting

/// The README's `Inventory` feature, through the flows the README describes in comments but does
/// not test: the form's save closes a presented sheet as well as popping the stack, and the
/// destination shows one sheet at a time.
@MainActor
@Suite struct ReadmeFlows {
  @Test func saveClosesTheAddItemSheet() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State())
    }
    await store.send(\.destination.addItem.saveButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func theNavigationIsDerivedFromTheState() {
    var state = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = Inventory.State()
      state.path.append(.item(ItemForm.State(name: "Widget")))
      return state
    }
    state.destination = .addItem(ItemForm.State())
    #expect(Navigation(state).description == "item #0\nsheet: addItem (destination)")
    #expect(Navigation(state).routes.map(\.style) == [.push, .sheet])
  }

  @Test func theDestinationHoldsOneSheetAtATime() {
    var state = Inventory.State()
    state.destination = .addItem(ItemForm.State())
    state.destination = .renameItem(ItemForm.State(name: "Widget"))
    #expect(state.destination?.addItem == nil)
    #expect(state.destination?.renameItem?.name == "Widget")
  }

  @Test func saveInOneElementPopsOnlyThatElement() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.itemTapped("Widget")) {
      $0.path.append(.item(ItemForm.State(name: "Widget")))
    }
    await store.send(.itemTapped("Gadget")) {
      $0.path.append(.item(ItemForm.State(name: "Gadget")))
    }
    await store.send(\.path[id: 0].item.saveButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 0)
    }
    #expect(store.state.path.isEmpty)
  }

  @Test func aViewSwitchesOnTheCaseOfAPushedScreen() {
    let store = Store(initialState: Inventory.State()) { Inventory() }
    store.send(.itemTapped("Widget"))
    guard let id = store.path.ids.first,
      let element = store.scope(state: \.path[id: id], action: \.path[id: id])
    else {
      Issue.record("The pushed item has no store.")
      return
    }
    switch element.case {
    case let .item(form):
      #expect(form.name == "Widget")
    }
  }
}
