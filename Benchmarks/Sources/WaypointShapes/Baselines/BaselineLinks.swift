import Foundation

/// What an app writes without a router: `URLComponents`, a `switch` over the segments, and
/// `URLComponents` again to print.
public enum BaselineLinks {
  /// The route `url` opens, or `nil`.
  public static func route(for url: URL) -> BenchmarkRoute? {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      components.scheme == "bench"
    else { return nil }
    var segments: [String] = []
    if let host = components.host, !host.isEmpty { segments.append(host) }
    segments += components.path.split(separator: "/").map(String.init)
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] where query[item.name] == nil {
      query[item.name] = item.value ?? ""
    }
    switch segments.count {
    case 2 where segments[0] == "stores":
      return Int(segments[1]).map(BenchmarkRoute.store)
    case 2 where segments[0] == "screens":
      return Int(segments[1]).map(BenchmarkRoute.screens)
    case 4 where segments[0] == "stores" && segments[2] == "products":
      guard let store = Int(segments[1]), let product = Int(segments[3]) else { return nil }
      return .product(store, product)
    case 5 where segments[0] == "stores" && segments[2] == "products" && segments[4] == "reviews":
      guard let store = Int(segments[1]), let product = Int(segments[3]),
        let page = query["page"].map(Int.init) ?? 1,
        let order = query["sort"].map(BenchmarkRoute.ReviewOrder.init) ?? .newest
      else { return nil }
      return .reviews(store, product, page, order)
    default:
      return nil
    }
  }

  /// The counts of `bench://screens/0/screens/1/…`, or `nil`.
  public static func screens(in link: String) -> [Int]? {
    guard let components = URLComponents(string: link), components.scheme == "bench" else {
      return nil
    }
    var segments: [Substring] = []
    if let host = components.host, !host.isEmpty { segments.append(Substring(host)) }
    segments += components.path.split(separator: "/")
    guard segments.count.isMultiple(of: 2) else { return nil }
    var counts: [Int] = []
    counts.reserveCapacity(segments.count / 2)
    for index in stride(from: 0, to: segments.count, by: 2) {
      guard segments[index] == "screens", let count = Int(segments[index + 1]) else { return nil }
      counts.append(count)
    }
    return counts
  }

  /// The link for `route`.
  public static func url(for route: BenchmarkRoute) -> URL {
    var components = URLComponents()
    components.scheme = "bench"
    switch route {
    case let .store(store):
      components.host = "stores"
      components.path = "/\(store)"
    case let .product(store, product):
      components.host = "stores"
      components.path = "/\(store)/products/\(product)"
    case let .reviews(store, product, page, order):
      components.host = "stores"
      components.path = "/\(store)/products/\(product)/reviews"
      var items: [URLQueryItem] = []
      if page != 1 { items.append(URLQueryItem(name: "page", value: "\(page)")) }
      if order != .newest { items.append(URLQueryItem(name: "sort", value: order.rawValue)) }
      components.queryItems = items.isEmpty ? nil : items
    case let .screens(count):
      components.host = "screens"
      components.path = "/\(count)"
    }
    return components.url!
  }
}
