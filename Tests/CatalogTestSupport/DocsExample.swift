import Foundation

/// The code a test marks as a documentation page's example, between the
/// lines `// docs example begins` and `// docs example ends`, so a test can
/// prove the page shows exactly the code it runs.
public enum DocsExample {
    /// The marked lines of `testFile`, without their common indentation.
    public static func marked(in testFile: String) throws -> String {
        let lines = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8).components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// docs example begins") }),
              let end = lines.firstIndex(where: { $0.hasSuffix("// docs example ends") }), begin < end else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    /// Whether `page` (a path from the repository's root, such as
    /// `docs/runtime.md`) has the marked code of `testFile` as a Swift code block.
    public static func isShown(markedIn testFile: String, on page: String) throws -> Bool {
        var root = URL(fileURLWithPath: testFile)
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        return text.contains("```swift\n\(try marked(in: testFile))\n```")
    }
}
