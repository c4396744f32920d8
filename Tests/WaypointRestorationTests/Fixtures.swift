import Foundation
import Waypoint
import WaypointRestoration

/// A navigation state with a stack whose elements present things, and a sheet over the root.
struct Navigation: Codable, Equatable, Sendable {
  var title = "Home"
  var path = StackState<Screen>()
  @Presents var sheet: Sheet?
}

/// A screen of the stack.
@CasePathable
enum Screen: Codable, Equatable, Sendable {
  case detail(Detail)
  case notes(String)
}

/// A detail screen, which can present an editor, which can present an alert.
struct Detail: Codable, Equatable, Sendable {
  var item: Int
  var name: String
  @Presents var editor: Editor?
}

/// An editor presented from a detail.
struct Editor: Codable, Equatable, Sendable {
  var draft: String
  @Presents var alert: String?
}

/// The sheet over the root.
struct Sheet: Codable, Equatable, Sendable {
  var query: String
}

extension Navigation {
  /// A state with `count` details on the stack (IDs from 0), an editor with an alert on the
  /// second, and a sheet.
  static func sample(count: Int = 4) -> Navigation {
    var state = Navigation()
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      for index in 0..<count {
        var detail = Detail(item: index, name: "Item \(index)")
        if index == 1 { detail.editor = Editor(draft: "Draft", alert: "Saved") }
        state.path.append(index == 2 ? .notes("Note \(index)") : .detail(detail))
      }
    }
    state.sheet = Sheet(query: "lamp")
    return state
  }
}

/// A snapshot's JSON as an object, to change it the way stale or corrupt data would be.
func json(_ data: Data) throws -> JSONValue {
  try JSONDecoder().decode(JSONValue.self, from: data)
}

/// JSON back to bytes.
func data(_ json: JSONValue) throws -> Data {
  try JSONEncoder().encode(json)
}

/// Changes the element at `index` of a snapshot's `state.path`, and its ID, as an entry
/// `{"id": …, "element": …}`.
func changeEntry(
  _ index: Int, of snapshot: inout JSONValue, _ change: (inout JSONValue) -> Void
) {
  var ids = snapshot["state"]?["path"]?["ids"]?.arrayValue ?? []
  var elements = snapshot["state"]?["path"]?["elements"]?.arrayValue ?? []
  var entry: JSONValue = ["id": ids[index], "element": elements[index]]
  change(&entry)
  ids[index] = entry["id"] ?? .null
  elements[index] = entry["element"] ?? .null
  snapshot["state"]?["path"] = ["ids": .array(ids), "elements": .array(elements)]
}
