import Foundation

/// Percent-encoding of the parts of a printed link.
enum LinkEncoding {
  /// Characters a path segment keeps as they are: a path's, less the separator.
  private static let segmentAllowed: CharacterSet = {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove("/")
    allowed.remove(";")
    return allowed
  }()

  /// Characters a query item's name or value keeps as they are: a query's, less its separators.
  private static let queryAllowed: CharacterSet = {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+#")
    return allowed
  }()

  /// Characters that can stand where a host does, unencoded.
  private static let hostCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-.")

  static func segment(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? text
  }

  static func queryItem(_ item: LinkQueryItem) -> String {
    let name = item.name.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? item.name
    guard let value = item.value else { return name }
    let encoded = value.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? value
    return "\(name)=\(encoded)"
  }

  /// Whether an encoded segment can be a custom-scheme link's host, which URL parsers may
  /// lowercase or reject otherwise.
  static func isHost(_ encoded: String) -> Bool {
    !encoded.isEmpty && encoded.unicodeScalars.allSatisfy(hostCharacters.contains)
  }
}
