import AchievementsCatalog
import ASCSync
import FileAccess
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SourceDiagnostics
import SyncRules

/// The upload journal beside the lock: a line for each image upload `asc
/// apply` starts, written before its first request, and one more once it
/// is seen through (``JournaledUpload``). A run stopped while its images
/// upload (a kill, the network gone) cannot read back what it did, so its
/// lock does not record it; every later session reads the journal to tell
/// the images that run uploaded from others, instead of uploading them
/// again. Once an apply has recorded in the lock what App Store Connect
/// holds, the app's lines are removed.
///
/// The file is JSON lines: a first line that names the format, then one
/// line per event, each written in one `write(2)`. A line cut short by a
/// kill, or one that does not read, is left out.
package enum UploadJournal {
    /// The format's name and version, on the first line.
    package static let formatName = "achievements upload journal 1"
    /// The file's name, beside the lock.
    package static let fileName = "catalog.uploads.json"
    /// The largest journal read or written. An image takes about six lines
    /// of 260 bytes, and each apply that records the lock removes its app's
    /// lines: an hour's quota uploads at most about 900 images, 1.5 MB.
    package static let maxBytes = 16 << 20
    /// The most lines read (a run within an hour's quota writes about 5,400).
    static let maxLines = 100_000
    /// The longest line read.
    static let maxLineBytes = 8 << 10

    /// The journal beside the lock at `lockPath`.
    package static func path(lockPath: String) -> String {
        FilePath.join(FilePath.parent(of: lockPath), fileName)
    }

    /// The first line.
    static var header: [UInt8] { Array("{\"format\":\"\(formatName)\"}".utf8) }

    /// Whether `prefix`, a file's first bytes, starts as a journal: or is
    /// empty (a kill between the file's creation and its first line).
    static func owns(_ prefix: [UInt8]) -> Bool {
        prefix.isEmpty || prefix.starts(with: header + [0x0A])
    }

    /// The lines of a journal's bytes after the first, each decoded, with the
    /// bytes of each: at most ``maxLines``, none longer than ``maxLineBytes``;
    /// a line that does not read is left out. Walked in place, not split.
    /// And the bytes past the bound, not read (empty when every line was).
    static func walk(_ bytes: [UInt8]) -> (lines: [(upload: JournaledUpload, bytes: ArraySlice<UInt8>)], unread: ArraySlice<UInt8>) {
        let decoder = JSONDecoder()
        var lines: [(upload: JournaledUpload, bytes: ArraySlice<UInt8>)] = []
        var start = (bytes.firstIndex(of: 0x0A) ?? bytes.count - 1) + 1
        var seen = 0
        while start < bytes.count, seen < maxLines {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let line = bytes[start..<end]
            seen += 1
            if line.first == UInt8(ascii: "{"), line.count <= maxLineBytes, let upload = try? decoder.decode(JournaledUpload.self, from: Data(line)) {
                lines.append((upload, line))
            }
            start = end + 1
        }
        return (lines, bytes[min(start, bytes.count)...])
    }

    /// The lines of the journal at `path`: none with no file; none and a
    /// warning (`at`, the catalog) for a file that is not a journal, a link or
    /// too large, which is then left as it is.
    package static func load(path: String, reportingAt catalogPath: String) -> ([JournaledUpload], Diagnostic?) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return ([], nil) }
        func unusable(_ reason: String) -> ([JournaledUpload], Diagnostic?) {
            ([], Diagnostic(path: catalogPath, position: .startOfFile, severity: .warning, rule: SyncRule.resume.id,
                            message: "\(path) is not used: \(reason); images an earlier run uploaded without recording them in the lock are uploaded again"))
        }
        guard status.st_mode & S_IFMT != S_IFLNK else { return unusable("it is a symbolic link") }
        let bytes: [UInt8]
        switch FileBytes.read(path, maxBytes: maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): return unusable(failure.message)
        }
        guard owns(bytes) else { return unusable("it is not an upload journal this tool wrote (\"format\": \"\(formatName)\")") }
        return (walk(bytes).lines.map(\.upload), nil)
    }

    /// Removes `app`'s lines from the journal at `path`, once the lock records
    /// what App Store Connect holds, but those `keeping` names (an upload
    /// reserved and still awaiting its parts, which the next run finishes):
    /// the file goes when no line is left (another app's, a staging app's
    /// say, stay for its own next run). Lines past the read bound were not
    /// read, so they are not this run's to judge: they stay, byte for byte
    /// (the app's own among them, which the next run reads and removes).
    /// Only a regular file this tool wrote, never through a link.
    /// A warning (`at`, the catalog) when the lines could not be removed.
    package static func remove(at path: String, app: String, keeping: (JournaledUpload) -> Bool = { _ in false }, protectedInputs: [String],
                               reportingAt catalogPath: String) -> Diagnostic? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              case .success(let bytes) = FileBytes.read(path, maxBytes: maxBytes), owns(bytes) else { return nil }
        let (read, unread) = walk(bytes)
        let others = read.filter { $0.upload.app != app || keeping($0.upload) }
        guard !others.isEmpty || !unread.isEmpty else {
            unlink(path)
            return nil
        }
        // Nothing to remove: the file stays as it is (a rewrite could only
        // add the line break a last line cut short lacks).
        guard others.count < read.count else { return nil }
        var kept = header + [0x0A]
        for line in others { kept += line.bytes + [0x0A] }
        kept += unread
        let writer = SafeFileWriter(directory: FilePath.parent(of: path), ownership: .marker(formatName), protectedInputs: protectedInputs)
        guard case .failure(let list) = writer.write([OutputFile(name: FilePath.lastComponent(of: path), bytes: kept)], check: false) else { return nil }
        return Diagnostic(path: catalogPath, position: .startOfFile, severity: .warning, rule: SyncRule.resume.id,
                          message: "the upload journal \(path) keeps lines the lock now records: \(list.diagnostics.first?.message ?? "it could not be rewritten"); delete it")
    }

    /// Appends a run's lines to the journal, opening it at the first: an
    /// apply that uploads nothing leaves no journal. Lines come from several
    /// uploads at once, each written whole under a lock.
    package final class Writer: @unchecked Sendable {
        // @unchecked: `file`, `problem` and the encoder are used and written only under `lock`.
        private let lock = NSLock()
        private let path: String
        private var file: AppendingFile?
        private var opened = false
        private var problem: String?
        private let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return encoder
        }()

        /// A writer for the journal at `path`.
        package init(path: String) {
            self.path = path
        }

        /// Appends `line`; a line that cannot be written is left out (the
        /// next run then uploads that image again, as without a journal).
        package func append(_ line: JournaledUpload) {
            lock.lock()
            defer { lock.unlock() }
            guard let bytes = try? encoder.encode(line) else { return }
            if !opened {
                opened = true
                (file, problem) = AppendingFile.open(path, header: UploadJournal.header, maxBytes: UploadJournal.maxBytes, owns: UploadJournal.owns)
            }
            if let file, !file.append(Array(bytes)), problem == nil {
                problem = "\(path) could not take every line"
            }
        }

        /// Why the journal could not be written (`at`, the catalog), if it could not.
        package func warning(reportingAt catalogPath: String) -> Diagnostic? {
            lock.lock()
            defer { lock.unlock() }
            return problem.map { problem in
                Diagnostic(path: catalogPath, position: .startOfFile, severity: .warning, rule: SyncRule.resume.id,
                           message: "the upload journal was not written: \(problem); if this run stops before it records the lock, the next run uploads its images again")
            }
        }

        /// Closes the file: the lines are written.
        package func close() {
            lock.lock()
            defer { lock.unlock() }
            file = nil
        }
    }
}
