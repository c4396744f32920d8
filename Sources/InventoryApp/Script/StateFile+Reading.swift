import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StateFile {
  /// The largest state file the app reads or writes, in bytes: 8 MiB.
  ///
  /// A state the app saves takes a few kilobytes. A larger file is refused before anything is
  /// read from it, so that a path that names something else (a log, a disk image) costs neither
  /// time nor memory.
  package static let sizeLimit = 8 * 1024 * 1024

  /// How many symbolic links a path may lead through before its file: as many as the system
  /// follows.
  static let linkLimit = 32

  /// The file the state is read from and written to: the path itself, or, when the path is a
  /// symbolic link, the file the link leads to, so that a save replaces the file's contents and
  /// keeps the link.
  ///
  /// The target need not exist: a link to a file not yet written leads to where it will be.
  ///
  /// - Throws: ``StateFileError`` when a link cannot be read, or the links lead on too long
  ///   (in a loop).
  func target() throws(StateFileError) -> String {
    var current = path
    for _ in 0..<Self.linkLimit {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else {
        throw StateFileError(
          path: path,
          reason: "it is a symbolic link that cannot be read (\(Self.describe(errno)))",
          advice: .permissions)
      }
      let destination = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if destination.hasPrefix("/") {
        current = destination
      } else {
        // Relative to the folder that holds the link.
        let folder = current.lastIndex(of: "/").map { current[...$0] } ?? ""
        current = folder + destination
      }
    }
    throw StateFileError(
      path: path,
      reason: "it is a symbolic link that leads through more than \(Self.linkLimit) links, or "
        + "back to itself",
      advice: .other("Pass the path of a regular file, or of a link to one."))
  }

  /// Refuses anything at `target` but a regular file: a directory, a device, a named pipe or a
  /// socket. Nothing at `target`, or nothing that can be looked at, passes; reading or writing
  /// says what is wrong then.
  ///
  /// - Parameter target: The path, with its links followed (``target()``).
  func checkKind(of target: String) throws(StateFileError) {
    var info = stat()
    guard stat(target, &info) == 0 else { return }
    try checkKind(info.st_mode, of: target)
  }

  private func checkKind(_ mode: mode_t, of target: String) throws(StateFileError) {
    let kind: String
    switch mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw .isDirectory(path)
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFIFO: kind = "a named pipe (FIFO)"
    case S_IFSOCK: kind = "a socket"
    default: kind = "a special file"
    }
    let subject =
      target == path ? "it is \(kind)" : "it is a link to “\(Self.printable(target))”, \(kind)"
    throw StateFileError(
      path: path, reason: "\(subject), not a regular file; it is left as it is",
      advice: .other("Pass the path of a regular file, such as “inventory.json”."))
  }

  /// Reads the bytes of `target`, refusing anything but a regular file and a file larger than
  /// ``sizeLimit``.
  ///
  /// - Parameter target: The path, with its links followed (``target()``).
  /// - Returns: The bytes, or `nil` when there is no file.
  /// - Throws: ``StateFileError`` when the file cannot be read, is not a regular file or is too
  ///   large.
  func read(_ target: String) throws(StateFileError) -> Data? {
    try checkKind(of: target)
    // Not blocking, so that a named pipe put in the file's place since the check cannot hang
    // the open; it is refused below.
    let descriptor = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw StateFileError(
        path: path, reason: "it cannot be read (\(Self.describe(code)))", advice: .permissions)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw StateFileError(
        path: path, reason: "it cannot be read (\(Self.describe(errno)))", advice: .permissions)
    }
    try checkKind(info.st_mode, of: target)
    guard Int(info.st_size) <= Self.sizeLimit else { throw tooLarge(size: Int(info.st_size)) }
    // The size is read, not believed: files in /proc say 0, and a file can grow meanwhile.
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count <= Self.sizeLimit {
      // `read(2)` fills the array's own buffer, at most its count of bytes: the documented
      // way to hand a C call an array's storage.
      let count = buffer.withUnsafeMutableBytes {
        #if canImport(Darwin)
          Darwin.read(descriptor, $0.baseAddress, $0.count)
        #elseif canImport(Musl)
          Musl.read(descriptor, $0.baseAddress, $0.count)
        #else
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        #endif
      }
      if count == 0 { return data }
      guard count > 0 else {
        let code = errno
        if code == EINTR { continue }
        throw StateFileError(
          path: path, reason: "it cannot be read (\(Self.describe(code)))", advice: .permissions)
      }
      data.append(buffer, count: count)
    }
    throw tooLarge(size: nil)
  }

  /// The error of a file larger than ``sizeLimit``.
  func tooLarge(size: Int?) -> StateFileError {
    let limit = "\(Self.sizeLimit / (1024 * 1024)) MiB"
    let found =
      size.map { "it is \(Self.mebibytes($0)) (\($0) bytes)" } ?? "it is larger than \(limit)"
    return StateFileError(
      path: path,
      reason: "\(found), more than the \(limit) a state file may hold, so it is not read and is "
        + "left as it is",
      advice: .other(
        "Pass the path of the app's state file, or another --state path to start from the "
          + "initial state."))
  }

  /// A size in mebibytes, with one decimal: "12.5 MiB".
  private static func mebibytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
    return "\(tenths / 10).\(tenths % 10) MiB"
  }

  /// A system error number in words.
  static func describe(_ code: Int32) -> String {
    switch code {
    case EISDIR: "it is a directory"
    case ENOSPC: "the disk is full"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
