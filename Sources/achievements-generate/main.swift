// The generate-only tool the build-tool plugin runs: `achievements generate`
// with nothing else linked (no swift-syntax, no argument parser, no process
// running), so a game's clean build pays only for generation.
//
//     achievements-generate --catalog PATH --output DIR [--templates DIR] [--access-level public|internal]
//                           [--config PATH [--config-catalog VALUE] [--config-templates VALUE]]
//     (--config-catalog and --config-templates: the values the plugin read from the configuration, checked against the tool's reading)
//     achievements-generate --source-digest CHECKOUT GENERATOR   (the record scripts/install.sh keeps beside the prebuilt generator)

import AchievementsCatalog
import CatalogGeneration
import Foundation
import GenerationPipeline
import SourceDiagnostics

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("achievements-generate: \(message)\n".utf8))
    exit(64)
}

// What scripts/install.sh records beside the prebuilt generator, so the
// plugin can tell whether it is still the one built from the checkout's sources.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--source-digest" {
    let checkout = URL(fileURLWithPath: CommandLine.arguments[2]), generator = URL(fileURLWithPath: CommandLine.arguments[3])
    switch PrebuiltRecord.current(checkout: checkout, generator: generator) {
    case .success(let record):
        print(record.text, terminator: "")
        exit(0)
    case .failure(let failure):
        fail("\(failure.file.path) \(failure.reason)")
    }
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard ["--catalog", "--output", "--templates", "--access-level", "--config", "--config-catalog", "--config-templates"].contains(name) else {
        fail("unknown argument '\(name)'")
    }
    guard let value = arguments.popFirst() else { fail("\(name) needs a value") }
    options[name] = value
}
guard let catalog = options["--catalog"], let output = options["--output"] else {
    fail("usage: achievements-generate --catalog PATH --output DIR [--templates DIR] [--access-level public|internal] [--config PATH]")
}
// achievements.yml, as the build plugin found it: its access level applies
// unless the plugin passed one; the plugin resolved the catalog and templates.
var configuredLevel: String?
if let config = options["--config"] {
    let loaded = ToolConfiguration.load(path: config, knownWarnings: nil, knownRules: [:])
    print(TextReporter().report(loaded.diagnostics), terminator: "")
    guard let configuration = loaded.value else { exit(1) }
    // The plugin read `catalog` and `templates` with its own small reader:
    // generate nothing from a path the configuration does not name.
    var read: [String: String] = [:]
    read["catalog"] = options["--config-catalog"]
    read["templates"] = options["--config-templates"]
    let misread = configuration.pluginReadingProblems(read: read)
    print(TextReporter().report(misread), terminator: "")
    guard misread.isEmpty else { exit(1) }
    configuredLevel = configuration.accessLevel?.value.rawValue
}
guard let accessLevel = AccessLevel(rawValue: options["--access-level"] ?? configuredLevel ?? "public") else { fail("--access-level is public or internal") }

let result = GenerationPipeline(catalogPath: catalog, templatesFolder: options["--templates"], outputFolder: output,
                                accessLevel: accessLevel).run()
let diagnostics = DiagnosticLimits.capped(result.diagnostics)
print(TextReporter().report(diagnostics), terminator: "")
guard let outcomes = result.value else { exit(1) }
for outcome in outcomes { print("\(outcome.status.rawValue): \(TerminalText.escaped(outcome.path))") }
