/// The stable rule IDs of problems found while decoding the node tree into a catalog.
public enum SchemaRule {
    /// A key the catalog format does not know, usually a typo.
    public static let unknownField = "schema-unknown-field"
    /// A required key is not there.
    public static let missingField = "schema-missing-field"
    /// A value of the wrong type: text where a number is due, a list for a mapping.
    public static let type = "schema-type"
    /// A YAML merge key (`<<`).
    public static let mergeKey = "yaml-merge-key"
    /// An explicit YAML tag (`!!str`); values are typed by their field instead.
    public static let tag = "yaml-tag"
}
