import Waypoint

extension AppFeature.State {
  /// The refresh intervals a state may hold, in seconds.
  package static let refreshRange = 1...3600
  /// The item identifiers a state may hold.
  package static let itemIDRange = 1...1_000_000
  /// The quantities, stock levels and read counts a state may hold.
  package static let countRange = 0...1_000_000

  /// Repairs the values of a restored state that the app cannot show, and says what it changed.
  ///
  /// A saved file can hold values that decode but make no sense: a refresh interval of zero
  /// (which would refresh without pause), a negative or huge quantity, an item identifier out of
  /// range, a detail or a sheet of an item that is not in the inventory, a movie or person the
  /// catalog does not know. Each is set to a value the app can show, or the item or the screen
  /// that shows it is removed (a screen together with everything above it), so what remains is
  /// the longest part of the navigation that is valid.
  ///
  /// Copies of inventory items that a detail keeps (its item and its related items) are brought
  /// in line with the inventory: the inventory is what was saved as the truth, and the copies
  /// only show it. A detail's item that differs from the inventory's is reported, unless a
  /// repair of that item is reported already; related items are brought in line without a
  /// report.
  ///
  /// ```swift
  /// var state = AppFeature.State()
  /// state.preferences.refreshSeconds = 0
  /// state.repair()
  /// // ["preferences.refreshSeconds is 0, but must be 1 to 3600 seconds; using 2"]
  /// ```
  ///
  /// - Parameter catalog: The movies and people the Movies tab can show.
  /// - Returns: One sentence for each repair, naming where the value was; empty when nothing was
  ///   wrong.
  @discardableResult
  package mutating func repair(catalog: MovieCatalog = .standard) -> [String] {
    var repairs: [String] = []
    Self.repairInterval(&preferences.refreshSeconds, at: "preferences", into: &repairs)
    Self.repairInterval(&inventory.refreshSeconds, at: "inventory", into: &repairs)
    if settings != nil {
      Self.repairInterval(
        &settings!.preferences.refreshSeconds, at: "settings.preferences", into: &repairs)
    }
    inventory.repair(into: &repairs)
    movies.repair(catalog: catalog, into: &repairs)
    return repairs
  }

  fileprivate static func repairInterval(
    _ seconds: inout Int, at place: String, into repairs: inout [String]
  ) {
    guard !refreshRange.contains(seconds) else { return }
    let replacement = SettingsFeature.Preferences().refreshSeconds
    repairs.append(
      "\(place).refreshSeconds is \(seconds), but must be \(refreshRange.lowerBound) to "
        + "\(refreshRange.upperBound) seconds; using \(replacement)")
    seconds = replacement
  }
}

extension InventoryFeature.State {
  /// The name an item gets when a state file holds it without one.
  static let untitledName = "Untitled"

  fileprivate mutating func repair(into repairs: inout [String]) {
    let ids = AppFeature.State.itemIDRange
    for item in items where !ids.contains(item.id) {
      let name = item.name.isBlank ? "an unnamed item" : StateFile.printable(item.name)
      repairs.append(
        "inventory.items: \(name) has id \(item.id), outside \(ids.lowerBound) to "
          + "\(ids.upperBound); removing it")
      items.remove(id: item.id)
    }
    // The items whose repairs are said here: a detail showing one is brought in line without a
    // report of its own.
    var reported: Set<Item.ID> = []
    for item in items where item.name.isBlank {
      // A blank name would leave the item a blank line in the list and the breadcrumb.
      let found = item.name.isEmpty ? "an empty name" : "a blank name (“\(item.name)”)"
      repairs.append(
        "inventory.items: item \(item.id) has \(StateFile.printable(found)); naming it "
          + "“\(Self.untitledName)”")
      items[id: item.id]?.name = Self.untitledName
      reported.insert(item.id)
    }
    for item in items where !AppFeature.State.countRange.contains(item.quantity) {
      var repaired = item.quantity
      AppFeature.State.repairCount(
        &repaired, named: "quantity",
        at: "inventory.items: \(StateFile.printable(item.name)) (item \(item.id))",
        into: &repairs)
      items[id: item.id]?.quantity = repaired
      reported.insert(item.id)
    }
    if let form = addItem {
      var form = form
      form.repairQuantity(at: "inventory.addItem", into: &repairs)
      if items[id: form.item.id] != nil || !ids.contains(form.item.id) {
        let problem = ids.contains(form.item.id) ? "already in the inventory" : "out of range"
        if let id = freeItemID() {
          repairs.append(
            "inventory.addItem adds item \(form.item.id), which is \(problem); adding it as item \(id)"
          )
          form.item.id = id
          addItem = form
        } else {
          repairs.append(
            "inventory.addItem adds item \(form.item.id), which is \(problem), and no id is free; closing the sheet"
          )
          addItem = nil
        }
      } else {
        addItem = form
      }
    }
    if addItem != nil, path.contains(where: { $0.detail?.destination != nil }) {
      // Two sheets of the list's stack at once: the detail's is kept, as a person reaches it.
      repairs.append(
        "inventory.addItem is open while a detail presents something; closing the sheet")
      addItem = nil
    }
    let elementIDs = Array(path.ids)
    var below: ItemDetailFeature.State?
    for (position, id) in elementIDs.enumerated() {
      guard case .detail(var detail) = path[id: id] else { continue }
      let place = "inventory.path.\(position)"
      guard let item = items[id: detail.item.id] else {
        repairs.append(
          "\(place) shows item \(detail.item.id), which is not in the inventory; "
            + closing(above: path.count - position - 1))
        path.pop(from: id)
        break
      }
      if let below, !below.related.contains(where: { $0.id == item.id }) {
        // The repaired inventory decides which items are related: a detail is opened from the
        // related items of the one below.
        repairs.append(
          "\(place) shows item \(item.id), which is not related to item \(below.item.id) below it; "
            + closing(above: path.count - position - 1))
        path.pop(from: id)
        break
      }
      if detail.item != item, !reported.contains(item.id) {
        repairs.append(
          "\(place) shows an old copy of \(StateValueRepair.label(name: item.name, id: item.id)); "
            + "showing the inventory's")
      }
      detail.repair(item: item, among: items, at: place, into: &repairs)
      path[id: id] = .detail(detail)
      below = detail
    }
  }
}

extension ItemDetailFeature.State {
  fileprivate mutating func repair(
    item current: Item, among items: IdentifiedArrayOf<Item>, at place: String,
    into repairs: inout [String]
  ) {
    // The inventory is the truth, repaired above; the copy only shows it.
    item = current
    AppFeature.State.repairInterval(&refreshSeconds, at: place, into: &repairs)
    if let level = stockLevel, !AppFeature.State.countRange.contains(level) {
      repairs.append("\(place).stockLevel is \(level); reading it again")
      stockLevel = nil
    }
    AppFeature.State.repairCount(
      &refreshCount, named: "refreshCount", at: place, into: &repairs, replacement: 0)
    let unknown = related.filter { items[id: $0.id] == nil }
    if !unknown.isEmpty {
      repairs.append(
        "\(place).related lists items not in the inventory (\(StateFile.printable(unknown.map(\.name).joined(separator: ", ")))); removing them"
      )
    }
    // The inventory relates an item to the others of its kind, and a link opens each detail over
    // the one below from that: an item of another kind (one edited to another kind on the detail
    // above, or one related to a saved copy of this detail's item of another kind) is no longer
    // related, so the detail above it is closed, and the restored stack's link opens from launch.
    // The detail's own item never is.
    related = related.compactMap { items[id: $0.id] }.filter(item.isRelated)
    guard case .edit(var form) = destination else { return }
    guard form.item.id == item.id else {
      repairs.append(
        "\(place).destination edits item \(form.item.id), not \(StateFile.printable(item.name)); "
          + "closing the sheet")
      destination = nil
      return
    }
    form.repairQuantity(at: "\(place).destination", into: &repairs)
    destination = .edit(form)
  }
}

extension ItemFormFeature.State {
  fileprivate mutating func repairQuantity(at place: String, into repairs: inout [String]) {
    AppFeature.State.repairCount(&item.quantity, named: "quantity", at: place, into: &repairs)
  }
}

extension InventoryFeature.State {
  /// The identifier for a new item: one past the largest, or else the smallest free one; `nil`
  /// when every identifier in ``AppFeature/State/itemIDRange`` is taken.
  func freeItemID() -> Int? {
    let range = AppFeature.State.itemIDRange
    let next = (items.ids.max() ?? 0) + 1
    if range.contains(next) { return next }
    return range.first { items[id: $0] == nil }
  }
}

extension AppFeature.State {
  /// Brings a count into ``countRange``: below it to 0, above it to its upper bound (or to
  /// `replacement`).
  fileprivate static func repairCount(
    _ count: inout Int, named name: String, at place: String, into repairs: inout [String],
    replacement: Int? = nil
  ) {
    guard !countRange.contains(count) else { return }
    let repaired = replacement ?? min(max(count, countRange.lowerBound), countRange.upperBound)
    repairs.append("\(place) has \(name) \(count); using \(repaired)")
    count = repaired
  }
}

extension MoviesFeature.State {
  fileprivate mutating func repair(catalog: MovieCatalog, into repairs: inout [String]) {
    for (position, id) in path.ids.enumerated() {
      guard let element = path[id: id], let unknown = element.unknown(in: catalog) else {
        continue
      }
      repairs.append(
        "movies.path.\(position) shows \(unknown), which is not in the catalog; "
          + closing(above: path.count - position - 1))
      path.pop(from: id)
      break
    }
  }
}

extension MoviesFeature.Path.State {
  /// What the screen shows that the catalog does not know, if anything.
  fileprivate func unknown(in catalog: MovieCatalog) -> String? {
    switch self {
    case .movie(let state):
      catalog.movie(state.movie.id) == nil ? "movie \(state.movie.id)" : nil
    case .cast(let state):
      catalog.movie(state.movie.id) == nil ? "movie \(state.movie.id)" : nil
    case .person(let state):
      catalog.person(state.person.id) == nil ? "person \(state.person.id)" : nil
    case .filmography(let state):
      catalog.person(state.person.id) == nil ? "person \(state.person.id)" : nil
    }
  }
}

/// How a repair that pops a stack element says so: "closing it and the 2 screens above it".
private func closing(above: Int) -> String {
  switch above {
  case 0: "closing it"
  case 1: "closing it and the 1 screen above it"
  default: "closing it and the \(above) screens above it"
  }
}

extension String {
  /// Whether the text shows nothing: it is empty, or only spaces, line breaks and invisible
  /// characters.
  fileprivate var isBlank: Bool {
    unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0.properties.generalCategory == .control
        || $0.properties.generalCategory == .format
    }
  }
}
