import SourceDiagnostics

/// Assembles nodes from a stream of start, scalar and end events.
///
/// Duplicate scalar keys are found here, with a hash lookup per key, since
/// libyaml does not report them.
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
        var seenKeys: [String: SourcePosition] = [:]
    }

    private var stack: [Frame] = []
    private(set) var root: YAMLNode?

    var depth: Int { stack.count }

    mutating func open(_ kind: Kind, at position: SourcePosition, tag: String?) {
        stack.append(Frame(kind: kind, position: position, tag: tag))
    }

    /// Closes the innermost collection and adds it to its parent.
    mutating func close() -> DuplicateKey? {
        guard let frame = stack.popLast() else { return nil }
        let content: YAMLNode.Content = frame.kind == .mapping ? .mapping(frame.entries) : .sequence(frame.items)
        return add(YAMLNode(content, at: frame.position, tag: frame.tag))
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
            frame.items.append(node)
        case .mapping:
            guard let key = frame.pendingKey else {
                frame.pendingKey = node
                if let text = node.scalarText {
                    if let first = frame.seenKeys[text] {
                        return DuplicateKey(key: text, position: node.position, first: first)
                    }
                    frame.seenKeys[text] = node.position
                }
                return nil
            }
            frame.entries.append(YAMLMappingEntry(key: key, value: node))
            frame.pendingKey = nil
        }
        return nil
    }
}
