import Foundation

/// The code a test marks as the README's example, between the lines
/// `// README example begins` and `// README example ends`, so a test can
/// prove the README shows exactly the code it runs.
public enum ReadmeExample {
    /// The marked lines of `testFile`, without their common indentation.
    public static func marked(in testFile: String) throws -> String {
        let lines = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8).components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// README example begins") }),
              let end = lines.firstIndex(where: { $0.hasSuffix("// README example ends") }), begin < end else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    /// Whether the repository's README has the marked code of `testFile` as a Swift code block.
    public static func isShownInReadme(markedIn testFile: String) throws -> Bool {
        var root = URL(fileURLWithPath: testFile)
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.contains("```swift\n\(try marked(in: testFile))\n```")
    }
}
