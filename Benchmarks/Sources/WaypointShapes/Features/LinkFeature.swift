import Foundation
import Waypoint
import WaypointRouting

/// The routes shapes 9 and 10 open: a store, a product, its reviews, and a stack of screens.
@CasePathable
public enum BenchmarkRoute: Equatable, Sendable {
  case store(Int)
  case product(Int, Int)
  case reviews(Int, Int, Int, ReviewOrder)
  case screens(Int)

  public enum ReviewOrder: String, CaseIterable, Sendable {
    case newest, helpful
  }
}

/// The router of shapes 9 and 10.
public let benchmarkRouter = LinkRouter<BenchmarkRoute>(scheme: "bench") {
  LinkRoute(.case(\.store)) {
    Segment("stores")
    Segment(Int.self)
  }
  LinkRoute(.case(\.product)) {
    Segment("stores")
    Segment(Int.self)
    Segment("products")
    Segment(Int.self)
  }
  LinkRoute(.case(\.reviews)) {
    Segment("stores")
    Segment(Int.self)
    Segment("products")
    Segment(Int.self)
    Segment("reviews")
    Field("page", default: 1)
    Field("sort", default: BenchmarkRoute.ReviewOrder.newest)
  }
  LinkRoute(.case(\.screens)) {
    Segment("screens")
    Segment(Int.self)
  }
}

/// A root whose stack links open: shape 10.
public struct LinkedStackFeature: Reducer {
  public struct State: Equatable {
    public var path = StackState<ElementFeature.State>()

    public init() {}
  }

  @CasePathable
  @CaseExtractable
  public enum Action {
    case openURL(URL)
    case open(BenchmarkRoute)
    case linkFailed(LinkError)
    case popToRoot
    case path(StackActionOf<ElementFeature>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(.screens(count)):
        state.path.replace(with: Array(repeating: ElementFeature.State(), count: count)) {
          $0 == $1
        }
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .open, .openURL, .linkFailed, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { ElementFeature() }
    .opensLinks(\.openURL, with: benchmarkRouter, open: \.open, failure: \.linkFailed)
  }
}

/// A root whose stack a derived link opens, a screen per element: shape 10b.
@Reducer
public struct DerivedLinkFeature {
  @ObservableState
  public struct State: Equatable {
    public var path = StackState<Path.State>()

    public init() {}
  }

  public enum Action {
    case path(StackActionOf<Path>)
  }

  @Reducer
  public enum Path {
    case screen(ElementFeature)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.path, action: \.path)
  }
}

extension DerivedLinkFeature.Path.State: Equatable {}

/// The links of shape 10b: `bench://screens/0/screens/1/…`, each screen named by its count.
public let derivedLinks = NavigationLinks<DerivedLinkFeature.State, Void>(scheme: "bench") {
  ScreenLink(\DerivedLinkFeature.Path.State.Cases.screen, "screens", Segment(Int.self)) {
    screen, _ in
    screen.count
  } open: { count, _ in
    ElementFeature.State(count: count)
  }
}
