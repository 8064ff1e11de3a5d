import Foundation
import SourceDiagnostics

/// Writes generated files into one folder, touching only those whose bytes
/// change, each through a temporary file renamed into place (atomic).
public struct GeneratedFileWriter: Sendable {
    /// The folder written into.
    public let directory: String

    /// Creates a writer for `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The rule ID of a file that cannot be written.
    public static let writeRule = "output-unwritable"

    /// What happened to one file.
    public enum Status: String, Sendable, Hashable {
        /// Already had these bytes: not touched, its modification time unchanged.
        case unchanged
        /// Written.
        case written
        /// Would be written (check mode writes nothing).
        case stale = "would change"
    }

    /// One file's outcome.
    public struct Outcome: Sendable, Hashable {
        /// The file's path.
        public var path: String
        /// What happened.
        public var status: Status
    }

    /// Writes `files`, or only compares them when `check` is set.
    public func write(_ files: [TemplateRenderer.RenderedFile], check: Bool) -> Result<[Outcome], DiagnosticList> {
        var outcomes: [Outcome] = []
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.name)
            let bytes = Data(file.contents.utf8)
            if FileManager.default.contents(atPath: path) == bytes {
                outcomes.append(Outcome(path: path, status: .unchanged))
                continue
            }
            if check {
                outcomes.append(Outcome(path: path, status: .stale))
                continue
            }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
                outcomes.append(Outcome(path: path, status: .written))
            } catch {
                return .failure(DiagnosticList([Diagnostic(path: path, position: .startOfFile, severity: .error, rule: Self.writeRule,
                                                           message: "cannot write \(path): \(error.localizedDescription)")]))
            }
        }
        return .success(outcomes)
    }
}
