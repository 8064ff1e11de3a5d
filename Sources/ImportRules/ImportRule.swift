import SourceDiagnostics

/// The rules of `import csv` and `import gamekit` (CatalogExport): their own
/// target, so the rule catalogue lists them without building the exports.
package enum ImportRule {
    /// Every diagnostic of `import csv`.
    package static let csv = RuleDescriptor(
        id: "csv-import", category: .reading,
        summary: "`import csv` reads the admin CSV's achievements layout: its named columns, one row per achievement",
        example: #"sheet.csv:1:1: error: the CSV has no 'Achievement ID' column; import reads the achievements layout of `achievements export csv` [csv-import]"#)
    /// Every diagnostic of `import gamekit` (and of `validate --gamekit`) but duplicate keys.
    package static let gamekit = RuleDescriptor(
        id: "gamekit-import", category: .reading,
        summary: "`import gamekit` reads Xcode's GameCenterResources.gamekit: its JSON file and the images it names inside the bundle",
        example: #"GameCenterResources.gamekit/gameCenterResources.json:11:19: error: the image 'en-US/../../secret.png' of 'com.example.first' is not a path inside the bundle [gamekit-import]"#)
    /// A key repeated in one object of the bundle's JSON.
    package static let gamekitDuplicateKey = RuleDescriptor(
        id: "gamekit-duplicate-key", category: .reading,
        summary: "no key twice in one object of the bundle's JSON (readers disagree on which one wins)",
        example: #"GameCenterResources.gamekit/gameCenterResources.json:9:9: error: duplicate key 'points'; it is first defined at line 8, column 9 [gamekit-duplicate-key]"#)

    /// Every rule of the imports, as the rule catalogue lists them.
    package static let descriptors = [csv, gamekit, gamekitDuplicateKey]
}
