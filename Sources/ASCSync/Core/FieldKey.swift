/// A field of a kind's resources or localizations, in the catalog's words
/// (`points`, `title`). Each kind declares its fields as constants beside
/// its ``ResourceKind``, and values are keyed by them: a key is not a
/// string literal, so a misspelt field does not compile.
package struct FieldKey: Sendable, Hashable, Codable, CodingKeyRepresentable, CustomStringConvertible {
    /// The catalog's word, as plans and fingerprints name the field.
    package let name: String

    /// A field named `name`; kinds declare theirs as constants.
    package init(_ name: String) {
        self.name = name
    }

    package var description: String { name }

    package init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    package var codingKey: any CodingKey { Key(stringValue: name) }

    package init?<T: CodingKey>(codingKey: T) {
        name = codingKey.stringValue
    }

    /// A dictionary key as JSON writes it.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// The fields every kind has, and what an update may name beside them.
extension FieldKey {
    /// The name App Store Connect's pages show admins (every kind).
    package static let referenceName = FieldKey("referenceName")
    /// A localization's name players see (every kind).
    package static let title = FieldKey("title")
    /// A description players see.
    package static let description = FieldKey("description")
    /// Whether players see it before earning it, or at all.
    package static let hidden = FieldKey("hidden")
    /// An update that unarchives the resource.
    package static let archived = FieldKey("archived")
}
