import SourceDiagnostics

/// One language's texts of a kind that has a name and an optional
/// description, and nothing else: an activity's, a Game Center challenge's.
package struct TitledTexts: Sendable, Hashable {
    /// The catalog language code.
    package var language: Located<String>
    /// The name players see.
    package var title: Located<String>
    /// The description, when written.
    package var description: Located<String>?
    /// This language's image file in the artwork folder, when not the resource's (`image:` under the language).
    package var image: Located<String>? = nil

    /// Creates the texts.
    package init(language: Located<String>, title: Located<String>, description: Located<String>?) {
        self.language = language
        self.title = title
        self.description = description
    }
}

extension TitledTexts: ResourceLocalization {
    /// The name: at most 50 characters (inferred from the achievement title's limit).
    package static let titleField = LocalizedField(name: "title", role: .displayName, maxLength: ASCLimits.maxTitleLength)
    /// The description: at most 255 characters (inferred from the achievement description's limit).
    package static let descriptionField = LocalizedField(name: "description", role: .description, maxLength: ASCLimits.maxDescriptionLength)

    package func forEachText(_ body: (LocalizedField, Located<String>) -> Void) {
        body(Self.titleField, title)
        if let description { body(Self.descriptionField, description) }
    }
}
