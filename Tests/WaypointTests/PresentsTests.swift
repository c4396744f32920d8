import CustomDump
import Foundation
import Testing
import Waypoint

private struct Child: Equatable, Hashable, Codable, Sendable {
  var count = 0
}

@CasePathable
private enum Destination: Equatable, Hashable, Codable, Sendable {
  case edit(Child)
  case share(String)
}

private struct Parent: Equatable, Hashable, Codable, Sendable {
  var title = "Parent"
  @Presents var child: Child?
  @Presents var destination: Destination?
}

private struct ProbedParent: Equatable {
  @Presents var child: ProbedState?
}

private struct Stop: Error {}

private func clearThenThrow<Value>(_ value: inout Value?) throws {
  value = nil
  throw Stop()
}

private func presentThenThrow(_ value: inout Child?) throws {
  value = Child(count: 7)
  throw Stop()
}

@Suite struct PresentsTests {
  // MARK: Accesses that end with an error

  @Test func aPresentationEndedByAnAccessThatThrowsLeavesNothingPresented() {
    var parent = Parent()
    parent.child = Child()
    #expect(throws: Stop.self) { try clearThenThrow(&parent.child) }
    #expect(parent.child == nil)
    // Readers reach the box's value without testing it: an emptied box must be gone.
    #expect(PresentsAccessor(\Parent.$child).read(&parent) { $0.count } == nil)
    #expect(!PresentsAccessor(\Parent.$child).isPresented(in: &parent))
  }

  @Test func aPresentationStartedByAnAccessThatThrowsIsKept() {
    var parent = Parent()
    #expect(throws: Stop.self) { try presentThenThrow(&parent.child) }
    #expect(parent.child == Child(count: 7))
    #expect(PresentsAccessor(\Parent.$child).read(&parent) { $0.count } == 7)
  }

  // MARK: Decoding saved state

  @Test func missingPresentationKeyDecodesAsNothingPresented() throws {
    let json = Data(#"{"title":"Saved before presentations existed"}"#.utf8)
    let parent = try JSONDecoder().decode(Parent.self, from: json)
    #expect(parent.title == "Saved before presentations existed")
    #expect(parent.child == nil)
    #expect(parent.destination == nil)
  }

  @Test func malformedPresentationStillFailsToDecode() {
    let json = Data(#"{"title":"t","child":{"count":"many"}}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Parent.self, from: json)
    }
  }

  // MARK: wrappedValue

  @Test func wrappedValueIsNilUntilPresented() {
    let state = Parent()
    #expect(state.child == nil)
    #expect(state.destination == nil)
  }

  @Test func settingTheWrappedValuePresentsAndNilDismisses() {
    var state = Parent()
    state.child = Child(count: 1)
    #expect(state.child == Child(count: 1))
    state.child = Child(count: 2)
    #expect(state.child == Child(count: 2))
    state.child = nil
    #expect(state.child == nil)
  }

  @Test func modifyingThroughOptionalChainingChangesThePresentedValue() {
    var state = Parent(child: Child(count: 1))
    state.child?.count += 1
    #expect(state.child == Child(count: 2))
  }

  @Test func modifyingThroughOptionalChainingWhenNothingIsPresentedDoesNothing() {
    var state = Parent()
    state.child?.count += 1
    #expect(state.child == nil)
  }

  @Test func inOutAccessCanPresentAndDismiss() {
    var state = Parent()
    replace(&state.child, with: Child(count: 3))
    #expect(state.child == Child(count: 3))
    replace(&state.child, with: nil)
    #expect(state.child == nil)
  }

  // MARK: Projection

  @Test func projectionIsTheWrapper() {
    var state = Parent(child: Child(count: 1))
    #expect(state.$child.wrappedValue == Child(count: 1))
    #expect(state.$child == Presents(wrappedValue: Child(count: 1)))
    state.$child.wrappedValue?.count = 5
    #expect(state.child == Child(count: 5))
    state.$child = Presents(wrappedValue: nil)
    #expect(state.child == nil)
  }

  @Test func projectionIsReachableThroughAKeyPath() {
    var state = Parent()
    let keyPath: WritableKeyPath<Parent, Presents<Child>> = \.$child
    state[keyPath: keyPath] = Presents(wrappedValue: Child(count: 9))
    #expect(state.child == Child(count: 9))
    #expect(state[keyPath: keyPath].wrappedValue?.count == 9)
  }

  @Test func presentationStateIsTheFormerName() {
    let state: PresentationState<Int> = Presents(wrappedValue: 1)
    #expect(state.wrappedValue == 1)
  }

  // MARK: subscript(case:)

  @Test func subscriptCaseReadsTheCurrentCase() {
    let state = Parent(destination: .edit(Child(count: 2)))
    #expect(state.$destination[case: \.edit] == Child(count: 2))
    #expect(state.$destination[case: \.share] == nil)
    #expect(Parent().$destination[case: \.edit] == nil)
  }

  @Test func subscriptCaseModifiesTheCurrentCase() {
    var state = Parent(destination: .edit(Child(count: 2)))
    state.$destination[case: \.edit]?.count += 1
    #expect(state.destination == .edit(Child(count: 3)))
    state.$destination[case: \.edit] = Child(count: 10)
    #expect(state.destination == .edit(Child(count: 10)))
  }

  @Test func subscriptCaseWritingAnotherCaseDoesNothing() {
    var state = Parent(destination: .edit(Child(count: 2)))
    state.$destination[case: \.share] = "link"
    #expect(state.destination == .edit(Child(count: 2)))
    state.$destination[case: \.share] = nil
    #expect(state.destination == .edit(Child(count: 2)))
  }

  @Test func subscriptCaseWritingWhenNothingIsPresentedDoesNothing() {
    var state = Parent()
    state.$destination[case: \.share] = "link"
    #expect(state.destination == nil)
  }

  @Test func subscriptCaseWritingNilToTheCurrentCaseDismisses() {
    var state = Parent(destination: .share("link"))
    state.$destination[case: \.share] = nil
    #expect(state.destination == nil)
  }

  // MARK: Equatable and Hashable

  @Test func equalityComparesThePresentedValues() {
    #expect(Presents<Child>(wrappedValue: nil) == Presents(wrappedValue: nil))
    #expect(Presents(wrappedValue: Child(count: 1)) == Presents(wrappedValue: Child(count: 1)))
    #expect(Presents(wrappedValue: Child(count: 1)) != Presents(wrappedValue: Child(count: 2)))
    #expect(Presents(wrappedValue: Child(count: 1)) != Presents(wrappedValue: nil))
    #expect(Presents<Child>(wrappedValue: nil) != Presents(wrappedValue: Child()))
  }

  @Test func copiesAreEqualUntilOneChanges() {
    let state = Parent(child: Child(count: 1))
    var copy = state
    #expect(copy == state)
    copy.child?.count += 1
    #expect(copy != state)
  }

  @Test func equalPresentationsHaveEqualHashes() {
    let one = Presents(wrappedValue: Child(count: 1))
    let same = Presents(wrappedValue: Child(count: 1))
    let other = Presents(wrappedValue: Child(count: 2))
    let none = Presents<Child>(wrappedValue: nil)
    #expect(one.hashValue == same.hashValue)
    #expect(Set([one, same, other, none]).count == 3)
    #expect(Set([Parent(child: Child()), Parent(child: Child()), Parent()]).count == 2)
  }

  // MARK: Codable

  @Test func encodesAsThePresentedValueOrNull() throws {
    #expect(try encodeJSON(Parent()) == #"{"child":null,"destination":null,"title":"Parent"}"#)
    #expect(
      try encodeJSON(Parent(child: Child(count: 1)))
        == #"{"child":{"count":1},"destination":null,"title":"Parent"}"#
    )
  }

  @Test func roundTripKeepsNothingPresented() throws {
    let state = Parent()
    #expect(try roundTrip(state) == state)
    #expect(try roundTrip(Presents<Child>(wrappedValue: nil)) == Presents(wrappedValue: nil))
  }

  @Test func roundTripKeepsThePresentedValue() throws {
    let state = Parent(child: Child(count: 4), destination: .share("link"))
    let decoded = try roundTrip(state)
    #expect(decoded == state)
    #expect(decoded.destination == .share("link"))
    #expect(try roundTrip(Presents(wrappedValue: Child(count: 2))).wrappedValue == Child(count: 2))
  }

  @Test func decodingAWrongPayloadThrows() {
    #expect(throws: DecodingError.self) {
      try decodeJSON(Parent.self, from: #"{"child":{"count":"one"},"destination":null,"title":""}"#)
    }
  }

  // MARK: Sendable

  @Test func presentsIsSendableWhenItsStateIs() async {
    let state = Parent(child: Child(count: 1))
    let presents: some Sendable = state.$child
    let received = await Task.detached { state }.value
    #expect(received == state)
    _ = presents
  }

  // MARK: Dump

  @Test func dumpsAsThePresentedValue() {
    var output = ""
    customDump(Presents(wrappedValue: Child(count: 1)), to: &output)
    #expect(output == "Child(count: 1)")
    output = ""
    customDump(Presents<Child>(wrappedValue: nil), to: &output)
    #expect(output == "nil")
  }

  // MARK: Copy-on-write

  @Test func modifyingThePresentedValueInPlaceMakesNoCopy() {
    let counter = CopyCounter()
    var state = ProbedParent(child: ProbedState(name: "child", probe: CopyProbe(counter: counter)))
    for _ in 0..<10 {
      state.child?.probe.bump()
    }
    #expect(state.child?.probe.value == 10)
    #expect(counter.copies == 0)
  }

  @Test func modifyingThroughAKeyPathToTheProjectionMakesNoCopy() {
    // Navigation operators reach presentations through key paths such as `\.$child`, which read
    // and write the wrapper whole; `Presents.modify(_:at:_:)` is how they avoid copying.
    let counter = CopyCounter()
    var state = ProbedParent(child: ProbedState(name: "child", probe: CopyProbe(counter: counter)))
    let result = Presents.modify(&state, at: \.$child) { child in
      child.probe.bump()
      return child.probe.value
    }
    #expect(result == 1)
    #expect(state.child?.probe.value == 1)
    #expect(counter.copies == 0)

    var dismissed = ProbedParent()
    #expect(Presents.modify(&dismissed, at: \.$child) { $0.probe.bump() } == nil)
    #expect(dismissed.child == nil)
  }

  @Test func copiesOfStateAreIndependentValues() {
    let counter = CopyCounter()
    let original = ProbedParent(
      child: ProbedState(name: "child", probe: CopyProbe(counter: counter))
    )
    var copy = original
    copy.child?.probe.bump()
    copy.child?.name = "copy"
    #expect(counter.copies == 1)
    #expect(original.child == ProbedState(name: "child", probe: CopyProbe(counter: counter)))
    #expect(copy.child?.probe.value == 1)
    #expect(copy.child?.name == "copy")

    // The copy now owns its storage, so further changes copy nothing.
    copy.child?.probe.bump()
    #expect(counter.copies == 1)
    #expect(original.child?.probe.value == 0)
  }

  @Test func replacingTheValueOfACopyLeavesTheOriginalUnchanged() {
    let original = Parent(child: Child(count: 1))
    var copy = original
    copy.child = Child(count: 2)
    #expect(original.child == Child(count: 1))
    copy.child = nil
    #expect(original.child == Child(count: 1))
  }

  @Test func nestedPresentationsKeepValueSemantics() {
    let counter = CopyCounter()
    var outer = Presents(
      wrappedValue: ProbedParent(
        child: ProbedState(name: "grandchild", probe: CopyProbe(counter: counter))
      )
    )
    outer.wrappedValue?.child?.probe.bump()
    #expect(counter.copies == 0)

    let snapshot = outer
    outer.wrappedValue?.child?.probe.bump()
    #expect(counter.copies == 1)
    #expect(snapshot.wrappedValue?.child?.probe.value == 1)
    #expect(outer.wrappedValue?.child?.probe.value == 2)
  }
}

private func replace<Value>(_ value: inout Value?, with newValue: Value?) {
  value = newValue
}
