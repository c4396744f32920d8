import Waypoint

/// Shape 21: where the user is, derived from a stack of `length` screens (``Navigation``), as a
/// transition or a log reads it.
///
/// The checksum adds the number of screens and the ID of the top one: both sides give the same.
@MainActor
final class DeriveNavigationDriver: Driver {
  let stack: StackState<RulesPath.State>
  var total = 0

  init(length: Int) {
    stack = NavigationFixture.stack(length: length)
    let navigation = Navigation(stack)
    precondition(
      navigation.levels.count == 1 && navigation.levels[0].screens.count == length
        && navigation.levels[0].screens[1].name == "edit",
      "Shape 21: the navigation is not the stack's screens.")
  }

  func step() {
    let screens = Navigation(stack).levels[0].screens
    guard case .element(let id)? = screens.last?.place else { return }
    total &+= screens.count &+ id.rawValue
  }

  var checksum: Int { total }
}

/// The hand-written counterpart of shape 21: a loop over an array of a plain enum and its IDs
/// that names each screen by its case.
@MainActor
final class BaselineDeriveNavigationDriver: Driver {
  /// A screen as an app that writes its own description would keep it.
  struct Screen {
    var name: String
    var id: Int
  }

  let path: [BaselineScreen]
  let ids: [Int]
  var total = 0

  init(length: Int) {
    let stack = NavigationFixture.stack(length: length)
    path = stack.map(BaselineScreen.init)
    ids = stack.ids.map(\.rawValue)
  }

  func step() {
    var screens: [Screen] = []
    screens.reserveCapacity(path.count)
    for (screen, id) in zip(path, ids) {
      let name: String
      switch screen {
      case .detail: name = "detail"
      case .edit: name = "edit"
      case .settings: name = "settings"
      }
      screens.append(Screen(name: name, id: id))
    }
    guard let last = screens.last else { return }
    total &+= screens.count &+ last.id
  }

  var checksum: Int { total }
}

/// The one stack both sides of shape 21 read, so that their IDs are the same.
@MainActor
enum NavigationFixture {
  static var stacks: [Int: StackState<RulesPath.State>] = [:]

  static func stack(length: Int) -> StackState<RulesPath.State> {
    if let stack = stacks[length] { return stack }
    let stack = StackState(RulesPath.path(count: length))
    stacks[length] = stack
    return stack
  }
}
