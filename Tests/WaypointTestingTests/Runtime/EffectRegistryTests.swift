import ConcurrencyExtras
import Testing
import Waypoint

@Suite struct EffectRegistryTests {
  let timer = CancelKey(id: AnyHashableSendable("timer"))
  let presentation = CancelKey(id: AnyHashableSendable("presentation"))

  @Test func cancelReturnsEveryEffectUnderTheKeyAndForgetsThem() {
    var registry = EffectRegistry()
    let first = registry.start(keys: [presentation, timer], origin: "a")
    let second = registry.start(keys: [presentation], origin: "b")
    let third = registry.start(keys: [], origin: "c")
    registry.checkInvariants()

    #expect(Set(registry.cancel(presentation)) == [first, second])
    registry.checkInvariants()
    #expect(registry.running.keys.sorted() == [third])
    #expect(registry.keyCount == 0)
    #expect(registry.cancel(timer).isEmpty)
  }

  @Test func finishingLeavesNoBookkeeping() {
    var registry = EffectRegistry()
    let ids = (0..<1_000).map { index in
      registry.start(keys: [timer, CancelKey(id: AnyHashableSendable(index))], origin: index)
    }
    for id in ids { registry.finish(id) }
    registry.finish(ids[0])  // finishing twice is harmless
    registry.checkInvariants()
    #expect(registry.running.isEmpty)
    #expect(registry.keyCount == 0)
  }

  @Test func anEffectIsUnstartedUntilItsTaskBegins() {
    var registry = EffectRegistry()
    #expect(!registry.hasUnstartedEffects)
    let first = registry.start(keys: [timer], origin: "a")
    let second = registry.start(keys: [], origin: "b")
    #expect(registry.hasUnstartedEffects)
    registry.markStarted(first)
    #expect(registry.hasUnstartedEffects)
    registry.markStarted(second)
    #expect(!registry.hasUnstartedEffects)
    registry.markStarted(99)  // unknown effects are ignored
    _ = registry.start(keys: [], origin: "c")
    #expect(registry.hasUnstartedEffects)
    _ = registry.cancelAll()
    #expect(!registry.hasUnstartedEffects)
  }

  @MainActor
  @Test func aRootsEffectsAreMarkedStartedWhenTheirTasksBegin() async {
    let gate = AsyncStream.makeStream(of: Void.self)
    let root = RootCore(
      initialState: 0,
      reducer: Reduce<Int, Bool> { _, _ in .run { _ in for await _ in gate.stream {} } },
      dependencies: DependencyValues())
    root.send(true)
    // The task was created, but the main actor has not let it begin yet.
    #expect(root.registry.hasUnstartedEffects)
    for _ in 0..<100 where root.registry.hasUnstartedEffects {
      await Task.megaYield()
    }
    #expect(!root.registry.hasUnstartedEffects)
    #expect(root.runningEffects.count == 1)
    gate.continuation.finish()
  }

  @Test func cancellingAKeyCancelsTheTasksUnderItAndNoOther() {
    var registry = EffectRegistry()
    let underTimer = Task<Void, Never> { try? await Task.sleep(for: .seconds(3_600)) }
    let underPresentation = Task<Void, Never> { try? await Task.sleep(for: .seconds(3_600)) }
    registry.start(id: registry.reserveID(), keys: [timer], origin: (), task: underTimer)
    registry.start(
      id: registry.reserveID(), keys: [presentation], origin: (), task: underPresentation)
    #expect(Array(registry.cancel(timer)).count == 1)
    #expect(underTimer.isCancelled)
    #expect(!underPresentation.isCancelled)
    registry.cancelAll()
    #expect(underPresentation.isCancelled)
    #expect(registry.running.isEmpty)
  }

  @Test func finishingAnEffectForgetsItsTaskWithoutCancellingIt() {
    var registry = EffectRegistry()
    let task = Task<Void, Never> {}
    let id = registry.reserveID()
    registry.start(id: id, keys: [timer], origin: (), task: task)
    registry.finish(id)
    #expect(registry.running.isEmpty)
    #expect(registry.keyCount == 0)
    #expect(!task.isCancelled)
  }

  @Test func cancelAllForgetsEverything() {
    var registry = EffectRegistry()
    _ = registry.start(keys: [timer], origin: "a")
    _ = registry.start(keys: [presentation], origin: "b")
    #expect(registry.cancelAll().count == 2)
    #expect(registry.running.isEmpty)
    #expect(registry.keyCount == 0)
  }
}

@Suite struct EffectIDsTests {
  @Test func effectsUnderOneKeyGrowAndShrinkBackToOne() {
    var registry = EffectRegistry()
    let key = CancelKey(id: AnyHashableSendable("key"))
    let first = registry.start(keys: [key], origin: "a")
    let second = registry.start(keys: [key], origin: "b")
    let third = registry.start(keys: [key], origin: "c")
    registry.finish(second)
    registry.finish(first)
    registry.checkInvariants()
    #expect(registry.keyCount == 1)
    #expect(Array(registry.cancel(key)) == [third])
    #expect(registry.keyCount == 0)
    #expect(registry.cancel(key).isEmpty)
  }
}

@Suite struct CancelKeyTests {
  struct Parent { var child = 0 }
  let place = NavigationPlace(\Parent.child)

  func element(_ raw: Int) -> NavigationID {
    NavigationID(
      place: place, identity: PresentationIdentity(elementID: StackElementID(rawValue: raw)))
  }

  @Test func aKeyIsTheSameHoweverItsPathWasBuilt() {
    let id = AnyHashableSendable("timer")
    let whole = CancelKey(id: id, path: [element(1), element(2)])
    let lifted = CancelKey(id: id).scoped(to: element(2)).scoped(to: element(1))
    #expect(whole == lifted)
    #expect(whole.hashValue == lifted.hashValue)
    #expect(whole.path == [element(1), element(2)])

    let presentation = CancelKey.presentation(element(2), in: [element(1)])
    let liftedPresentation = CancelKey.presentation(element(2)).scoped(to: element(1))
    #expect(presentation == liftedPresentation)
    #expect(presentation.hashValue == liftedPresentation.hashValue)
    #expect(presentation.path == whole.path)
  }

  @Test func keysDifferByIdentifierPathAndOrder() {
    let id = AnyHashableSendable("timer")
    let keys = [
      CancelKey(id: id),
      CancelKey(id: AnyHashableSendable("other")),
      CancelKey(id: id, path: [element(1)]),
      CancelKey(id: id, path: [element(2)]),
      CancelKey(id: id, path: [element(1), element(2)]),
      CancelKey(id: id, path: [element(2), element(1)]),
      CancelKey.presentation(element(1)),
      CancelKey.presentation(element(2), in: [element(1)]),
    ]
    for (index, key) in keys.enumerated() {
      for (otherIndex, other) in keys.enumerated() {
        #expect((key == other) == (index == otherIndex))
      }
    }
    #expect(Set(keys).count == keys.count)
  }

  @Test func stackElementIdentitiesCompareByTheirRawID() {
    let first = PresentationIdentity(elementID: StackElementID(rawValue: 7))
    let same = PresentationIdentity(elementID: StackElementID(rawValue: 7))
    let other = PresentationIdentity(elementID: StackElementID(rawValue: 8))
    #expect(first == same)
    #expect(first.hashValue == same.hashValue)
    #expect(first != other)
    #expect(first != PresentationIdentity(plain: StackElementID.self))
  }
}
