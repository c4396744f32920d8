import Foundation
import InventoryApp
import Testing
import Waypoint

@Suite struct StateFileTests {
  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("inventory-\(UUID()).json").path
  }

  @Test func savedNavigationIsRestored() throws {
    let file = StateFile(path: temporaryPath())
    defer { try? FileManager.default.removeItem(atPath: file.path) }
    var state = AppFeature.State(selectedTab: .movies)
    var detail = state.inventory.detail(for: Item.samples[3])
    detail.destination = .confirmDelete(.deleteItem(Item.samples[3]))
    state.inventory.path.append(.detail(detail))
    state.movies.path.append(.movie(MovieFeature.State(movie: MovieCatalog.standard.movies[0])))
    state.settings = SettingsFeature.State()
    try file.save(state)
    #expect(try file.load() == state)
  }

  @Test func aMissingFileMeansStartFresh() throws {
    #expect(try StateFile(path: temporaryPath()).load() == nil)
  }

  @Test(arguments: [
    ("not json", "it is not valid JSON"),
    (#"{"version":1,"state":{"selectedTab":"inventory"}}"#, "it lacks “inventory” at “state”"),
    (#"{"version":9,"state":{}}"#, "it has version 9, but this app reads version 1"),
    (#"{"state":{}}"#, "it lacks “version”"),
  ])
  func aCorruptFileIsAClearError(contents: String, reason: String) throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: StateFileError(path: path, reason: reason)) { try StateFile(path: path).load() }
  }
}
