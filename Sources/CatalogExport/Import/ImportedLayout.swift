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

    /// Lays out `rows` in time linear in their number: every lookup by
    /// type, rule or key is a dictionary's. A row with neither a type nor a
    /// rule (an achievement the game reports itself, as export writes one
    /// without a group) gets no group.
    init(rows: [SheetRow]) {
        var typeOrder: [String] = []
        var membersOfType: [String: [Int]] = [:]
        for (index, row) in rows.enumerated() where !row.isReportedByGame {
            if membersOfType[row.type] == nil { typeOrder.append(row.type) }
            membersOfType[row.type, default: []].append(index)
        }
        var usedKeys: Set<String> = []
        var groupOfType: [String: String] = [:]
        for (index, type) in typeOrder.enumerated() {
            let members = (membersOfType[type] ?? []).map { rows[$0] }
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
            groupOfType[type] = key
        }
        groupOfRow = rows.map { groupOfType[$0.type] ?? "" }
        // One input per distinct control rule, named after the first achievement's key.
        var inputKeys: Set<String> = []
        var inputOfRule: [String: String] = [:]
        var keyPrefixOfType: [String: String] = [:]
        for (index, row) in rows.enumerated() where row.threshold == nil && !row.isReportedByGame {
            if let existing = inputOfRule[row.rule] {
                inputOfRow[index] = existing
                continue
            }
            let keyPrefix = keyPrefixOfType[row.type] ?? Self.commonKeyPrefix((membersOfType[row.type] ?? []).map { rows[$0].key })
            keyPrefixOfType[row.type] = keyPrefix
            var key = SwiftIdentifier.lowerCamelCase(String(row.key.dropFirst(keyPrefix.count)))
            if key == "unnamed" || key.first?.isLetter != true || inputKeys.contains(key) {
                // The fallback may itself be taken by a name made from a row's key (`control_input2`).
                var number = inputs.count + 1
                while inputKeys.contains("input\(number)") { number += 1 }
                key = "input\(number)"
            }
            inputKeys.insert(key)
            inputs.append(Input(key: key, name: Self.words(key), ruleText: row.rule))
            inputOfRule[row.rule] = key
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
