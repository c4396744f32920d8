import Foundation
import Testing
import Waypoint

/// Round trips of whole navigation states: stacks and presentations nested in each other.
@Suite struct NavigationStateCodableTests {
  struct SheetState: Equatable, Codable, Sendable {
    var name: String
    var path = StackState<Screen>()
  }

  @CasePathable
  enum Destination: Equatable, Codable, Sendable {
    case alert(AlertState<AlertAction>)
    case dialog(ConfirmationDialogState<AlertAction>)
    case sheet(SheetState)
  }

  struct RowState: Equatable, Codable, Sendable {
    var title: String
    @Presents var alert: AlertState<AlertAction>?
  }

  struct AppState: Equatable, Codable, Sendable {
    var path = StackState<Screen>()
    var rows = StackState<RowState>()
    @Presents var destination: Destination?
  }

  private var deleteAlert: AlertState<AlertAction> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func emptyAppStateRoundTrips() throws {
    let state = AppState()
    #expect(try roundTrip(state) == state)
  }

  @Test func stackWithEnumElementsAndAPresentedAlertRoundTrips() throws {
    try withFreshIDs { () throws in
      var state = AppState()
      state.path.append(.list(ListState(query: "bolts")))
      state.path.append(.detail(DetailState(title: "Hex bolt")))
      state.destination = .alert(deleteAlert)
      let decoded = try roundTrip(state)
      #expect(decoded == state)
      #expect(decoded.$destination[case: \.alert] == deleteAlert)
    }
  }

  @Test func presentedDialogRoundTrips() throws {
    var state = AppState()
    state.destination = .dialog(
      ConfirmationDialogState(titleVisibility: .hidden) {
        TextState("Move")
      } actions: {
        ButtonState(action: .select(1)) { TextState("Shelf 1") }
      }
    )
    #expect(try roundTrip(state) == state)
  }

  @Test func stackNestedInsideAPresentationRoundTrips() throws {
    try withFreshIDs { () throws in
      var state = AppState()
      state.path.append(.list(ListState()))
      var sheet = SheetState(name: "Picker")
      sheet.path.append(.detail(DetailState(title: "Inner")))
      sheet.path.append(.list(ListState(query: "inner")))
      state.destination = .sheet(sheet)
      let decoded = try roundTrip(state)
      #expect(decoded == state)
      #expect(decoded.$destination[case: \.sheet]?.path.ids == sheet.path.ids)
    }
  }

  @Test func presentationsInsideStackElementsRoundTrip() throws {
    try withFreshIDs { () throws in
      var state = AppState()
      state.rows.append(RowState(title: "First"))
      state.rows.append(RowState(title: "Second", alert: deleteAlert))
      let decoded = try roundTrip(state)
      #expect(decoded == state)
      #expect(decoded.rows[id: 1]?.alert == deleteAlert)
      #expect(decoded.rows[id: 0]?.alert == nil)
    }
  }

  @Test func decodingNestedStacksAdvancesTheGeneratorPastEveryDecodedID() throws {
    let data = try withFreshIDs {
      var state = AppState()
      state.path.append(.list(ListState()))
      var sheet = SheetState(name: "Picker")
      sheet.path.append(contentsOf: (0..<5).map { .detail(DetailState(title: "\($0)")) })
      state.destination = .sheet(sheet)
      return try JSONEncoder().encode(state)
    }
    try withFreshIDs { () throws in
      var state = try JSONDecoder().decode(AppState.self, from: data)
      #expect(Array(state.path.ids) == [0])
      #expect(state.$destination[case: \.sheet].map { Array($0.path.ids) } == [1, 2, 3, 4, 5])
      state.path.append(.list(ListState()))
      #expect(state.path.ids.last == 6)
    }
  }

  @Test func duplicateIDsInANestedStackRejectTheWholeState() {
    let json = #"""
      {"path":[{"id":0,"element":{"list":{"_0":{"query":""}}}}],
       "rows":[{"id":1,"element":{"title":"a","alert":null}},
               {"id":1,"element":{"title":"b","alert":null}}],
       "destination":null}
      """#
    withFreshIDs {
      #expect(throws: DecodingError.self) {
        try decodeJSON(AppState.self, from: json)
      }
    }
  }
}
