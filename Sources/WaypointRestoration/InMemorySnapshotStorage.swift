import ConcurrencyExtras
import Foundation

/// A snapshot kept in memory, for tests and previews.
///
/// ```swift
/// let storage = InMemorySnapshotStorage(Data("not JSON".utf8))
/// // … restore from it, which quarantines the bytes …
/// #expect(storage.data == nil)
/// #expect(storage.quarantined.map(\.data) == [Data("not JSON".utf8)])
/// #expect(storage.quarantined[0].report.contains("the snapshot is not valid JSON"))
/// ```
///
/// Every property can be read from any thread. A test can make ``load()``, ``save(_:)`` or
/// ``quarantine(_:report:)`` fail by setting ``loadFailure``, ``saveFailure`` or
/// ``quarantineFailure``; they fail until it is set back to `nil`.
public final class InMemorySnapshotStorage: SnapshotStorage {
  /// A snapshot that was quarantined.
  public struct Quarantined: Equatable, Sendable {
    /// The rejected bytes.
    public var data: Data
    /// Why they were rejected.
    public var report: String
    /// Where they are kept: `memory:quarantine/0` for the first, and so on.
    public var location: String

    /// Creates a quarantined snapshot.
    ///
    /// ```swift
    /// let expected = InMemorySnapshotStorage.Quarantined(
    ///   data: Data("{".utf8), report: "it is not valid JSON", location: "memory:quarantine/0")
    /// ```
    ///
    /// - Parameters:
    ///   - data: The rejected bytes.
    ///   - report: Why they were rejected.
    ///   - location: Where they are kept.
    public init(data: Data, report: String, location: String) {
      self.data = data
      self.report = report
      self.location = location
    }
  }

  private struct State: Sendable {
    var data: Data?
    var quarantined: [Quarantined] = []
    var saveCount = 0
    var loadFailure: SnapshotStorageError?
    var saveFailure: SnapshotStorageError?
    var quarantineFailure: SnapshotStorageError?
  }

  private let state: LockIsolated<State>

  /// Creates a storage, empty or holding a snapshot.
  ///
  /// ```swift
  /// let empty = InMemorySnapshotStorage()
  /// let saved = InMemorySnapshotStorage(try JSONEncoder().encode(snapshot))
  /// ```
  ///
  /// - Parameters:
  ///   - data: The current snapshot, or `nil` for none.
  public init(_ data: Data? = nil) {
    self.state = LockIsolated(State(data: data))
  }

  /// The current snapshot. Setting it does not count as a save.
  public var data: Data? {
    get { state.value.data }
    set { state.withValue { $0.data = newValue } }
  }

  /// The quarantined snapshots, oldest first.
  public var quarantined: [Quarantined] {
    state.value.quarantined
  }

  /// How many saves succeeded.
  public var saveCount: Int {
    state.value.saveCount
  }

  /// The error ``load()`` throws while it is not `nil`.
  public var loadFailure: SnapshotStorageError? {
    get { state.value.loadFailure }
    set { state.withValue { $0.loadFailure = newValue } }
  }

  /// The error ``save(_:)`` throws while it is not `nil`. A failed save leaves ``data`` as it
  /// was.
  public var saveFailure: SnapshotStorageError? {
    get { state.value.saveFailure }
    set { state.withValue { $0.saveFailure = newValue } }
  }

  /// The error ``quarantine(_:report:)`` throws while it is not `nil`. A failed quarantine
  /// leaves ``data`` and ``quarantined`` as they were.
  public var quarantineFailure: SnapshotStorageError? {
    get { state.value.quarantineFailure }
    set { state.withValue { $0.quarantineFailure = newValue } }
  }

  /// Returns the current snapshot.
  ///
  /// ```swift
  /// let data = try storage.load()
  /// ```
  ///
  /// - Returns: ``data``.
  /// - Throws: ``loadFailure``, when it is set.
  public func load() throws(SnapshotStorageError) -> Data? {
    let (data, failure) = state.withValue { ($0.data, $0.loadFailure) }
    if let failure { throw failure }
    return data
  }

  /// Replaces the current snapshot and counts the save.
  ///
  /// ```swift
  /// try storage.save(Data("{}".utf8))
  /// #expect(storage.saveCount == 1)
  /// ```
  ///
  /// - Parameters:
  ///   - data: The new snapshot.
  /// - Throws: ``saveFailure``, when it is set.
  public func save(_ data: Data) throws(SnapshotStorageError) {
    let failure = state.withValue { state -> SnapshotStorageError? in
      if let failure = state.saveFailure { return failure }
      state.data = data
      state.saveCount += 1
      return nil
    }
    if let failure { throw failure }
  }

  /// Appends the rejected bytes and their report to ``quarantined``, and removes the current
  /// snapshot.
  ///
  /// ```swift
  /// let location = try storage.quarantine(data, report: "it is not valid JSON")
  /// // "memory:quarantine/0"
  /// ```
  ///
  /// - Parameters:
  ///   - data: The rejected bytes.
  ///   - report: Why they were rejected.
  /// - Returns: `memory:quarantine/` followed by the snapshot's index in ``quarantined``.
  /// - Throws: ``quarantineFailure``, when it is set.
  public func quarantine(_ data: Data, report: String) throws(SnapshotStorageError) -> String {
    let result = state.withValue { state -> Result<String, SnapshotStorageError> in
      if let failure = state.quarantineFailure { return .failure(failure) }
      let location = "memory:quarantine/\(state.quarantined.count)"
      state.quarantined.append(Quarantined(data: data, report: report, location: location))
      state.data = nil
      return .success(location)
    }
    return try result.get()
  }
}
