import Foundation
import Testing
import Waypoint

/// A number that does not fit the value it is read as, inside a stack element: on some platforms
/// Foundation's JSON decoder throws an error of its own there, which names no place.
@Suite struct NavigationRecoveryNumberTests {
  struct Screen: Codable, Equatable {
    var count: Int
  }

  func decodeRecovering(_ json: String) throws -> (StackState<Screen>, [NavigationRecovery.Loss]) {
    let recovery = NavigationRecovery()
    let decoder = JSONDecoder()
    decoder.userInfo[NavigationRecovery.key] = recovery
    let stack = try decoder.decode(StackState<Screen>.self, from: Data(json.utf8))
    return (stack, recovery.losses)
  }

  @Test(arguments: ["1e30", "99999999999999999999", "2.5"])
  func anElementWhoseNumberDoesNotFitIsLeftOutAndTheReasonSaysWhy(number: String) throws {
    let (stack, losses) = try decodeRecovering(
      #"{"ids":[0,1],"elements":[{"count":1},{"count":\#(number)}]}"#)
    #expect(Array(stack) == [Screen(count: 1)])
    let loss = try #require(losses.first)
    #expect(loss.kind == .stackElements(from: 1, count: 1))
    #expect(!loss.reason.contains("numberIsNotRepresentableInSwift"), "\(loss.reason)")
    #expect(loss.reason.contains("does not fit"), "\(loss.reason)")
  }

  @Test func anErrorOfAnotherKindIsDescribedAsItDescribesItself() {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "the disk was unplugged" }
    }
    #expect(NavigationRecovery.describe(Unreadable()) == "the disk was unplugged")
    #expect(
      NavigationRecovery.describe(
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Bad.")))
        != "")
  }
}
