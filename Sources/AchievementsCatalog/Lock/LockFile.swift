import FileAccess
import CatalogYAML
import SourceDiagnostics

/// The lock of released IDs, `catalog.lock.yaml` beside the catalog: for each
/// achievement entered in App Store Connect, its key, ID and unlock rule, and
/// when it was released. `achievements lock` only ever appends to it.
package enum LockFile {
    /// The lock's file name beside the catalog.
    package static let defaultName = "catalog.lock.yaml"

    /// The default lock path for a catalog path.
    package static func defaultPath(forCatalog catalogPath: String) -> String {
        FilePath.join(FilePath.parent(of: catalogPath), defaultName)
    }

    /// The keys of the lock's top level and of an entry.
    static let topFields = ["format", "synced", "released"]
    static let syncedFields = ["id", "app", "locale", "fields", "texts", "image", "kind", "version"]
    static let entryFields = ["key", "id", "group", "progress", "metric", "threshold", "input", "released", "kind"]
    /// The keys of a released resource other than an achievement (`kind: leaderboard`).
    static let resourceFields = ["kind", "key", "id", "sort", "leaderboard", "released"]

    /// The header of a new lock file.
    package static let header = """
        # Achievements released to App Store Connect, written by `achievements lock`.
        # Entries are only ever added, never rewritten: App Store Connect IDs are
        # permanent. To stop using an achievement, list its id under `retired` in
        # the catalog; to change a released rule on purpose, give the achievement
        # an `acknowledgedRuleChange` reason.
        format: 1
        released:

        """

    /// Reads a lock from bytes.
    ///
    /// The `synced` list, which grows with every resource and language App
    /// Store Connect holds, is decoded item by item as it is read, so its
    /// nodes are never held together.
    package static func decode(_ bytes: [UInt8], path: String, limits: YAMLReadLimits = YAMLReadLimits()) -> Staged<ReleasedSet> {
        let stream = SyncedStream(path: path)
        let tree = YAMLReader(limits: limits).read(bytes, path: path, streamingItemsOf: "synced", onItem: stream.add)
        guard let root = tree.root, tree.diagnostics.isEmpty else { return .failed(tree.diagnostics) }
        var decoding = stream.decoding
        guard let fields = MappingFields(root, context: "the lock", known: topFields, decoding: &decoding) else { return .failed(decoding.diagnostics) }
        _ = fields.required("format", decoding: &decoding).flatMap { decoding.integer($0, field: "format") }
        var entries: [ReleasedAchievement] = []
        var resources: [ReleasedResource] = []
        if let list = fields.required("released", decoding: &decoding), list.scalarText != "" {
            if case .sequence(let items) = list.content {
                for item in items {
                    if let kind = item.value(forKey: "kind")?.scalarText, kind != GameCenterKind.achievement.rawValue {
                        if let resource = decodeResource(item, kind: kind, decoding: &decoding) { resources.append(resource) }
                        continue
                    }
                    guard let entry = MappingFields(item, context: "a lock entry", known: entryFields, decoding: &decoding) else { continue }
                    let key = entry.required("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
                    let id = entry.required("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
                    // Both or neither: an achievement the game reports itself has no rule.
                    let hasRule = entry.optional("group") != nil || entry.optional("progress") != nil
                    let group = hasRule ? entry.required("group", decoding: &decoding).flatMap { decoding.string($0, field: "group") } : nil
                    let progress = hasRule ? entry.required("progress", decoding: &decoding).flatMap { decoding.choice($0, field: "progress", as: ProgressKind.self) } : nil
                    let metric = entry.optional("metric").flatMap { decoding.string($0, field: "metric") }
                    let threshold = entry.optional("threshold").flatMap { decoding.integer($0, field: "threshold") }
                    let input = entry.optional("input").flatMap { decoding.string($0, field: "input") }
                    let released = entry.required("released", decoding: &decoding).flatMap { decoding.string($0, field: "released") }
                    if let key, let id, let released, !hasRule || (group != nil && progress != nil) {
                        entries.append(ReleasedAchievement(key: key, id: id, group: group, progress: progress, metric: metric,
                                                           threshold: threshold, input: input, released: released))
                    }
                }
            } else {
                decoding.error(SchemaRule.type.id, "'released' must be a list of released achievements, not a \(list.kindName)", at: list.position)
            }
        }
        entries = Self.withRulesRecordedLater(entries)
        // A streamed list comes back empty in the tree; anything else (a
        // scalar, a mapping) is still there, for decodeSynced to refuse.
        let synced = fields.optional("synced").map { stream.entries + decodeSynced($0, decoding: &decoding) } ?? []
        let diagnostics = decoding.diagnostics.sortedByPosition()
        var set = ReleasedSet(source: path, entries: entries, synced: synced)
        set.resources = resources
        return Staged(diagnostics.isEmpty ? set : nil, diagnostics: diagnostics)
    }

    /// A released resource other than an achievement: `{kind, key, id, sort, leaderboard, released}`.
    static func decodeResource(_ item: YAMLNode, kind: String, decoding: inout ScalarDecoding) -> ReleasedResource? {
        guard let entry = MappingFields(item, context: "a lock entry", known: resourceFields, decoding: &decoding) else { return nil }
        let kindValue = entry.required("kind", decoding: &decoding).flatMap { decoding.string($0, field: "kind") }
        guard let kindValue, let resourceKind = GameCenterKind(rawValue: kindValue.value), resourceKind != .achievement else {
            let shown = TerminalText.escaped(String(kind.prefix(ToolLimits.quotedCharacters)))
            let hint = Spelling.closest(to: kind, in: GameCenterKind.names).map { "; did you mean '\($0)'?" } ?? ""
            decoding.error(SchemaRule.type.id, "'kind' must be one of \(GameCenterKind.names.joined(separator: ", ")), not '\(shown)'\(hint)",
                           at: kindValue?.position ?? item.position)
            return nil
        }
        let key = entry.required("key", decoding: &decoding).flatMap { decoding.string($0, field: "key") }
        let id = entry.required("id", decoding: &decoding).flatMap { decoding.string($0, field: "id") }
        // Read as the catalog reads a sort order: a hostile lock's other word is refused, not quoted back.
        let sort = entry.optional("sort").flatMap { decoding.choice($0, field: "sort", as: ScoreSortOrder.self) }.map { $0.map(\.rawValue) }
        let leaderboard = entry.optional("leaderboard").flatMap { decoding.string($0, field: "leaderboard") }
        // A challenge's leaderboard is what released-challenge-leaderboard checks: required there, and nowhere else.
        if resourceKind == .gameCenterChallenge, leaderboard == nil {
            decoding.error(SchemaRule.missingField.id, "a released gameCenterChallenge entry is missing 'leaderboard' (the ID of the leaderboard it was released on)", at: item.position)
        } else if resourceKind != .gameCenterChallenge, let leaderboard {
            decoding.error(SchemaRule.unknownField.id, "'leaderboard' belongs only to a gameCenterChallenge entry; this one is kind: \(resourceKind.rawValue)", at: leaderboard.position)
        }
        let released = entry.required("released", decoding: &decoding).flatMap { decoding.string($0, field: "released") }
        guard let key, let id, let released else { return nil }
        return ReleasedResource(kind: resourceKind, key: key, id: id, sort: sort, leaderboard: leaderboard, released: released)
    }

    /// The `synced` list: `{id, app, fields}` per achievement, `{id, app, locale, texts, image}` per locale.
    static func decodeSynced(_ list: YAMLNode, decoding: inout ScalarDecoding) -> [SyncedEntry] {
        if list.scalarText == "" { return [] }
        guard case .sequence(let items) = list.content else {
            decoding.error(SchemaRule.type.id, "'synced' must be a list of what App Store Connect holds, not a \(list.kindName)", at: list.position)
            return []
        }
        return items.compactMap { decodeSyncedEntry($0, decoding: &decoding) }
    }

    /// Decodes the items of `synced` as the reader hands them over.
    private final class SyncedStream {
        var entries: [SyncedEntry] = []
        var decoding: ScalarDecoding

        init(path: String) {
            decoding = ScalarDecoding(path: path)
        }

        func add(_ item: YAMLNode) {
            if let entry = LockFile.decodeSyncedEntry(item, decoding: &decoding) { entries.append(entry) }
        }
    }

    /// One item of `synced`.
    static func decodeSyncedEntry(_ item: YAMLNode, decoding: inout ScalarDecoding) -> SyncedEntry? {
        guard let entry = MappingFields(item, context: "a synced entry", known: syncedFields, decoding: &decoding),
              let id = entry.required("id", decoding: &decoding).flatMap({ decoding.string($0, field: "id") }) else { return nil }
        let locale = entry.optional("locale").flatMap { decoding.string($0, field: "locale") }
        let fingerprint = entry.optional(locale == nil ? "fields" : "texts").flatMap { decoding.string($0, field: locale == nil ? "fields" : "texts") }
        let image = entry.optional("image").flatMap { decoding.string($0, field: "image") }
        let app = entry.optional("app").flatMap { decoding.string($0, field: "app") }
        let version = locale == nil ? entry.optional("version").flatMap { decoding.string($0, field: "version") } : nil
        let kind = entry.optional("kind").flatMap { decoding.string($0, field: "kind") }
        let named = kind.map { GameCenterKind(rawValue: $0.value) }
        if let kind, named == .some(nil) {
            let hint = Spelling.closest(to: kind.value, in: GameCenterKind.names).map { "; did you mean '\($0)'?" } ?? ""
            decoding.error(SchemaRule.type.id, "'kind' must be one of \(GameCenterKind.names.joined(separator: ", ")), not '\(TerminalText.escaped(kind.value))'\(hint)", at: kind.position)
            return nil
        }
        var synced = SyncedEntry(kind: (named ?? nil) ?? .achievement, id: id.value, app: app?.value, locale: locale?.value, fingerprint: fingerprint?.value,
                                 imageSHA256: image?.value)
        synced.version = version?.value
        return synced
    }

    /// `entries` with one per ID: an achievement released without a rule (the
    /// game reported it) whose rule `lock` appended later is that later entry,
    /// in the first one's place. The lock only ever appends, so this is how
    /// a rule given after release becomes one the stability rules keep.
    static func withRulesRecordedLater(_ entries: [ReleasedAchievement]) -> [ReleasedAchievement] {
        var first: [String: Int] = [:]
        var merged: [ReleasedAchievement] = []
        for entry in entries {
            if let index = first[entry.id.value] {
                if merged[index].progress == nil, entry.progress != nil { merged[index] = entry }
                continue
            }
            first[entry.id.value] = merged.count
            merged.append(entry)
        }
        return merged
    }

    /// The text that appends `entries` and then `resources` to a lock (a
    /// whole new file when `existing` is nil).
    package static func appendText(_ entries: [ReleasedAchievement], resources: [ReleasedResource] = [], to existing: String?) -> String {
        var text = existing.map { $0.isEmpty || $0.hasSuffix("\n") ? $0 : $0 + "\n" } ?? header
        for entry in entries {
            text += "  - key: \(YAMLScalarText.quoted(entry.key.value))\n"
            text += "    id: \(YAMLScalarText.quoted(entry.id.value))\n"
            if let group = entry.group { text += "    group: \(YAMLScalarText.quoted(group.value))\n" }
            if let progress = entry.progress { text += "    progress: \(progress.value.rawValue)\n" }
            if let metric = entry.metric { text += "    metric: \(YAMLScalarText.quoted(metric.value))\n" }
            if let threshold = entry.threshold { text += "    threshold: \(threshold.value)\n" }
            if let input = entry.input { text += "    input: \(YAMLScalarText.quoted(input.value))\n" }
            text += "    released: \(YAMLScalarText.quoted(entry.released.value))\n"
        }
        for resource in resources {
            text += "  - kind: \(resource.kind.rawValue)\n"
            text += "    key: \(YAMLScalarText.quoted(resource.key.value))\n"
            text += "    id: \(YAMLScalarText.quoted(resource.id.value))\n"
            if let sort = resource.sort { text += "    sort: \(YAMLScalarText.quoted(sort.value))\n" }
            if let leaderboard = resource.leaderboard { text += "    leaderboard: \(YAMLScalarText.quoted(leaderboard.value))\n" }
            text += "    released: \(YAMLScalarText.quoted(resource.released.value))\n"
        }
        return text
    }
}

/// Writes a string as a YAML scalar that every YAML reader takes as that string.
package enum YAMLScalarText {
    /// Words YAML 1.1 readers would take as booleans or null.
    static let reserved: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"]

    /// Plain when safe (letters, digits, `_`, `.`, `-`, not a reserved word,
    /// not a number), else double-quoted with escapes.
    package static func quoted(_ text: String) -> String {
        let safe = !text.isEmpty
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0) }
            && !reserved.contains(text.lowercased())
            && !(text.first.map { $0.isNumber || $0 == "-" || $0 == "." } ?? true)
        if safe { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if isPrintable(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += escape(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Whether YAML takes `scalar` as itself inside double quotes: printable
    /// in YAML 1.1, and not a line break (NEL, U+2028 and U+2029 are breaks
    /// to libyaml) or a byte order mark.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: true
        case 0xA0...0xD7FF: scalar.value != 0x2028 && scalar.value != 0x2029
        case 0xE000...0xFFFD: scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `\xXX`, `\uXXXX` or `\UXXXXXXXX`: YAML's double-quoted escapes.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        switch scalar.value {
        case 0...0xFF: return "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
        case 0x100...0xFFFF: return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        }
    }
}
