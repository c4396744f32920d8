import Foundation
import Waypoint

/// Writes navigation state as a versioned snapshot, and reads it back: whole, or as much of it as
/// is valid, with a report of the rest. Reading never throws and never crashes.
///
/// A snapshot is JSON:
///
/// ```json
/// {"format": 1, "schema": 2, "savedAt": "2026-11-24T16:00:00Z", "state": {…}}
/// ```
///
/// - `format` is the layout of the snapshot itself, which Waypoint owns.
/// - `schema` is the app's version of its state's shape, which the app raises whenever that
///   shape changes, with a ``SnapshotMigration`` from the version before.
/// - `state` is the app's state as its `Codable` conformance writes it. Stack elements and
///   presented features (enum destinations, `@Reducer enum` paths) are written under their case
///   names, `{"detail": {…}}`, never under type names, so renaming a Swift type does not orphan
///   saved data; renaming a case is a schema change, with a migration that renames the key.
///
/// ```swift
/// let coder = SnapshotCoder<AppFeature.State>(schema: 2, migrations: [
///   SnapshotMigration(from: 1) { state in state.renameKey("tab", to: "selectedTab") }
/// ])
/// let data = try coder.encode(store.state)
/// let restored = coder.decode(data)
/// restored.state   // the state, or its longest valid part; nil when nothing is valid
/// restored.report  // what was left out, and why
/// ```
///
/// Reading keeps the longest valid part of the navigation: a stack keeps its elements below the
/// first one that does not decode, and a presentation that does not decode is left out, with
/// everything presented beneath it (see `NavigationRecovery`). A snapshot that cannot be read at
/// all (not JSON, from a newer format or app, or a state whose root does not decode) restores
/// nothing, and says why.
public struct SnapshotCoder<State: Codable>: Sendable {
  /// The snapshot format this version of Waypoint writes, and the newest it reads.
  public static var format: Int { 1 }

  /// The app's schema version, written into every snapshot.
  public let schema: Int
  /// The steps that bring older snapshots to ``schema``, by the version each reads.
  public let migrations: [Int: SnapshotMigration]
  /// How the JSON is laid out; compact by default. `[.prettyPrinted, .sortedKeys]` makes files
  /// a person can read and compare.
  public var outputFormatting: JSONEncoder.OutputFormatting
  /// The checks every restored stack of their element type, or presentation of their
  /// destination type, must pass, such as navigation rules (`WaypointRules`' `StackRules` and
  /// `PresentationRules`): a stack keeps the elements below the first one a check turns down, a
  /// presentation a check turns down presents nothing, and the report names what was left out.
  public let checks: [any NavigationCheck]

  /// Creates a coder.
  ///
  /// ```swift
  /// let coder = SnapshotCoder<AppFeature.State>(
  ///   schema: 2, checks: [InventoryFeature.pathRules, ItemDetailFeature.destinationRules])
  /// ```
  ///
  /// - Parameters:
  ///   - schema: The app's schema version, from 1.
  ///   - migrations: A step from each older version still to be read, to the next.
  ///   - checks: Checks that each restored stack of their element type, or presentation of
  ///     their destination type, must pass.
  ///   - outputFormatting: How the JSON is laid out.
  public init(
    schema: Int = 1, migrations: [SnapshotMigration] = [], checks: [any NavigationCheck] = [],
    outputFormatting: JSONEncoder.OutputFormatting = []
  ) {
    self.checks = checks
    self.schema = schema
    self.migrations = Dictionary(migrations.map { ($0.from, $0) }, uniquingKeysWith: { $1 })
    self.outputFormatting = outputFormatting
  }

  /// Writes a snapshot of `state`.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - savedAt: When it is saved; now by default.
  /// - Returns: The snapshot's bytes.
  /// - Throws: The error of the state's `encode(to:)`, if it throws.
  public func encode(_ state: State, savedAt: Date = Date()) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = outputFormatting
    return try encoder.encode(
      Envelope(
        format: Self.format, schema: schema, savedAt: Self.timestamp(savedAt), state: state))
  }

  /// Reads a snapshot: the state, or its longest valid part, and a report of what was wrong.
  ///
  /// - Parameter data: The snapshot's bytes.
  /// - Returns: The state and the report. The state is `nil` when nothing of it is valid.
  public func decode(_ data: Data) -> Restored<State> {
    guard !data.isEmpty else { return Restored(state: nil, report: .init(problems: [.empty])) }
    let recovery = NavigationRecovery(checks: checks)
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationRecovery.key] = recovery
    decoder.userInfo[EnvelopeReader<State>.schemaKey] = schema
    let envelope: EnvelopeReader<State>
    do {
      envelope = try decoder.decode(EnvelopeReader<State>.self, from: data)
    } catch let problem as EnvelopeProblem {
      return Restored(
        state: nil, report: .init(problems: [problem.problem]), schema: problem.schema,
        savedAt: problem.savedAt)
    } catch {
      // Foundation can call a number that does not fit its type "not valid JSON": name it.
      let number = Self.mayBeAnUnfitNumber(error) ? unfitNumberProblem(in: data) : nil
      return Restored(
        state: nil, report: .init(problems: [number ?? Self.problem(reading: error)]))
    }
    var problems = recovery.losses.map(RestorationReport.Problem.leftOut)
    let state: State?
    switch envelope.state {
    case .decoded(let decoded):
      state = decoded
    case .toMigrate(let json):
      do {
        state = try migrate(json, from: envelope.schema, problems: &problems)
      } catch {
        problems.append(error.problem)
        state = nil
      }
    }
    return Restored(
      state: state, report: .init(problems: problems), schema: envelope.schema,
      savedAt: envelope.savedAt.flatMap { SnapshotCoder<Int>.date(from: $0) })
  }

  /// Runs every step from `version` to ``schema``, then decodes the state.
  private func migrate(
    _ json: JSONValue, from version: Int, problems: inout [RestorationReport.Problem]
  ) throws(EnvelopeProblem) -> State? {
    var json = json
    for step in version..<schema {
      guard let migration = migrations[step] else {
        throw EnvelopeProblem(.missingMigration(from: step, current: schema))
      }
      do {
        try migration.migrate(&json)
      } catch {
        throw EnvelopeProblem(.migrationFailed(from: step, reason: "\(error)"))
      }
    }
    let recovery = NavigationRecovery(checks: checks)
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationRecovery.key] = recovery
    do {
      let data = try JSONEncoder().encode(json)
      let state = try decoder.decode(State.self, from: data)
      // Named as in a snapshot read without migrating: under "state".
      problems += recovery.losses.map { loss in
        var loss = loss
        loss.path = loss.path.isEmpty ? "state" : "state." + loss.path
        return .leftOut(loss)
      }
      return state
    } catch {
      let number =
        Self.mayBeAnUnfitNumber(error)
        ? Self.unfitNumber(in: json) { json in
          let decoder = JSONDecoder()
          decoder.userInfo[NavigationRecovery.key] = NavigationRecovery(checks: checks)
          guard let data = try? JSONEncoder().encode(json) else { return true }
          do {
            _ = try decoder.decode(State.self, from: data)
            return false
          } catch {
            return Self.mayBeAnUnfitNumber(error)
          }
        } : nil
      throw EnvelopeProblem(
        .stateUnreadable(
          number.map { Self.describe($0.value, at: $0.path) }
            ?? NavigationRecovery.describe(error)))
    }
  }

  /// The problem of a snapshot that did not decode.
  private static func problem(reading error: any Error) -> RestorationReport.Problem {
    guard let error = error as? DecodingError else { return .notJSON("\(error)") }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // Foundation's parser says no more than "not valid JSON" on every platform.
      let reason = context.underlyingError.map { "\($0)" } ?? "cut short, or not JSON at all"
      return .notJSON(Self.shorten(reason))
    case .keyNotFound(let key, let context) where context.codingPath.isEmpty:
      return .notASnapshot("it lacks “\(key.stringValue)”")
    case .typeMismatch(_, let context) where context.codingPath.count <= 1,
      .valueNotFound(_, let context) where context.codingPath.count <= 1:
      if context.codingPath.first?.stringValue == Envelope<State>.CodingKeys.state.stringValue {
        return .stateUnreadable(NavigationRecovery.describe(error, below: context.codingPath))
      }
      let key = context.codingPath.first?.stringValue
      return .notASnapshot(key.map { "“\($0)” has the wrong type" } ?? "it is not an object")
    default:
      return .stateUnreadable(NavigationRecovery.describe(error, below: stateKeyPath))
    }
  }

  private static var stateKeyPath: [any CodingKey] { [Envelope<State>.CodingKeys.state] }

  /// A reason short enough for one line: Foundation's JSON errors can quote a whole document.
  private static func shorten(_ reason: String) -> String {
    reason.count <= 160 ? reason : String(reason.prefix(157)) + "…"
  }

  static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  static func date(from timestamp: String) -> Date? {
    try? Date(timestamp, strategy: .iso8601)
  }
}

/// The snapshot as it is written.
struct Envelope<State: Encodable>: Encodable {
  var format: Int
  var schema: Int
  var savedAt: String
  var state: State

  enum CodingKeys: String, CodingKey {
    case format, schema, savedAt, state
  }
}

/// A snapshot as it is read: the envelope first, then the state, decoded at once when its schema
/// is the app's, or kept as JSON for the migrations.
struct EnvelopeReader<State: Decodable>: Decodable {
  static var schemaKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "Waypoint.schema")! }

  enum Payload {
    case decoded(State)
    case toMigrate(JSONValue)
  }

  var schema: Int
  var savedAt: String?
  var state: Payload

  init(from decoder: any Decoder) throws {
    typealias Keys = Envelope<Int>.CodingKeys
    let container = try decoder.container(keyedBy: Keys.self)
    let format = try container.decode(Int.self, forKey: .format)
    let schema = try container.decode(Int.self, forKey: .schema)
    let savedAt = try? container.decodeIfPresent(String.self, forKey: .savedAt)
    let date = savedAt.flatMap { SnapshotCoder<Int>.date(from: $0) }
    guard format >= 1 else {
      throw EnvelopeProblem(.notASnapshot("its format is \(format); formats start at 1"))
    }
    guard format <= SnapshotCoder<Int>.format else {
      throw EnvelopeProblem(
        .futureFormat(found: format, supported: SnapshotCoder<Int>.format), schema: nil,
        savedAt: date)
    }
    let current = decoder.userInfo[Self.schemaKey] as? Int ?? schema
    guard schema <= current else {
      throw EnvelopeProblem(
        .futureSchema(found: schema, current: current), schema: schema, savedAt: date)
    }
    self.schema = schema
    self.savedAt = savedAt
    if schema == current {
      state = .decoded(try container.decode(State.self, forKey: .state))
    } else {
      state = .toMigrate(try container.decode(JSONValue.self, forKey: .state))
    }
  }
}

/// A snapshot that is read but cannot be restored.
struct EnvelopeProblem: Error {
  var problem: RestorationReport.Problem
  var schema: Int?
  var savedAt: Date?

  init(_ problem: RestorationReport.Problem, schema: Int? = nil, savedAt: Date? = nil) {
    self.problem = problem
    self.schema = schema
    self.savedAt = savedAt
  }
}
