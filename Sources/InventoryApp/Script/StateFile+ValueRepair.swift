import Foundation
import WaypointRestoration

extension StateFile {
  /// A file's bytes made ready for the snapshot coder, with what was repaired in them.
  ///
  /// The demo's first format, `{"version": 1, "state": …}`, is read as a snapshot of that schema.
  /// In a snapshot of the current schema, values of the state that would keep all of it from
  /// decoding are repaired first, and each repair is said: an item that cannot be kept is
  /// removed, one with a bad field keeps the rest of its values, a tab the app does not have
  /// shows the first tab. The rest of the inventory, and the navigation, stay as they were
  /// saved. Bytes that are not JSON are handed on as they are, for the coder to report.
  ///
  /// - Parameter data: The file's bytes.
  /// - Returns: The bytes to decode, and one sentence for each repair.
  static func prepare(_ data: Data) -> (data: Data, repairs: [String]) {
    guard var json = try? JSONDecoder().decode(JSONValue.self, from: data) else {
      return (data, [])
    }
    var changed = false
    if json["format"] == nil, let version = json["version"]?.intValue, let state = json["state"] {
      json = ["format": 1, "schema": .int(version), "state": state]
      changed = true
    }
    var repair = StateValueRepair()
    if json["format"] == 1, json["schema"] == .int(schema), let state = json["state"],
      state.objectValue != nil
    {
      var repaired = state
      repair.repair(state: &repaired)
      if repaired != state {
        json["state"] = repaired
        changed = true
      }
    }
    guard changed, let encoded = try? JSONEncoder().encode(json) else {
      return (data, repair.repairs)
    }
    return (encoded, repair.repairs)
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
