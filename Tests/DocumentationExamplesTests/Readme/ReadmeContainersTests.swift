import Testing
import Waypoint

/// The README's containers example does what its comments say.
@Suite struct ReadmeContainers {
  @Test func theColumnsCollapseToOneStackAndExpandBack() {
    let (compact, sameColumns) = mailColumns()
    #expect(sameColumns)
    let shown: [String] = compact.path.map {
      switch $0 {
      case .sidebar(let mailbox): mailbox
      case .content(let message): "\(message)"
      case .detail(let screen): screen
      }
    }
    #expect(shown == ["Inbox", "42", "Attachment"])
  }
}
