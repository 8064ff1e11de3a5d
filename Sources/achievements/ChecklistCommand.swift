import SourceDiagnostics
import AchievementsCatalog
import ArgumentParser
import CommandLineSupport
import FileAccess
import CatalogExport
import CatalogGeneration
import CatalogValidation

/// `achievements checklist`: is everything ready to enter in App Store Connect?
struct ChecklistCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checklist",
        abstract: "The App Store Connect readiness checklist; exits 0 only when nothing is missing."
    )

    @OptionGroup var options: CatalogOptions
    @OptionGroup var generation: GenerationOptions
    @OptionGroup var stability: StabilityOptions
    @OptionGroup var client: ClientOptions

    @Flag(help: "The package generates the code with the build-tool plugin (found in ./Package.swift when not given).")
    var buildPlugin = false

    @Option(help: "Output format: text, markdown or json.")
    var format: ChecklistFormatChoice = .text

    func run() async throws {
        let settings = try options.resolve(format: format.diagnosticFormat)
        let checked = try await stability.configure(settings.check, settings: settings, format: format.diagnosticFormat).run(path: settings.catalog)
        var generated = ReadinessChecklist.GeneratedCode.notChecked
        var artwork: [Diagnostic] = []
        if let catalog = checked.catalog {
            artwork = ArtworkCheck().check(catalog)
            if buildPlugin || BuildPluginMode.isOn() {
                switch generation.pipeline(settings).render(catalog) {
                case .success(let files): generated = .atBuildTime(rendered: files.count)
                case .failure(let list): generated = .failed(list.diagnostics.map { TextReporter().line(for: $0) }.joined(separator: "; "))
                }
            } else {
                switch generation.pipeline(settings).write(catalog, check: true) {
                case .success(let outcomes):
                    generated = .checked(fresh: outcomes.filter { $0.status == .unchanged }.count, total: outcomes.count)
                case .failure(let list):
                    generated = .failed(list.diagnostics.map { TextReporter().line(for: $0) }.joined(separator: "; "))
                }
            }
        }
        let clientMapping = client.check(checked.catalog, configuration: settings.configuration).map {
            (matching: $0.matching, total: $0.total, problems: $0.diagnostics.filter { $0.severity == .error }.count)
        }
        let checklist = ReadinessChecklist(.init(catalog: checked.catalog, diagnostics: settings.enabled(checked.diagnostics), artwork: artwork,
                                                 generated: generated, clientMapping: clientMapping,
                                                 gameKitBundle: checked.catalog.flatMap(Self.gameKitBundleFreshness)))
        print(TerminalText.escapedLines(format.formatter.render(checklist)), terminator: "")
        if !checklist.isReady { throw ExitCode(1) }
    }
}

extension ChecklistCommand {
    /// How many files of the game's Xcode Game Center bundle
    /// (./GameCenterResources.gamekit) are what `export gamekit` writes now;
    /// `nil` when the game has no bundle.
    static func gameKitBundleFreshness(_ catalog: AchievementCatalog) -> ReadinessChecklist.GeneratedCode? {
        let bundle = GameKitResources.bundleName
        guard FileBytes.exists(FilePath.join(bundle, GameKitResources.fileName)) else { return nil }
        let staged = GameKitExport.files(catalog) { FileBytes.read($0, maxBytes: ToolLimits.syncImageBytes) }
        guard let files = staged.value else {
            return .failed(staged.diagnostics.map { TextReporter().line(for: $0) }.joined(separator: "; "))
        }
        let fresh = files.filter { file in
            (try? FileBytes.read(FilePath.join(bundle, file.path), maxBytes: file.bytes.count).get()) == file.bytes
        }.count
        // An image the export would remove counts as a file that is not fresh.
        return .checked(fresh: fresh, total: files.count + GameKitExport.staleImages(in: bundle, keeping: files).count)
    }

}

/// The `--format` choices of the checklist, each backed by one formatter.
enum ChecklistFormatChoice: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, json

    /// How a run that stops before the checklist prints why: JSON for JSON.
    var diagnosticFormat: DiagnosticFormat { self == .json ? .json : .text }

    var formatter: any ChecklistFormat {
        switch self {
        case .text: ChecklistTextFormat()
        case .markdown: ChecklistMarkdownFormat()
        case .json: ChecklistJSONFormat()
        }
    }
}
