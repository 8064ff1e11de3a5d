extension LockFile {
    /// The lock's text with its `synced` list replaced by `entries`, placed
    /// just before `released:` so `achievements lock` can keep appending to
    /// the released list at the end. Every other line is kept as it was.
    ///
    /// The text is written once into one string: at Apple's limits the list
    /// has some 28,000 entries, and a line per string (then joined) held the
    /// lock several times over.
    package static func replacingSynced(_ entries: [SyncedEntry], in existing: String?) -> String {
        // A line feed ends the last line (`hasSuffix` would not see one after a carriage return).
        let base = existing.map { $0.isEmpty || $0.utf8.last == UInt8(ascii: "\n") ? $0 : $0 + "\n" } ?? header + "\n"
        let (old, released) = syncedBlockAndReleased(in: base)
        let insertion = released ?? base.endIndex
        var text = ""
        text.reserveCapacity(base.utf8.count + entries.count * 120)
        /// The base's text in `range`, without the old block.
        func appendBase(_ range: Range<String.Index>) {
            guard let old, old.overlaps(range) else { text += base[range]; return }
            text += base[range.lowerBound..<max(range.lowerBound, old.lowerBound)]
            text += base[min(range.upperBound, old.upperBound)..<range.upperBound]
        }
        appendBase(base.startIndex..<insertion)
        appendSyncedText(entries, to: &text)
        appendBase(insertion..<base.endIndex)
        return text.isEmpty ? "\n" : text
    }

    /// Where the first `synced:` block is (its key's line through the line
    /// before the next top-level key), and where the first `released:` line
    /// outside it starts. Lines end at line feeds; a carriage return before
    /// one is not part of what a line says.
    static func syncedBlockAndReleased(in base: String) -> (synced: Range<String.Index>?, released: String.Index?) {
        var synced: Range<String.Index>?
        var blockStart: String.Index?
        var released: String.Index?
        var lineStart = base.startIndex
        let bytes = base.utf8
        while lineStart < base.endIndex {
            let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? base.endIndex
            let next = newline < base.endIndex ? bytes.index(after: newline) : newline
            var line = base[lineStart..<newline]
            if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if let start = blockStart, startsTopLevelKey(line) {
                synced = start..<lineStart
                blockStart = nil
            }
            if blockStart == nil {
                if synced == nil, isTopLevelKey(line, "synced") {
                    blockStart = lineStart
                } else if released == nil, isTopLevelKey(line, "released") {
                    released = lineStart
                }
            }
            lineStart = next
        }
        if let start = blockStart { synced = start..<base.endIndex }
        return (synced, released)
    }

    /// Appends the `synced:` block, a line feed after each line.
    static func appendSyncedText(_ entries: [SyncedEntry], to text: inout String) {
        guard !entries.isEmpty else { return }
        func line(_ key: String, _ value: String) {
            text += key
            text += YAMLScalarText.quoted(value)
            text += "\n"
        }
        text += "synced:\n"
        for entry in entries {
            if entry.kind == .achievement {
                line("  - id: ", entry.id)
            } else {
                line("  - kind: ", entry.kind.rawValue)
                line("    id: ", entry.id)
            }
            if let app = entry.app { line("    app: ", app) }
            if let locale = entry.locale {
                line("    locale: ", locale)
                if let fingerprint = entry.fingerprint { line("    texts: ", fingerprint) }
                if let image = entry.imageSHA256 { line("    image: ", image) }
            } else {
                if let fingerprint = entry.fingerprint { line("    fields: ", fingerprint) }
                if let version = entry.version { line("    version: ", version) }
                // The version's default image (an activity's or a challenge's).
                if let image = entry.imageSHA256 { line("    image: ", image) }
            }
        }
    }

    /// Whether `line` is the top-level key `key`.
    static func isTopLevelKey(_ line: Substring, _ key: String) -> Bool {
        line == key + ":" || line.hasPrefix(key + ": ") || line.hasPrefix(key + ":#")
    }

    /// Whether `line` starts another top-level key (not an item, comment or indented line).
    static func startsTopLevelKey(_ line: Substring) -> Bool {
        guard let first = line.first else { return false }
        return first != " " && first != "-" && first != "#" && first != "\t"
    }
}
