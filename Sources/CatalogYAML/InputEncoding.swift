import SourceDiagnostics

/// Checks that input is UTF-8 before libyaml sees it.
///
/// libyaml would auto-detect UTF-16 and report bad bytes without an offset;
/// the catalog format is UTF-8 only, and a bad byte is reported with its
/// byte offset and its line and column.
enum InputEncoding {
    /// What is wrong with the encoding, if anything.
    struct Problem: Error, Equatable {
        var byteOffset: Int
        var message: String
    }

    /// The three bytes of a UTF-8 byte order mark.
    static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The number of leading bytes to skip (a UTF-8 BOM), or the problem.
    static func check(_ bytes: [UInt8]) -> Result<Int, Problem> {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            return .failure(Problem(byteOffset: 0, message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"))
        }
        let skip = bytes.starts(with: utf8BOM) ? utf8BOM.count : 0
        if let nul = firstNUL(in: bytes) {
            let hint = nul <= 1 || (nul < 4 && bytes.count > 3) ? "; the file may be UTF-16 or UTF-32: save it as UTF-8" : ""
            return .failure(Problem(byteOffset: nul, message: "NUL byte at byte offset \(nul)\(hint)"))
        }
        guard let offset = firstInvalidOffset(in: bytes, from: skip) else { return .success(skip) }
        let shown = bytes[offset..<min(offset + 4, bytes.count)].map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return "0x" + (hex.count == 1 ? "0" + hex : hex)
        }
        return .failure(Problem(
            byteOffset: offset,
            message: "invalid UTF-8 at byte offset \(offset) (bytes \(shown.joined(separator: " "))); save the file as UTF-8"
        ))
    }

    /// The offset of the first NUL byte, if any. Eight bytes at a time: a
    /// word has a zero byte exactly when subtracting one from each byte
    /// borrows into a byte whose top bit was clear.
    static func firstNUL(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { buffer -> Int? in
            let count = buffer.count
            var index = 0
            while count - index >= 8 {
                let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            while index < count {
                if buffer[index] == 0 { return index }
                index += 1
            }
            return nil
        }
    }

    /// The offset of the first byte from `start` that does not begin a valid
    /// UTF-8 sequence (overlong forms, surrogates and values past U+10FFFF
    /// included), or `nil` when all are valid. One pass, no copy; eight
    /// ASCII bytes at a time, as most of a catalog is.
    static func firstInvalidOffset(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBytes { buffer -> Int? in
            var index = start
            let count = buffer.count
            while index < count {
                if count - index >= 8, buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var low: UInt8 = 0x80, high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= low && second <= high else { return index }
                for next in stride(from: index + 2, to: index + length, by: 1) where buffer[next] & 0xC0 != 0x80 {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    /// The line and column of a byte offset: lines end at LF, CR or CRLF;
    /// columns count Unicode scalars, as libyaml counts them.
    static func position(ofByteOffset target: Int, in bytes: [UInt8], skipping skip: Int = 0) -> SourcePosition {
        var line = 1
        var column = 1
        var index = skip
        while index < target && index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
