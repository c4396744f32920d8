// The README's containers example, verbatim: if this file stops compiling, the README is wrong.

import Waypoint

/// Mail in three columns: a mailbox, a message, and the screens pushed over the message.
func mailColumns() -> (compact: CollapsedSplitView<String, Int, String>, sameColumns: Bool) {
  var split = SplitViewState<String, Int, String>()
  split.selectSidebar("Inbox")
  split.selectContent(42)
  split.detail.append("Attachment")

  // A compact width shows one stack; a wide one shows the columns again, from the same state.
  let compact = split.collapsed()  // [.sidebar("Inbox"), .content(42), .detail("Attachment")]
  let wide = SplitViewState(expanding: compact)
  return (compact, wide == split)  // (…, true)
}
