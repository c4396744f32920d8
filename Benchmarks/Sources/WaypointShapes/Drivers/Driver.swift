/// One side of a comparison, set up and ready: a Waypoint store or a hand-written model.
@MainActor
public protocol Driver: AnyObject {
  /// Performs the operation being measured once.
  func step()

  /// Brings the state back to where the next ``step()`` expects it, outside the measurement.
  /// Only called when ``needsReset`` is true.
  func reset()

  /// Whether each step must be followed by a ``reset()``.
  var needsReset: Bool { get }

  /// How many of the shape's units one step performs, when its time is reported per unit
  /// rather than per step: a step dismissing a stack of 1,000 nodes, timed per node, is 1,000.
  var unitsPerStep: Int { get }

  /// A number derived from the state, read after measuring so the work cannot be optimised
  /// away, and compared between the two sides of a comparison.
  var checksum: Int { get }
}

extension Driver {
  public func reset() {}
  public var needsReset: Bool { false }
  public var unitsPerStep: Int { 1 }
}

/// What a comparison promises about Waypoint's cost relative to the baseline.
public enum Goal: Sendable {
  /// No target; measured for the record.
  case none
  /// Waypoint's time per operation at most this many times the baseline's.
  case ratioAtMost(Double)
}

/// A shape: the same state change, performed by Waypoint and by hand.
public struct Shape: Sendable {
  /// A short name for tables and benchmark names.
  public let name: String
  /// What one step does.
  public let unit: String
  public let goal: Goal
  /// What each side runs, for a shape that times Waypoint against Waypoint rather than against a
  /// hand-written baseline: `(waypoint: "depth 10,000", baseline: "depth 10")`. `nil` for a
  /// hand-written baseline.
  public let sides: Sides?
  public let makeWaypoint: @MainActor @Sendable () -> any Driver
  public let makeBaseline: @MainActor @Sendable () -> any Driver

  /// What each side of a shape runs, when both are Waypoint.
  public typealias Sides = (waypoint: String, baseline: String)

  public init(
    name: String,
    unit: String,
    goal: Goal = .none,
    sides: Sides? = nil,
    waypoint: @escaping @MainActor @Sendable () -> any Driver,
    baseline: @escaping @MainActor @Sendable () -> any Driver
  ) {
    self.name = name
    self.unit = unit
    self.goal = goal
    self.sides = sides
    self.makeWaypoint = waypoint
    self.makeBaseline = baseline
  }

  /// The name of the Waypoint side, for benchmark names: `Waypoint`, or `Waypoint, depth 10,000`.
  public var waypointName: String {
    sides.map { "Waypoint, \($0.waypoint)" } ?? "Waypoint"
  }

  /// The name of the baseline side, for benchmark names: `baseline`, or `Waypoint, depth 10`.
  public var baselineName: String {
    sides.map { "Waypoint, \($0.baseline)" } ?? "baseline"
  }
}
