/// The hand-written counterpart of a `NavigationStack(path:)` bound to a store's stack: an
/// observable model whose navigation path is the IDs of its screens, and the pair of closures a
/// `Binding(get:set:)` to it is made of.
///
/// The setter finds the first screen the written path removed, truncates the path there and
/// appends what the written path adds after it, telling observers once, as a hand-written
/// coordinator does to learn which screens went away.
@MainActor
public final class BaselinePath: BaselineModel<BaselinePath.State> {
  public struct State: Equatable {
    /// The screens' IDs, bottom first.
    public var path: [Int] = []
  }

  /// What a `Binding(get:set:)` to the model's path is made of.
  public struct Binding {
    public let get: @MainActor () -> [Int]
    public let set: @MainActor ([Int]) -> Void
  }

  /// The binding a `NavigationStack(path:)` reads and writes.
  public private(set) var binding = Binding(get: { [] }, set: { _ in })

  /// The screens the last write removed.
  public private(set) var removedByLastWrite = 0

  /// The ID the next screen gets. Not part of the observed state: drawing one changes no view.
  private var nextID: Int

  /// A model with `depth` screens on its path.
  public init(depth: Int) {
    nextID = depth
    super.init(state: State(path: Array(0..<depth)))
    binding = Binding(
      get: { [unowned self] in state.path },
      set: { [unowned self] in write(path: $0) }
    )
  }

  /// A new screen's ID, as a navigation link's value draws one.
  public func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// What the binding's setter does: the first removed screen is the first position where the
  /// written path differs from the model's; the path is truncated there, and the written path's
  /// screens after it are appended.
  @inline(never)
  public func write(path written: [Int]) {
    removedByLastWrite = mutate { state in
      var kept = 0
      let limit = min(state.path.count, written.count)
      while kept < limit, state.path[kept] == written[kept] { kept += 1 }
      let removed = state.path.count - kept
      if removed > 0 { state.path.removeSubrange(kept...) }
      state.path.append(contentsOf: written[kept...])
      return removed
    }
  }
}

extension BaselineNavigationNode {
  /// What a hand-written `NavigationStack(path:)` binding's setter does for this node's stack:
  /// the first removed node is the first position where the written path, the root left out,
  /// differs from the stack's nodes; the nodes from there up are dropped. A path that is not the
  /// start of the current one changes nothing, as SwiftUI only drops.
  ///
  /// - Parameter path: The nodes above the stack's root, bottom first.
  /// - Returns: Whether the path was the start of the current one.
  @discardableResult
  public func writePath(_ path: [BaselineNavigationNode]) -> Bool {
    let current = children.dropFirst()
    guard path.count <= current.count else { return false }
    var kept = 0
    while kept < path.count, current[current.startIndex + kept] === path[kept] { kept += 1 }
    guard kept == path.count else { return false }
    if kept < current.count { dropLast(current.count - kept) }
    return true
  }
}
