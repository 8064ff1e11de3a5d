/// A language of the catalog and the App Store Connect locale it is entered under.
public struct CatalogLanguage: Sendable, Hashable {
    /// The catalog's code for the language, such as `en` (the key under `localizations`).
    public var code: Located<String>
    /// The App Store Connect locale code, such as `en-US`.
    public var ascLocale: Located<String>

    /// Creates a language.
    public init(code: Located<String>, ascLocale: Located<String>) {
        self.code = code
        self.ascLocale = ascLocale
    }
}
