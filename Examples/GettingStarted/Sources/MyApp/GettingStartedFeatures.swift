// The features of the Getting Started article, verbatim: if this file stops compiling, the
// article is wrong.

import Waypoint

@Reducer
struct AddContact {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
    case cancelButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .saveButtonTapped:
        return .none  // the list reads the name and closes the sheet
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Contacts {
  @ObservableState
  struct State: Equatable {
    var names: [String] = []
    @Presents var addContact: AddContact.State?
  }
  enum Action: Equatable {
    case addButtonTapped
    case addContact(PresentationAction<AddContact.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addContact = AddContact.State()
        return .none
      case .addContact(.presented(.saveButtonTapped)):
        guard let name = state.addContact?.name, !name.isEmpty else { return .none }
        state.names.append(name)
        state.addContact = nil
        return .none
      case .addContact:
        return .none
      }
    }
    .ifLet(\.$addContact, action: \.addContact) { AddContact() }
  }
}

@Reducer
struct ContactDetail {
  @ObservableState
  struct State: Equatable {
    var name: String
  }
  enum Action: Equatable {
    case doneButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in await dismiss() }  // pops this screen off the stack
  }
}

@Reducer
struct ContactBook {
  @ObservableState
  struct State: Equatable {
    var contacts = Contacts.State()
    var path = StackState<ContactDetail.State>()
  }
  enum Action: Equatable {
    case contacts(Contacts.Action)
    case contactTapped(String)
    case path(StackAction<ContactDetail.State, ContactDetail.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.contacts, action: \.contacts) { Contacts() }
    Reduce { state, action in
      switch action {
      case let .contactTapped(name):
        state.path.append(ContactDetail.State(name: name))
        return .none
      case .contacts, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { ContactDetail() }
  }
}
