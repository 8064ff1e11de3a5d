import SourceDiagnostics

/// A node of a YAML document as written: every scalar is kept as its text,
/// with the position of its first character.
///
/// No YAML 1.1 type guessing happens here: `no`, `0x10` and `1_000` are the
/// strings `"no"`, `"0x10"` and `"1_000"`. The catalog decoder resolves each
/// scalar by the type of the field it fills.
package struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    package enum Content: Sendable, Hashable {
        /// A scalar's text and how it was written.
        case scalar(String, ScalarStyle)
        /// A mapping's entries in file order; keys are unique when they are scalars.
        case mapping([YAMLMappingEntry])
        /// A sequence's items in file order.
        case sequence([YAMLNode])
    }

    /// What the node holds.
    package var content: Content
    /// The position of the node's first character.
    package var position: SourcePosition
    /// The explicit tag (`!!str`, `!local`), or `nil` when the node has none.
    package var tag: String?
    /// For a plain scalar: a `#` comment follows it on the same line, so text
    /// the author may have meant as part of the value (`Coin Collector #1`)
    /// was read as a comment.
    package var commentFollows = false

    /// Creates a node.
    package init(_ content: Content, at position: SourcePosition, tag: String? = nil) {
        self.content = content
        self.position = position
        self.tag = tag
    }

    /// The scalar's text, or `nil` for a collection.
    package var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A word for the kind of node, for messages: `scalar`, `mapping` or `sequence`.
    package var kindName: String {
        switch content {
        case .scalar: "scalar"
        case .mapping: "mapping"
        case .sequence: "sequence"
        }
    }
}

/// One `key: value` pair of a mapping.
package struct YAMLMappingEntry: Sendable, Hashable {
    /// The key node (a scalar in every catalog; YAML allows any node).
    package var key: YAMLNode
    /// The value node.
    package var value: YAMLNode

    /// Creates an entry.
    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// How a scalar was written in the file.
package enum ScalarStyle: String, Sendable, Hashable {
    /// Unquoted, such as `hidden: no`.
    case plain
    /// In single quotes.
    case singleQuoted
    /// In double quotes.
    case doubleQuoted
    /// A `|` block.
    case literal
    /// A `>` block.
    case folded

    /// Whether the scalar was quoted or a block: its text is meant as a string.
    package var isQuotedOrBlock: Bool { self != .plain }
}

extension Staged where Value == YAMLNode {
    /// The root node; `nil` when the input has no document or could not be parsed.
    package var root: YAMLNode? { value }

    /// An outcome with `root` and `diagnostics`.
    package init(root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.init(root, diagnostics: diagnostics)
    }
}
