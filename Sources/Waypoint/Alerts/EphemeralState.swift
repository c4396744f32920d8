/// State that dismisses itself once any of its actions has been handled (alerts and dialogs).
package protocol EphemeralState {}

/// Whether `state`, or the payload of the enum case it holds, is ephemeral.
@usableFromInline
package func isEphemeral(_ state: Any) -> Bool {
  if state is any EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any EphemeralState
}
