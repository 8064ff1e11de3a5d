/// How a catalog's App Store Connect IDs are written. App Store Connect's own
/// constraint (letters, digits, `.` and `_`, at most 100 bytes) always holds;
/// the house style adds to it.
public enum IDStyle: String, Sendable, Hashable, CaseIterable {
    /// The default house style: lowercase segments of `a-z` and `0-9` joined
    /// by dots, under `idPrefix` and the group's `id` (`ach.run.overtakes.0100`).
    case dotted
    /// Only App Store Connect's constraint, for a game whose IDs are already
    /// live in another style (`com.studio.game.First_Win`): `idPrefix` and the
    /// groups' `id` are not required to prefix the IDs.
    case asc
}
