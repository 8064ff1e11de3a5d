extension LockFile {
    /// The lock's text with its `synced` list replaced by `entries`, placed
    /// just before `released:` so `achievements lock` can keep appending to
    /// the released list at the end. Every other line is kept as it was.
    package static func replacingSynced(_ entries: [SyncedEntry], in existing: String?) -> String {
        let base = existing.map { $0.isEmpty || $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? header + "\n"
        var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if let start = lines.firstIndex(where: { isTopLevelKey($0, "synced") }) {
            var end = start + 1
            while end < lines.count, !startsTopLevelKey(lines[end]) { end += 1 }
            lines.removeSubrange(start..<end)
        }
        let block = syncedText(entries)
        if let released = lines.firstIndex(where: { isTopLevelKey($0, "released") }) {
            lines.insert(contentsOf: block, at: released)
        } else {
            lines += block
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `synced:` block's lines.
    static func syncedText(_ entries: [SyncedEntry]) -> [String] {
        guard !entries.isEmpty else { return [] }
        var lines = ["synced:"]
        for entry in entries {
            if entry.kind == .achievement {
                lines.append("  - id: \(YAMLScalarText.quoted(entry.id))")
            } else {
                lines.append("  - kind: \(YAMLScalarText.quoted(entry.kind.rawValue))")
                lines.append("    id: \(YAMLScalarText.quoted(entry.id))")
            }
            if let app = entry.app { lines.append("    app: \(YAMLScalarText.quoted(app))") }
            if let locale = entry.locale {
                lines.append("    locale: \(YAMLScalarText.quoted(locale))")
                if let fingerprint = entry.fingerprint { lines.append("    texts: \(YAMLScalarText.quoted(fingerprint))") }
                if let image = entry.imageSHA256 { lines.append("    image: \(YAMLScalarText.quoted(image))") }
            } else {
                if let fingerprint = entry.fingerprint { lines.append("    fields: \(YAMLScalarText.quoted(fingerprint))") }
                if let version = entry.version { lines.append("    version: \(YAMLScalarText.quoted(version))") }
                // The version's default image (an activity's or a challenge's).
                if let image = entry.imageSHA256 { lines.append("    image: \(YAMLScalarText.quoted(image))") }
            }
        }
        return lines
    }

    /// Whether `line` is the top-level key `key`.
    static func isTopLevelKey(_ line: String, _ key: String) -> Bool {
        line == key + ":" || line.hasPrefix(key + ": ") || line.hasPrefix(key + ":#")
    }

    /// Whether `line` starts another top-level key (not an item, comment or indented line).
    static func startsTopLevelKey(_ line: String) -> Bool {
        guard let first = line.first else { return false }
        return first != " " && first != "-" && first != "#" && first != "\t"
    }
}
