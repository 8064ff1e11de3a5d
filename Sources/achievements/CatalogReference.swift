import AchievementsCatalog
import CatalogYAML
import Foundation
import SourceDiagnostics

/// An earlier catalog named on the command line: a file path, or a git
/// revision whose copy of the catalog is read with `git show REV:PATH`.
struct CatalogReference {
    /// The reference as given.
    var reference: String
    /// The current catalog's path, which names the file inside a revision.
    var catalogPath: String

    /// The name used in messages: the path, or `catalog.yaml@REV`.
    var sourceName: String {
        FileManager.default.fileExists(atPath: reference) ? reference : "\((catalogPath as NSString).lastPathComponent)@\(reference)"
    }

    /// The earlier catalog, or the diagnostics that stopped reading it.
    func load(limits: YAMLReadLimits) -> (catalog: AchievementCatalog?, diagnostics: [Diagnostic]) {
        if FileManager.default.fileExists(atPath: reference) {
            let output = CatalogLoader(limits: limits).load(path: reference)
            return (output.catalog, output.diagnostics)
        }
        let folder = (catalogPath as NSString).deletingLastPathComponent
        let name = (catalogPath as NSString).lastPathComponent
        let failure = { (message: String) in
            (nil as AchievementCatalog?, [Diagnostic(path: sourceName, position: .startOfFile, severity: .error, rule: YAMLRule.unreadable, message: message)])
        }
        do {
            let result = try Subprocess.run(["git", "show", "\(reference):./\(name)"], in: folder.isEmpty ? nil : folder)
            guard result.status == 0 else {
                let reason = result.stderr.split(separator: "\n").first.map(String.init) ?? "git exited with status \(result.status)"
                return failure("'\(reference)' is neither a file nor a git revision with \(name): \(reason)")
            }
            let output = CatalogLoader(limits: limits).load(bytes: [UInt8](result.stdout), path: sourceName)
            return (output.catalog, output.diagnostics)
        } catch {
            return failure("cannot run git to read \(name) at '\(reference)': \(error.localizedDescription)")
        }
    }
}
