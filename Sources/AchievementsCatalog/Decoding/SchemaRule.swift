import SourceDiagnostics
/// The stable rule IDs of problems found while decoding the node tree into a catalog.
package enum SchemaRule {
    /// A key the catalog format does not know, usually a typo.
    package static let unknownField = RuleDescriptor(
        id: "schema-unknown-field",
        category: .shape,
        summary: #"every key is one the format knows"#,
        example: #"catalog.yaml:81:5: error: unknown field 'pionts' in achievement 'control_tap'; did you mean 'points'? [schema-unknown-field]"#,
        trigger: RuleTrigger(replacing: "    points: 5", with: "    pionts: 5"))
    /// A required key is not there.
    package static let missingField = RuleDescriptor(
        id: "schema-missing-field",
        category: .shape,
        summary: #"required fields are there"#,
        example: #"catalog.yaml:76:5: error: achievement 'control_tap' is missing the required field 'points' [schema-missing-field]"#,
        trigger: RuleTrigger(replacing: "    points: 5\n", with: ""))
    /// A value of the wrong type: text where a number is due, a list for a mapping.
    package static let type = RuleDescriptor(
        id: "schema-type",
        category: .shape,
        summary: #"values have the field's type"#,
        example: #"catalog.yaml:81:13: error: 'points' must be a whole number written in decimal digits (such as 1000), not '1_000' [schema-type]"#,
        trigger: RuleTrigger(replacing: "points: 5", with: "points: 1_000"))
    /// A YAML merge key (`<<`).
    package static let mergeKey = RuleDescriptor(
        id: "yaml-merge-key",
        category: .reading,
        summary: #"no merge keys"#,
        example: #"catalog.yaml:76:5: error: merge keys (<<) are not allowed in a catalog; write each field out [yaml-merge-key]"#,
        trigger: RuleTrigger(replacing: "  - key: control_tap\n", with: "  - <<: {hidden: no}\n    key: control_tap\n"))
    /// An explicit YAML tag (`!!str`); values are typed by their field instead.
    package static let tag = RuleDescriptor(
        id: "yaml-tag",
        category: .reading,
        summary: #"no explicit tags"#,
        example: #"catalog.yaml:81:13: error: 'points' has the tag 'tag:yaml.org,2002:int'; tags are not used in a catalog, values take the type of their field [yaml-tag]"#,
        trigger: RuleTrigger(replacing: "points: 5", with: "points: !!int 5"))
    /// A comment right after an unquoted player-facing text (warning).
    package static let commentInText = RuleDescriptor(
        id: "yaml-comment-in-text",
        severity: .warning,
        category: .reading,
        summary: #"an unquoted text people read (a title, description, reference name, suffix, or the game's, a group's or an input's name, type or rule) is not followed by a ` #` comment that may have been meant as text"#,
        example: #"catalog.yaml:85:16: warning: 'title' is read as 'Tapper': YAML takes ' #' as the start of a comment; if the '#…' belongs to the text, quote the whole text [yaml-comment-in-text]"#,
        trigger: RuleTrigger(replacing: "title: Tapper", with: "title: Tapper #1"))
    /// More languages than App Store Connect has locales.
    package static let languageCount = RuleDescriptor(
        id: "language-count",
        category: .limits,
        summary: #"at most 39 languages, one per App Store Connect locale; the rest are not read"#,
        example: #"catalog.yaml:44:3: error: 40 languages; App Store Connect has 39 locales and each language needs its own, so the languages past the 39th are not read [language-count]"#,
        trigger: RuleTrigger(replacing: "  es: es-ES\n", with: "  es: es-ES\n" + (1...38).map { "  x\($0): en-US\n" }.joined()))
}

extension SchemaRule {
    /// The rules of decoding the tree into a catalog.
    package static let descriptors: [RuleDescriptor] = [
        commentInText,
        languageCount,
        mergeKey,
        tag,
        unknownField,
        missingField,
        type,
    ]
}
