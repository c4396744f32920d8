import Foundation
import WaypointRestoration

/// Repairs, in a state's JSON, the values that would keep the whole state from decoding, and
/// says what it changed.
///
/// What decodes but holds values the app cannot show is repaired after decoding, by
/// `AppFeature.State.repair()`; what is navigation (stack elements, presentations) is restored
/// as far as it is valid by the snapshot coder. This repairs the rest: the selected tab, the
/// refresh intervals, and the inventory's items.
struct StateValueRepair {
  /// One sentence for each repair.
  private(set) var repairs: [String] = []

  /// Repairs a state's values.
  ///
  /// - Parameter state: The JSON under a snapshot's `state`.
  mutating func repair(state: inout JSONValue) {
    repairTab(in: &state)
    repairInterval(in: &state["preferences"], at: "preferences")
    if state["inventory"]?.objectValue != nil {
      repairInterval(in: &state["inventory"], at: "inventory")
      repairItems(in: &state["inventory"])
      Self.repairDetailCopies(in: &state["inventory"])
    }
    if var settings = state["settings"], settings.objectValue != nil {
      repairInterval(in: &settings["preferences"], at: "settings.preferences")
      state["settings"] = settings
    }
  }

  private mutating func repairTab(in state: inout JSONValue) {
    let tabs = AppFeature.Tab.allCases.map(\.rawValue)
    let value = state["selectedTab"]
    if let tab = value?.stringValue, tabs.contains(tab) { return }
    let first = tabs[0]
    let found = value.map {
      "is \(Self.describe($0)), which is not a tab (\(tabs.joined(separator: ", ")))"
    }
    repairs.append("selectedTab \(found ?? "is missing"); showing \(first)")
    state["selectedTab"] = .string(first)
  }

  /// Replaces a refresh interval that is not a whole number; one that is, but out of range, is
  /// repaired after decoding.
  private mutating func repairInterval(in object: inout JSONValue?, at place: String) {
    guard var repaired = object, repaired.objectValue != nil,
      repaired["refreshSeconds"]?.intValue == nil
    else { return }
    let range = AppFeature.State.refreshRange
    let reading = WholeNumber(repaired["refreshSeconds"])
    var using = SettingsFeature.Preferences().refreshSeconds
    let place = "\(place).refreshSeconds"
    switch (reading.found, reading.problem) {
    case (nil, _):
      repairs.append("\(place) is missing; using \(using)")
    case (let found?, .text),
      (let found?, .fraction)
    where reading.number.map(range.contains) == true:
      using = reading.number!
      repairs.append("\(place) is \(found), \(reading.phrase); using \(using)")
    case (let found?, .notANumber):
      repairs.append("\(place) is \(found), \(reading.phrase); using \(using)")
    case (let found?, _):
      repairs.append(
        "\(place) is \(found), but must be \(range.lowerBound) to \(range.upperBound) seconds; "
          + "using \(using)")
    }
    repaired["refreshSeconds"] = .int(using)
    object = repaired
  }

  private mutating func repairItems(in inventory: inout JSONValue?) {
    guard let items = inventory?["items"]?.arrayValue else { return }
    var kept: [JSONValue] = []
    var names: [Int: String] = [:]
    for (index, item) in items.enumerated() {
      guard let item = repair(item: item, at: index, report: true) else { continue }
      let id = item["id"]?.intValue ?? 0
      let name = item["name"]?.stringValue ?? ""
      if let first = names[id] {
        repairs.append(
          "inventory.items: \(Self.label(name: name, id: id)) repeats the id of "
            + "\(first.isEmpty ? "an item" : StateFile.printable(first)) above it; removing it")
        continue
      }
      names[id] = name
      kept.append(item)
    }
    inventory?["items"] = .array(kept)
  }

  /// Repairs the copies of items that details keep, without a report: they are brought in line
  /// with the inventory after decoding.
  private static func repairDetailCopies(in inventory: inout JSONValue?) {
    guard var path = inventory?["path"] else { return }
    func repairDetail(_ element: inout JSONValue) {
      guard var detail = element["detail"]?["_0"], detail.objectValue != nil else { return }
      var silent = StateValueRepair()
      if let item = detail["item"], let repaired = silent.repair(item: item, at: 0, report: false) {
        detail["item"] = repaired
      }
      if let related = detail["related"]?.arrayValue {
        detail["related"] = .array(
          related.enumerated().compactMap { silent.repair(item: $1, at: $0, report: false) })
      }
      var wrapper = element["detail"]!
      wrapper["_0"] = detail
      element["detail"] = wrapper
    }
    // A stack is `{"ids": […], "elements": […]}`; the first format wrote
    // `[{"id": …, "element": …}]`.
    if path["elements"] != nil {
      path["elements"]?.mapElements(repairDetail)
    } else {
      path.mapElements { entry in
        guard var element = entry["element"] else { return }
        repairDetail(&element)
        entry["element"] = element
      }
    }
    inventory?["path"] = path
  }

  /// An item with the values that would keep it from decoding repaired; `nil` when it cannot be
  /// kept: it is not an object, or has no usable id.
  ///
  /// - Parameters:
  ///   - item: The item's JSON.
  ///   - index: Its position in its list.
  ///   - report: Whether to say what was repaired.
  private mutating func repair(item: JSONValue, at index: Int, report: Bool) -> JSONValue? {
    var said: [String] = []
    defer { if report { repairs += said } }
    guard item.objectValue != nil else {
      said.append("inventory.items.\(index) is \(Self.describe(item)), not an item; removing it")
      return nil
    }
    var item = item
    let name = item["name"]?.stringValue ?? ""
    let ids = AppFeature.State.itemIDRange
    let id = WholeNumber(item["id"])
    let place =
      name.isEmpty ? "inventory.items.\(index)" : "inventory.items: \(StateFile.printable(name))"
    let outside = "outside \(ids.lowerBound) to \(ids.upperBound); removing it"
    switch (id.found, id.problem) {
    case (nil, _):
      said.append("\(place) has no id; removing it")
      return nil
    case (_, .none):
      // A whole number; out of range, it is removed after decoding.
      break
    case (let found?, .text) where id.number.map(ids.contains) == true:
      said.append("\(place) has id \(found), \(id.phrase); using \(id.number!)")
      item["id"] = .int(id.number!)
    case (let found?, .text), (let found?, .outOfRange):
      said.append("\(place) has id \(found), \(outside)")
      return nil
    case (let found?, _):
      said.append("\(place) has id \(found), \(id.phrase); removing it")
      return nil
    }
    let number = item["id"]?.intValue ?? 0
    if item["name"]?.stringValue == nil {
      let found = item["name"].map { "name \(Self.describe($0)), which is not text" } ?? "no name"
      said.append("inventory.items: item \(number) has \(found); naming it “\(Self.untitled)”")
      item["name"] = .string(Self.untitled)
    }
    let label = Self.label(name: item["name"]?.stringValue ?? "", id: number)
    repairKind(of: &item, label: label, into: &said)
    if item["quantity"]?.intValue == nil {
      let quantity = WholeNumber(item["quantity"])
      let using = quantity.clamped(to: AppFeature.State.countRange) ?? 0
      let found = quantity.found.map { "quantity \($0), \(quantity.phrase)" } ?? "no quantity"
      said.append("inventory.items: \(label) has \(found); using \(using)")
      item["quantity"] = .int(using)
    }
    return item
  }

  /// Sets a kind the app does not have to the one it means when only its case differs, or else
  /// to the kind a new item starts with.
  private func repairKind(of item: inout JSONValue, label: String, into said: inout [String]) {
    let kinds = Item.Kind.allCases.map(\.rawValue)
    let value = item["kind"]
    if let kind = value?.stringValue, kinds.contains(kind) { return }
    let meant = value?.stringValue.flatMap { kind in
      kinds.first {
        $0.caseInsensitiveCompare(kind.trimmingCharacters(in: .whitespaces)) == .orderedSame
      }
    }
    let using = meant ?? InventoryFeature.State.newItem(id: 0).kind.rawValue
    let found =
      value.map {
        meant == nil
          ? "kind \(Self.describe($0)), which is not one of \(kinds.joined(separator: ", "))"
          : "kind \(Self.describe($0))"
      } ?? "no kind"
    said.append("inventory.items: \(label) has \(found); using \(using)")
    item["kind"] = .string(using)
  }

  /// The name an item without one is given.
  private static var untitled: String { InventoryFeature.State.untitledName }

  /// How an item is named in a repair, as `AppFeature.State.repair()` names it:
  /// "Widget (item 1)", or "item 1" without a name.
  static func label(name: String, id: Int) -> String {
    name.isEmpty ? "item \(id)" : "\(StateFile.printable(name)) (item \(id))"
  }

  /// A JSON value as a repair quotes it: `“twelve”`, `1e+30`, `true`, `a list`.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .int(let int): "\(int)"
    case .double(let double): "\(double)"
    case .string(let string):
      "“\(StateFile.printable(string.count > 40 ? string.prefix(39) + "…" : string))”"
    case .array: "a list"
    case .object: "an object"
    }
  }
}
