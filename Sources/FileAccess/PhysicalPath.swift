#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as the kernel resolves them: every symbolic link, `.` and `..`
/// followed. Text alone cannot say where `link/../x` leads; these can.
package enum PhysicalPath {
    /// `path` with every link, `.` and `..` resolved, or `nil` when it does not exist.
    package static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where `path` really leads when that is outside `folder` (both
    /// resolved), or `nil` when it stays inside or the folder does not exist.
    /// A path that does not exist yet is judged by its deepest existing
    /// folder, where it would be created.
    package static func escape(_ path: String, from folder: String) -> String? {
        guard let resolvedFolder = resolve(folder), let resolved = resolveExisting(path) else { return nil }
        return contains(resolvedFolder, resolved) ? nil : resolved
    }

    /// `path` resolved as far as it exists, with the rest appended as text.
    static func resolveExisting(_ path: String) -> String? {
        var existing = path.isEmpty ? "." : path
        var rest: [String] = []
        while true {
            if let resolved = resolve(existing) {
                return rest.reversed().reduce(resolved) { FilePath.join($0, $1) }
            }
            let parent = FilePath.parent(of: existing)
            guard parent != existing, !FilePath.lastComponent(of: existing).isEmpty else { return nil }
            rest.append(FilePath.lastComponent(of: existing))
            existing = parent.isEmpty ? "." : parent
        }
    }

    /// Whether the resolved `path` is `folder` or below it.
    package static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
