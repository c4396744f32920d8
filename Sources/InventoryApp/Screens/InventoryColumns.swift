import Waypoint

/// The Inventory tab as a split view, the way a wide terminal shows it: the kinds as a sidebar,
/// the items of the selected kind, and the detail stack.
///
/// The columns are read from the same state as the single stack a narrow terminal shows: the
/// sidebar selects the kind of the item at the bottom of the stack, the content column selects
/// that item, and the detail column shows the stack. Widening the terminal expands the stack to
/// these columns and narrowing it collapses them back, without a change of state, as
/// `SplitViewState` collapses and expands.
///
/// ```swift
/// let columns = InventoryColumns(state.inventory)  // with item 2's detail pushed
/// columns.kinds[columns.selectedKind!]              // "Gadget"
/// columns.items[columns.selectedItem!]              // "Gizmo"
/// ```
package struct InventoryColumns: Equatable, Sendable {
  /// The terminal width from which the Inventory tab shows as columns.
  package static let minimumWidth = 120

  /// The kinds, in the order of `Item.Kind`.
  package var kinds: [String]
  /// The position of the selected kind in ``kinds``; `nil` when the stack is empty.
  package var selectedKind: Int?
  /// The items of the selected kind, by name; every item when no kind is selected.
  package var items: [String]
  /// The position of the selected item in ``items``; `nil` when the stack is empty.
  package var selectedItem: Int?

  /// The columns of the Inventory tab's state.
  ///
  /// - Parameter state: The Inventory tab's state.
  package init(_ state: InventoryFeature.State) {
    let kinds = Item.Kind.allCases
    self.kinds = kinds.map(\.title)
    guard case .detail(let bottom)? = state.path.first else {
      selectedKind = nil
      items = state.items.map(\.name)
      selectedItem = nil
      return
    }
    let kind = bottom.item.kind
    let items = state.items.filter { $0.kind == kind }
    selectedKind = kinds.firstIndex(of: kind)
    self.items = items.map(\.name)
    selectedItem = items.firstIndex { $0.id == bottom.item.id }
  }
}
