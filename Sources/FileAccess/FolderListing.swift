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

    /// A folder's entries.
    package struct Listing: Sendable {
        /// The names, without `.` and `..`; a name that is not UTF-8 is left out
        /// (no path this tool writes has one, and a lossy decoding would name another file).
        package var names: [String]
        /// Whether the folder held more than ``maxEntries`` entries, so some are missing.
        package var isTruncated: Bool
    }

    /// The entries of `folder` (`""` is the working directory); none when it cannot be read.
    package static func entries(in folder: String) -> Listing {
        guard let stream = opendir(folder.isEmpty ? "." : folder) else { return Listing(names: [], isTruncated: false) }
        defer { closedir(stream) }
        var names: [String] = []
        var count = 0
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            count += 1
            if count > maxEntries { return Listing(names: names, isTruncated: true) }
            let name = String(decoding: bytes, as: UTF8.self)
            if Array(name.utf8) == bytes { names.append(name) }
        }
        return Listing(names: names, isTruncated: false)
    }

    /// The names in `folder` of regular files (never links or folders).
    package static func regularFiles(in folder: String) -> Listing {
        var listing = entries(in: folder)
        listing.names = listing.names.filter { name in
            var status = stat()
            return lstat(FilePath.join(folder, name), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        }
        return listing
    }
}
