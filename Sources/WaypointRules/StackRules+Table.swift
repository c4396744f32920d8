import Waypoint

extension StackRules {
  /// The rules compiled to tables indexed by case, so that checking an element costs a `switch`
  /// on its case and a few reads. A class, whose identity tells the rules a memo was made by.
  @usableFromInline
  final class Table: Sendable {
    /// Why an element breaks the rules.
    @usableFromInline
    enum Broken: Equatable {
      case start, follow, depth
      case limit(Int)
    }

    @usableFromInline let caseCount: Int
    @usableFromInline let hasStartRule: Bool
    /// Per case: whether it may start the stack.
    @usableFromInline let mayStart: [Bool]
    /// Per case: whether an `allow` rule constrains what stands below it.
    @usableFromInline let constrained: [Bool]
    /// Per pair: `allowedBelow[case * caseCount + below]`.
    @usableFromInline let allowedBelow: [Bool]
    /// Per case: the most elements of it; `Int.max` without a limit.
    @usableFromInline let limits: [Int]
    @usableFromInline let hasLimits: Bool
    /// Per case, the ``Flag`` bits: whether it may start the stack, whether an `allow` rule
    /// constrains it, whether an `atMost` rule limits it.
    @usableFromInline let flags: [UInt8]
    @usableFromInline let maxDepth: Int
    /// The rules each kind of violation names.
    let startDescription: [String]
    let allowDescription: [String]
    let limitDescription: [String]
    let depthDescription: String

    init(_ rules: [StackRule<Element>]) {
      let count = Element.caseNames.count
      caseCount = count
      var mayStart = [Bool](repeating: false, count: count)
      var starts: [String] = []
      var constrained = [Bool](repeating: false, count: count)
      var allowedBelow = [Bool](repeating: false, count: count * count)
      var allows = [[String]](repeating: [], count: count)
      var limits = [Int](repeating: .max, count: count)
      var limitDescription = [String](repeating: "", count: count)
      var maxDepth = Int.max
      var depthDescription = ""
      for rule in rules {
        switch rule.kind {
        case .start(let cases):
          starts.append(rule.description)
          for index in cases { mayStart[index] = true }
        case .allow(let follower, let below):
          guard follower >= 0 else { continue }
          constrained[follower] = true
          allows[follower].append(rule.description)
          for index in below { allowedBelow[follower * count + index] = true }
        case .atMost(let limit, let index):
          guard index >= 0, limit < limits[index] else { continue }
          limits[index] = limit
          limitDescription[index] = rule.description
        case .maxDepth(let depth):
          guard depth < maxDepth else { continue }
          maxDepth = depth
          depthDescription = rule.description
        }
      }
      hasStartRule = !starts.isEmpty
      if !hasStartRule {
        for index in 0..<count { mayStart[index] = !constrained[index] }
      }
      self.mayStart = mayStart
      self.constrained = constrained
      self.allowedBelow = allowedBelow
      self.limits = limits
      self.hasLimits = limits.contains { $0 != .max }
      self.flags = (0..<count).map { index in
        (mayStart[index] ? RuleFlag.mayStart : 0) | (constrained[index] ? RuleFlag.constrained : 0)
          | (limits[index] != .max ? RuleFlag.limited : 0)
      }
      self.maxDepth = maxDepth
      self.startDescription = (0..<count).map { index in
        starts.isEmpty ? allows[index].joined(separator: ", ") : starts.joined(separator: ", ")
      }
      self.allowDescription = allows.map { $0.joined(separator: ", ") }
      self.limitDescription = limitDescription
      self.depthDescription = depthDescription
    }

    /// Whether an element of case `index` may stand above an element of case `below`; `below`
    /// is -1 at the bottom of the stack.
    @inlinable
    @inline(__always)
    func mayFollow(_ index: Int, below: Int) -> Bool {
      below < 0 ? mayStart[index] : !constrained[index] || allowedBelow[index * caseCount + below]
    }

    /// What an element breaks, given its case, the case below it (-1 at the bottom), its
    /// position and the number of elements of its case below it.
    @inlinable
    @inline(__always)
    func broken(_ index: Int, below: Int, position: Int, countBefore: Int) -> Broken? {
      if position >= maxDepth { return .depth }
      if !mayFollow(index, below: below) { return below < 0 ? .start : .follow }
      if countBefore >= limits[index] { return .limit(limits[index]) }
      return nil
    }

    /// The first element that breaks a rule, with what it breaks.
    @inlinable
    func firstBroken<C: Collection<Element>>(in elements: C) -> (Int, Broken)? {
      var counts = hasLimits ? [Int](repeating: 0, count: caseCount) : []
      var below = -1
      var position = 0
      for element in elements {
        let index = element.caseIndex
        if let broken = broken(
          index, below: below, position: position,
          countBefore: hasLimits ? counts[index] : 0)
        {
          return (position, broken)
        }
        if hasLimits { counts[index] += 1 }
        below = index
        position += 1
      }
      return nil
    }

    /// The first element of a stack that breaks a rule, read where it lies.
    @inlinable
    func firstBroken(in stack: StackState<Element>) -> (Int, Broken)? {
      stack.withUnsafeElements { firstBroken(inBuffer: $0) }
    }

    /// The first element that breaks a rule, in one pass that reads each element's case once
    /// and the rules' tables without bounds checks or counting references.
    @inlinable
    func firstBroken(inBuffer elements: UnsafeBufferPointer<Element>) -> (Int, Broken)? {
      let checked = min(elements.count, maxDepth)
      let broken = withUnsafeTemporaryAllocation(of: Int.self, capacity: caseCount) { counts in
        counts.initialize(repeating: 0)
        return flags.withUnsafeBufferPointer { flags in
          allowedBelow.withUnsafeBufferPointer { allowedBelow in
            limits.withUnsafeBufferPointer { limits in
              Self.scan(
                elements, upTo: checked, caseCount: caseCount, flags: flags,
                allowedBelow: allowedBelow, limits: limits, counts: counts)
            }
          }
        }
      }
      if let broken { return broken }
      return elements.count > maxDepth ? (maxDepth, .depth) : nil
    }

    @inlinable
    static func scan(
      _ elements: UnsafeBufferPointer<Element>, upTo end: Int, caseCount: Int,
      flags: UnsafeBufferPointer<UInt8>, allowedBelow: UnsafeBufferPointer<Bool>,
      limits: UnsafeBufferPointer<Int>, counts: UnsafeMutableBufferPointer<Int>
    ) -> (Int, Broken)? {
      guard end > 0 else { return nil }
      var below = elements[0].caseIndex
      guard flags[below] & RuleFlag.mayStart != 0 else { return (0, .start) }
      counts[below] = 1
      if limits[below] < 1 { return (0, .limit(limits[below])) }
      var position = 1
      while position < end {
        let index = elements[position].caseIndex
        let flag = flags[index]
        if flag & RuleFlag.constrained != 0, !allowedBelow[index &* caseCount &+ below] {
          return (position, .follow)
        }
        if flag & RuleFlag.limited != 0 {
          guard counts[index] < limits[index] else { return (position, .limit(limits[index])) }
          counts[index] &+= 1
        }
        below = index
        position &+= 1
      }
      return nil
    }

    /// Brings `memo` up to date with `stack`, whose elements below `from` are the ones the memo
    /// describes, and returns the first of the other elements that breaks a rule.
    ///
    /// - Complexity: O(*k*), *k* being the elements from `from` up, before and after.
    func update(
      _ memo: Memo, to stack: StackState<Element>, from: Int
    ) -> (Int, Broken)? {
      let from = min(from, memo.cases.count)
      if hasLimits {
        for index in memo.cases[from...] { memo.counts[index] -= 1 }
      }
      memo.cases.removeLast(memo.cases.count - from)
      var first: (Int, Broken)?
      var position = from
      while position < stack.count {
        let index = stack[position].caseIndex
        if first == nil,
          let broken = broken(
            index, below: position > 0 ? memo.cases[position - 1] : -1, position: position,
            countBefore: hasLimits ? memo.counts[index] : 0)
        {
          first = (position, broken)
        }
        memo.cases.append(index)
        if hasLimits { memo.counts[index] += 1 }
        position += 1
      }
      return first
    }

    /// A memo of no elements, for these rules.
    func emptyMemo() -> Memo {
      Memo(table: self, caseCount: caseCount)
    }
  }

  /// The cases of the elements of the stack last checked, and how many of each: what an
  /// enforced stack keeps in its journal so that a change is checked from where it starts.
  final class Memo {
    let table: Table
    var cases: [Int] = []
    var counts: [Int]

    init(table: Table, caseCount: Int) {
      self.table = table
      self.counts = [Int](repeating: 0, count: caseCount)
    }
  }
}

/// The bits of a case's flags in a compiled rules table.
@usableFromInline
enum RuleFlag {
  /// The case may start the stack.
  @inlinable static var mayStart: UInt8 { 1 }
  /// An `allow` rule constrains what stands below the case.
  @inlinable static var constrained: UInt8 { 2 }
  /// An `atMost` rule limits the case.
  @inlinable static var limited: UInt8 { 4 }
}
