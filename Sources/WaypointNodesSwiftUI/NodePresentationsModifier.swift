#if canImport(SwiftUI)
  import SwiftUI
  import Waypoint
  import WaypointNodes

  /// Presents what a node presents: one SwiftUI modifier per way of presenting, each bound to
  /// the node's `NodePresentationBinding`.
  struct NodePresentationsModifier: ViewModifier {
    let node: any NavigationNode
    /// The source view's ID, for a source's modifiers; `nil` for the node's own.
    var source: String? = nil

    func body(content: Content) -> some View {
      let sheet = node.presentation(SheetPresentedNavigationNode.self, source: source)
      let cover = node.presentation(FullScreenCoverPresentedNavigationNode.self, source: source)
      let alert = node.presentation(AlertPresentedNavigationNode.self, source: source)
      let dialog = node.presentation(ConfirmationDialogPresentedNavigationNode.self, source: source)
      let alertNode = alert.presented?.node as? AlertNavigationNode
      let dialogNode = dialog.presented?.node as? ConfirmationDialogNavigationNode
      content
        .sheet(item: sheet.item) { NavigationNodeResolvedView(node: $0.node) }
        .coverOrSheet(item: cover.item)
        .alert(
          Text(alertNode?.alert.title ?? ""), isPresented: alert.isPresentedBinding,
          presenting: alertNode,
          actions: { node in
            alertButtons(node.alert.buttons) { _ = node.tap($0) }
          },
          message: { node in node.alert.message.map(Text.init) }
        )
        .confirmationDialog(
          Text(dialogNode?.dialog.title ?? ""), isPresented: dialog.isPresentedBinding,
          titleVisibility: .automatic,
          presenting: dialogNode,
          actions: { node in
            alertButtons(node.dialog.buttons) { _ = node.tap($0) }
          },
          message: { node in node.dialog.message.map(Text.init) }
        )
    }
  }

  @MainActor
  extension View {
    /// Makes this view the source of the presentations whose `sourceID` is `id`, presented by
    /// the node this view is shown for: a confirmation dialog then appears as a popover pointing
    /// at it on iPad.
    ///
    /// ```swift
    /// Button("Log out") { navigationNode.confirmLogout() }
    ///   .presentingNavigationSource(id: "logoutButton")
    /// // navigationNode: execute(.present(.confirmationDialog(…, sourceID: "logoutButton")))
    /// ```
    ///
    /// While the view is shown, those presentations attach to it rather than to the node's
    /// view (`NodePresentationBinding`); once it is gone, they attach to the node's view again.
    ///
    /// - Parameter id: The source's ID, as the presentation's `sourceID` names it.
    /// - Returns: A view that presents from here.
    public func presentingNavigationSource(id: String) -> some View {
      modifier(PresentationSourceModifier(id: id))
    }
  }

  /// Registers a view as a presentation source of the node it is shown for, and presents there.
  private struct PresentationSourceModifier: ViewModifier {
    let id: String
    @Environment(\.navigationNode) private var node

    func body(content: Content) -> some View {
      if let node {
        content
          .modifier(NodePresentationsModifier(node: node, source: id))
          .onAppear { node.addPresentationSource(id) }
          .onDisappear { node.removePresentationSource(id) }
      } else {
        content
      }
    }
  }

  /// A presented node, identified by the node.
  struct PresentedNodeItem: Identifiable {
    let node: any NavigationNode
    var id: ObjectIdentifier { ObjectIdentifier(node) }
  }

  @MainActor
  extension NodePresentationBinding {
    /// The presented node as SwiftUI's `item:` binding; SwiftUI's write of `nil` dismisses it.
    var item: Binding<PresentedNodeItem?> {
      let binding = self
      return Binding(
        get: { binding.presented.map { PresentedNodeItem(node: $0.node) } },
        set: { if $0 == nil { binding.write(isPresented: false) } }
      )
    }

    /// Whether something is presented, as SwiftUI's `isPresented:` binding.
    var isPresentedBinding: Binding<Bool> {
      let binding = self
      return Binding(
        get: { binding.isPresented }, set: { binding.write(isPresented: $0) })
    }
  }

  @MainActor
  extension View {
    /// A full-screen cover, or a sheet where there are no covers (macOS).
    @ViewBuilder
    fileprivate func coverOrSheet(item: Binding<PresentedNodeItem?>) -> some View {
      #if os(macOS)
        sheet(item: item) { NavigationNodeResolvedView(node: $0.node) }
      #else
        fullScreenCover(item: item) { NavigationNodeResolvedView(node: $0.node) }
      #endif
    }
  }
#endif
