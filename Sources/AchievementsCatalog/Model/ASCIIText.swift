extension String {
    /// Whether every byte is ASCII, read from the string's contiguous bytes:
    /// the UTF-8 view's generic walk cost tens of instructions a byte, and
    /// decoding asks it of keys and names throughout a catalog.
    var isAllASCII: Bool {
        var text = self
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }
}
