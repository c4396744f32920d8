import Foundation

/// Random routes and link text, from a seeded generator.
enum RandomLinks {
  /// Characters that make text hard to carry in a link: separators, escapes, spaces, letters
  /// from other scripts.
  static let awkwardCharacters = Array("aZ09-_.~ /?#&=%+:@!$'()*,;[]ü中🙂\\\"")

  static func text(_ generator: inout SeededGenerator, maxLength: Int = 12) -> String {
    let length = Int.random(in: 1...maxLength, using: &generator)
    let text = String((0..<length).map { _ in awkwardCharacters.randomElement(using: &generator)! })
    // "." and ".." are never printed as segments (a link's reader would resolve them away).
    return text == "." || text == ".." ? text + "x" : text
  }

  static func route(_ generator: inout SeededGenerator) -> AppRoute {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return .home
    case 1: return .items
    case 2: return .item(Int.random(in: Int.min...Int.max, using: &generator))
    case 3: return .editItem(Int.random(in: -1_000...1_000_000, using: &generator))
    case 4:
      return .itemTab(
        Int.random(in: 0...99, using: &generator),
        AppRoute.Tab.allCases.randomElement(using: &generator)!)
    case 5:
      return .search(
        text(&generator), Int.random(in: -5...500, using: &generator),
        AppRoute.Sort.allCases.randomElement(using: &generator)!)
    case 6:
      let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
      return .movie(
        UUID(
          uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
          )))
    default: return .person(text(&generator))
    }
  }

  /// `link` with one to three random edits: a character inserted, removed or replaced, a
  /// segment doubled, the text cut short.
  static func mutate(_ link: String, _ generator: inout SeededGenerator) -> String {
    var characters = Array(link)
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let position =
        characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        characters.insert(awkwardCharacters.randomElement(using: &generator)!, at: position)
      case 1 where !characters.isEmpty:
        characters.remove(at: position)
      case 2 where !characters.isEmpty:
        characters[position] = awkwardCharacters.randomElement(using: &generator)!
      case 3:
        characters.insert(contentsOf: Array("/items"), at: position)
      default:
        characters = Array(characters.prefix(position))
      }
    }
    return String(characters)
  }
}
