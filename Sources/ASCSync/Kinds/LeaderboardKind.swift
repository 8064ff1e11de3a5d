import AchievementsCatalog
import Foundation
import SourceDiagnostics
import SyncRules

/// Leaderboards and leaderboard sets, the second and third Game Center
/// kinds: what differs from the shape every kind shares, as data, and the
/// catalog's leaderboards and sets in the core's terms.
///
/// The client answers for both (`LeaderboardAPI`, `LeaderboardSetAPI`);
/// a set's leaderboards are a field here and a relationship in App Store Connect.
extension ResourceKind {
    /// Leaderboards: the score format, the sort order (fixed once approved:
    /// App Store Connect's FAQ says it cannot change once live), the
    /// submission type, an optional score range and recurrence, and
    /// visibility; per locale a name, a description, a format and the
    /// score's units; an order players see. No budget: their number is a
    /// catalog rule (`leaderboard-count`).
    package static let leaderboards = ResourceKind(
        .leaderboard,
        fields: [
            SyncedField(.referenceName),
            SyncedField(.format, attribute: "defaultFormatter"),
            SyncedField(.sort, attribute: "scoreSortType", lockedOnceApproved: SyncRule.sortLocked.id),
            SyncedField(.submission, attribute: "submissionType"),
            SyncedField(.rangeStart, attribute: "scoreRangeStart", isClearable: false),
            SyncedField(.rangeEnd, attribute: "scoreRangeEnd", isClearable: false),
            SyncedField(.recurrenceStart, attribute: "recurrenceStartDate", isClearable: false),
            SyncedField(.recurrenceDuration, attribute: "recurrenceDuration", isClearable: false),
            SyncedField(.recurrenceRule, attribute: "recurrenceRule", isClearable: false),
            SyncedField(.hidden, attribute: "visibility"),
            SyncedField(.activityProperties),
        ],
        localizationFields: [
            SyncedField(.title, attribute: "name"),
            SyncedField(.description, isClearable: false),
            SyncedField(.format, attribute: "formatterOverride", isClearable: false),
            SyncedField(.suffix, attribute: "formatterSuffix", isClearable: false),
            SyncedField(.suffixSingular, attribute: "formatterSuffixSingular", isClearable: false),
        ],
        budget: nil,
        isOrdered: true)

    /// Leaderboard sets: a reference name and their leaderboards in order
    /// (a relationship in App Store Connect, compared here as the list of
    /// leaderboard IDs); per locale a name.
    package static let leaderboardSets = ResourceKind(
        .leaderboardSet,
        fields: [
            SyncedField(.referenceName),
            SyncedField(.leaderboards, attribute: "gameCenterLeaderboards", members: .leaderboard),
        ],
        localizationFields: [SyncedField(.title, attribute: "name")],
        budget: nil,
        isOrdered: true)
}

extension FieldKey {
    /// A leaderboard's score format, and a localization's override of it.
    package static let format = FieldKey("format")
    /// A leaderboard's sort order.
    package static let sort = FieldKey("sort")
    /// Which of a player's scores a leaderboard keeps.
    package static let submission = FieldKey("submission")
    /// The lowest score a leaderboard accepts.
    package static let rangeStart = FieldKey("rangeStart")
    /// The highest score a leaderboard accepts.
    package static let rangeEnd = FieldKey("rangeEnd")
    /// When a recurring leaderboard first starts.
    package static let recurrenceStart = FieldKey("recurrenceStart")
    /// How long each occurrence of a recurring leaderboard lasts.
    package static let recurrenceDuration = FieldKey("recurrenceDuration")
    /// How a recurring leaderboard repeats.
    package static let recurrenceRule = FieldKey("recurrenceRule")
    /// The unit after a score.
    package static let suffix = FieldKey("suffix")
    /// The unit after a score of one.
    package static let suffixSingular = FieldKey("suffixSingular")
    /// A set's leaderboards, in order.
    package static let leaderboards = FieldKey("leaderboards")
}

extension DesiredSection {
    /// The catalog's leaderboards, their images read through `images`;
    /// an optional field left out is ``FieldValue/none``, so clearing it in
    /// the catalog clears it in App Store Connect.
    package static func leaderboards(of catalog: AchievementCatalog, images: inout DesiredImages) -> DesiredSection {
        let resources = catalog.leaderboards.map { leaderboard in
            let imageName = leaderboard.image ?? Located(leaderboard.key.value + ".png", at: leaderboard.key.position)
            let image = images.image(catalog.imagePath(named: imageName.value), position: imageName.position, of: leaderboard.id.value)
            func optional<T: CustomStringConvertible>(_ value: Located<T>?) -> Located<FieldValue> {
                value.map { Located(.text($0.value.description), at: $0.position) } ?? Located(.none, at: leaderboard.key.position)
            }
            let values: [FieldKey: Located<FieldValue>] = [
                .referenceName: leaderboard.referenceName.map(FieldValue.text),
                .format: leaderboard.format.map { .text($0.rawValue) },
                .sort: leaderboard.sort.map { .text($0.rawValue) },
                .submission: leaderboard.submission.map { .text($0.rawValue) },
                .rangeStart: optional(leaderboard.range?.start),
                .rangeEnd: optional(leaderboard.range?.end),
                .recurrenceStart: optional(leaderboard.recurrence?.start.map(RecurrenceStart.canonical)),
                .recurrenceDuration: optional(leaderboard.recurrence?.duration.map(RecurrenceDuration.canonical)),
                .recurrenceRule: optional(leaderboard.recurrence?.rule),
                .hidden: (leaderboard.hidden ?? Located(false, at: leaderboard.key.position)).map(FieldValue.flag),
                .activityProperties: FieldValue.properties(leaderboard.activityProperties, at: leaderboard.key.position),
            ]
            let localizations = catalog.languages.compactMap { language -> DesiredLocalization? in
                guard let texts = leaderboard.localization(for: language.code.value) else { return nil }
                var fields: [FieldKey: Located<String>] = [.title: texts.title]
                fields[.description] = texts.description
                fields[.format] = texts.format.map { $0.map(\.rawValue) }
                fields[.suffix] = texts.suffix
                fields[.suffixSingular] = texts.suffixSingular
                // A language's own image, else the leaderboard's.
                let own = texts.image.map { images.image(catalog.imagePath(named: $0.value), position: $0.position, of: leaderboard.id.value) }
                return DesiredLocalization(locale: language.ascLocale, texts: fields, position: texts.title.position, image: own ?? image)
            }
            let sets = catalog.leaderboardSets.filter { $0.leaderboards.contains { $0.value == leaderboard.key.value } }.map(\.id.value)
            return DesiredResource(key: leaderboard.key.value, id: leaderboard.id, values: values, localizations: localizations,
                                   heldBy: [.leaderboardSet: sets])
        }
        return DesiredSection(kind: .leaderboards, resources: resources, retired: catalog.retiredIDs(of: .leaderboard), position: catalog.leaderboardsPosition)
    }

    /// The catalog's leaderboard sets; their leaderboards as IDs in order.
    package static func leaderboardSets(of catalog: AchievementCatalog, images: inout DesiredImages) -> DesiredSection {
        let idByKey = Dictionary(catalog.leaderboards.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        let resources = catalog.leaderboardSets.map { set in
            let imageName = set.image ?? Located(set.key.value + ".png", at: set.key.position)
            let image = images.image(catalog.imagePath(named: imageName.value), position: imageName.position, of: set.id.value)
            let members = set.leaderboards.map { idByKey[$0.value] ?? $0.value }.joined(separator: ", ")
            let localizations = catalog.languages.compactMap { language -> DesiredLocalization? in
                set.localization(for: language.code.value).map { texts in
                    // A language's own image, else the set's.
                    let own = texts.image.map { images.image(catalog.imagePath(named: $0.value), position: $0.position, of: set.id.value) }
                    return DesiredLocalization(locale: language.ascLocale, texts: [.title: texts.title], position: texts.title.position, image: own ?? image)
                }
            }
            return DesiredResource(key: set.key.value, id: set.id, values: [
                .referenceName: set.referenceName.map(FieldValue.text),
                .leaderboards: Located(.text(members), at: set.leaderboardsPosition),
            ], localizations: localizations)
        }
        return DesiredSection(kind: .leaderboardSets, resources: resources, retired: catalog.retiredIDs(of: .leaderboardSet),
                              position: catalog.leaderboardSetsPosition)
    }
}

/// A recurring leaderboard's start, which the catalog writes as an ISO 8601
/// date and time with any offset and App Store Connect holds as an instant:
/// both are compared in one form, UTC to the second (`2026-01-05T07:00:00Z`).
package enum RecurrenceStart {
    /// The instant `text` names, `nil` when it is not an ISO 8601 date and time.
    package static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// An instant in the compared form.
    package static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date.addingTimeInterval(-date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1)))
    }

    /// `text` in the compared form, or as it is when it is not a date and time.
    package static func canonical(_ text: String) -> String {
        date(text).map(Self.text) ?? text
    }
}

/// A recurring leaderboard's duration, an ISO 8601 duration the catalog may
/// write in more than one way (`P1W` and `P7D`, `P0Y7D`): both sides are
/// compared in one form, weeks as 7 days and no zero part, so a catalog that
/// says `P1W` of a leaderboard App Store Connect holds as `P7D` is no change.
package enum RecurrenceDuration {
    /// `text` in the compared form, or as it is when it is not a duration of
    /// years, months, weeks, days, hours, minutes and seconds in that order.
    package static func canonical(_ text: String) -> String {
        guard text.count <= 40, text.hasPrefix("P") else { return text }
        var parts: [Character: Int] = [:]
        var inTime = false
        var digits = ""
        for character in text.dropFirst() {
            if character == "T", !inTime, digits.isEmpty {
                inTime = true
            } else if character.isASCII, character.isNumber, digits.count < 9 {
                digits.append(character)
            } else if let value = Int(digits), let unit = unit(character, inTime: inTime), parts[unit] == nil {
                parts[unit] = value
                digits = ""
            } else {
                return text
            }
        }
        guard digits.isEmpty, !parts.isEmpty else { return text }
        var counts = parts
        counts["D"] = (parts["D"] ?? 0) + 7 * (parts["W"] ?? 0)
        /// The parts with a count, each written as its count and its letter.
        func written(_ units: [(part: Character, letter: String)]) -> String {
            units.compactMap { unit -> String? in
                guard let count = counts[unit.part], count > 0 else { return nil }
                return String(count) + unit.letter
            }.joined()
        }
        let date = written([("Y", "Y"), ("M", "M"), ("D", "D")])
        let time = written([("h", "H"), ("m", "M"), ("s", "S")])
        guard !date.isEmpty || !time.isEmpty else { return text }
        return "P" + date + (time.isEmpty ? "" : "T" + time)
    }

    /// The part a unit letter names: date parts as written, time parts in
    /// lower case (so the minutes' `M` is not the months'), `nil` for any other letter.
    private static func unit(_ letter: Character, inTime: Bool) -> Character? {
        if inTime { return ["H": "h", "M": "m", "S": "s"][letter] }
        return ["Y", "M", "W", "D"].contains(letter) ? letter : nil
    }
}
