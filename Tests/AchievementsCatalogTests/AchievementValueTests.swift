import AchievementsCatalog
import SourceDiagnostics
import Testing

/// An achievement keeps its fields in one shared box: it must still behave
/// as a value, a copy changed on its own and equal achievements equal.
struct AchievementValueTests {
    static func achievement(key: String = "run_100", title: String = "Marathon") -> Achievement {
        let at = SourcePosition(line: 3, column: 5)
        let english = AchievementLocalization(language: Located("en", at: at), title: Located(title, at: at),
                                              description: Located("Run 100 laps.", at: at), earnedDescription: nil)
        return Achievement(
            position: at, key: Located(key, at: at), id: Located("ach.run.100", at: at), referenceName: Located("Run 100", at: at),
            group: Located("runs", at: at), threshold: Located(100, at: at), input: nil, type: nil,
            points: Located(10, at: at), hidden: Located(false, at: at), repeatable: nil,
            localizations: [english], localizationsPosition: at)
    }

    @Test("a changed copy leaves the original as it was, field by field")
    func copyChangesAlone() {
        let original = Self.achievement()
        var copy = original
        copy.key = Located("run_200", at: copy.key.position)
        copy.localizations[0].title = Located("Ultra", at: copy.localizations[0].title.position)
        copy.activityProperties = [ActivityProperty(key: Located("mode", at: copy.position), value: Located("solo", at: copy.position))]
        #expect(original.key.value == "run_100")
        #expect(original.localizations[0].title.value == "Marathon")
        #expect(original.activityProperties.isEmpty)
        #expect(copy.key.value == "run_200")
        #expect(copy.localizations[0].title.value == "Ultra")
        #expect(copy.activityProperties.map(\.value.value) == ["solo"])
        #expect(copy != original)
    }

    @Test("achievements built apart with the same fields are equal and hash alike; one field apart, they differ")
    func equalityByFields() {
        #expect(Self.achievement() == Self.achievement())
        #expect(Set([Self.achievement(), Self.achievement()]).count == 1)
        #expect(Self.achievement() != Self.achievement(title: "Sprint"))
        var changedBack = Self.achievement()
        changedBack.points = Located(20, at: changedBack.points.position)
        #expect(changedBack != Self.achievement())
        changedBack.points = Located(10, at: changedBack.points.position)
        #expect(changedBack == Self.achievement())
    }
}
