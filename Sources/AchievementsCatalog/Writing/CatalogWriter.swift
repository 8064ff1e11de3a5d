/// Writes a ``CatalogDocument`` as `catalog.yaml` text: each mapping's
/// fields in ``CatalogSchema``'s order (a field the schema does not know
/// comes after the known ones), two spaces per level, lists of mappings as
/// `- ` items, every text quoted where YAML would read it otherwise.
package enum CatalogWriter {
    /// The document's text.
    package static func text(_ document: CatalogDocument) -> String {
        var out = ""
        lines(document.header, indent: "", into: &out)
        mapping(document.fields, schema: CatalogSchema.catalog, indent: "", into: &out)
        lines(document.footer, indent: "", into: &out)
        return out
    }

    /// `entries` in the order `schema` lists their keys; unknown keys last, in their own order.
    static func ordered(_ entries: [CatalogEntry], by schema: CatalogSchema.Mapping?) -> [CatalogEntry] {
        guard let schema else { return entries }
        let rank = Dictionary(schema.names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return entries.enumerated().sorted { a, b in
            let ra = rank[a.element.key] ?? Int.max, rb = rank[b.element.key] ?? Int.max
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    static func lines(_ lines: [CatalogLine], indent: String, into out: inout String) {
        for line in lines {
            switch line {
            case .blank: out += "\n"
            case .comment(let text): out += text.isEmpty ? "\(indent)#\n" : "\(indent)# \(text)\n"
            }
        }
    }

    /// Writes `entries` as a mapping's fields at `indent`; `first` replaces the first field's indentation (a list item's `- `).
    static func mapping(_ entries: [CatalogEntry], schema: CatalogSchema.Mapping?, indent: String, first: String? = nil, into out: inout String) {
        for (index, entry) in ordered(entries, by: schema).enumerated() {
            let lead = index == 0 ? (first ?? indent) : indent
            if index > 0 || first == nil { lines(entry.above, indent: indent, into: &out) }
            let field = schema?.fields.first { $0.name == entry.key }
            let key = "\(lead)\(YAMLScalarText.quoted(entry.key)):"
            let trailing = entry.trailingComment.map { "  # \($0)" } ?? ""
            switch entry.value {
            case .mapping(let children) where children.isEmpty:
                out += "\(key) {}\(trailing)\n"
            case .list(let items) where items.isEmpty:
                out += "\(key) []\(trailing)\n"
            case .mapping(let children):
                out += "\(key)\(trailing)\n"
                let childSchema: CatalogSchema.Mapping?
                let valueSchema: CatalogSchema.Mapping?
                switch field?.kind {
                case .mapping(let shape)?: (childSchema, valueSchema) = (shape, nil)
                case .mapOf(let shape, _)?: (childSchema, valueSchema) = (nil, shape)
                default: (childSchema, valueSchema) = (nil, nil)
                }
                if let valueSchema {
                    for child in children {
                        lines(child.above, indent: indent + "  ", into: &out)
                        guard case .mapping(let grandchildren) = child.value else {
                            out += "\(indent)  \(YAMLScalarText.quoted(child.key)): \(scalar(child.value))\n"
                            continue
                        }
                        out += "\(indent)  \(YAMLScalarText.quoted(child.key)):\n"
                        mapping(grandchildren, schema: valueSchema, indent: indent + "    ", into: &out)
                    }
                } else {
                    mapping(children, schema: childSchema, indent: indent + "  ", into: &out)
                }
            case .list(let items):
                out += "\(key)\(trailing)\n"
                let itemSchema: CatalogSchema.Mapping? = if case .listOf(let shape)? = field?.kind { shape } else { nil }
                for item in items {
                    if let firstEntry = ordered(item, by: itemSchema).first { lines(firstEntry.above, indent: indent + "  ", into: &out) }
                    mapping(item, schema: itemSchema, indent: indent + "    ", first: indent + "  - ", into: &out)
                }
            default:
                out += "\(key) \(scalar(entry.value))\(trailing)\n"
            }
        }
    }

    /// A scalar value's text.
    package static func scalar(_ value: CatalogValue) -> String {
        switch value {
        case .text(let text): YAMLScalarText.quoted(text)
        case .prose(let text): readsBackPlain(text) ? text : YAMLScalarText.quoted(text)
        case .integer(let number): String(number)
        case .flag(let flag): flag ? "yes" : "no"
        case .textList(let texts): "[" + texts.map(YAMLScalarText.quoted).joined(separator: ", ") + "]"
        case .mapping, .list: ""
        }
    }

    /// Whether YAML reads `text`, written plain after `key: `, as exactly
    /// `text`: printable characters on one line, no indicator first, no
    /// `: ` or ` #` inside, no surrounding spaces, not a word YAML 1.1 reads
    /// as a boolean or null, not a number.
    static func readsBackPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) || first == " " || last == " " || last == ":" { return false }
        if text.contains(": ") || text.contains(" #") || text.hasPrefix("...") { return false }
        if YAMLScalarText.reserved.contains(text.lowercased()) { return false }
        if first.properties.numericType != nil || first == "." || first == "+" { return false }
        return text.unicodeScalars.allSatisfy { $0 != "\t" && $0.value >= 0x20 && YAMLScalarText.isPrintable($0) }
    }
}
