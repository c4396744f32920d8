import Foundation
import Waypoint

/// The form that adds or edits an item, shown as a sheet.
///
/// Saving validates the name (an empty name shows an alert), then saves through
/// ``InventoryClient`` asynchronously, tells the parent with ``Action/Delegate/saved(_:)`` and
/// dismisses itself.
///
/// ```swift
/// state.addItem = ItemFormFeature.State(item: Item(id: 8, name: "", kind: .tool, quantity: 0))
/// ```
@Reducer
package struct ItemFormFeature: Sendable {
  /// The form's state.
  @ObservableState
  package struct State: Codable, Equatable, Sendable {
    /// The item being edited.
    package var item: Item
    /// The field being typed into, if any: a view binds it to its focus.
    package var focus: Field?
    /// Whether a save is in flight. Not saved with the navigation state.
    package var isSaving = false
    /// The validation or error alert.
    @Presents package var alert: AlertState<Action.Alert>?

    /// Creates the form's state.
    ///
    /// - Parameters:
    ///   - item: The item to edit.
    ///   - focus: The field to type into first.
    package init(item: Item, focus: Field? = nil) {
      self.item = item
      self.focus = focus
    }

    // Observed properties are coded from their storage, under their own names; `isSaving` is
    // left out.
    private enum CodingKeys: String, CodingKey {
      case _item = "item"
      case _focus = "focus"
      case alert
    }
  }

  /// A field of the form that takes typing.
  package enum Field: String, CaseIterable, Codable, Hashable, Sendable {
    case name
  }

  /// The form's actions.
  package enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case cancelButtonTapped
    case delegate(Delegate)
    case focusChanged(Field?)
    case kindButtonTapped
    case nameChanged(String)
    case quantityStepped(by: Int)
    case saveButtonTapped
    case saveFailed(String)
    case saveFinished

    /// The alert's actions: its only button dismisses it.
    @CasePathable
    package enum Alert: Codable, Equatable, Sendable {
      case okTapped
    }

    /// What the form tells its parent.
    @CasePathable
    package enum Delegate: Equatable, Sendable {
      /// The item was saved.
      case saved(Item)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.inventoryClient) var inventoryClient

  /// Creates the form's reducer.
  package init() {}

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert, .delegate:
        return .none
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      case .focusChanged(let field):
        state.focus = field
        return .none
      case .kindButtonTapped:
        state.item.kind = state.item.kind.next
        return .none
      case .nameChanged(let name):
        state.item.name = name
        return .none
      case .quantityStepped(let step):
        let range = AppFeature.State.countRange
        state.item.quantity = min(
          max(range.lowerBound, state.item.quantity + step), range.upperBound)
        return .none
      case .saveButtonTapped:
        return save(&state)
      case .saveFailed(let message):
        state.isSaving = false
        state.alert = AlertState {
          TextState("Could not save")
        } message: {
          TextState(message)
        }
        return .none
      case .saveFinished:
        state.isSaving = false
        return .run { [item = state.item] send in
          await send(.delegate(.saved(item)))
          await dismiss()
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func save(_ state: inout State) -> Effect<Action> {
    state.focus = nil
    state.item.name = state.item.name.trimmingCharacters(in: .whitespaces)
    guard !state.item.name.isEmpty else {
      state.alert = .nameRequired
      return .none
    }
    guard !state.isSaving else { return .none }
    state.isSaving = true
    return .run { [item = state.item] send in
      try await inventoryClient.save(item)
      await send(.saveFinished)
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
  }
}

extension AlertState where Action == ItemFormFeature.Action.Alert {
  /// The alert a form shows when it is saved without a name.
  package static var nameRequired: Self {
    AlertState {
      TextState("Name required")
    } actions: {
      ButtonState(action: .okTapped) { TextState("OK") }
    } message: {
      TextState("Give the item a name before saving.")
    }
  }
}
