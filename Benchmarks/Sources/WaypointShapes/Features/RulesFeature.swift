import Waypoint
import WaypointRules

/// An item's detail screen: the case of ``RulesPath`` that starts the stack, and that an editor
/// stands on.
@Reducer
public struct ItemDetailFeature: Sendable {
  public struct State: Equatable, Sendable {
    public var item: Int
    public var name: String

    public init(item: Int) {
      self.item = item
      self.name = "Item \(item)"
    }
  }

  public enum Action {
    case rename(String)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let name):
      state.name = name
      return .none
    }
  }
}

/// An item's editor: the case of ``RulesPath`` that stands only directly above a detail.
@Reducer
public struct ItemEditFeature: Sendable {
  public struct State: Equatable, Sendable {
    public var draft = ""

    public init() {}
  }

  public enum Action {
    case typed(String)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typed(let text):
      state.draft = text
      return .none
    }
  }
}

/// The settings screen: the case of ``RulesPath`` that stands at most once.
@Reducer
public struct SettingsFeature: Sendable {
  public struct State: Equatable, Sendable {
    public var refresh = 1

    public init() {}
  }

  public enum Action {
    case refreshChanged(Int)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .refreshChanged(let refresh):
      state.refresh = refresh
      return .none
    }
  }
}

/// The path of shapes 13 and 14: an app's `@Reducer` enum of stack screens, with navigation
/// rules (``rules``).
@Reducer
public enum RulesPath {
  case detail(ItemDetailFeature)
  case edit(ItemEditFeature)
  case settings(SettingsFeature)
}

extension RulesPath.State: Equatable {}

extension RulesPath {
  /// The most elements ``rules`` allow: twice the deepest stack the shapes build, so that the
  /// depth is checked on every element and never broken.
  public static let maxDepth = 20_000

  /// The rules of the path: a detail starts it, an editor stands only directly above a detail,
  /// settings stands at most once, and the stack holds at most ``maxDepth`` elements.
  public static let rules: StackRules<State> = [
    .start(with: \.detail),
    .allow(\.edit, after: \.detail),
    .atMost(1, \.settings),
    .maxDepth(maxDepth),
  ]

  /// The position of the settings screen in a path of `count` elements (`count` at least 3):
  /// the second detail of the triple that holds the middle, so that a detail stands above it.
  public static func settingsPosition(count: Int) -> Int {
    count / 2 / 3 * 3 + 2
  }

  /// `count` screens that keep ``rules``, bottom first: detail, editor, detail, over and over,
  /// with settings in place of one detail in the middle (``settingsPosition(count:)``). The top
  /// screen is a detail when `count` is one more than a multiple of 3, such as 10 and 10,000.
  public static func path(count: Int) -> [State] {
    precondition(count >= 3, "A path of rules holds at least 3 screens.")
    let settings = settingsPosition(count: count)
    return (0..<count).map { position in
      if position == settings { return .settings(SettingsFeature.State()) }
      return position % 3 == 1
        ? .edit(ItemEditFeature.State()) : .detail(ItemDetailFeature.State(item: position))
    }
  }
}

/// A root holding a stack of ``RulesPath`` screens whose rules it enforces: shape 14.
///
/// Its reducer only pushes and pops, and enforces ``RulesPath/rules`` with a policy, so that a
/// measurement of it is the cost of the enforcement and of the push or pop themselves.
public struct EnforcedStackFeature: Reducer {
  public struct State: Equatable {
    public var path: StackState<RulesPath.State>

    public init(path: StackState<RulesPath.State>) {
      self.path = path
    }
  }

  public enum Action {
    case push(RulesPath.State)
    case popLast
  }

  /// What the enforcement does with a change that breaks the rules.
  public let policy: RulePolicy

  public init(policy: RulePolicy) {
    self.policy = policy
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .push(let element):
        state.path.append(element)
      case .popLast:
        state.path.popLast()
      }
      return .none
    }
    .enforcing(RulesPath.rules, on: \.path, policy: policy)
  }
}
