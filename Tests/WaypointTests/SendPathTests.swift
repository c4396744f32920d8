import ConcurrencyExtras
import Foundation
import Testing

@testable import Waypoint

/// The shortcuts the send path takes: dependencies bound only when they differ from the ones in
/// effect, one task-local navigation frame, cheap identities and places, and lazily learned
/// layouts published atomically. Each must behave exactly as the long way does.
@MainActor
@Suite struct SendPathTests {
  // MARK: Dependencies

  private enum Marker: DependencyKey {
    static let liveValue = "default"
    static let testValue = "default"
  }

  struct Reading: Reducer {
    struct State: Equatable {
      var seen: [String] = []
      @Presents var child: Child.State?
    }

    @CasePathable
    enum Action {
      case read
      case readLater
      case checkPresented
      case checkPresentedInEffect
      case presentedInEffect(Bool)
      case child(PresentationAction<Child.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        @Dependency(Marker.self) var marker
        switch action {
        case .read:
          state.seen.append(marker)
          return .none
        case .readLater:
          return .run { send in await send(.read) }
        case .checkPresented:
          @Dependency(\.isPresented) var isPresented
          state.seen.append("presented: \(isPresented)")
          return .none
        case .checkPresentedInEffect:
          return .run { send in
            @Dependency(\.isPresented) var isPresented
            await send(.presentedInEffect(isPresented))
          }
        case let .presentedInEffect(isPresented):
          state.seen.append("effect presented: \(isPresented)")
          return .none
        case .child:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  struct Child: Reducer {
    struct State: Equatable {
      var seen: [String] = []
    }

    enum Action {
      case checkPresented
      case askParent
      case parentChecked
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .checkPresented:
          @Dependency(\.isPresented) var isPresented
          state.seen.append("presented: \(isPresented)")
          return .none
        case .askParent, .parentChecked:
          return .none
        }
      }
    }
  }

  @Test func aStoreKeepsItsOwnDependenciesWhateverIsInEffectWhenItIsSentTo() {
    let plain = Store(initialState: Reading.State()) { Reading() }
    let overridden = Store(initialState: Reading.State()) {
      Reading()
    } withDependencies: {
      $0[Marker.self] = "store"
    }
    withDependencies {
      $0[Marker.self] = "ambient"
    } operation: {
      plain.send(.read)
      overridden.send(.read)
    }
    plain.send(.read)
    overridden.send(.read)
    #expect(plain.seen == ["default", "default"])
    #expect(overridden.seen == ["store", "store"])
  }

  @Test func anEffectSendsUnderItsStoresDependencies() async {
    let store = Store(initialState: Reading.State()) {
      Reading()
    } withDependencies: {
      $0[Marker.self] = "store"
    }
    await store.send(.readLater).finish()
    #expect(store.seen == ["store"])
  }

  @Test func identicalMeansTheSameBitsNotEqualContents() {
    let array = [1, 2, 3]
    let copy = array
    #expect(isIdentical(array, copy))
    #expect(!isIdentical(array, Array([1, 2, 3])))
    #expect(!isIdentical(array, [1, 2]))
    #expect(isIdentical(UInt8(3), UInt8(3)))
    #expect(!isIdentical((UInt8(1), UInt8(2), UInt8(3)), (UInt8(1), UInt8(2), UInt8(4))))
    let dependencies = DependencyValues._current
    #expect(isIdentical(dependencies, DependencyValues._current))
    var changed = dependencies
    changed[Marker.self] = "changed"
    #expect(!isIdentical(dependencies, changed))
  }

  // MARK: Navigation frame

  @Test func presentedFeaturesAreToldSoAndTheRootIsNot() {
    let store = Store(initialState: Reading.State(child: Child.State())) { Reading() }
    store.send(.child(.presented(.checkPresented)))
    store.send(.checkPresented)
    #expect(store.child?.seen == ["presented: true"])
    #expect(store.seen == ["presented: false"])
    #expect(NavigationContext.currentFrame() == nil)
  }

  @Test func aSendFromInsideAPresentedFeatureDoesNotCarryItsFrameToTheRoot() {
    let store = Store(initialState: Reading.State(child: Child.State())) { Reading() }
    // Reduced while a presented feature's frame is in effect, as an action sent synchronously
    // from such a reducer would be: the root must not see it.
    NavigationContext.$reduction.withValue(.presented) {
      _ = store.send(.checkPresented)
    }
    #expect(store.seen == ["presented: false"])
  }

  @Test func aSendFromAPresentedFeaturesEffectLendsNeitherItsReducerNorItsEffectsTheFrame()
    async
  {
    let store = Store(initialState: Reading.State()) { Reading() }
    // An effect of a presented feature knows how to dismiss it; an action it sends to the root
    // (through "dismiss", say) must not hand that on to the root's reducer or the root's effects.
    let effect = NavigationContext.$task.withValue(.init(dismissal: .init {})) {
      #expect(NavigationContext.currentFrame()?.dismissal != nil)
      store.send(.checkPresented)
      return store.send(.checkPresentedInEffect)
    }
    await effect.finish()
    #expect(store.seen == ["presented: false", "effect presented: false"])
  }

  @Test nonisolated func aReductionsFrameNestsOverTheTasksAndIsPutBack() {
    let origin = NavigationContext.Frame(origin: [
      NavigationID(
        place: NavigationPlace(\Reading.State.$child),
        identity: PresentationIdentity(plain: Int.self))
    ])
    #expect(NavigationContext.currentFrame() == nil)
    NavigationContext.$task.withValue(.presented) {
      #expect(NavigationContext.currentFrame() === NavigationContext.Frame.presented)
      // A reduction's frame, the root's included, takes the place of the task's while it runs.
      NavigationContext.$reduction.withValue(.root) {
        #expect(NavigationContext.currentFrame() == nil)
        NavigationContext.$reduction.withValue(origin) {
          #expect(NavigationContext.currentFrame() === origin)
        }
        #expect(NavigationContext.currentFrame() == nil)
      }
      #expect(NavigationContext.currentFrame() === NavigationContext.Frame.presented)
      #expect(NavigationContext.reductionFrame() == nil)
    }
    #expect(NavigationContext.currentFrame() == nil)
  }

  @Test nonisolated func aContextIsSetForCodeNotHandedItOnlyWhereThatCodeWouldSeeAnother() {
    let origin = NavigationContext.Frame(origin: [
      NavigationID(
        place: NavigationPlace(\Reading.State.$child),
        identity: PresentationIdentity(plain: Int.self))
    ])
    let root = ReduceContext(frame: nil, visible: nil)
    NavigationContext.exposing(root) {
      #expect(NavigationContext.reductionFrame() == nil)
    }
    NavigationContext.exposing(root.with(frame: .presented)) {
      #expect(NavigationContext.currentFrame() === NavigationContext.Frame.presented)
    }
    // A root reached with a sender's frame in effect hides it.
    NavigationContext.exposing(ReduceContext(frame: nil, visible: origin)) {
      #expect(NavigationContext.reductionFrame() === NavigationContext.Frame.root)
      #expect(NavigationContext.currentFrame() == nil)
    }
    #expect(NavigationContext.reductionFrame() == nil)
  }

  @Test nonisolated func eachThreadKeepsItsOwnFrameAndStartsWithNone() {
    let origin = NavigationContext.Frame(origin: [
      NavigationID(
        place: NavigationPlace(\Reading.State.$child),
        identity: PresentationIdentity(plain: Int.self))
    ])
    // A reduction on one thread is invisible to reductions on others.
    let seen = LockIsolated<[String]>([])
    NavigationContext.$reduction.withValue(origin) {
      let done = DispatchGroup()
      for index in 0..<4 {
        done.enter()
        Thread {
          let before = NavigationContext.currentFrame() == nil
          NavigationContext.$reduction.withValue(.presented) {
            let inside = NavigationContext.currentFrame() === NavigationContext.Frame.presented
            seen.withValue { $0.append("\(index): \(before) \(inside)") }
          }
          let after = NavigationContext.currentFrame() == nil
          seen.withValue { $0.append("\(index) after: \(after)") }
          done.leave()
        }.start()
      }
      done.wait()
      #expect(NavigationContext.reductionFrame() === origin)
    }
    #expect(NavigationContext.reductionFrame() == nil)
    #expect(
      seen.value.sorted() == (0..<4).flatMap { ["\($0) after: true", "\($0): true true"] })
  }

  struct Combined: Reducer {
    typealias State = Reading.State
    typealias Action = Reading.Action

    var body: some ReducerOf<Self> {
      CombineReducers {
        Reduce { state, action in
          state.seen.append("first")
          return .none
        }
        Reading()
      }
    }
  }

  @Test func combinedReducersRunInOrderAndHandTheirPresentationsTheirContext() {
    let store = Store(initialState: Reading.State(child: Child.State())) { Combined() }
    store.send(.child(.presented(.checkPresented)))
    store.send(.checkPresented)
    #expect(store.child?.seen == ["presented: true"])
    #expect(store.seen == ["first", "first", "presented: false"])
    // Reduced directly, outside any store, the combination still runs both.
    var state = Reading.State()
    _ = Combined().reduce(into: &state, action: .checkPresented)
    #expect(state.seen == ["first", "presented: false"])
    // So does a presentation: its operator, run directly, reads the context in effect and hands
    // the child its own, which the child's closure sees only while it runs.
    state.child = Child.State()
    _ = Combined().reduce(into: &state, action: .child(.presented(.checkPresented)))
    #expect(state.child?.seen == ["presented: true"])
    #expect(NavigationContext.reductionFrame() == nil)
  }

  @Test nonisolated func dismissIsReadFromTheTaskEvenWhileAReductionRunsOnTheThread() {
    let withDismissal = NavigationContext.Frame(dismissal: .init {})
    NavigationContext.$task.withValue(withDismissal) {
      // Code a reduction calls in a presented frame sees that frame for "isPresented", and
      // the task's dismissal, which only an effect's task sets.
      NavigationContext.$reduction.withValue(.presented) {
        #expect(NavigationContext.currentFrame() === NavigationContext.Frame.presented)
        #expect(NavigationContext.dismiss != nil)
      }
    }
    NavigationContext.$reduction.withValue(.presented) {
      #expect(NavigationContext.dismiss == nil)
    }
  }

  @Test nonisolated func framesAddOriginsAndDismissalsWithoutLosingTheRest() async {
    let place = NavigationPlace(\Reading.State.$child)
    let component = NavigationID(place: place, identity: PresentationIdentity(plain: Int.self))
    NavigationContext.withOrigin(appending: component) {
      #expect(NavigationContext.origin == [component])
      let frame = NavigationContext.currentFrame()
      #expect(NavigationContext.originComponent(at: place, in: frame) == component)
      #expect(
        NavigationContext.originComponent(at: NavigationPlace(\Reading.State.seen), in: frame)
          == nil)
      NavigationContext.consumingOrigin(component, in: .current) { context in
        #expect(context.frame?.origin.isEmpty == true)
        // Handed on, and made visible to code not handed it, for the child and what it calls.
        #expect(NavigationContext.origin.isEmpty)
        #expect(context.isFrameVisible)
      }
      #expect(NavigationContext.origin == [component])
      #expect(!NavigationContext.isReducingPresentedFeature)
      NavigationContext.reducingPresentedFeature(in: .current, consuming: component) { context in
        #expect(context.frame?.isReducingPresentedFeature == true)
        #expect(context.frame?.origin.isEmpty == true)
        NavigationContext.exposing(context) {
          #expect(NavigationContext.isReducingPresentedFeature)
          #expect(context.frame === NavigationContext.currentFrame())
        }
      }
    }
    let dismissed = Flag()
    await NavigationContext.withDismissal(.init { dismissed.value = true }) {
      NavigationContext.withOrigin(appending: component) {
        #expect(NavigationContext.dismiss != nil)
        #expect(NavigationContext.origin == [component])
      }
      await MainActor.run { NavigationContext.dismiss?() }
    }
    #expect(dismissed.value)
    #expect(NavigationContext.currentFrame() == nil)
  }

  private final class Flag: @unchecked Sendable {
    var value = false
  }

  // MARK: Identities and places

  @Test func placesAreEqualWhenTheirKeyPathsAre() {
    let place = NavigationPlace(\Reading.State.$child)
    let same = NavigationPlace(\Reading.State.$child)
    let other = NavigationPlace(\Reading.State.seen)
    #expect(place == same)
    #expect(place.hashValue == same.hashValue)
    #expect(place != other)
    #expect(Set([place, same, other]).count == 2)
  }

  @Test func identitiesCompareTypeCaseAndID() {
    #expect(PresentationIdentity(plain: Int.self) == PresentationIdentity(plain: Int.self))
    #expect(PresentationIdentity(plain: Int.self) != PresentationIdentity(plain: String.self))
    #expect(PresentationIdentity(elementID: 1) == PresentationIdentity(elementID: 1))
    #expect(PresentationIdentity(elementID: 1) != PresentationIdentity(elementID: 2))
    #expect(PresentationIdentity(elementID: 1) != PresentationIdentity(plain: Int.self))
    let kind = IdentityKind(Reading.State.self)
    // A struct is told from an enum by its first value; until then it is not taken to be plain.
    #expect(!kind.isPlain)
    _ = PresentationIdentity(of: Reading.State(), kind: kind)
    #expect(kind.isPlain)
    #expect(!IdentityKind(Screen.self).isPlain)
    #expect(
      PresentationIdentity(of: Screen.list(ListState()), kind: IdentityKind(Screen.self))
        != PresentationIdentity(of: Screen.detail(DetailState(title: "")), kind: .init(Screen.self))
    )
    let ids = Set([PresentationIdentity(elementID: 1), PresentationIdentity(elementID: 1)])
    #expect(ids.count == 1)
  }

  @Test func presentationIsSeenWithoutCopyingTheState() {
    let accessor = PresentsAccessor(\Reading.State.$child)
    var state = Reading.State()
    #expect(!accessor.isPresented(in: &state))
    state.child = Child.State()
    #expect(accessor.isPresented(in: &state))
    state.child = nil
    #expect(!accessor.isPresented(in: &state))
  }

  // MARK: Lazily learned layouts, from many threads at once

  @Test nonisolated func resolvingAChildFromManyThreadsAtOnceRunsTheSameReducer() async {
    let resolved = ResolvedReducer(Child())
    let results = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask {
          var state = Child.State()
          for _ in 0..<200 {
            _ = resolved.reduce(into: &state, action: .checkPresented)
          }
          return state.seen
        }
      }
      var results: [[String]] = []
      for await seen in group { results.append(seen) }
      return results
    }
    #expect(results.count == 8)
    for seen in results {
      #expect(seen == Array(repeating: "presented: false", count: 200))
    }
  }

  @Test nonisolated func extractingACaseFromManyThreadsAtOnceExtractsTheSameValues()
    async
  {
    let extractor = CaseExtractor(\Reading.Action.Cases.child)
    let results = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var matches = 0
          for index in 0..<500 {
            let action: Reading.Action =
              index.isMultiple(of: 2) ? .child(.presented(.askParent)) : .read
            if case .presented(.askParent)? = extractor.extract(from: action) { matches += 1 }
          }
          return matches
        }
      }
      var results: [Int] = []
      for await matches in group { results.append(matches) }
      return results
    }
    #expect(results == Array(repeating: 250, count: 8))
  }
}
