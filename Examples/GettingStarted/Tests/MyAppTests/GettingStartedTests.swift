// The tests of the Getting Started article, verbatim, with the article's imports and no others.

import Testing
import WaypointTesting

@testable import MyApp

@MainActor
@Test func addingAContact() async {
  let store = TestStore(initialState: Contacts.State()) { Contacts() }
  await store.send(.addButtonTapped) {
    $0.addContact = AddContact.State()
  }
  await store.send(\.addContact.nameChanged, "Ada") {
    $0.addContact?.name = "Ada"
  }
  await store.send(\.addContact.saveButtonTapped) {
    $0.names = ["Ada"]
    $0.addContact = nil
  }
}

@MainActor
@Test func cancellingClosesTheSheet() async {
  let store = TestStore(initialState: Contacts.State()) { Contacts() }
  await store.send(.addButtonTapped) {
    $0.addContact = AddContact.State()
  }
  await store.send(\.addContact.cancelButtonTapped)
  await store.receive(\.addContact.dismiss) {
    $0.addContact = nil
  }
}

// Not a test in the article: the article's store example, and a check of what its comment says.
@MainActor
@Test func gettingStartedStoreExample() {
  let store = Store(initialState: Contacts.State()) { Contacts() }
  store.send(.addButtonTapped)
  store.send(.addContact(.presented(.nameChanged("Ada"))))
  store.send(.addContact(.presented(.saveButtonTapped)))
  // store.names == ["Ada"], and the sheet is closed: store.addContact == nil

  #expect(store.names == ["Ada"])
  #expect(store.addContact == nil)
}

@MainActor
@Test func openingAndClosingAContact() async {
  let store = TestStore(initialState: ContactBook.State()) { ContactBook() }
  await store.send(.contactTapped("Ada")) {
    $0.path.append(ContactDetail.State(name: "Ada"))
  }
  await store.send(\.path[id: 0].doneButtonTapped)
  await store.receive(\.path.popFrom) {
    $0.path[id: 0] = nil
  }
}
