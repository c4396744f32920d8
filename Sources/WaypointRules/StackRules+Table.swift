import Foundation
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
    /// Per case, the ``RuleFlag`` bits: whether it may start the stack, whether an `allow`
    /// rule constrains what stands below it, whether an `atMost` rule limits it.
    @usableFromInline let flags: [UInt8]
    /// Per pair: `allowedBelow[case * caseCount + below]`.
    @usableFromInline let allowedBelow: [Bool]
    /// Per case: the most elements of it; `Int.max` without a limit.
    @usableFromInline let limits: [Int]
    @usableFromInline let maxDepth: Int
    /// The rules each kind of violation names.
    let startDescription: [String]
    let allowDescription: [String]
    let limitDescription: [String]
    let depthDescription: String
    /// This table's number, which a stack it checks keeps (`StackState.checkedBy`).
    let number = StackState<Element>.newCheckStamp()
    /// The memos of the stacks an enforcing reducer checked last, by the stamp each stack keeps.
    let memos = MemoShelf()

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
      if starts.isEmpty {
        for index in 0..<count { mayStart[index] = !constrained[index] }
      }
      self.allowedBelow = allowedBelow
      self.limits = limits
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
    func mayFollow(_ index: Int, below: Int) -> Bool {
      below < 0
        ? flags[index] & RuleFlag.mayStart != 0
        : flags[index] & RuleFlag.constrained == 0 || allowedBelow[index * caseCount + below]
    }

    /// What an element breaks, given its case, the case below it (-1 at the bottom), its
    /// position and the number of elements of its case below it.
    func broken(_ index: Int, below: Int, position: Int, countBefore: Int) -> Broken? {
      flags.withUnsafeBufferPointer { flags in
        allowedBelow.withUnsafeBufferPointer { allowedBelow in
          limits.withUnsafeBufferPointer { limits in
            Self.broken(
              index, below: below, position: position, countBefore: countBefore,
              maxDepth: maxDepth, caseCount: caseCount, flags: flags, allowedBelow: allowedBelow,
              limits: limits)
          }
        }
      }
    }

    /// What an element breaks. The depth comes first, then what may stand below the element,
    /// then how many of its case stand; ``firstBroken(inBuffer:)`` checks in the same order.
    @inlinable
    @inline(__always)
    static func broken(
      _ index: Int, below: Int, position: Int, countBefore: Int, maxDepth: Int, caseCount: Int,
      flags: UnsafeBufferPointer<UInt8>, allowedBelow: UnsafeBufferPointer<Bool>,
      limits: UnsafeBufferPointer<Int>
    ) -> Broken? {
      checkRange(index, caseCount: caseCount)
      if position >= maxDepth { return .depth }
      let flag = flags[index]
      if below < 0 {
        if flag & RuleFlag.mayStart == 0 { return .start }
      } else if breaksFollow(index, below: below, flag: flag, caseCount, allowedBelow) {
        return .follow
      }
      return breaksLimit(index, flag: flag, countBefore: countBefore, limits)
    }

    /// Whether an element of case `index` may not stand above one of case `below` (not -1).
    @inlinable
    @inline(__always)
    static func breaksFollow(
      _ index: Int, below: Int, flag: UInt8, _ caseCount: Int,
      _ allowedBelow: UnsafeBufferPointer<Bool>
    ) -> Bool {
      flag & RuleFlag.constrained != 0 && !allowedBelow[index &* caseCount &+ below]
    }

    /// The limit an element of case `index` breaks, with `countBefore` of its case below it.
    @inlinable
    @inline(__always)
    static func breaksLimit(
      _ index: Int, flag: UInt8, countBefore: Int, _ limits: UnsafeBufferPointer<Int>
    ) -> Broken? {
      flag & RuleFlag.limited != 0 && countBefore >= limits[index] ? .limit(limits[index]) : nil
    }

    /// Traps when a hand-written `caseIndex` is not a position of `caseNames`: the tables are
    /// read without bounds checks.
    @inlinable
    @inline(__always)
    static func checkRange(_ index: Int, caseCount: Int) {
      precondition(
        UInt(bitPattern: index) < UInt(bitPattern: caseCount),
        "\(Element.self).caseIndex is \(index), outside its \(caseCount) caseNames.")
    }

    /// The first element of a stack that breaks a rule, read where it lies.
    @inlinable
    func firstBroken(in stack: StackState<Element>) -> (Int, Broken)? {
      stack.withUnsafeElements { firstBroken(inBuffer: $0) }
    }

    /// The first element that breaks a rule, in one pass that reads each element's case once
    /// and the rules' tables without counting references: the bottom element through ``broken(_:below:position:countBefore:maxDepth:caseCount:flags:allowedBelow:limits:)``,
    /// the others through the same checks in the same order, without the ones that cannot
    /// apply to them.
    @inlinable
    func firstBroken(inBuffer elements: UnsafeBufferPointer<Element>) -> (Int, Broken)? {
      guard !elements.isEmpty else { return nil }
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: caseCount) { counts in
        counts.initialize(repeating: 0)
        return flags.withUnsafeBufferPointer { flags in
          allowedBelow.withUnsafeBufferPointer { allowedBelow in
            limits.withUnsafeBufferPointer { limits in
              let caseCount = caseCount
              var below = elements[0].caseIndex
              if let broken = Self.broken(
                below, below: -1, position: 0, countBefore: 0, maxDepth: maxDepth,
                caseCount: caseCount, flags: flags, allowedBelow: allowedBelow, limits: limits)
              {
                return (0, broken)
              }
              counts[below] = 1
              let end = min(elements.count, maxDepth)
              var position = 1
              while position < end {
                let index = elements[position].caseIndex
                Self.checkRange(index, caseCount: caseCount)
                let flag = flags[index]
                if Self.breaksFollow(index, below: below, flag: flag, caseCount, allowedBelow) {
                  return (position, .follow)
                }
                if flag & RuleFlag.limited != 0 {
                  if let broken = Self.breaksLimit(
                    index, flag: flag, countBefore: counts[index], limits)
                  {
                    return (position, broken)
                  }
                  counts[index] &+= 1
                }
                below = index
                position &+= 1
              }
              guard elements.count > maxDepth else { return nil }
              Self.checkRange(elements[maxDepth].caseIndex, caseCount: caseCount)
              return (maxDepth, .depth)
            }
          }
        }
      }
    }

    /// Brings `memo` up to date with `stack`, whose elements below `from` are the ones the memo
    /// describes, and returns the first of the other elements that breaks a rule.
    ///
    /// - Complexity: O(*k*), *k* being the elements from `from` up, before and after.
    func update(
      _ memo: Memo, to stack: StackState<Element>, from: Int
    ) -> (Int, Broken)? {
      let from = min(from, memo.cases.count)
      for index in memo.cases[from...] { memo.counts[index] -= 1 }
      memo.cases.removeLast(memo.cases.count - from)
      var first: (Int, Broken)?
      var position = from
      while position < stack.count {
        let index = stack[position].caseIndex
        if first == nil,
          let broken = broken(
            index, below: position > 0 ? memo.cases[position - 1] : -1, position: position,
            countBefore: memo.counts[index])
        {
          first = (position, broken)
        }
        memo.cases.append(index)
        memo.counts[index] += 1
        position += 1
      }
      return first
    }

    /// A memo of no elements, for these rules.
    func emptyMemo() -> Memo {
      Memo(caseCount: caseCount)
    }
  }

  /// The cases of the elements of the stack last checked, and how many of each: what an
  /// enforcing reducer keeps of a stack so that a change is checked from where it starts.
  ///
  /// A memo does not hold its table: the table's shelf holds the memo, and a memo that held the
  /// table back would keep both alive for good.
  final class Memo {
    var cases: [Int] = []
    var counts: [Int]

    init(caseCount: Int) {
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

extension StackRules {
  /// The memos an enforcing reducer keeps between actions, each under the stamp of the stack it
  /// describes. A memo is taken out while a check uses it, so that two stores checking copies
  /// of one stack never share one; a stack whose memo is gone is checked whole.
  // Unchecked: `memos` is read and written only with `lock` held, and a memo taken out is used
  // by one check at a time.
  final class MemoShelf: @unchecked Sendable {
    private let lock = NSLock()
    /// The memos by stamp, each with when it was last put back.
    private var memos: [Int: (memo: Memo, use: Int)] = [:]
    private var uses = 0

    /// How many memos are kept: one per stack that is enforced by these rules and still alive;
    /// past this, the one put back longest ago goes first (a stack that left, most likely).
    static var capacity: Int { 32 }

    /// Takes out the memo kept under `stamp`.
    func take(_ stamp: Int) -> Memo? {
      lock.withLock { memos.removeValue(forKey: stamp)?.memo }
    }

    /// Keeps `memo` under `stamp`.
    func put(_ memo: Memo, under stamp: Int) {
      lock.withLock {
        if memos.count >= Self.capacity,
          let oldest = memos.min(by: { $0.value.use < $1.value.use })?.key
        {
          memos[oldest] = nil
        }
        uses += 1
        memos[stamp] = (memo, uses)
      }
    }
  }
}
