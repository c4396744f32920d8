// The Waypoint code of the "Migrating from TCA" article, verbatim and in the article's order: a
// guest list that pushes a guest's detail, adds a guest in a sheet of an enum destination, and
// confirms a removal with an alert. MigratingFromTCATests.swift runs it.

import Waypoint

struct Guest: Equatable, Identifiable {
  let id: Int
  var name: String
}

@Reducer
struct GuestForm {
  @ObservableState
  struct State: Equatable {
    var guest: Guest
  }
  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
    case cancelButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .nameChanged(name):
      state.guest.name = name
      return .none
    case .saveButtonTapped:
      return .none  // the list adds the guest and closes the sheet
    case .cancelButtonTapped:
      return .run { _ in await dismiss() }
    }
  }
}

@Reducer
struct GuestDetail {
  @ObservableState
  struct State: Equatable {
    var guest: Guest
  }
  enum Action: Equatable {
    case removeButtonTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none  // the list confirms, then removes the guest
  }
}

@Reducer
struct GuestList {
  @ObservableState
  struct State: Equatable {
    var guests: IdentifiedArrayOf<Guest> = []
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case addButtonTapped
    case guestTapped(Guest)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)

    enum Alert: Equatable {
      case confirmRemoval(StackElementID)
    }
  }

  @Reducer
  enum Destination {
    case addGuest(GuestForm)
    case alert(AlertState<GuestList.Action.Alert>)
  }

  @Reducer
  enum Path {
    case detail(GuestDetail)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let guest = Guest(id: (state.guests.ids.max() ?? 0) + 1, name: "")
        state.destination = .addGuest(GuestForm.State(guest: guest))
        return .none
      case .destination(.presented(.addGuest(.saveButtonTapped))):
        guard let guest = state.destination?.addGuest?.guest else { return .none }
        state.guests.append(guest)
        state.destination = nil
        return .none
      case let .destination(.presented(.alert(.confirmRemoval(id)))):
        if let guest = state.path[id: id]?.detail?.guest {
          state.guests.remove(id: guest.id)
        }
        state.path.pop(from: id)
        return .none
      case let .guestTapped(guest):
        state.path.append(.detail(GuestDetail.State(guest: guest)))
        return .none
      case let .path(.element(id: id, action: .detail(.removeButtonTapped))):
        guard let guest = state.path[id: id]?.detail?.guest else { return .none }
        state.destination = .alert(.removal(of: guest, at: id))
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension AlertState where Action == GuestList.Action.Alert {
  static func removal(of guest: Guest, at id: StackElementID) -> Self {
    AlertState {
      TextState("Remove \(guest.name)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRemoval(id)) {
        TextState("Remove")
      }
      ButtonState(role: .cancel) {
        TextState("Keep")
      }
    }
  }
}

extension GuestList.Destination.State: Equatable {}
extension GuestList.Destination.Action: Equatable {}
extension GuestList.Path.State: Equatable {}
extension GuestList.Path.Action: Equatable {}
