import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// Seed 003's recipes: categories, the recipes of one, a recipe, and related recipes pushed on it.
enum RecipeCategory: String, Hashable, Codable, CaseIterable {
  case dessert, pancake, salad
}

struct CookbookRecipe: Hashable, Codable {
  var id: Int
  var category: RecipeCategory
}

@Suite struct SplitViewTests {
  @Test func aPushableStackIsAStackOfValues() {
    // Seed 003's first recipe: `NavigationStack(path: $path)` of numbers, each pushing the next.
    var path = StackState<Int>()
    path.append(1)
    path.append(path.last! + 1)
    #expect(Array(path) == [1, 2])
    path.removeAll()
    #expect(path.isEmpty)
  }

  @Test func multipleColumnsSelectACategoryThenARecipe() {
    // Seed 003's second recipe: three columns, with no stack in the detail.
    var split = SplitViewState<RecipeCategory, Int, CookbookRecipe>()
    split.selectSidebar(.dessert)
    split.selectContent(7)
    #expect(split.isValid)
    #expect(split.collapsed().path.map(\.caseName) == ["sidebar", "content"])
    split.selectSidebar(.salad)
    #expect(split.contentSelection == nil)
  }

  @Test func multipleColumnsWithAStackPushRelatedRecipesInTheDetail() {
    // Seed 003's third recipe: a sidebar of categories and a detail stack of recipes.
    let split = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var split = TwoColumnSplitViewState<RecipeCategory, CookbookRecipe>()
      split.selectSidebar(.dessert)
      split.detail.append(CookbookRecipe(id: 1, category: .dessert))
      split.detail.append(CookbookRecipe(id: 2, category: .dessert))
      return split
    }
    #expect(split.isValid)
    let compact = split.collapsed()
    #expect(compact.path.map(\.caseName) == ["sidebar", "detail", "detail"])
    #expect(compact.path.ids.elements == [0, 1, 2])
    #expect(TwoColumnSplitViewState(expanding: compact) == split)
    var other = split
    other.selectSidebar(.salad)
    #expect(other.detail.isEmpty)
  }

  @Test func collapsingAndExpandingKeepTheColumnsSettings() {
    var split = SplitViewState<RecipeCategory, Int, CookbookRecipe>(
      sidebarSelection: .pancake, columnVisibility: .detailOnly, preferredCompactColumn: .content)
    split.selectContent(3)
    let expanded = SplitViewState(expanding: split.collapsed())
    #expect(expanded == split)
    #expect(expanded.columnVisibility == .detailOnly)
    #expect(expanded.preferredCompactColumn == .content)
  }

  @Test func aContentSelectionWithoutASidebarOneIsNotValid() {
    #expect(!SplitViewState<RecipeCategory, Int, CookbookRecipe>(contentSelection: 1).isValid)
  }

  @Test func aSplitViewRoundTripsThroughJSON() throws {
    var split = SplitViewState<RecipeCategory, Int, CookbookRecipe>(sidebarSelection: .dessert)
    split.selectContent(4)
    split.detail.append(CookbookRecipe(id: 9, category: .dessert))
    let decoded = try JSONDecoder().decode(
      SplitViewState<RecipeCategory, Int, CookbookRecipe>.self, from: JSONEncoder().encode(split))
    #expect(decoded == split)
    #expect(decoded.collapsed() == split.collapsed())
  }

  /// A random valid split view of three columns, or of two when `Content` is `Never`.
  func randomSplit<Content: Hashable>(
    _ content: [Content], using random: inout SplitMix64
  ) -> SplitViewState<RecipeCategory, Content, CookbookRecipe> {
    var split = SplitViewState<RecipeCategory, Content, CookbookRecipe>(
      columnVisibility: SplitViewColumnVisibility.allCases.randomElement(using: &random)!,
      preferredCompactColumn: SplitViewColumn.allCases.randomElement(using: &random)!)
    guard Bool.random(using: &random) else { return split }
    split.selectSidebar(RecipeCategory.allCases.randomElement(using: &random)!)
    if let selection = content.randomElement(using: &random) {
      guard Bool.random(using: &random) else { return split }
      split.selectContent(selection)
    }
    for id in 0..<Int.random(in: 0...6, using: &random) {
      split.detail.append(CookbookRecipe(id: id, category: .dessert))
    }
    return split
  }

  @Test(arguments: 1...200 as ClosedRange<UInt64>)
  func expandingACollapsedSplitViewGivesItBackAndCollapsingAgainGivesTheStack(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let three = randomSplit([1, 2, 3], using: &random)
      #expect(three.isValid)
      #expect(SplitViewState(expanding: three.collapsed()) == three, "seed \(seed)")
      #expect(SplitViewState(expanding: three.collapsed()).collapsed() == three.collapsed())
      let two = randomSplit([Never](), using: &random)
      #expect(two.isValid)
      #expect(SplitViewState(expanding: two.collapsed()) == two, "seed \(seed)")
      #expect(SplitViewState(expanding: two.collapsed()).collapsed() == two.collapsed())
    }
  }
}

extension CollapsedSplitViewColumn {
  var caseName: String {
    switch self {
    case .sidebar: "sidebar"
    case .content: "content"
    case .detail: "detail"
    }
  }
}

@Suite struct SplitViewDecodingTests {
  @Test func aDecodedSplitViewMovesTheGeneratorPastItsSelectionsIDs() throws {
    let data = try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var split = TwoColumnSplitViewState<RecipeCategory, Int>()
      split.selectSidebar(.dessert)
      return try JSONEncoder().encode(split)
    }
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var decoded = try JSONDecoder().decode(
        TwoColumnSplitViewState<RecipeCategory, Int>.self, from: data)
      decoded.detail.append(1)
      // Building the IDs' ordered set traps on a duplicate.
      #expect(decoded.collapsed().path.ids.count == 2)
    }
  }

  @Test func aSelectionIDThatCollidesOrIsMissingIsDrawnAnew() throws {
    let json = #"""
      {"sidebarSelection":"salad","contentSelection":3,"sidebarID":5,"contentID":5,
       "detail":{"ids":[5],"elements":[{"id":1,"category":"salad"}]},
       "columnVisibility":"all","preferredCompactColumn":"detail"}
      """#
    let decoded = try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      try JSONDecoder().decode(
        SplitViewState<RecipeCategory, Int, CookbookRecipe>.self, from: Data(json.utf8))
    }
    #expect(decoded.collapsed().path.ids.count == 3)
    #expect(decoded.columnVisibility == .all)
    #expect(decoded.preferredCompactColumn == .detail)
  }
}

@Suite struct SplitViewBadInputTests {
  @Test func aStackOutOfOrderExpandsToItsPartInOrderFromTheBottom() {
    typealias Split = SplitViewState<RecipeCategory, Int, CookbookRecipe>
    let recipe = CookbookRecipe(id: 1, category: .salad)
    let stacks: [[CollapsedSplitViewColumn<RecipeCategory, Int, CookbookRecipe>]] = [
      [.detail(recipe), .sidebar(.salad), .content(2)],
      [.content(2), .detail(recipe)],
      [.sidebar(.salad), .detail(recipe)],
      [.sidebar(.salad), .content(2), .detail(recipe), .sidebar(.dessert), .detail(recipe)],
    ]
    let expected: [(RecipeCategory?, Int?, Int)] = [
      (nil, nil, 0), (nil, nil, 0), (.salad, nil, 0), (.salad, 2, 1),
    ]
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      for (elements, expected) in zip(stacks, expected) {
        let split = Split(expanding: CollapsedSplitView(path: StackState(elements)))
        #expect(split.isValid, "\(elements)")
        #expect(split.sidebarSelection == expected.0)
        #expect(split.contentSelection == expected.1)
        #expect(split.detail.count == expected.2)
      }
    }
  }

  @Test func selectionIDsFromAnotherGeneratorDoNotCollideWhenCollapsed() {
    var split = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      TwoColumnSplitViewState<RecipeCategory, Int>(sidebarSelection: .dessert)
    }
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      split.detail.append(1)  // #0, as the sidebar's own ID
    }
    let compact = split.collapsed()
    #expect(compact.path.ids.count == 2)
    #expect(compact.path.ids.elements == compact.path.ids.elements)
    #expect(split.collapsed() == compact)
    #expect(TwoColumnSplitViewState(expanding: compact) == split)
  }

  @Test func aSplitViewSavedWithoutItsSelectionIDsDrawsNewOnes() throws {
    let json = #"{"sidebarSelection":"salad","detail":{"ids":[0],"elements":[2]}}"#
    let split = try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      try JSONDecoder().decode(
        TwoColumnSplitViewState<RecipeCategory, Int>.self, from: Data(json.utf8))
    }
    #expect(split.collapsed().path.ids.count == 2)
    #expect(TwoColumnSplitViewState(expanding: split.collapsed()) == split)
  }
}
