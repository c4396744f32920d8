/// A plain-text table in GitHub Markdown, readable in a terminal and pasteable in a README.
struct Table {
  var header: [String]
  var rows: [[String]] = []

  func render() -> String {
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      "| " + cells.enumerated().map { pad($1, widths[$0]) }.joined(separator: " | ") + " |"
    }
    let rule =
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}

/// `1.23 µs`, `456 ns`, `7.8 ms`.
func format(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  switch nanoseconds {
  case ..<1_000: return "\(decimal(nanoseconds)) ns"
  case ..<1_000_000: return "\(decimal(nanoseconds / 1e3)) µs"
  default: return "\(decimal(nanoseconds / 1e6)) ms"
  }
}

/// Three significant digits at most: `1.23`, `45.6`, `789`.
func decimal(_ value: Double) -> String {
  let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = digits == 0 ? String(Int(rounded)) : String(rounded)
  if digits > 0 {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    text =
      parts[0] + "." + fraction + String(repeating: "0", count: max(0, digits - fraction.count))
  }
  return text
}

/// `+0 B`, `+1.2 KiB`, `-3.4 MiB`.
func formatBytes(_ bytes: Int) -> String {
  let sign = bytes < 0 ? "-" : "+"
  let magnitude = Double(abs(bytes))
  switch magnitude {
  case ..<1024: return "\(sign)\(abs(bytes)) B"
  case ..<(1024 * 1024): return "\(sign)\(decimal(magnitude / 1024)) KiB"
  default: return "\(sign)\(decimal(magnitude / 1024 / 1024)) MiB"
  }
}
