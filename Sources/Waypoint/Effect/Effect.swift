import ConcurrencyExtras
import Dependencies
import IssueReporting

/// Work a reducer asks the runtime to do after a state change: send actions, run async code,
/// cancel earlier work.
///
/// ```swift
/// case .saveButtonTapped:
///   return .run { [item = state.item] send in
///     try await database.save(item)
///     await send(.saved)
///   }
///   .cancellable(id: CancelID.save, cancelInFlight: true)
/// ```
///
/// Effects started by a presented feature or a stack element are cancelled automatically when
/// that feature is dismissed or popped.
public struct Effect<Action>: Sendable {
  @usableFromInline package let operation: Operation

  @inlinable
  package init(operation: Operation) {
    self.operation = operation
  }

  /// What an effect does. Every case is boxed: an effect is one pointer whatever the size of
  /// `Action`, which unspecialised code copies and switches over without the runtime's help
  /// for multi-payload enums of generic layout (tried: inline cases cost more than the boxes).
  @usableFromInline
  // Unchecked: the cases are immutable and every payload is `Sendable` except `.send`'s action,
  // which reducers return and the store reads on the main actor (`RootCore`).
  package indirect enum Operation: @unchecked Sendable {
    case none
    case send(Action)
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(CancelKey, cancelInFlight: Bool, Effect<Action>)
    case cancel(CancelKey)
    /// Cancels the effects of the stack elements that left a stack, under keys made only when
    /// an effect is running.
    case cancelElements(ElementCancellation)
  }
}

extension Effect {
  /// An effect that does nothing.
  @inlinable
  public static var none: Self {
    Self(operation: .none)
  }

  /// An effect that sends an action right away, in the same pass of the runtime as the action
  /// that returned it.
  ///
  /// - Parameter action: The action to send.
  @inlinable
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(action))
  }

  /// An effect that runs asynchronous work and can send actions back.
  ///
  /// The work inherits the dependencies in force when the effect was created. An error thrown by
  /// `operation` goes to `handler`; without a handler, any error other than cancellation is
  /// reported as an issue, because an error nobody handles is a bug.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await user in await authClient.authStateStream() {
  ///     await send(.authStateChanged(user))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work. Send actions with `await send(action)`.
  ///   - handler: Handles an error thrown by `operation`.
  ///   - fileID: The file of the call, for reports.
  ///   - filePath: The path of that file, for reports.
  ///   - line: The line of the call, for reports.
  ///   - column: The column of the call, for reports.
  /// - Returns: An effect.
  @inlinable
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { dependencies in
      Self(
        operation: .run(priority) { send in
          await dependencies.yield {
            do {
              try await operation(send)
            } catch is CancellationError where Task.isCancelled {
              return
            } catch {
              guard let handler else {
                reportIssue(
                  """
                  An "Effect.run" threw an error that nothing handled:

                    \(error)

                  Every error an effect can throw should be handled, either inside the \
                  operation with "do"/"catch", or by passing "catch:" to "Effect.run" and \
                  sending an action that tells the feature what went wrong.
                  """,
                  fileID: fileID,
                  filePath: filePath,
                  line: line,
                  column: column
                )
                return
              }
              await handler(error, send)
            }
          }
        }
      )
    }
  }

  /// An effect that runs several effects at the same time.
  ///
  /// - Parameter effects: The effects to run.
  /// - Returns: An effect that finishes when all of them have.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// An effect that runs several effects at the same time.
  ///
  /// - Parameter effects: The effects to run.
  /// - Returns: An effect that finishes when all of them have.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var flattened: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .merge(nested): flattened.append(contentsOf: nested)
      default: flattened.append(effect)
      }
    }
    switch flattened.count {
    case 0: return .none
    case 1: return flattened[0]
    default: return Self(operation: .merge(flattened))
    }
  }

  /// An effect that runs this one and `other` at the same time.
  ///
  /// - Parameter other: Another effect.
  /// - Returns: The merged effect.
  @inlinable
  public func merge(with other: Self) -> Self {
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return merged(with: other)
  }

  @usableFromInline
  func merged(with other: Self) -> Self {
    switch (operation, other.operation) {
    case let (.merge(lhs), .merge(rhs)): return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _): return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)): return Self(operation: .merge([self] + rhs))
    default: return Self(operation: .merge([self, other]))
    }
  }

  /// An effect that runs several effects one after another, each starting when the previous
  /// finishes.
  ///
  /// - Parameter effects: The effects to run, in order.
  /// - Returns: The concatenated effect.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// An effect that runs several effects one after another, each starting when the previous
  /// finishes.
  ///
  /// - Parameter effects: The effects to run, in order.
  /// - Returns: The concatenated effect.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    var flattened: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none: continue
      case let .concatenate(nested): flattened.append(contentsOf: nested)
      default: flattened.append(effect)
      }
    }
    switch flattened.count {
    case 0: return .none
    case 1: return flattened[0]
    default: return Self(operation: .concatenate(flattened))
    }
  }

  /// An effect that runs this one, then `other`.
  ///
  /// - Parameter other: The effect to run after this one.
  /// - Returns: The concatenated effect.
  public func concatenate(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _): return other
    case (_, .none): return self
    case let (.concatenate(lhs), .concatenate(rhs)): return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _): return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)): return Self(operation: .concatenate([self] + rhs))
    default: return Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions this effect sends.
  ///
  /// - Parameter transform: A function from this effect's action to another.
  /// - Returns: An effect sending transformed actions.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(priority, body):
      return Effect<NewAction>(
        operation: .run(priority) { send in
          await body(Send { action in send(transform(action)) })
        }
      )
    case let .merge(effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(key, cancelInFlight, effect):
      return Effect<NewAction>(
        operation: .cancellable(key, cancelInFlight: cancelInFlight, effect.map(transform))
      )
    case let .cancel(key):
      return Effect<NewAction>(operation: .cancel(key))
    case let .cancelElements(cancellation):
      return Effect<NewAction>(operation: .cancelElements(cancellation))
    }
  }
}

/// An ``Effect`` over a reducer's actions.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
