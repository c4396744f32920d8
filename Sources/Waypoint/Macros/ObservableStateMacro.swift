import Observation

/// Makes a feature's state observable property by property.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var items: [Item] = []
///   var filter = ""
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// A view, or any code run in `withObservationTracking`, that reads `store.filter` is told when
/// `filter` changes and not when `items` does. Each stored `var` without attributes is observed on
/// its own; mark one `@ObservationStateIgnored` to leave it out. `@Presents` properties keep their
/// wrapper: a store tells its observers when a presentation appears, ends or is replaced, and the
/// presented feature's own store tells of the changes inside it. Copies of a state share its
/// observation and its identity (`_$id`); a value made anew has a new identity,
/// so a store tells its observers when its state is replaced by another of the same shape.
///
/// On an enum, the identity follows the case and the state it holds. `@Reducer` adds it to the
/// `State` enum it generates.
///
/// A state with `@Presents` properties also maps each projection to its wrapper's storage
/// (``PresentsStorageLayout``), so that `ifLet` reaches the wrapper in place.
///
/// Codable reads and writes each property under its own name. A state that declares its own
/// `CodingKeys` names each observed property by its storage, `case _count = "count"`, since the
/// property itself is computed. Dumps and test failures show each property under its own name,
/// through a generated `CustomReflectable` conformance.
@attached(
  member, names: named(_$observationRegistrar), named(_$id), named(_$presentationsDigest),
  named(_$walkNavigation), named(_$editNavigation), named(_$walkNavigationType),
  named(CodingKeys))
@attached(memberAttribute)
@attached(
  extension, conformances: ObservableState, PresentsStorageLayout, CustomReflectable,
  names: named(presentsStorage), named(customMirror))
public macro ObservableState() =
  #externalMacro(module: "WaypointMacros", type: "ObservableStateMacro")

/// Observes a stored property of an `@ObservableState` struct; added by `@ObservableState`.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "WaypointMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an `@ObservableState` struct unobserved.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "WaypointMacros", type: "ObservationStateIgnoredMacro")
