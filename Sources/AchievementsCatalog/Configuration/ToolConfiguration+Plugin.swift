import FileAccess
import SourceDiagnostics

extension ToolConfiguration {
    /// Where the build-tool plugin's reading of this configuration's `catalog`
    /// and `templates` differs from this reader's. The plugin cannot link the
    /// toolkit, so it reads the two paths with a small reader of its own
    /// before the build; the generator it runs passes them here with the
    /// configuration, and stops the build at any difference instead of
    /// generating from a file the configuration does not name.
    ///
    /// - Parameters:
    ///   - catalog: the catalog path the plugin passed.
    ///   - templates: the templates folder the plugin passed, if any.
    package func pluginReadingProblems(catalog: String, templates: String?) -> [Diagnostic] {
        guard let path else { return [] }
        let folder = FilePath.parent(of: path)
        var problems: [Diagnostic] = []
        func check(_ key: String, _ written: Located<String>?, _ passed: String?) {
            guard let written else { return }
            let meant = Self.normalized(Self.resolve(written.value, in: folder))
            guard passed.map(Self.normalized) != meant else { return }
            let read = passed.map { "'\(TerminalText.escaped($0))'" } ?? "nothing"
            problems.append(Diagnostic(
                path: path, position: written.position, severity: .error, rule: ConfigurationRule.pluginReading.id,
                message: "the build plugin read '\(key)' as \(read), but this file names '\(TerminalText.escaped(written.value))': "
                    + "write it on one line as a plain or quoted value (\(key): \(key == "catalog" ? "Catalog/game.yaml" : "templates")), then build again"))
        }
        check("catalog", self.catalog, catalog)
        check("templates", self.templates, templates)
        return problems
    }

    /// `path` without `.` components, repeated or trailing slashes, or `x/..` pairs.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(component) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
