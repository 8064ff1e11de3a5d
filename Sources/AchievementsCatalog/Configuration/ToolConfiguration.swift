import CatalogYAML
import FileAccess
import SourceDiagnostics

/// `achievements.yml`: what would otherwise be repeated on every command,
/// beside the catalog (as SwiftGen's `swiftgen.yml` and SwiftLint's
/// `.swiftlint.yml`). Read by the command line and both plugins; an option
/// given on the command line wins over the file.
///
/// ```yaml
/// catalog: catalog.yaml
/// templates: templates            # overrides of the built-in templates
/// output: Sources/GameChallenges/Generated
/// accessLevel: internal
/// client: [Sources/Game]
/// artwork: yes                    # validate also checks the images
/// disabledWarnings: [csv-formula]
/// ```
package struct ToolConfiguration: Sendable, Hashable {
    /// The file's default name, looked for in the working directory.
    package static let defaultName = "achievements.yml"

    /// The file it was read from (`nil` when there is none).
    package var path: String?
    /// The catalog file, relative to the configuration file.
    package var catalog: Located<String>?
    /// A folder of template overrides.
    package var templates: Located<String>?
    /// The generated code's folder.
    package var output: Located<String>?
    /// `public` or `internal`.
    package var accessLevel: Located<AccessLevel>?
    /// The game's Swift source folders or files for the client check.
    package var client: [Located<String>]
    /// Whether `validate` checks the artwork.
    package var artwork: Located<Bool>?
    /// Warnings not reported (errors cannot be disabled).
    package var disabledWarnings: [Located<String>]

    /// No configuration: every default.
    package init() {
        client = []
        disabledWarnings = []
    }

    static let fields = ["catalog", "templates", "output", "accessLevel", "client", "artwork", "disabledWarnings"]

    /// The configuration at `path`, resolved against the file's folder; a
    /// missing default file is no configuration, a missing named one an error.
    /// `knownWarnings` are the rule IDs that report warnings, which alone may be
    /// disabled (`nil`: not checked, for a tool that does not report them);
    /// `knownRules` gives every rule's severity, to say why another is refused.
    package static func load(path: String?, knownWarnings: Set<String>?, knownRules: [String: Severity]) -> Staged<ToolConfiguration> {
        let file = path ?? defaultName
        guard path != nil || FileBytes.exists(file) else { return Staged(ToolConfiguration()) }
        switch FileBytes.read(file, maxBytes: 1024 * 1024) {
        case .failure(let failure):
            return .failed([Diagnostic(path: file, position: .startOfFile, severity: .error, rule: failure.rule, message: failure.message)])
        case .success(let bytes):
            return decode(bytes, path: file, knownWarnings: knownWarnings, knownRules: knownRules)
        }
    }

    /// Decodes a configuration's bytes with the catalog's diagnostics.
    package static func decode(_ bytes: [UInt8], path: String, knownWarnings: Set<String>?, knownRules: [String: Severity]) -> Staged<ToolConfiguration> {
        let tree = YAMLReader(limits: YAMLReadLimits(maxBytes: 1024 * 1024)).read(bytes, path: path)
        // A file of comments only (every setting commented out) is no settings, as `{}` is.
        let problems = tree.diagnostics.filter { $0.rule != YAMLRule.empty.id }
        guard problems.isEmpty else { return .failed(problems) }
        var configuration = ToolConfiguration()
        configuration.path = path
        guard let root = tree.root else { return Staged(configuration) }
        var decoding = ScalarDecoding(path: path)
        guard let fields = MappingFields(root, context: "the configuration", known: fields, decoding: &decoding) else {
            return .failed(decoding.diagnostics)
        }
        let folder = FilePath.parent(of: path)
        func inside(_ value: Located<String>, field key: String) -> Located<String>? {
            // An empty path would mean the configuration's own folder (an
            // output written into the project's root): never what was meant.
            guard !value.value.isEmpty else {
                decoding.error(SchemaRule.type.id, "'\(key)' is empty; give a path, or leave the field out", at: value.position)
                return nil
            }
            if let reason = outsideReason(value.value, folder: folder) {
                decoding.error(ConfigurationRule.pathOutside.id, "'\(key)' must stay inside the configuration's folder, but '\(TerminalText.escaped(value.value))' \(reason); "
                               + "a \(key == "catalog" ? "file" : "folder") outside the project can only be named on the command line (--\(key))", at: value.position)
                return nil
            }
            return Located(resolve(value.value, in: folder), at: value.position)
        }
        func located(_ key: String) -> Located<String>? {
            fields.optional(key).flatMap { decoding.string($0, field: key) }.flatMap { inside($0, field: key) }
        }
        configuration.catalog = located("catalog")
        configuration.templates = located("templates")
        configuration.output = located("output")
        if let node = fields.optional("accessLevel"), let level = decoding.string(node, field: "accessLevel") {
            if let typed = AccessLevel(rawValue: level.value) {
                configuration.accessLevel = Located(typed, at: level.position)
            } else {
                decoding.error(SchemaRule.type.id, "'accessLevel' must be public or internal, not '\(TerminalText.escaped(level.value))'", at: level.position)
            }
        }
        configuration.artwork = fields.optional("artwork").flatMap { decoding.boolean($0, field: "artwork") }
        configuration.client = list("client", fields: fields, decoding: &decoding).compactMap { inside($0, field: "client") }
        configuration.disabledWarnings = list("disabledWarnings", fields: fields, decoding: &decoding)
        // A rule a later version retired disabled nothing then and disables nothing now: a configuration naming it still reads.
        for rule in configuration.disabledWarnings where knownWarnings.map({ !$0.contains(rule.value) }) ?? false && !Self.retiredRules.contains(rule.value) {
            let reason = switch knownRules[rule.value] {
            case .error?: "reports errors, which cannot be disabled"
            case .note?: "reports notes, which never fail a run and are not disabled; only warnings are"
            case .warning?, nil: "is not a rule `achievements rules` lists"
            }
            decoding.error(ConfigurationRule.disabledWarning.id, "'\(TerminalText.escaped(rule.value))' \(reason)", at: rule.position)
        }
        let diagnostics = decoding.diagnostics.sortedByPosition()
        return Staged(diagnostics.containsErrors ? nil : configuration, diagnostics: diagnostics)
    }

    /// Warnings the tool no longer reports (`asc-kind-not-synced`: every
    /// Game Center kind syncs), which `disabledWarnings` may still name.
    static let retiredRules: Set<String> = ["asc-kind-not-synced"]

    /// A list of strings, or one string as a list of one.
    static func list(_ key: String, fields: MappingFields, decoding: inout ScalarDecoding) -> [Located<String>] {
        guard let node = fields.optional(key) else { return [] }
        if case .sequence(let items) = node.content {
            return items.compactMap { decoding.string($0, field: key) }
        }
        return decoding.string(node, field: key).map { [$0] } ?? []
    }

    /// Why `path`, relative to the configuration's `folder`, leaves that
    /// folder, or `nil`: an absolute path, a `..` that climbs above it, or a
    /// symbolic link that leads out of it (checked when the path exists).
    package static func outsideReason(_ path: String, folder: String) -> String? {
        if path.hasPrefix("/") { return "is absolute" }
        // Nothing expands `~` here; a path written so means a home folder, never the project.
        if path.hasPrefix("~") { return "starts with '~', a home folder" }
        var depth = 0
        for component in FilePath.components(of: path) {
            depth += component == ".." ? -1 : 1
            if depth < 0 { return "climbs above it with '..'" }
        }
        let base = folder.isEmpty ? "." : folder
        if let target = PhysicalPath.escape(resolve(path, in: folder), from: base) {
            return "leads through a symbolic link to \(TerminalText.escaped(target)), outside it"
        }
        return nil
    }

    /// A path of the file, relative to the working directory.
    static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty || folder == "." ? path : FilePath.join(folder, path)
    }

    /// The commented configuration `achievements init` writes beside a new catalog.
    package static func starterText(catalog: String, game: String = "MyGame") -> String {
        let type = SwiftIdentifier.upperCamelCase(game)
        return """
        # Settings of the `achievements` tool, so no command has to repeat them.
        # Options given on the command line win. Paths are relative to this file.

        # The catalog every command reads.
        catalog: \(YAMLScalarText.quoted(catalog))

        # A folder of template overrides (`achievements templates export` copies
        # the built-in ones out); without it the built-in templates are used.
        # templates: templates

        # Where `achievements generate` writes the game's code (default:
        # Sources/<Game>Challenges/Generated), and its access level.
        # output: Sources/\(type)Challenges/Generated
        # accessLevel: public

        # The game's Swift code whose ID mapping must match the catalog.
        # client: [Sources/\(type)]

        # Whether `validate` also checks the artwork files.
        # artwork: yes

        # Warnings not to report (errors cannot be disabled).
        # disabledWarnings: [csv-formula]

        """
    }
}
