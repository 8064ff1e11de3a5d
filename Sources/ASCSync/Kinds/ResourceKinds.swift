extension ResourceKind {
    /// Every kind the sync synchronizes, in the order they sync: `asc pull`
    /// reads them all. Leaderboards and sets join once the client has their
    /// endpoints (``ResourceKind/leaderboards``).
    package static let all: [ResourceKind] = [.achievements]
}
