// swift-tools-version: 6.1
import PackageDescription

/// The trait that builds the App Store Connect sync into the tool. On by
/// default (this repository, `swift run achievements asc …`); a game that only
/// needs the runtime and the plugins depends with `traits: []`, so none of the
/// sync's packages (swift-crypto, the OpenAPI runtime, …) enter its build.
let sync = "AppStoreConnectSync"

/// A product the sync needs, only when its trait is on.
func syncProduct(_ name: String, _ package: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: [sync]))
}

let package = Package(
    name: "achievements",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    // Products are what another package may depend on: the tool, the game's
    // runtime libraries and the plugins. The pipeline's stages are targets
    // only: their API serves the tool and its tests, not other packages.
    products: [
        .executable(name: "achievements", targets: ["achievements"]),
        .executable(name: "achievements-asc", targets: ["achievements-asc"]),
        .library(name: "Challenges", targets: ["Challenges"]),
        .library(name: "ChallengesGameCenter", targets: ["ChallengesGameCenter"]),
        .library(name: "ReviewPrompt", targets: ["ReviewPrompt"]),
        .library(name: "RetroRacingChallenges", targets: ["RetroRacingChallenges"]),
        .plugin(name: "ChallengesBuildPlugin", targets: ["ChallengesBuildPlugin"]),
        .plugin(name: "GenerateChallengesCommand", targets: ["GenerateChallengesCommand"]),
    ],
    traits: [
        .trait(name: sync, description: "The App Store Connect sync (`achievements asc`): the generated API client, its transport and ES256 tokens."),
        .default(enabledTraits: [sync]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Every major the client check builds with (600, 602 and 603 were built
        // and tested here), so a game whose macros pin another major resolves both.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        // The App Store Connect sync: the generated client's runtime, ES256
        // for the API key's tokens, and (tests only) Hummingbird serving the
        // simulator's generated server stubs. The transport is our own
        // (ASCClient's BoundedTransport over libcurl): URLSession follows
        // redirects with the token and cannot bound an answer on Linux.
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // Stage 0: the system libyaml, linked directly (no Yams).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Positions, diagnostics and the formats they are reported in.
        .target(name: "SourceDiagnostics"),
        // The machine-readable formats of diagnostics (JSON, GitHub Actions,
        // SARIF): their own target, so the plugin's generate-only tool, which
        // prints text, builds neither them nor Foundation's encoders.
        .target(name: "DiagnosticReporters", dependencies: ["SourceDiagnostics"]),
        // Bounded reads, path text, the output-folder rule and the safe writer:
        // every file the tool reads or writes goes through here.
        .target(name: "FileAccess", dependencies: ["SourceDiagnostics"]),
        // Running other programs (git for the tool; the tool, git, swiftc and
        // Python for the tests) with swift-subprocess, output bounded.
        .target(name: "ProcessRunning", dependencies: [.product(name: "Subprocess", package: "swift-subprocess")]),
        // Stage 1: bytes -> YAML node tree with line and column of every node.
        .target(name: "CatalogYAML", dependencies: ["CYAML", "SourceDiagnostics"]),
        // Stage 2: node tree -> typed catalog model.
        .target(name: "AchievementsCatalog", dependencies: ["CatalogYAML", "SourceDiagnostics", "FileAccess"]),
        // Stage 3: catalog model -> diagnostics, one rule per type.
        .target(name: "CatalogValidation", dependencies: ["AchievementsCatalog", "SourceDiagnostics", "FileAccess"]),
        // Stage 4a: templates -> files, for any typed render context, with
        // swift-mustache. It knows nothing of the catalog, so it builds beside
        // the catalog stages instead of after them.
        .target(
            name: "TemplateRendering",
            dependencies: ["SourceDiagnostics", "FileAccess", .product(name: "Mustache", package: "swift-mustache")]
        ),
        // Stage 4b: catalog model -> typed render context -> files, with the
        // built-in templates.
        .target(name: "CatalogGeneration", dependencies: ["AchievementsCatalog", "TemplateRendering", "SourceDiagnostics", "FileAccess"]),
        // The whole generate step (check with the lock, render, write) as one
        // call, shared by the command line and the generate-only tool.
        .target(
            name: "GenerationPipeline",
            dependencies: ["AchievementsCatalog", "CatalogValidation", "CatalogGeneration", "TemplateRendering", "FileAccess", "SourceDiagnostics"]
        ),
        // The generate-only tool the build-tool plugin runs: no swift-syntax,
        // no argument parser, no swift-subprocess, so a game's build stays lean.
        .executableTarget(name: "achievements-generate", dependencies: ["GenerationPipeline", "CatalogGeneration", "AchievementsCatalog", "SourceDiagnostics"]),
        // Stage 4c: what admins need: CSV, String Catalog, docs, readiness checklist.
        .target(name: "CatalogExport", dependencies: ["AchievementsCatalog", "CatalogValidation", "CatalogYAML", "ImportRules", "SourceDiagnostics", "FileAccess"]),
        // The rule descriptors of the imports and of the client check alone, so
        // the rule catalogue (and `generate-challenges`, which needs it for the
        // configuration's rule IDs) lists them without the exports or swift-syntax.
        .target(name: "ImportRules", dependencies: ["SourceDiagnostics"]),
        .target(name: "ClientCheckRules", dependencies: ["SourceDiagnostics"]),
        // The game's own Swift code checked against the catalog, with swift-syntax:
        // its own target, so only the command line pays swift-syntax's build time.
        .target(
            name: "ClientCodeCheck",
            dependencies: [
                "AchievementsCatalog", "ClientCheckRules", "SourceDiagnostics", "FileAccess",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // One pipeline stage per process, for Benchmarks/run.py (scripts/benchmark.sh).
        .executableTarget(
            name: "achievements-benchmark",
            dependencies: ["CatalogValidation", "CatalogGeneration", "TemplateRendering", "CatalogExport", "AchievementsCatalog", "CatalogYAML", "FileAccess"],
            path: "Benchmarks/Runner"
        ),
        // libcurl, for the sync's transport (see ASCClient's BoundedTransport):
        // redirects refused, answers bounded as they arrive, one deadline per attempt.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        // The App Store Connect API as Apple's OpenAPI document describes it:
        // types and client generated ahead of time from openapi/asc-achievements.json
        // (scripts/generate-asc-api.sh).
        .target(name: "ASCAPI", dependencies: [syncProduct("OpenAPIRuntime", "swift-openapi-runtime")]),
        // Talking to App Store Connect: API-key tokens, the URLSession
        // transport, retries and rate limits, paging, uploads, ASC's errors.
        .target(
            name: "ASCClient",
            dependencies: [
                "ASCAPI", "ASCSync", "AchievementsCatalog", "SourceDiagnostics",
                .target(name: "CCurl", condition: .when(traits: [sync])),
                syncProduct("OpenAPIRuntime", "swift-openapi-runtime"),
                syncProduct("HTTPTypes", "swift-http-types"),
                syncProduct("Crypto", "swift-crypto"),
            ]
        ),
        // Catalog -> plan against what ASC holds -> apply: the sync's
        // decisions, independent of HTTP (it talks to an ASCService).
        .target(
            name: "ASCSync",
            dependencies: ["AchievementsCatalog", "SyncRules", "SourceDiagnostics", "FileAccess", syncProduct("Crypto", "swift-crypto")]
        ),
        // A sync run up to its plan, and the lock it records after: what the
        // `asc` commands share, as a library the tests run in process.
        .target(
            name: "SyncSession",
            dependencies: ["ASCClient", "ASCSync", "SyncRules", "CatalogValidation", "AchievementsCatalog", "CatalogYAML", "FileAccess", "SourceDiagnostics"]
        ),
        // The sync's rule descriptors alone, so `achievements rules` lists
        // them without linking the sync (or swift-crypto) into the tool.
        .target(name: "SyncRules", dependencies: ["SourceDiagnostics"]),
        // The runtime a game links: progress, backfill, telemetry, reporting.
        // Foundation and swift-log only; knows nothing of YAML or the toolkit.
        .target(name: "Challenges", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // The Game Center reporter: every decision in portable code behind a
        // small client protocol; the GameKit client compiles only where GameKit exists.
        .target(name: "ChallengesGameCenter", dependencies: ["Challenges"]),
        // The review prompt of the rating-system document: Foundation only,
        // StoreKit behind canImport; knows nothing of the toolkit.
        .target(name: "ReviewPrompt"),
        // The bundled catalog's generated code, committed and compiled like a
        // game would compile it (`achievements generate --check` keeps it fresh).
        .target(name: "RetroRacingChallenges", dependencies: ["Challenges"]),
        // What the two command-line executables share: the catalog and
        // stability options, the diagnostic formats, the rule catalogue, the
        // one place that prints diagnostics and picks the exit status.
        .target(
            name: "CommandLineSupport",
            dependencies: [
                "AchievementsCatalog", "CatalogValidation", "CatalogYAML", "CatalogGeneration", "GenerationPipeline", "ClientCheckRules", "ImportRules",
                "SourceDiagnostics", "DiagnosticReporters", "FileAccess", "ProcessRunning",
                .target(name: "SyncRules", condition: .when(traits: [sync])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The command-line tool: argument parsing, wiring and printing only.
        .executableTarget(
            name: "achievements",
            dependencies: [
                "CommandLineSupport",
                "AchievementsCatalog",
                "CatalogValidation",
                "CatalogGeneration", "TemplateRendering",
                "CatalogExport",
                "GenerationPipeline",
                "ClientCodeCheck",
                "SourceDiagnostics",
                "DiagnosticReporters",
                "FileAccess",
                "ProcessRunning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `achievements asc`, which `achievements` runs in its place: a
        // process of its own, so the networking stack (FoundationNetworking,
        // libcurl and its libraries) and the generated API client load only
        // for the sync, not on every validate.
        .executableTarget(
            name: "achievements-asc",
            dependencies: [
                "CommandLineSupport", "AchievementsCatalog", "CatalogValidation", "SourceDiagnostics", "FileAccess",
                .target(name: "ASCClient", condition: .when(traits: [sync])),
                .target(name: "ASCSync", condition: .when(traits: [sync])),
                .target(name: "SyncRules", condition: .when(traits: [sync])),
                .target(name: "SyncSession", condition: .when(traits: [sync])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `achievements generate` alone, for the command plugin: the same
        // options and run (CommandLineSupport's GenerateArguments) without
        // swift-syntax or the exports, which SwiftPM would build a second time
        // for the host only to run the plugin.
        .executableTarget(
            name: "generate-challenges",
            dependencies: ["CommandLineSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Generation at build time, for client packages (no Run Script phase).
        .plugin(name: "ChallengesBuildPlugin", capability: .buildTool(), dependencies: ["achievements-generate"]),
        // `swift package generate-challenges`: generation into the package, on demand.
        .plugin(
            name: "GenerateChallengesCommand",
            capability: .command(
                intent: .custom(verb: "generate-challenges", description: "Generate challenge code from catalog.yaml"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated challenge code into the package")]
            ),
            dependencies: ["generate-challenges"]
        ),
        .target(name: "CatalogTestSupport", dependencies: ["ProcessRunning", "CatalogValidation", .product(name: "Logging", package: "swift-log")],
                path: "Tests/CatalogTestSupport"),
        // Adds to one challenge store from a process of its own: ChallengesTests
        // runs two at once over one store to prove no increment is lost.
        .executableTarget(name: "challenge-store-hammer", dependencies: ["Challenges"], path: "Tests/ChallengeStoreHammer"),
        .testTarget(name: "ChallengesTests", dependencies: ["Challenges", "ChallengesGameCenter", "CatalogTestSupport", "challenge-store-hammer"]),
        // Golden output of the fixture catalog: compared byte for byte by
        // CatalogGenerationTests and compiled here, so the templates always make code that builds.
        .target(name: "DemoChallenges", dependencies: ["Challenges"], path: "Tests/GoldenOutput/DemoChallenges"),
        // The same for the fixture with an activity and a Game Center challenge (game `Kinds`).
        .target(name: "KindsChallenges", dependencies: ["Challenges"], path: "Tests/GoldenOutput/KindsChallenges"),
        .testTarget(
            name: "CatalogGenerationTests",
            dependencies: ["CatalogGeneration", "TemplateRendering", "AchievementsCatalog", "CatalogTestSupport", "Challenges", "DemoChallenges", "KindsChallenges"],
            exclude: ["FuzzRegressions"]
        ),
        .testTarget(name: "CatalogExportTests", dependencies: ["CatalogExport", "CatalogValidation", "AchievementsCatalog", "CatalogTestSupport", "SourceDiagnostics"],
                    exclude: ["CSVFuzzRegressions"]),
        .testTarget(
            name: "ClientCodeCheckTests",
            dependencies: ["ClientCodeCheck", "AchievementsCatalog", "CatalogTestSupport", "CatalogValidation", "SourceDiagnostics"],
            exclude: ["Fixtures", "FuzzRegressions"]
        ),
        .testTarget(name: "RetroRacingChallengesTests", dependencies: ["RetroRacingChallenges", "Challenges", "ChallengesGameCenter", "CatalogTestSupport"]),
        .testTarget(name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics", "DiagnosticReporters"]),
        .testTarget(name: "TemplateRenderingTests", dependencies: ["TemplateRendering"]),
        .testTarget(name: "GenerationPipelineTests", dependencies: ["GenerationPipeline", "CatalogGeneration", "AchievementsCatalog", "FileAccess", "SourceDiagnostics", "CatalogTestSupport"]),
        .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport", "CatalogValidation", "AchievementsCatalog", "SourceDiagnostics", "CatalogTestSupport",
                                                       "ClientCheckRules", "ImportRules"]),
        .testTarget(name: "FileAccessTests", dependencies: ["FileAccess"]),
        .testTarget(name: "ReviewPromptTests", dependencies: ["ReviewPrompt", "CatalogTestSupport"]),
        .testTarget(name: "CatalogYAMLTests", dependencies: ["CatalogYAML", "CatalogTestSupport"], exclude: ["Corpus", "FuzzRegressions", "PyYAMLExpectations"]),
        .testTarget(name: "AchievementsCatalogTests", dependencies: ["AchievementsCatalog", "CatalogTestSupport"], exclude: ["ConfigurationFuzzRegressions"]),
        .testTarget(
            name: "CatalogValidationTests",
            dependencies: ["CatalogValidation", "AchievementsCatalog", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AchievementsCLITests",
            dependencies: ["achievements", "generate-challenges", "CatalogTestSupport", "CatalogExport", "AchievementsCatalog"]
        ),
        // A stateful App Store Connect on loopback for the tests: the generated
        // server stubs of the same document, served by Hummingbird.
        .target(
            name: "ASCSimulator",
            dependencies: [
                "ASCAPI",
                "AchievementsCatalog",
                syncProduct("OpenAPIRuntime", "swift-openapi-runtime"),
                syncProduct("OpenAPIHummingbird", "swift-openapi-hummingbird"),
                syncProduct("Hummingbird", "hummingbird"),
                syncProduct("Crypto", "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                syncProduct("ServiceLifecycle", "swift-service-lifecycle"),
            ],
            path: "Tests/ASCSimulator"
        ),
        .testTarget(
            name: "ASCClientTests",
            dependencies: ["ASCClient", "AchievementsCatalog", syncProduct("Crypto", "swift-crypto")]
        ),
        .testTarget(
            name: "ASCSyncTests",
            dependencies: ["ASCSync", "SyncRules", "SyncSession", "ASCClient", "ASCAPI", "ASCSimulator", "AchievementsCatalog", "CatalogTestSupport", "achievements", "achievements-asc"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
