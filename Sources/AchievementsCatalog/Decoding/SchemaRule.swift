import SourceDiagnostics
/// The stable rule IDs of problems found while decoding the node tree into a catalog.
package enum SchemaRule {
    /// A key the catalog format does not know, usually a typo.
    package static let unknownField = RuleDescriptor(
        id: "schema-unknown-field",
        category: .shape,
        summary: #"every key is one the format knows"#,
        example: #"c.yaml:39:5: error: unknown field 'pionts' in achievement 'best_10'; did you mean 'points'? [schema-unknown-field]"#)
    /// A required key is not there.
    package static let missingField = RuleDescriptor(
        id: "schema-missing-field",
        category: .shape,
        summary: #"required fields are there"#,
        example: #"c.yaml:34:5: error: achievement 'best_10' is missing the required field 'points' [schema-missing-field]"#)
    /// A value of the wrong type: text where a number is due, a list for a mapping.
    package static let type = RuleDescriptor(
        id: "schema-type",
        category: .shape,
        summary: #"values have the field's type"#,
        example: #"c.yaml:39:13: error: 'points' must be a whole number written in decimal digits (such as 1000), not '1_000' [schema-type]"#)
    /// A YAML merge key (`<<`).
    package static let mergeKey = RuleDescriptor(
        id: "yaml-merge-key",
        category: .reading,
        summary: #"no merge keys"#,
        example: #"c.yaml:52:5: error: merge keys (<<) are not allowed in a catalog; write each field out [yaml-merge-key]"#)
    /// An explicit YAML tag (`!!str`); values are typed by their field instead.
    package static let tag = RuleDescriptor(
        id: "yaml-tag",
        category: .reading,
        summary: #"no explicit tags"#,
        example: #"c.yaml:39:13: error: 'points' has the tag 'tag:yaml.org,2002:int'; tags are not used in a catalog, values take the type of their field [yaml-tag]"#)
    /// A comment right after an unquoted player-facing text (warning).
    package static let commentInText = RuleDescriptor(
        id: "yaml-comment-in-text",
        severity: .warning,
        category: .reading,
        summary: #"an unquoted title, description or reference name is not followed by a ` #` comment that may have been meant as text"#,
        example: #"c.yaml:43:16: warning: 'title' is read as 'Coin Collector': YAML takes ' #' as the start of a comment; if the '#…' belongs to the text, quote the whole text [yaml-comment-in-text]"#)
}

extension SchemaRule {
    /// The rules of decoding the tree into a catalog.
    package static let descriptors: [RuleDescriptor] = [
        commentInText,
        mergeKey,
        tag,
        unknownField,
        missingField,
        type,
    ]
}
