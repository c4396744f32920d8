import ConcurrencyExtras
import Testing
import Waypoint
import WaypointTesting

struct User: Equatable, Sendable {
  var name: String
  var isOnboarded: Bool
}

struct AuthClient: Sendable {
  var authStateStream: @Sendable () async -> AsyncStream<User?>
}

extension AuthClient: TestDependencyKey {
  static let testValue = AuthClient(authStateStream: { AsyncStream { $0.finish() } })
}

extension DependencyValues {
  var authClient: AuthClient {
    get { self[AuthClient.self] }
    set { self[AuthClient.self] = newValue }
  }
}

@Reducer
struct AuthFeature {
  @ObservableState
  struct State: Equatable, Sendable { var user: User? }
  enum Action: Equatable, Sendable {
    case authStateChanged(User?)
    case showOnboarding
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .authStateChanged(user):
      state.user = user
      return .none
    case .showOnboarding:
      return .none
    }
  }
}

@Reducer
struct HomeFeature {
  @ObservableState
  struct State: Equatable, Sendable { var user: User }
  enum Action: Equatable, Sendable { case refresh }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@Reducer
struct OnboardingFeature {
  @ObservableState
  struct State: Equatable, Sendable { var step = 0 }
  enum Action: Equatable, Sendable { case next, finished }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .next:
      state.step += 1
      return .none
    case .finished:
      return .none
    }
  }
}

/// The seeds' coordinator: auth, onboarding and home switched by optional state.
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
    case appWillTerminate
  }

  enum CancelID { case authStateStream }

  @Dependency(\.authClient) var authClient

  var body: some ReducerOf<Self> {
    Scope(state: \.auth, action: \.auth) { AuthFeature() }
    Reduce { state, action in
      switch action {
      case .appDidLaunch:
        return .run { send in
          for await user in await authClient.authStateStream() {
            if let user {
              await send(.auth(.authStateChanged(user)))
              if !user.isOnboarded { await send(.auth(.showOnboarding)) }
            } else {
              await send(.auth(.authStateChanged(nil)))
            }
          }
        }
        .cancellable(id: CancelID.authStateStream)

      case .appWillTerminate:
        return .cancel(id: CancelID.authStateStream)

      case let .auth(.authStateChanged(user)):
        state.home = user.map { HomeFeature.State(user: $0) }
        state.onboarding = nil
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
    .ifLet(\.home, action: \.home) { HomeFeature() }
    .ifLet(\.onboarding, action: \.onboarding) { OnboardingFeature() }
  }
}

@MainActor
@Suite struct CoordinatorSeedTests {
  @Test func authStreamDrivesTheFlowsAndIsCancelledProperly() async {
    let (stream, continuation) = AsyncStream.makeStream(of: User?.self)
    let terminated = LockIsolated(false)
    continuation.onTermination = { _ in terminated.setValue(true) }
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.authClient.authStateStream = { stream }
    }
    let newcomer = User(name: "Blob", isOnboarded: false)
    let regular = User(name: "Blob", isOnboarded: true)

    await store.send(.appDidLaunch)

    continuation.yield(newcomer)
    await store.receive(\.auth.authStateChanged, newcomer) {
      $0.auth.user = newcomer
      $0.home = HomeFeature.State(user: newcomer)
    }
    await store.receive(\.auth.showOnboarding) { $0.onboarding = OnboardingFeature.State() }
    await store.send(.onboarding(.next)) { $0.onboarding?.step = 1 }
    await store.send(.onboarding(.finished)) { $0.onboarding = nil }

    continuation.yield(nil)
    await store.receive(\.auth.authStateChanged, nil) {
      $0.auth.user = nil
      $0.home = nil
    }
    continuation.yield(regular)
    await store.receive(\.auth.authStateChanged, regular) {
      $0.auth.user = regular
      $0.home = HomeFeature.State(user: regular)
    }

    #expect(!terminated.value)
    await store.send(.appWillTerminate)
    await store.finish()
    #expect(terminated.value)
  }
}
