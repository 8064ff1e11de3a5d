/// Path text split and joined as plain strings, the way the user wrote it.
///
/// Foundation's `NSString` path methods trap on some inputs (`.`, `./`,
/// `~`), and `URL` rewrites what the user typed; these never trap and keep
/// paths in messages exactly as given.
package enum FilePath {
    /// The folder part of `path`: `a/b` → `a`, `b` → `` (the working
    /// directory), `/b` → `/`, `a/b/` → `a`.
    package static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = trimmed[..<slash]
        return folder.isEmpty ? "/" : trimmingTrailingSlashes(String(folder))
    }

    /// The last component of `path`: `a/b` → `b`, `a/b/` → `b`, `/` → `/`, `.` → `.`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = trimmed[trimmed.index(after: slash)...]
        return name.isEmpty ? "/" : String(name)
    }

    /// `name` inside `folder` (the working directory when `folder` is empty).
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The non-empty components of `path`, without `.`.
    package static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    /// Whether `name` is a plain file name: not empty, not `.` or `..`, no `/` and no NUL.
    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }

    /// `path` made absolute against `base` and with `.` and `..` resolved as text.
    package static func lexicallyAbsolute(_ path: String, base: String) -> [String] {
        var result: [String] = path.hasPrefix("/") ? [] : components(of: base)
        for component in components(of: path) {
            if component == ".." {
                if !result.isEmpty { result.removeLast() }
            } else {
                result.append(component)
            }
        }
        return result
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
