import Testing
import Waypoint

@Suite struct CaseExtractorTests {
  @Test func caseTurnsDownOtherCasesOnceItHasMatched() {
    let extractor = CaseExtractor<Screen.Action, PresentationAction<Screen.Action>>(\.sheet)
    #expect(extractor.extract(from: .tick) == nil)
    #expect(extractor.extract(from: .sheet(.dismiss)) == .dismiss)
    #expect(extractor.extract(from: .tick) == nil)
    #expect(extractor.extract(from: .path(.popFrom(id: 0))) == nil)
    #expect(extractor.extract(from: .sheet(.presented(.tick))) == .presented(.tick))
    #expect(extractor.embed(.dismiss) == .sheet(.dismiss))
  }

  @Test func aPathOfOneCaseAndAPathIntoAPayloadExtractOnlyTheirs() {
    let extractor = CaseExtractor<Screen.Action, PresentationAction<Screen.Action>>(\.sheet)
    #expect(extractor.extract(from: .tick) == nil)
    #expect(extractor.extract(from: .sheet(.presented(.tick))) == .presented(.tick))
    let deeper = CaseExtractor<Screen.Action, StackAction<Screen.State, Screen.Action>>(
      \.sheet.presented.path)
    #expect(deeper.extract(from: .sheet(.dismiss)) == nil)
    #expect(deeper.extract(from: .path(.popFrom(id: 0))) == nil)
    #expect(
      deeper.extract(from: .sheet(.presented(.path(.popFrom(id: 0))))) == .popFrom(id: 0))
  }

  @Test func deeperCasePathsStillCheckTheirInnerCases() {
    let extractor = CaseExtractor<Screen.Action, Screen.Action>(\.sheet.presented)
    #expect(extractor.extract(from: .sheet(.presented(.tick))) == .tick)
    #expect(extractor.extract(from: .sheet(.dismiss)) == nil)
    #expect(extractor.extract(from: .sheet(.presented(.stopTimer))) == .stopTimer)
    #expect(extractor.extract(from: .tick) == nil)
  }

  @Test func identityCasePathMatchesEveryCase() {
    let extractor = CaseExtractor<Screen.Action, Screen.Action>(\.self)
    #expect(extractor.extract(from: .tick) == .tick)
    #expect(extractor.extract(from: .stopTimer) == .stopTimer)
    #expect(extractor.extract(from: .sheet(.dismiss)) == .sheet(.dismiss))
  }

  final class Listener {}

  /// A payload holding a weak reference cannot be moved by copying its bits: the runtime tracks
  /// where weak references live.
  struct Subscription {
    weak var listener: Listener?
  }

  @CasePathable
  enum Event {
    case idle
    case subscribe(Subscription)
  }

  @Test func aPayloadHoldingAWeakReferenceIsExtractedWhole() {
    let listener = Listener()
    let extractor = CaseExtractor<Event, Subscription>(\.subscribe)
    #expect(extractor.extract(from: .idle) == nil)
    #expect(
      extractor.extract(from: .subscribe(Subscription(listener: listener)))?.listener === listener)
    #expect(
      extractor.extract(from: .subscribe(Subscription(listener: listener)))?.listener === listener)
    #expect(extractor.extract(from: .idle) == nil)
  }

  @Reducer
  struct Host {
    struct State {}
    enum Action: Equatable {
      case sheet(PresentationAction<Screen.Action>)
      case tick
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Test func aReducersActionIsExtractedByTheSwitchesItsMacroWrote() {
    let extractor = CaseExtractor<Host.Action, PresentationAction<Screen.Action>>(\.sheet)
    #expect(extractor.isCompiled)
    #expect(extractor.extract(from: .sheet(.presented(.tick))) == .presented(.tick))
    #expect(extractor.extract(from: .tick) == nil)
    #expect(extractor.embed(.dismiss) == .sheet(.dismiss))
  }

  @Test func aHandWrittenReducersActionGoesThroughThePath() {
    let extractor = CaseExtractor<Screen.Action, PresentationAction<Screen.Action>>(\.sheet)
    #expect(!extractor.isCompiled)
    #expect(extractor.extract(from: .sheet(.presented(.tick))) == .presented(.tick))
  }
}
