import ConcurrencyExtras
import OrderedCollections

extension Effect {
  /// Lifts a presented child's effect into its parent's domain.
  ///
  /// Every action is embedded, every cancellation identifier is scoped under `component` (so the
  /// child cannot reach its parent's or siblings' effects), every async operation learns how to
  /// dismiss the child, and the whole effect is tagged so that ending the presentation cancels it.
  ///
  /// The component is only built for an effect that does something, and the dismiss action only
  /// when the child dismisses itself.
  @inlinable
  package func scoped<ParentAction>(
    to component: @autoclosure () -> NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: (@Sendable () -> ParentAction)?
  ) -> Effect<ParentAction> {
    if case .none = operation { return .none }
    return presentationScoped(to: component(), embed: embed, dismissAction: dismissAction)
  }

  @usableFromInline
  func presentationScoped<ParentAction>(
    to component: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: (@Sendable () -> ParentAction)?
  ) -> Effect<ParentAction> {
    let lifted = lift(component: component, embed: embed, dismissAction: dismissAction)
    return Effect<ParentAction>(
      operation: .cancellable(
        CancelKey.presentation(component),
        cancelInFlight: false,
        lifted
      )
    )
  }

  /// Lifts a scoped child's effect (a tab, a case of an enum) into its parent's domain.
  ///
  /// Actions are embedded and cancellation identifiers scoped under `component`, so sibling
  /// scopes of the same feature do not share identifiers; how to dismiss is left as inherited.
  @inlinable
  package func scoped<ParentAction>(
    under component: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    if case .none = operation { return .none }
    return lifted(under: component, embed: embed)
  }

  @usableFromInline
  func lifted<ParentAction>(
    under component: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    lift(component: component, embed: embed, dismissAction: nil)
  }

  private func lift<ParentAction>(
    component: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: (@Sendable () -> ParentAction)?
  ) -> Effect<ParentAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(embed(action))
    case let .run(priority, body):
      return Effect<ParentAction>(
        operation: .run(priority) { send in
          // Remember which presentation the action comes from, so that an operator can drop it
          // if that presentation has since been dismissed or replaced by another.
          let childSend = Send { action in
            NavigationContext.withOrigin(appending: component) {
              send(embed(action))
            }
          }
          // A child that is not presented (optional state, an array element) keeps the
          // dismissal of whatever presented its parent.
          guard let makeDismissAction = dismissAction else {
            return await body(childSend)
          }
          let dismissal = NavigationContext.Dismissal { send(makeDismissAction()) }
          await NavigationContext.withDismissal(dismissal) {
            await body(childSend)
          }
        }
      )
    case let .merge(effects):
      return Effect<ParentAction>(
        operation: .merge(
          effects.map { $0.lift(component: component, embed: embed, dismissAction: dismissAction) }
        )
      )
    case let .concatenate(effects):
      return Effect<ParentAction>(
        operation: .concatenate(
          effects.map { $0.lift(component: component, embed: embed, dismissAction: dismissAction) }
        )
      )
    case let .cancellable(key, cancelInFlight, effect):
      return Effect<ParentAction>(
        operation: .cancellable(
          key.scoped(to: component),
          cancelInFlight: cancelInFlight,
          effect.lift(component: component, embed: embed, dismissAction: dismissAction)
        )
      )
    case let .cancel(key):
      return Effect<ParentAction>(operation: .cancel(key.scoped(to: component)))
    case let .cancelElements(cancellation):
      return Effect<ParentAction>(operation: .cancelElements(cancellation.scoped(to: component)))
    }
  }

  /// Cancels the effects of every element of a collection at `place` that was in `before` and is
  /// not in `after`: the elements that left it.
  @inlinable
  package static func cancelRemovedElements<ID: Hashable & Sendable>(
    before: OrderedSet<ID>,
    after: OrderedSet<ID>,
    at place: NavigationPlace
  ) -> Self {
    // Unchanged collections share storage, so this comparison is O(1) for them.
    guard after != before else { return .none }
    return cancelElements(of: before, notIn: after, at: place)
  }

  @usableFromInline
  static func cancelElements<ID: Hashable & Sendable>(
    of before: OrderedSet<ID>,
    notIn after: OrderedSet<ID>,
    at place: NavigationPlace
  ) -> Self {
    .merge(
      before.filter { !after.contains($0) }.map {
        .cancelPresentation(
          NavigationID(place: place, identity: PresentationIdentity(elementID: $0)))
      }
    )
  }

  /// Cancels the effects of every element of a stack at `place` that was in `before` and is not
  /// in `after`: the elements that left it.
  ///
  /// O(1) when the stack did not change (the arrays share storage); otherwise one pass over the
  /// IDs past the part both share, hashing only when elements were both removed and kept past
  /// that part (a reordering, or an insertion below the top). No key is made unless an effect is
  /// running when the cancellation runs.
  @inlinable
  package static func cancelRemovedElements(
    before: [StackElementID],
    after: [StackElementID],
    at place: NavigationPlace
  ) -> Self {
    guard after != before else { return .none }
    return cancelElements(of: before, notIn: after, at: place)
  }

  /// Cancels the effects of every element of a stack at `place` that was in `before` and is not
  /// in `after`, given the IDs as stacks hold them: the part both read from the same storage is
  /// not compared.
  @inlinable
  package static func cancelRemovedElements(
    before: StackIDs,
    after: StackIDs,
    at place: NavigationPlace
  ) -> Self {
    var shared = before.sharedPrefix(with: after)
    let both = Swift.min(before.count, after.count)
    while shared < both, before[shared] == after[shared] { shared += 1 }
    // Unchanged, or only pushed: nothing left.
    guard shared < before.count else { return .none }
    return cancelElements(
      of: before.ids(from: shared), notIn: after.ids(from: shared), at: place)
  }

  @usableFromInline
  static func cancelElements(
    of before: [StackElementID],
    notIn after: [StackElementID],
    at place: NavigationPlace
  ) -> Self {
    var shared = 0
    let both = Swift.min(before.count, after.count)
    while shared < both, before[shared] == after[shared] { shared += 1 }
    // Only pushed: nothing left.
    guard shared < before.count else { return .none }
    let removed: [StackElementID]
    if shared == after.count {
      removed = Array(before[shared...])
    } else {
      let kept = Set(after[shared...])
      removed = before[shared...].filter { !kept.contains($0) }
    }
    guard !removed.isEmpty else { return .none }
    return Self(operation: .cancelElements(ElementCancellation(place: place, ids: removed)))
  }

  /// Cancels every effect of a presentation or stack element, and of everything beneath it.
  @usableFromInline
  package static func cancelPresentation(_ component: NavigationID) -> Self {
    Self(
      operation: .cancel(CancelKey.presentation(component))
    )
  }
}

/// The cancellation of the effects of the elements that left a stack. Their keys are made only
/// when the runtime runs it while some effect is running: popping a thousand screens with no
/// effect costs no key at all.
@usableFromInline
package struct ElementCancellation: Sendable {
  let place: NavigationPlace
  let ids: [StackElementID]
  /// The components of the features the stack lies in, outermost first, added as the
  /// cancellation is lifted through them.
  var outer: [NavigationID] = []

  @usableFromInline
  init(place: NavigationPlace, ids: [StackElementID]) {
    self.place = place
    self.ids = ids
  }

  /// The cancellation, lifted into the feature whose child is `component`.
  func scoped(to component: NavigationID) -> Self {
    var copy = self
    copy.outer.insert(component, at: 0)
    return copy
  }

  /// Calls `body` with the key under which each element's effects run, making one at a time.
  @usableFromInline
  package func forEachKey(_ body: (CancelKey) -> Void) {
    for id in ids {
      body(
        CancelKey.presentation(
          NavigationID(place: place, identity: PresentationIdentity(elementID: id)), in: outer))
    }
  }
}
