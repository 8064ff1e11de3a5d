import Foundation

/// What `scripts/install.sh` records beside the prebuilt generator
/// (`sources.digest` in `CHECKOUT/PrebuiltPlugin/NAME.artifactbundle`): the
/// digest of the generator's bytes, then one line per file it was built from
/// (`DIGEST PATH`, see ``SourceDigest``). `achievements-generate
/// --source-digest` writes it, and the plugin reads it back, from this one
/// file compiled into both.
struct PrebuiltRecord: Equatable {
    /// The file's name inside the artifact bundle.
    static let fileName = "sources.digest"

    /// The generator's digest.
    var generator: String
    /// Each covered file's path, relative to the checkout, with its digest.
    var files: [(path: String, digest: String)]

    static func == (lhs: PrebuiltRecord, rhs: PrebuiltRecord) -> Bool {
        lhs.generator == rhs.generator && lhs.files.map(\.path) == rhs.files.map(\.path) && lhs.files.map(\.digest) == rhs.files.map(\.digest)
    }

    /// The record of `checkout` now, for the generator at `generator`; nil
    /// when a file cannot be read.
    static func current(checkout: URL, generator: URL) -> PrebuiltRecord? {
        guard let own = SourceDigest.ofFile(generator) else { return nil }
        var files: [(path: String, digest: String)] = []
        for path in SourceDigest.files(in: checkout) {
            guard let digest = SourceDigest.ofFile(checkout.appendingPathComponent(path)) else { return nil }
            files.append((path, digest))
        }
        return PrebuiltRecord(generator: own, files: files)
    }

    /// The record's text.
    var text: String {
        "generator \(generator)\n" + files.map { "\($0.digest) \($0.path)\n" }.joined()
    }

    /// Reads a record's text; nil when it is not one.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "" else { return nil }
        lines.removeLast()
        guard let first = lines.first, first.hasPrefix("generator ") else { return nil }
        generator = String(first.dropFirst("generator ".count))
        files = []
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: " ") else { return nil }
            files.append((String(line[line.index(after: space)...]), String(line[..<space])))
        }
    }

    init(generator: String, files: [(path: String, digest: String)]) {
        self.generator = generator
        self.files = files
    }

    /// For a generator prebuilt by `scripts/install.sh`, what makes it stale,
    /// as the end of a sentence about it: no record, a generator other than
    /// the one recorded, or the first file of the checkout added, removed or
    /// changed since. Nil for a generator built from source, or a current one.
    static func staleness(of tool: URL) -> String? {
        var bundle = tool.standardizedFileURL
        while !bundle.lastPathComponent.hasSuffix(".artifactbundle") {
            guard bundle.pathComponents.count > 1 else { return nil }
            bundle.deleteLastPathComponent()
        }
        let checkout = bundle.deletingLastPathComponent().deletingLastPathComponent()
        guard let data = try? Data(contentsOf: bundle.appendingPathComponent(fileName)), data.count <= 1 << 20,
              let recorded = PrebuiltRecord(text: String(decoding: data, as: UTF8.self)) else {
            return "has no record of the sources it was built from (\(fileName))"
        }
        guard let now = current(checkout: checkout, generator: tool) else {
            return "cannot be checked: a file of \(checkout.path)/Sources could not be read"
        }
        if now.generator != recorded.generator { return "is not the generator scripts/install.sh built there (its bytes differ from the record)" }
        let before = Dictionary(recorded.files, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(now.files, uniquingKeysWith: { first, _ in first })
        for (path, digest) in now.files where before[path] != digest {
            let file = checkout.appendingPathComponent(path).path
            return before[path] == nil ? "was built before \(file) was added" : "was built before \(file) changed"
        }
        for (path, _) in recorded.files where after[path] == nil {
            return "was built before \(checkout.appendingPathComponent(path).path) was removed"
        }
        return nil
    }
}
