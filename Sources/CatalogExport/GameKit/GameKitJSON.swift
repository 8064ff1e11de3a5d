import SourceDiagnostics

/// A JSON value of Xcode's bundle with the line and column it starts at, so
/// every refusal of `import gamekit` and `validate --gamekit` points at its value.
package struct JSONValue: Sendable {
    /// One key and value of an object, in the file's order.
    package struct Member: Sendable {
        /// The key, unescaped.
        package var key: String
        /// Where the key starts (its opening quote).
        package var keyPosition: SourcePosition
        /// The value.
        package var value: JSONValue
    }

    /// What the value is.
    package enum Content: Sendable {
        /// An object's members, in order; no key twice (the reader refuses that).
        case object([Member])
        /// An array's items.
        case array([JSONValue])
        /// A string, unescaped.
        case string(String)
        /// A number, as written.
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// What the value is.
    package var content: Content
    /// Where it starts.
    package var position: SourcePosition

    /// The value of `key` in an object.
    package func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// An object's values by key.
    package var members: [String: JSONValue]? {
        guard case .object(let members) = content else { return nil }
        var values: [String: JSONValue] = [:]
        for member in members { values[member.key] = member.value }
        return values
    }

    /// An array's items.
    package var items: [JSONValue]? {
        if case .array(let items) = content { return items }
        return nil
    }
}

/// A strict, bounded JSON reader (RFC 8259) that keeps each value's line and
/// column and refuses a key repeated in one object: readers disagree on which
/// of two equal keys wins (Foundation's keeps the first, the standard's readers
/// the last), so a bundle with one means two different things.
package enum GameKitJSON {
    /// The deepest nesting read; Xcode's file nests five levels.
    package static let maxDepth = 64
    /// The most values read: a bundle of 1,000 achievements in 39 locales
    /// has under 500,000; the tree of this many stays under 100 MB.
    package static let maxValues = 2_000_000

    /// Why the bytes are not JSON, and where.
    package struct Failure: Error, Sendable, Equatable {
        /// What is wrong, in a sentence.
        package var message: String
        /// Where.
        package var position: SourcePosition
        /// Whether it is a repeated key (the text is JSON, but ambiguous).
        package var isDuplicateKey = false
    }

    /// The value `bytes` hold, or the first reason they are not JSON.
    package static func parse(_ bytes: [UInt8]) -> Result<JSONValue, Failure> {
        bytes.withUnsafeBufferPointer { parse(buffer: $0) }
    }

    private static func parse(buffer bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, Failure> {
        var reader = Reader(bytes: bytes)
        do {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.offset == bytes.count else { throw reader.failure("there is more after the JSON value ends") }
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "the file is not JSON", position: SourcePosition(line: 1, column: 1)))
        }
    }

    /// The reader's place in the bytes.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var line = 1
        var column = 1
        var values = 0

        var position: SourcePosition { SourcePosition(line: line, column: column) }

        func failure(_ message: String, at position: SourcePosition? = nil) -> Failure {
            Failure(message: message, position: position ?? self.position)
        }

        /// What the next byte is, as a reader would say it.
        var found: String {
            guard offset < bytes.count else { return "the file ends" }
            let byte = bytes[offset]
            return byte >= 0x21 && byte < 0x7F ? "found '\(Character(Unicode.Scalar(byte)))'" : "found byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        mutating func advance() {
            if bytes[offset] == 0x0A {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                // Columns count Unicode scalars: a UTF-8 continuation byte is no new column.
                column += 1
            }
            offset += 1
        }

        mutating func skipSpace() {
            while offset < bytes.count {
                let byte = bytes[offset]
                guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
                advance()
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws {
            guard offset < bytes.count, bytes[offset] == byte else { throw failure("expected \(what), \(found)") }
            advance()
        }

        mutating func value(depth: Int) throws -> JSONValue {
            skipSpace()
            let start = position
            guard depth < GameKitJSON.maxDepth else { throw failure("the JSON nests deeper than \(GameKitJSON.maxDepth) levels; Xcode's file nests five") }
            guard offset < bytes.count else { throw failure("expected a value, the file ends") }
            values += 1
            guard values <= GameKitJSON.maxValues else { throw failure("the JSON has more than \(GameKitJSON.maxValues) values; Xcode's file for 1,000 achievements in every locale has under 500,000") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return JSONValue(content: .object(try object(depth: depth)), position: start)
            case UInt8(ascii: "["): return JSONValue(content: .array(try array(depth: depth)), position: start)
            case UInt8(ascii: "\""): return JSONValue(content: .string(try string()), position: start)
            case UInt8(ascii: "t"): try literal("true"); return JSONValue(content: .bool(true), position: start)
            case UInt8(ascii: "f"): try literal("false"); return JSONValue(content: .bool(false), position: start)
            case UInt8(ascii: "n"): try literal("null"); return JSONValue(content: .null, position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONValue(content: .number(try number()), position: start)
            default: throw failure("expected a value, \(found)")
            }
        }

        mutating func object(depth: Int) throws -> [JSONValue.Member] {
            advance()
            var members: [JSONValue.Member] = []
            var firstOf: [String: SourcePosition] = [:]
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                advance()
                return members
            }
            while true {
                skipSpace()
                let keyPosition = position
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a key in quotes, \(found)") }
                let key = try string()
                if let first = firstOf[key] {
                    var duplicate = failure("duplicate key '\(GameKitImport.clean(key))'; it is first defined at line \(first.line), column \(first.column)",
                                            at: keyPosition)
                    duplicate.isDuplicateKey = true
                    throw duplicate
                }
                firstOf[key] = keyPosition
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1)))
                skipSpace()
                guard offset < bytes.count else { throw failure("expected ',' or '}', the file ends") }
                if bytes[offset] == UInt8(ascii: "}") {
                    advance()
                    return members
                }
                try expect(UInt8(ascii: ","), "',' or '}'")
            }
        }

        mutating func array(depth: Int) throws -> [JSONValue] {
            advance()
            var items: [JSONValue] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                advance()
                return items
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard offset < bytes.count else { throw failure("expected ',' or ']', the file ends") }
                if bytes[offset] == UInt8(ascii: "]") {
                    advance()
                    return items
                }
                try expect(UInt8(ascii: ","), "',' or ']'")
            }
        }

        mutating func literal(_ word: String) throws {
            for byte in word.utf8 {
                guard offset < bytes.count, bytes[offset] == byte else { throw failure("expected '\(word)', \(found)") }
                advance()
            }
        }

        mutating func digits() -> Int {
            var count = 0
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
                advance()
                count += 1
            }
            return count
        }

        mutating func number() throws -> String {
            let start = offset
            let startPosition = position
            if bytes[offset] == UInt8(ascii: "-") { advance() }
            let leading = offset
            guard digits() > 0 else { throw failure("expected a digit, \(found)") }
            if bytes[leading] == UInt8(ascii: "0"), offset - leading > 1 { throw failure("a number cannot start with 0", at: startPosition) }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                advance()
                guard digits() > 0 else { throw failure("expected a digit after '.', \(found)") }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                advance()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { advance() }
                guard digits() > 0 else { throw failure("expected a digit in the exponent, \(found)") }
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func hex4() throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else { throw failure("expected four hex digits after '\\u', \(found)") }
                value = value << 4 | digit
                advance()
            }
            return value
        }

        /// The byte each one-letter escape stands for.
        static let escapes: [UInt8: UInt8] = [UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
                                              UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09]

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        mutating func string() throws -> String {
            let start = position
            advance()
            var text: [UInt8] = []
            while true {
                guard offset < bytes.count else { throw failure("the text that starts at line \(start.line), column \(start.column) has no closing quote") }
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "\""):
                    advance()
                    guard let decoded = String(validating: text, as: UTF8.self) else {
                        throw failure("the text is not valid UTF-8", at: start)
                    }
                    return decoded
                case UInt8(ascii: "\\"):
                    let escapePosition = position
                    advance()
                    guard offset < bytes.count else { throw failure("expected an escape after '\\', the file ends") }
                    let escape = bytes[offset]
                    if let replacement = Self.escapes[escape] {
                        text.append(replacement)
                        advance()
                        continue
                    }
                    guard escape == UInt8(ascii: "u") else {
                        throw failure("'\\\(Character(Unicode.Scalar(escape)))' is no JSON escape", at: escapePosition)
                    }
                    advance()
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        // A surrogate pair: the second half must follow.
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw failure("'\\u\(String(code, radix: 16, uppercase: true))' starts a surrogate pair with no second half", at: escapePosition)
                        }
                        advance()
                        advance()
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("a surrogate pair's second half is not one", at: escapePosition) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("'\\u\(String(code, radix: 16, uppercase: true))' is half a surrogate pair", at: escapePosition) }
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                case 0x00..<0x20:
                    throw failure("a control character (byte 0x\(String(byte, radix: 16, uppercase: true))) must be escaped in JSON text")
                default:
                    // A run of plain bytes at once: no line break can be in it.
                    var end = offset
                    while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x22, bytes[end] != 0x5C {
                        if bytes[end] & 0xC0 != 0x80 { column += 1 }
                        end += 1
                    }
                    text.append(contentsOf: bytes[offset..<end])
                    offset = end
                }
            }
        }
    }
}
