import Foundation
import InventoryApp
import Waypoint
import WaypointRouting
import WaypointRules

/// The screens a link names checked against the demo's Movies stack rules (movie → cast →
/// person → filmography → movie, at most 12), as `StackCheck.checkLink` checks a link's stack.
///
/// The link's path segments, as ``RouterTarget``'s router reads them, name the screens:
/// `movie`, `cast`, `person` and `filmography`, each with the number of what it shows after it
/// (`library://movie/2/cast/2/person/7`); other segments are skipped. The strict check throws exactly when the rules' first failure
/// is found, at that position; the lenient check keeps the elements below it; what it keeps
/// passes; and pushing the screens one by one, as a person would, stops at the same position.
enum RulesLinkTarget {
  static let rules = MoviesFeature.pathRules

  static func run(_ data: Data) throws(FuzzFinding) -> FuzzOutcome {
    let link = data.text
    guard let components = try? RouterTarget.strict.components(of: link) else { return .refused }
    let elements = screens(Array(components.path))
    let failure = rules.firstFailure(in: elements)
    try checkStrict(link, elements, failure: failure)
    try checkLenient(link, elements, failure: failure)
    try checkPushes(elements, failure: failure)
    return failure == nil ? .accepted : .refused
  }

  /// The screens the segments name, from the standard catalog.
  static func screens(_ segments: [Substring]) -> [MoviesFeature.Path.State] {
    let catalog = MovieCatalog.standard
    var screens: [MoviesFeature.Path.State] = []
    var index = 0
    while index + 1 < segments.count, screens.count < 40 {
      defer { index += 2 }
      guard let number = Int(segments[index + 1]) else { continue }
      let movie = catalog.movies[abs(number % catalog.movies.count)]
      let person = catalog.people[abs(number % catalog.people.count)]
      switch segments[index] {
      case "movie": screens.append(.movie(MovieFeature.State(movie: movie)))
      case "cast":
        screens.append(.cast(CastFeature.State(movie: movie, cast: catalog.cast(of: movie))))
      case "person": screens.append(.person(PersonFeature.State(person: person)))
      case "filmography":
        screens.append(
          .filmography(
            FilmographyFeature.State(person: person, movies: catalog.filmography(of: person.id))))
      default: continue
      }
    }
    return screens
  }

  static func checkStrict(
    _ link: String, _ elements: [MoviesFeature.Path.State],
    failure: (position: Int, reason: String)?
  ) throws(FuzzFinding) {
    let checked: Result<(elements: [MoviesFeature.Path.State], leftOut: LinkError?), LinkError>
    do {
      checked = .success(try rules.checkLink(link, opening: elements, under: RouterTarget.strict))
    } catch {
      checked = .failure(error)
    }
    switch (checked, failure) {
    case (.success(let kept), nil):
      try require(
        kept.elements.count == elements.count && kept.leftOut == nil,
        "the strict check cut a valid stack")
    case (.success, let failure?):
      throw FuzzFinding("the strict check passed a stack failing at \(failure)")
    case (.failure(let error), nil):
      throw FuzzFinding("the strict check refused a valid stack: \(error)")
    case (.failure(let error), let failure?):
      try require(
        error.reason == .navigationRules(position: failure.position, reason: failure.reason)
          && error.link == link,
        "the strict check says \(error), the rules \(failure)")
    }
  }

  static func checkLenient(
    _ link: String, _ elements: [MoviesFeature.Path.State],
    failure: (position: Int, reason: String)?
  ) throws(FuzzFinding) {
    let arrays: (elements: [MoviesFeature.Path.State], leftOut: LinkError?)
    let stacks: (stack: StackState<MoviesFeature.Path.State>, leftOut: LinkError?)
    do {
      arrays = try rules.checkLink(link, opening: elements, under: RouterTarget.lenient)
      stacks = try rules.checkLink(
        link, opening: StackState(elements), under: RouterTarget.lenient)
    } catch {
      throw FuzzFinding("the lenient check threw \(error)")
    }
    let expected = failure?.position ?? elements.count
    try require(
      arrays.elements.count == expected && stacks.stack.count == expected,
      "the lenient check kept \(arrays.elements.count) and \(stacks.stack.count) of "
        + "\(elements.count), not \(expected)")
    try require(
      arrays.leftOut == stacks.leftOut
        && (arrays.leftOut?.reason
          == failure.map { .navigationRules(position: $0.position, reason: $0.reason) }),
      "the lenient check left out \(String(describing: arrays.leftOut)), the rules \(String(describing: failure))"
    )
    try require(
      rules.firstFailure(in: arrays.elements) == nil,
      "what the lenient check kept breaks the rules")
    let (prefix, violation) = rules.longestValidPrefix(of: StackState(elements))
    try require(
      prefix.count == expected && violation?.position == failure?.position,
      "the longest valid prefix is \(prefix.count) long, the lenient check's \(expected)")
  }

  static func checkPushes(
    _ elements: [MoviesFeature.Path.State], failure: (position: Int, reason: String)?
  ) throws(FuzzFinding) {
    var stack = StackState<MoviesFeature.Path.State>()
    for element in elements {
      if rules.violation(pushing: element, onto: stack) != nil { break }
      stack.append(element)
    }
    try require(
      stack.count == (failure?.position ?? elements.count),
      "pushing one by one stops at \(stack.count), the rules' check at "
        + "\(failure?.position ?? elements.count)")
  }
}
