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

  /// Characters a query item's name or value keeps as they are: a query's, less its separators
  /// and `;`, which some readers of links take for one.
  private static let queryAllowed: CharacterSet = {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "&=+#;")
    return allowed
  }()

  /// Whether a byte can stand where a host does, unencoded: a lowercase letter, a digit, `-`
  /// or `.`.
  private static func isHostByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."):
      true
    default:
      false
    }
  }

  static func segment(_ text: String) -> String {
    encoded(text, keeping: segmentAllowed)
  }

  static func queryItem(_ item: LinkQueryItem) -> String {
    let name = encoded(item.name, keeping: queryAllowed)
    guard let value = item.value else { return name }
    return "\(name)=\(encoded(value, keeping: queryAllowed))"
  }

  /// The text of a link's part, percent-decoded; `nil` when an escape is broken.
  static func decoded<Text: StringProtocol>(_ text: Text) -> String? {
    // Most parts have nothing to decode: they are kept as they are, without Foundation's pass.
    guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
    return text.removingPercentEncoding
  }

  /// `text`, percent-encoded but for `allowed`. Text made of letters, digits and `-._~` alone,
  /// which every part of a link keeps, is returned as it is.
  private static func encoded(_ text: String, keeping allowed: CharacterSet) -> String {
    if text.utf8.allSatisfy(isUnreserved) { return text }
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  /// Unreserved characters, which no part of a link encodes.
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  /// Whether an encoded segment can be a custom-scheme link's host, which URL parsers may
  /// lowercase or reject otherwise.
  static func isHost(_ encoded: String) -> Bool {
    guard !encoded.isEmpty, encoded.utf8.allSatisfy(isHostByte) else { return false }
    return !hasInternationalizedLabel(encoded)
  }

  /// Whether a host name has a label that starts with "xn--", in any case: an internationalized
  /// name, which URL parsers decode.
  static func hasInternationalizedLabel(_ host: some StringProtocol) -> Bool {
    // The position in the current label, and whether the label has matched "xn--" so far.
    var position = 0
    var matching = true
    for byte in host.utf8 {
      if byte == UInt8(ascii: ".") {
        position = 0
        matching = true
        continue
      }
      if matching, position < 4 {
        let expected: [UInt8] = [UInt8(ascii: "x"), UInt8(ascii: "n"), 0x2D, 0x2D]
        matching = (position < 2 ? byte | 0x20 : byte) == expected[position]
        if matching, position == 3 { return true }
      }
      position += 1
    }
    return false
  }
}
