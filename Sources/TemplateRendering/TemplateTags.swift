import SourceDiagnostics

/// The tags of one Mustache template, found without rendering it: sections
/// with their nesting, and the partials it includes. Honours set-delimiter
/// tags (`{{=<% %>=}}`), so a template that changes its delimiters is read as
/// the renderer reads it.
struct TemplateTags: Sendable {
    /// One tag.
    struct Tag: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            /// `{{#name}}`: opens a section, rendered once per item of a list.
            case open
            /// `{{^name}}`, `{{$name}}`: opens an inverted section or a block, rendered at most once.
            case openOnce
            /// `{{/name}}`: closes one.
            case close
            /// `{{>name}}`, `{{<name}}`: includes a partial (or inherits from one).
            case partial
        }
        var kind: Kind
        var name: String
        var position: SourcePosition
        /// The tag's first byte and the byte after it, in the template's UTF-8.
        var bytes: Range<Int>
    }

    /// The section, block and partial tags, in the order they appear.
    var tags: [Tag] = []
    /// The template's length in UTF-8 bytes.
    var byteCount = 0

    /// Scans `text`; never fails (the parser reports syntax errors later).
    init(_ text: String) {
        var open = Array("{{".utf8), close = Array("}}".utf8)
        let bytes = Array(text.utf8)
        byteCount = bytes.count
        var index = 0, line = 1, lineStart = 0
        // The column is counted on from the last tag of the same line, so a
        // line of thousands of tags costs no more than its length.
        var cursor = (offset: 0, column: 1)
        func position(_ offset: Int) -> SourcePosition {
            if cursor.offset < lineStart || cursor.offset > offset { cursor = (lineStart, 1) }
            for byte in bytes[cursor.offset..<offset] where byte & 0xC0 != 0x80 { cursor.column += 1 }
            cursor.offset = offset
            return SourcePosition(line: line, column: cursor.column)
        }
        func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
            offset + pattern.count <= bytes.count && bytes[offset..<(offset + pattern.count)].elementsEqual(pattern)
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                index += 1
                line += 1
                lineStart = index
                continue
            }
            guard matches(open, at: index) else { index += 1; continue }
            let tagStart = index
            // The tag's position is taken before its inside is scanned: a tag may span lines.
            let tagPosition = position(tagStart)
            var end = index + open.count
            // A triple mustache `{{{name}}}` ends with `}` then the closing delimiter.
            while end < bytes.count && !matches(close, at: end) {
                if bytes[end] == UInt8(ascii: "\n") { line += 1; lineStart = end + 1 }
                end += 1
            }
            guard end < bytes.count else { break }
            let inner = String(decoding: bytes[(tagStart + open.count)..<end], as: UTF8.self)
            index = end + close.count
            let sigil = inner.first
            let name = String(inner.dropFirst().trimmingSpaces)
            func add(_ kind: Tag.Kind) {
                tags.append(Tag(kind: kind, name: name, position: tagPosition, bytes: tagStart..<index))
            }
            switch sigil {
            case "#": add(.open)
            case "^", "$": add(.openOnce)
            case "/": add(.close)
            case ">", "<": add(.partial)
            case "=":
                // {{=<% %>=}}: new delimiters for the rest of the template.
                let body = inner.dropFirst().dropLast(inner.hasSuffix("=") ? 1 : 0).split(separator: " ", omittingEmptySubsequences: true)
                if body.count == 2 {
                    open = Array(body[0].utf8)
                    close = Array(body[1].utf8)
                }
            default: break
            }
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
