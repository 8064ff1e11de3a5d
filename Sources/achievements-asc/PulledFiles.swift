#if AppStoreConnectSync
import ArgumentParser
import CommandLineSupport
import FileAccess
import Foundation
import SourceDiagnostics

/// What `asc pull` writes: the new catalog and its images, all or nothing.
/// Every file is checked before the first is written, the images go first
/// and the catalog last, and a write that fails removes what this run wrote
/// (and the folders it made), so a failed pull leaves no catalog behind.
struct PulledFiles {
    /// The catalog file.
    var catalog: OutputFile
    /// The catalog's folder.
    var folder: String
    /// The images.
    var images: [OutputFile]
    /// The images' folder.
    var artwork: String

    /// Writes every file, or prints why not and throws exit status 1 with nothing left behind.
    func write() throws {
        let writers = [(artwork, images), (folder, [catalog])].filter { !$0.1.isEmpty }.map { folder, files in
            (SafeFileWriter(directory: folder, ownership: OutputOwnership(description: "it exists", remedy: "move it") { _ in false }), files)
        }
        // Checked first: a file in the way stops the pull before anything is written.
        for (writer, files) in writers {
            _ = try CommandOutput.require(writer.write(files, check: true))
        }
        let manager = FileManager.default
        // Every folder on the way that does not exist yet: the writers make them all.
        let madeFolders = Set([folder, artwork].flatMap { Self.missingFolders(on: $0, manager: manager) })
        // Only files that did not exist are removed on a failure (one that held these very bytes is kept).
        let fresh = writers.flatMap { writer, files in files.map { FilePath.join(writer.directory, $0.name) } }.filter { !manager.fileExists(atPath: $0) }
        for (writer, files) in writers {
            guard case .failure(let list) = writer.write(files, check: false) else { continue }
            for path in fresh where manager.fileExists(atPath: path) { try? manager.removeItem(atPath: path) }
            // The deepest first, each only when this run made it and left it empty.
            for made in madeFolders.sorted(by: { $0.count > $1.count }) where (try? manager.contentsOfDirectory(atPath: made))?.isEmpty == true {
                try? manager.removeItem(atPath: made)
            }
            print(TextReporter().report(DiagnosticLimits.capped(list.diagnostics)), terminator: "")
            print("nothing written: a failed pull leaves no catalog behind")
            throw ExitCode(1)
        }
    }

    /// `folder` and each folder above it that does not exist, outermost first.
    static func missingFolders(on folder: String, manager: FileManager) -> [String] {
        guard !folder.isEmpty else { return [] }
        var path = folder.hasPrefix("/") ? "/" : ""
        var missing: [String] = []
        for component in FilePath.components(of: folder) {
            path = path.isEmpty ? component : FilePath.join(path, component)
            if !missing.isEmpty || !manager.fileExists(atPath: path) { missing.append(path) }
        }
        return missing
    }
}
#endif
