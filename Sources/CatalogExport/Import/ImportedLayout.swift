import AchievementsCatalog
import SourceDiagnostics

/// The groups, metrics and inputs an imported sheet implies, with a note
/// for every decision the sheet could not make.
struct ImportedLayout {
    struct Group {
        var key: String
        var type: String
        var idPrefix: String
        var isThreshold: Bool
        var ruleText: String?
    }

    struct Input {
        var key: String
        var name: String
        var ruleText: String
    }

    var groups: [Group] = []
    /// The group key of each row, by row index.
    var groupOfRow: [String] = []
    /// The input key of each control row, by row index.
    var inputOfRow: [Int: String] = [:]
    var inputs: [Input] = []
    var notes: [(position: SourcePosition, message: String)] = []

    init(rows: [SheetRow]) {
        var typeOrder: [String] = []
        for row in rows where !typeOrder.contains(row.type) { typeOrder.append(row.type) }
        var usedKeys: Set<String> = []
        for (index, type) in typeOrder.enumerated() {
            let members = rows.filter { $0.type == type }
            var key = type.isEmpty ? "group\(index + 1)" : SwiftIdentifier.lowerCamelCase(type)
            if key.first?.isLetter != true { key = "group" + key }
            while usedKeys.contains(key) { key += "\(index + 1)" }
            usedKeys.insert(key)
            let isThreshold = members.first?.threshold != nil
            var ruleText: String?
            if isThreshold, let first = members.first, let number = first.threshold {
                ruleText = first.rule.replacingCharacters(in: number.range, with: "{threshold}")
            }
            for member in members where (member.threshold != nil) != isThreshold {
                notes.append((member.position, "'\(member.id)' has \(isThreshold ? "no number in its rule" : "a number in its rule") unlike the rest of the type '\(type)'; give it its own type, or fix its rule"))
            }
            if let ruleText {
                for member in members {
                    if let number = member.threshold, member.rule.replacingCharacters(in: number.range, with: "{threshold}") != ruleText {
                        notes.append((member.position, "the rule of '\(member.id)' does not follow '\(ruleText)' like the rest of its type; the group keeps the first"))
                    }
                }
            }
            groups.append(Group(key: key, type: type, idPrefix: Self.commonPrefix(members.map(\.id)), isThreshold: isThreshold, ruleText: ruleText))
        }
        groupOfRow = rows.map { row in groups.first { $0.type == row.type }?.key ?? "" }
        // One input per distinct control rule, named after the first achievement's key.
        var inputKeys: Set<String> = []
        for (index, row) in rows.enumerated() where row.threshold == nil {
            if let existing = inputs.first(where: { $0.ruleText == row.rule }) {
                inputOfRow[index] = existing.key
                continue
            }
            let siblings = rows.filter { $0.type == row.type }.map(\.key)
            var key = SwiftIdentifier.lowerCamelCase(String(row.key.dropFirst(Self.commonKeyPrefix(siblings).count)))
            if key == "unnamed" || key.first?.isLetter != true || inputKeys.contains(key) { key = "input\(inputs.count + 1)" }
            inputKeys.insert(key)
            inputs.append(Input(key: key, name: Self.words(key), ruleText: row.rule))
            inputOfRow[index] = key
        }
    }

    /// The dot-separated segments every ID shares, leaving each ID a segment of its own.
    static func commonPrefix(_ ids: [String]) -> String {
        let split = ids.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        guard var prefix = split.first.map({ Array($0.dropLast()) }) else { return "" }
        for segments in split.dropFirst() {
            let limit = min(prefix.count, segments.count - 1)
            var count = 0
            while count < limit, prefix[count] == segments[count] { count += 1 }
            prefix = Array(prefix.prefix(count))
        }
        return prefix.joined(separator: ".")
    }

    /// The `word_` prefix every key of a group shares (`control_` of `control_tap`, `control_swipe`).
    static func commonKeyPrefix(_ keys: [String]) -> String {
        guard keys.count > 1, let first = keys.first else { return String((keys.first ?? "").prefix { $0 != "_" }) + "_" }
        var prefix = Substring(first)
        for key in keys.dropFirst() { while !key.hasPrefix(prefix) { prefix = prefix.dropLast() } }
        guard let cut = prefix.lastIndex(of: "_") else { return "" }
        return String(prefix[...cut])
    }

    /// `voiceOver` → `Voice Over`.
    static func words(_ key: String) -> String {
        var out = ""
        for character in key {
            if character.isUppercase, !out.isEmpty { out.append(" ") }
            out.append(out.isEmpty ? Character(character.uppercased()) : character)
        }
        return out
    }
}
