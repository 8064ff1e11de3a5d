/// The limits of `import csv` and `import gamekit`, each with its reason, so no
/// sheet or bundle can make an import read or copy without bound.
/// docs/robustness.md lists them.
package enum ImportLimits {
    /// The most achievement rows `import csv` reads: App Store Connect holds
    /// at most 100 achievements per app (ASCLimits), so ten times that is
    /// past any sheet of a real game; a larger one is refused before work.
    package static let rows = 1_000

    /// The most rows `import csv --leaderboards` reads: App Store Connect
    /// holds at most 500 leaderboards and 100 sets per app; ten times that.
    /// The CSV reader stops at the row past it, and past a million cells
    /// (`CSVReader.maxCells`), so a sheet of empty cells costs little.
    package static let leaderboardRows = rows * 6

    /// The most rows `import csv --activities` reads: Apple documents no
    /// limit on activities or challenges, and a thousand is past any
    /// game's (a guess, as the sync's bound on their lists).
    package static let activityRows = rows

    /// The largest JSON file `import gamekit` reads: Xcode's file for 100
    /// achievements in 39 locales is well under 1 MiB.
    package static let jsonBytes = 16 * 1024 * 1024

    /// The most image bytes `import gamekit` copies: 100 achievements of
    /// 1024×1024 PNGs are well under 256 MiB; more is a hostile bundle.
    package static let imageBytes = 256 * 1024 * 1024
}
