import AchievementsCatalog
import SourceDiagnostics

/// What the catalog sections of activities and challenges share.
enum ResourceImages {
    /// An activity's or challenge's image, its version's default: its `image:` only (these kinds have no default name).
    static func defaultImage(_ name: Located<String>?, key: Located<String>, id: String, catalog: AchievementCatalog,
                             images: inout DesiredImages) -> DesiredImage? {
        name.flatMap { images.image(catalog.imagePath(named: $0.value), position: $0.position, of: id) }
    }

    /// The texts of each catalog language that has some: a name and an
    /// optional description, with the language's own image (a language
    /// without one shows the version's default image).
    static func namedLocalizations(_ texts: (String) -> TitledTexts?, id: String, catalog: AchievementCatalog,
                                   images: inout DesiredImages) -> [DesiredLocalization] {
        catalog.languages.compactMap { language -> DesiredLocalization? in
            guard let texts = texts(language.code.value) else { return nil }
            var fields: [FieldKey: Located<String>] = [.title: texts.title]
            fields[.description] = texts.description
            let own = texts.image.flatMap { images.image(catalog.imagePath(named: $0.value), position: $0.position, of: id) }
            var localization = DesiredLocalization(locale: language.ascLocale, texts: fields, position: texts.title.position, image: own)
            localization.namesImage = texts.image != nil
            return localization
        }
    }

    /// Resources named by key, as their IDs sorted and joined by `, ` (a
    /// key the catalog does not define stays as written: the rules refuse it).
    static func idList(_ keys: [Located<String>], ids: [String: String], at position: SourcePosition) -> Located<FieldValue> {
        Located(.text(keys.map { ids[$0.value] ?? $0.value }.sorted().joined(separator: ", ")), at: keys.first?.position ?? position)
    }
}

extension FieldValue {
    /// The sorted IDs of a relationship App Store Connect keeps no order for, as one value.
    package static func idList(_ ids: [String]) -> FieldValue {
        .text(ids.sorted().joined(separator: ", "))
    }
}
