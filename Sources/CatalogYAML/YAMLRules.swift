import SourceDiagnostics

/// The stable rule IDs of problems found while reading YAML.
package enum YAMLRule {
    /// The file could not be read: missing, a directory, or not permitted.
    package static let unreadable = FileRule.unreadable
    /// The file is larger than the configured limit.
    package static let tooLarge = FileRule.tooLarge
    /// The bytes are not UTF-8 (invalid sequences, UTF-16, NUL bytes).
    package static let encoding = RuleDescriptor(
        id: "encoding",
        category: .reading,
        summary: #"UTF-8 only: no invalid sequences, overlong forms, UTF-16 or NUL bytes"#,
        example: #"catalog.yaml:43:17: error: NUL byte at byte offset 771 [encoding]"#,
        trigger: RuleTrigger(replacing: "title: Ten", with: "title: T\u{0}en"))
    /// The file holds no document.
    package static let empty = RuleDescriptor(
        id: "yaml-empty",
        category: .reading,
        summary: #"the file holds a document"#,
        example: #"catalog.yaml:1:1: error: the file holds no YAML document (only comments or white space) [yaml-empty]"#,
        trigger: RuleTrigger(wholeInput: "# nothing yet\n"))
    /// libyaml could not parse the file.
    package static let syntax = RuleDescriptor(
        id: "yaml-syntax",
        category: .reading,
        summary: #"libyaml can parse it (tabs used for indentation are named)"#,
        example: #"catalog.yaml:81:1: error: a tab cannot indent YAML; indent with spaces (found a tab character that violates indentation (while scanning a plain scalar at line 80, column 12)) [yaml-syntax]"#,
        trigger: RuleTrigger(replacing: "    points: 5\n", with: "\tpoints: 5\n"))
    /// More than one document in one file.
    package static let multipleDocuments = RuleDescriptor(
        id: "yaml-multiple-documents",
        category: .reading,
        summary: #"one document per file"#,
        example: #"catalog.yaml:33:1: error: the file holds more than one YAML document; a catalog is one document [yaml-multiple-documents]"#,
        trigger: RuleTrigger(replacing: "achievements:\n", with: "---\nachievements:\n"))
    /// Mappings and sequences nested deeper than the limit.
    package static let depth = RuleDescriptor(
        id: "yaml-depth",
        category: .reading,
        summary: #"nesting at most 32 levels"#,
        example: #"catalog.yaml:81:42: error: mappings and sequences are nested more than 32 levels deep [yaml-depth]"#,
        trigger: RuleTrigger(replacing: "points: 5", with: "points: " + String(repeating: "[", count: 33) + String(repeating: "]", count: 33)))
    /// A mapping with more keys than the limit.
    package static let mappingSize = RuleDescriptor(
        id: "yaml-mapping-size",
        category: .reading,
        summary: #"at most 10,000 keys in one mapping (lists of resources are not limited)"#,
        example: #"catalog.yaml:10008:3: error: a mapping holds more than 10000 keys; no catalog mapping needs that many (App Store Connect has 39 locales, an achievement a dozen fields), so the reader stops here [yaml-mapping-size]"#,
        trigger: RuleTrigger(replacing: "metrics:\n", with: "metrics:\n" + (0...10_000).map { "  m\($0): Counted.\n" }.joined()))
    /// An anchor (`&a`) or alias (`*a`).
    package static let alias = RuleDescriptor(
        id: "yaml-alias",
        category: .reading,
        summary: #"no anchors or aliases"#,
        example: #"catalog.yaml:81:13: error: anchors (&five) are not allowed in a catalog; write each value out [yaml-alias]"#,
        trigger: RuleTrigger(replacing: "points: 5", with: "points: &five 5"))
    /// The same key twice in one mapping.
    package static let duplicateKey = RuleDescriptor(
        id: "yaml-duplicate-key",
        category: .reading,
        summary: #"no key twice in one mapping"#,
        example: #"catalog.yaml:82:5: error: duplicate key 'points'; it is first defined at line 81, column 5 [yaml-duplicate-key]"#,
        trigger: RuleTrigger(replacing: "    points: 5\n", with: "    points: 5\n    points: 5\n"))
}

extension YAMLRule {
    /// The rules of reading YAML (the file rules are `FileRule.descriptors`).
    package static let descriptors: [RuleDescriptor] = [
        encoding,
        empty,
        syntax,
        multipleDocuments,
        depth,
        mappingSize,
        alias,
        duplicateKey,
    ]
}
