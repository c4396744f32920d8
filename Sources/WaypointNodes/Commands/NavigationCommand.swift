import IssueReporting

/// An operation on the navigation graph: push, pop, present, dismiss, select a tab, switch,
/// open a window, handle a deep link.
///
/// A node executes a command with ``NavigationNode/execute(_:fileID:filePath:line:column:)``.
/// A command first says whether it can execute on that node (``refusal(on:)``); when it cannot,
/// it changes nothing and the node returns why. Otherwise it changes the nodes' states, and the
/// nodes it adds enter the graph and the nodes it removes leave it.
///
/// Define a command of your own by conforming. Its check says when it cannot execute, and its
/// execution makes the change, typically by executing a predefined command:
///
/// ```swift
/// /// Shows the settings as a sheet, unless they are shown already.
/// struct ShowSettings: NavigationCommand {
///   func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
///     node.highestPresentedNode is SettingsNode ? .notApplicable("the settings are shown") : nil
///   }
///
///   func execute(on node: any NavigationNode) {
///     node.execute(.present(.sheet(.stacked(SettingsNode()))))
///   }
/// }
///
/// home.execute(ShowSettings())
/// ```
@MainActor
public protocol NavigationCommand {
  /// The command's name, for errors and logs; the type's name unless given.
  var name: String { get }

  /// Why the command cannot execute on `node`; `nil` when it can.
  ///
  /// - Parameter node: The node executing the command.
  func refusal(on node: any NavigationNode) -> NavigationCommandRefusal?

  /// Executes the command on `node`; called only when ``refusal(on:)`` is `nil`.
  ///
  /// - Parameter node: The node executing the command.
  func execute(on node: any NavigationNode)

  /// Checks the command and, when it can execute, executes it, in one pass; returns why not
  /// otherwise.
  ///
  /// The default calls ``refusal(on:)``, then ``execute(on:)``. A command that has to search the
  /// graph for its target can implement it to search once.
  ///
  /// - Parameter node: The node executing the command.
  /// - Returns: `nil` when the command executed; why not otherwise, with nothing changed.
  func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal?

  /// Whether the change the command makes is animated: `true` unless the command says
  /// otherwise (the predefined ones take `animated:`). A UI layer reads it through
  /// ``NavigationConfig/performChange``.
  var animated: Bool { get }
}

extension NavigationCommand {
  /// Animated, for a command that does not say.
  public var animated: Bool { true }

  public var name: String { "\(Self.self)" }

  public func executeIfPossible(on node: any NavigationNode) -> NavigationCommandRefusal? {
    if let refusal = refusal(on: node) { return refusal }
    execute(on: node)
    return nil
  }

  /// Whether the command can execute on `node`.
  public func canExecute(on node: any NavigationNode) -> Bool {
    refusal(on: node) == nil
  }
}

/// Why a command cannot execute.
///
/// A command's ``NavigationCommand/refusal(on:)`` returns one of two kinds. The graph as it is
/// can be the reason, ``notApplicable(_:)``; or the command itself can be wrong, whatever the
/// graph, ``misuse(_:)``, which a node executing the command also reports as an issue:
///
/// ```swift
/// func refusal(on node: any NavigationNode) -> NavigationCommandRefusal? {
///   guard copies >= 1 else { return .misuse("it shows \(copies) copies; show at least 1") }
///   return node.highestPresentedNode is SettingsNode
///     ? .notApplicable("the settings are shown") : nil
/// }
/// ```
///
/// ``NavigationNode/refusal(of:)`` asks a node the same question without executing anything.
public struct NavigationCommandRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// Whether the refusal points at a mistake in the code that made the command.
  public let isMisuse: Bool

  /// The reason, in words.
  public let reason: String

  /// The command does not apply to the graph as it is: nothing to dismiss, already at the
  /// root, no such tab. Returned, not reported.
  public static func notApplicable(_ reason: String) -> Self {
    Self(isMisuse: false, reason: reason)
  }

  /// The command is wrong whatever the graph: a node added twice, a node that has left the
  /// graph, a negative count, a presentation kind no window knows. Returned and reported as an
  /// issue (a failure in tests).
  public static func misuse(_ reason: String) -> Self {
    Self(isMisuse: true, reason: reason)
  }

  public var description: String { reason }
}

/// A command a node could not execute, and why; the graph is as it was.
///
/// ``NavigationNode/execute(_:fileID:filePath:line:column:)`` returns it as a `Result`'s
/// failure; `get()` throws it:
///
/// ```swift
/// do {
///   try home.execute(.dismiss()).get()
/// } catch {
///   error.command         // "dismiss"
///   error.refusal.reason  // "nothing is presented"
///   print(error)          // dismiss cannot execute on HomeNode#3: nothing is presented
/// }
/// ```
public struct NavigationCommandError: Error, Equatable, CustomStringConvertible {
  /// The command's name.
  public let command: String

  /// The node that tried to execute it.
  public let node: String

  /// Why it could not.
  public let refusal: NavigationCommandRefusal

  public var description: String {
    "\(command) cannot execute on \(node): \(refusal.reason)"
  }
}

extension NavigationNode {
  /// Executes `command` on this node, or, when it cannot execute here, changes nothing and
  /// returns why.
  ///
  /// ```swift
  /// home.execute(.present(.sheet(.stacked(DetailNavigationNode()))))
  /// home.execute(.dismiss())
  /// // .failure: "dismiss cannot execute on HomeNavigationNode#3: nothing is presented"
  /// ```
  ///
  /// A refusal that points at a mistake in code (``NavigationCommandRefusal/misuse(_:)``) is also
  /// reported with `reportIssue`; with ``NavigationConfig/isDebugPrintEnabled`` every refusal is
  /// logged.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - fileID: The file a misuse is reported in; the caller's.
  ///   - filePath: The path of that file; the caller's.
  ///   - line: The line a misuse is reported at; the caller's.
  ///   - column: The column a misuse is reported at; the caller's.
  /// - Returns: Success, or the error saying why the command could not execute.
  @discardableResult
  public func execute(
    _ command: any NavigationCommand,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Result<Void, NavigationCommandError> {
    let refusal: NavigationCommandRefusal?
    switch state.phase {
    case .finished: refusal = .notApplicable("\(debugName) has left the navigation graph")
    case .detached: refusal = .notApplicable("\(debugName) is not in a window's graph")
    case .started:
      if let performChange = NavigationConfig.shared.changeMaker {
        var result: NavigationCommandRefusal?
        performChange(command.animated) {
          result = RemovalMessages.batch { command.executeIfPossible(on: self) }
        }
        refusal = result
      } else {
        refusal = RemovalMessages.batch { command.executeIfPossible(on: self) }
      }
    }
    guard let refusal else { return .success(()) }
    return refuse(command, refusal, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func refuse(
    _ command: any NavigationCommand, _ refusal: NavigationCommandRefusal,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Result<Void, NavigationCommandError> {
    let error = NavigationCommandError(command: command.name, node: debugName, refusal: refusal)
    NavigationConfig.shared.log(self, "Refused \(command.name): \(refusal.reason)")
    if refusal.isMisuse {
      reportIssue(
        "\(error.description)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return .failure(error)
  }

  /// Whether `command` can execute on this node.
  public func canExecute(_ command: any NavigationCommand) -> Bool {
    refusal(of: command) == nil
  }

  /// Why `command` cannot execute on this node; `nil` when it can.
  public func refusal(of command: any NavigationCommand) -> NavigationCommandRefusal? {
    switch state.phase {
    case .finished: .notApplicable("\(debugName) has left the navigation graph")
    case .detached: .notApplicable("\(debugName) is not in a window's graph")
    case .started: command.refusal(on: self)
    }
  }
}

extension NavigationNode {
  /// Why `node` cannot be added to the graph; `nil` when it can: it, and every node it holds,
  /// must be outside any graph and never have been in one.
  ///
  /// - Complexity: O(*the nodes `node` holds*).
  func refusalToAdd(_ node: any NavigationNode) -> NavigationCommandRefusal? {
    if node === self { return .misuse("\(node.debugName) would hold itself") }
    // A plain node that presents nothing holds nothing: only it is checked.
    if node.holdsNothing { return refusalToAdd(node, candidate: node) }
    for candidate in node.untrackedSubtree {
      if let refusal = refusalToAdd(node, candidate: candidate) { return refusal }
    }
    return nil
  }

  /// Why `candidate`, `node` or a node it holds, cannot be added to the graph.
  private func refusalToAdd(
    _ node: any NavigationNode, candidate: any NavigationNode
  ) -> NavigationCommandRefusal? {
    switch candidate.state.phase {
    case .finished:
      return .misuse(
        "\(candidate.debugName) has left the navigation graph and cannot return to it")
    case .started:
      let holder = candidate.parent.map { " under \($0.debugName)" } ?? ""
      return .misuse("\(candidate.debugName) is already in the navigation graph\(holder)")
    case .detached:
      if candidate === node, let parent = node.parent {
        return .misuse("\(node.debugName) is already held by \(parent.debugName)")
      }
    }
    return nil
  }

  /// Whether the node is a plain node that presents nothing, so that it holds no node.
  var holdsNothing: Bool { state.holdsNothing }
}

/// What a predefined command would do on a node, found once: the change, or why not.
enum CommandPlan {
  case run(() -> Void)
  case refused(NavigationCommandRefusal)

  var refusal: NavigationCommandRefusal? {
    if case .refused(let refusal) = self { return refusal }
    return nil
  }

  func run() {
    if case .run(let change) = self { change() }
  }

  /// Makes the change, or returns why not.
  func runIfPossible() -> NavigationCommandRefusal? {
    switch self {
    case .run(let change):
      change()
      return nil
    case .refused(let refusal):
      return refusal
    }
  }
}

/// A command that finds what it acts on once, for both its check and its change.
@MainActor
protocol PlannedNavigationCommand: NavigationCommand {
  func plan(on node: any NavigationNode) -> CommandPlan
}
