import Foundation

/// A store that keeps `Data` under string keys, such as `UserDefaults`.
///
/// ```swift
/// final class Preferences: KeyValueStore, @unchecked Sendable {
///   private let lock = NSLock()
///   private var values: [String: Data] = [:]
///
///   func snapshotData(forKey key: String) -> Data? {
///     lock.withLock { values[key] }
///   }
///
///   func setSnapshotData(_ data: Data?, forKey key: String) {
///     lock.withLock { values[key] = data }
///   }
/// }
/// ```
///
/// ``KeyValueSnapshotStorage`` may call a store from any thread, so a store must be safe to use
/// from many threads at once, as `UserDefaults` is. The protocol does not require `Sendable`
/// because `UserDefaults` is not `Sendable` in the Foundation of Linux.
public protocol KeyValueStore {
  /// The data under `key`, or `nil` when there is none.
  ///
  /// - Parameter key: The key.
  /// - Returns: The data last set under `key`, or `nil`.
  func snapshotData(forKey key: String) -> Data?

  /// Puts `data` under `key`, or removes the key when `data` is `nil`.
  ///
  /// - Parameters:
  ///   - data: The data, or `nil` to remove the key.
  ///   - key: The key.
  func setSnapshotData(_ data: Data?, forKey key: String)
}

// The requirements have names of their own, so that importing this module adds no overload of
// `UserDefaults.set(_:forKey:)` that would make `set(nil, forKey:)` ambiguous.
extension UserDefaults: KeyValueStore {
  /// The data under `key`, or `nil` when there is none.
  ///
  /// - Parameter key: The key.
  /// - Returns: The data.
  public func snapshotData(forKey key: String) -> Data? {
    data(forKey: key)
  }

  /// Puts `data` under `key`, or removes the key when `data` is `nil`.
  ///
  /// ```swift
  /// UserDefaults.standard.setSnapshotData(Data("{}".utf8), forKey: "navigation")
  /// ```
  ///
  /// - Parameters:
  ///   - data: The data, or `nil` to remove the key.
  ///   - key: The key.
  public func setSnapshotData(_ data: Data?, forKey key: String) {
    if let data {
      set(data, forKey: key)
    } else {
      removeObject(forKey: key)
    }
  }
}

/// A snapshot kept under a key of a key-value store, such as `UserDefaults`, or in the `Data?`
/// of SwiftUI's `@SceneStorage`.
///
/// ```swift
/// let storage = KeyValueSnapshotStorage(UserDefaults.standard, key: "navigation")
/// try storage.save(Data(#"{"version":1}"#.utf8))
/// ```
///
/// ``quarantine(_:report:)`` keeps rejected snapshots under keys of their own: the first free
/// `n` in `<key>.quarantine.<n>`, counting from 0, with the report, as UTF-8 text, under
/// `<key>.quarantine.<n>.report`. Two storages that quarantine under the same key at the same
/// moment can pick the same `n`; use one storage per key.
///
/// Loads and saves do not fail: a key-value store has no errors to report.
public struct KeyValueSnapshotStorage: SnapshotStorage {
  /// A store that is used from any thread.
  ///
  /// `@unchecked` because ``KeyValueStore`` does not require `Sendable`: `UserDefaults` is not
  /// `Sendable` in the Foundation of Linux, although it is safe to use from any thread.
  private struct UncheckedStore: @unchecked Sendable {
    let base: any KeyValueStore
  }

  /// The key of the current snapshot.
  public let key: String

  private let read: @Sendable () -> Data?
  private let write: @Sendable (Data?) -> Void
  private let quarantineStore: UncheckedStore

  /// Creates a storage that keeps the current snapshot under `key` of a store, and rejected
  /// snapshots under other keys of the same store.
  ///
  /// ```swift
  /// let storage = KeyValueSnapshotStorage(UserDefaults.standard, key: "navigation")
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store. It must be safe to use from any thread, as `UserDefaults` is.
  ///   - key: The key of the current snapshot.
  public init(_ store: some KeyValueStore, key: String) {
    let store = UncheckedStore(base: store)
    self.key = key
    self.read = { store.base.snapshotData(forKey: key) }
    self.write = { store.base.setSnapshotData($0, forKey: key) }
    self.quarantineStore = store
  }

  /// Creates a storage that reads and writes the current snapshot through two closures, such
  /// as those of a SwiftUI `@SceneStorage` property, and keeps rejected snapshots in a store.
  ///
  /// ```swift
  /// struct ContentView: View {
  ///   @SceneStorage("navigation") private var navigation: Data?
  ///
  ///   var body: some View {
  ///     let binding = $navigation
  ///     AppView(
  ///       storage: KeyValueSnapshotStorage(
  ///         key: "navigation",
  ///         get: { binding.wrappedValue },
  ///         set: { binding.wrappedValue = $0 }
  ///       )
  ///     )
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key of the current snapshot, which names the keys of rejected snapshots.
  ///   - get: Returns the current snapshot, or `nil` when there is none.
  ///   - set: Replaces the current snapshot, or removes it when given `nil`.
  ///   - quarantineStore: Where rejected snapshots are kept. It must be safe to use from any
  ///     thread, as `UserDefaults` is. A scene's storage holds one value, so they go to
  ///     `UserDefaults.standard` unless told otherwise.
  public init(
    key: String,
    get: @escaping @Sendable () -> Data?,
    set: @escaping @Sendable (Data?) -> Void,
    quarantineStore: any KeyValueStore = UserDefaults.standard
  ) {
    self.key = key
    self.read = get
    self.write = set
    self.quarantineStore = UncheckedStore(base: quarantineStore)
  }

  /// Returns the current snapshot.
  ///
  /// ```swift
  /// let data = try storage.load()
  /// ```
  ///
  /// - Returns: The data under ``key``, or `nil` when there is none.
  public func load() throws(SnapshotStorageError) -> Data? {
    read()
  }

  /// Puts a new snapshot under ``key``.
  ///
  /// ```swift
  /// try storage.save(Data(#"{"version":1}"#.utf8))
  /// ```
  ///
  /// - Parameters:
  ///   - data: The new snapshot.
  public func save(_ data: Data) throws(SnapshotStorageError) {
    write(data)
  }

  /// Puts rejected bytes and their report under fresh keys, and removes the current snapshot.
  ///
  /// ```swift
  /// let kept = try storage.quarantine(data, report: "it is not valid JSON")
  /// // "navigation.quarantine.0", then "navigation.quarantine.1", …
  /// ```
  ///
  /// - Parameters:
  ///   - data: The rejected bytes.
  ///   - report: Why they were rejected, kept as UTF-8 text.
  /// - Returns: The key the bytes are kept under.
  /// - Throws: ``SnapshotStorageError`` when the store does not keep the bytes; the current
  ///   snapshot is then left where it was.
  public func quarantine(_ data: Data, report: String) throws(SnapshotStorageError) -> String {
    let store = quarantineStore.base
    var index = 0
    while store.snapshotData(forKey: "\(key).quarantine.\(index)") != nil
      || store.snapshotData(forKey: "\(key).quarantine.\(index).report") != nil
    {
      index += 1
    }
    let kept = "\(key).quarantine.\(index)"
    store.setSnapshotData(data, forKey: kept)
    store.setSnapshotData(Data(report.utf8), forKey: "\(kept).report")
    guard store.snapshotData(forKey: kept) == data else {
      store.setSnapshotData(nil, forKey: kept)
      store.setSnapshotData(nil, forKey: "\(kept).report")
      throw SnapshotStorageError(location: kept, reason: "the store did not keep it")
    }
    write(nil)
    return kept
  }
}
