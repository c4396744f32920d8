// Seed 003, "navigationDestination(for:destination:) modifier": the notes' colors stack and their
// "example with explicit path", as written. They are SwiftUI's own API, with no store; what they
// name and leave out is supplied.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointSwiftUI

  enum Seed003NavigationDestination {
    // Supplied: a view whose body is the notes' colors stack.
    struct ColorsView: View {
      var body: some View {
        NavigationStack {
          List {
            NavigationLink("Mint", value: Color.mint)
            NavigationLink("Pink", value: Color.pink)
            NavigationLink("Teal", value: Color.teal)
          }
          .navigationDestination(for: Color.self) { color in
            ColorDetail(color: color)  // The view to be pushed
          }
          .navigationTitle("Colors")
        }
      }
    }

    // Supplied.
    struct ColorDetail: View {
      let color: Color

      var body: some View {
        Text("A color").foregroundStyle(color)
      }
    }

    struct ContentView: View {
      /// The stack state.
      @State private var path: [Int] = []

      var body: some View {
        // This navigation doesn't use NavigationLink! 🎉
        NavigationStack(path: $path) {
          NumberView(0, onGoToNextNumber: { path = [1] })
            // 👇🏻 This modifier returns the view to be pushed for $path values of type Int
            .navigationDestination(for: Int.self) { number in
              NumberView(number, onGoToNextNumber: { path.append(number + 1) })
            }
        }
      }
    }

    /// A view that displays a number and has a button triggering an action injected by
    /// its parent view.
    struct NumberView: View {
      var number: Int
      var onGoToNextNumber: () -> Void

      init(_ number: Int, onGoToNextNumber: @escaping () -> Void) {
        self.number = number
        self.onGoToNextNumber = onGoToNextNumber
      }

      var body: some View {
        Text("\(number)").font(.headline)
        // The notes: `Button("Go to next number", action: onGoToNextNumber)`. In the Swift 6
        // language mode, handing the stored closure, which is not `Sendable`, to the button's
        // `@MainActor` action warns ("converting non-Sendable function value to '@MainActor
        // @Sendable () -> Void' may introduce data races"); a closure that calls it does not.
        Button("Go to next number", action: { onGoToNextNumber() })
      }
    }
  }
#endif
