import Waypoint
import WaypointRules

/// An item's detail screen, pushed on the Inventory stack.
///
/// While it is on the stack it refreshes the item's stock level periodically; the refresh is an
/// effect of the stack element, so popping the screen stops it. From here the item is edited in a
/// sheet, deleted after a confirmation dialog, and related items (of the same kind) are pushed.
@Reducer
package struct ItemDetailFeature: Sendable {
  /// The detail's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The item shown.
    package var item: Item
    /// Items of the same kind, which can be pushed from here.
    package var related: [Item]
    /// How often the stock level is refreshed, in seconds.
    package var refreshSeconds: Int
    /// The latest stock level read, if any.
    package var stockLevel: Int?
    /// How many times the stock level has been read.
    package var refreshCount = 0
    /// Whether the stock refresh has been started by ``Action/task``. Not saved with the
    /// navigation state: a restored detail starts it again when it appears.
    package var isRefreshing = false
    /// The edit sheet or the delete dialog.
    @Presents package var destination: Destination.State?

    /// Creates the detail's state.
    ///
    /// - Parameters:
    ///   - item: The item shown.
    ///   - related: Items of the same kind.
    ///   - refreshSeconds: How often the stock level is refreshed.
    package init(item: Item, related: [Item] = [], refreshSeconds: Int = 2) {
      self.item = item
      self.related = related
      self.refreshSeconds = refreshSeconds
    }

    // Observed properties are coded from their storage, under their own names; `isRefreshing`
    // is left out.
    private enum CodingKeys: String, CodingKey {
      case _item = "item"
      case _related = "related"
      case _refreshSeconds = "refreshSeconds"
      case _stockLevel = "stockLevel"
      case _refreshCount = "refreshCount"
      case destination
    }
  }

  /// The detail's actions.
  package enum Action: Equatable, Sendable {
    case deleteButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped
    /// Presents what a link names, or nothing. Set here, inside the presentation operator, what
    /// was presented before ends with its effects.
    case linkOpened(Destination.State?)
    case relatedItemTapped(Item)
    case stockLevelLoaded(Int)
    /// The screen appeared: starts the stock refresh. A view sends it from its `task`.
    case task

    /// The confirmation dialog's actions.
    @CasePathable
    package enum Dialog: Codable, Equatable, Sendable {
      case confirmDeletion
    }

    /// What the detail tells its parent.
    @CasePathable
    package enum Delegate: Equatable, Sendable {
      /// The user confirmed deleting the item.
      case deleteItem(Item.ID)
      /// The item was edited and saved.
      case itemChanged(Item)
    }
  }

  /// What the detail presents.
  @Reducer
  package enum Destination {
    /// The dialog that confirms deleting the item.
    case confirmDelete(ConfirmationDialogState<ItemDetailFeature.Action.Dialog>)
    /// The sheet that edits the item.
    case edit(ItemFormFeature)
  }

  private enum CancelID { case stockRefresh }

  @Dependency(\.activityLog) var activityLog
  @Dependency(\.continuousClock) var clock
  @Dependency(\.inventoryClient) var inventoryClient

  /// Creates the detail's reducer.
  package init() {}

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .confirmDelete(.deleteItem(state.item))
        return .none
      case .delegate, .relatedItemTapped:
        return .none
      case .destination(.presented(.confirmDelete(.confirmDeletion))):
        return .send(.delegate(.deleteItem(state.item.id)))
      case .destination(.presented(.edit(.delegate(.saved(let item))))):
        let changed = state.item != item
        state.item = item
        // A running refresh reads the item it was started with, and logs its name: restart it
        // with the item as it is now.
        return changed && state.isRefreshing
          ? .merge(.send(.delegate(.itemChanged(item))), refreshStockLevel(state))
          : .send(.delegate(.itemChanged(item)))
      case .destination:
        return .none
      case .editButtonTapped:
        state.destination = .edit(ItemFormFeature.State(item: state.item))
        return .none
      case .linkOpened(let destination):
        state.destination = destination
        return .none
      case .stockLevelLoaded(let level):
        state.stockLevel = level
        state.refreshCount = min(state.refreshCount + 1, AppFeature.State.countRange.upperBound)
        return .none
      case .task:
        state.isRefreshing = true
        return refreshStockLevel(state)
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .enforcing(Self.destinationRules, on: \.$destination)
  }

  private func refreshStockLevel(_ state: State) -> Effect<Action> {
    // A saved state may hold any interval: never refresh without a pause.
    let seconds = max(state.refreshSeconds, AppFeature.State.refreshRange.lowerBound)
    return .run { [item = state.item] send in
      let run = activityLog.start("Stock refresh", item.name, key: "\(item.id)")
      defer { activityLog.end(run, "stopped: \(item.name)") }
      while true {
        let level = try await inventoryClient.stockLevel(item)
        await send(.stockLevelLoaded(level))
        try await clock.sleep(for: .seconds(seconds))
      }
    } catch: { error, _ in
      activityLog.record("Stock refresh failed: \(error)")
    }
    .cancellable(id: CancelID.stockRefresh, cancelInFlight: true)
  }
}

extension ItemDetailFeature.Destination.State: Codable, Equatable, Sendable {}
extension ItemDetailFeature.Destination.Action: Equatable, Sendable {}

extension ConfirmationDialogState where Action == ItemDetailFeature.Action.Dialog {
  /// The dialog that confirms deleting an item.
  ///
  /// - Parameter item: The item to delete.
  /// - Returns: The dialog.
  package static func deleteItem(_ item: Item) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Delete \(item.name)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This removes it from the inventory.")
    }
  }
}
