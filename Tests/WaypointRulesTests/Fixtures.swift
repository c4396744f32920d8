import Waypoint
import WaypointRules

/// A detail screen, which can present an editor or an alert.
@Reducer
struct DetailFeature {
  @ObservableState
  struct State: Equatable, Codable {
    var item: Int
    @Presents var destination: Destination.State?
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case present(Destination.State)
  }

  @Reducer
  enum Destination {
    case edit(EditFeature)
    case delete(EditFeature)
  }

  static let destinationRules: PresentationRules<Destination.State> = [.allow(\.edit)]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .present(let destination):
        state.destination = destination
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .enforcing(Self.destinationRules, on: \.$destination)
  }
}

extension DetailFeature.Destination.State: Equatable, Codable {}

/// An edit screen.
@Reducer
struct EditFeature {
  @ObservableState
  struct State: Equatable, Codable {
    var draft = ""
  }

  enum Action {
    case typed(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .typed(let text):
        state.draft = text
        return .none
      }
    }
  }
}

/// A settings screen.
@Reducer
struct SettingsFeature {
  @ObservableState
  struct State: Equatable, Codable {
    var refresh = 1
  }

  enum Action {
    case refreshChanged(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshChanged(let refresh):
        state.refresh = refresh
        return .none
      }
    }
  }
}

/// Seed 000's stack: details, an edit screen that only makes sense over a detail, and settings.
@Reducer
enum Path {
  case detail(DetailFeature)
  case edit(EditFeature)
  case settings(SettingsFeature)
}

extension Path.State: Equatable, Codable {}

extension Path.State {
  static func detail(_ item: Int) -> Self { .detail(DetailFeature.State(item: item)) }
  static var edit: Self { .edit(EditFeature.State()) }
  static var settings: Self { .settings(SettingsFeature.State()) }

  /// An element of the case at `index` of `caseNames`.
  static func sample(case index: Int, item: Int = 0) -> Self {
    switch index {
    case 0: .detail(item)
    case 1: .edit
    default: .settings
    }
  }
}

/// The stack's rules: a detail or settings starts it; an edit stands only over a detail;
/// settings at most once; six screens at most.
let pathRules: StackRules<Path.State> = [
  .start(with: \.detail, \.settings),
  .allow(\.edit, after: \.detail),
  .atMost(1, \.settings),
  .maxDepth(6),
]

/// A list that holds the stack, enforcing its rules with a policy.
@Reducer
struct ListFeature {
  @ObservableState
  struct State: Equatable {
    var title = "Items"
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case push(Path.State)
    case popLast
    case replace([Path.State])
    case set(position: Int, Path.State)
    case insert(Path.State, at: Int)
    case popThenPush(count: Int, [Path.State])
    case retitleAndPush(String, Path.State)
    case changeThenReplace([Path.State])
    case pushAndRun(Path.State)
    case ran
    case outside(Path.State)
    case changeCopyThenPush([Path.State])
    case popEachThenPush(count: Int, [Path.State])
  }

  let policy: RulePolicy

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .push(let element):
        state.path.append(element)
        return .none
      case .popLast:
        state.path.popLast()
        return .none
      case .replace(let elements):
        state.path = StackState(elements)
        return .none
      case .set(let position, let element):
        state.path[id: state.path.ids[position]] = element
        return .none
      case .insert(let element, let position):
        state.path.insert(element, at: position)
        return .none
      case .popThenPush(let count, let elements):
        state.path.removeLast(count)
        state.path.append(contentsOf: elements)
        return .none
      case .retitleAndPush(let title, let element):
        state.title = title
        state.path.append(element)
        return .none
      case .changeThenReplace(let elements):
        state.path.append(.edit)
        state.path = StackState(elements)
        return .none
      case .pushAndRun(let element):
        state.path.append(element)
        return .send(.ran)
      case .ran:
        state.title = "Ran"
        return .none
      case .outside:
        return .none
      case .changeCopyThenPush(let elements):
        var copy = state.path
        copy.append(.settings)
        state.path.append(contentsOf: elements)
        return .none
      case .popEachThenPush(let count, let elements):
        for _ in 0..<count { state.path.popLast() }
        state.path.append(contentsOf: elements)
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .enforcing(pathRules, on: \.path, policy: policy)
    // A parent's change, made outside the reducer that enforces the rules.
    Reduce { state, action in
      if case .outside(let element) = action { state.path.append(element) }
      return .none
    }
  }
}
