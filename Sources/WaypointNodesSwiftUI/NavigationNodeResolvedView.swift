#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodes

  /// Shows a node: its own view or its container's, with what it presents.
  ///
  /// A stack root shows a `NavigationStack` of its nodes, a tabs root a `TabView`, a switched
  /// node the node it shows; a plain node shows the `body` its class declares. A container whose
  /// class declares `func body(for content:)` shows what that makes of the default view. Every
  /// node presents its `NavigationNodeState.presentedNode` as a sheet, a full-screen cover,
  /// an alert or a confirmation dialog. Use it in a custom container to show a child node.
  ///
  /// ```swift
  /// struct SideBySideView: View {
  ///   let sidebar: any NavigationNode
  ///   let detail: any NavigationNode
  ///
  ///   var body: some View {
  ///     NavigationSplitView {
  ///       NavigationNodeResolvedView(node: sidebar)
  ///     } detail: {
  ///       NavigationNodeResolvedView(node: detail)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// > Important: Show only nodes that are in the graph as children of the node whose view shows
  /// > them: a custom container lists them in its state's `childNodes`. ``NavigationWindow``
  /// > shows the window's root node this way.
  public struct NavigationNodeResolvedView: View {
    /// The node shown.
    public let node: any NavigationNode

    /// A view of `node`.
    ///
    /// - Parameter node: The node to show.
    public init(node: any NavigationNode) {
      self.node = node
    }

    public var body: some View {
      content
        .modifier(NodePresentationsModifier(node: node))
        .environment(\.navigationNode, node)
    }

    @ViewBuilder private var content: some View {
      if let stack = node.state as? StackRootNavigationNodeState {
        custom(StackRootNavigationNodeView(node: node, state: stack))
      } else if let tabs = node.state as? TabsRootNavigationNodeState {
        custom(TabsRootNavigationNodeView(node: node, state: tabs))
      } else if let switched = node.state as? SwitchedNavigationNodeState {
        custom(SwitchedNavigationNodeView(state: switched))
      } else if let body = node.makeNavigationBody() as? any View {
        AnyView(body)
      } else {
        EmptyView()
      }
    }

    /// The container's view as the node's class makes it, or the default one.
    @ViewBuilder private func custom(_ content: some View) -> some View {
      if let body = node.makeNavigationBody(for: content) as? any View {
        AnyView(body)
      } else {
        content
      }
    }
  }

  /// A stack root's default view: a `NavigationStack` whose path is the nodes pushed on the root.
  public struct StackRootNavigationNodeView: View {
    let node: any NavigationNode
    let state: StackRootNavigationNodeState

    public var body: some View {
      let node = node
      let state = state
      NavigationStack(
        path: Binding(get: { state.path }, set: { node.writeStackPath($0) })
      ) {
        NavigationNodeResolvedView(node: state.rootNode)
          .navigationDestination(for: StackNavigationNode.self) { entry in
            #if os(iOS) || os(visionOS)
              NavigationNodeResolvedView(node: entry.destination)
                .toolbar(tabBarVisibility, for: .tabBar)
            #else
              NavigationNodeResolvedView(node: entry.destination)
            #endif
          }
      }
    }

    /// The tab bar on pushed screens: hidden when the stack asks for it.
    private var tabBarVisibility: Visibility {
      guard let stack = node as? StackRootNavigationNode else { return .automatic }
      switch stack.tabBarToolbarBehavior {
      case .automatic: return .automatic
      case .hiddenWhenNotRoot: return .hidden
      }
    }
  }

  /// A tabs root's default view: a `TabView` of its tabs, selected by the node's state.
  public struct TabsRootNavigationNodeView: View {
    let node: any NavigationNode
    let state: TabsRootNavigationNodeState

    public var body: some View {
      let node = node
      let state = state
      TabView(
        selection: Binding(
          get: { state.selectedTabNodeID }, set: { node.execute(.tabsSelectItem($0)) })
      ) {
        ForEach(state.tabsNodes, id: \.id) { tab in
          NavigationNodeResolvedView(node: tab.navigationNode)
            .tabItem { TabItemLabel(tab: tab) }
            .tag(tab.id)
        }
      }
    }
  }

  /// A tab's label: a ``DefaultTabNode``'s title and image (an `Image`, or a system image's name).
  private struct TabItemLabel: View {
    let tab: any TabNode

    var body: some View {
      if let tab = tab as? DefaultTabNode {
        if let image = tab.image as? Image {
          Label {
            Text(tab.title)
          } icon: {
            image
          }
        } else if let name = tab.image as? String {
          Label(tab.title, systemImage: name)
        } else {
          Text(tab.title)
        }
      } else {
        Text(verbatim: "\(tab.id)")
      }
    }
  }

  /// A switched node's default view: the node it shows now.
  public struct SwitchedNavigationNodeView: View {
    let state: SwitchedNavigationNodeState

    public var body: some View {
      if let switched = state.switchedNode {
        NavigationNodeResolvedView(node: switched).id(ObjectIdentifier(switched))
      }
    }
  }
#endif
