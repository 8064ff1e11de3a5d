import SourceDiagnostics

/// A quick pass over Swift source that measures how deep its syntax tree can
/// nest before the parser sees it. swift-syntax's time grows exponentially
/// with nested `[` (an array, dictionary or attribute can start there), and
/// its recursion follows every other kind of nesting, so a few kilobytes of
/// `a.b.a.b…` overflow the stack. Measured: bracket nesting, member-access
/// and call chains (`x.a().b…`, each link one level deeper), generic
/// arguments (`A<B<…>>`) and runs of prefix operators (`! ! ! x`). Text in
/// comments and string literals is skipped; interpolations (`\(…)`) are code.
struct NestingScan {
    /// `[` nested deeper than this is refused (the parser takes about 0.1 s at
    /// 14 levels and doubles its time with each level past that).
    static let maximumSquareDepth = ClientCheckLimits.squareDepth
    /// Brackets of any kind nested deeper than this are refused.
    static let maximumDepth = ClientCheckLimits.bracketDepth
    /// Links of one member-access or call chain (a long SwiftUI modifier chain has a few dozen).
    static let maximumChain = ClientCheckLimits.chainLinks
    /// Generic arguments nested deeper than this, or more prefix operators in a row.
    static let maximumOperatorNesting = ClientCheckLimits.operatorNesting

    /// The line where a limit is first passed.
    private(set) var firstTooDeepLine: Int?

    init(_ source: [UInt8]) {
        enum Context { case code(closers: [UInt8]), string(multiline: Bool, hashes: Int), blockComment(level: Int) }
        var contexts: [Context] = [.code(closers: [])]
        var index = 0, line = 1
        var openAll = 0, openSquare = 0
        // One chain count per open bracket: a chain continues after a call's `)`.
        var chains: [Int] = [0]
        var generic = 0, prefixRun = 0
        var lastSignificant: UInt8 = 0, previous: UInt8 = 0
        func tooDeep() { if firstTooDeepLine == nil { firstTooDeepLine = line } }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        func isOperator(_ byte: UInt8) -> Bool { "!~+-*/%<>&|^=?".utf8.contains(byte) }
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func opened(_ closer: UInt8) {
            chains.append(0)
            openAll += 1
            if closer == UInt8(ascii: "]") { openSquare += 1 }
            if firstTooDeepLine == nil && (openSquare > Self.maximumSquareDepth || openAll > Self.maximumDepth) { firstTooDeepLine = line }
        }
        func closed(_ closer: UInt8) {
            if chains.count > 1 { chains.removeLast() }
            openAll -= 1
            if closer == UInt8(ascii: "]") { openSquare -= 1 }
        }
        let count = source.count
        func at(_ offset: Int) -> UInt8 { offset < count ? source[offset] : 0 }
        func hashes(from offset: Int) -> Int {
            var n = 0
            while at(offset + n) == UInt8(ascii: "#") { n += 1 }
            return n
        }
        while index < count {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            switch contexts[contexts.count - 1] {
            case .blockComment(let level):
                if byte == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
                    contexts[contexts.count - 1] = .blockComment(level: level - 1)
                    if level == 1 { contexts.removeLast() }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                    contexts[contexts.count - 1] = .blockComment(level: level + 1)
                    index += 2
                    continue
                }
            case .string(let multiline, let hashCount):
                if byte == UInt8(ascii: "\\") && hashes(from: index + 1) == hashCount {
                    let after = index + 1 + hashCount
                    if at(after) == UInt8(ascii: "(") {
                        contexts.append(.code(closers: [UInt8(ascii: ")")]))
                        opened(UInt8(ascii: ")"))
                        index = after + 1
                        continue
                    }
                    index = after + 1 // an escaped character
                    continue
                }
                let quotes = multiline ? 3 : 1
                if byte == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ at(index + $0) == UInt8(ascii: "\"") })
                    && hashes(from: index + quotes) == hashCount {
                    contexts.removeLast()
                    index += quotes + hashCount
                    continue
                }
                if !multiline && byte == UInt8(ascii: "\n") { contexts.removeLast() } // unterminated: the parser reports it
            case .code(var closers):
                if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "/") {
                    while index < count && source[index] != UInt8(ascii: "\n") { index += 1 }
                    previous = 0x0A
                    continue
                }
                if byte == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") {
                    contexts.append(.blockComment(level: 1))
                    index += 2
                    continue
                }
                let leadingHashes = byte == UInt8(ascii: "#") ? hashes(from: index) : 0
                if byte == UInt8(ascii: "\"") || (leadingHashes > 0 && at(index + leadingHashes) == UInt8(ascii: "\"")) {
                    let start = index + leadingHashes
                    let multiline = at(start + 1) == UInt8(ascii: "\"") && at(start + 2) == UInt8(ascii: "\"")
                    contexts.append(.string(multiline: multiline, hashes: leadingHashes))
                    index = start + (multiline ? 3 : 1)
                    continue
                }
                let isSpace = isWhitespace(byte)
                if byte == UInt8(ascii: ".") && (isIdentifier(lastSignificant) || ")]?!>`".utf8.contains(lastSignificant)) {
                    chains[chains.count - 1] += 1
                    if chains[chains.count - 1] > Self.maximumChain { tooDeep() }
                } else if isIdentifier(byte) && !isIdentifier(previous) && previous != UInt8(ascii: ".") && previous != UInt8(ascii: "$") {
                    chains[chains.count - 1] = 0 // a new operand starts a new chain
                }
                if byte == UInt8(ascii: "<") && isIdentifier(previous) {
                    generic += 1
                    if generic > Self.maximumOperatorNesting { tooDeep() }
                } else if byte == UInt8(ascii: ">") && generic > 0 {
                    generic -= 1
                } else if byte == 0x0A || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                    generic = 0
                }
                if isOperator(byte) && !isOperator(previous) && (isWhitespace(previous) || isOperator(lastSignificant) || lastSignificant == 0
                    || "([{,=".utf8.contains(lastSignificant)) {
                    prefixRun += 1
                    if prefixRun > Self.maximumOperatorNesting { tooDeep() }
                } else if isIdentifier(byte) || byte == UInt8(ascii: "\"") {
                    prefixRun = 0
                }
                previous = byte
                if !isSpace { lastSignificant = byte }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    let closer = byte == UInt8(ascii: "(") ? UInt8(ascii: ")") : byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
                    closers.append(closer)
                    contexts[contexts.count - 1] = .code(closers: closers)
                    opened(closer)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if closers.count == 1 && contexts.count > 1 && byte == UInt8(ascii: ")") {
                        contexts.removeLast() // the end of an interpolation
                        closed(UInt8(ascii: ")"))
                    } else if let closer = closers.popLast() {
                        contexts[contexts.count - 1] = .code(closers: closers)
                        closed(closer)
                    }
                default: break
                }
            }
            index += 1
        }
    }

    /// Whether the parser may be given this source.
    var isWithinLimits: Bool { firstTooDeepLine == nil }
}
