// The tests of the "Migrating from TCA" article, verbatim, and checks of what the article says
// carries over from TCA unchanged and what changes.

import Testing
import WaypointTesting

/// The article's tests of the guest list in MigratingFromTCAExamples.swift.
@MainActor
@Suite struct MigratingFromTCAArticle {
  @MainActor
  @Test func addingThenRemovingAGuest() async {
    let store = TestStore(initialState: GuestList.State()) { GuestList() }
    let ada = Guest(id: 1, name: "Ada")
    await store.send(.addButtonTapped) {
      $0.destination = .addGuest(GuestForm.State(guest: Guest(id: 1, name: "")))
    }
    await store.send(\.destination.addGuest.nameChanged, "Ada") {
      $0.destination = .addGuest(GuestForm.State(guest: ada))
    }
    await store.send(\.destination.addGuest.saveButtonTapped) {
      $0.guests = [ada]
      $0.destination = nil
    }
    await store.send(.guestTapped(ada)) {
      $0.path.append(.detail(GuestDetail.State(guest: ada)))
    }
    await store.send(\.path[id: 0].detail.removeButtonTapped) {
      $0.destination = .alert(.removal(of: ada, at: 0))
    }
    await store.send(.destination(.presented(.alert(.confirmRemoval(0))))) {
      $0.guests = []
      $0.path.pop(from: 0)
      $0.destination = nil
    }
  }

  @MainActor
  @Test func cancellingTheFormClosesIt() async {
    let store = TestStore(initialState: GuestList.State()) { GuestList() }
    await store.send(.addButtonTapped) {
      $0.destination = .addGuest(GuestForm.State(guest: Guest(id: 1, name: "")))
    }
    await store.send(\.destination.addGuest.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }
}

/// What the article claims beyond its own tests.
@MainActor
@Suite struct MigratingFromTCAClaims {
  /// The alert's "Keep" button has no action: the alert closes with `.dismiss`, and the guest
  /// and the detail stay.
  @Test func keepingTheGuestClosesOnlyTheAlert() async throws {
    let ada = Guest(id: 1, name: "Ada")
    let store = TestStore(initialState: GuestList.State(guests: [ada])) { GuestList() }
    await store.send(.guestTapped(ada)) {
      $0.path.append(.detail(GuestDetail.State(guest: ada)))
    }
    await store.send(\.path[id: 0].detail.removeButtonTapped) {
      $0.destination = .alert(.removal(of: ada, at: 0))
    }
    let alert = try #require(store.state.destination?.alert)
    #expect(alert.buttons.map(\.action) == [.confirmRemoval(0), nil])
    #expect(String(state: alert.title) == "Remove Ada?")
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  /// Every test store's stack IDs start at 0, so two tests, or two stores in one test, see the
  /// same IDs.
  @Test func stackIDsStartAtZeroInEveryTestStore() async {
    let ada = Guest(id: 1, name: "Ada")
    for _ in 1...2 {
      let store = TestStore(initialState: GuestList.State(guests: [ada])) { GuestList() }
      await store.send(.guestTapped(ada)) {
        $0.path.append(.detail(GuestDetail.State(guest: ada)))
      }
      #expect(store.state.path.ids == [0])
    }
  }

  /// The same flow through a plain `Store`, as an app runs it, and `store.case` over the
  /// enum destination, as a view switches on it.
  @Test func theFeatureRunsInAStore() async throws {
    let store = Store(initialState: GuestList.State()) { GuestList() }
    store.send(.addButtonTapped)
    let destination = try #require(store.scope(state: \.destination, action: \.destination))
    guard case let .addGuest(form) = destination.case else {
      Issue.record("The destination is not the form.")
      return
    }
    form.send(.nameChanged("Ada"))
    form.send(.saveButtonTapped)
    #expect(store.guests.map(\.name) == ["Ada"])
    #expect(store.destination == nil)
    store.send(.addButtonTapped)
    await store.send(.destination(.presented(.addGuest(.cancelButtonTapped)))).finish()
    #expect(store.destination == nil)
  }

  /// `@PresentationState` is another name for `@Presents`, and either works in a state that is
  /// not `@ObservableState`.
  @Test func presentationStateIsPresents() async {
    let store = TestStore(initialState: TCAMigrationChecks.Plain.State()) {
      TCAMigrationChecks.Plain()
    }
    await store.send(.addButtonTapped) {
      $0.form = GuestForm.State(guest: Guest(id: 1, name: ""))
      $0.other = GuestForm.State(guest: Guest(id: 2, name: ""))
    }
    await store.send(\.form.cancelButtonTapped)
    await store.receive(\.form.dismiss) { $0.form = nil }
    await store.send(\.other.cancelButtonTapped)
    await store.receive(\.other.dismiss) { $0.other = nil }
  }

  /// A write through the store sends the one action that carries the property's type: what
  /// replaces `BindingReducer` for a field.
  @Test func writingThroughTheStoreSendsTheAction() {
    let store = Store(initialState: TCAMigrationChecks.NameField.State()) {
      TCAMigrationChecks.NameField()
    }
    store.name = "Ada"
    #expect(store.name == "Ada")
    #expect(store.edits == 1)
  }

  /// Rows of an identified array are scoped one by one, by ID; `forEach` and
  /// `IdentifiedAction` are TCA's.
  @Test func rowsOfAnIdentifiedArrayAreScopedByID() {
    let store = Store(
      initialState: TCAMigrationChecks.Rows.State(rows: [
        Guest(id: 1, name: "Ada"), Guest(id: 2, name: "Grace"),
      ])
    ) {
      TCAMigrationChecks.Rows()
    }
    let names = store.rows.ids.compactMap { id in
      store.scope(state: \.rows[id: id], action: \.rows[id: id])?.name
    }
    #expect(names == ["Ada", "Grace"])
    store.scope(state: \.rows[id: 2], action: \.rows[id: 2])?.send(.removeButtonTapped)
    #expect(store.rows.ids == [1])
  }

  /// With exhaustivity off, a test asserts only what it cares about.
  @Test func exhaustivityOffChecksOnlyWhatIsAsserted() async {
    let store = TestStore(initialState: GuestList.State()) { GuestList() }
    store.exhaustivity = .off
    await store.send(.addButtonTapped)
    await store.send(\.destination.addGuest.cancelButtonTapped)
    await store.receive(\.destination.dismiss)
    #expect(store.state.destination == nil)
  }

  /// `transformDependency` takes one closure over all the dependencies.
  @Test func transformDependencyTakesTheDependencyValues() async {
    let store = TestStore(initialState: TCAMigrationChecks.Greeting.State()) {
      TCAMigrationChecks.Greeting()
        .transformDependency { $0.migrationSalutation = "Hi" }
    }
    await store.send(.greet) { $0.text = "Hi" }
  }

  /// `dependency(_:_:)` is TCA's.
  @Test func dependencyOverridesOne() async {
    let store = TestStore(initialState: TCAMigrationChecks.Greeting.State()) {
      TCAMigrationChecks.Greeting()
        .dependency(\.migrationSalutation, "Hey")
    }
    await store.send(.greet) { $0.text = "Hey" }
  }

  /// Misuse is reported, and leaves the state as it was: here an action for an element that is
  /// not on the stack.
  @Test func anActionForAMissingElementIsReported() {
    let store = Store(initialState: GuestList.State()) { GuestList() }
    withKnownIssue {
      store.send(.path(.element(id: 7, action: .detail(.removeButtonTapped))))
    }
    #expect(store.path.isEmpty)
    #expect(store.destination == nil)
  }

  /// TCA's spellings of alert buttons compile: `.send(action)`, and a button with no action.
  @Test func buttonStateSpellings() {
    let button = ButtonState<GuestList.Action.Alert>(
      role: .destructive, action: .send(.confirmRemoval(0))
    ) {
      TextState("Remove")
    }
    #expect(button.action == .confirmRemoval(0))
    #expect(ButtonState<GuestList.Action.Alert>(role: .cancel) { TextState("Keep") }.action == nil)
  }
}

/// Small features for the checks above, in a namespace of their own.
enum TCAMigrationChecks {
  /// Presentations in a state that is not `@ObservableState`, under both spellings.
  @Reducer
  struct Plain {
    struct State: Equatable {
      @Presents var form: GuestForm.State?
      @PresentationState var other: GuestForm.State?
    }
    enum Action: Equatable {
      case addButtonTapped
      case form(PresentationAction<GuestForm.Action>)
      case other(PresentationAction<GuestForm.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .addButtonTapped = action {
          state.form = GuestForm.State(guest: Guest(id: 1, name: ""))
          state.other = GuestForm.State(guest: Guest(id: 2, name: ""))
        }
        return .none
      }
      .ifLet(\.$form, action: \.form) { GuestForm() }
      .ifLet(\.$other, action: \.other) { GuestForm() }
    }
  }

  /// A text field's value with one action that sets it.
  @Reducer
  struct NameField {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var edits = 0
    }
    enum Action: Equatable {
      case nameChanged(String)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .nameChanged(name):
        state.name = name
        state.edits += 1
        return .none
      }
    }
  }

  /// One row of ``Rows``: a guest, with a button that asks the list to remove it.
  @Reducer
  struct Row {
    typealias State = Guest
    enum Action: Equatable {
      case removeButtonTapped
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .none
    }
  }

  /// A list whose rows are features, in an identified array.
  @Reducer
  struct Rows {
    @ObservableState
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Guest> = []
    }
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Row>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rows(.element(id: id, action: .removeButtonTapped)):
          state.rows.remove(id: id)
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  /// Reads a dependency in its reducer.
  @Reducer
  struct Greeting {
    struct State: Equatable {
      var text = ""
    }
    enum Action: Equatable {
      case greet
    }
    @Dependency(\.migrationSalutation) var salutation
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.text = salutation
      return .none
    }
  }

  /// A dependency of the app's own, with a value for tests.
  enum SalutationKey: TestDependencyKey {
    static let testValue = "Hello"
  }
}

extension DependencyValues {
  /// What ``TCAMigrationChecks/Greeting`` says.
  var migrationSalutation: String {
    get { self[TCAMigrationChecks.SalutationKey.self] }
    set { self[TCAMigrationChecks.SalutationKey.self] = newValue }
  }
}
