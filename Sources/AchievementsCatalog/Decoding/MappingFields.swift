import CatalogYAML
import SourceDiagnostics

/// The fields of one YAML mapping, checked against the keys the format knows.
///
/// Creating it reports every unknown key (with the closest known one), merge
/// keys and non-scalar keys; ``required(_:)`` reports a missing field.
struct MappingFields {
    /// The mapping node.
    let node: YAMLNode
    /// What the mapping is, for messages: `the catalog`, `achievement 'run_100'`.
    let context: String
    /// One known field present.
    private struct Field {
        var key: String
        var keyPosition: SourcePosition
        var value: YAMLNode
    }

    /// The known fields present, in file order (a scan beats hashing for a
    /// handful). Searched by index: a search that hands out each field
    /// copies its node, and the whole catalog's decoding asks millions of times.
    private var fields: [Field] = []
    /// Known fields an unknown key was taken for (`pionts` → `points`): already
    /// reported at the misspelling, so never reported again as missing.
    private var meant: Set<String> = []

    /// The mapping's schema, when it has one: which fields are required.
    private var schema: CatalogSchema.Mapping?

    /// Reads `node` as a mapping of `schema`'s fields; `nil` when it is not a mapping.
    init?(_ node: YAMLNode, context: String, schema: CatalogSchema.Mapping, decoding: inout ScalarDecoding) {
        self.init(node, context: context, known: schema.names, aliases: schema.aliases, decoding: &decoding)
        self.schema = schema
    }

    /// The value of `key`, reported as missing when the schema requires it.
    func value(_ key: String, decoding: inout ScalarDecoding) -> YAMLNode? {
        schema?.isRequired(key) == true ? required(key, decoding: &decoding) : optional(key)
    }

    /// Reads `node` as a mapping with the `known` keys; `nil` when it is not a mapping.
    /// `aliases` maps other names of a field (App Store Connect's) to the field's.
    init?(_ node: YAMLNode, context: String, known: [String], aliases: [String: String] = [:], decoding: inout ScalarDecoding) {
        self.node = node
        self.context = context
        guard case .mapping(let entries) = node.content else {
            if case .scalar("", .plain) = node.content {
                decoding.error(SchemaRule.type.id, "\(context) is empty: its fields go under it, indented deeper than its key", at: node.position)
            } else {
                decoding.error(SchemaRule.type.id, "\(context) must be a mapping of fields, not a \(node.kindName)", at: node.position)
            }
            return nil
        }
        for entry in entries {
            guard let key = entry.key.scalarText else {
                decoding.error(SchemaRule.type.id, "keys in \(context) must be plain text, not a \(entry.key.kindName)", at: entry.key.position)
                continue
            }
            if key == "<<" && entry.key.tag == nil {
                decoding.error(SchemaRule.mergeKey.id, "merge keys (<<) are not allowed in a catalog; write each field out", at: entry.key.position)
            } else if !known.contains(key) {
                let alias = aliases[key]
                // The closest field only for a finding that is reported: past the
                // rule's share, a million unknown keys cost no look-up each.
                let closest = alias ?? (decoding.reports(SchemaRule.unknownField.id) ? Spelling.closest(to: key, in: known) : nil)
                if let closest { meant.insert(closest) }
                let hint = alias.map { "; the catalog calls it '\($0)'" } ?? closest.map { "; did you mean '\($0)'?" } ?? ""
                decoding.error(SchemaRule.unknownField.id, "unknown field '\(key)' in \(context)\(hint)", at: entry.key.position)
            } else {
                fields.append(Field(key: key, keyPosition: entry.key.position, value: entry.value))
            }
        }
    }

    /// The position of a field's key, if the field is there.
    func keyPosition(_ key: String) -> SourcePosition? { index(of: key).map { fields[$0].keyPosition } }

    /// The value of an optional field.
    func optional(_ key: String) -> YAMLNode? { index(of: key).map { fields[$0].value } }

    /// Where the field `key` is in ``fields``.
    private func index(of key: String) -> Int? {
        for index in fields.indices where fields[index].key == key { return index }
        return nil
    }

    /// The value of a required field, or a diagnostic at the mapping.
    func required(_ key: String, decoding: inout ScalarDecoding) -> YAMLNode? {
        if let value = optional(key) { return value }
        if !meant.contains(key) {
            decoding.error(SchemaRule.missingField.id, "\(context) is missing the required field '\(key)'", at: node.position)
        }
        return nil
    }
}

extension YAMLNode {
    /// The value of the first entry of a mapping whose key is `key`.
    func value(forKey key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key.scalarText == key }?.value
    }

    /// The entries of a mapping node whose keys are scalars, with the key text.
    var scalarKeyedEntries: [(key: Located<String>, value: YAMLNode)] {
        guard case .mapping(let entries) = content else { return [] }
        return entries.compactMap { entry in
            entry.key.scalarText.map { (Located($0, at: entry.key.position), entry.value) }
        }
    }
}
