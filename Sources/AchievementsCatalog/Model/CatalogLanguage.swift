/// A language of the catalog and the App Store Connect locale it is entered under.
package struct CatalogLanguage: Sendable, Hashable {
    /// The catalog's code for the language, such as `en` (the key under `localizations`).
    package var code: Located<String>
    /// The App Store Connect locale code, such as `en-US`.
    package var ascLocale: Located<String>

    /// Creates a language.
    package init(code: Located<String>, ascLocale: Located<String>) {
        self.code = code
        self.ascLocale = ascLocale
    }
}

/// A catalog language and the App Store Connect locale it is entered under, as plain text.
package struct LanguageLocale: Sendable, Hashable {
    /// The catalog language code, such as `ca`.
    package var language: String
    /// The App Store Connect locale code, such as `ca`.
    package var ascLocale: String

    /// Creates a pair.
    package init(language: String, ascLocale: String) {
        self.language = language
        self.ascLocale = ascLocale
    }
}

extension AchievementCatalog {
    /// The languages with their ASC locales, in catalog order.
    package var languageLocales: [LanguageLocale] {
        languages.map { LanguageLocale(language: $0.code.value, ascLocale: $0.ascLocale.value) }
    }
}

extension CatalogLanguage {
    /// A catalog language code for each App Store Connect locale, for files
    /// that name only locales (ASC, the admin CSV): the language part
    /// (`en-US` → `en`) unless two locales share it, then the whole locale
    /// in lower case (`en-us`, `en-gb`).
    package static func codes(forLocales locales: [String]) -> [String: String] {
        let languages = locales.map { String($0.split(separator: "-").first ?? Substring($0)).lowercased() }
        var codes: [String: String] = [:]
        for (locale, language) in zip(locales, languages) {
            codes[locale] = languages.filter { $0 == language }.count == 1 ? language : locale.lowercased()
        }
        return codes
    }
}
