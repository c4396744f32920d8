// Checks what the WhatIsNavigation article says of its code (WhatIsNavigationExamples.swift).

import Testing
import WaypointRules
import WaypointTesting

@MainActor
@Suite struct WhatIsNavigationTree {
  @Test func anEnumDestinationShowsOneSheetAtATime() async {
    let store = TestStore(initialState: FilmScreen.State(title: "Alien")) { FilmScreen() }
    await store.send(.reviewButtonTapped) {
      $0.destination = .review(ReviewForm.State())
    }
    // Showing the tickets is the end of the review: the enum holds one case or the other.
    await store.send(.ticketsButtonTapped) {
      $0.destination = .tickets(TicketOrder.State(title: "Alien"))
    }
    #expect(store.state.destination?.review == nil)
  }

  @Test func settingTheDestinationToNilIsTheDismissal() async {
    let store = TestStore(initialState: FilmScreen.State(title: "Alien")) { FilmScreen() }
    await store.send(.ticketsButtonTapped) {
      $0.destination = .tickets(TicketOrder.State(title: "Alien"))
    }
    // Closing the sheet from outside, as a swipe does, is the same change of state.
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func aDismissedSheetIsGoneNotHidden() {
    let store = Store(initialState: FilmScreen.State(title: "Alien")) { FilmScreen() }
    store.send(.reviewButtonTapped)
    store.send(.destination(.presented(.review(.saveButtonTapped))))
    #expect(store.state.destination == nil)
    #expect(store.state.reviews == [3])
    // Nothing of the review form is left to receive an action.
    withKnownIssue {
      store.send(.destination(.presented(.review(.starsChanged(1)))))
    } matching: {
      $0.description.contains("The action was ignored and the state left as it was.")
    }
    #expect(store.state.destination == nil)
  }

  @Test func aDeepLinkIsAValue() async {
    let link = WhatIsNavigationArticle.reviewLink()
    #expect(link.destination == .review(ReviewForm.State(stars: 5)))
    let store = TestStore(initialState: link) { FilmScreen() }
    await store.send(\.destination.review.saveButtonTapped) {
      $0.reviews = [5]
      $0.destination = nil
    }
  }

  @Test func aFilmScreenAloneDoesNotKnowWhatIsPushedAboveIt() async {
    let store = TestStore(initialState: FilmScreen.State(title: "Alien")) { FilmScreen() }
    // The screen only says what was tapped; without the stack's owner, nothing happens.
    await store.send(.castMemberTapped("Sigourney Weaver"))
  }
}

@MainActor
@Suite struct WhatIsNavigationStack {
  @Test func aStackHoldsARecursivePath() async {
    let store = TestStore(initialState: FilmApp.State()) { FilmApp() }
    await store.send(.filmTapped("Alien")) {
      $0.path.append(.film(FilmScreen.State(title: "Alien")))
    }
    await store.send(\.path[id: 0].film.castMemberTapped, "Sigourney Weaver") {
      $0.path.append(.actor(ActorScreen.State(name: "Sigourney Weaver")))
    }
    await store.send(\.path[id: 1].actor.filmTapped, "Galaxy Quest") {
      $0.path.append(.film(FilmScreen.State(title: "Galaxy Quest")))
    }
    #expect(store.state.path.elementsEqual(WhatIsNavigationArticle.recursivePath()))
  }

  @Test func theTypeAllowsANonsenseStack() {
    let nonsense = WhatIsNavigationArticle.nonsensePath()
    #expect(nonsense.count == 2)
    #expect(nonsense.allSatisfy { $0.actor != nil })
    // It is a stack like any other: the app's state takes it without complaint.
    let state = FilmApp.State(path: nonsense)
    #expect(state.path.count == 2)
  }

  @Test func rulesTellTheNonsenseStackFromTheRecursivePath() {
    #expect(FilmApp.pathRules.firstViolation(in: WhatIsNavigationArticle.recursivePath()) == nil)
    let violation = FilmApp.pathRules.firstViolation(in: WhatIsNavigationArticle.nonsensePath())
    #expect(violation?.position == 0)
    #expect(violation?.reason == "it starts the stack")
    #expect(
      FilmApp.pathRules.firstViolation(
        in: [
          .film(FilmScreen.State(title: "Alien")), .actor(ActorScreen.State(name: "A")),
          .actor(ActorScreen.State(name: "B")),
        ])?.position == 2)
  }

  @Test func enforcedRulesRefuseANonsensePush() {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: FilmApp.State()) {
        FilmApp().enforcing(FilmApp.pathRules, on: \.path)
      }
    }
    withKnownIssue {
      store.send(.path(.push(id: 0, state: .actor(ActorScreen.State(name: "Tim Allen")))))
    } matching: {
      $0.description.contains("it starts the stack")
    }
    #expect(store.state.path.isEmpty)
    store.send(.filmTapped("Alien"))
    #expect(store.state.path.count == 1)
  }
}

@MainActor
@Suite struct WhatIsNavigationMix {
  @Test func theSheetOnTheTopElementRunsAndLeavesWithIt() async throws {
    let link = WhatIsNavigationArticle.eveningLink()
    let top = try #require(link.path.ids.last)
    let below = try #require(link.path.ids.first)
    let store = TestStore(initialState: link) { FilmApp() }
    await store.send(
      .path(.element(id: top, action: .film(.destination(.presented(.review(.starsChanged(4)))))))
    ) {
      $0.path[id: top, case: \.film]?.destination = .review(ReviewForm.State(stars: 4))
    }
    await store.send(.path(.popFrom(id: top))) {
      $0.path.pop(from: top)
    }
    #expect(store.state.path.count == 2)
    #expect(store.state.path[id: below, case: \.film]?.destination == nil)
  }
}
