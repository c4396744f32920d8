import Waypoint

/// The screens of an item detail: the pushed detail, and its edit sheet or delete dialog.
enum ItemDetailScreens {
  typealias Send = @Sendable (ItemDetailFeature.Action) -> AppFeature.Action

  static func screens(
    _ state: ItemDetailFeature.State,
    id: String,
    send: @escaping Send,
    pop: AppFeature.Action
  ) -> [Screen] {
    var detail = Screen(id: id, title: state.item.name, presentation: .push, back: pop)
    detail.subject = "item \(state.item.id)"
    detail.lines = [
      "Kind: \(state.item.kind.title)    Recorded quantity: \(state.item.quantity)",
      stockLine(state),
    ]
    detail.entries = [
      Screen.Entry("Edit", key: "e", action: send(.editButtonTapped)),
      Screen.Entry("Delete", key: "d", action: send(.deleteButtonTapped)),
    ]
    detail.entries += state.related.map {
      Screen.Entry("Related: \($0.name)", action: send(.relatedItemTapped($0)))
    }
    detail.onAppear = send(.task)
    return [detail] + destinationScreens(state, id: id, send: send)
  }

  private static func stockLine(_ state: ItemDetailFeature.State) -> String {
    guard let level = state.stockLevel else { return "Stock level: loading…" }
    let times = state.refreshCount == 1 ? "once" : "\(state.refreshCount)×"
    return "Stock level: \(level)  (live, every \(state.refreshSeconds)s, read \(times))"
  }

  private static func destinationScreens(
    _ state: ItemDetailFeature.State,
    id: String,
    send: @escaping Send
  ) -> [Screen] {
    let dismiss = send(.destination(.dismiss))
    switch state.destination {
    case nil:
      return []
    case .confirmDelete(let dialog):
      var screen = AlertScreens.dialog(
        dialog,
        id: id + "/delete",
        send: { send(.destination(.presented(.confirmDelete($0)))) },
        dismiss: dismiss
      )
      screen.subject = "delete"
      return [screen]
    case .edit(let form):
      return ItemFormScreens.screens(
        form,
        id: id + "/edit",
        title: "Edit",
        subject: "edit",
        send: { send(.destination(.presented(.edit($0)))) },
        dismiss: dismiss
      )
    }
  }
}
