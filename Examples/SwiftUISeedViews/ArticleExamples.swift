// The code of the SwiftUI article that the seeds do not show, verbatim: if this file stops
// compiling, the article is wrong. The article is
// Sources/WaypointSwiftUI/Documentation.docc/Articles/SwiftUIIntegration.md; the test
// SwiftUIArticleSnippetTests checks that each of its Swift blocks is in this target or in the
// test's file.

#if canImport(SwiftUI)
  import SwiftUI
  import WaypointNodesSwiftUI

  enum ArticleExamples {
    typealias RootFeature = Seed001StackBased.RootFeature
    typealias DetailFeature = Seed001StackBased.DetailFeature
    typealias DetailView = Seed001StackBased.DetailView
    typealias EditView = Seed001StackBased.EditView
    typealias SettingsFeature = Seed001Tabs.HomeFeature
    typealias SettingsView = Seed001Tabs.HomeView
    typealias RootView = Seed001StackBased.RootView

    // MARK: - Stacks

    struct ItemsList: View {
      let store: StoreOf<RootFeature>

      var body: some View {
        List {
          ForEach(store.items) { item in
            NavigationLink(state: RootFeature.Path.State.detail(DetailFeature.State(item: item))) {
              Text(item.name)
            }
          }
        }
      }
    }

    struct LinkedRootView: View {
      @Bindable var store: StoreOf<RootFeature>

      var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
          ItemsList(store: store)
        } destination: { store in
          switch store.case {
          case let .detail(store): DetailView(store: store)
          case let .edit(store): EditView(store: store)
          }
        }
      }
    }

    // MARK: - Tree presentations

    @Reducer
    struct CatalogFeature {
      @ObservableState
      struct State: Equatable {
        var items: [Item] = []
        @Presents var destination: Destination.State?
      }

      enum Action {
        case itemTapped(Item)
        case destination(PresentationAction<Destination.Action>)
      }

      @Reducer
      enum Destination {
        case edit(ItemFormFeature)
        case detail(DetailFeature)
        case share(ShareFeature)
        case slideshow(SlideshowFeature)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .itemTapped(item):
            state.destination = .detail(DetailFeature.State(item: item))
            return .none
          case .destination:
            return .none
          }
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }

    struct CatalogView: View {
      @Bindable var store: StoreOf<CatalogFeature>

      var body: some View {
        List(store.items) { item in
          Button(item.name) { store.send(.itemTapped(item)) }
        }
        .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
          store in
          ItemFormView(store: store)
        }
        .fullScreenCover(
          item: $store.scope(state: \.destination?.slideshow, action: \.destination.slideshow)
        ) { store in
          SlideshowView(store: store)
        }
        .popover(item: $store.scope(state: \.destination?.share, action: \.destination.share)) {
          store in
          ShareView(store: store)
        }
        .navigationDestination(
          item: $store.scope(state: \.destination?.detail, action: \.destination.detail)
        ) { store in
          DetailView(store: store)
        }
      }
    }

    // The child features the catalog presents.
    @Reducer
    struct ShareFeature {
      @ObservableState
      struct State: Equatable { var item: Item }
      enum Action { case sendTapped }
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }

    struct ShareView: View {
      let store: StoreOf<ShareFeature>

      var body: some View {
        Button("Send \(store.item.name)") { store.send(.sendTapped) }
      }
    }

    @Reducer
    struct SlideshowFeature {
      @ObservableState
      struct State: Equatable { var items: [Item] }
      enum Action { case closeTapped }
      @Dependency(\.dismiss) var dismiss
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .run { _ in await dismiss() }
      }
    }

    struct SlideshowView: View {
      let store: StoreOf<SlideshowFeature>

      var body: some View {
        Button("Close") { store.send(.closeTapped) }
      }
    }

    // MARK: - Alerts and confirmation dialogs

    @Reducer
    struct ItemActionsFeature {
      @ObservableState
      struct State: Equatable {
        var item: Item
        var isDeleted = false
        @Presents var alert: AlertState<Action.Alert>?
        @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
      }

      enum Action {
        case deleteTapped
        case moreTapped
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Dialog>)

        enum Alert { case confirmDeletion }
        enum Dialog {
          case duplicate
          case archive
        }
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .deleteTapped:
            state.alert = AlertState {
              TextState("Delete \(state.item.name)?")
            } actions: {
              ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
              ButtonState(role: .cancel) { TextState("Keep") }
            }
            return .none
          case .moreTapped:
            state.dialog = ConfirmationDialogState {
              TextState(state.item.name)
            } actions: {
              ButtonState(action: .duplicate) { TextState("Duplicate") }
              ButtonState(action: .archive) { TextState("Archive") }
            }
            return .none
          case .alert(.presented(.confirmDeletion)):
            state.isDeleted = true
            return .none
          case .alert, .dialog:
            return .none
          }
        }
        .ifLet(\.$alert, action: \.alert)
        .ifLet(\.$dialog, action: \.dialog)
      }
    }

    struct ItemActionsView: View {
      @Bindable var store: StoreOf<ItemActionsFeature>

      var body: some View {
        HStack {
          Button("Delete", role: .destructive) { store.send(.deleteTapped) }
          Button("More") { store.send(.moreTapped) }
        }
        .alert($store.scope(state: \.alert, action: \.alert))
        .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
      }
    }

    // MARK: - The `store:` forms

    @Reducer
    struct ShelfFeature {
      @ObservableState
      struct State: Equatable {
        @Presents var addItem: ItemFormFeature.State?
        @Presents var slideshow: SlideshowFeature.State?
        @Presents var share: ShareFeature.State?
        @Presents var detail: DetailFeature.State?
        @Presents var alert: AlertState<Action.Alert>?
        @Presents var dialog: ConfirmationDialogState<Action.Alert>?
      }

      enum Action {
        case addItem(PresentationAction<ItemFormFeature.Action>)
        case slideshow(PresentationAction<SlideshowFeature.Action>)
        case share(PresentationAction<ShareFeature.Action>)
        case detail(PresentationAction<DetailFeature.Action>)
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Alert>)

        enum Alert { case confirmDeletion }
      }

      var body: some ReducerOf<Self> {
        EmptyReducer()
          .ifLet(\.$addItem, action: \.addItem) { ItemFormFeature() }
          .ifLet(\.$slideshow, action: \.slideshow) { SlideshowFeature() }
          .ifLet(\.$share, action: \.share) { ShareFeature() }
          .ifLet(\.$detail, action: \.detail) { DetailFeature() }
          .ifLet(\.$alert, action: \.alert)
          .ifLet(\.$dialog, action: \.dialog)
      }
    }

    struct ShelfView: View {
      let store: StoreOf<ShelfFeature>

      var body: some View {
        Text("Shelf")
          .sheet(store: store.scope(state: \.$addItem, action: \.addItem)) { store in
            ItemFormView(store: store)
          }
          .fullScreenCover(store: store.scope(state: \.$slideshow, action: \.slideshow)) {
            store in
            SlideshowView(store: store)
          }
          .popover(store: store.scope(state: \.$share, action: \.share)) { store in
            ShareView(store: store)
          }
          .navigationDestination(store: store.scope(state: \.$detail, action: \.detail)) {
            store in
            DetailView(store: store)
          }
          .alert(store: store.scope(state: \.$alert, action: \.alert))
          .confirmationDialog(store: store.scope(state: \.$dialog, action: \.dialog))
      }
    }

    // MARK: - Tabs

    @Reducer
    struct AppTabsFeature {
      enum Tab: Hashable, Sendable {
        case inventory
        case settings
      }

      @ObservableState
      struct State: Equatable {
        var selectedTab = Tab.inventory
        var inventory = RootFeature.State()
        var settings = SettingsFeature.State()
      }

      enum Action {
        case tabSelected(Tab)
        case inventory(RootFeature.Action)
        case settings(SettingsFeature.Action)
      }

      var body: some ReducerOf<Self> {
        CombineReducers {
          Scope(state: \.inventory, action: \.inventory) { RootFeature() }
          Scope(state: \.settings, action: \.settings) { SettingsFeature() }
        }
        .tabs(
          selection: \.selectedTab, select: \.tabSelected,
          [.stack(.inventory, \.inventory.path, action: \.inventory.path)]
        )
      }
    }

    struct AppTabsView: View {
      @Bindable var store: StoreOf<AppTabsFeature>

      var body: some View {
        TabView(selection: $store.selectedTab) {
          RootView(store: store.scope(state: \.inventory, action: \.inventory))
            .tabItem { Label("Inventory", systemImage: "shippingbox") }
            .tag(AppTabsFeature.Tab.inventory)
          SettingsView(store: store.scope(state: \.settings, action: \.settings))
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(AppTabsFeature.Tab.settings)
        }
      }
    }

    // MARK: - Split views

    @Reducer
    struct LibraryFeature {
      @ObservableState
      struct State: Equatable {
        var items: [Item] = []
        var split = TwoColumnSplitViewState<Item.ID, DetailFeature.State>()
      }

      enum Action {
        case sidebarSelected(Item.ID?)
        case columnVisibilityChanged(SplitViewColumnVisibility)
        case detail(StackAction<DetailFeature.State, DetailFeature.Action>)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .sidebarSelected(id):
            state.split.selectSidebar(id)
            if let item = state.items.first(where: { $0.id == id }) {
              state.split.detail.append(DetailFeature.State(item: item))
            }
            return .none
          case let .columnVisibilityChanged(visibility):
            state.split.columnVisibility = visibility
            return .none
          case .detail:
            return .none
          }
        }
        .forEach(\.split.detail, action: \.detail) { DetailFeature() }
      }
    }

    struct LibraryView: View {
      @Bindable var store: StoreOf<LibraryFeature>

      var body: some View {
        NavigationSplitView(
          columnVisibility: store.binding(
            \.split.columnVisibility, sending: \.columnVisibilityChanged
          ).navigationSplitViewVisibility
        ) {
          List(
            store.items,
            selection: store.binding(\.split.sidebarSelection, sending: \.sidebarSelected)
          ) { item in
            Text(item.name)
          }
        } detail: {
          NavigationStack(path: $store.scope(state: \.split.detail, action: \.detail)) {
            Text("Pick an item")
          } destination: { store in
            DetailView(store: store)
          }
        }
      }
    }

    // MARK: - Windows and the coordinator layer

    struct SideBySideView: View {
      let sidebar: any NavigationNode
      let detail: any NavigationNode

      var body: some View {
        NavigationSplitView {
          NavigationNodeResolvedView(node: sidebar)
        } detail: {
          NavigationNodeResolvedView(node: detail)
        }
      }
    }
  }

  // MARK: - Stepwise transitions

  @Reducer
  struct ItemDetailFeature {
    @ObservableState
    struct State: Equatable { var item: Item }
    enum Action { case editTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct ItemDetailView: View {
    let store: StoreOf<ItemDetailFeature>

    var body: some View {
      Button("Edit \(store.item.name)") { store.send(.editTapped) }
    }
  }

  @Reducer
  struct AppFeature {
    @ObservableState
    struct State: Equatable {
      var path = StackState<ItemDetailFeature.State>()
      @Presents var editor: ItemFormFeature.State?
    }

    enum Action {
      case openURL(URL)
      case path(StackAction<ItemDetailFeature.State, ItemDetailFeature.Action>)
      case editor(PresentationAction<ItemFormFeature.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .openURL(url):
          // myapp://items/42/edit: the item's screen, with its editor open.
          let item = Item(id: url.pathComponents.dropFirst().first ?? "", name: "")
          state.path.removeAll()
          state.path.append(ItemDetailFeature.State(item: item))
          state.editor = url.lastPathComponent == "edit" ? ItemFormFeature.State(item: item) : nil
          return .none
        case .path, .editor:
          return .none
        }
      }
      .forEach(\.path, action: \.path) { ItemDetailFeature() }
      .ifLet(\.$editor, action: \.editor) { ItemFormFeature() }
    }
  }

  struct AppView: View {
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
      NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
        Text("Home")
      } destination: { store in
        ItemDetailView(store: store)
      }
      .sheet(store: store.scope(state: \.$editor, action: \.editor)) { store in
        ItemFormView(store: store)
      }
      .onOpenURL { url in
        Task { await store.send(.openURL(url), transition: .animated()) }
      }
    }
  }

  extension AppFeature.State: NavigationRoutable {}

  extension ArticleExamples.CatalogFeature.Destination.State: Equatable {}
#endif
