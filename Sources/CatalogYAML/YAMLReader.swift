import CYAML
import SourceDiagnostics

/// Reads one YAML document into a ``YAMLNode`` tree with libyaml's event parser.
///
/// The reader never traps: every problem, from bad bytes to a nesting bomb,
/// comes back as a ``Diagnostic`` with a line and column. It refuses what a
/// catalog has no use for and an attacker does: anchors and aliases (the
/// "billion laughs"), more than one document, nesting past ``YAMLReadLimits/maxDepth``.
package struct YAMLReader: Sendable {
    /// The limits in force.
    package var limits: YAMLReadLimits

    /// Creates a reader with the given limits.
    package init(limits: YAMLReadLimits = YAMLReadLimits()) {
        self.limits = limits
    }

    /// The result of reading: the document's root, if one could be built, and
    /// every problem found.
    package typealias Output = Staged<YAMLNode>

    /// Reads `bytes`, naming `path` in diagnostics.
    package func read(_ bytes: [UInt8], path: String) -> Output {
        read(bytes, path: path, streamingItemsOf: nil, onItem: { _ in })
    }

    /// Reads `bytes`, handing each item of the sequence under the top-level key
    /// `key` to `onItem` as soon as the item is complete, instead of keeping it
    /// in the tree (that sequence comes back empty). A large list is then never
    /// held whole: the caller turns each item into its own value and the
    /// item's nodes are freed.
    package func read(_ bytes: [UInt8], path: String, streamingItemsOf key: String?, onItem: @escaping (YAMLNode) -> Void) -> Output {
        func fail(_ rule: RuleID, _ message: String, at position: SourcePosition = .startOfFile) -> Output {
            Output(root: nil, diagnostics: [Diagnostic(path: path, position: position, severity: .error, rule: rule, message: message)])
        }
        if bytes.count > limits.maxBytes {
            return fail(YAMLRule.tooLarge.id, "the file is \(bytes.count) bytes; the limit is \(limits.maxBytes) bytes")
        }
        let skip: Int
        switch InputEncoding.check(bytes) {
        case .success(let bomLength): skip = bomLength
        case .failure(let problem):
            return fail(YAMLRule.encoding.id, problem.message,
                        at: InputEncoding.position(ofByteOffset: problem.byteOffset, in: bytes))
        }
        if bytes.count == skip {
            return fail(YAMLRule.empty.id, "the file is empty")
        }
        var session = EventSession(path: path, limits: limits, bytes: bytes, skip: skip)
        session.builder.streamedKey = key
        session.builder.onStreamedItem = onItem
        return session.run()
    }
}

/// One pass of libyaml's event parser over a buffer, building the tree.
private struct EventSession {
    let path: String
    let limits: YAMLReadLimits
    let bytes: [UInt8]
    let skip: Int

    var builder = TreeBuilder()
    var collector = DiagnosticCollector()
    var documents = 0
    /// libyaml's mark index counts characters, not bytes: the last index
    /// turned into a byte offset, so each turn walks only what lies between.
    var characterCursor = 0
    var byteCursor: Int

    /// What was found, capped per rule, with a note counting the rest.
    var diagnostics: [Diagnostic] { collector.finished(path: path) }

    init(path: String, limits: YAMLReadLimits, bytes: [UInt8], skip: Int) {
        self.path = path
        self.limits = limits
        self.bytes = bytes
        self.skip = skip
        self.byteCursor = skip
    }

    mutating func error(_ rule: RuleID, _ message: String, at position: SourcePosition) {
        collector.add(Diagnostic(path: path, position: position, severity: .error, rule: rule, message: message))
    }

    mutating func run() -> YAMLReader.Output {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            error(YAMLRule.syntax.id, "libyaml could not allocate a parser", at: .startOfFile)
            return YAMLReader.Output(root: nil, diagnostics: diagnostics)
        }
        defer { yaml_parser_delete(&parser) }
        let input = bytes
        input.withUnsafeBufferPointer { buffer in
            let start = buffer.baseAddress! + skip
            yaml_parser_set_input_string(&parser, start, buffer.count - skip)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    reportParserError(parser)
                    return
                }
                let keepGoing = handle(event)
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if !keepGoing || done { return }
            }
        }
        let root = collector.diagnostics.contains { $0.rule != YAMLRule.duplicateKey.id } ? nil : builder.root
        if root == nil && collector.isEmpty {
            error(YAMLRule.empty.id, "the file holds no YAML document (only comments or white space)", at: .startOfFile)
        }
        return YAMLReader.Output(root: root, diagnostics: diagnostics)
    }

    /// Handles one event; returns `false` to stop reading.
    mutating func handle(_ event: yaml_event_t) -> Bool {
        let position = SourcePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                error(YAMLRule.multipleDocuments.id, "the file holds more than one YAML document; a catalog is one document", at: position)
                return false
            }
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            error(YAMLRule.alias.id, "aliases (*\(name)) are not allowed in a catalog; write the value out", at: position)
            return false
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            if let anchor = Self.string(scalar.anchor) { return refuseAnchor(anchor, at: position) }
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style = Self.style(scalar.style)
            var node = YAMLNode(.scalar(text, style), at: position, tag: Self.string(scalar.tag))
            if style == .plain { node.commentFollows = commentFollows(byteOffset: byteOffset(ofCharacter: Int(event.end_mark.index))) }
            if let duplicate = builder.add(consume node) { reportDuplicate(duplicate) }
            if builder.mappingKeys > limits.maxMappingKeys {
                error(YAMLRule.mappingSize.id, "a mapping holds more than \(limits.maxMappingKeys) keys; no catalog mapping needs that many (App Store Connect has 39 locales, an achievement a dozen fields), so the reader stops here", at: position)
                return false
            }
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            if let anchor = Self.string(start.anchor) { return refuseAnchor(anchor, at: position) }
            return open(.sequence, at: position, tag: Self.string(start.tag))
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            if let anchor = Self.string(start.anchor) { return refuseAnchor(anchor, at: position) }
            return open(.mapping, at: position, tag: Self.string(start.tag))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            if let duplicate = builder.close() { reportDuplicate(duplicate) }
        default:
            break
        }
        return true
    }

    mutating func open(_ kind: TreeBuilder.Kind, at position: SourcePosition, tag: String?) -> Bool {
        if builder.depth >= limits.maxDepth {
            error(YAMLRule.depth.id, "mappings and sequences are nested more than \(limits.maxDepth) levels deep", at: position)
            return false
        }
        builder.open(kind, at: position, tag: tag)
        return true
    }

    mutating func refuseAnchor(_ name: String, at position: SourcePosition) -> Bool {
        error(YAMLRule.alias.id, "anchors (&\(name)) are not allowed in a catalog; write each value out", at: position)
        return false
    }

    mutating func reportDuplicate(_ duplicate: TreeBuilder.DuplicateKey) {
        error(YAMLRule.duplicateKey.id,
              "duplicate key '\(duplicate.key)'; it is first defined at line \(duplicate.first.line), column \(duplicate.first.column)",
              at: duplicate.position)
    }

    mutating func reportParserError(_ parser: yaml_parser_t) {
        let mark = parser.problem_mark
        var position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        var message = Self.string(parser.problem) ?? "the YAML cannot be parsed"
        if let context = Self.string(parser.context) {
            let at = parser.context_mark
            message += " (\(context) at line \(at.line + 1), column \(at.column + 1))"
        }
        if parser.error == YAML_READER_ERROR {
            position = InputEncoding.position(ofByteOffset: skip + parser.problem_offset, in: bytes, skipping: skip)
        } else if startsWithTab(position) {
            message = "a tab cannot indent YAML; indent with spaces (\(message))"
        } else if message.hasPrefix("mapping values are not allowed in this context") {
            if let runOn = runOnIndentation(at: position) {
                // `title:` dedented under `en:`: the next, deeper key reads as more of its text.
                message = runOn + " (\(message))"
            } else {
                // `description: Objectif : 50 sauts`: a text holding ": " reads as a second key.
                message = "a text holding ': ' reads as another key; put the whole text in quotes, \"like: this\" (\(message))"
            }
        } else if message.hasPrefix("did not find expected '-' indicator") || message.hasPrefix("did not find expected key"),
                  let line = lineText(position.line) {
            // A line one space off: it belongs to neither the entry above nor the list.
            let indent = line.prefix { $0 == " " }.count
            let before = previousLine(before: position.line).map { above -> String in
                // `- key: value`: the item's keys start after the dash, not at it.
                let item = above.text.dropFirst(above.indent)
                guard item.hasPrefix("- ") else { return " the line before it (line \(above.number)) is indented \(above.indent) space\(above.indent == 1 ? "" : "s");" }
                let keys = above.indent + 1 + item.dropFirst().prefix { $0 == " " }.count
                return " the line before it (line \(above.number)) is a list item whose keys start at \(keys) spaces;"
            } ?? ""
            let collection = parser.context_mark
            message = "line \(position.line) is indented \(indent) space\(indent == 1 ? "" : "s"), which fits neither the entry above nor the list or mapping it is in;"
                + "\(before) the \(message.contains("'-'") ? "list's items start" : "mapping's keys start") at \(collection.column) space\(collection.column == 1 ? "" : "s") (line \(collection.line + 1)): indent it like its neighbours (\(message))"
        }
        error(YAMLRule.syntax.id, message, at: position)
    }

    /// The text of line `number` (1-based), without its line end.
    func lineText(_ number: Int) -> String? {
        var line = 1
        var start = skip
        while start < bytes.count && line < number {
            if bytes[start] == 0x0A { line += 1 }
            start += 1
        }
        guard line == number, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The nearest line before `number` that holds more than spaces and comments, with its indentation.
    func previousLine(before number: Int) -> (number: Int, indent: Int, text: String)? {
        var candidate = number - 1
        while candidate >= 1, let text = lineText(candidate) {
            let trimmed = text.drop { $0 == " " }
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") { return (candidate, text.count - trimmed.count, text) }
            candidate -= 1
        }
        return nil
    }

    /// Why a key reads as more text when the key's line is indented deeper
    /// than a `key: value` line just above it (the value runs on into it), or
    /// `nil` when that is not what happened.
    func runOnIndentation(at position: SourcePosition) -> String? {
        guard let line = lineText(position.line), let above = previousLine(before: position.line) else { return nil }
        let indent = line.prefix { $0 == " " }.count
        let key = line.dropFirst(indent).prefix { $0 != ":" }
        // The problem is this line's own key separator, under a deeper indentation than a line with a value.
        // The line above is `key: value`, with a value (no Foundation here: found by hand).
        let characters = Array(above.text)
        guard position.column == indent + key.count + 1, indent > above.indent,
              let colon = characters.indices.first(where: { $0 + 1 < characters.count && characters[$0] == ":" && characters[$0 + 1] == " " }),
              characters[(colon + 2)...].contains(where: { $0 != " " }) else { return nil }
        let aboveKey = above.text.dropFirst(above.indent).prefix { $0 != ":" }
        return "'\(key)' is indented \(indent) spaces, deeper than '\(aboveKey)' on line \(above.number) (\(above.indent) spaces), so YAML reads this line as more of that one's text; "
            + "give the keys of one mapping the same indentation"
    }

    /// Whether a `#` comment starts after spaces or tabs at `offset`, on the same line.
    /// The byte offset of libyaml's character `index` (after any byte order
    /// mark): a title in French or Japanese before the line moves them apart.
    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if index < characterCursor {
            characterCursor = 0
            byteCursor = skip
        }
        bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            while characterCursor < index && byteCursor < count {
                // Eight ASCII bytes are eight characters: a file is mostly
                // ASCII, and this walk covers all of it. The last step takes
                // only the characters still to go.
                if count - byteCursor >= 8,
                   buffer.loadUnaligned(fromByteOffset: byteCursor, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    let step = min(index - characterCursor, 8)
                    byteCursor += step
                    characterCursor += step
                    continue
                }
                // The bytes are valid UTF-8 (checked before parsing): a
                // character's first byte gives its length.
                let lead = buffer[byteCursor]
                byteCursor += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                characterCursor += 1
            }
        }
        return byteCursor
    }

    func commentFollows(byteOffset offset: Int) -> Bool {
        var index = offset
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        return index > offset && index < bytes.count && bytes[index] == UInt8(ascii: "#")
    }

    /// Whether the problem's line has a tab at or before the problem column.
    func startsWithTab(_ position: SourcePosition) -> Bool {
        var line = 1
        var index = skip
        while index < bytes.count && line < position.line {
            if bytes[index] == 0x0A { line += 1 }
            index += 1
        }
        var column = 1
        while index < bytes.count && column <= position.column && bytes[index] != 0x0A {
            if bytes[index] == 0x09 { return true }
            if bytes[index] != 0x20 { return false }
            column += 1
            index += 1
        }
        return false
    }

    static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
