import SourceDiagnostics

/// A game's achievement catalog as written in `catalog.yaml`: the typed
/// boundary between the YAML reader and the validation rules and generators.
///
/// Order is kept everywhere: languages, inputs, groups and achievements are in
/// file order, which for achievements is the order admins enter them in App
/// Store Connect and players see them.
package struct AchievementCatalog: Sendable, Hashable {
    /// The path of the catalog file, as the user named it.
    package var path: String
    /// The version of the catalog format.
    package var format: Located<Int>
    /// The game's name.
    package var game: Located<String>
    /// The first segment of every App Store Connect ID, such as `ach`.
    package var idPrefix: Located<String>
    /// The catalog's languages; the first is the development language.
    package var languages: [CatalogLanguage]
    /// The position of the `languages` key.
    package var languagesPosition: SourcePosition
    /// The metrics the game counts per run.
    package var metrics: [CatalogMetric]
    /// The control inputs the game records per run.
    package var inputs: [ControlInputDeclaration]
    /// The position of the `inputs` key (the start of the file when absent).
    package var inputsPosition: SourcePosition
    /// The groups achievements belong to.
    package var groups: [AchievementGroup]
    /// The achievements in entry order.
    package var achievements: [Achievement]
    /// The position of the `achievements` key.
    package var achievementsPosition: SourcePosition
    /// The folder of achievement images, relative to the catalog file (`artwork` unless written).
    package var artworkFolder: Located<String>?
    /// IDs that were released and are no longer used; none may be used again.
    package var retired: [RetiredAchievement]
    /// The app's Apple ID in App Store Connect (`app: { appleID: "6758641625" }`),
    /// the number in its App Store address; it makes the write-review link.
    package var appleID: Located<String>?
    /// The key of the leaderboard Game Center shows first for the app
    /// (`app: { defaultLeaderboard: best_score }`), when the catalog sets one.
    package var defaultLeaderboard: Located<String>?
    /// Whether players can challenge each other in the app (`app: {
    /// challengesEnabled: no }`), when the catalog says; left as App Store
    /// Connect holds it otherwise.
    package var challengesEnabled: Located<Bool>?
    /// How the IDs are written (`idStyle`); `dotted` unless written.
    package var idStyle: Located<IDStyle>?
    /// The leaderboards, in the order players see them.
    package var leaderboards: [Leaderboard] = []
    /// The position of the `leaderboards` key (the start of the file when absent).
    package var leaderboardsPosition: SourcePosition = .startOfFile
    /// The leaderboard sets, in the order players see them.
    package var leaderboardSets: [LeaderboardSet] = []
    /// The position of the `leaderboardSets` key (the start of the file when absent).
    package var leaderboardSetsPosition: SourcePosition = .startOfFile
    /// The activities, in the order players see them.
    package var activities: [Activity] = []
    /// The position of the `activities` key (the start of the file when absent).
    package var activitiesPosition: SourcePosition = .startOfFile
    /// The Game Center challenges, in the order players see them.
    package var gameCenterChallenges: [GameCenterChallenge] = []
    /// The position of the `gameCenterChallenges` key (the start of the file when absent).
    package var gameCenterChallengesPosition: SourcePosition = .startOfFile

    /// The ID style as written, or the default.
    package var effectiveIDStyle: IDStyle { idStyle?.value ?? .dotted }

    /// The default artwork folder.
    package static let defaultArtworkFolder = "artwork"

    /// The artwork folder as written, or the default.
    package var effectiveArtworkFolder: String { artworkFolder?.value ?? Self.defaultArtworkFolder }

    /// Creates a catalog.
    package init(
        path: String,
        format: Located<Int>,
        game: Located<String>,
        idPrefix: Located<String>,
        languages: [CatalogLanguage],
        languagesPosition: SourcePosition,
        metrics: [CatalogMetric],
        inputs: [ControlInputDeclaration],
        inputsPosition: SourcePosition,
        groups: [AchievementGroup],
        achievements: [Achievement],
        achievementsPosition: SourcePosition,
        artworkFolder: Located<String>? = nil,
        retired: [RetiredAchievement] = [],
        appleID: Located<String>? = nil
    ) {
        self.path = path
        self.format = format
        self.game = game
        self.idPrefix = idPrefix
        self.languages = languages
        self.languagesPosition = languagesPosition
        self.metrics = metrics
        self.inputs = inputs
        self.inputsPosition = inputsPosition
        self.groups = groups
        self.achievements = achievements
        self.achievementsPosition = achievementsPosition
        self.artworkFolder = artworkFolder
        self.appleID = appleID
        self.retired = retired
    }

    /// The group named `key`, if declared.
    package func group(named key: String) -> AchievementGroup? {
        groups.first { $0.key.value == key }
    }

    /// The group an achievement belongs to, if declared.
    package func group(of achievement: Achievement) -> AchievementGroup? {
        achievement.group.flatMap { group(named: $0.value) }
    }

    /// The sum of every achievement's points (negative points count as 0,
    /// `points-range` reports them), saturating at `Int.max`.
    package var totalPoints: Int {
        achievements.lazy.map { max(0, $0.points.value) }.saturatingSum()
    }
}

extension Staged where Value == AchievementCatalog {
    /// The catalog, when the stage could read one.
    package var catalog: AchievementCatalog? { value }

    /// An outcome with `catalog` and `diagnostics`.
    package init(catalog: AchievementCatalog?, diagnostics: [Diagnostic]) {
        self.init(catalog, diagnostics: diagnostics)
    }
}
