/// A hand-written level of a navigation tree: a counter and a plain optional child.
public protocol BaselineNode {
  associatedtype Action
  var count: Int { get }
  mutating func apply(_ action: Action)
}

/// The hand-written counterpart of ``Level``.
public struct BaselineLevel<Child: BaselineNode>: BaselineNode {
  public var count = 0
  public var child: Child?

  public enum Action {
    case increment
    case child(Child.Action)
  }

  public init(child: Child?) {
    self.child = child
  }

  public mutating func apply(_ action: Action) {
    switch action {
    case .increment:
      count += 1
    case let .child(action):
      child?.apply(action)
    }
  }
}

/// The hand-written counterpart of ``Leaf``.
public struct BaselineLeaf: BaselineNode {
  public var count = 0

  public enum Action {
    case increment
  }

  public init() {}

  public mutating func apply(_ action: Action) {
    switch action {
    case .increment:
      count += 1
    }
  }
}

/// An observable model over a hand-written navigation tree.
@MainActor
public final class BaselineTree<Root: BaselineNode>: BaselineModel<Root> {
  public init(_ root: Root) {
    super.init(state: root)
  }

  @inline(never)
  public func send(_ action: Root.Action) {
    mutate { $0.apply(action) }
  }
}
