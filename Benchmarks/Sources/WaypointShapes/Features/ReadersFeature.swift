import Observation
import Waypoint

/// Shape 20's screen: twenty observed properties, each with a reader, and a sheet with its own.
@Reducer
public struct ReadersFeature: Sendable {
  @ObservableState
  public struct State: Equatable {
    public var p0 = 0
    public var p1 = 0
    public var p2 = 0
    public var p3 = 0
    public var p4 = 0
    public var p5 = 0
    public var p6 = 0
    public var p7 = 0
    public var p8 = 0
    public var p9 = 0
    public var p10 = 0
    public var p11 = 0
    public var p12 = 0
    public var p13 = 0
    public var p14 = 0
    public var p15 = 0
    public var p16 = 0
    public var p17 = 0
    public var p18 = 0
    public var p19 = 0
    @Presents public var sheet: ElementFeature.State?

    public init() {}
  }

  public enum Action {
    case present
    case sheet(PresentationAction<ElementFeature.Action>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.sheet = ElementFeature.State()
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) { ElementFeature() }
  }
}

/// How many of a screen's observers a change told: shape 20.
public struct ObserversTold: Sendable {
  /// The readers of the sheet that were told.
  public var sheetReaders = 0
  /// The readers of the other twenty properties that were told.
  public var otherReaders = 0
  /// How many readers of each kind there were.
  public let sheetReaderCount: Int
  public let otherReaderCount: Int
}

/// Counts the readers told when a sheet is presented.
@MainActor
private final class Tally {
  var told = ObserversTold(sheetReaderCount: 1, otherReaderCount: 20)
}

@MainActor
private func track(
  _ read: @escaping @MainActor () -> Void, then onChange: @escaping @MainActor () -> Void
) {
  withObservationTracking {
    read()
  } onChange: {
    MainActor.assumeIsolated { onChange() }
  }
}

public enum ObserverCount {
  /// Presents a sheet on a store whose screen has twenty readers of its properties and one of
  /// its sheet, and counts the readers told.
  @MainActor
  public static func waypoint() -> ObserversTold {
    let store = Store(initialState: ReadersFeature.State()) { ReadersFeature() }
    let tally = Tally()
    let reads: [@MainActor () -> Void] = [
      { _ = store.p0 }, { _ = store.p1 }, { _ = store.p2 }, { _ = store.p3 }, { _ = store.p4 },
      { _ = store.p5 }, { _ = store.p6 }, { _ = store.p7 }, { _ = store.p8 }, { _ = store.p9 },
      { _ = store.p10 }, { _ = store.p11 }, { _ = store.p12 }, { _ = store.p13 },
      { _ = store.p14 }, { _ = store.p15 }, { _ = store.p16 }, { _ = store.p17 },
      { _ = store.p18 }, { _ = store.p19 },
    ]
    for read in reads { track(read, then: { tally.told.otherReaders += 1 }) }
    track(
      { _ = store.scope(state: \.sheet, action: \.sheet) },
      then: { tally.told.sheetReaders += 1 })
    store.send(.present)
    return tally.told
  }

  /// The same screen written by hand: an `@Observable` model whose properties are observed one
  /// by one, as the Observation framework observes them.
  @MainActor
  public static func baseline() -> ObserversTold {
    let model = ReadersModel()
    let tally = Tally()
    let properties: [KeyPath<ReadersModel, Int>] = [
      \.v0, \.v1, \.v2, \.v3, \.v4, \.v5, \.v6, \.v7, \.v8, \.v9, \.v10, \.v11, \.v12, \.v13,
      \.v14, \.v15, \.v16, \.v17, \.v18, \.v19,
    ]
    for property in properties {
      track({ _ = model[keyPath: property] }, then: { tally.told.otherReaders += 1 })
    }
    track({ _ = model.sheet }, then: { tally.told.sheetReaders += 1 })
    model.sheet = 0
    return tally.told
  }
}

/// Shape 20's baseline: twenty properties and a sheet, each observed on its own.
@MainActor
@Observable
final class ReadersModel {
  var v0 = 0
  var v1 = 0
  var v2 = 0
  var v3 = 0
  var v4 = 0
  var v5 = 0
  var v6 = 0
  var v7 = 0
  var v8 = 0
  var v9 = 0
  var v10 = 0
  var v11 = 0
  var v12 = 0
  var v13 = 0
  var v14 = 0
  var v15 = 0
  var v16 = 0
  var v17 = 0
  var v18 = 0
  var v19 = 0
  var sheet: Int?
}
