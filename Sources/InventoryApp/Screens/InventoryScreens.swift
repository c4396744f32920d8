import Waypoint

/// The screens of the Inventory tab: the list, the details pushed on its stack, and the add-item
/// sheet.
enum InventoryScreens {
  static func screens(_ state: InventoryFeature.State) -> [Screen] {
    var list = Screen(id: "inventory", title: "Inventory", presentation: .root, back: nil)
    list.lines = state.items.isEmpty ? ["No items. Press a to add one."] : []
    list.entries = state.items.map { item in
      Screen.Entry(
        "\(item.name) — \(item.kind.title), \(item.quantity) recorded",
        action: .inventory(.itemTapped(item))
      )
    }
    list.entries.append(Screen.Entry("Add item", key: "a", action: .inventory(.addButtonTapped)))
    var screens = [list]
    for id in state.path.ids {
      guard let element = state.path[id: id] else { continue }
      switch element {
      case .detail(let detail):
        screens += ItemDetailScreens.screens(
          detail,
          id: "inventory/\(id)",
          send: { .inventory(.path(.element(id: id, action: .detail($0)))) },
          pop: .inventory(.path(.popFrom(id: id)))
        )
      }
    }
    if let form = state.addItem {
      screens += ItemFormScreens.screens(
        form,
        id: "inventory/add",
        title: "New item",
        subject: "add",
        send: { .inventory(.addItem(.presented($0))) },
        dismiss: .inventory(.addItem(.dismiss))
      )
    }
    return screens
  }
}
