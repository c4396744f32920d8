import Waypoint

/// The inventory's back end: saving items and reading live stock levels.
///
/// The live client simulates a slow server on `continuousClock`, so a clock swapped in by a test
/// or by script mode decides how long a save takes.
///
/// ```swift
/// @Dependency(\.inventoryClient) var inventoryClient
/// try await inventoryClient.save(item)
/// let level = try await inventoryClient.stockLevel(item)
/// ```
package struct InventoryClient: Sendable {
  /// Saves an item.
  package var save: @Sendable (_ item: Item) async throws -> Void
  /// Reads the current stock level of an item.
  package var stockLevel: @Sendable (_ item: Item) async throws -> Int

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - save: Saves an item.
  ///   - stockLevel: Reads the current stock level of an item.
  package init(
    save: @escaping @Sendable (_ item: Item) async throws -> Void,
    stockLevel: @escaping @Sendable (_ item: Item) async throws -> Int
  ) {
    self.save = save
    self.stockLevel = stockLevel
  }
}

extension InventoryClient: DependencyKey {
  /// How long the live client takes to save.
  package static let saveDuration = Duration.milliseconds(800)

  /// A client that takes ``saveDuration`` to save and reports stock levels that drift around each
  /// item's recorded quantity.
  package static var liveValue: InventoryClient {
    let readings = LockIsolated(0)
    return InventoryClient(
      save: { _ in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: saveDuration)
      },
      stockLevel: { item in
        let reading = readings.withValue { count in
          count += 1
          return count
        }
        let level = item.quantity + (reading &* 7 &+ item.id &* 3) % 5 - 2
        return min(max(0, level), AppFeature.State.countRange.upperBound)
      }
    )
  }

  /// A client that saves at once and reports each item's recorded quantity.
  package static var testValue: InventoryClient {
    InventoryClient(save: { _ in }, stockLevel: { $0.quantity })
  }
}

extension DependencyValues {
  /// The inventory's back end. See ``InventoryClient``.
  package var inventoryClient: InventoryClient {
    get { self[InventoryClient.self] }
    set { self[InventoryClient.self] = newValue }
  }
}
