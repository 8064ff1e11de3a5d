/// How a catalog's App Store Connect IDs are written. App Store Connect's own
/// constraint (letters, digits, `.` and `_`, at most 100 bytes) always holds;
/// the house style adds to it.
package enum IDStyle: String, Sendable, Hashable, CaseIterable {
    /// The default house style: lowercase segments of `a-z` and `0-9` joined
    /// by dots, under `idPrefix` and the group's `id` (`ach.run.overtakes.0100`).
    case dotted
    /// Only App Store Connect's constraint, for a game whose IDs are already
    /// live in another style (`com.studio.game.First_Win`): `idPrefix` and the
    /// groups' `id` are not required to prefix the IDs.
    case asc
}

extension IDStyle {
    /// The first dot-separated segment every ID shares, for files that hold
    /// IDs but no `idPrefix` (App Store Connect, the admin CSV); `nil` when the
    /// IDs share none or one has no dot.
    package static func sharedPrefix(of ids: [String]) -> String? {
        let firsts = Set(ids.map { String($0.split(separator: ".", omittingEmptySubsequences: false).first ?? "") })
        guard firsts.count == 1, let prefix = firsts.first, !prefix.isEmpty, ids.allSatisfy({ $0.contains(".") }) else { return nil }
        return prefix
    }
}
