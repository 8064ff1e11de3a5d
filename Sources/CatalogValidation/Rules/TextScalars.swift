/// White space as Unicode's `White_Space` property defines it, with ASCII
/// settled without a property lookup: the rules ask it of millions of
/// scalars in a large catalog, and nearly all are ASCII.
extension Unicode.Scalar {
    /// Whether the scalar is Unicode white space (tab to carriage return and
    /// the space in ASCII; no-break, ideographic and other spaces beyond).
    var isWhiteSpace: Bool {
        if isASCII { return value == 0x20 || (0x09...0x0D).contains(value) }
        return properties.isWhitespace
    }
}

extension String {
    /// Whether the text is empty or only white space.
    var isBlank: Bool { unicodeScalars.allSatisfy { $0.isWhiteSpace } }
}
