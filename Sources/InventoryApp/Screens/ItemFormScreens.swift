import Waypoint

/// The screens of an item form: the sheet, and its alert when one is shown.
enum ItemFormScreens {
  typealias Send = @Sendable (ItemFormFeature.Action) -> AppFeature.Action

  static func screens(
    _ state: ItemFormFeature.State,
    id: String,
    title: String,
    subject: String,
    send: @escaping Send,
    dismiss: AppFeature.Action
  ) -> [Screen] {
    var sheet = Screen(id: id, title: title, presentation: .sheet, back: dismiss)
    sheet.subject = subject
    let item = state.item
    let typing = state.focus == .name
    sheet.lines = [
      state.isSaving
        ? "Saving…"
        : typing
          ? "Typing the name: letters type, Enter or Esc ends the typing."
          : "Choose a field and press Enter to change it."
    ]
    sheet.entries = [
      Screen.Entry(
        "Name: \(item.name)\(typing ? "▌" : "")", key: "n", action: send(.focusChanged(.name))),
      Screen.Entry("Kind: \(item.kind.title)", key: "k", action: send(.kindButtonTapped)),
      Screen.Entry(
        "Quantity: \(item.quantity)  (+1)", key: "+", action: send(.quantityStepped(by: 1))),
      Screen.Entry(
        "Quantity: \(item.quantity)  (−1)", key: "-", action: send(.quantityStepped(by: -1))),
      Screen.Entry("Save", key: "s", action: send(.saveButtonTapped)),
      Screen.Entry("Cancel", key: "c", action: send(.cancelButtonTapped)),
    ]
    if typing {
      sheet.textField = Screen.TextField(
        entry: 0,
        text: item.name,
        change: { send(.nameChanged($0)) },
        commit: send(.focusChanged(nil))
      )
    }
    guard let alert = state.alert else { return [sheet] }
    var alertScreen = AlertScreens.alert(
      alert,
      id: id + "/alert",
      send: { send(.alert(.presented($0))) },
      dismiss: send(.alert(.dismiss))
    )
    alertScreen.subject = "alert"
    return [sheet, alertScreen]
  }
}
