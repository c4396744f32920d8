import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What happens to a running terminal app: bytes typed, the window resized, a periodic tick
/// for effects to show, or a request to stop (a signal, or the input closing).
enum TerminalEvent: Sendable {
  case input([UInt8])
  case resize
  case tick
  case stop
}

/// Gathers terminal events into one stream: a thread reading standard input, signal sources for
/// SIGWINCH, SIGINT, SIGTERM and SIGHUP, and a timer.
final class TerminalEvents {
  let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let queue = DispatchQueue(label: "inventory.terminal-events")
  private let sources: [any DispatchSourceProtocol]

  init() {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    self.stream = stream
    self.continuation = continuation
    var sources: [any DispatchSourceProtocol] = []
    for (number, event) in [
      (SIGWINCH, TerminalEvent.resize), (SIGINT, .stop), (SIGTERM, .stop), (SIGHUP, .stop),
    ] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler { continuation.yield(event) }
      source.resume()
      sources.append(source)
    }
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
    timer.setEventHandler { continuation.yield(.tick) }
    timer.resume()
    sources.append(timer)
    self.sources = sources
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count > 0 {
          continuation.yield(.input(Array(buffer[0..<count])))
        } else if count < 0, errno == EINTR {
          continue
        } else {
          continuation.yield(.stop)
          return
        }
      }
    }
    reader.start()
  }

  deinit {
    for source in sources { source.cancel() }
    continuation.finish()
  }
}
