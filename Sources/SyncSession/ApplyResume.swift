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

/// What an `asc apply` that stopped with work left (the hourly quota, say)
/// leaves beside the lock for the next run: App Store Connect's state as its
/// read-back found it. `asc apply --resume` takes the texts and images of a
/// version from it when the version is still the latest, in the same state,
/// instead of reading them again: at Apple's limits an apply takes a day of
/// quota hours, and reading every draft's texts each hour would cost a fifth
/// of each hour.
///
/// What a resumed run cannot notice: a change made in App Store Connect's
/// web pages, since the stopped run, to the texts or images of a version that
/// is still the latest in the same state. Everything else is read as usual
/// (the resources, their fields and versions; any version it does not hold).
/// `asc plan` never resumes.
package struct ApplyResume: Codable, Sendable, Equatable {
    /// The format's name and version, which also tells the file as this tool's.
    package static let formatName = "achievements apply resume 1"
    /// The file's name, beside the lock.
    package static let fileName = "catalog.resume.json"
    /// The largest file read or written (a catalog at Apple's limits writes about 15 MB).
    package static let maxBytes = 64 << 20
    /// The longest line read: the record's first line, or one resource with
    /// its versions' texts (a resource in 39 languages writes about 40 KB).
    static let maxLineBytes = 1 << 20

    /// ``formatName``.
    package var format: String
    /// The Apple ID of the app it was read from.
    package var app: String
    /// When the run stopped (ISO 8601, UTC).
    package var stopped: String
    /// What App Store Connect held: only the versions whose texts the run
    /// read or carried from its own plan's read (``resumable(after:before:touched:managed:)``).
    package var remote: RemoteState

    /// Creates a record.
    package init(app: String, stopped: String, remote: RemoteState) {
        self.format = Self.formatName
        self.app = app
        self.stopped = stopped
        self.remote = remote
    }

    /// The file beside the lock at `lockPath`.
    package static func path(lockPath: String) -> String {
        FilePath.join(FilePath.parent(of: lockPath), fileName)
    }

    /// The part of a run's read-back (`after`) a resumed run may trust: the
    /// catalog's resources (`managed`) whose latest version's texts were read
    /// back (`touched`), or carried unchanged from the plan's read (`before`:
    /// the same version in the same state there). A version the lock vouched
    /// for is left out: its texts were never read (the lock vouches again, or
    /// they are read). So is one with an image still being processed, or not
    /// uploaded whole: its delivery is read again, and a failure is uploaded again.
    package static func resumable(after: RemoteState, before: RemoteState, touched: Set<String>, managed: Set<String>) -> RemoteState {
        var kept = after
        for (index, section) in after.sections.enumerated() {
            let planned = Dictionary((before.sections.first { $0.kind == section.kind }?.resources ?? []).compactMap { resource in
                resource.latestVersion.map { (resource.vendorIdentifier, $0) }
            }, uniquingKeysWith: { first, _ in first })
            kept.sections[index].resources = section.resources.filter { resource in
                let id = resource.vendorIdentifier
                guard managed.contains(id), let version = resource.latestVersion, !version.textsVouched,
                      (version.localizations.compactMap(\.image) + [version.defaultImage].compactMap { $0 }).allSatisfy({ $0.deliveryState == "COMPLETE" })
                else { return false }
                if touched.contains(id) { return true }
                guard let earlier = planned[id] else { return false }
                return earlier.resourceID == version.resourceID && earlier.state == version.state && !earlier.textsVouched
            }
        }
        return kept
    }

    /// The record at `path` for `app`: `nil` with no file; `nil` and a
    /// warning (`at`, the catalog) for one that cannot be used, which the
    /// run then leaves aside and reads everything.
    package static func load(path: String, app: String, reportingAt catalogPath: String) -> (ApplyResume?, Diagnostic?) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return (nil, nil) }
        func unusable(_ reason: String) -> (ApplyResume?, Diagnostic?) {
            (nil, Diagnostic(path: catalogPath, position: .startOfFile, severity: .warning, rule: SyncRule.resume.id,
                             message: "\(path) is not used: \(reason); this run reads everything"))
        }
        // Written only as a regular file (the writer never follows a link): a link is not this tool's record.
        guard status.st_mode & S_IFMT != S_IFLNK else { return unusable("it is a symbolic link") }
        let bytes: [UInt8]
        switch FileBytes.read(path, maxBytes: maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): return unusable(failure.message)
        }
        guard let record = decode(bytes) else {
            return unusable("it is not a resume record this tool wrote (\"format\": \"\(formatName)\")")
        }
        guard record.app == app else {
            // The record is untrusted: its app is shortened and escaped before it reaches a terminal.
            return unusable("it was written for app \(TerminalText.escaped(String(record.app.prefix(40)))), not \(app)")
        }
        return (record, nil)
    }

    /// One resource of the record, on a line of its own.
    private struct ResourceLine: Codable {
        var kind: GameCenterKind
        var resource: RemoteResource
    }

    /// The record as JSON lines: the first line is the record with every
    /// section's resources left out, then each resource on a line of its
    /// own. At Apple's limits the record is megabytes, and one JSON value
    /// that size takes several times its size to encode or decode at once.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var header = self
        for index in header.remote.sections.indices { header.remote.sections[index].resources = [] }
        var bytes = Array(try encoder.encode(header))
        bytes.append(0x0A)
        for section in remote.sections {
            for resource in section.resources {
                bytes.append(contentsOf: try encoder.encode(ResourceLine(kind: section.kind, resource: resource)))
                bytes.append(0x0A)
            }
        }
        return bytes
    }

    /// The record `bytes` hold (``encoded()``), `nil` unless every line reads
    /// and each resource is of a kind the first line names.
    static func decode(_ bytes: [UInt8]) -> ApplyResume? {
        let decoder = JSONDecoder()
        let all = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
        guard all.allSatisfy({ $0.count <= maxLineBytes }) else { return nil }
        var lines = all.makeIterator()
        guard let first = lines.next(), var record = try? decoder.decode(ApplyResume.self, from: Data(first)), record.format == formatName,
              record.remote.sections.allSatisfy(\.resources.isEmpty),
              (try? Date(record.stopped, strategy: .iso8601)) != nil else { return nil }
        let sections = Dictionary(record.remote.sections.enumerated().map { ($1.kind, $0) }, uniquingKeysWith: { first, _ in first })
        while let line = lines.next() {
            guard let item = try? decoder.decode(ResourceLine.self, from: Data(line)), let index = sections[item.kind] else { return nil }
            record.remote.sections[index].resources.append(item.resource)
        }
        return record
    }

    /// Writes the record to `path`, replacing only a file this tool wrote.
    package func write(to path: String, protectedInputs: [String]) -> Result<Void, DiagnosticList> {
        guard let bytes = try? encoded(), bytes.count <= Self.maxBytes else {
            return .failure(DiagnosticList([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: SyncRule.resume.id,
                                                       message: "the resume record could not be written")]))
        }
        let writer = SafeFileWriter(directory: FilePath.parent(of: path), ownership: .marker(Self.formatName), protectedInputs: protectedInputs)
        return writer.write([OutputFile(name: FilePath.lastComponent(of: path), bytes: bytes)], check: false).map { _ in () }
    }

    /// Removes the record at `path` once nothing is left to resume: only a
    /// regular file this tool wrote for `app`, never through a link (another
    /// app's record, a staging app's say, is left for its own next run).
    package static func remove(at path: String, app: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              case .success(let prefix) = FileBytes.readPrefix(path, count: 4096),
              OutputOwnership.marker(formatName).recognises(prefix),
              prefix.starts(with: Array("{\"app\":\"\(app)\",".utf8)) else { return }
        unlink(path)
    }

    /// Now, as the record writes it.
    package static func now() -> String {
        Date().ISO8601Format()
    }
}
