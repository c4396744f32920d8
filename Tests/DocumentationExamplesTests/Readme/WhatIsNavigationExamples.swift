// The code of the WhatIsNavigation article, verbatim, with the features it leaves out.
// WhatIsNavigationTests.swift checks what the article says of it.

import Testing
import WaypointRules
import WaypointTesting

// MARK: - Features the article names without showing

@Reducer
struct ReviewForm {
  @ObservableState
  struct State: Equatable {
    var stars = 3
  }
  enum Action: Equatable {
    case starsChanged(Int)
    case saveButtonTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .starsChanged(stars) = action { state.stars = stars }
    return .none  // the film screen keeps the review and closes the sheet
  }
}

@Reducer
struct TicketOrder {
  @ObservableState
  struct State: Equatable {
    var title: String
    var seats = 1
  }
  enum Action: Equatable {
    case seatsChanged(Int)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .seatsChanged(seats) = action { state.seats = seats }
    return .none
  }
}

@Reducer
struct ActorScreen {
  @ObservableState
  struct State: Equatable {
    var name: String
  }
  enum Action: Equatable {
    case filmTapped(String)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none  // the screen that holds this one pushes the film
  }
}

// MARK: - A tree

@Reducer
struct FilmScreen {
  @ObservableState
  struct State: Equatable {
    var title: String
    var reviews: [Int] = []
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case reviewButtonTapped
    case ticketsButtonTapped
    case castMemberTapped(String)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case review(ReviewForm)
    case tickets(TicketOrder)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reviewButtonTapped:
        state.destination = .review(ReviewForm.State())
        return .none
      case .ticketsButtonTapped:
        state.destination = .tickets(TicketOrder.State(title: state.title))
        return .none
      case .destination(.presented(.review(.saveButtonTapped))):
        if let review = state.destination?.review {
          state.reviews.append(review.stars)
        }
        state.destination = nil
        return .none
      case .castMemberTapped, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension FilmScreen.Destination.State: Equatable {}
extension FilmScreen.Destination.Action: Equatable {}

// MARK: - A stack

@Reducer
struct FilmApp {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }
  enum Action: Equatable {
    case filmTapped(String)
    case path(StackActionOf<Path>)
  }

  @Reducer
  enum Path {
    case film(FilmScreen)
    case actor(ActorScreen)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .filmTapped(title):
        state.path.append(.film(FilmScreen.State(title: title)))
        return .none
      case let .path(.element(id: _, action: .film(.castMemberTapped(name)))):
        state.path.append(.actor(ActorScreen.State(name: name)))
        return .none
      case let .path(.element(id: _, action: .actor(.filmTapped(title)))):
        state.path.append(.film(FilmScreen.State(title: title)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension FilmApp.Path.State: Equatable {}
extension FilmApp.Path.Action: Equatable {}

// MARK: - Rules

extension FilmApp {
  static let pathRules: StackRules<Path.State> = [
    .start(with: \.film),
    .allow(\.actor, after: \.film),
  ]
}

// MARK: - Values the article builds

enum WhatIsNavigationArticle {
  /// The tree's deep link: a film with its review sheet open.
  static func reviewLink() -> FilmScreen.State {
    let link = FilmScreen.State(
      title: "Alien",
      destination: .review(ReviewForm.State(stars: 5))
    )
    return link
  }

  /// The recursive path: a film, one of its actors, another film of that actor.
  static func recursivePath() -> StackState<FilmApp.Path.State> {
    let path: StackState<FilmApp.Path.State> = [
      .film(FilmScreen.State(title: "Alien")),
      .actor(ActorScreen.State(name: "Sigourney Weaver")),
      .film(FilmScreen.State(title: "Galaxy Quest")),
    ]
    return path
  }

  /// A stack the type allows and the app never shows.
  static func nonsensePath() -> StackState<FilmApp.Path.State> {
    let nonsense: StackState<FilmApp.Path.State> = [
      .actor(ActorScreen.State(name: "Tim Allen")),
      .actor(ActorScreen.State(name: "Sigourney Weaver")),
    ]
    return nonsense
  }

  /// The mix: a stack at the root, and a sheet open on its top element.
  static func eveningLink() -> FilmApp.State {
    let evening = FilmApp.State(path: [
      .film(FilmScreen.State(title: "Alien")),
      .actor(ActorScreen.State(name: "Sigourney Weaver")),
      .film(FilmScreen.State(title: "Galaxy Quest", destination: .review(ReviewForm.State()))),
    ])
    return evening
  }
}

// MARK: - The article's test

@Suite struct WhatIsNavigationArticleTest {
  @MainActor
  @Test func aFilmScreenTestRunsItsReviewSheet() async {
    let store = TestStore(initialState: FilmScreen.State(title: "Alien")) { FilmScreen() }
    await store.send(.reviewButtonTapped) { $0.destination = .review(ReviewForm.State()) }
    await store.send(\.destination.review.starsChanged, 5) {
      $0.destination = .review(ReviewForm.State(stars: 5))
    }
    await store.send(\.destination.review.saveButtonTapped) {
      $0.reviews = [5]
      $0.destination = nil
    }
  }
}
