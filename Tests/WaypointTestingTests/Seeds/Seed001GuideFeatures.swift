import Foundation
import Waypoint

// Every feature of seed 001 ("Navigation in TCA") as the guide writes it, one namespace per
// section so that the guide's repeated names (`InventoryFeature`, `AppFeature`, `State`) do not
// clash. Inside a namespace the code is the guide's, unchanged; what a section leaves out (the
// child features, `Item`, an auth client) is supplied next to it and marked as such. Two
// sections are fragments that Swift cannot compile alone, and each says what was added.

// MARK: - Core Principles, 1. State-Driven Navigation

/// The guide's first `InventoryFeature`. Its `switch` ends in `// Other cases...`, which Swift
/// rejects as non-exhaustive; the one case after that comment is the only line added.
enum Seed001StateDriven {
  @Reducer
  struct InventoryFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var items: [Item] = []
      @Presents var addItem: ItemFormFeature.State?
    }

    enum Action: Equatable, Sendable {
      case addButtonTapped
      case addItem(PresentationAction<ItemFormFeature.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.addItem = ItemFormFeature.State()
          return .none

        // Other cases...
        case .addItem: return .none
        }
      }
      .ifLet(\.$addItem, action: \.addItem) {
        ItemFormFeature()
      }
    }
  }
}

// MARK: - Core Principles, 3. Dismissal

/// The guide's `Feature` that dismisses itself through the `dismiss` dependency, as written, and
/// a parent that presents it (supplied).
enum Seed001Dismissal {
  @Reducer
  struct Feature {
    // swift-format-ignore
    @ObservableState
    struct State { /* ... */ }
    enum Action {
      case closeButtonTapped
      // ...
    }
    @Dependency(\.dismiss) var dismiss
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await self.dismiss() }
        }
      }
    }
  }

  // Supplied: a parent that presents `Feature`.
  @Reducer
  struct Parent {
    struct State: Equatable { @Presents var feature: Feature.State? }
    enum Action {
      case open
      case feature(PresentationAction<Feature.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .open = action { state.feature = Feature.State() }
        return .none
      }
      .ifLet(\.$feature, action: \.feature) { Feature() }
    }
  }
}

// Supplied: a test store compares states.
extension Seed001Dismissal.Feature.State: Equatable {}

// MARK: - Tree-Based Navigation, 1–3

/// The guide's tree-based state, actions and body (its sections 1, 2 and 3), put together in
/// the feature they belong to; `SettingsFeature` is supplied.
enum Seed001TreeBased {
  @Reducer
  struct InventoryFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var items: [Item] = []
      @Presents var addItem: ItemFormFeature.State?
      @Presents var editItem: ItemFormFeature.State?
      @Presents var settings: SettingsFeature.State?
    }

    enum Action: Equatable, Sendable {
      case addButtonTapped
      case editButtonTapped(Item)
      case settingsButtonTapped
      case addItem(PresentationAction<ItemFormFeature.Action>)
      case editItem(PresentationAction<ItemFormFeature.Action>)
      case settings(PresentationAction<SettingsFeature.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.addItem = ItemFormFeature.State()
          return .none

        case let .editButtonTapped(item):
          state.editItem = ItemFormFeature.State(item: item)
          return .none

        case .settingsButtonTapped:
          state.settings = SettingsFeature.State()
          return .none

        case .addItem(.presented(.saveButtonTapped)):
          // Handle save from add item
          state.addItem = nil
          return .none

        case .addItem(.presented(.cancelButtonTapped)):
          // Handle cancel from add item
          state.addItem = nil
          return .none

        case .addItem(.dismiss):
          // Handle dismiss from add item
          state.addItem = nil
          return .none

        // Handle other presentation actions...

        case .addItem, .editItem, .settings:
          return .none
        }
      }
      .ifLet(\.$addItem, action: \.addItem) {
        ItemFormFeature()
      }
      .ifLet(\.$editItem, action: \.editItem) {
        ItemFormFeature()
      }
      .ifLet(\.$settings, action: \.settings) {
        SettingsFeature()
      }
    }
  }

  // Supplied.
  @Reducer
  struct SettingsFeature {
    @ObservableState
    struct State: Equatable, Sendable { var notifications = true }
    enum Action: Equatable, Sendable { case toggleNotifications }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.notifications.toggle()
      return .none
    }
  }
}

// MARK: - Stack-Based Navigation, 1–3

/// The guide's stack-based state, `Path`, actions and body (its sections 1, 2 and 3), put
/// together in the feature they belong to; `saveItem` is supplied.
enum Seed001StackBased {
  @Reducer
  struct RootFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var items: [Item] = []
      var path = StackState<Path.State>()
    }

    @Reducer
    enum Path {
      case detail(DetailFeature)
      case edit(EditFeature)
    }

    enum Action: Equatable, Sendable {
      case detailButtonTapped(Item)
      case path(StackAction<Path.State, Path.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .detailButtonTapped(item):
          state.path.append(.detail(DetailFeature.State(item: item)))
          return .none

        case let .path(.element(id: id, action: .detail(.editButtonTapped))):
          guard let detailState = state.path[id: id]?.detail else { return .none }
          state.path.append(.edit(EditFeature.State(item: detailState.item)))
          return .none

        case let .path(.element(id: id, action: .edit(.saveButtonTapped))):
          guard let editState = state.path[id: id]?.edit else { return .none }
          state.path.pop(from: id)
          return .run { _ in
            await saveItem(editState.item)
          }

        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path)
    }

    // Supplied.
    @Dependency(\.savedItems) var savedItems
    func saveItem(_ item: Item) async { savedItems.save(item) }
  }
}

extension Seed001StackBased.RootFeature.Path.State: Equatable, Sendable {}
extension Seed001StackBased.RootFeature.Path.Action: Equatable, Sendable {}

// MARK: - Advanced Navigation Patterns, 1. Deep Linking

/// The guide's deep-linking `AppFeature`, as written, over the stack-based `RootFeature`.
enum Seed001DeepLinking {
  typealias RootFeature = Seed001StackBased.RootFeature

  @Reducer
  struct AppFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var root = RootFeature.State()
    }

    enum Action: Equatable, Sendable {
      case root(RootFeature.Action)
      case deepLink(URL)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.root, action: \.root) {
        RootFeature()
      }

      Reduce { state, action in
        switch action {
        case let .deepLink(url):
          // Parse URL and set navigation state
          if url.path.contains("/items/") {
            let itemID = url.lastPathComponent
            if let item = getItem(id: itemID) {
              state.root.path.append(.detail(DetailFeature.State(item: item)))
            }
          }
          return .none

        case .root:
          return .none
        }
      }
    }

    private func getItem(id: String) -> Item? {
      // Fetch item by ID
      return nil
    }
  }
}

// MARK: - Advanced Navigation Patterns, 2. Coordinator Pattern

/// The guide's coordinator `AppFeature`, as written, over the auth, home and onboarding features
/// and the auth client of `CoordinatorSeedTests`; `CancelID` is supplied.
enum Seed001Coordinator {
  enum CancelID { case authStateStream }

  @Reducer
  struct AppFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var auth = AuthFeature.State()
      var home: HomeFeature.State?
      var onboarding: OnboardingFeature.State?
    }

    enum Action: Equatable, Sendable {
      case auth(AuthFeature.Action)
      case home(HomeFeature.Action)
      case onboarding(OnboardingFeature.Action)
      case appDidLaunch
    }

    @Dependency(\.authClient) var authClient

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .appDidLaunch:
          return .run { send in
            for await user in await authClient.authStateStream() {
              if let user = user {
                if user.isOnboarded {
                  await send(.auth(.authStateChanged(user)))
                } else {
                  await send(.auth(.authStateChanged(user)))
                  await send(.auth(.showOnboarding))
                }
              } else {
                await send(.auth(.authStateChanged(nil)))
              }
            }
          }
          .cancellable(id: CancelID.authStateStream)

        case .auth(.authStateChanged(let user)):
          if let user = user {
            state.home = HomeFeature.State(user: user)
            state.onboarding = nil
          } else {
            state.home = nil
            state.onboarding = nil
          }
          return .none

        case .auth(.showOnboarding):
          state.onboarding = OnboardingFeature.State()
          return .none

        case .onboarding(.finished):
          state.onboarding = nil
          return .none

        case .auth, .home, .onboarding:
          return .none
        }
      }
      .ifLet(\.home, action: \.home) {
        HomeFeature()
      }
      .ifLet(\.onboarding, action: \.onboarding) {
        OnboardingFeature()
      }
    }
  }
}

// MARK: - Advanced Navigation Patterns, 3. Tab-Based Navigation

/// The guide's `MainTabFeature`, as written, with the three tab features supplied.
enum Seed001Tabs {
  @Reducer
  struct MainTabFeature {
    @ObservableState
    struct State: Equatable, Sendable {
      var selectedTab: Tab = .home
      var home = HomeFeature.State()
      var profile = ProfileFeature.State()
      var settings = SettingsFeature.State()
    }

    enum Tab: Equatable, Sendable {
      case home
      case profile
      case settings
    }

    enum Action: Equatable, Sendable {
      case tabSelected(Tab)
      case home(HomeFeature.Action)
      case profile(ProfileFeature.Action)
      case settings(SettingsFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .tabSelected(tab):
          state.selectedTab = tab
          return .none

        case .home, .profile, .settings:
          return .none
        }
      }
      .scope(state: \.home, action: \.home) {
        HomeFeature()
      }
      .scope(state: \.profile, action: \.profile) {
        ProfileFeature()
      }
      .scope(state: \.settings, action: \.settings) {
        SettingsFeature()
      }
    }
  }

  // Supplied: three tabs, each a counter of its own.
  @Reducer
  struct HomeFeature {
    @ObservableState
    struct State: Equatable, Sendable { var visits = 0 }
    enum Action: Equatable, Sendable { case visited }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.visits += 1
      return .none
    }
  }

  typealias ProfileFeature = HomeFeature
  typealias SettingsFeature = HomeFeature
}

// MARK: - Best Practices, 1. Keep Navigation State Minimal

/// The guide's "too much navigation state", as written, with the features it names supplied.
enum Seed001TooMuchState {
  @ObservableState
  struct State: Equatable, Sendable {
    var items: [Item] = []
    @Presents var addItem: ItemFormFeature.State?
    @Presents var editItem: ItemFormFeature.State?
    @Presents var viewItem: ItemDetailFeature.State?
    @Presents var deleteItem: DeleteConfirmationFeature.State?
    @Presents var shareItem: ShareFeature.State?
  }

  typealias ItemDetailFeature = Seed001MinimalState.ItemDetailFeature
  typealias DeleteConfirmationFeature = Seed001MinimalState.DeleteConfirmationFeature
  typealias ShareFeature = Seed001MinimalState.ShareFeature
}

/// The guide's "minimal navigation state", as written: one `@Presents` over five destinations.
enum Seed001MinimalState {
  @ObservableState
  struct State: Equatable, Sendable {
    var items: [Item] = []
    @Presents var destination: Destination.State?
  }

  @Reducer
  enum Destination {
    case add(ItemFormFeature)
    case edit(ItemFormFeature)
    case detail(ItemDetailFeature)
    case delete(DeleteConfirmationFeature)
    case share(ShareFeature)
  }

  // Supplied.
  @Reducer
  struct ItemDetailFeature {
    @ObservableState
    struct State: Equatable, Sendable { var item: Item }
    enum Action: Equatable, Sendable { case close }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  // Supplied.
  @Reducer
  struct DeleteConfirmationFeature {
    @ObservableState
    struct State: Equatable, Sendable { var item: Item }
    enum Action: Equatable, Sendable { case confirm, cancel }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  // Supplied.
  @Reducer
  struct ShareFeature {
    @ObservableState
    struct State: Equatable, Sendable { var item: Item }
    enum Action: Equatable, Sendable { case send }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
}

extension Seed001MinimalState.Destination.State: Equatable, Sendable {}
extension Seed001MinimalState.Destination.Action: Equatable, Sendable {}

// MARK: - Supplied: where the stack-based feature saves

/// Records what the stack-based `RootFeature` saves, so its test can see it.
struct SavedItems: Sendable {
  var save: @Sendable (Item) -> Void
}

extension SavedItems: TestDependencyKey {
  static let testValue = SavedItems(save: { _ in })
}

extension DependencyValues {
  var savedItems: SavedItems {
    get { self[SavedItems.self] }
    set { self[SavedItems.self] = newValue }
  }
}
