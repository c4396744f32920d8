import Foundation
import WaypointRestoration

/// Repairs, in a state's JSON, the values that would keep the whole state from decoding, and
/// says what it changed.
///
/// What decodes but holds values the app cannot show is repaired after decoding, by
/// `AppFeature.State.repair()`; what is navigation (stack elements, presentations) is restored
/// as far as it is valid by the snapshot coder. This repairs the rest: the selected tab, the
/// refresh intervals, the inventory's items, and the numbers of the details on its stack and of
/// the items its forms hold, so that one bad number does not close a screen.
struct StateValueRepair {
  /// One sentence for each repair.
  private(set) var repairs: [String] = []
  /// The inventory's items whose repairs were said, repaired, by id.
  private var reportedItems: [Int: JSONValue] = [:]

  /// Repairs a state's values.
  ///
  /// - Parameter state: The JSON under a snapshot's `state`.
  mutating func repair(state: inout JSONValue) {
    repairTab(in: &state)
    repairInterval(in: &state["preferences"], at: "preferences")
    if state["inventory"]?.objectValue != nil {
      repairInterval(in: &state["inventory"], at: "inventory")
      repairItems(in: &state["inventory"])
      repairDetails(in: &state["inventory"])
      if var form = state["inventory"]?["addItem"], form.objectValue != nil {
        repairQuantity(inFormAt: "inventory.addItem", &form)
        state["inventory"]?["addItem"] = form
      }
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
    var reported: Set<Int> = []
    for (index, item) in items.enumerated() {
      let said = repairs.count
      guard let item = repair(item: item, at: index, report: true) else { continue }
      let id = item["id"]?.intValue ?? 0
      let name = item["name"]?.stringValue ?? ""
      if let first = names[id] {
        repairs.append(
          "inventory.items: \(Self.label(name: name, id: id)) repeats the id of "
            + "\(first.isEmpty ? "an item" : StateFile.printable(first)) above it; removing it")
        reported.insert(id)
        continue
      }
      names[id] = name
      if repairs.count > said { reported.insert(id) }
      kept.append(item)
    }
    inventory?["items"] = .array(kept)
    for item in kept {
      guard let id = item["id"]?.intValue, reported.contains(id) else { continue }
      reportedItems[id] = item
    }
  }

  /// Repairs each detail on the inventory's stack: its numbers, said as the inventory's are,
  /// and the copies of items it keeps, without a report (they are brought in line with the
  /// inventory after decoding). A copy of an item whose repair was said is replaced by the
  /// repaired item, so that it is not said again.
  private mutating func repairDetails(in inventory: inout JSONValue?) {
    guard var path = inventory?["path"] else { return }
    // A stack is `{"ids": […], "elements": […]}`; the first format wrote
    // `[{"id": …, "element": …}]`.
    let isFirstFormat = path["elements"] == nil
    guard var elements = (isFirstFormat ? path : path["elements"])?.arrayValue else { return }
    for position in elements.indices {
      var screen = isFirstFormat ? elements[position]["element"] : elements[position]
      guard var detail = screen?["detail"]?["_0"], detail.objectValue != nil else { continue }
      repairDetail(&detail, at: "inventory.path.\(position)")
      screen?["detail"]?["_0"] = detail
      if isFirstFormat {
        elements[position]["element"] = screen
      } else if let screen {
        elements[position] = screen
      }
    }
    if isFirstFormat {
      path = .array(elements)
    } else {
      path["elements"] = .array(elements)
    }
    inventory?["path"] = path
  }

  /// Repairs one detail: its copies of items without a report, and its numbers with one.
  private mutating func repairDetail(_ detail: inout JSONValue, at place: String) {
    var silent = StateValueRepair()
    if let item = detail["item"], var repaired = silent.repair(item: item, at: 0, report: false) {
      if let id = repaired["id"]?.intValue, let reported = reportedItems[id] {
        repaired = reported
      }
      detail["item"] = repaired
    }
    if let related = detail["related"]?.arrayValue {
      detail["related"] = .array(
        related.enumerated().compactMap { silent.repair(item: $1, at: $0, report: false) })
    }
    var repaired: JSONValue? = detail
    repairInterval(in: &repaired, at: place)
    detail = repaired ?? detail
    repairStockLevel(in: &detail, at: place)
    repairRefreshCount(in: &detail, at: place)
    if var form = detail["destination"]?["edit"]?["_0"] {
      repairQuantity(inFormAt: "\(place).destination", &form)
      detail["destination"]?["edit"]?["_0"] = form
    }
  }

  /// Replaces a stock level that is not a whole number, or `null` for none: one that stands
  /// for a count is kept, and any other is read again.
  private mutating func repairStockLevel(in detail: inout JSONValue, at place: String) {
    guard let value = detail["stockLevel"], value != .null, value.intValue == nil else { return }
    let level = WholeNumber(value)
    let found = "\(place).stockLevel is \(Self.describe(value)), \(level.phrase)"
    if let number = level.number, AppFeature.State.countRange.contains(number) {
      repairs.append("\(found); using \(number)")
      detail["stockLevel"] = .int(number)
    } else {
      repairs.append("\(found); reading it again")
      detail["stockLevel"] = .null
    }
  }

  /// Replaces a count of stock reads that is missing or not a whole number: one that stands for
  /// a count is kept, and any other starts again from 0, as after decoding.
  private mutating func repairRefreshCount(in detail: inout JSONValue, at place: String) {
    let count = WholeNumber(detail["refreshCount"])
    guard count.found == nil || count.problem != .none else { return }
    let using = count.number.flatMap { AppFeature.State.countRange.contains($0) ? $0 : nil } ?? 0
    let found = count.found.map { "refreshCount \($0), \(count.phrase)" } ?? "no refreshCount"
    repairs.append("\(place) has \(found); using \(using)")
    detail["refreshCount"] = .int(using)
  }

  /// Replaces the quantity of the item a form holds when it is not a whole number, as an
  /// inventory item's is.
  private mutating func repairQuantity(inFormAt place: String, _ form: inout JSONValue) {
    guard var item = form["item"], item.objectValue != nil, item["quantity"]?.intValue == nil
    else { return }
    let quantity = WholeNumber(item["quantity"])
    let using = quantity.clamped(to: AppFeature.State.countRange) ?? 0
    let found = quantity.found.map { "quantity \($0), \(quantity.phrase)" } ?? "no quantity"
    repairs.append("\(place) has \(found); using \(using)")
    item["quantity"] = .int(using)
    form["item"] = item
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
