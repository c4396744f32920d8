import Testing
import Waypoint

@Suite struct ActionCasePathTests {
  // MARK: PresentationAction

  @Test func presentationActionsAreEqualWhenTheirCasesAndPayloadsAre() {
    typealias Action = PresentationAction<DetailAction>
    #expect(Action.presented(.saveButtonTapped) == .presented(.saveButtonTapped))
    #expect(Action.presented(.titleChanged("a")) != .presented(.titleChanged("b")))
    #expect(Action.presented(.saveButtonTapped) != .dismiss)
    #expect(Action.dismiss == .dismiss)
    #expect(Set<Action>([.dismiss, .dismiss, .presented(.saveButtonTapped)]).count == 2)
  }

  @Test func presentationActionRoundTripsThroughJSON() throws {
    let actions: [PresentationAction<DetailAction>] = [
      .dismiss, .presented(.saveButtonTapped), .presented(.titleChanged("x")),
    ]
    #expect(try roundTrip(actions) == actions)
  }

  @Test func presentationActionCaseKeyPathsExtractAndEmbed() {
    let presented = AnyCasePath(\PresentationAction<DetailAction>.Cases.presented)
    #expect(presented.extract(from: .presented(.saveButtonTapped)) == .saveButtonTapped)
    #expect(presented.extract(from: .dismiss) == nil)
    #expect(presented.embed(.titleChanged("x")) == .presented(.titleChanged("x")))

    let dismiss = AnyCasePath(\PresentationAction<DetailAction>.Cases.dismiss)
    #expect(dismiss.extract(from: .dismiss) != nil)
    #expect(dismiss.extract(from: .presented(.saveButtonTapped)) == nil)
    #expect(dismiss.embed(()) == .dismiss)
  }

  @Test func nestedCaseKeyPathReachesThroughAPresentation() {
    let keyPath: CaseKeyPath<AppAction, String> = \.destination.presented.titleChanged
    let casePath = AnyCasePath(keyPath)
    #expect(casePath.embed("New") == .destination(.presented(.titleChanged("New"))))
    #expect(casePath.extract(from: .destination(.presented(.titleChanged("New")))) == "New")
    #expect(casePath.extract(from: .destination(.presented(.saveButtonTapped))) == nil)
    #expect(casePath.extract(from: .destination(.dismiss)) == nil)

    let action = AppAction.destination(.dismiss)
    #expect(action.is(\.destination.dismiss))
    #expect(!action.is(\.destination.presented))
  }

  @Test func shortCaseKeyPathSkipsThePresentedCase() {
    let short = AnyCasePath(\AppAction.Cases.destination.titleChanged)
    let long = AnyCasePath(\AppAction.Cases.destination.presented.titleChanged)
    let action = AppAction.destination(.presented(.titleChanged("New")))
    #expect(short.embed("New") == action)
    #expect(short.embed("New") == long.embed("New"))
    #expect(short.extract(from: action) == "New")
    #expect(short.extract(from: .destination(.presented(.saveButtonTapped))) == nil)
    #expect(short.extract(from: .destination(.dismiss)) == nil)
    #expect(AppAction.destination(.presented(.saveButtonTapped)).is(\.destination.saveButtonTapped))
  }

  // MARK: StackAction

  @Test func stackActionsAreEqualWhenTheirCasesAndPayloadsAre() {
    typealias Action = StackAction<Screen, PathAction>
    let detail = Screen.detail(DetailState(title: "A"))
    #expect(
      Action.element(id: 0, action: .detail(.saveButtonTapped))
        == .element(id: 0, action: .detail(.saveButtonTapped))
    )
    #expect(
      Action.element(id: 0, action: .detail(.saveButtonTapped))
        != .element(id: 1, action: .detail(.saveButtonTapped))
    )
    #expect(
      Action.element(id: 0, action: .detail(.saveButtonTapped))
        != .element(id: 0, action: .list(.rowTapped(0)))
    )
    #expect(Action.popFrom(id: 2) == .popFrom(id: 2))
    #expect(Action.popFrom(id: 2) != .popFrom(id: 3))
    #expect(Action.push(id: 1, state: detail) == .push(id: 1, state: detail))
    #expect(Action.push(id: 1, state: detail) != .push(id: 2, state: detail))
    #expect(Action.push(id: 1, state: detail) != .push(id: 1, state: .list(ListState())))
    #expect(Action.popFrom(id: 1) != .push(id: 1, state: detail))
    #expect(Set<Action>([.popFrom(id: 1), .popFrom(id: 1), .popFrom(id: 2)]).count == 2)
  }

  @Test func elementCaseKeyPathAddressesOneElementsAction() throws {
    let keyPath: CaseKeyPath<AppAction, Void> = \.path[id: 0].detail.saveButtonTapped
    let casePath = AnyCasePath(keyPath)
    let action = AppAction.path(.element(id: 0, action: .detail(.saveButtonTapped)))

    #expect(casePath.embed(()) == action)
    #expect(casePath.extract(from: action) != nil)
    #expect(casePath.extract(from: casePath.embed(())) != nil)
  }

  @Test func elementCaseKeyPathDoesNotMatchAnotherID() {
    let casePath = AnyCasePath(\AppAction.Cases.path[id: 0].detail.saveButtonTapped)
    #expect(
      casePath.extract(from: .path(.element(id: 1, action: .detail(.saveButtonTapped)))) == nil
    )
  }

  @Test func elementCaseKeyPathDoesNotMatchAnotherActionOrCase() {
    let casePath = AnyCasePath(\AppAction.Cases.path[id: 0].detail.saveButtonTapped)
    #expect(
      casePath.extract(from: .path(.element(id: 0, action: .detail(.titleChanged(""))))) == nil)
    #expect(casePath.extract(from: .path(.element(id: 0, action: .list(.rowTapped(0))))) == nil)
    #expect(casePath.extract(from: .path(.popFrom(id: 0))) == nil)
    #expect(casePath.extract(from: .destination(.presented(.saveButtonTapped))) == nil)
  }

  @Test func elementCaseKeyPathCarriesAPayload() {
    let casePath = AnyCasePath(\AppAction.Cases.path[id: 3].detail.titleChanged)
    let action = AppAction.path(.element(id: 3, action: .detail(.titleChanged("Renamed"))))
    #expect(casePath.embed("Renamed") == action)
    #expect(casePath.extract(from: action) == "Renamed")
    #expect(
      casePath.extract(from: .path(.element(id: 4, action: .detail(.titleChanged("x"))))) == nil)
  }

  @Test func elementCaseKeyPathStopsAtTheElementsAction() {
    let casePath = AnyCasePath(\AppAction.Cases.path[id: 2])
    #expect(
      casePath.embed(.list(.rowTapped(5))) == .path(.element(id: 2, action: .list(.rowTapped(5)))))
    #expect(
      casePath.extract(from: .path(.element(id: 2, action: .list(.rowTapped(5)))))
        == .list(.rowTapped(5)))
    #expect(casePath.extract(from: .path(.element(id: 5, action: .list(.rowTapped(5))))) == nil)
  }

  @Test func allCasePathsSubscriptAddressesOneElement() {
    let casePath = StackAction<Screen, PathAction>.allCasePaths[id: 1]
    #expect(
      casePath.extract(from: .element(id: 1, action: .list(.rowTapped(2)))) == .list(.rowTapped(2)))
    #expect(casePath.extract(from: .element(id: 2, action: .list(.rowTapped(2)))) == nil)
    #expect(casePath.extract(from: .popFrom(id: 1)) == nil)
    #expect(casePath.embed(.list(.rowTapped(2))) == .element(id: 1, action: .list(.rowTapped(2))))
  }

  @Test func popFromCaseKeyPathExtractsTheID() {
    let casePath = AnyCasePath(\AppAction.Cases.path.popFrom)
    #expect(casePath.extract(from: .path(.popFrom(id: 3))) == 3)
    #expect(casePath.extract(from: .path(.element(id: 3, action: .list(.rowTapped(0))))) == nil)
    #expect(casePath.embed(4) == .path(.popFrom(id: 4)))
    #expect(AppAction.path(.popFrom(id: 0)).is(\.path.popFrom))
    #expect(!AppAction.path(.popFrom(id: 0)).is(\.path.push))
  }

  @Test func pushCaseKeyPathExtractsIDAndState() throws {
    let casePath = AnyCasePath(\AppAction.Cases.path.push)
    let state = Screen.detail(DetailState(title: "A"))
    let pushed = try #require(casePath.extract(from: .path(.push(id: 7, state: state))))
    #expect(pushed.id == 7)
    #expect(pushed.state == state)
    #expect(casePath.extract(from: .path(.popFrom(id: 7))) == nil)
    #expect(casePath.embed((id: 8, state: state)) == .path(.push(id: 8, state: state)))
  }

  @Test func elementCaseKeyPathExtractsIDAndAction() throws {
    let casePath = AnyCasePath(\AppAction.Cases.path.element)
    let element = try #require(
      casePath.extract(from: .path(.element(id: 2, action: .detail(.saveButtonTapped))))
    )
    #expect(element.id == 2)
    #expect(element.action == .detail(.saveButtonTapped))
    #expect(casePath.extract(from: .path(.push(id: 2, state: .list(ListState())))) == nil)
    #expect(
      casePath.embed((id: 1, action: .list(.rowTapped(1))))
        == .path(.element(id: 1, action: .list(.rowTapped(1))))
    )
  }

  @Test func subscriptCaseReadsAStackActionsPayload() {
    let action = AppAction.path(.popFrom(id: 6))
    #expect(action[case: \.path.popFrom] == 6)
    #expect(action[case: \.path[id: 6]] == nil)
  }
}
