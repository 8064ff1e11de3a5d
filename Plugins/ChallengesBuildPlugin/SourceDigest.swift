import Foundation

/// The files a prebuilt generator was built from, and the digest of each
/// file's bytes, as `scripts/install.sh` records them in the artifact bundle
/// (``PrebuiltRecord``) and the plugin computes them again whenever SwiftPM
/// plans a game's build: file times survive `tar`, `rsync -a` and a copied
/// bundle, contents do not.
///
/// The files are the regular files under the checkout's `Sources/`, and its
/// `Package.swift` and `Package.resolved` (the versions of what the generator
/// links). The digest is a 64-bit change-detection digest, not a
/// cryptographic one: the plugin may run unoptimized and reads about 3 MB at
/// each plan, so it must cost milliseconds; and whoever can write the bundle
/// can write its record too, which no digest kept beside it could stop. This
/// file is compiled into `achievements-generate` too, which writes the record
/// (`--source-digest`), so the two never compute it differently.
struct SourceDigest {
    /// The largest file the digest reads: more than any source holds.
    static let maxFileBytes = 64 << 20

    /// The files a checkout's digest covers, relative to it, sorted by path
    /// bytes: `Package.swift`, `Package.resolved`, and every file under
    /// `Sources/` that SwiftPM would see (hidden names left out, as SwiftPM
    /// leaves them out), following symbolic links to files and folders
    /// (a folder reached twice is walked once).
    static func files(in checkout: URL) -> [String] {
        var paths: [String] = []
        let fileManager = FileManager.default
        for name in ["Package.swift", "Package.resolved"] where fileManager.fileExists(atPath: checkout.appendingPathComponent(name).path) {
            paths.append(name)
        }
        var walked: Set<String> = []
        func walk(_ folder: URL, as relative: String, depth: Int) {
            let real = folder.resolvingSymlinksInPath().path
            guard depth < 64, walked.insert(real).inserted,
                  let names = try? fileManager.contentsOfDirectory(atPath: real) else { return }
            for name in names where !name.hasPrefix(".") {
                let entry = URL(fileURLWithPath: real).appendingPathComponent(name)
                let path = relative + "/" + name
                var isFolder: ObjCBool = false
                // fileExists follows links: a link to a file is that file, to a folder that folder.
                guard fileManager.fileExists(atPath: entry.path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    walk(entry, as: path, depth: depth + 1)
                } else if (try? entry.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    paths.append(path)
                }
            }
        }
        walk(checkout.appendingPathComponent("Sources"), as: "Sources", depth: 0)
        return paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The digest of one file's bytes, in hex, or why it cannot be read.
    static func ofFile(_ file: URL) -> Result<String, DigestFailure> {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int ?? 0
        guard size <= maxFileBytes else { return .failure(DigestFailure(file: file, reason: "is larger than 64 MiB, more than a source holds")) }
        guard let data = try? Data(contentsOf: file) else { return .failure(DigestFailure(file: file, reason: "cannot be read")) }
        var digest = WordDigest()
        digest.add(data)
        return .success(digest.hex)
    }
}

/// A file the digest could not read, and why.
struct DigestFailure: Error, Equatable {
    /// The file.
    var file: URL
    /// Why, as the end of a sentence about the file.
    var reason: String
}

/// A 64-bit digest of a sequence of byte strings, eight bytes at a time:
/// each string's length, then its words (the last one padded with zeros),
/// each multiplied in and folded (FNV's prime, then a shift).
struct WordDigest {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Adds one byte string, with its length, so no two sequences run together.
    mutating func add(_ data: Data) {
        mix(UInt64(data.count))
        // The plugin runs unoptimized: one loop over aligned words, no call inside.
        var state = self.state
        let tail = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
            guard let base = bytes.baseAddress, Int(bitPattern: base) % 8 == 0 else { return 0 }
            let words = base.assumingMemoryBound(to: UInt64.self)
            let count = bytes.count / 8
            var index = 0
            while index < count {
                state = (state ^ UInt64(littleEndian: words[index])) &* 0x0000_0100_0000_01b3
                state ^= state >> 29
                index += 1
            }
            return count * 8
        }
        self.state = state
        var last: UInt64 = 0
        var shift: UInt64 = 0
        for byte in data[(data.startIndex + tail)...] {
            last |= UInt64(byte) << shift
            shift += 8
            if shift == 64 {
                mix(last)
                last = 0
                shift = 0
            }
        }
        if shift > 0 { mix(last) }
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x0000_0100_0000_01b3
        state ^= state >> 29
    }

    /// The digest, as sixteen hex digits.
    var hex: String {
        let text = String(state, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
