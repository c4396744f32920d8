import ConcurrencyExtras
import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Runs each of seed 001's features (`Seed001GuideFeatures.swift`) through the flows its guide
/// describes.
@MainActor
@Suite struct Seed001GuideTests {
  let widget = Item(id: "1", name: "Widget")

  @Test func stateDrivenInventoryPresentsTheAddSheet() async {
    let store = TestStore(initialState: Seed001StateDriven.InventoryFeature.State()) {
      Seed001StateDriven.InventoryFeature()
    }
    await store.send(.addButtonTapped) { $0.addItem = ItemFormFeature.State() }
    await store.send(.addItem(.presented(.nameChanged("Bolt")))) {
      $0.addItem?.item.name = "Bolt"
    }
    await store.send(.addItem(.dismiss)) { $0.addItem = nil }
  }

  @Test func aFeatureDismissesItselfThroughTheDependency() async {
    let store = TestStore(initialState: Seed001Dismissal.Parent.State()) {
      Seed001Dismissal.Parent()
    }
    await store.send(.open) { $0.feature = Seed001Dismissal.Feature.State() }
    await store.send(.feature(.presented(.closeButtonTapped)))
    await store.receive(\.feature.dismiss) { $0.feature = nil }
  }

  @Test func treeBasedInventoryOpensAndClosesEachPresentation() async {
    let store = TestStore(initialState: Seed001TreeBased.InventoryFeature.State(items: [widget])) {
      Seed001TreeBased.InventoryFeature()
    }
    await store.send(.addButtonTapped) { $0.addItem = ItemFormFeature.State() }
    await store.send(.addItem(.presented(.saveButtonTapped))) { $0.addItem = nil }
    await store.send(.addButtonTapped) { $0.addItem = ItemFormFeature.State() }
    await store.send(.addItem(.presented(.cancelButtonTapped))) { $0.addItem = nil }

    await store.send(.editButtonTapped(widget)) {
      $0.editItem = ItemFormFeature.State(item: self.widget)
    }
    await store.send(.editItem(.presented(.nameChanged("Gadget")))) {
      $0.editItem?.item.name = "Gadget"
    }
    await store.send(.editItem(.dismiss)) { $0.editItem = nil }

    await store.send(.settingsButtonTapped) {
      $0.settings = Seed001TreeBased.SettingsFeature.State()
    }
    await store.send(.settings(.presented(.toggleNotifications))) {
      $0.settings?.notifications = false
    }
    await store.send(.settings(.dismiss)) { $0.settings = nil }
  }

  @Test func stackBasedRootDrillsDownEditsAndSaves() async {
    let saved = LockIsolated<[Item]>([])
    let store = TestStore(initialState: Seed001StackBased.RootFeature.State()) {
      Seed001StackBased.RootFeature()
    } withDependencies: {
      $0.savedItems.save = { item in saved.withValue { $0.append(item) } }
    }
    await store.send(.detailButtonTapped(widget)) {
      $0.path.append(.detail(DetailFeature.State(item: self.widget)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path.append(.edit(EditFeature.State(item: self.widget)))
    }
    await store.send(.path(.element(id: 1, action: .edit(.nameChanged("Gadget"))))) {
      $0.path[id: 1, case: \.edit]?.item.name = "Gadget"
    }
    await store.send(.path(.element(id: 1, action: .edit(.saveButtonTapped)))) {
      $0.path.pop(from: 1)
    }
    await store.finish()
    #expect(saved.value == [Item(id: "1", name: "Gadget")])
  }

  @Test func aDeepLinkToAnItemItCannotFindChangesNothing() async {
    let store = TestStore(initialState: Seed001DeepLinking.AppFeature.State()) {
      Seed001DeepLinking.AppFeature()
    }
    // The guide's `getItem` finds no item, so its link is dropped and the stack stays as it was.
    await store.send(.deepLink(URL(string: "myapp://example.com/items/1")!))
    await store.send(.deepLink(URL(string: "myapp://example.com/settings")!))
    await store.send(.root(.detailButtonTapped(widget))) {
      $0.root.path.append(.detail(DetailFeature.State(item: self.widget)))
    }
    await store.send(.deepLink(URL(string: "myapp://example.com/items/2")!))
  }

  @Test func theCoordinatorFollowsTheAuthStream() async {
    let (stream, continuation) = AsyncStream.makeStream(of: User?.self)
    let store = TestStore(initialState: Seed001Coordinator.AppFeature.State()) {
      Seed001Coordinator.AppFeature()
    } withDependencies: {
      $0.authClient.authStateStream = { stream }
    }
    let newcomer = User(name: "Blob", isOnboarded: false)
    await store.send(.appDidLaunch)
    continuation.yield(newcomer)
    // The guide's coordinator scopes no `AuthFeature`, so `auth` itself never changes.
    await store.receive(\.auth.authStateChanged, newcomer) {
      $0.home = HomeFeature.State(user: newcomer)
    }
    await store.receive(\.auth.showOnboarding) { $0.onboarding = OnboardingFeature.State() }
    await store.send(.onboarding(.finished)) { $0.onboarding = nil }
    continuation.yield(nil)
    await store.receive(\.auth.authStateChanged, nil) { $0.home = nil }
    continuation.finish()
    await store.finish()
  }

  @Test func eachTabKeepsItsStateWhileTheSelectionChanges() async {
    let store = TestStore(initialState: Seed001Tabs.MainTabFeature.State()) {
      Seed001Tabs.MainTabFeature()
    }
    await store.send(.home(.visited)) { $0.home.visits = 1 }
    await store.send(.tabSelected(.profile)) { $0.selectedTab = .profile }
    await store.send(.profile(.visited)) { $0.profile.visits = 1 }
    await store.send(.settings(.visited)) { $0.settings.visits = 1 }
    await store.send(.tabSelected(.home)) { $0.selectedTab = .home }
  }

  @Test func minimalStateHoldsOneDestinationAtATime() {
    var state = Seed001MinimalState.State(items: [widget])
    state.destination = .share(Seed001MinimalState.ShareFeature.State(item: widget))
    #expect(state.destination?.share?.item == widget)
    state.destination = .delete(Seed001MinimalState.DeleteConfirmationFeature.State(item: widget))
    #expect(state.destination?.share == nil)
    #expect(state.destination?.delete?.item == widget)

    var tooMuch = Seed001TooMuchState.State()
    tooMuch.shareItem = Seed001MinimalState.ShareFeature.State(item: widget)
    tooMuch.deleteItem = Seed001MinimalState.DeleteConfirmationFeature.State(item: widget)
    // Nothing stops two presentations at once: the reason the guide prefers one destination.
    #expect(tooMuch.shareItem != nil && tooMuch.deleteItem != nil)
  }

  @Test func aMinimalDestinationRunsItsCasesFeature() async {
    let store = Store(
      initialState: Seed001MinimalState.Destination.State.add(ItemFormFeature.State())
    ) {
      Seed001MinimalState.Destination.body
    }
    store.send(.add(.nameChanged("Bolt")))
    #expect(store.withState { $0.add?.item.name } == "Bolt")
    guard case let .add(child) = store.case else {
      Issue.record("The store's case is not the add form.")
      return
    }
    #expect(child.item.name == "Bolt")
  }
}
