import SourceDiagnostics

/// One achievement: what the game unlocks and what admins enter in App Store Connect.
package struct Achievement: Sendable, Hashable {
    /// The position of the achievement's entry (its first key).
    package var position: SourcePosition
    /// The local identifier the game's code uses, such as `run_100`.
    package var key: Located<String>
    /// The App Store Connect achievement ID, such as `ach.run.overtakes.0100`; permanent once created.
    package var id: Located<String>
    /// The internal reference name in App Store Connect.
    package var referenceName: Located<String>
    /// The key of the group the achievement belongs to: its unlock rule,
    /// which the runtime evaluates. `nil` for one the game reports itself
    /// (a catalog adopted from App Store Connect or Xcode starts this way).
    package var group: Located<String>?
    /// The value to reach, for threshold groups.
    package var threshold: Located<Int>?
    /// The control input to use, for control-input groups.
    package var input: Located<String>?
    /// A type text that replaces the group's, such as `Accessibility/control`.
    package var type: Located<String>?
    /// Game Center points, 0 to 100.
    package var points: Located<Int>
    /// Whether players see the achievement only once earned.
    package var hidden: Located<Bool>
    /// Whether the achievement can be earned more than once; `nil` when not written (no).
    package var repeatable: Located<Bool>?
    /// The image file name in the artwork folder, if written (`KEY.png` otherwise).
    package var image: Located<String>?
    /// Why a released achievement's unlock rule changed, when it did on purpose.
    package var acknowledgedRuleChange: Located<String>?
    /// Activity properties (`activityProperties`): the game's own keys and
    /// values for the activities it is associated with, in file order.
    package var activityProperties: [ActivityProperty] = []
    /// The texts per language, in file order.
    package var localizations: [AchievementLocalization]
    /// The position of the `localizations` key.
    package var localizationsPosition: SourcePosition

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
        self.position = position
        self.key = key
        self.id = id
        self.referenceName = referenceName
        self.group = group
        self.threshold = threshold
        self.input = input
        self.type = type
        self.points = points
        self.hidden = hidden
        self.repeatable = repeatable
        self.image = image
        self.acknowledgedRuleChange = acknowledgedRuleChange
        self.localizations = localizations
        self.localizationsPosition = localizationsPosition
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
package struct AchievementLocalization: Sendable, Hashable {
    /// The catalog language code, such as `es`.
    package var language: Located<String>
    /// The display name, at most 50 characters.
    package var title: Located<String>
    /// The pre-earned description, also the earned one unless that is given.
    package var description: Located<String>
    /// A separate earned description, if given.
    package var earnedDescription: Located<String>?
    /// This language's image file in the artwork folder, when not the resource's (`image:` under the language).
    package var image: Located<String>? = nil

    /// Creates a localization.
    package init(
        language: Located<String>,
        title: Located<String>,
        description: Located<String>,
        earnedDescription: Located<String>?
    ) {
        self.language = language
        self.title = title
        self.description = description
        self.earnedDescription = earnedDescription
    }

    /// The description shown once earned: the separate one, or the pre-earned one.
    package var effectiveEarnedDescription: Located<String> {
        earnedDescription ?? description
    }
}
