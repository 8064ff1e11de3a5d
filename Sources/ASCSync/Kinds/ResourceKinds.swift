extension ResourceKind {
    /// Every kind the sync knows, in the order they sync: `asc pull` reads them all.
    package static let all: [ResourceKind] = [.achievements]
}
