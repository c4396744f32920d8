// The README's examples, verbatim: if this file stops compiling, the README is wrong.

import Foundation
import Testing
import Waypoint
import WaypointTesting

enum ReadmeExamples {

  struct ItemForm: Reducer {
    struct State: Equatable { var name = "" }
    @CasePathable
    enum Action: Equatable {
      case nameChanged(String)
      case saveButtonTapped
    }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      case .saveButtonTapped:
        return .run { _ in await dismiss() }  // the parent receives .addItem(.dismiss)
      }
    }
  }

  struct Inventory: Reducer {
    struct State: Equatable {
      var items: [String] = []
      @Presents var addItem: ItemForm.State?  // non-nil: the sheet is up
    }
    @CasePathable
    enum Action: Equatable {
      case addButtonTapped
      case addItem(PresentationAction<ItemForm.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.addItem = ItemForm.State()
          return .none
        case .addItem(.presented(.saveButtonTapped)):
          if let name = state.addItem?.name { state.items.append(name) }
          return .none
        case .addItem:
          return .none
        }
      }
      .ifLet(\.$addItem, action: \.addItem) { ItemForm() }
    }
  }

  struct Root: Reducer {
    struct State: Equatable {
      var path = StackState<Path.State>()
    }
    @CasePathable
    enum Action: Equatable {
      case itemTapped(String)
      case path(StackAction<Path.State, Path.Action>)
    }

    struct Path: Reducer {
      @CasePathable @dynamicMemberLookup
      enum State: Equatable { case detail(ItemForm.State) }
      @CasePathable
      enum Action: Equatable { case detail(ItemForm.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.detail, action: \.detail) { ItemForm() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .itemTapped(name):
          state.path.append(.detail(ItemForm.State(name: name)))
          return .none
        case .path:
          return .none
        }
      }
      .forEach(\.path, action: \.path) { Path() }
    }
  }

}

@MainActor
@Test func pushThenDismiss() async {
  let store = TestStore(initialState: ReadmeExamples.Root.State()) { ReadmeExamples.Root() }
  await store.send(.itemTapped("Widget")) {
    $0.path.append(.detail(ReadmeExamples.ItemForm.State(name: "Widget")))
  }
  await store.send(\.path[id: 0].detail.saveButtonTapped)
  await store.receive(\.path.popFrom) {
    $0.path[id: 0] = nil
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
  #expect(blocks.count >= 3)
  for block in blocks {
    for line in block.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let qualified =
        trimmed
        .replacingOccurrences(of: "Root.State()", with: "ReadmeExamples.Root.State()")
        .replacingOccurrences(of: "{ Root() }", with: "{ ReadmeExamples.Root() }")
        .replacingOccurrences(
          of: ".detail(ItemForm.State(", with: ".detail(ReadmeExamples.ItemForm.State(")
      #expect(
        compiledLines.contains(trimmed) || compiledLines.contains(qualified),
        "README line not compiled by this test: \(trimmed)"
      )
    }
  }
}
