import CatalogYAML
import SourceDiagnostics

/// The fields of one YAML mapping, checked against the keys the format knows.
///
/// Creating it reports every unknown key (with the closest known one), merge
/// keys and non-scalar keys; ``required(_:)`` reports a missing field.
struct MappingFields {
    /// Where the mapping starts: a missing field is reported here.
    let position: SourcePosition
    /// What the mapping is, for messages: `the catalog`, `achievement 'run_100'`.
    let context: MappingContext
    /// One known field present: its name as the schema spells it, and
    /// where its entry is in ``entries``.
    private struct Field {
        var key: String
        var entry: Int
    }

    /// The mapping's entries, shared with the tree: a field's node is
    /// copied out only when a decoder asks for it.
    private let entries: [YAMLMappingEntry]
    /// The known fields present, in file order (a scan beats hashing for a
    /// handful). Searched by index: a search that hands out each field
    /// copies its node, and the whole catalog's decoding asks millions of times.
    private var fields: [Field] = []
    /// Known fields an unknown key was taken for (`pionts` → `points`): already
    /// reported at the misspelling, so never reported again as missing.
    private var meant: Set<String> = []

    /// The fields the mapping's schema requires, when it has a schema; read
    /// only when a field asked for is missing. The value holds no more than
    /// it needs: it is made and copied for every mapping of the catalog.
    private var requiredNames: [String] = []

    /// Reads `node` as a mapping of `schema`'s fields; `nil` when it is not a mapping.
    init?(_ node: YAMLNode, context: String, schema: CatalogSchema.Mapping, decoding: inout ScalarDecoding) {
        self.init(node, context: .named(context), schema: schema, decoding: &decoding)
    }

    /// Reads `node` as a mapping of `schema`'s fields; `nil` when it is not a mapping.
    init?(_ node: YAMLNode, context: MappingContext, schema: CatalogSchema.Mapping, decoding: inout ScalarDecoding) {
        self.init(node, context: context, known: schema.names, aliases: schema.aliases, decoding: &decoding)
        requiredNames = schema.requiredNames
    }

    /// The value of `key`, reported as missing when the schema requires it.
    func value(_ key: String, decoding: inout ScalarDecoding) -> YAMLNode? {
        if let index = index(of: key) { return entries[fields[index].entry].value }
        // Both are the format's own spelling of its names: lengths are compared before text.
        if requiredNames.contains(where: { $0.utf8.count == key.utf8.count && $0 == key }) { reportMissing(key, decoding: &decoding) }
        return nil
    }

    /// Reads `node` as a mapping with the `known` keys; `nil` when it is not a mapping.
    /// `aliases` maps other names of a field (App Store Connect's) to the field's.
    init?(_ node: YAMLNode, context: String, known: [String], aliases: [String: String] = [:], decoding: inout ScalarDecoding) {
        self.init(node, context: .named(context), known: known, aliases: aliases, decoding: &decoding)
    }

    /// Reads `node` as a mapping with the `known` keys; `nil` when it is not a mapping.
    init?(_ node: YAMLNode, context: MappingContext, known: [String], aliases: [String: String] = [:], decoding: inout ScalarDecoding) {
        position = node.position
        self.context = context
        guard case .mapping(let entries) = node.content else {
            self.entries = []
            if case .scalar("", .plain) = node.content {
                decoding.error(SchemaRule.type.id, "\(context) is empty: its fields go under it, indented deeper than its key", at: node.position)
            } else {
                decoding.error(SchemaRule.type.id, "\(context) must be a mapping of fields, not a \(node.kindName)", at: node.position)
            }
            return nil
        }
        self.entries = entries
        fields.reserveCapacity(entries.count)
        for index in entries.indices {
            // The key's parts are read in place: the loop copies no entry, nor its key.
            guard case .scalar(let key, _) = entries[index].key.content else {
                decoding.error(SchemaRule.type.id, "keys in \(context) must be plain text, not a \(entries[index].key.kindName)", at: entries[index].key.position)
                continue
            }
            if key == "<<" && entries[index].key.tag == nil {
                decoding.error(SchemaRule.mergeKey.id, "merge keys (<<) are not allowed in a catalog; write each field out", at: entries[index].key.position)
            } else if let name = Self.schemaName(of: key, in: known) {
                // The schema's own spelling: a key `==` calls equal may be
                // written with other scalars (U+212A for K), and look-ups
                // compare lengths in UTF-8 before text.
                fields.append(Field(key: name, entry: index))
            } else {
                let alias = aliases[key]
                // The closest field only for a finding that is reported: past the
                // rule's share, a million unknown keys cost no look-up each.
                let closest = alias ?? (decoding.reports(SchemaRule.unknownField.id) ? Spelling.closest(to: key, in: known) : nil)
                if let closest { meant.insert(closest) }
                let hint = alias.map { "; the catalog calls it '\($0)'" } ?? closest.map { "; did you mean '\($0)'?" } ?? ""
                decoding.error(SchemaRule.unknownField.id, "unknown field '\(key)' in \(context)\(hint)", at: entries[index].key.position)
            }
        }
    }

    /// The name among `known` (the schema's) that `key` is. Names of the
    /// key's length are compared first, so the others cost no text
    /// comparison. Only text with scalars past ASCII can be `==` to text of
    /// another length (U+212A, the Kelvin sign, is `==` to `K`): a key found
    /// nowhere by length is compared with every name when it, or a name,
    /// has such scalars (a key no name matches is rare: it is reported).
    private static func schemaName(of key: String, in known: [String]) -> String? {
        let length = key.utf8.count
        if let name = known.first(where: { $0.utf8.count == length && $0 == key }) { return name }
        guard !key.isAllASCII || known.contains(where: { !$0.isAllASCII }) else { return nil }
        return known.first { $0 == key }
    }

    /// The position of a field's key, if the field is there.
    func keyPosition(_ key: String) -> SourcePosition? { index(of: key).map { entries[fields[$0].entry].key.position } }

    /// The value of an optional field.
    func optional(_ key: String) -> YAMLNode? { index(of: key).map { entries[fields[$0].entry].value } }

    /// Where the field `key` is in ``fields``.
    private func index(of key: String) -> Int? {
        // Lengths first: most keys differ in length, and comparing lengths
        // costs no call, where comparing two different strings does.
        let length = key.utf8.count
        for index in fields.indices where fields[index].key.utf8.count == length && fields[index].key == key { return index }
        return nil
    }

    /// The value of a required field, or a diagnostic at the mapping.
    func required(_ key: String, decoding: inout ScalarDecoding) -> YAMLNode? {
        if let value = optional(key) { return value }
        reportMissing(key, decoding: &decoding)
        return nil
    }

    /// Reports the required field `key` missing, unless a misspelling of it was reported.
    private func reportMissing(_ key: String, decoding: inout ScalarDecoding) {
        if !meant.contains(key) {
            decoding.error(SchemaRule.missingField.id, "\(context) is missing the required field '\(key)'", at: position)
        }
    }
}

/// How messages name a mapping. Put together only when a message needs it:
/// a catalog has a mapping for every language of every resource, and
/// building each one's name cost a twentieth of decoding a large catalog.
enum MappingContext: CustomStringConvertible {
    /// Named in full, such as `achievement 'run_100'`.
    case named(String)
    /// One language's texts of a resource: `the 'en' localization of achievement 'run_100'`.
    case localization(String, of: String)

    var description: String {
        switch self {
        case .named(let text): text
        case .localization(let language, let resource): "the '\(language)' localization of \(resource)"
        }
    }
}

extension YAMLNode {
    /// The value of the first entry of a mapping whose key is `key`.
    func value(forKey key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key.scalarText == key }?.value
    }

    /// `transform` of each entry of a mapping node whose key is a scalar,
    /// given the key text, without the `nil`s. A key that is a list or a
    /// mapping is left out here: `requireMapping` reports it.
    func compactMapScalarKeyedEntries<T>(_ transform: (Located<String>, YAMLNode) -> T?) -> [T] {
        guard case .mapping(let entries) = content else { return [] }
        var results: [T] = []
        results.reserveCapacity(entries.count)
        for index in entries.indices {
            // Read in place, so no entry is copied, nor its key.
            guard case .scalar(let key, _) = entries[index].key.content,
                  let result = transform(Located(key, at: entries[index].key.position), entries[index].value) else { continue }
            results.append(result)
        }
        return results
    }

}
