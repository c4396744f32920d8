import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``CoordinatorSession`` in the terminal, as ``TerminalDriver`` runs the inventory app:
/// raw mode and the alternate screen while it runs, keys in (the same ``Key`` decoding), frames
/// out, redraw on resize (the same ``TerminalEvents``), and the terminal restored however it
/// ends (`q`, Ctrl-C, a signal, or the input closing).
@MainActor
public final class CoordinatorTerminalDriver {
  private let session: CoordinatorSession
  private var original = termios()
  private var lastFrame: [String] = []

  /// Creates a driver for a session.
  ///
  /// - Parameter session: The session to run.
  public init(session: CoordinatorSession) {
    self.session = session
  }

  /// Runs until the user quits, then restores the terminal.
  public func run() async {
    enterRawMode()
    defer { restore() }
    let events = TerminalEvents()
    var size = TerminalDriver.windowSize()
    draw(size: size)
    for await event in events.stream {
      switch event {
      case .input(let bytes):
        for key in Key.parse(bytes) where !session.handle(key) {
          return
        }
      case .resize:
        size = TerminalDriver.windowSize()
        lastFrame = []
      case .tick:
        continue
      case .stop:
        return
      }
      draw(size: size)
    }
  }

  private func draw(size: (width: Int, height: Int)) {
    let frame = session.render(width: size.width, height: size.height)
    guard frame != lastFrame else { return }
    lastFrame = frame
    let body = frame.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n")
    Self.write("\u{1B}[H" + body + "\u{1B}[J")
  }

  private func enterRawMode() {
    tcgetattr(STDIN_FILENO, &original)
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    Self.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
  }

  private func restore() {
    Self.write("\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  private static func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        #if canImport(Glibc)
          let written = Glibc.write(
            STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        #else
          let written = Darwin.write(
            STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        #endif
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
