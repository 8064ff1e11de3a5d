import SourceDiagnostics

/// One achievement: what the game unlocks and what admins enter in App Store Connect.
///
/// Its fields are kept in one shared box, copied only when a copy changes
/// (``CopyOnWrite``): every rule that walks the achievements copies each one,
/// and a copy of the fields themselves retained a dozen strings and arrays.
package struct Achievement: Sendable, Hashable {
    /// The fields, as an achievement holds them.
    private struct Fields: Sendable, Hashable {
        var position: SourcePosition
        var key: Located<String>
        var id: Located<String>
        var referenceName: Located<String>
        var group: Located<String>?
        var threshold: Located<Int>?
        var input: Located<String>?
        var type: Located<String>?
        var points: Located<Int>
        var hidden: Located<Bool>
        var repeatable: Located<Bool>?
        var image: Located<String>?
        var acknowledgedRuleChange: Located<String>?
        var activityProperties: [ActivityProperty] = []
        var localizations: [AchievementLocalization]
        var localizationsPosition: SourcePosition
    }

    private var fields: CopyOnWrite<Fields>

    /// The position of the achievement's entry (its first key).
    package var position: SourcePosition {
        get { fields.value.position }
        set { fields.update { $0.position = newValue } }
    }
    /// The local identifier the game's code uses, such as `run_100`.
    package var key: Located<String> {
        get { fields.value.key }
        set { fields.update { $0.key = newValue } }
    }
    /// The App Store Connect achievement ID, such as `ach.run.overtakes.0100`; permanent once created.
    package var id: Located<String> {
        get { fields.value.id }
        set { fields.update { $0.id = newValue } }
    }
    /// The internal reference name in App Store Connect.
    package var referenceName: Located<String> {
        get { fields.value.referenceName }
        set { fields.update { $0.referenceName = newValue } }
    }
    /// The key of the group the achievement belongs to: its unlock rule,
    /// which the runtime evaluates. `nil` for one the game reports itself
    /// (a catalog adopted from App Store Connect or Xcode starts this way).
    package var group: Located<String>? {
        get { fields.value.group }
        set { fields.update { $0.group = newValue } }
    }
    /// The value to reach, for threshold groups.
    package var threshold: Located<Int>? {
        get { fields.value.threshold }
        set { fields.update { $0.threshold = newValue } }
    }
    /// The control input to use, for control-input groups.
    package var input: Located<String>? {
        get { fields.value.input }
        set { fields.update { $0.input = newValue } }
    }
    /// A type text that replaces the group's, such as `Accessibility/control`.
    package var type: Located<String>? {
        get { fields.value.type }
        set { fields.update { $0.type = newValue } }
    }
    /// Game Center points, 0 to 100.
    package var points: Located<Int> {
        get { fields.value.points }
        set { fields.update { $0.points = newValue } }
    }
    /// Whether players see the achievement only once earned.
    package var hidden: Located<Bool> {
        get { fields.value.hidden }
        set { fields.update { $0.hidden = newValue } }
    }
    /// Whether the achievement can be earned more than once; `nil` when not written (no).
    package var repeatable: Located<Bool>? {
        get { fields.value.repeatable }
        set { fields.update { $0.repeatable = newValue } }
    }
    /// The image file name in the artwork folder, if written (`KEY.png` otherwise).
    package var image: Located<String>? {
        get { fields.value.image }
        set { fields.update { $0.image = newValue } }
    }
    /// Why a released achievement's unlock rule changed, when it did on purpose.
    package var acknowledgedRuleChange: Located<String>? {
        get { fields.value.acknowledgedRuleChange }
        set { fields.update { $0.acknowledgedRuleChange = newValue } }
    }
    /// Activity properties (`activityProperties`): the game's own keys and
    /// values for the activities it is associated with, in file order.
    package var activityProperties: [ActivityProperty] {
        get { fields.value.activityProperties }
        set { fields.update { $0.activityProperties = newValue } }
    }
    /// The texts per language, in file order.
    package var localizations: [AchievementLocalization] {
        get { fields.value.localizations }
        set { fields.update { $0.localizations = newValue } }
    }
    /// The position of the `localizations` key.
    package var localizationsPosition: SourcePosition {
        get { fields.value.localizationsPosition }
        set { fields.update { $0.localizationsPosition = newValue } }
    }

    /// Creates an achievement.
    package init(
        position: SourcePosition,
        key: Located<String>,
        id: Located<String>,
        referenceName: Located<String>,
        group: Located<String>?,
        threshold: Located<Int>?,
        input: Located<String>?,
        type: Located<String>?,
        points: Located<Int>,
        hidden: Located<Bool>,
        repeatable: Located<Bool>?,
        image: Located<String>? = nil,
        acknowledgedRuleChange: Located<String>? = nil,
        localizations: [AchievementLocalization],
        localizationsPosition: SourcePosition
    ) {
        fields = CopyOnWrite(Fields(
            position: position, key: key, id: id, referenceName: referenceName, group: group,
            threshold: threshold, input: input, type: type, points: points, hidden: hidden,
            repeatable: repeatable, image: image, acknowledgedRuleChange: acknowledgedRuleChange,
            localizations: localizations, localizationsPosition: localizationsPosition
        ))
    }

    /// Whether the runtime evaluates it: it has a group. One without is still
    /// in the ID mapping, every export and the sync; the game reports it.
    package var hasUnlockRule: Bool { group != nil }

    /// The texts for a language code, if present.
    package func localization(for language: String) -> AchievementLocalization? {
        localizations.first { $0.language.value == language }
    }

    /// The image file name: as written, or `KEY.png`.
    package var imageFile: String { image?.value ?? "\(key.value).png" }

    /// Where to point a diagnostic about the image: its `image` value, or the achievement.
    package var imagePosition: SourcePosition { image?.position ?? key.position }

    /// Whether the achievement can be earned more than once (no unless written).
    package var isRepeatable: Bool { repeatable?.value ?? false }
}

/// An achievement's texts in one language.
///
/// Kept in one shared box like ``Achievement``'s fields: the text rules copy
/// each localization they read, and a copy of the texts retained each one.
package struct AchievementLocalization: Sendable, Hashable {
    /// The texts, as a localization holds them.
    private struct Fields: Sendable, Hashable {
        var language: Located<String>
        var title: Located<String>
        var description: Located<String>
        var earnedDescription: Located<String>?
        var image: Located<String>? = nil
    }

    private var fields: CopyOnWrite<Fields>

    /// The catalog language code, such as `es`.
    package var language: Located<String> {
        get { fields.value.language }
        set { fields.update { $0.language = newValue } }
    }
    /// The display name, at most 50 characters.
    package var title: Located<String> {
        get { fields.value.title }
        set { fields.update { $0.title = newValue } }
    }
    /// The pre-earned description, also the earned one unless that is given.
    package var description: Located<String> {
        get { fields.value.description }
        set { fields.update { $0.description = newValue } }
    }
    /// A separate earned description, if given.
    package var earnedDescription: Located<String>? {
        get { fields.value.earnedDescription }
        set { fields.update { $0.earnedDescription = newValue } }
    }
    /// This language's image file in the artwork folder, when not the resource's (`image:` under the language).
    package var image: Located<String>? {
        get { fields.value.image }
        set { fields.update { $0.image = newValue } }
    }

    /// Creates a localization.
    package init(
        language: Located<String>,
        title: Located<String>,
        description: Located<String>,
        earnedDescription: Located<String>?
    ) {
        fields = CopyOnWrite(Fields(language: language, title: title, description: description, earnedDescription: earnedDescription))
    }

    /// The description shown once earned: the separate one, or the pre-earned one.
    package var effectiveEarnedDescription: Located<String> {
        earnedDescription ?? description
    }
}
