/// The game code every client rule's trigger edits: a mapping of the example
/// catalog's achievements and leaderboards (the catalog rules'
/// `ExampleCatalog`), correct as written, in the file `IDs.swift`.
package enum ExampleClient {
    /// The file name the examples name.
    package static let fileName = "IDs.swift"

    package static let text = """
        enum IDs {
            static let byKey: [String: String] = [
                "best_10": "ach.best.0010",
                "best_20": "ach.best.0020",
                "total_100": "ach.total.0100",
                "control_tap": "ach.control.tap",
            ]
            static let leaderboards: [String: String] = [
                "best_score": "ach.board.best",
                "weekly_score": "ach.board.weekly",
            ]
        }

        """
}
