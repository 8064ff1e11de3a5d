/// A JSON reader for damaged bytes: it reads as far as the bytes are well
/// formed and keeps every complete value it met on the way.
///
/// A snapshot cut short by a crash, or with a few bytes overwritten, still
/// holds whole records before the damage. This reader stops at the first byte
/// that breaks the syntax (or at the end of the bytes) and returns what it had:
/// each container with its complete elements so far, the last one cut short
/// included with what it held. A string counts only with its closing quote and
/// a number only with the byte that ends it, so a cut never shortens a value
/// (`1250` cut to `12`, `"run_100"` cut to `"run_1`): every value returned is
/// a value of the original bytes.
enum TolerantJSONReader {
    /// A JSON value as far as it could be read.
    indirect enum Value: Equatable {
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        /// A number, as written (for whole numbers beyond `Int` and fractions).
        case number(Substring)
        case bool(Bool)
        case null

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.null, .null): true
            default: false
            }
        }
    }

    /// The deepest nesting read; deeper damage stops the reader (no recursion
    /// without bound on hostile bytes).
    static let maximumDepth = 64

    /// Everything readable at the start of `bytes`: `nil` when not even the
    /// first value began well.
    static func read(_ bytes: [UInt8]) -> Value? {
        var reader = Reader(bytes: bytes)
        return reader.value(depth: 0).value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The value here and whether it ended well (`false`: the reader
        /// stopped inside it, and nothing after it can be trusted).
        mutating func value(depth: Int) -> (value: Value?, complete: Bool) {
            skipWhitespace()
            guard index < bytes.count, depth < TolerantJSONReader.maximumDepth else { return (nil, false) }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""):
                guard let text = string() else { return (nil, false) }
                return (.string(text), true)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func object(depth: Int) -> (value: Value?, complete: Bool) {
            index += 1
            var members: [(key: String, value: Value)] = []
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return (.object(members), true) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return (.object(members), false) }
                skipWhitespace()
                guard consume(UInt8(ascii: ":")) else { return (.object(members), false) }
                let (value, complete) = self.value(depth: depth + 1)
                guard let value, complete else {
                    if let value, value.isContainer { members.append((key, value)) }
                    return (.object(members), false)
                }
                let (more, closed) = next(closing: UInt8(ascii: "}"))
                if more || closed || value.isContainer { members.append((key, value)) }
                if !more { return (.object(members), closed) }
            }
        }

        private mutating func array(depth: Int) -> (value: Value?, complete: Bool) {
            index += 1
            var elements: [Value] = []
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return (.array(elements), true) }
            while true {
                let (value, complete) = self.value(depth: depth + 1)
                guard let value, complete else {
                    if let value, value.isContainer { elements.append(value) }
                    return (.array(elements), false)
                }
                let (more, closed) = next(closing: UInt8(ascii: "]"))
                if more || closed || value.isContainer { elements.append(value) }
                if !more { return (.array(elements), closed) }
            }
        }

        /// A string with its closing quote, escapes decoded; `nil` when cut short or malformed.
        private mutating func string() -> String? {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() -> Bool {
                defer { run.removeAll(keepingCapacity: true) }
                guard !run.isEmpty else { return true }
                guard let text = String(validating: run, as: UTF8.self) else { return false }
                scalars.append(contentsOf: text.unicodeScalars)
                return true
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return flush() ? String(scalars) : nil
                case UInt8(ascii: "\\"):
                    guard flush(), let scalar = escape() else { return nil }
                    scalars.append(scalar)
                case 0..<0x20:
                    return nil
                default:
                    run.append(byte)
                }
            }
            return nil
        }

        /// The character after a backslash (the backslash already read).
        private mutating func escape() -> Unicode.Scalar? {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{8}"
            case UInt8(ascii: "f"): return "\u{C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let high = hex4() else { return nil }
                if (0xD800..<0xDC00).contains(high) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                    index += 2
                    guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                }
                return Unicode.Scalar(high)
            default: return nil
            }
        }

        private mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            return value
        }

        /// A number; the container checks the byte that ends it.
        private mutating func number() -> (value: Value?, complete: Bool) {
            let start = index
            let allowed = Set("+-0123456789.eE".utf8)
            while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
            guard index > start, index < bytes.count else { return (nil, false) }
            let text = Substring(decoding: bytes[start..<index], as: UTF8.self)
            guard Double(text) != nil else { return (nil, false) }
            return (.number(text), true)
        }

        private mutating func literal(_ word: String, _ value: Value) -> (value: Value?, complete: Bool) {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return (nil, false) }
            index += utf8.count
            return (value, true)
        }

        /// What follows a value in a container: a comma (`more`), the closing
        /// bracket (`closed`), or neither (damage: the reader stops there). A
        /// scalar counts only when one of the two follows it, so a value that
        /// garbage overwrote the end of is never taken for a shorter one.
        private mutating func next(closing: UInt8) -> (more: Bool, closed: Bool) {
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { return (true, false) }
            return (false, consume(closing))
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
    }
}

extension TolerantJSONReader.Value {
    /// Whether the value is an object or an array (kept with what it held even when cut short).
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }

    /// The members of an object (the last of a repeated key wins, as in JSONSerialization).
    var members: [String: TolerantJSONReader.Value]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The elements of an array.
    var elements: [TolerantJSONReader.Value]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The text of a string.
    var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// A number as a counter: whole, clamped to `0...Int.max`; `nil` for
    /// anything else (a fraction counts its whole part).
    var counter: Int? {
        guard case .number(let text) = self else { return nil }
        if let int = Int(text) { return max(0, int) }
        guard let double = Double(text), !double.isNaN else { return nil }
        if double >= Double(Int.max) { return .max }
        return double <= 0 ? 0 : Int(double)
    }
}
