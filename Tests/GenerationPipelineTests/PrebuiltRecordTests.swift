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
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("PrebuiltPlugin/Tool.artifactbundle/info.json"))
        let record = try PrebuiltRecord.current(checkout: root, generator: tool).get()
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
        let record = try PrebuiltRecord.current(checkout: root, generator: tool).get()
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

    @Test("a generator built from source is never judged, even under a folder named like a bundle")
    func fromSource() throws {
        #expect(PrebuiltRecord.staleness(of: URL(fileURLWithPath: "/tmp/.build/debug/achievements-generate")) == nil)
        let folder = try TestScratch.folder("from-source").appendingPathComponent("games.artifactbundle/achievements/.build/debug")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(PrebuiltRecord.staleness(of: folder.appendingPathComponent("achievements-generate")) == nil)
    }

    @Test("a source reached through a symbolic link counts, as SwiftPM compiles it; a hidden file does not")
    func linksAndHiddenFiles() throws {
        let (root, tool) = try Self.checkout()
        let outside = try TestScratch.folder("prebuilt-linked")
        try Data("let shared = 1\n".utf8).write(to: outside.appendingPathComponent("Shared.swift"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Sources/Challenges/Shared.swift"),
                                                   withDestinationURL: outside.appendingPathComponent("Shared.swift"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Sources/Linked"), withDestinationURL: outside)
        let record = try PrebuiltRecord.current(checkout: root, generator: tool).get()
        #expect(record.files.map(\.path) == ["Package.swift", "Sources/Challenges/A.swift", "Sources/Challenges/B.swift",
                                             "Sources/Challenges/Shared.swift", "Sources/Linked/Shared.swift"])
        try Data(record.text.utf8).write(to: root.appendingPathComponent("PrebuiltPlugin/Tool.artifactbundle/sources.digest"))
        try Data(".DS_Store".utf8).write(to: root.appendingPathComponent("Sources/.DS_Store"))
        #expect(PrebuiltRecord.staleness(of: tool) == nil)
        try Self.rewrite(outside.appendingPathComponent("Shared.swift"), Data("let shared = 2\n".utf8))
        #expect(PrebuiltRecord.staleness(of: tool) == "was built before \(root.appendingPathComponent("Sources/Challenges/Shared.swift").path) changed")
    }

    @Test("a checkout whose Sources folder is a link is read through it")
    func linkedSources() throws {
        let (root, tool) = try Self.checkout()
        let moved = try TestScratch.folder("prebuilt-sources")
        try FileManager.default.moveItem(at: root.appendingPathComponent("Sources"), to: moved.appendingPathComponent("Sources"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Sources"), withDestinationURL: moved.appendingPathComponent("Sources"))
        #expect(PrebuiltRecord.staleness(of: tool) == nil)
        try Self.rewrite(moved.appendingPathComponent("Sources/Challenges/B.swift"), Data("let b = 3\n".utf8))
        #expect(PrebuiltRecord.staleness(of: tool) == "was built before \(root.appendingPathComponent("Sources/Challenges/B.swift").path) changed")
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
