import FileAccess
import Foundation
import Testing

@Suite("Path text")
struct FilePathTests {
    @Test("parent and last component never trap and keep what the user wrote", arguments: [
        (".", "", "."), ("./", "", "."), ("~", "", "~"), ("", "", ""), ("/", "/", "/"), ("a/b", "a", "b"), ("a/b/", "a", "b"),
        ("/b", "/", "b"), ("//x", "/", "x"), ("a//b", "a", "b"), ("../x.yaml", "..", "x.yaml"),
    ])
    func split(path: String, parent: String, last: String) {
        #expect(FilePath.parent(of: path) == parent)
        #expect(FilePath.lastComponent(of: path) == last)
    }

    @Test("plain names and lexical absolute paths")
    func names() {
        #expect(FilePath.isPlainName("ChallengeCatalog.swift"))
        for bad in ["", ".", "..", "a/b", "a\0b"] { #expect(!FilePath.isPlainName(bad)) }
        #expect(FilePath.lexicallyAbsolute("a/../b/./c", base: "/w") == ["w", "b", "c"])
        #expect(FilePath.lexicallyAbsolute("/x/../../y", base: "/w") == ["y"])
        #expect(FilePath.join("", "f") == "f")
        #expect(FilePath.join("d/", "f") == "d/f")
    }
}

@Suite("Bounded reads and safe writes")
struct SafeFilesTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a file over the limit is refused before reading; a prefix reads only the prefix")
    func bounded() throws {
        let file = try folder().appendingPathComponent("big")
        try Data(repeating: 7, count: 10_000).write(to: file)
        #expect(throws: FileBytes.Failure.self) { try FileBytes.read(file.path, maxBytes: 9_999).get() }
        #expect(try FileBytes.read(file.path, maxBytes: 10_000).get().count == 10_000)
        #expect(try FileBytes.readPrefix(file.path, count: 33).get() == [UInt8](repeating: 7, count: 33))
        #expect(throws: FileBytes.Failure.self) { try FileBytes.read("/dev/zero", maxBytes: 10).get() }
    }

    @Test("the writer writes only changed files, atomically, and refuses links and foreign files")
    func writer() throws {
        let root = try folder()
        let out = root.appendingPathComponent("out").path
        let writer = SafeFileWriter(directory: out, ownership: .marker("MARK"))
        let files = [OutputFile(name: "a.txt", contents: "MARK one\n")]
        #expect(try writer.write(files, check: false).get().map(\.status) == [.written])
        #expect(try writer.write(files, check: false).get().map(\.status) == [.unchanged])
        #expect(try writer.write([OutputFile(name: "a.txt", contents: "MARK two\n")], check: true).get().map(\.status) == [.stale])
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: out + "/b.txt"))
        guard case .failure(let list) = writer.write([OutputFile(name: "b.txt", contents: "MARK\n")], check: false) else {
            Issue.record("a file without the marker was replaced")
            return
        }
        #expect(list.diagnostics.map(\.rule.rawValue) == ["output-not-generated"])
        guard case .failure(let escape) = writer.write([OutputFile(name: "../x", contents: "MARK\n")], check: false) else {
            Issue.record("a name leaving the folder was written")
            return
        }
        #expect(escape.diagnostics.map(\.rule.rawValue) == ["output-path"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["a.txt", "b.txt"])
    }

    @Test("a temporary file of a dead writer is removed; one of a live writer, and any name not of the tool's own shape, is left alone")
    func temporaryFilesOfLiveWriters() throws {
        let root = try folder()
        let live = ".achievements-a.txt.\(getpid())-abc.tmp"
        let dead = ".achievements-a.txt.2147483646-abc.tmp"
        let notOurs = [".achievements-a.txt.k3j2h1.tmp", ".achievements-anything.tmp", ".achievements-important-notes.tmp", ".achievements-.tmp",
                       ".achievements-x.abc.tmp", ".achievements-.2147483646-abc.tmp", ".achievements-a.2147483646-ABC.tmp"]
        for name in [live, dead] + notOurs { try Data("x".utf8).write(to: root.appendingPathComponent(name)) }
        let writer = SafeFileWriter(directory: root.path, ownership: .any)
        #expect(try writer.write([OutputFile(name: "a.txt", contents: "new\n")], check: false).get().map(\.status) == [.written])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ([live, "a.txt"] + notOurs).sorted())
    }

    @Test("overlapping writes into one folder all succeed and leave no temporary file")
    func overlappingWrites() async throws {
        let root = try folder().path
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let writer = SafeFileWriter(directory: root, ownership: .any)
                    let files = [OutputFile(name: "shared.txt", contents: "same\n"), OutputFile(name: "own\(index).txt", contents: "\(index)\n")]
                    if case .success = writer.write(files, check: false) { return true }
                    return false
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".tmp") } == [])
        #expect(try String(contentsOfFile: root + "/shared.txt", encoding: .utf8) == "same\n")
    }
}
