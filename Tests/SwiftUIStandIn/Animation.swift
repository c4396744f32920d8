// Animations and transactions.

/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()

  /// https://developer.apple.com/documentation/swiftui/animation/easeinout
  public static var easeInOut: Animation { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/animation/easein
  public static var easeIn: Animation { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/animation/easeout
  public static var easeOut: Animation { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:)
  public static func interactiveSpring(
    response: Double = 0.15,
    dampingFraction: Double = 0.86,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/animation/linear
  public static var linear: Animation { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/animation/spring
  public static var spring: Animation { fatalError("stand-in") }

  /// https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
  public static func spring(
    response: Double = 0.5,
    dampingFraction: Double = 0.825,
    blendDuration: TimeInterval = 0
  ) -> Animation {
    fatalError("stand-in")
  }

  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result,
  completion: @escaping () -> Void
) rethrows -> Result {
  try body()
}

/// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria
public struct AnimationCompletionCriteria: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/logicallycomplete
  public static let logicallyComplete = AnimationCompletionCriteria()

  /// https://developer.apple.com/documentation/swiftui/animationcompletioncriteria/removed
  public static let removed = AnimationCompletionCriteria()

  private init() {}
}

/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {
  /// https://developer.apple.com/documentation/swiftui/transaction/init()
  public init() {}

  /// https://developer.apple.com/documentation/swiftui/transaction/init(animation:)
  public init(animation: Animation?) { self.animation = animation }

  /// https://developer.apple.com/documentation/swiftui/transaction/animation
  public var animation: Animation?

  /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
  public var disablesAnimations: Bool = false
}

/// https://developer.apple.com/documentation/swiftui/withtransaction(_:_:)
public func withTransaction<Result>(
  _ transaction: Transaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/transaction(_:)
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some View
  {
    fatalError("stand-in")
  }

  /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable {
    fatalError("stand-in")
  }
}
