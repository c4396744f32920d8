// The code of the TreeBasedNavigation article, verbatim, with the form it presents, and a test
// that runs it.

import Testing
import WaypointTesting

struct Product: Equatable {
  var name = ""
}

@Reducer
struct ProductForm {
  @ObservableState
  struct State: Equatable {
    var product = Product()
  }
  enum Action: Equatable {
    case nameChanged(String)
    case saveButtonTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .nameChanged(name) = action { state.product.name = name }
    return .none
  }
}

@Reducer
struct Catalog {
  @ObservableState
  struct State: Equatable {
    var products: [Product] = []
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case addButtonTapped
    case editButtonTapped(Product)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case add(ProductForm)
    case edit(ProductForm)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(ProductForm.State())
        return .none
      case let .editButtonTapped(product):
        state.destination = .edit(ProductForm.State(product: product))
        return .none
      case .destination(.presented(.add(.saveButtonTapped))):
        if let product = state.destination?.add?.product {
          state.products.append(product)
        }
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Catalog.Destination.State: Equatable {}
extension Catalog.Destination.Action: Equatable {}

/// The article's deep link.
func deepLink(to widget: Product) -> Catalog.State {
  Catalog.State(destination: .edit(ProductForm.State(product: widget)))
}

@MainActor
@Suite struct TreeArticleFlows {
  @Test func aDeepLinkIsAValueAndTheFormRunsInIt() async {
    let store = TestStore(initialState: deepLink(to: Product(name: "Widget"))) { Catalog() }
    await store.send(\.destination.edit.nameChanged, "Sprocket") {
      $0.destination = .edit(ProductForm.State(product: Product(name: "Sprocket")))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func addingSavesTheProduct() async {
    let store = TestStore(initialState: Catalog.State()) { Catalog() }
    await store.send(.addButtonTapped) { $0.destination = .add(ProductForm.State()) }
    await store.send(\.destination.add.nameChanged, "Widget") {
      $0.destination = .add(ProductForm.State(product: Product(name: "Widget")))
    }
    await store.send(.destination(.presented(.add(.saveButtonTapped)))) {
      $0.products = [Product(name: "Widget")]
    }
  }
}
