import Foundation

/// The name of the enum case `value` holds, or its type name when it is not an enum.
package func caseName(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return typeName(type(of: value)) }
  if let label = mirror.children.first?.label { return label }
  return String(describing: value)
}

/// A readable name for a type, without module prefixes.
package func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  for module in ["Swift.", "Waypoint."] {
    name = name.replacingOccurrences(of: module, with: "")
  }
  if let dot = name.firstIndex(of: "."), !name.hasPrefix("(") {
    // Drop the module of the outermost type: "Inventory.Feature.State" -> "Feature.State".
    let module = name[..<dot]
    if !module.contains("<") { name = String(name[name.index(after: dot)...]) }
  }
  return name
}
