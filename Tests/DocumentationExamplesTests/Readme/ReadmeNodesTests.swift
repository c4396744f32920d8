import Testing

@MainActor
@Suite struct ReadmeNodesTests {
  @Test func theLibraryExampleDoesWhatTheReadmeSays() throws {
    let (graph, refusal) = browseTheLibrary()
    #expect(refusal == "the stack holds 1 node above its root, fewer than 2")
    let readme = try Snippets.read("README.md")
    #expect(readme.contains("```text\n\(graph)\n```"), "The README shows:\n\(graph)")
  }
}
