// swift-tools-version: 6.1
// A game package that generates its challenge code at build time with the
// ChallengesBuildPlugin. A real game names the achievements package by URL;
// here scripts/check-build-plugin.sh places a copy of it at ../achievements.
// `traits: []` leaves out the App Store Connect sync, which a game's build
// does not need: none of its packages are fetched or built.
import PackageDescription

let package = Package(
    name: "PluginClient",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(path: "../achievements", traits: []),
    ],
    targets: [
        .target(
            name: "KartQuestChallenges",
            dependencies: [.product(name: "Challenges", package: "achievements")],
            plugins: [.plugin(name: "ChallengesBuildPlugin", package: "achievements")]
        ),
        .executableTarget(
            name: "KartQuestCheck",
            dependencies: ["KartQuestChallenges", .product(name: "Challenges", package: "achievements")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
