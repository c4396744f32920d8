import CustomDump
import Testing
import Waypoint

@Suite struct StackStateCustomDumpTests {
  @Test func dumpShowsEachElementUnderItsID() {
    withFreshIDs {
      var stack: StackState = ["a", "b", "c"]
      stack[id: 1] = nil
      var output = ""
      customDump(stack, to: &output)
      #expect(
        output == """
          [
            #0: "a",
            #2: "c"
          ]
          """
      )
    }
  }

  @Test func dumpOfEmptyStackIsAnEmptyDictionary() {
    var output = ""
    customDump(StackState<String>(), to: &output)
    #expect(output == "[:]")
  }

  @Test func dumpKeepsStackOrderPastTenElements() {
    withFreshIDs(from: 8) {
      let stack: StackState = [1, 2, 3]
      var output = ""
      customDump(stack, to: &output)
      #expect(
        output == """
          [
            #8: 1,
            #9: 2,
            #10: 3
          ]
          """
      )
    }
  }

  @Test func dumpShowsEnumElements() {
    withFreshIDs {
      let stack: StackState<Screen> = [.list(ListState()), .detail(DetailState(title: "A"))]
      var output = ""
      customDump(stack, to: &output)
      #expect(
        output == """
          [
            #0: .list(
              ListState(query: "")
            ),
            #1: .detail(
              DetailState(title: "A")
            )
          ]
          """
      )
    }
  }

  @Test func descriptionListsIDsAndElements() {
    withFreshIDs {
      let stack: StackState = ["a", "b"]
      #expect(stack.description == "[#0: a, #1: b]")
      #expect(StackState<String>().description == "[]")
    }
  }

  @Test func diffNamesTheChangedElementByID() {
    withFreshIDs {
      let stack: StackState = [DetailState(title: "A"), DetailState(title: "B")]
      var changed = stack
      changed[id: 1]?.title = "C"
      #expect(
        diff(stack, changed) == """
            [
              #0: DetailState(title: "A"),
          -   #1: DetailState(title: "B")
          +   #1: DetailState(title: "C")
            ]
          """
      )
    }
  }
}
