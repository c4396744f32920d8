// Seed 003, "Persistent state": the notes' scene-storage recipe, as written, but for one line.
// `@StateObject private var navModel = NavigationModel()` is left out: `@StateObject` takes a
// Combine `ObservableObject`, and Combine is not part of SwiftUI's stand-in (nor of Linux). A
// plain main-actor `navModel` is supplied in its place. The notes' `NavigationSplitView { ... }`
// elides its columns; they are supplied.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  enum Seed003PersistentState {
    // Supplied: the view the notes' properties and body belong to.
    struct NavigationRootView: View {
      // Use SceneStorage to save and restore
      // Left out (Combine): @StateObject private var navModel = NavigationModel()
      // Supplied: the model, without `@StateObject`.
      private let navModel = NavigationModel()
      @SceneStorage("navigation") private var data: Data?

      var body: some View {
        // The notes: `NavigationSplitView { ... }`; the columns are supplied.
        NavigationSplitView {
          Text("Sidebar")
        } detail: {
          Text("Detail")
        }
        .task {
          // restore state if present
          if let data = data {
            navModel.jsonData = data
          }

          // start an asynchronous for loop that will iterate
          // whenever my navigation model changes. The body of
          // this loop will run on each change, so I can use
          // that to save my navigation state back to my scene
          // storage data.
          for await _ in navModel.objectWillChangeSequence {
            data = navModel.jsonData
          }
        }
      }
    }

    // Supplied: the notes' navigation model, which encodes its state as JSON and tells when it
    // changes.
    @MainActor
    final class NavigationModel {
      var selection: Int?
      let objectWillChangeSequence: AsyncStream<Void>
      private let changed: AsyncStream<Void>.Continuation

      init() {
        (objectWillChangeSequence, changed) = AsyncStream.makeStream()
      }

      var jsonData: Data? {
        get { try? JSONEncoder().encode(selection) }
        set {
          guard let newValue else { return }
          selection = try? JSONDecoder().decode(Int?.self, from: newValue)
          changed.yield()
        }
      }
    }
  }
#endif
