import Foundation
import Waypoint
import WaypointRestoration

extension StateFile {
  /// A file's bytes made ready for the snapshot coder, with what was repaired in them.
  ///
  /// The demo's first format, `{"version": 1, "state": …}`, is read as a snapshot of that schema.
  /// In a snapshot of the current schema, values of the state that would keep all of it from
  /// decoding are repaired first, and each repair is said: an item that cannot be kept is
  /// removed, one with a bad field keeps the rest of its values, a tab the app does not have
  /// shows the first tab. A part of the state that still cannot be read starts from the initial
  /// state's value for it (see ``salvageParts(of:)``). The rest of the inventory, and the
  /// navigation, stay as they were saved. Bytes that are not JSON are handed on as they are, for
  /// the coder to report.
  ///
  /// - Parameter data: The file's bytes.
  /// - Returns: The bytes to decode, and one sentence for each repair.
  package static func prepare(_ data: Data) -> (data: Data, repairs: [String]) {
    guard var json = try? JSONDecoder().decode(JSONValue.self, from: data) else {
      return (data, [])
    }
    var changed = false
    if json["format"] == nil, let version = json["version"]?.intValue, let state = json["state"] {
      json = ["format": 1, "schema": .int(version), "state": state]
      changed = true
    }
    var repair = StateValueRepair()
    var salvaged: [String] = []
    if json["format"] == 1, json["schema"] == .int(schema), let state = json["state"],
      state.objectValue != nil
    {
      var repaired = state
      repair.repair(state: &repaired)
      salvaged = salvageParts(of: &repaired)
      if repaired != state {
        json["state"] = repaired
        changed = true
      }
    }
    let repairs = repair.repairs + salvaged
    guard changed, let encoded = try? JSONEncoder().encode(json) else { return (data, repairs) }
    return (encoded, repairs)
  }

  /// Replaces each part of a state's JSON that keeps the state from decoding with the initial
  /// state's value for that part only, and says which.
  ///
  /// A part is a value under the state (`preferences`, `inventory`), under a tab
  /// (`inventory.items`, `movies.movies`), an entry of such a list, or a field of one
  /// (`movies.movies.0.year`): the smallest of these that cannot be read is replaced. An entry of
  /// a list is replaced only by the initial entry with the same id, and removed when there is
  /// none. A stack element or a presentation that cannot be read keeps nothing else from
  /// decoding: the snapshot coder keeps the navigation below it, and says so. A state none of
  /// whose parts can be read is left as it is, for the coder to report as a file that cannot be
  /// restored.
  ///
  /// ```swift
  /// var state: JSONValue = …  // a saved state, with "preferences": "x"
  /// StateFile.salvageParts(of: &state)
  /// // ["preferences is “x”, which cannot be read; using the initial preferences"]
  /// ```
  ///
  /// - Parameter state: The JSON under a snapshot's `state`.
  /// - Returns: One sentence for each part replaced or removed; empty when the state decodes.
  static func salvageParts(of state: inout JSONValue) -> [String] {
    guard state.objectValue != nil, !decodes(state),
      let data = try? JSONEncoder().encode(AppFeature.State()),
      let initial = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return [] }
    var faults: [Fault] = []
    var value: JSONValue? = state
    salvage(&value, initial: initial, at: [], into: &faults) { $0 ?? .null }
    let replaced = Set(faults.compactMap { $0.path.count == 1 ? $0.path[0] : nil })
    let parts = (initial.objectValue ?? [:]).filter { $0.value.objectValue != nil }.keys
    guard let value, !replaced.isSuperset(of: parts) else { return [] }
    state = value
    return faults.map { "\($0.path.joined(separator: ".")) \($0.problem); \($0.repair)" }
  }

  /// A part of a state that cannot be read, and what was done about it.
  private struct Fault {
    /// Where it is: `["movies", "movies", "0", "year"]`.
    var path: [String]
    /// What is wrong, after its name: "is “x”, which cannot be read".
    var problem: String
    /// What was done: "using the initial items", "removing it".
    var repair: String
  }

  /// Replaces what cannot be read in `value`, the part at `path` of a state that does not decode
  /// with it, by what `initial` has there.
  ///
  /// - Parameters:
  ///   - value: The part; `nil` when it is missing.
  ///   - initial: The initial state's value for it.
  ///   - path: Where it is.
  ///   - faults: Where to say what was replaced.
  ///   - embed: The initial state with a value for this part in place (`nil` to leave it out).
  private static func salvage(
    _ value: inout JSONValue?, initial: JSONValue, at path: [String],
    into faults: inout [Fault], embed: @escaping (JSONValue?) -> JSONValue
  ) {
    switch (value, initial) {
    case (.object(let object)?, .object(let fields)):
      for key in fields.keys.sorted() {
        let embedField: (JSONValue?) -> JSONValue = { field in
          var part = initial
          part[key] = field
          return embed(part)
        }
        guard !decodes(embedField(object[key])) else { continue }
        var field = object[key]
        salvage(&field, initial: fields[key]!, at: path + [key], into: &faults, embed: embedField)
        value?[key] = field
      }
    case (.array(let entries)?, .array(let initialEntries)):
      value = .array(
        salvage(
          entries: entries, initial: initialEntries, at: path, into: &faults,
          embed: { embed(.array($0)) }))
    default:
      break
    }
    // The state itself is not replaced: what is still wrong with it, the coder reports.
    guard !path.isEmpty, !decodes(embed(value)) else { return }
    faults.append(
      Fault(path: path, problem: problem(value, initial: initial), repair: using(initial, at: path))
    )
    value = initial
  }

  /// Replaces the entries of a list that cannot be read by the initial entries with the same
  /// id, and removes those without one.
  ///
  /// - Parameters:
  ///   - entries: The list.
  ///   - initial: The initial state's list.
  ///   - path: Where it is.
  ///   - faults: Where to say what was replaced or removed.
  ///   - embed: The initial state with a list in place.
  /// - Returns: The entries kept.
  private static func salvage(
    entries: [JSONValue], initial: [JSONValue], at path: [String], into faults: inout [Fault],
    embed: @escaping ([JSONValue]) -> JSONValue
  ) -> [JSONValue] {
    // Halves that read are kept whole, so that a long list takes few decodes.
    func unreadable(_ range: Range<Int>) -> [Int] {
      guard !decodes(embed(Array(entries[range]))) else { return [] }
      guard range.count > 1 else { return [range.lowerBound] }
      let middle = range.lowerBound + range.count / 2
      return unreadable(range.lowerBound..<middle) + unreadable(middle..<range.upperBound)
    }
    let embedEntry: (JSONValue?) -> JSONValue = { entry in embed(entry.map { [$0] } ?? []) }
    let unreadable = Set(unreadable(entries.indices))
    var kept: [JSONValue] = []
    for (index, entry) in entries.enumerated() {
      guard unreadable.contains(index) else {
        kept.append(entry)
        continue
      }
      let place = path + ["\(index)"]
      if let id = entry["id"], let counterpart = initial.first(where: { $0["id"] == id }) {
        var repaired: JSONValue? = entry
        salvage(&repaired, initial: counterpart, at: place, into: &faults, embed: embedEntry)
        kept.append(repaired ?? counterpart)
        continue
      }
      // What is wrong with it, found as if the first initial entry were its counterpart.
      var found: [Fault] = []
      var scratch: JSONValue? = entry
      salvage(
        &scratch, initial: initial.first ?? .null, at: place, into: &found, embed: embedEntry)
      faults.append(Fault(path: place, problem: problem(of: place, found), repair: "removing it"))
    }
    return kept
  }

  /// What is wrong with an entry, from the faults found in it: "cannot be read (year is 1e+30,
  /// a number out of range)".
  private static func problem(of place: [String], _ found: [Fault]) -> String {
    if found.count == 1, found[0].path == place { return found[0].problem }
    let faults = found.map { fault in
      (fault.path.dropFirst(place.count) + [fault.problem]).joined(separator: " ")
    }
    return faults.isEmpty ? "cannot be read" : "cannot be read (\(faults.joined(separator: "; ")))"
  }

  /// What is wrong with a part that cannot be read, after its name: "is “x”, which cannot be
  /// read".
  private static func problem(_ value: JSONValue?, initial: JSONValue) -> String {
    guard let value else { return "is missing" }
    let number = WholeNumber(value)
    if initial.intValue != nil, [.outOfRange, .fraction, .text].contains(number.problem) {
      return "is \(StateValueRepair.describe(value)), \(number.phrase)"
    }
    if value.objectValue != nil, initial.objectValue != nil {
      return "cannot be read"
    }
    return "is \(StateValueRepair.describe(value)), which cannot be read"
  }

  /// What a part that cannot be read is replaced by: "using 1998", "using the initial items".
  private static func using(_ initial: JSONValue, at path: [String]) -> String {
    switch initial {
    case .object, .array:
      let name = path.last.flatMap { Int($0) == nil ? $0 : nil } ?? "one"
      return "using the initial \(name)"
    case .null:
      return "leaving it out"
    default:
      return "using \(StateValueRepair.describe(initial))"
    }
  }

  /// Whether a state decodes. Stack elements and presentations that do not decode are left out
  /// by the navigation's recovery, as the snapshot coder leaves them out, and are no fault.
  private static func decodes(_ state: JSONValue) -> Bool {
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationRecovery.key] = NavigationRecovery(checks: coder.checks)
    guard let data = try? JSONEncoder().encode(state) else { return false }
    return (try? decoder.decode(AppFeature.State.self, from: data)) != nil
  }

  /// Text from a state file as it may stand in a warning: each control character (an escape
  /// that would move the cursor or recolor the terminal, a line break that would start a line
  /// of its own) written as a visible escape, `\u{1B}`.
  ///
  /// ```swift
  /// StateFile.printable("Widget\u{1B}[2J")  // #"Widget\u{1B}[2J"#
  /// ```
  static func printable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control || Self.invisibleFormats.contains(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Characters that reorder or break the text around them without showing: line and paragraph
  /// separators, and the bidirectional embeddings, overrides and isolates.
  private static let invisibleFormats = Set(
    [0x2028, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
      .compactMap(Unicode.Scalar.init(_:)))
}
