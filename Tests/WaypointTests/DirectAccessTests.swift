import CasePaths
import Testing

@testable import Waypoint

/// The fast paths behind the send path: payloads extracted by the `switch`es `@CaseExtractable`
/// writes, stored state reached by its offset, and `@Presents` state found at its place. Each must
/// give what the key path gives, fall back to it when it cannot, and keep value semantics.
@Suite struct DirectAccessTests {
  @CasePathable
  enum Inner: Equatable {
    case name(String)
    case count(Int)
  }

  @CasePathable
  @CaseExtractable
  enum Outer: Equatable {
    case inner(Inner)
    case pair(id: Int, label: String)
    indirect case nested(Outer)
    case empty
  }

  // MARK: Case extraction

  @Test func aCaseOfOneValueIsExtractedByItsSwitch() throws {
    let extractor = CaseExtractor(\Outer.Cases.inner)
    #expect(extractor.isCompiled)
    #expect(extractor.extract(from: .inner(.name("a"))) == .name("a"))
    #expect(extractor.extract(from: .inner(.count(3))) == .count(3))
    #expect(extractor.extract(from: .empty) == nil)
    #expect(extractor.extract(from: .pair(id: 1, label: "x")) == nil)
    #expect(extractor.embed(.count(4)) == .inner(.count(4)))
  }

  @Test func aCaseOfLabelledValuesGoesThroughThePath() throws {
    let extractor = CaseExtractor(\Outer.Cases.pair)
    #expect(!extractor.isCompiled)
    let value = try #require(extractor.extract(from: .pair(id: 7, label: "seven")))
    #expect(value.id == 7 && value.label == "seven")
    #expect(extractor.extract(from: .inner(.count(1))) == nil)
  }

  @Test func aPathPastTheCaseGoesThroughThePath() throws {
    let extractor = CaseExtractor(\Outer.Cases.inner.name)
    #expect(!extractor.isCompiled)
    #expect(extractor.extract(from: .inner(.name("kept"))) == "kept")
    #expect(extractor.extract(from: .inner(.count(2))) == nil)
    #expect(extractor.extract(from: .empty) == nil)
  }

  @Test func anIndirectCaseIsExtractedByItsSwitch() throws {
    let extractor = CaseExtractor(\Outer.Cases.nested)
    #expect(extractor.isCompiled)
    #expect(extractor.extract(from: .nested(.inner(.name("deep")))) == .inner(.name("deep")))
    #expect(extractor.extract(from: .empty) == nil)
  }

  @Test func theIdentityPathMatchesEveryCase() {
    let extractor = CaseExtractor(\Outer.Cases.self)
    #expect(!extractor.isCompiled)
    #expect(extractor.extract(from: .empty) == .empty)
    #expect(extractor.extract(from: .inner(.count(1))) == .inner(.count(1)))
  }

  @Test func anEnumWithoutTheMacroGoesThroughThePath() {
    let extractor = CaseExtractor(\Inner.Cases.name)
    #expect(!extractor.isCompiled)
    #expect(extractor.extract(from: .name("plain")) == "plain")
    #expect(extractor.extract(from: .count(1)) == nil)
  }

  // MARK: Stored state

  struct Parent {
    var flag = false
    var title = "parent"
    var rows: [Int] = [1, 2]
    var computedRows: [Int] {
      get { rows.reversed() }
      set { rows = newValue.reversed() }
    }
  }

  @Test func aStoredPathIsReachedByItsOffset() {
    let accessor = FieldAccessor(\Parent.rows)
    #expect(accessor.offset != nil)
    var parent = Parent()
    let copy = parent
    accessor.modify(&parent) { $0.append(3) }
    #expect(accessor.read(&parent) { $0 } == [1, 2, 3])
    #expect(parent.rows == [1, 2, 3])
    #expect(copy.rows == [1, 2])
  }

  @Test func aComputedPathGoesThroughTheKeyPath() {
    let accessor = FieldAccessor(\Parent.computedRows)
    #expect(accessor.offset == nil)
    var parent = Parent()
    accessor.modify(&parent) { $0.append(0) }
    #expect(parent.rows == [0, 1, 2])
    #expect(accessor.read(&parent) { $0 } == [2, 1, 0])
  }

  // MARK: Presentation state

  struct Screen: Equatable {
    var count = 0
    var name = "screen"
  }

  struct Host {
    var flag = true
    /// Stored as a plain property, so its key path is a stored one, which has an offset.
    var sheet = Presents<Screen>(wrappedValue: nil)
    var other: Int = 0
    /// A property wrapper: its projection `\.$wrapped` is a computed property.
    @Presents var wrapped: Screen?
  }

  struct Wrapper {
    var label = "wrapper"
    var host = Host()
  }

  /// A projection that is not a stored wrapper: it keeps its state in a class.
  final class Backing {
    var presents = Presents<Screen>(wrappedValue: nil)
  }

  struct Indirect {
    let backing = Backing()
    var projected: Presents<Screen> {
      get { backing.presents }
      nonmutating set { backing.presents = newValue }
    }
  }

  @Test func storedPresentsStateIsReachedAtItsOffsetAndKeepsValueSemantics() {
    let accessor = PresentsAccessor(\Host.sheet)
    var host = Host()
    #expect(accessor.offset == MemoryLayout<Host>.offset(of: \Host.sheet))
    // Nothing is presented yet: nothing changes.
    #expect(accessor.modify(&host) { $0.count += 1 } == nil)
    #expect(host.sheet.wrappedValue == nil)

    host.sheet.wrappedValue = Screen()
    let before = host
    accessor.modify(&host) { $0.count += 1 }
    #expect(host.sheet.wrappedValue?.count == 1)
    // A copy taken before shares the box; changing the state in place must not reach it.
    #expect(before.sheet.wrappedValue?.count == 0)
    #expect(accessor.get(&host).wrappedValue == Screen(count: 1))

    accessor.set(&host, to: Presents(wrappedValue: nil))
    #expect(host.sheet.wrappedValue == nil)
    #expect(host.flag && host.other == 0)
  }

  @Test func storedPresentsStateIsReadInPlaceWhileACopySharesItsBox() {
    let accessor = PresentsAccessor(\Host.sheet)
    var host = Host()
    #expect(accessor.offset != nil)
    #expect(accessor.read(&host) { $0.count } == nil)

    host.sheet.wrappedValue = Screen(count: 3)
    var copy = host
    // Read where the wrapper lies, through the offset, by both copies that share the box.
    #expect(accessor.read(&host) { $0.count } == 3)
    #expect(accessor.read(&copy, at: accessor.offset!) { $0.count } == 3)
    // A change made after the read reaches one copy alone.
    accessor.modify(&host) { $0.count += 1 }
    #expect(accessor.read(&host) { $0.count } == 4)
    #expect(accessor.read(&copy) { $0.count } == 3)
    #expect(copy.sheet.wrappedValue == Screen(count: 3))
  }

  @Test func nestedStoredPresentsStateIsReachedInsideItsParent() {
    let accessor = PresentsAccessor(\Wrapper.host.sheet)
    var wrapper = Wrapper()
    wrapper.host.sheet.wrappedValue = Screen(count: 5)
    #expect(accessor.modify(&wrapper) { $0.count += 1 } != nil)
    #expect(wrapper.host.sheet.wrappedValue?.count == 6)
    #expect(accessor.offset != nil)
  }

  @Test func aPropertyWrappersProjectionGoesThroughTheKeyPath() {
    // `\.$wrapped` is computed: nothing proves where it reads or writes, so no offset is used.
    let accessor = PresentsAccessor(\Host.$wrapped)
    var host = Host()
    #expect(accessor.offset == nil)
    host.wrapped = Screen(count: 1)
    let before = host
    #expect(accessor.modify(&host) { $0.count += 1 } != nil)
    #expect(host.wrapped?.count == 2)
    #expect(before.wrapped?.count == 1)
    accessor.set(&host, to: Presents(wrappedValue: nil))
    #expect(host.wrapped == nil)
  }

  @Test func presentsStateOutsideTheParentsMemoryGoesThroughTheKeyPath() {
    let accessor = PresentsAccessor(\Indirect.projected)
    var parent = Indirect()
    parent.projected = Presents(wrappedValue: Screen())
    #expect(accessor.modify(&parent) { $0.count += 2 } != nil)
    #expect(accessor.offset == nil)
    #expect(parent.projected.wrappedValue?.count == 2)
    accessor.set(&parent, to: Presents(wrappedValue: nil))
    #expect(parent.projected.wrappedValue == nil)
  }
}
