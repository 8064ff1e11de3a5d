import FileAccess

/// The stable rule IDs of problems found while reading YAML.
public enum YAMLRule {
    /// The file could not be read: missing, a directory, or not permitted.
    public static let unreadable = FileRule.unreadable
    /// The file is larger than the configured limit.
    public static let tooLarge = FileRule.tooLarge
    /// The bytes are not UTF-8 (invalid sequences, UTF-16, NUL bytes).
    public static let encoding = "encoding"
    /// The file holds no document.
    public static let empty = "yaml-empty"
    /// libyaml could not parse the file.
    public static let syntax = "yaml-syntax"
    /// More than one document in one file.
    public static let multipleDocuments = "yaml-multiple-documents"
    /// Mappings and sequences nested deeper than the limit.
    public static let depth = "yaml-depth"
    /// An anchor (`&a`) or alias (`*a`).
    public static let alias = "yaml-alias"
    /// The same key twice in one mapping.
    public static let duplicateKey = "yaml-duplicate-key"
}
