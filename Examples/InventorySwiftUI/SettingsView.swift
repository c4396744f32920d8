#if canImport(SwiftUI)
  import InventoryApp
  import SwiftUI
  import WaypointSwiftUI

  /// The settings, presented as a full-screen cover (a sheet on macOS). Done saves them; Cancel
  /// closes the cover, which discards them.
  struct SettingsView: View {
    let store: StoreOf<SettingsFeature>
    @Environment(\.dismiss) private var dismiss
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @Environment(\.openWindow) private var openWindow

    var body: some View {
      NavigationStack {
        Form {
          Section("Item details") {
            Button {
              store.send(.refreshIntervalTapped)
            } label: {
              HStack {
                Text("Refresh stock every")
                Spacer()
                Text("\(store.preferences.refreshSeconds) s")
                  .foregroundStyle(.secondary)
              }
            }
          }
          if supportsMultipleWindows {
            Section("Coordinator demo") {
              Button("Open the coordinator demo") {
                openWindow(id: CoordinatorDemoView.windowID)
              }
            }
          }
        }
        .navigationTitle("Settings")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            // SwiftUI's dismissal writes the cover's binding, which sends `.settings(.dismiss)`.
            Button("Cancel") { dismiss() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { store.send(.doneButtonTapped) }
          }
        }
      }
    }
  }
#endif
