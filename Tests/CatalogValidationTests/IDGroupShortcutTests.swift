@testable import CatalogValidation
import Testing

@Suite("id-group: the byte shortcut")
struct IDGroupShortcutTests {
    @Test("whenever the bytes settle an ID, the characters agree: the group's ID, a dot and a name")
    func bytesAgreeWithCharacters() {
        // Group IDs and what may follow them: dots, ASCII, a combining acute
        // accent (which joins the character before it), é composed and
        // decomposed, an emoji, a line break.
        let groups = ["ach.best", "ach.é", "ach.e\u{301}", "a"]
        let pieces = [".", "x", "0", "\u{301}", "é", "e\u{301}", "😀", "\n", "ach", ".best"]
        var settled = 0
        for group in groups {
            var ids = [group]
            for _ in 0..<3 { ids += ids.flatMap { id in pieces.map { id + $0 } } }
            for id in ids + groups.map({ $0 + ".x" }) {
                guard IDGroupRule.bytesShowName(after: group, in: id) else { continue }
                let prefix = group + "."
                #expect(id.hasPrefix(prefix) && id.count > prefix.count, "\(group) \(id.unicodeScalars.map { String($0.value, radix: 16) })")
                settled += 1
            }
        }
        // The shortcut settles many, and never a dot followed by a combining mark.
        #expect(settled > 100)
        #expect(!IDGroupRule.bytesShowName(after: "ach.best", in: "ach.best.\u{301}x"))
        #expect(!"ach.best.\u{301}x".hasPrefix("ach.best."))
    }
}
