import AchievementsCatalog
import ArgumentParser
import Foundation
import SourceDiagnostics

/// The `--game` option of `init`, `import` and `asc pull`: a name the
/// generated types can start with, refused (with one that would do) rather
/// than changed behind the user's back.
package enum GameNameOption {
    /// Refuses `game` when the tool would have to change it.
    package static func check(_ game: String) throws {
        let plain = game.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        if let problem = StarterCatalog.gameNameProblem(game, plain: plain) {
            throw ValidationError("--game \(TerminalText.escaped(problem))")
        }
    }
}
