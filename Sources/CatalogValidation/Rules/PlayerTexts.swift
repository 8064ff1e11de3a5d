import AchievementsCatalog

/// Which text of an achievement a finding is about; the label is built only
/// when a message needs it (validation of a large catalog visits millions).
enum ReadableText {
    case referenceName
    case title(language: String)
    case description(language: String)
    case earnedDescription(language: String)

    /// How a message names it: `reference name`, `'en' title`.
    var label: String {
        switch self {
        case .referenceName: "reference name"
        case .title(let language): "'\(language)' title"
        case .description(let language): "'\(language)' description"
        case .earnedDescription(let language): "'\(language)' earnedDescription"
        }
    }
}

extension Achievement {
    /// Calls `body` with every text of the achievement that people read: the
    /// reference name, then each language's title, description and earned description.
    func forEachReadableText(_ body: (ReadableText, Located<String>) -> Void) {
        body(.referenceName, referenceName)
        for localization in localizations {
            let language = localization.language.value
            body(.title(language: language), localization.title)
            body(.description(language: language), localization.description)
            if let earned = localization.earnedDescription { body(.earnedDescription(language: language), earned) }
        }
    }
}
