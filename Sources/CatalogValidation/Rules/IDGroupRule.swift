import AchievementsCatalog
import SourceDiagnostics

/// `id-group`: an achievement's ASC ID is its group's `id`, a dot and at least one more segment.
package struct IDGroupRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "id-group",
        category: .identifiers,
        summary: #"an ID is its group's `id`, a dot and a name (`ach.run.overtakes.*`, `ach.total.overtakes.*`, `ach.control.*`)"#,
        example: #"catalog.yaml:49:9: error: ASC ID 'ach.total.0020' is in group 'best', so it must be 'ach.best.' followed by a name [id-group]"#,
        trigger: RuleTrigger(replacing: "id: ach.best.0020", with: "id: ach.total.0020"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard catalog.effectiveIDStyle == .dotted else { return } // IDs already live in another style
        for achievement in catalog.achievements {
            guard let group = catalog.group(of: achievement) else { continue }
            let id = achievement.id.value
            if Self.bytesShowName(after: group.idPrefix.value, in: id) { continue }
            let prefix = group.idPrefix.value + "."
            if !id.hasPrefix(prefix) || id.count == prefix.count {
                findings.error("ASC ID '\(id)' is in group '\(group.key.value)', so it must be '\(prefix)' followed by a name", at: achievement.id.position)
            }
        }
    }

    /// Whether `id`'s bytes are `groupID`'s, a dot and an ASCII byte: then
    /// `id` is the group's ID, a dot and a name, as the characters compare
    /// (an ASCII byte begins a new character after the dot). Most IDs are
    /// settled here without comparing characters; `false` leaves it to them.
    static func bytesShowName(after groupID: String, in id: String) -> Bool {
        let length = groupID.utf8.count
        guard id.utf8.count > length + 1 else { return false }
        var id = id, groupID = groupID
        return id.withUTF8 { idBytes in
            groupID.withUTF8 { groupBytes in
                idBytes[length] == UInt8(ascii: ".") && idBytes[length + 1] < 0x80
                    && UnsafeBufferPointer(rebasing: idBytes[..<length]).elementsEqual(groupBytes)
            }
        }
    }
}
