import FileAccess
import SourceDiagnostics

extension ToolConfiguration {
    /// Where the build-tool plugin's reading of this configuration's `catalog`
    /// and `templates` differs from this reader's. The plugin cannot link the
    /// toolkit, so it reads the two values with a small reader of its own
    /// before the build, and passes what it read (nothing, for a key it did
    /// not find) to the generator with the configuration; the generator stops
    /// the build at any difference, both ways: a key the plugin read that
    /// YAML does not see (a line inside another key's quoted text), a key
    /// YAML sees that the plugin did not read, or two readings of one value.
    /// The values are compared as written, before any path is made of them.
    ///
    /// - Parameter read: each key the plugin read, with its value.
    package func pluginReadingProblems(read: [String: String]) -> [Diagnostic] {
        guard let path else { return [] }
        // This reader keeps each path joined to the configuration's folder:
        // the plugin's reading is joined the same way, and both shown as written.
        let folder = FilePath.parent(of: path)
        func asWritten(_ value: String) -> String {
            folder.isEmpty || folder == "." || !value.hasPrefix(folder + "/") ? value : String(value.dropFirst(folder.count + 1))
        }
        var problems: [Diagnostic] = []
        for (key, written) in [("catalog", catalog), ("templates", templates)] where read[key].map({ Self.resolve($0, in: folder) }) != written?.value {
            let pluginReading = read[key].map { "'\(TerminalText.escaped($0))'" } ?? "nothing"
            let yamlReading = written.map { "'\(TerminalText.escaped(asWritten($0.value)))'" } ?? "no '\(key)' at all"
            let example = key == "catalog" ? "Catalog/game.yaml" : "templates"
            problems.append(Diagnostic(
                path: path, position: written?.position ?? SourcePosition(line: 1, column: 1), severity: .error,
                rule: ConfigurationRule.pluginReading.id,
                message: "the build plugin read '\(key)' as \(pluginReading), but YAML reads \(yamlReading) in this file: "
                    + "write it as '\(key): \(example)' on a line of its own, the key at the line's start and the value plain or quoted on that line, then build again"))
        }
        return problems
    }
}
