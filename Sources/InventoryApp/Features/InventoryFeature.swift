import Waypoint
import WaypointRules

/// The Inventory tab: a list of items with a navigation stack of item details, and an add-item
/// sheet.
///
/// ```swift
/// store.send(.itemTapped(widget))   // pushes ItemDetailFeature for the widget
/// store.send(.addButtonTapped)      // presents ItemFormFeature as a sheet
/// ```
@Reducer
package struct InventoryFeature: Sendable {
  /// The tab's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The items, in display order.
    package var items: IdentifiedArrayOf<Item>
    /// The stack of item details.
    package var path = StackState<Path.State>()
    /// The add-item sheet.
    @Presents package var addItem: ItemFormFeature.State?
    /// How often a newly opened detail refreshes its stock level, in seconds.
    package var refreshSeconds: Int

    /// Creates the tab's state.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - refreshSeconds: How often details refresh stock levels.
    package init(items: [Item] = Item.samples, refreshSeconds: Int = 2) {
      self.items = IdentifiedArray(uniqueElements: items)
      self.refreshSeconds = refreshSeconds
    }

    /// A detail's state for an item, with its related items as they are now.
    package func detail(for item: Item) -> ItemDetailFeature.State {
      ItemDetailFeature.State(
        item: item,
        related: items.filter(item.isRelated),
        refreshSeconds: refreshSeconds
      )
    }
  }

  /// The tab's actions.
  package enum Action: Equatable, Sendable {
    case addButtonTapped
    case addItem(PresentationAction<ItemFormFeature.Action>)
    case itemTapped(Item)
    /// Shows the navigation a link opened: the stack and the add-item sheet. Set here, inside
    /// the stack's and the sheet's operators, the screens it closes end with their effects.
    case linkOpened(State)
    case path(StackAction<Path.State, Path.Action>)
  }

  /// The screens that can be pushed on the tab's stack.
  @Reducer
  package enum Path {
    /// An item's detail.
    case detail(ItemDetailFeature)
  }

  @Dependency(\.activityLog) var activityLog

  /// Creates the tab's reducer.
  package init() {}

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        guard let form = state.newItemForm() else { return .none }
        state.addItem = form
        return .none
      case .addItem(.presented(.delegate(.saved(let item)))):
        state.items.append(item)
        return .none
      case .addItem:
        return .none
      case .itemTapped(let item):
        push(.detail(state.detail(for: item)), onto: &state)
        return .none
      case .linkOpened(let opened):
        // A detail the link keeps (its ID is the same) changes what it presents through its
        // own reducer.
        var path = opened.path
        var changes: [Effect<Action>] = []
        for id in path.ids {
          guard let before = state.path[id: id, case: \.detail],
            let after = path[id: id, case: \.detail], before.destination != after.destination
          else { continue }
          path[id: id, case: \.detail]?.destination = before.destination
          changes.append(
            .send(.path(.element(id: id, action: .detail(.linkOpened(after.destination))))))
        }
        state.path = path.drawingIDs(over: state.path)
        if state.addItem != opened.addItem { state.addItem = opened.addItem }
        return .merge(changes)
      case .path(.element(id: _, action: .detail(.relatedItemTapped(let item)))):
        push(.detail(state.detail(for: item)), onto: &state)
        return .none
      case .path(.element(id: _, action: .detail(.delegate(.itemChanged(let item))))):
        state.items[id: item.id] = item
        state.updateDetails(for: item)
        return .none
      case .path(.element(id: _, action: .detail(.delegate(.deleteItem(let id))))):
        state.items.remove(id: id)
        state.removeDetails(for: id)
        return .none
      case .path:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) { ItemFormFeature() }
    .forEach(\.path, action: \.path)
    .enforcing(Self.pathRules, on: \.path)
  }

  /// Pushes a detail when the stack's rules allow it, and says why not otherwise.
  private func push(_ screen: Path.State, onto state: inout State) {
    if let reason = Self.pathRules.push(
      screen, onto: &state.path, named: "the items' stack", maxDepth: Self.maxDepth)
    {
      activityLog.record("Not opened: \(reason).")
    }
  }
}

extension InventoryFeature.Path.State: Codable, Equatable, Sendable {}
extension InventoryFeature.Path.Action: Equatable, Sendable {}

extension InventoryFeature.State {
  /// Shows an edited item everywhere on the stack: as the subject of a detail and among the
  /// related items of others. A detail keeps the item of the detail above it among its related
  /// items, whatever its kind now: that detail was opened from there, and the stack's link
  /// names it so.
  mutating func updateDetails(for item: Item) {
    let ids = Array(path.ids)
    for (position, id) in ids.enumerated() {
      let above = position + 1 < ids.count ? path[id: ids[position + 1]]?.detail?.item.id : nil
      path[id: id, case: \.detail]?.apply(item, keeping: above)
    }
  }

  /// Pops the first detail of a deleted item, with everything above it, and forgets the item
  /// among the related items of the details below.
  mutating func removeDetails(for itemID: Item.ID) {
    if let first = path.ids.first(where: { path[id: $0]?.detail?.item.id == itemID }) {
      path.pop(from: first)
    }
    for id in path.ids {
      path[id: id, case: \.detail]?.related.removeAll { $0.id == itemID }
    }
  }
}

extension ItemDetailFeature.State {
  /// Takes in an edited item, whether it is this detail's item or one of its related items.
  ///
  /// - Parameters:
  ///   - edited: The item as edited.
  ///   - kept: The item of the detail opened over this one, if any, which stays among the
  ///     related items whatever its kind.
  mutating func apply(_ edited: Item, keeping kept: Item.ID? = nil) {
    if item.id == edited.id { item = edited }
    // Read before `related` changes: observed properties are accessors of the whole state, so
    // reading `item` while `related` is being modified would overlap the modification.
    let kind = item.kind
    related = related.map { $0.id == edited.id ? edited : $0 }
    related.removeAll { $0.kind != kind && $0.id != kept }
  }
}

extension InventoryFeature.State {
  /// The form the add button presents: a new item, with the name being typed.
  ///
  /// - Returns: The form, or `nil` when every item ID is taken.
  package func newItemForm() -> ItemFormFeature.State? {
    guard let id = freeItemID() else { return nil }
    return ItemFormFeature.State(item: Self.newItem(id: id), focus: .name)
  }

  /// The item a new form starts with.
  static func newItem(id: Item.ID) -> Item {
    Item(id: id, name: "", kind: .gadget, quantity: 1)
  }
}
