import Foundation

/// Lets a decoder keep the longest valid part of navigation state instead of failing on its first
/// bad value, and records what it left out.
///
/// Put a recovery in a decoder's `userInfo` under ``key``. While it is there:
///
/// - a ``StackState`` keeps the elements before the first one that does not decode (or that
///   repeats an ID), and leaves out that one and every one above it;
/// - a ``Presents`` property whose state does not decode presents nothing, and the feature that
///   holds it decodes without it (and without everything presented beneath it).
///
/// Each part left out is recorded in ``losses``. Without a recovery in `userInfo` (the default),
/// a bad value throws as usual.
///
/// ```swift
/// let recovery = NavigationRecovery()
/// let decoder = JSONDecoder()
/// decoder.userInfo[NavigationRecovery.key] = recovery
/// let state = try decoder.decode(AppFeature.State.self, from: data)
/// recovery.losses  // [Loss(path: "path", kind: .stackElements(from: 3, count: 2), …)]
/// ```
///
/// `WaypointRestoration` uses it to restore snapshots; most apps use that module rather than this
/// type.
// Unchecked: `recorded` is guarded by `lock`; `checks` is a constant array of `Sendable` checks.
public final class NavigationRecovery: @unchecked Sendable {
  /// The `userInfo` key a decoder holds a recovery under.
  public static let key = CodingUserInfoKey(rawValue: "Waypoint.NavigationRecovery")!

  private let lock = NSLock()
  private var recorded: [Loss] = []
  /// The checks every decoded stack of their element type, or presentation of their
  /// destination type, must pass.
  let checks: [any NavigationCheck]

  /// Creates a recovery that has recorded nothing.
  ///
  /// - Parameter checks: Checks that each decoded stack of their element type
  ///   (``StackCheck``) or presentation of their destination type (``PresentationCheck``) must
  ///   pass, such as navigation rules: a stack keeps the elements below the first one a check
  ///   turns down, a presentation a check turns down presents nothing, and the rest is recorded
  ///   as left out.
  public init(checks: [any NavigationCheck] = []) {
    self.checks = checks
  }

  /// What was left out, in the order the decoder met it (innermost parts first when they nest).
  public var losses: [Loss] {
    lock.withLock { recorded }
  }

  /// A part of the navigation left out while decoding: the ``NavigationLoss`` that every
  /// restore and link reports.
  public typealias Loss = NavigationLoss

  package func record(_ loss: Loss) {
    lock.withLock { recorded.append(loss) }
  }

  /// How many losses are recorded: a mark to ``discard(from:)`` back to.
  package var mark: Int {
    lock.withLock { recorded.count }
  }

  /// Forgets the losses recorded since `mark`: they were inside a part that is left out whole.
  package func discard(from mark: Int) {
    lock.withLock { recorded.removeSubrange(min(mark, recorded.count)...) }
  }

  /// The recovery a decoder holds, if any.
  package static func current(in decoder: any Decoder) -> NavigationRecovery? {
    decoder.userInfo[key] as? NavigationRecovery
  }

  /// An error that is not a `DecodingError`, as a short reason. Foundation's JSON decoder on
  /// some platforms throws an error of its own, which names no place, for a number that does not
  /// fit the type it is read as: it is said in words.
  static func describe(other error: any Error) -> String {
    let text = "\(error)"
    if let match = text.firstMatch(of: /numberIsNotRepresentableInSwift\(parsed: "([^"]*)"\)/) {
      return "a number, \(match.1), does not fit the value it is read as (out of range, or "
        + "not a whole number)"
    }
    return text
  }

  /// A coding path as a dotted string: `inventory.path.2.element`.
  public static func describe(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }

  /// A decoding error as a short reason: what is wrong, and where below `base` when deeper.
  public static func describe(_ error: any Error, below base: [any CodingKey] = []) -> String {
    guard let error = error as? DecodingError else { return describe(other: error) }
    func place(_ context: DecodingError.Context) -> String {
      let relative = context.codingPath.dropFirst(min(base.count, context.codingPath.count))
      let path = describe(Array(relative))
      return path.isEmpty ? "" : " at “\(path)”"
    }
    func detail(_ context: DecodingError.Context) -> String {
      context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "it lacks “\(key.stringValue)”\(place(context))"
    case .valueNotFound(_, let context):
      return "a value is missing\(place(context))"
    case .typeMismatch(_, let context)
    where context.debugDescription.hasPrefix("Invalid number of keys found, expected one"):
      // How a synthesized enum conformance says that the key it found names none of its cases.
      return "no case of the enum\(place(context)) has the name found there: a case unknown, "
        + "renamed or removed"
    case .typeMismatch(_, let context):
      return "a value has the wrong type\(place(context)): \(detail(context))"
    case .dataCorrupted(let context):
      return "an invalid value\(place(context)): \(detail(context))"
    @unknown default:
      return "\(error)"
    }
  }
}

/// A check of a stack's elements, which decoding with a ``NavigationRecovery`` applies to every
/// stack of its element type: navigation rules (`WaypointRules`) are one.
///
/// A check names the first element that may not stand where it is. Everything below that element
/// must pass on its own, so a stack that fails keeps its elements below the failure:
///
/// ```swift
/// /// At most `limit` screens stand in one stack.
/// struct MaxDepth<Element>: StackCheck {
///   let limit: Int
///
///   func firstFailure(in stack: StackState<Element>) -> (position: Int, reason: String)? {
///     stack.count > limit ? (limit, "deeper than \(limit)") : nil
///   }
/// }
///
/// MaxDepth<Int>(limit: 2).firstFailure(in: [7, 8, 9])  // (position: 2, reason: "deeper than 2")
/// let recovery = NavigationRecovery(checks: [MaxDepth<Path.State>(limit: 8)])
/// ```
///
/// A recovery applies a check only to the stacks whose elements are of its `Element` type.
/// `WaypointRestoration`'s `SnapshotCoder` and `WaypointNodes`' stack roots take checks too.
public protocol StackCheck<Element>: NavigationCheck {
  /// The type of the elements of the stacks this checks.
  associatedtype Element

  /// The first element of `stack` that may not stand where it is, and why; `nil` when every
  /// element may. The elements below it must form a stack that passes.
  ///
  /// - Parameter stack: The stack to check.
  /// - Returns: The element's position, from the bottom, and the reason in words.
  func firstFailure(in stack: StackState<Element>) -> (position: Int, reason: String)?

  /// The first of elements that are to become a stack, bottom first, that may not stand where
  /// it is, and why; `nil` when every element may.
  ///
  /// - Parameter elements: The elements, bottom first.
  /// - Returns: The element's position, from the bottom, and the reason in words.
  func firstFailure(in elements: [Element]) -> (position: Int, reason: String)?
}

extension StackCheck {
  /// Checks the elements as a stack whose IDs count up from 0.
  public func firstFailure(in elements: [Element]) -> (position: Int, reason: String)? {
    let ids = elements.indices.map { StackElementID(rawValue: $0) }
    return firstFailure(in: StackState(ids: ids, elements: elements))
  }
}

/// A check that decoding with a ``NavigationRecovery`` applies to the navigation it decodes: a
/// ``StackCheck`` of a stack's elements, or a ``PresentationCheck`` of what a presentation
/// presents. Navigation rules (`WaypointRules`) are checks: `StackRules` of stacks,
/// `PresentationRules` of presentations.
public protocol NavigationCheck: Sendable {}

/// A check of what a presentation presents, which decoding with a ``NavigationRecovery`` applies
/// to every presentation (`@Presents` property) of its destination type: a presentation that
/// fails presents nothing, and the recovery records it as left out.
///
/// ```swift
/// /// Nothing is presented over a screen restored from a snapshot but the editor.
/// struct OnlyTheEditor: PresentationCheck {
///   func failure(presenting destination: Destination.State) -> String? {
///     destination.is(\.edit) ? nil : "only the editor is restored"
///   }
/// }
/// ```
///
/// `PresentationRules` (`WaypointRules`) are such a check.
public protocol PresentationCheck<Destination>: NavigationCheck {
  /// The type of what the presentations this checks present.
  associatedtype Destination

  /// Why `destination` may not be presented; `nil` when it may.
  ///
  /// - Parameter destination: What is presented.
  /// - Returns: The reason in words, or `nil`.
  func failure(presenting destination: Destination) -> String?
}
