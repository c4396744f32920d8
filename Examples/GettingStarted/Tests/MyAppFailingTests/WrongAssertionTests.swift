// Tests that assert what is not so. Each must fail: `.ci/client` runs this target apart from the
// others and checks that every test here fails, with the message that says why. A test target
// that depends on WaypointTesting alone, as this one does, must fail when its assertions fail.

import Testing
import WaypointTesting

@testable import MyApp

@MainActor
@Test func aWrongStateFails() async {
  let store = TestStore(initialState: Contacts.State()) { Contacts() }
  await store.send(.addButtonTapped) {
    $0.addContact = AddContact.State(name: "Ada")  // the sheet opens with an empty name
  }
}

@MainActor
@Test func aDismissalThatIsNeverReceivedFails() async {
  let store = TestStore(initialState: Contacts.State()) { Contacts() }
  await store.send(.addButtonTapped) {
    $0.addContact = AddContact.State()
  }
  await store.send(\.addContact.cancelButtonTapped)
  // The `.dismiss` that the cancel button's effect sends is never received.
}

@MainActor
@Test func aStateChangeThatIsNotAssertedFails() async {
  let store = TestStore(initialState: ContactBook.State()) { ContactBook() }
  await store.send(.contactTapped("Ada"))  // pushes a screen, which is not asserted
}
