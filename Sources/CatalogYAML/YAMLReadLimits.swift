/// Bounds that keep hostile input from taking unbounded time or memory.
package struct YAMLReadLimits: Sendable, Hashable {
    /// The largest input accepted, in bytes; larger files are refused before parsing.
    package var maxBytes: Int
    /// The deepest nesting of mappings and sequences accepted.
    ///
    /// libyaml itself has no nesting limit and its cost grows quadratically with
    /// flow nesting, so the reader stops as soon as this depth is passed.
    package var maxDepth: Int
    /// The most keys one mapping holds; the reader stops at the next one.
    package var maxMappingKeys: Int

    /// Creates limits.
    package init(maxBytes: Int = YAMLReadLimits.defaultMaxBytes, maxDepth: Int = YAMLReadLimits.defaultMaxDepth,
                 maxMappingKeys: Int = YAMLReadLimits.defaultMaxMappingKeys) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxMappingKeys = maxMappingKeys
    }

    /// 16 MiB: about 25,000 achievements with three languages, far past ASC's 100.
    package static let defaultMaxBytes = 16 * 1024 * 1024
    /// A catalog nests five levels deep; 32 leaves room for any sensible file.
    package static let defaultMaxDepth = 32
    /// 10,000: a catalog's mappings are its fields (a few dozen), its
    /// languages (App Store Connect has 39 locales), and its groups,
    /// metrics and inputs; lists of resources are sequences, never capped
    /// here. A mapping of hundreds of thousands of keys (unknown fields,
    /// languages) otherwise cost seconds before any rule could refuse it.
    package static let defaultMaxMappingKeys = 10_000
}
