import AchievementsCatalog

/// The catalog's languages, for the rules that compare one kind's texts
/// language by language (titles unique, descriptions punctuated alike).
///
/// They gather each language's texts in one pass over the resources. A pass
/// per language read every resource again for each language and searched
/// its localizations each time: at 100,000 achievements, each pass another
/// walk through a model that no longer fits in the caches.
struct LanguageSlots {
    /// The catalog's language codes, in file order.
    let languages: [String]
    /// Each language's slot: the index of its first entry in ``languages``.
    private let slotByLanguage: [String: Int]
    /// The slot of each entry of ``languages``, by the entry's index.
    private let slots: [Int]

    init(_ context: RuleContext) {
        let codes = context.languageCodes
        let slotByLanguage = Dictionary(codes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        languages = codes
        self.slotByLanguage = slotByLanguage
        slots = codes.indices.map { slotByLanguage[codes[$0]] ?? $0 }
    }

    /// How many slots a rule keeps (one per entry of ``languages``; a
    /// language written twice uses its first entry's).
    var count: Int { languages.count }

    /// The slot of the language at `index` in ``languages``.
    func slot(at index: Int) -> Int { slots[index] }

    /// Calls `body` with each resource's first localization in each catalog
    /// language and that language's slot, resources in file order.
    func forEachLocalization<Resource: LocalizedResource>(of resources: [Resource], _ body: (Int, Resource, Resource.Localization) -> Void) {
        // The resource that last filled each slot: a language written twice
        // in one resource counts once, as its first localization.
        var filledBy = [Int](repeating: -1, count: languages.count)
        for (position, resource) in resources.enumerated() {
            for (index, localization) in resource.localizations.enumerated() {
                // Most resources list the catalog's languages in its order:
                // the language at the same place is tried before the table.
                let language = localization.language.value
                let slot = index < languages.count && languages[index] == language ? slots[index] : slotByLanguage[language]
                guard let slot, filledBy[slot] != position else { continue }
                filledBy[slot] = position
                body(slot, resource, localization)
            }
        }
    }
}
