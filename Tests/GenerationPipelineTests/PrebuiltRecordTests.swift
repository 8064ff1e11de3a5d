import CatalogTestSupport
import Foundation
import Testing

/// The prebuilt generator's staleness check (its source is linked into this
/// target: a plugin cannot be imported), on a scratch checkout laid out as
/// `scripts/install.sh` leaves one: contents decide, never file times.
@Suite("The prebuilt generator is checked by content")
struct PrebuiltRecordTests {
    /// A checkout with two sources, a manifest and a bundle holding a generator and its record.
    static func checkout() throws -> (root: URL, tool: URL) {
        let root = try TestScratch.folder("prebuilt-record")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: root.appendingPathComponent("Sources/Challenges"), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Sources/Challenges/A.swift"))
        try Data("let b = 2\n".utf8).write(to: root.appendingPathComponent("Sources/Challenges/B.swift"))
        try Data("// manifest\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let bin = root.appendingPathComponent("PrebuiltPlugin/Tool.artifactbundle/x86_64-unknown-linux-gnu/bin")
        try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
        let tool = bin.appendingPathComponent("achievements-generate")
        try Data(repeating: 7, count: 4099).write(to: tool)
        let record = try #require(PrebuiltRecord.current(checkout: root, generator: tool))
        try Data(record.text.utf8).write(to: root.appendingPathComponent("PrebuiltPlugin/Tool.artifactbundle/sources.digest"))
        return (root, tool)
    }

    /// Replaces `path`'s bytes and puts its modification time back.
    static func rewrite(_ url: URL, _ bytes: Data) throws {
        let time = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
        try bytes.write(to: url)
        if let time { try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: url.path) }
    }

    @Test("the record reads back as written, and a generator just recorded is current")
    func current() throws {
        let (root, tool) = try Self.checkout()
        let record = try #require(PrebuiltRecord.current(checkout: root, generator: tool))
        #expect(PrebuiltRecord(text: record.text) == record)
        #expect(record.files.map(\.path) == ["Package.swift", "Sources/Challenges/A.swift", "Sources/Challenges/B.swift"])
        #expect(PrebuiltRecord.staleness(of: tool) == nil)
    }

    @Test("a source changed with its time kept, added or removed makes the generator stale, naming the file")
    func sources() throws {
        let (root, tool) = try Self.checkout()
        let a = root.appendingPathComponent("Sources/Challenges/A.swift")
        try Self.rewrite(a, Data("let a = 3\n".utf8))
        #expect(PrebuiltRecord.staleness(of: tool) == "was built before \(a.path) changed")
        try Self.rewrite(a, Data("let a = 1\n".utf8))
        #expect(PrebuiltRecord.staleness(of: tool) == nil)
        let c = root.appendingPathComponent("Sources/Challenges/C.swift")
        try Data().write(to: c)
        #expect(PrebuiltRecord.staleness(of: tool) == "was built before \(c.path) was added")
        try FileManager.default.removeItem(at: c)
        let b = root.appendingPathComponent("Sources/Challenges/B.swift")
        try FileManager.default.removeItem(at: b)
        #expect(PrebuiltRecord.staleness(of: tool) == "was built before \(b.path) was removed")
    }

    @Test("a generator swapped in the bundle, a missing record, and resolved versions that moved are each told")
    func bundle() throws {
        let (root, tool) = try Self.checkout()
        try Self.rewrite(tool, Data(repeating: 7, count: 4098) + Data([8]))
        #expect(PrebuiltRecord.staleness(of: tool) == "is not the generator scripts/install.sh built there (its bytes differ from the record)")
        try Self.rewrite(tool, Data(repeating: 7, count: 4099))
        let resolved = root.appendingPathComponent("Package.resolved")
        try Data("{}\n".utf8).write(to: resolved)
        #expect(PrebuiltRecord.staleness(of: tool) == "was built before \(resolved.path) was added")
        try FileManager.default.removeItem(at: root.appendingPathComponent("PrebuiltPlugin/Tool.artifactbundle/sources.digest"))
        #expect(PrebuiltRecord.staleness(of: tool) == "has no record of the sources it was built from (sources.digest)")
    }

    @Test("a generator built from source is never judged")
    func fromSource() throws {
        #expect(PrebuiltRecord.staleness(of: URL(fileURLWithPath: "/tmp/.build/debug/achievements-generate")) == nil)
    }

    @Test("the digest reads every byte: one changed past the last whole word, or one bit anywhere, changes it")
    func digest() {
        var base = WordDigest(), tail = WordDigest(), bit = WordDigest(), split = WordDigest(), joined = WordDigest()
        base.add(Data(repeating: 1, count: 21))
        tail.add(Data(repeating: 1, count: 20) + Data([2]))
        bit.add(Data([0]) + Data(repeating: 1, count: 20))
        split.add(Data("ab".utf8)); split.add(Data("c".utf8))
        joined.add(Data("a".utf8)); joined.add(Data("bc".utf8))
        #expect(Set([base.hex, tail.hex, bit.hex]).count == 3)
        #expect(split.hex != joined.hex)
        #expect(base.hex.count == 16)
    }
}
