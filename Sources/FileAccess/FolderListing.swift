#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one folder, read with `readdir`, bounded.
package enum FolderListing {
    /// The most entries read from one folder: an output folder holds a few
    /// generated files; a folder with more is not one the tool manages.
    package static let maxEntries = 10_000

    /// The names in `folder` (empty for `""`, `.` meant), without `.` and `..`; none when it cannot be read.
    package static func names(in folder: String) -> [String] {
        guard let stream = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while names.count < maxEntries, let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The names in `folder` of regular files (never links or folders).
    package static func regularFiles(in folder: String) -> [String] {
        names(in: folder).filter { name in
            var status = stat()
            return lstat(FilePath.join(folder, name), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }
    }
}
