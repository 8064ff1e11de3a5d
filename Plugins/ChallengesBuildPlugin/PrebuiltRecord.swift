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

    /// The record of `checkout` now, for the generator at `generator`, or
    /// the first file that could not be read.
    static func current(checkout: URL, generator: URL) -> Result<PrebuiltRecord, DigestFailure> {
        let own: String
        switch SourceDigest.ofFile(generator) {
        case .success(let digest): own = digest
        case .failure(let failure): return .failure(failure)
        }
        var files: [(path: String, digest: String)] = []
        for path in SourceDigest.files(in: checkout) {
            switch SourceDigest.ofFile(checkout.appendingPathComponent(path)) {
            case .success(let digest): files.append((path, digest))
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(PrebuiltRecord(generator: own, files: files))
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
        // The artifact bundle holding the tool (with its info.json): a
        // generator built from source is in none, whatever its folders are called.
        var bundle = tool.standardizedFileURL
        while !bundle.lastPathComponent.hasSuffix(".artifactbundle")
            || !FileManager.default.fileExists(atPath: bundle.appendingPathComponent("info.json").path) {
            guard bundle.pathComponents.count > 1 else { return nil }
            bundle.deleteLastPathComponent()
        }
        let checkout = bundle.deletingLastPathComponent().deletingLastPathComponent()
        guard let data = try? Data(contentsOf: bundle.appendingPathComponent(fileName)), data.count <= 1 << 20,
              let recorded = PrebuiltRecord(text: String(decoding: data, as: UTF8.self)) else {
            return "has no record of the sources it was built from (\(fileName))"
        }
        let now: PrebuiltRecord
        switch current(checkout: checkout, generator: tool) {
        case .success(let record): now = record
        case .failure(let failure): return "cannot be checked: \(failure.file.path) \(failure.reason)"
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
