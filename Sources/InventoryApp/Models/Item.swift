/// An item of the inventory.
///
/// ```swift
/// let widget = Item(id: 1, name: "Widget", kind: .gadget, quantity: 12)
/// widget.kind.title  // "Gadget"
/// ```
package struct Item: Codable, Equatable, Hashable, Identifiable, Sendable {
  /// The item's identifier, unique within an inventory.
  package var id: Int
  /// The item's name, shown in lists and breadcrumbs.
  package var name: String
  /// The item's kind; items of the same kind are related.
  package var kind: Kind
  /// How many units are recorded as in stock.
  package var quantity: Int

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - name: The name.
  ///   - kind: The kind.
  ///   - quantity: The recorded quantity.
  package init(id: Int, name: String, kind: Kind, quantity: Int) {
    self.id = id
    self.name = name
    self.kind = kind
    self.quantity = quantity
  }

  /// Whether `other` is related to this item: another item of the same kind. A detail lists
  /// these, a link opens a detail over another's from them, and a restored stack keeps only them.
  package func isRelated(to other: Item) -> Bool {
    other.kind == kind && other.id != id
  }

  /// The kind of an item.
  package enum Kind: String, CaseIterable, Codable, Hashable, Sendable {
    case gadget, tool, fastener

    /// The kind's name for display.
    package var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The kind after this one, wrapping around: how a form cycles through kinds.
    package var next: Kind {
      let all = Kind.allCases
      return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
  }
}

extension Item {
  /// The inventory the demo starts with.
  package static let samples: [Item] = [
    Item(id: 1, name: "Widget", kind: .gadget, quantity: 12),
    Item(id: 2, name: "Gizmo", kind: .gadget, quantity: 4),
    Item(id: 3, name: "Doohickey", kind: .gadget, quantity: 0),
    Item(id: 4, name: "Hammer", kind: .tool, quantity: 7),
    Item(id: 5, name: "Wrench", kind: .tool, quantity: 3),
    Item(id: 6, name: "Bolt", kind: .fastener, quantity: 250),
    Item(id: 7, name: "Nut", kind: .fastener, quantity: 310),
  ]
}
