/// A catalog to write, as the values of its fields with the comments a
/// person reads beside them. Every catalog the tool writes (`init`'s
/// starter, `import csv`, `import gamekit`, `asc pull`) is one of these,
/// written by ``CatalogWriter`` in ``CatalogSchema``'s field order.
package struct CatalogDocument: Sendable {
    /// The lines the file starts with.
    package var header: [CatalogLine]
    /// The catalog's fields (written in the schema's order, whatever their order here).
    package var fields: [CatalogEntry]
    /// The lines the file ends with.
    package var footer: [CatalogLine]

    /// Creates a document.
    package init(header: [CatalogLine] = [], fields: [CatalogEntry], footer: [CatalogLine] = []) {
        self.header = header
        self.fields = fields
        self.footer = footer
    }
}

/// A line that is not a value: a comment or a blank line.
package enum CatalogLine: Sendable, Hashable {
    /// `# text` (`#` alone when the text is empty).
    case comment(String)
    /// An empty line.
    case blank
}

/// One field of a mapping: its key, its value and the lines about it.
package struct CatalogEntry: Sendable {
    /// The key.
    package var key: String
    /// The value.
    package var value: CatalogValue
    /// Lines written above the field, at its indentation.
    package var above: [CatalogLine]
    /// A comment after the value on the same line.
    package var trailingComment: String?

    /// Creates a field.
    package init(_ key: String, _ value: CatalogValue, above: [CatalogLine] = [], trailingComment: String? = nil) {
        self.key = key
        self.value = value
        self.above = above
        self.trailingComment = trailingComment
    }
}

/// A field's value.
package indirect enum CatalogValue: Sendable {
    /// A text, plain when it holds only letters, digits, `_`, `.` and `-`
    /// (and reads as no other type), else double-quoted.
    case text(String)
    /// A text for people to read (a name, a sentence), plain wherever YAML
    /// reads it back unchanged, else double-quoted.
    case prose(String)
    /// A whole number.
    case integer(Int)
    /// `yes` or `no`.
    case flag(Bool)
    /// A mapping (`{}` when empty).
    case mapping([CatalogEntry])
    /// A list of mappings (`[]` when empty).
    case list([[CatalogEntry]])
    /// A list of texts on one line, `[a, b]` (a set's leaderboards).
    case textList([String])
}
