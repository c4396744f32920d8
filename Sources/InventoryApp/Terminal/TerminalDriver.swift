import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What ``TerminalDriver`` runs: a session of the inventory app or of the coordinator demo.
@MainActor
package protocol TerminalSession: AnyObject {
  /// Handles a key; returns `false` to quit.
  func handle(_ key: Key) -> Bool
  /// The frame for a terminal of this size, one string per row.
  func render(width: Int, height: Int) -> [String]
  /// Called about once a second, for what changes with time.
  func tick()
}

extension Session: TerminalSession {
  /// Rereads the screens, whose effects may have changed them.
  package func tick() { screensDidChange() }
}

/// Runs a ``TerminalSession`` in the terminal: raw mode and the alternate screen while it runs,
/// keys in, frames out, redraw on resize, and the terminal restored however it ends (`q`,
/// Ctrl-C, a signal, or the input closing).
///
/// Everything it draws comes from ``TerminalSession/render(width:height:)``; this type only moves
/// bytes.
@MainActor
package final class TerminalDriver {
  private let session: any TerminalSession
  private var original = termios()
  private var lastFrame: [String] = []

  /// Creates a driver for a session.
  ///
  /// - Parameter session: The session to run.
  package init(session: some TerminalSession) {
    self.session = session
  }

  /// Whether standard input and output are both terminals.
  package static var isInteractive: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Runs until the user quits, then restores the terminal.
  package func run() async {
    enterRawMode()
    defer { restore() }
    let events = TerminalEvents()
    var size = Self.windowSize()
    draw(size: size)
    for await event in events.stream {
      switch event {
      case .input(let bytes):
        for key in Key.parse(bytes) where !session.handle(key) {
          return
        }
      case .resize:
        size = Self.windowSize()
        lastFrame = []
      case .tick:
        session.tick()
      case .stop:
        return
      }
      draw(size: size)
    }
  }

  /// Writes a frame. It holds no control characters: ``Canvas`` draws those as "�", so the
  /// sequences added here are the only ones written.
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
        let written = Glibc.write(
          STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// The terminal's size, at most ``Renderer/maximumSize``, or 80×24 when it cannot be read.
  static func windowSize() -> (width: Int, height: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    let maximum = Renderer.maximumSize
    return (min(Int(size.ws_col), maximum.width), min(Int(size.ws_row), maximum.height))
  }
}
