import Testing
import Waypoint
import WaypointRules

/// The README's navigation rules example does what its comments say.
@MainActor
@Suite struct ReadmeRules {
  @Test func anEditorOverAnEditorIsReportedAndUndone() {
    let store = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      Store(initialState: Cookbook.State()) { Cookbook() }
    }
    withKnownIssue {
      store.send(.editTapped)
    } matching: {
      $0.description.contains("“editor” breaks .start(with: \\.recipe): it starts the stack")
    }
    #expect(store.state.path.isEmpty)
    store.send(.recipeTapped(1))
    store.send(.editTapped)
    withKnownIssue {
      store.send(.editTapped)
    }
    #expect(store.state.path.map(\.caseName) == ["recipe", "editor"])
    #expect(
      NavigationTree(store.state).description == """
        Cookbook.State
          path: stack of 2
            #1 recipe
            #2 editor
        """)
    let dot = cookbookGraph(highlighting: store.state)
    #expect(
      dot.contains(
        "\"Cookbook.Path.State.recipe\" -> \"Cookbook.Path.State.editor\" [label=\"push\", color=red"
      ))
    #expect(!dot.contains("\"Cookbook.Path.State.editor\" -> \"Cookbook.Path.State.editor\""))
  }
}
