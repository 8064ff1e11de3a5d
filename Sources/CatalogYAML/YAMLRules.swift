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
        example: #"c.yaml:2:5: error: invalid UTF-8 at byte offset 9 (bytes 0xC3 0x28); save the file as UTF-8 [encoding]"#)
    /// The file holds no document.
    package static let empty = RuleDescriptor(
        id: "yaml-empty",
        category: .reading,
        summary: #"the file holds a document"#,
        example: #"c.yaml:1:1: error: the file is empty [yaml-empty]"#)
    /// libyaml could not parse the file.
    package static let syntax = RuleDescriptor(
        id: "yaml-syntax",
        category: .reading,
        summary: #"libyaml can parse it (tabs used for indentation are named)"#,
        example: #"c.yaml:2:1: error: a tab cannot indent YAML; indent with spaces (…) [yaml-syntax]"#)
    /// More than one document in one file.
    package static let multipleDocuments = RuleDescriptor(
        id: "yaml-multiple-documents",
        category: .reading,
        summary: #"one document per file"#,
        example: #"c.yaml:2:1: error: the file holds more than one YAML document; a catalog is one document [yaml-multiple-documents]"#)
    /// Mappings and sequences nested deeper than the limit.
    package static let depth = RuleDescriptor(
        id: "yaml-depth",
        category: .reading,
        summary: #"nesting at most 32 levels"#,
        example: #"c.yaml:1:33: error: mappings and sequences are nested more than 32 levels deep [yaml-depth]"#)
    /// An anchor (`&a`) or alias (`*a`).
    package static let alias = RuleDescriptor(
        id: "yaml-alias",
        category: .reading,
        summary: #"no anchors or aliases"#,
        example: #"c.yaml:1:4: error: anchors (&a) are not allowed in a catalog; write each value out [yaml-alias]"#)
    /// The same key twice in one mapping.
    package static let duplicateKey = RuleDescriptor(
        id: "yaml-duplicate-key",
        category: .reading,
        summary: #"no key twice in one mapping"#,
        example: #"c.yaml:5:1: error: duplicate key 'a'; it is first defined at line 1, column 1 [yaml-duplicate-key]"#)
}

extension YAMLRule {
    /// The rules of reading YAML (the file rules are `FileRule.descriptors`).
    package static let descriptors: [RuleDescriptor] = [
        encoding,
        empty,
        syntax,
        multipleDocuments,
        depth,
        alias,
        duplicateKey,
    ]
}
