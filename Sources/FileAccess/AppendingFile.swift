#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written a line at a time at its end, each line in one `write(2)`:
/// a process killed between two lines leaves the lines before whole. Never
/// through a symbolic link, only a regular file, and never one over
/// `maxBytes` (a line that would take it over is left out).
package final class AppendingFile {
    private let descriptor: Int32
    private var size: Int
    private let maxBytes: Int
    /// Whether the last line has no line end (a kill, or a write cut short): the next line starts with one.
    private var lineCut = false

    private init(descriptor: Int32, size: Int, maxBytes: Int) {
        self.descriptor = descriptor
        self.size = size
        self.maxBytes = maxBytes
    }

    deinit {
        close(descriptor)
    }

    /// Opens the file at `path` to append to it, creating it (mode 0644) with
    /// `header` as its first line when there is none. An existing file is
    /// appended to only when `owns` recognises its first bytes (up to 4 KiB);
    /// when its last line was cut short (no line end), a line end comes first.
    /// `nil` with the reason when it cannot be.
    package static func open(_ path: String, header: [UInt8], maxBytes: Int, owns: ([UInt8]) -> Bool) -> (AppendingFile?, String?) {
        if path.isEmpty || path.contains("\0") { return (nil, "'\(path)' is not a file path") }
        let created = systemOpen(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        if created >= 0 {
            let file = AppendingFile(descriptor: created, size: 0, maxBytes: maxBytes)
            guard file.append(header) else { return (nil, "\(path) could not be written") }
            return (file, nil)
        }
        guard errno == EEXIST else { return (nil, "\(path) could not be created: \(String(cString: strerror(errno)))") }
        // O_NONBLOCK: a FIFO put there does not block the open; it is refused below.
        let descriptor = systemOpen(path, O_RDWR | O_APPEND | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            return (nil, errno == ELOOP ? "\(path) is a symbolic link" : "\(path) could not be opened: \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return (nil, "\(path) is not a regular file")
        }
        let file = AppendingFile(descriptor: descriptor, size: Int(clamping: status.st_size), maxBytes: maxBytes)
        var prefix = [UInt8](repeating: 0, count: min(4096, file.size))
        let read = prefix.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard read == prefix.count, owns(prefix) else { return (nil, "\(path) is not a file this tool wrote") }
        // Left empty by a kill before its first line: the first line is written now.
        if file.size == 0 {
            guard file.append(header) else { return (nil, "\(path) could not be written") }
            return (file, nil)
        }
        var last: UInt8 = 0x0A
        if pread(descriptor, &last, 1, off_t(file.size - 1)) != 1 { return (nil, "\(path) could not be read") }
        file.lineCut = last != 0x0A
        return (file, nil)
    }

    /// Appends `line` and a line end in one write; `false` when it could not
    /// (a full disk, a short write) or the file would grow past its bound.
    @discardableResult
    package func append(_ line: [UInt8]) -> Bool {
        var bytes: [UInt8] = lineCut ? [0x0A] : []
        bytes += line
        bytes.append(0x0A)
        guard size + bytes.count <= maxBytes else { return false }
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + sent, $0.count - sent) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                lineCut = sent > 0 || lineCut
                return false
            }
            sent += written
            size += written
        }
        lineCut = false
        return true
    }
}
