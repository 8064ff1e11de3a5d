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

    /// The keys of the innermost collection when it is a mapping (a key
    /// waiting for its value included), else 0.
    var mappingKeys: Int {
        guard let frame = stack.last, frame.kind == .mapping else { return 0 }
        return frame.entries.count + (frame.pendingKey == nil ? 0 : 1)
    }

    mutating func open(_ kind: Kind, at position: SourcePosition, tag: String?) {
        stack.append(Frame(kind: kind, position: position, tag: tag))
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
    mutating func add(_ node: YAMLNode) -> DuplicateKey? {
        guard var frame = stack.popLast() else {
            root = node
            return nil
        }
        defer { stack.append(frame) }
        switch frame.kind {
        case .sequence:
            if let key = streamedKey, stack.count == 1, stack[0].kind == .mapping, stack[0].pendingKey?.scalarText == key {
                onStreamedItem(node)
            } else {
                frame.items.append(node)
            }
        case .mapping:
            guard let key = frame.pendingKey else {
                frame.pendingKey = node
                if let text = node.scalarText, let first = Self.firstPosition(of: text, in: &frame) {
                    return DuplicateKey(key: text, position: node.position, first: first)
                }
                return nil
            }
            frame.entries.append(YAMLMappingEntry(key: key, value: node))
            frame.pendingKey = nil
        }
        return nil
    }
}
