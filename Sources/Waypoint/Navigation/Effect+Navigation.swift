import ConcurrencyExtras
import OrderedCollections

/// The identifier under which every effect of one presentation or stack element runs.
@usableFromInline
package struct PresentationCancelID: Hashable, Sendable {}

extension Effect {
  /// Lifts a presented child's effect into its parent's domain.
  ///
  /// Every action is embedded, every cancellation identifier is scoped under `component` (so the
  /// child cannot reach its parent's or siblings' effects), every async operation learns how to
  /// dismiss the child, and the whole effect is tagged so that ending the presentation cancels it.
  ///
  /// The component and the dismiss action are only built for an effect that does something.
  @inlinable
  package func scoped<ParentAction>(
    to component: @autoclosure () -> NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: @autoclosure () -> ParentAction?
  ) -> Effect<ParentAction> {
    if case .none = operation { return .none }
    return presentationScoped(to: component(), embed: embed, dismissAction: dismissAction())
  }

  @usableFromInline
  func presentationScoped<ParentAction>(
    to component: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: ParentAction?
  ) -> Effect<ParentAction> {
    let dismissAction = UncheckedSendable(dismissAction)
    let lifted = lift(component: component, embed: embed, dismissAction: dismissAction)
    return Effect<ParentAction>(
      operation: .cancellable(
        CancelKey(id: AnyHashableSendable(PresentationCancelID()), path: [component]),
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
    lift(component: component, embed: embed, dismissAction: UncheckedSendable(nil))
  }

  private func lift<ParentAction>(
    component: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissAction: UncheckedSendable<ParentAction?>
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
          guard let dismissAction = dismissAction.value else {
            return await body(childSend)
          }
          let action = UncheckedSendable(dismissAction)
          let dismissal = NavigationContext.Dismissal { send(action.value) }
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

  /// Cancels every effect of a presentation or stack element, and of everything beneath it.
  @usableFromInline
  package static func cancelPresentation(_ component: NavigationID) -> Self {
    Self(
      operation: .cancel(
        CancelKey(id: AnyHashableSendable(PresentationCancelID()), path: [component])
      )
    )
  }
}
