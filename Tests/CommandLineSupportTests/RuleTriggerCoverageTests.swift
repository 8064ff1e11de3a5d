import CommandLineSupport
import SourceDiagnostics
import Testing

@Suite("Which rules carry a triggering example")
struct RuleTriggerCoverageTests {
    /// The rules whose input is not a text a user writes: files the file
    /// system refuses, images, templates, what App Store Connect answers, and
    /// the cap on diagnostics. Each stage's own tests assert their exact
    /// diagnostics; every other rule carries a trigger that a parameterised
    /// test of its stage runs (catalog, configuration, game code).
    static let withoutTrigger: Set<String> = [
        "file-unreadable", "file-too-large", "output-symlink", "output-path", "output-not-generated", "output-is-input", "output-unwritable",
        "client-unreadable", "client-near-id-limit", "config-plugin-reading", "csv-import", "gamekit-import", "gamekit-duplicate-key", "diagnostics-truncated",
        "artwork-path", "artwork-missing", "artwork-format", "artwork-size", "artwork-alpha", "artwork-color", "artwork-dpi",
        "template-unreadable", "template-path", "template-syntax", "template-missing-key", "template-missing-partial", "template-nesting",
        "template-partial-cycle", "template-output-too-large", "generate-identifier-collision",
        "asc-points-locked", "asc-sort-locked", "asc-not-clearable", "asc-id-immutable", "asc-points-budget", "asc-response", "asc-connection", "asc-credentials",
        "asc-image-delivery", "asc-unexpected-response", "asc-quota", "asc-group-id", "asc-held-not-in-catalog", "asc-review-open", "asc-retired-kept",
        "asc-challenge-leaderboard-locked", "asc-set-required", "asc-resume",
    ]

    @Test("every rule whose input is a catalog, a configuration or the game's code has a trigger; the others are named here")
    func coverage() {
        let missing = Set(RuleCatalogue.all.filter { $0.trigger == nil }.map(\.id.rawValue))
        #expect(missing.subtracting(Self.withoutTrigger).sorted() == [])
        // No stale name: each rule listed here exists and really has no trigger.
        #expect(Self.withoutTrigger.subtracting(missing).sorted() == [])
        #expect(RuleCatalogue.all.count - missing.count == 77)
    }
}
