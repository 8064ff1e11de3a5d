import CatalogTestSupport
import CatalogYAML
import Foundation
import Testing

private let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

private func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
}

/// The node tree as Foundation objects: every scalar as its string.
private func plain(_ node: YAMLNode) -> NSObject {
    switch node.content {
    case .scalar(let text, _): return text as NSString
    case .sequence(let items): return items.map(plain) as NSArray
    case .mapping(let entries):
        let dictionary = NSMutableDictionary()
        for entry in entries { dictionary[entry.key.scalarText ?? ""] = plain(entry.value) }
        return dictionary
    }
}

/// PyYAML's BaseLoader reading of the file (every scalar a string), recorded by
/// scripts/record-pyyaml-expectations.sh, as Foundation objects.
private func pyyaml(_ name: String) throws -> NSObject {
    let recorded = corpusFolder.deletingLastPathComponent().appendingPathComponent("PyYAMLExpectations/\(name).json")
    return try JSONSerialization.jsonObject(with: Data(contentsOf: recorded), options: [.fragmentsAllowed]) as! NSObject
}

@Suite("YAML corpus")
struct CorpusTests {
    @Test("the corpus is there, each file with PyYAML's recorded reading")
    func corpusExists() {
        #expect(files(in: corpusFolder).count >= 12)
        #expect(files(in: corpusFolder.deletingLastPathComponent().appendingPathComponent("PyYAMLExpectations")) == files(in: corpusFolder).map { $0 + ".json" })
    }

    @Test("each valid file gives the same tree as PyYAML's BaseLoader (recorded)", arguments: files(in: corpusFolder))
    func sameAsPyYAML(name: String) throws {
        let path = corpusFolder.appendingPathComponent(name).path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let output = YAMLReader().read(bytes, path: name)
        #expect(output.diagnostics == [])
        let root = try #require(output.root)
        let ours = plain(root)
        let theirs = try pyyaml(name)
        #expect(ours.isEqual(theirs), "\(name): ours \(ours) differs from PyYAML's \(theirs)")
    }

    @Test("invalid YAML gives a diagnostic at the right line", arguments: [
        ("a: \"unclosed\nb: 1\n", "yaml-syntax", 3),
        ("a:\n  b: 1\n c: 2\n", "yaml-syntax", 3),
        ("a: [1, 2\n", "yaml-syntax", 2),
        ("a: [1]]\n", "yaml-syntax", 1),
        ("a:\n\tb: 1\n", "yaml-syntax", 2),
        ("a: b: c\n", "yaml-syntax", 1),
        ("%YAML 2.0\n---\na: 1\n", "yaml-syntax", 1),
        ("- a\nb: 1\n", "yaml-syntax", 2),
        ("a: 1\nb:\n  - x\n  y: 2\n", "yaml-syntax", 4),
        ("a: 'it's'\n", "yaml-syntax", 1),
        ("x: 1\nx: 2\n", "yaml-duplicate-key", 2),
        ("a: *nowhere\n", "yaml-alias", 1),
        ("first: 1\n---\nsecond: 2\n", "yaml-multiple-documents", 2),
    ])
    func invalid(text: String, rule: String, line: Int) {
        let diagnostics = YAMLReader().read(Array(text.utf8), path: "t.yaml").diagnostics
        #expect(diagnostics.first?.rule.rawValue == rule)
        #expect(diagnostics.first?.position.line == line)
    }
}
