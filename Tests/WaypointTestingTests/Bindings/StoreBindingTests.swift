import ConcurrencyExtras
import Testing
import Waypoint
import WaypointTesting

/// What each SwiftUI binding sends when SwiftUI writes it, and what it reads: the logic
/// `WaypointSwiftUI` calls, run here against a real store.
@MainActor
@Suite struct StoreBindingTests {
  typealias Screen = BindingHost.Screen

  func makeStore(_ state: BindingHost.State = BindingHost.State()) -> StoreOf<BindingHost> {
    Store(initialState: state) {
      BindingHost()
    } withDependencies: {
      $0.stackElementID = .incrementing(from: 100)
    }
  }

  func stackOfFour() -> BindingHost.State {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var state = BindingHost.State()
      state.path.append(contentsOf: (1...4).map { Screen.State(id: $0) })
      return state
    }
  }

  // MARK: Stacks

  @Test func theSystemPoppingThreeScreensAtOnceSendsOnePopFromTheLowest() {
    let store = makeStore(stackOfFour())
    let path = store.scope(state: \.path, action: \.path)
    #expect(path.state.path.map(\.id) == [0, 1, 2, 3])

    path.write(path: StackPath(path.state.path.prefix(1)))

    #expect(store.log == ["path.popFrom(#1)"])
    #expect(store.path.ids.elements == [0])
  }

  @Test func theBackButtonPopsTheTopScreen() {
    let store = makeStore(stackOfFour())
    let path = store.scope(state: \.path, action: \.path)
    var written = path.state.path
    written.removeLast()
    path.write(path: written)
    #expect(store.log == ["path.popFrom(#3)"])
    #expect(store.path.ids.elements == [0, 1, 2])
  }

  @Test func aNavigationLinkAppendingAComponentPushesItWithItsNewID() {
    let store = makeStore(stackOfFour())
    let path = store.scope(state: \.path, action: \.path)
    let component = withDependencies {
      $0.stackElementID = .incrementing(from: 50)
    } operation: {
      StackPath.Component(pushing: Screen.State(id: 9))
    }
    path.write(path: path.state.path + [component])
    #expect(store.log == ["path.push(#50, 9)"])
    #expect(store.path.ids.elements == [0, 1, 2, 3, 50])
    #expect(store.path[id: 50]?.id == 9)
  }

  @Test func writingTheSamePathSendsNothing() {
    let store = makeStore(stackOfFour())
    let path = store.scope(state: \.path, action: \.path)
    path.write(path: path.state.path)
    #expect(store.log.isEmpty)
  }

  @Test func aPathThatMovesAnElementIsReportedAndNothingIsSent() {
    let store = makeStore(stackOfFour())
    let path = store.scope(state: \.path, action: \.path)
    let components = path.state.path.components
    let moved = StackPath([components[0], components[2], components[1]])
    withKnownIssue {
      path.write(path: moved)
    } matching: {
      $0.description.contains("moves or repeats elements already on the stack: #2, #1")
    }
    #expect(store.log.isEmpty)
    #expect(store.path.ids.elements == [0, 1, 2, 3])
  }

  @Test func aPathRepeatingANewComponentIsReportedAndNothingIsSent() {
    let store = makeStore()
    let path = store.scope(state: \.path, action: \.path)
    let component = StackPath.Component(id: 70, element: Screen.State(id: 1))
    withKnownIssue {
      path.write(path: StackPath([component, component]))
    } matching: {
      $0.description.contains("#70")
    }
    #expect(store.log.isEmpty)
    #expect(store.path.isEmpty)
  }

  @Test func actionsForAWriteAreComputedWithoutAStore() {
    let stack = stackOfFour().path
    var written = stack.path
    written.removeLast(2)
    written.append(StackPath.Component(id: 10, element: Screen.State(id: 7)))
    let write: StackPathWrite<Screen.State, Screen.Action> = stack.actions(writing: written)
    #expect(write.actions == [.popFrom(id: 2), .push(id: 10, state: Screen.State(id: 7))])
    #expect(write.ignored.isEmpty)
  }

  @Test func aPathComponentsStoreIsTheElementsWhileItIsOnTheStack() {
    let store = makeStore(stackOfFour())
    let path = store.scope(state: \.path, action: \.path)
    let component = path.state.path[2]
    let element = path.scope(component)
    #expect(element === path.scope(id: 2))
    element.send(.rename("Shown"))
    #expect(store.path[id: 2]?.title == "Shown")
  }

  @Test func aPoppedComponentsStoreShowsItsElementAndReportsActions() {
    let store = makeStore(stackOfFour())
    let path = store.scope(state: \.path, action: \.path)
    let component = path.state.path[3]
    path.write(path: StackPath(path.state.path.prefix(1)))
    // SwiftUI draws the screen as it animates away: the store shows what the screen showed.
    let element = path.scope(component)
    #expect(element.id == 4)
    #expect(!element.isAlive)
    withKnownIssue {
      element.send(.rename("Gone"))
    } matching: {
      $0.description.contains("#3")
    }
    #expect(store.path.ids.elements == [0])
  }

  // MARK: Sheets

  @Test func aSheetSwipedAwaySendsDismiss() {
    var state = BindingHost.State()
    state.sheet = Screen.State(id: 1)
    let store = makeStore(state)
    let sheet = store.presentation(state: \.sheet, action: \.sheet)
    #expect(sheet.isPresented)
    #expect(sheet.presented?.id == 1)

    sheet.write(nil)

    #expect(store.log == ["sheet.dismiss"])
    #expect(store.sheet == nil)
  }

  @Test func aStaleWriteForAnotherPresentationSendsNothing() {
    var state = BindingHost.State()
    state.sheet = Screen.State(id: 1)
    let store = Store(initialState: state) {
      BindingHost()
      Reduce<BindingHost.State, BindingHost.Action> { state, action in
        // Presenting another item in place of the shown one, in one change.
        if case .tabSelected(.profile) = action { state.sheet = Screen.State(id: 2) }
        return .none
      }
    }
    let shown = store.presentation(state: \.sheet, action: \.sheet)
    store.send(.tabSelected(.profile))
    #expect(shown.dismiss() == false)
    #expect(store.sheet?.id == 2)
    #expect(!store.log.contains("sheet.dismiss"))
  }

  @Test func writingPresentedIsIgnored() {
    let store = makeStore()
    let sheet = store.presentation(state: \.sheet, action: \.sheet)
    #expect(!sheet.isPresented)
    sheet.write(isPresented: true)
    sheet.write(nil)
    #expect(store.log.isEmpty)
  }

  @Test func aStoreScopedToPresentsStateDismissesThroughItsPresentationActions() {
    // Seed 001's older form: `.sheet(store: store.scope(state: \.$addItem, action: \.addItem))`.
    var state = BindingHost.State()
    state.sheet = Screen.State(id: 3)
    let store = makeStore(state)
    let presents = store.scope(state: \.$sheet, action: \.sheet)
    let sheet = presents.presentation()
    #expect(sheet.presented?.id == 3)
    sheet.write(isPresented: false)
    #expect(store.log == ["sheet.dismiss"])
    #expect(store.sheet == nil)
  }

  @Test func aCaseOfAnEnumDestinationBindsAsAPresentationOfItsOwn() {
    // `.sheet(item: $store.scope(state: \.destination?.addItem, action: \.destination.addItem))`
    var state = Inventory.State()
    state.destination = .addItem(ItemForm.State(name: "New"))
    let store = Store(initialState: state) { Inventory() }
    let addItem = store.presentation(state: \.destination?.addItem, action: \.destination.addItem)
    let rename = store.presentation(
      state: \.destination?.renameItem, action: \.destination.renameItem)
    #expect(addItem.presented?.name == "New")
    #expect(!rename.isPresented)
    #expect(rename.dismiss() == false)

    addItem.write(nil)

    #expect(store.destination == nil)
  }

  @Test func aCasePathToAPresentedCaseMapsDismissalAndItsActions() {
    let keyPath: CaseKeyPath<Inventory.Action, PresentationAction<ItemForm.Action>> =
      \.destination.addItem
    let casePath = AnyCasePath(keyPath)
    #expect(casePath.embed(.dismiss) == .destination(.dismiss))
    #expect(
      casePath.embed(.presented(.saveButtonTapped))
        == .destination(.presented(.addItem(.saveButtonTapped))))
    #expect(casePath.extract(from: .destination(.dismiss)) == .dismiss)
    #expect(
      casePath.extract(from: .destination(.presented(.renameItem(.saveButtonTapped)))) == nil)
    #expect(casePath.extract(from: .addButtonTapped) == nil)
  }

  // MARK: Alerts and dialogs

  @Test func anAlertButtonSendsItsActionThenTheAlertIsDismissed() {
    var state = BindingHost.State()
    state.alert = .deletion
    let store = makeStore(state)
    let alert = store.presentation(state: \.alert, action: \.alert)
    let delete = try! #require(alert.presented?.buttons.first)

    alert.tap(delete)
    // SwiftUI then writes `isPresented = false`: the alert is already gone, so nothing is sent.
    alert.write(isPresented: false)

    #expect(store.log == ["alert.confirmDeletion"])
    #expect(store.deleted)
    #expect(store.alert == nil)
  }

  @Test func anAlertButtonSendsItsActionWhenSwiftUIWritesTheBindingFirst() async {
    var state = BindingHost.State()
    state.alert = .deletion
    let store = makeStore(state)
    let alert = store.presentation(state: \.alert, action: \.alert)
    // SwiftUI's order: the binding is written, then the button's action runs.
    let pending = alert.write(isPresented: false)
    alert.tap(alert.presented!.buttons[0])
    await pending?.value
    #expect(store.log == ["alert.confirmDeletion"])
    #expect(store.alert == nil)
    #expect(store.deleted)
  }

  @Test func anAlertClosedWithoutAButtonIsDismissedOnTheNextTurn() async {
    var state = BindingHost.State()
    state.alert = .deletion
    let store = makeStore(state)
    let pending = store.presentation(state: \.alert, action: \.alert).write(nil)
    #expect(store.alert != nil)
    await pending?.value
    #expect(store.log == ["alert.dismiss"])
    #expect(store.alert == nil)
  }

  @Test func anAlertButtonWithoutAnActionDismisses() {
    var state = BindingHost.State()
    state.alert = .deletion
    let store = makeStore(state)
    let alert = store.presentation(state: \.alert, action: \.alert)
    alert.tap(alert.presented!.buttons[1])
    alert.write(isPresented: false)
    #expect(store.log == ["alert.dismiss"])
    #expect(store.alert == nil)
    #expect(!store.deleted)
  }

  @Test func aConfirmationDialogButtonSendsItsActionThenTheDialogIsDismissed() {
    var state = BindingHost.State()
    state.dialog = ConfirmationDialogState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    }
    let store = makeStore(state)
    let dialog = store.presentation(state: \.dialog, action: \.dialog)
    dialog.tap(dialog.presented!.buttons[0])
    dialog.write(isPresented: false)
    #expect(store.log == ["dialog.confirmDeletion"])
    #expect(store.dialog == nil)
  }

  @Test func anAlertStoresButtonSendsItsActionAndTheAlertDismissesItself() {
    var state = BindingHost.State()
    state.alert = .deletion
    let store = makeStore(state)
    let alert = store.scope(state: \.alert, action: \.alert)!
    alert.tap(alert.buttons[0])
    #expect(store.log == ["alert.confirmDeletion"])
    #expect(store.alert == nil)
    // A tap on a dismissed alert's store sends nothing more.
    alert.tap(AlertState<BindingHost.AlertAction>.deletion.buttons[0])
    #expect(store.log == ["alert.confirmDeletion"])
  }

  @Test func aPresentedStoreKeepsItsIdentityWhileItIsPresented() {
    var state = BindingHost.State()
    state.sheet = Screen.State(id: 1)
    let store = makeStore(state)
    let first = store.presentation(state: \.sheet, action: \.sheet).presented
    #expect(first?.id == store.presentation(state: \.sheet, action: \.sheet).presented?.id)
    store.send(.sheet(.dismiss))
    #expect(store.presentation(state: \.sheet, action: \.sheet).presented == nil)
  }

  @Test func aButtonOfAnAlertThatIsGoneSendsNothing() {
    var state = BindingHost.State()
    state.alert = .deletion
    let store = makeStore(state)
    let alert = store.presentation(state: \.alert, action: \.alert)
    store.send(.alert(.dismiss))
    alert.tap(AlertState<BindingHost.AlertAction>.deletion.buttons[0])
    #expect(store.log == ["alert.dismiss"])
    #expect(!store.deleted)
  }

  // MARK: Tabs and split views

  @Test func aTappedTabSendsTheActionThatCarriesATab() {
    let store = makeStore()
    store.selectedTab = .profile
    #expect(store.log == ["tabSelected(profile)"])
    #expect(store.selectedTab == .profile)
  }

  @Test func aCollapsedSplitViewGoingBackToTheSidebarClearsTheSelection() {
    // In a compact width a split view is one stack; going back from the detail writes `nil`
    // to the sidebar's `List(selection:)`, a binding that names its action.
    var state = BindingHost.State()
    state.split.selectSidebar(1)
    state.split.detail.append(Screen.State(id: 5))
    let store = makeStore(state)
    store.send(nil, to: \.sidebarSelected)
    #expect(store.log == ["sidebarSelected(nil)"])
    #expect(store.split.sidebarSelection == nil)
    #expect(store.split.detail.isEmpty)
  }

  @Test func aWriteToAPropertyInsideAnotherIsReportedWithTheFormThatNamesTheAction() {
    let store = makeStore()
    withKnownIssue {
      store.split.columnVisibility = .detailOnly
    } matching: {
      $0.description.contains("has no case that carries a \"SplitViewState<Int, Never, ")
        && $0.description.contains(
          "store.binding(\\.split.columnVisibility, sending: \\.columnVisibilityChanged)")
    }
    #expect(store.log.isEmpty)
    #expect(store.split.columnVisibility == .automatic)
    store.send(.detailOnly, to: \.columnVisibilityChanged)
    #expect(store.log == ["columnVisibility(detailOnly)"])
    #expect(store.split.columnVisibility == .detailOnly)
  }

  @Test func aWriteWithNoActionToCarryItIsReportedAndSendsNothing() {
    let store = makeStore()
    withKnownIssue {
      store.deleted = true
    } matching: {
      $0.description.contains("BindingHost.Action has no case that carries a \"Bool\"")
        && $0.description.contains("case valueChanged(Bool)")
    }
    #expect(store.log.isEmpty)
    #expect(!store.deleted)
  }

  @Test func aWriteThatSeveralActionsCouldCarryIsReportedAndSendsNothing() {
    let store = makeStore()
    withKnownIssue {
      store.rating = 5
    } matching: {
      $0.description.contains("BindingHost.Action has 2 cases that carry a \"Int\"")
    }
    #expect(store.log.isEmpty)
    #expect(store.rating == 0)
    store.send(5, to: \.ratingSet)
    #expect(store.rating == 5)
  }

  @Test func aValueSentToANamedActionNeedsNoSearch() {
    let store = makeStore()
    store.send(.profile, to: \.tabSelected)
    #expect(store.log == ["tabSelected(profile)"])
  }
}
