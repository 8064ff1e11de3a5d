import SourceDiagnostics

/// Assembles nodes from a stream of start, scalar and end events.
///
/// Duplicate scalar keys are found here, since libyaml does not report them:
/// by a scan of the few keys a catalog mapping has, and by a hash table once
/// a mapping grows past ``linearScanLimit`` keys, so the cost stays linear.
struct TreeBuilder {
    enum Kind { case mapping, sequence }

    /// A key seen twice in one mapping.
    struct DuplicateKey {
        var key: String
        var position: SourcePosition
        var first: SourcePosition
    }

    private struct Frame {
        var kind: Kind
        var position: SourcePosition
        var tag: String?
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        /// The sequence under ``streamedKey``: its items go to ``onStreamedItem``.
        var streamsItems = false
        /// Built only for large mappings.
        var keyIndex: [String: SourcePosition]?
    }

    /// Mappings with more keys than this switch from a scan to a hash table.
    static let linearScanLimit = 16

    private var stack: [Frame] = []
    private(set) var root: YAMLNode?
    /// The top-level key whose sequence items go to ``onStreamedItem`` instead of the tree.
    var streamedKey: String?
    /// Receives each streamed item as soon as it is complete.
    var onStreamedItem: (YAMLNode) -> Void = { _ in }

    var depth: Int { stack.count }

    /// The keys of the mapping the last ``add(_:)`` added to (a key waiting
    /// for its value included), or 0 when it added to a sequence or made the
    /// root. Kept by `add` itself, which has the mapping at hand: reading the
    /// innermost frame after each scalar copied the whole frame.
    private(set) var mappingKeys = 0

    mutating func open(_ kind: Kind, at position: SourcePosition, tag: String?) {
        var frame = Frame(kind: kind, position: position, tag: tag)
        if let key = streamedKey, kind == .sequence, stack.count == 1, stack[0].kind == .mapping {
            frame.streamsItems = stack[0].pendingKey?.scalarText == key
        }
        stack.append(frame)
    }

    /// Closes the innermost collection and adds it to its parent.
    mutating func close() -> DuplicateKey? {
        guard let frame = stack.popLast() else { return nil }
        let content: YAMLNode.Content = frame.kind == .mapping ? .mapping(frame.entries) : .sequence(frame.items)
        return add(YAMLNode(content, at: frame.position, tag: frame.tag))
    }

    /// Where `key` was already used in the frame's mapping, if it was; records it otherwise.
    private static func firstPosition(of key: String, in frame: inout Frame) -> SourcePosition? {
        if frame.keyIndex == nil && frame.entries.count < linearScanLimit {
            return frame.entries.first { $0.key.scalarText == key }?.key.position
        }
        if frame.keyIndex == nil {
            frame.keyIndex = Dictionary(frame.entries.compactMap { entry in entry.key.scalarText.map { ($0, entry.key.position) } },
                                        uniquingKeysWith: { first, _ in first })
        }
        if let first = frame.keyIndex?[key] { return first }
        frame.keyIndex?[key] = frame.pendingKey?.position
        return nil
    }

    /// Adds a finished node to the innermost collection, or makes it the root.
    ///
    /// The node is consumed and moves into its parent, and the parent is
    /// changed where it lies on the stack: a copy of either retains every
    /// string and array it holds, and building the tree of a large catalog
    /// spent a twentieth of validation's instructions on such copies.
    mutating func add(_ node: consuming YAMLNode) -> DuplicateKey? {
        mappingKeys = 0
        guard let top = stack.indices.last else {
            root = node
            return nil
        }
        switch stack[top].kind {
        case .sequence:
            if stack[top].streamsItems {
                onStreamedItem(node)
            } else {
                stack[top].items.append(node)
            }
        case .mapping:
            guard let key = stack[top].pendingKey.take() else {
                let text = node.scalarText
                let position = node.position
                stack[top].pendingKey = node
                mappingKeys = stack[top].entries.count + 1
                if let text, let first = Self.firstPosition(of: text, in: &stack[top]) {
                    return DuplicateKey(key: text, position: position, first: first)
                }
                return nil
            }
            stack[top].entries.append(YAMLMappingEntry(key: key, value: node))
            mappingKeys = stack[top].entries.count
        }
        return nil
    }
}
