// swift-tools-version: 6.1
// The build-tool plugin with a prebuilt generator: the same plugin as the
// toolkit's ChallengesBuildPlugin (its source is a link to it), running the
// `achievements-generate` that scripts/install.sh builds in release mode and
// writes beside this file as an artifact bundle, so a game's clean build does
// not compile the generator first. A game that depends on the toolkit's
// checkout by path depends on this folder too:
//
//     .package(path: "../achievements", traits: []),
//     .package(path: "../achievements/PrebuiltPlugin"),
//     …
//     plugins: [.plugin(name: "ChallengesPrebuiltPlugin", package: "PrebuiltPlugin")]
//
// Until scripts/install.sh has run, the bundle is missing and SwiftPM says so.
import PackageDescription

let package = Package(
    name: "PrebuiltPlugin",
    products: [
        .plugin(name: "ChallengesPrebuiltPlugin", targets: ["ChallengesPrebuiltPlugin"]),
    ],
    targets: [
        // Written by scripts/install.sh (never committed): the generator for this machine's platform.
        .binaryTarget(name: "AchievementsGenerateTool", path: "AchievementsGenerateTool.artifactbundle"),
        .plugin(name: "ChallengesPrebuiltPlugin", capability: .buildTool(), dependencies: ["AchievementsGenerateTool"]),
    ]
)
