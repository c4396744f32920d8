// The README's examples, verbatim: if this file stops compiling, the README is wrong.

import Foundation
import Testing
import Waypoint
import WaypointTesting

@Suite struct ReadmeExamples {

  struct ItemForm: Reducer {
    struct State: Equatable { var name = "" }
    @CasePathable
    enum Action: Equatable { case saveButtonTapped }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .run { _ in await dismiss() }  // closes the sheet or pops the stack, whichever showed it
    }
  }

  struct Inventory: Reducer {
    struct State: Equatable {
      @Presents var addItem: ItemForm.State?  // tree: non-nil while the sheet is up
      var path = StackState<ItemForm.State>()  // stack: the drill-downs, bottom first
    }
    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
      case itemTapped(String)
      case addItem(PresentationAction<ItemForm.Action>)
      case path(StackActionOf<ItemForm>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.addItem = ItemForm.State()
          return .none
        case let .itemTapped(name):
          state.path.append(ItemForm.State(name: name))
          return .none
        case .addItem, .path:
          return .none
        }
      }
      .ifLet(\.$addItem, action: \.addItem) { ItemForm() }
      .forEach(\.path, action: \.path) { ItemForm() }
    }
  }

  @MainActor
  @Test func pushThenDismiss() async {
    let store = TestStore(initialState: Inventory.State()) { Inventory() }
    await store.send(.itemTapped("Widget")) {
      $0.path.append(ItemForm.State(name: "Widget"))
    }
    await store.send(\.path[id: 0].saveButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }
}

@Test func readmeExamplesAreTheOnesCompiledHere() throws {
  let thisFile = URL(fileURLWithPath: #filePath)
  let root = thisFile.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let compiled = try String(contentsOf: thisFile, encoding: .utf8)
  let compiledLines = Set(
    compiled.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
  let blocks = readme.components(separatedBy: "```swift\n").dropFirst()
    .map { $0.components(separatedBy: "```").first ?? "" }
  #expect(blocks.count >= 2)
  for block in blocks {
    for line in block.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      #expect(
        compiledLines.contains(trimmed),
        "README line not compiled by this test: \(trimmed)"
      )
    }
  }
}
