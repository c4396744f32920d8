import WaypointNodes

/// One screen of the coordinator demo: a node of the graph, drawn as a ``Screen``, with what its
/// entries and its back execute on the node.
@MainActor
struct CoordinatorScreen {
  /// The node the screen shows.
  let node: any NavigationNode
  /// The screen the painter draws. Its entries' actions are placeholders, never sent: the
  /// coordinator acts through ``entries``.
  var screen: Screen
  /// The screen's breadcrumb: `Library`, `[sheet] New item`, `Gadget`.
  var crumb: String
  /// What each entry executes, in the order of the screen's entries.
  var entries: [CoordinatorEntry]

  /// Back: `.hide()` on the node, which pops it when it stands above the root of a stack and
  /// otherwise dismisses the presentation it is in; the graph refuses it at a root.
  func back() -> Result<Void, NavigationCommandError> {
    node.execute(.hide())
  }
}

/// The tabs of the tabs root shown, for the tab bar.
struct CoordinatorTabBar: Equatable {
  /// A tab: its ID, as ``NavigationCommand/tabsSelectItem(_:)`` takes it, and its title.
  struct Tab: Equatable {
    var id: String
    var title: String
  }

  /// The tabs, in order.
  var tabs: [Tab]
  /// The ID of the selected tab.
  var selected: String

  /// The title of the selected tab.
  var selectedTitle: String? {
    tabs.first { $0.id == selected }?.title
  }
}

/// Derives the screens of the coordinator demo from its node graph, bottom first: the nodes the
/// base level shows (the switched node, the selected tab, the nodes of its stack), then each
/// presentation on top, with the nodes it shows.
///
/// The screen on top is the node on top of the graph: the one keys and script commands act on.
@MainActor
enum CoordinatorScreens {
  /// The action every coordinator entry carries for ``Screen``, which is never sent.
  static let placeholderAction = AppFeature.Action.tabSelected(.inventory)

  /// The screens shown in `window`, bottom first, and the tab bar of the tabs root shown.
  ///
  /// - Parameter window: The demo's window.
  /// - Returns: The screens and the tab bar, if a tabs root is shown.
  static func screens(in window: WindowNavigationNode) -> (
    screens: [CoordinatorScreen], tabBar: CoordinatorTabBar?
  ) {
    var builder = Builder()
    builder.level(window.rootNode, presentation: .root)
    return (builder.screens, builder.tabBar)
  }

  @MainActor
  private struct Builder {
    var screens: [CoordinatorScreen] = []
    var tabBar: CoordinatorTabBar?

    /// Adds the screens of a presentation level: the nodes `root` shows, then what they present.
    mutating func level(_ root: any NavigationNode, presentation: Screen.Presentation) {
      let shown = shownNodes(root)
      var levelTitle: String?
      for node in shown {
        if let alert = node as? AlertNavigationNode {
          screens.append(Self.alertScreen(alert))
        } else if let dialog = node as? ConfirmationDialogNavigationNode {
          screens.append(Self.dialogScreen(dialog))
        } else if let screenNode = node as? any CoordinatorScreenNode {
          screens.append(
            Self.screen(screenNode, presentation: presentation, levelTitle: levelTitle))
          levelTitle = levelTitle ?? screenNode.title
        }
      }
      for node in shown {
        guard let presented = node.presentedNode else { continue }
        level(presented.node, presentation: Self.presentation(of: presented))
      }
    }

    /// The node and the nodes it shows in its level: a switched node's node, the selected tab's,
    /// every node of a stack.
    mutating func shownNodes(_ node: any NavigationNode) -> [any NavigationNode] {
      var result: [any NavigationNode] = [node]
      switch node.state {
      case let switched as SwitchedNavigationNodeState:
        if let shown = switched.switchedNode { result += shownNodes(shown) }
      case let tabs as TabsRootNavigationNodeState:
        if tabBar == nil {
          tabBar = CoordinatorTabBar(
            tabs: tabs.tabsNodes.map { tab in
              let id = "\(tab.id.base)"
              return CoordinatorTabBar.Tab(id: id, title: (tab as? DefaultTabNode)?.title ?? id)
            },
            selected: "\(tabs.selectedTabNodeID.base)")
        }
        if let selected = tabs.selectedTabNode { result += shownNodes(selected.navigationNode) }
      case let stack as StackRootNavigationNodeState:
        for element in stack.stackNodes { result += shownNodes(element.destination) }
      default:
        break
      }
      return result
    }

    /// The screen of a node: the level's presentation for the first screen of a level, then
    /// pushed ones, which within a sheet or cover are drawn as that sheet or cover.
    static func screen(
      _ node: any CoordinatorScreenNode, presentation: Screen.Presentation, levelTitle: String?
    ) -> CoordinatorScreen {
      let content = node.content
      let isFirst = levelTitle == nil
      var title = node.title
      let drawnAs: Screen.Presentation
      if isFirst {
        drawnAs = presentation
      } else if presentation.isModal {
        drawnAs = presentation
        title = "\(levelTitle ?? "") › \(node.title)"
      } else {
        drawnAs = .push
      }
      var screen = Screen(
        id: "node\(node.id.rawValue)", title: title, presentation: drawnAs, back: nil)
      screen.lines = content.lines
      screen.entries = content.entries.map(Self.entry)
      let crumb =
        isFirst && presentation.isModal ? "[\(presentation.rawValue)] \(node.title)" : node.title
      return CoordinatorScreen(node: node, screen: screen, crumb: crumb, entries: content.entries)
    }

    static func alertScreen(_ node: AlertNavigationNode) -> CoordinatorScreen {
      buttonsScreen(
        node, title: node.alert.title.string, message: node.alert.message?.string,
        buttons: node.alert.buttons, presentation: .alert, tap: node.tap)
    }

    static func dialogScreen(_ node: ConfirmationDialogNavigationNode) -> CoordinatorScreen {
      let title = node.dialog.titleVisibility == .hidden ? "Confirm" : node.dialog.title.string
      return buttonsScreen(
        node, title: title, message: node.dialog.message?.string, buttons: node.dialog.buttons,
        presentation: .dialog, tap: node.tap)
    }

    /// An alert's or dialog's screen: its buttons tap it, and with none, OK dismisses it.
    static func buttonsScreen(
      _ node: any NavigationNode, title: String, message: String?, buttons: [ButtonState<Int>],
      presentation: Screen.Presentation,
      tap: @escaping @MainActor (Int?) -> Result<Void, NavigationCommandError>
    ) -> CoordinatorScreen {
      var entries = buttons.enumerated().map { index, button in
        CoordinatorEntry(label: button.label.string, role: button.role) { tap(index) }
      }
      if entries.isEmpty {
        entries = [CoordinatorEntry(label: "OK") { tap(nil) }]
      }
      var screen = Screen(
        id: "node\(node.id.rawValue)", title: title, presentation: presentation, back: nil)
      screen.lines = message.map { [$0] } ?? []
      screen.entries = entries.map(Self.entry)
      screen.initialSelection = AlertScreens.safeSelection(screen.entries)
      return CoordinatorScreen(
        node: node, screen: screen, crumb: "[\(presentation.rawValue)] \(title)",
        entries: entries)
    }

    static func entry(_ entry: CoordinatorEntry) -> Screen.Entry {
      Screen.Entry(entry.label, key: entry.key, role: entry.role, action: placeholderAction)
    }

    static func presentation(of presented: any PresentedNavigationNode) -> Screen.Presentation {
      switch type(of: presented).presentationStyle {
      case .fullScreenCover: .cover
      case .alert: .alert
      case .confirmationDialog: .dialog
      case .push, .sheet, .popover: .sheet
      }
    }
  }
}
