import AchievementsCatalog
import ArgumentParser
import CatalogYAML
import FileAccess
import Foundation
import ProcessRunning
import SourceDiagnostics

/// An earlier catalog named on the command line: a file path, or a git
/// revision whose copy of the catalog is read with `git show REV:PATH`.
package struct CatalogReference {
    /// The reference as given.
    package var reference: String
    /// The current catalog's path, which names the file inside a revision.
    package var catalogPath: String

    /// Creates a reference to `reference`, for the catalog at `catalogPath`.
    package init(reference: String, catalogPath: String) {
        self.reference = reference
        self.catalogPath = catalogPath
    }

    /// Refuses a reference git could read as an option, or one that cannot name a revision.
    package static func validate(_ reference: String) throws {
        if reference.hasPrefix("-") {
            throw ValidationError("'\(TerminalText.escaped(reference))' starts with '-'; a git revision or file path never does (write ./\(TerminalText.escaped(reference)) for a file)")
        }
        if reference.isEmpty || reference.unicodeScalars.contains(where: TerminalText.isUnsafe) {
            throw ValidationError("'\(TerminalText.escaped(reference))' is not a git revision or file path")
        }
    }

    /// The name used in messages: the path, or `catalog.yaml@REV`.
    package var sourceName: String {
        FileManager.default.fileExists(atPath: reference) ? reference : "\(FilePath.lastComponent(of: catalogPath))@\(reference)"
    }

    /// The earlier catalog, or the diagnostics that stopped reading it.
    package func load(limits: YAMLReadLimits) async -> Staged<AchievementCatalog> {
        if FileManager.default.fileExists(atPath: reference) {
            return CatalogLoader(limits: limits).load(path: reference)
        }
        let folder = FilePath.parent(of: catalogPath)
        let name = FilePath.lastComponent(of: catalogPath)
        let failure = { (message: String, rule: RuleID) -> Staged<AchievementCatalog> in
            .failed([Diagnostic(path: sourceName, position: .startOfFile, severity: .error, rule: rule, message: message)])
        }
        do {
            try Self.validate(reference)
        } catch {
            return failure("\(error)", YAMLRule.unreadable.id)
        }
        do {
            // --end-of-options: whatever the reference says, git reads it as a revision, never as an option.
            let result = try await ProcessRunner.run("git", ["show", "--end-of-options", "\(reference):./\(name)"], in: folder.isEmpty ? nil : folder,
                                                     maxOutputBytes: min(limits.maxBytes, FileLimits.revisionCatalogBytes), maxErrorBytes: 64 * 1024)
            guard result.status == 0 else {
                let reason = result.standardError.split(separator: "\n").first.map(String.init) ?? "git exited with status \(result.status)"
                return failure("'\(reference)' is neither a file nor a git revision with \(name): \(reason)", YAMLRule.unreadable.id)
            }
            guard let stdout = result.standardOutput else {
                return failure("\(name) at '\(reference)' is larger than the limit of \(min(limits.maxBytes, FileLimits.revisionCatalogBytes)) bytes",
                               FileRule.tooLarge.id)
            }
            return CatalogLoader(limits: limits).load(bytes: stdout, path: sourceName)
        } catch {
            return failure("cannot run git to read \(name) at '\(reference)': \(error.localizedDescription)", YAMLRule.unreadable.id)
        }
    }
}
