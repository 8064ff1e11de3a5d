import SourceDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule for where output may go: never through a symbolic link below the
/// working directory.
///
/// Every existing component of the output folder from the working directory
/// down must be a real folder, not a symbolic link, so a repository cannot
/// redirect `generate` by committing `Sources/Game/Generated` as a link. A
/// folder named explicitly outside the working directory (`--output /tmp/x`)
/// is the user's choice: links above it are allowed, but the folder itself
/// must not be one. Components that do not exist yet are created as folders.
public enum OutputFolder {
    /// A diagnostic when writing into `folder` could leave it through a link, or `nil`.
    public static func check(_ folder: String, workingDirectory: String = currentDirectory()) -> Diagnostic? {
        let target = FilePath.lexicallyAbsolute(folder.isEmpty ? "." : folder, base: workingDirectory)
        let base = FilePath.lexicallyAbsolute(workingDirectory, base: "/")
        let isInside = target.count >= base.count && Array(target.prefix(base.count)) == base
        let firstChecked = isInside ? base.count : max(0, target.count - 1)
        var path = "/" + target.prefix(firstChecked).joined(separator: "/")
        var shown = isInside ? "" : path
        for component in target.dropFirst(firstChecked) {
            path = FilePath.join(path, component)
            shown = FilePath.join(shown, component)
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil } // the rest does not exist yet
            let kind = status.st_mode & S_IFMT
            if kind == S_IFLNK {
                return refusal(folder, FileRule.symlink,
                               "refusing to write into \(folder): \(shown) is a symbolic link; output folders are never reached through a link")
            }
            if kind != S_IFDIR {
                return refusal(folder, FileRule.path, "refusing to write into \(folder): \(shown) is not a folder")
            }
        }
        return nil
    }

    /// The working directory, as the process sees it.
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func refusal(_ folder: String, _ rule: String, _ message: String) -> Diagnostic {
        Diagnostic(path: folder.isEmpty ? "." : folder, position: .startOfFile, severity: .error, rule: rule, message: message)
    }
}
