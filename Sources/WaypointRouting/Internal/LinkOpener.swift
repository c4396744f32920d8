import Waypoint

/// Opens a link in a state: walks the state's navigation in `Navigation`'s order and, at each
/// stack, presentation and tab it meets, reads from the link the screens shown there.
///
/// The walk cannot throw: the first error is kept, and every step after it does nothing.
struct LinkOpener: NavigationEditor {
  let table: LinkTable
  /// What is left of the link.
  var input: LinkComponents
  let environment: Any
  let link: String
  let path: [Substring]
  var error: LinkError?
  /// The states the walk is inside, innermost last, with what the link selects in each.
  private var frames: [LinkFrame] = []
  /// The states of ``frames``, for a ``LinkContext``.
  private var owners: [Any] = []
  /// The screen opened last.
  private var below: Any?

  init(
    table: LinkTable, input: LinkComponents, environment: Any,
    link: String, path: [Substring]
  ) {
    self.table = table
    self.input = input
    self.environment = environment
    self.link = link
    self.path = path
  }

  /// Goes inside `value`, and selects the tab the link names in it once it is done.
  mutating func visit<Value>(_ value: inout Value, inside: (inout Value, inout Self) -> Void) {
    frames.append(LinkFrame(type: Value.self))
    owners.append(value)
    inside(&value, &self)
    owners.removeLast()
    let frame = frames.removeLast()
    guard error == nil, let tab = frame.tab, var selection = value as? any NavigationSelection,
      selection.selectedNavigationChild != tab.label
    else { return }
    guard selection.selectNavigationChild(tab.label) else {
      error = LinkError(
        link: link,
        reason: .segment(
          index: tab.segment, found: String(path[tab.segment]),
          expected: ["a tab the app can select (\(String(reflecting: Value.self)) selects none)"]))
      return
    }
    value = selection as! Value
  }

  private func context(_ segments: Range<Int>) -> LinkScene {
    LinkScene(
      environment: environment, below: below, owners: owners, link: link, segments: segments,
      path: path)
  }

  /// The first link whose segment and parameters the rest of the link starts with. A link must
  /// read something.
  private func match(_ links: [AnyScreenLink]) -> ScreenMatch? {
    for index in links.indices {
      let screenLink = links[index]
      var rest = input
      do {
        if let segment = screenLink.segment { try segment.parse(&rest) }
        let parameters = try screenLink.parse(&rest)
        guard rest.path.count < input.path.count || rest.query.count < input.query.count else {
          continue
        }
        return ScreenMatch(index: index, parameters: parameters, rest: rest)
      } catch {
        continue
      }
    }
    return nil
  }

  /// Puts in `value` the screen the link names next with one of `links`: what `value` holds,
  /// if it shows the same screen (`kept`), or one the app opens. Returns the screen (the case's
  /// value, for a case), or `nil` when the link names none, or fails.
  private mutating func next<Value>(_ links: [AnyScreenLink], in value: inout Value?)
    -> (screen: Any, kept: Bool)?
  {
    guard error == nil, let match = match(links) else { return nil }
    let screenLink = links[match.index]
    let context = context(input.path.startIndex..<match.rest.path.startIndex)
    // The same screen is the same case with the same parameters, as the link writes them:
    // `items/02` keeps item 2's detail.
    if let current = value, let screen = screenLink.extract(current),
      let printed = screenLink.printed(screen, in: context),
      let read = screenLink.printed(parameters: match.parameters), printed.isSameLink(as: read)
    {
      input = match.rest
      return (screen, true)
    }
    do {
      let opened = try screenLink.open(match.parameters, context)
      input = match.rest
      value = (opened.value as! Value)
      return (opened.screen, false)
    } catch let error as LinkError {
      self.error = error
    } catch {
      self.error = context.refusal(String(describing: error))
    }
    value = nil
    return nil
  }

  mutating func editStack<Element>(
    _ stack: inout StackState<Element>, label: String,
    element: (inout Element, inout Self) -> Void
  ) {
    guard error == nil else { return }
    let links = table.links(for: Element.self, in: frames.last?.type)
    // An enum's walk goes straight to its case, which is the screen the walk is inside.
    let isEnum = table.cases[ObjectIdentifier(Element.self)] != nil
    let ids = Array(stack.ids)
    var kept = 0
    var opened: [Element] = []
    while true {
      var value = opened.isEmpty && kept < ids.count ? stack[id: ids[kept]] : nil
      guard let next = next(links, in: &value), var shown = value else { break }
      below = next.screen
      if isEnum {
        owners.append(shown)
        element(&shown, &self)
        owners.removeLast()
      } else {
        visit(&shown, inside: element)
      }
      if next.kept {
        stack[id: ids[kept]] = shown
        kept += 1
      } else {
        opened.append(shown)
      }
    }
    guard error == nil else { return }
    stack.removeLast(stack.count - kept)
    stack.append(contentsOf: opened)
  }

  mutating func editPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void
  ) {
    open(&value, inside: inside)
  }

  mutating func editAbsentPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void
  ) {
    open(&value, inside: inside)
  }

  private mutating func open<Value>(
    _ value: inout Value?, inside: (inout Value, inout Self) -> Void
  ) {
    guard error == nil else { return }
    let links = table.links(for: Value.self, in: frames.last?.type)
    guard let next = next(links, in: &value), var presented = value else {
      if error == nil, value != nil { value = nil }
      return
    }
    below = next.screen
    visit(&presented, inside: inside)
    value = presented
  }

  mutating func editChild<Value>(
    _ value: inout Value, label: String, inside: (inout Value, inout Self) -> Void
  ) {
    guard error == nil, !(value is any IndependentNavigationRoots) else { return }
    guard let frame = frames.last, frame.type is any NavigationSelection.Type else {
      return visit(&value, inside: inside)
    }
    // A tab: the first the link names is selected and opened; the others are left as they are.
    let segment = table.tabSegment(
      owner: frame.type, value: Value.self, label: label,
      seen: &frames[frames.count - 1].tabTypes)
    guard frame.tab == nil else { return }
    var rest = input
    guard (try? segment.parse(&rest)) != nil else { return }
    frames[frames.count - 1].tab = (label, input.path.startIndex)
    input = rest
    below = value
    visit(&value, inside: inside)
  }

  mutating func editCase<Enum, Value>(
    _ value: inout Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Value, inout Self) -> Void
  ) {
    guard error == nil else { return }
    visit(&value, inside: inside)
  }
}

/// A screen a ``LinkOpener`` reads: the position of its link, the parameters read, and what is
/// left of the link. (Not generic, for the reason ``LinkFrame`` is not.)
struct ScreenMatch {
  let index: Int
  let parameters: Any
  let rest: LinkComponents
}

/// A state a ``LinkOpener`` is inside. (Not nested in the opener, whose generic parameter would
/// make its type one to look up at run time for every screen.)
struct LinkFrame {
  /// The state's type.
  let type: Any.Type
  /// The tab the link names, with the position of its segment, once read.
  var tab: (label: String, segment: Int)?
  /// The types of the tabs met so far that have a ``ScreenLink``.
  var tabTypes: [ObjectIdentifier] = []
}

/// Prints the link of a state: walks its navigation in `Navigation`'s order, and writes each
/// screen shown with its ``ScreenLink``.
struct LinkPrinter: NavigationEditor {
  let table: LinkTable
  let environment: Any
  /// The link so far.
  var output = LinkComponents()
  /// The states the walk is inside, innermost last.
  private var owners: [Any] = []
  /// The types of ``owners``, with the tab each shows, if it selects one, and the types of the
  /// tabs met so far that have a ``ScreenLink``.
  private var frames: [(type: Any.Type, selected: String?, tabTypes: [ObjectIdentifier])] = []
  private var below: Any?

  init(table: LinkTable, environment: Any) {
    self.table = table
    self.environment = environment
  }

  mutating func visit<Value>(_ value: inout Value, inside: (inout Value, inout Self) -> Void) {
    frames.append((Value.self, (value as? any NavigationSelection)?.selectedNavigationChild, []))
    owners.append(value)
    inside(&value, &self)
    owners.removeLast()
    frames.removeLast()
  }

  private var context: LinkScene {
    LinkScene(
      environment: environment, below: below, owners: owners, link: "", segments: 0..<0,
      path: [])
  }

  /// Writes `value`'s screen with the first of `links` that has it; `false` when none does, or
  /// the screen has no link.
  private mutating func write<Value>(_ value: Value, with links: [AnyScreenLink]) -> Bool {
    for screenLink in links {
      guard let screen = screenLink.extract(value) else { continue }
      // A screen that gives a query item a lower screen gives would not open again: the lower
      // screen would read it. It is left out, as a screen without a link is.
      guard let printed = screenLink.printed(screen, in: context),
        !printed.query.contains(where: { item in output.query.contains { $0.name == item.name } })
      else { return false }
      output.path.append(contentsOf: printed.path)
      output.query += printed.query
      below = screen
      return true
    }
    return false
  }

  mutating func editStack<Element>(
    _ stack: inout StackState<Element>, label: String,
    element: (inout Element, inout Self) -> Void
  ) {
    let links = table.links(for: Element.self, in: frames.last?.type)
    for var value in stack {
      guard write(value, with: links) else { return }
      visit(&value, inside: element)
    }
  }

  mutating func editPresentation<Value>(
    _ value: inout Value?, label: String, style: PresentationStyle,
    inside: (inout Value, inout Self) -> Void
  ) {
    let links = table.links(for: Value.self, in: frames.last?.type)
    guard var presented = value, write(presented, with: links) else { return }
    visit(&presented, inside: inside)
  }

  mutating func editChild<Value>(
    _ value: inout Value, label: String, inside: (inout Value, inout Self) -> Void
  ) {
    guard !(value is any IndependentNavigationRoots) else { return }
    guard let frame = frames.last, frame.selected != nil else {
      return visit(&value, inside: inside)
    }
    let segment = table.tabSegment(
      owner: frame.type, value: Value.self, label: label,
      seen: &frames[frames.count - 1].tabTypes)
    guard frame.selected == label else { return }
    var printed = LinkComponents()
    try? segment.print((), into: &printed)
    output.path.append(contentsOf: printed.path)
    below = value
    visit(&value, inside: inside)
  }

  mutating func editCase<Enum, Value>(
    _ value: inout Value, name: String, index: Int, of enumType: Enum.Type,
    style: PresentationStyle?, inside: (inout Value, inout Self) -> Void
  ) {
    visit(&value, inside: inside)
  }
}

extension LinkComponents {
  /// Whether these components hold the same segments, and the same query items in any order.
  func isSameLink(as other: LinkComponents) -> Bool {
    guard path.elementsEqual(other.path), query.count == other.query.count else { return false }
    var rest = other.query
    for item in query {
      guard let index = rest.firstIndex(of: item) else { return false }
      rest.remove(at: index)
    }
    return true
  }
}
