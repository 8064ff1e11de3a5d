import SourceDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule for where output may go: never through a symbolic link below the
/// working directory.
///
/// The folder is walked the way the kernel walks it, one component at a
/// time: a `..` goes up from where the walk physically is, not from the text
/// before it, so `link/../X` is judged at the link (text would say `./X`).
/// Every existing component below the working directory must be a real
/// folder, not a symbolic link, so a repository cannot redirect `generate`
/// by committing `Sources/Game/Generated` as a link. A folder named
/// explicitly outside the working directory (`--output /tmp/x`) is the
/// user's choice: links above it are followed, but the folder itself must
/// not be one. Components that do not exist yet are created as folders.
package enum OutputFolder {
    /// A diagnostic when writing into `folder` could leave it through a link, or `nil`.
    package static func check(_ folder: String, workingDirectory: String = currentDirectory()) -> Diagnostic? {
        let given = folder.isEmpty ? "." : folder
        let base = FilePath.components(of: PhysicalPath.resolve(workingDirectory) ?? workingDirectory)
        var walked: [String] = given.hasPrefix("/") ? [] : base
        let parts = FilePath.components(of: given)
        let lastName = parts.lastIndex { $0 != ".." }
        var shown = given.hasPrefix("/") ? "/" : ""
        for (index, part) in parts.enumerated() {
            shown = FilePath.join(shown, part)
            if part == ".." {
                if !walked.isEmpty { walked.removeLast() }
                continue
            }
            let isInside = walked.count >= base.count && Array(walked.prefix(base.count)) == base
            walked.append(part)
            let path = "/" + walked.joined(separator: "/")
            var status = stat()
            guard lstat(path, &status) == 0 else { continue } // created as a folder when written
            let kind = status.st_mode & S_IFMT
            if kind == S_IFLNK {
                guard !isInside, index != lastName, let resolved = PhysicalPath.resolve(path) else {
                    return refusal(given, FileRule.symlink.id,
                                   "refusing to write into \(given): \(shown) is a symbolic link; output folders are never reached through a link")
                }
                walked = FilePath.components(of: resolved)
                status = stat()
                guard stat(resolved, &status) == 0 else { continue }
            }
            if status.st_mode & S_IFMT != S_IFDIR {
                return refusal(given, FileRule.path.id, "refusing to write into \(given): \(shown) is not a folder")
            }
        }
        return nil
    }

    /// The working directory, as the process sees it.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func refusal(_ folder: String, _ rule: RuleID, _ message: String) -> Diagnostic {
        Diagnostic(path: folder, position: .startOfFile, severity: .error, rule: rule, message: message)
    }
}
