import AchievementsCatalog
import SourceDiagnostics

/// One of Game Center's configurable kinds as the sync sees it: what App
/// Store Connect's v2 API shapes alike for every kind (resource → versions
/// → localizations → image) is written once in the core, and a kind is
/// this value: its fields, what limits them, and whether players see an order.
///
/// The core never asks which kind it holds; it reads this description. A
/// new kind is a file under `Kinds/` that makes one, and an endpoints type
/// in the client that answers for it (``ASCService/endpoints(for:)``).
package struct ResourceKind: Sendable, Hashable {
    /// The Game Center kind described.
    package var kind: GameCenterKind
    /// The singular as the lock and the JSON plan write it (`achievement`, `leaderboardSet`).
    package var name: String { kind.rawValue }
    /// The singular as plans and messages write it for people (`leaderboard set`).
    package var noun: String { kind.noun }
    /// The plural (`achievements`).
    package var plural: String { kind.plural }
    /// The resource's own fields, in the order plans list their changes
    /// and fingerprints hash them: the lock's fingerprints depend on this
    /// order, so a field is only ever added at the end (a new field changes
    /// every fingerprint of the kind once, which the next plan shows as drift).
    package var fields: [SyncedField]
    /// The fields of a localization, in the same order.
    package var localizationFields: [SyncedField]
    /// What App Store Connect limits across all of the kind's resources, if anything.
    package var budget: SyncBudget?
    /// Whether players see the resources in an order the catalog sets.
    package var isOrdered: Bool
    /// Whether a plan reads App Store Connect's resources of the kind when the
    /// catalog has none of it (neither listed nor retired): the other kinds'
    /// plans depend on achievements, leaderboards and sets (a new
    /// leaderboard goes into a set once the app has sets), and on no
    /// activity or challenge, so a catalog without those reads none of them.
    package var isReadWhenUnlisted: Bool
    /// Whether App Store Connect can archive one (sets have no archived state).
    package var canArchive: Bool { kind.canArchive }
    /// Whether a version holds a default image beside its localizations'
    /// (an activity's and a challenge's `defaultImage`): the catalog's
    /// `image:` goes there, and a language's own `image:` to its localization.
    package var hasVersionImage: Bool {
        switch kind {
        case .achievement, .leaderboard, .leaderboardSet: false
        case .activity, .gameCenterChallenge: true
        }
    }

    /// The requests reading one resource's texts and images again takes,
    /// beyond its kind's list pages: its version's localization list (one
    /// page: App Store Connect has fewer locales than a page holds) and,
    /// where the version holds a default image, that version's read.
    /// `apply` keeps this much of the hourly quota back for each resource
    /// it touched, to read back and record what it did.
    package var readBackRequests: Int { hasVersionImage ? 2 : 1 }

    /// Creates the description of `kind`.
    package init(_ kind: GameCenterKind, fields: [SyncedField], localizationFields: [SyncedField], budget: SyncBudget?, isOrdered: Bool,
                 isReadWhenUnlisted: Bool = true) {
        self.kind = kind
        self.isReadWhenUnlisted = isReadWhenUnlisted
        self.fields = fields
        self.localizationFields = localizationFields
        self.budget = budget
        self.isOrdered = isOrdered
    }

    /// The catalog's word for an App Store Connect attribute of the kind's
    /// requests, to point an error answer at the catalog line it concerns.
    package func catalogField(of attribute: String) -> String? {
        if let field = (fields + localizationFields).first(where: { $0.attribute == attribute }) { return field.name.name }
        switch attribute {
        case "archived": return "archived"
        case "locale": return localizationFields.first?.name.name
        case "fileName", "fileSize": return "image"
        default: return nil
        }
    }
}

/// One field the sync compares and writes, in the catalog's words and App Store Connect's.
package struct SyncedField: Sendable, Hashable {
    /// The catalog's word (`hidden`, `title`), as plans name the change.
    package var name: FieldKey
    /// App Store Connect's attribute (`showBeforeEarned`, `name`).
    package var attribute: String
    /// Whether App Store Connect's value is the catalog's negated (a flag
    /// named the other way round): fingerprints hash App Store Connect's value.
    package var isNegated: Bool
    /// The rule that refuses a change once a version was approved, `nil`
    /// when the field may change at any time.
    package var lockedOnceApproved: RuleID?
    /// Whether the sync can clear the field once App Store Connect holds a
    /// value. App Store Connect clears an optional attribute given `null`,
    /// which the generated client does not send (it leaves out every
    /// absent value): such a field left out of the catalog is refused at
    /// plan time (`asc-not-clearable`), and such a text is left as held.
    package var isClearable: Bool
    /// The kind whose IDs the field lists (`a, b`), `nil` for a field that
    /// lists none: a relationship in App Store Connect replaced as a whole
    /// (a set's leaderboards). It is written after every creation, growing
    /// before shrinking, so what it names exists and nothing it held is left
    /// out of every list between two steps; a member the catalog does not
    /// manage (neither listed nor retired) is kept where App Store Connect
    /// holds it.
    package var memberKind: GameCenterKind?
    /// Whether a creation cannot send the field (an activity's
    /// achievements, linked by a request of their own): a step after every
    /// creation sets it, so what it names exists by then.
    package var isSetAfterCreation: Bool
    /// Whether the field names other resources by ID (an activity's
    /// achievements, a challenge's leaderboard): a change of it is set once
    /// every creation of the plan has run, since what it names may be new.
    package var namesOthers: Bool
    /// Whether App Store Connect holds the field on the resource's version,
    /// not on the resource (an activity's fallback URL): it changes with the
    /// texts, on the version being prepared, or on a new one beside a live
    /// one, and waits while a version is in review.
    package var isOnVersion: Bool
    /// Whether the field lists other resources by ID (``memberKind``).
    package var isMemberList: Bool { memberKind != nil }

    /// Creates a field.
    package init(_ name: FieldKey, attribute: String? = nil, isNegated: Bool = false, lockedOnceApproved: RuleID? = nil, isClearable: Bool = true,
                 members memberKind: GameCenterKind? = nil, setAfterCreation: Bool = false, namesOthers: Bool = false, onVersion: Bool = false) {
        self.memberKind = memberKind
        self.isSetAfterCreation = setAfterCreation
        self.namesOthers = namesOthers || setAfterCreation
        self.isOnVersion = onVersion
        self.name = name
        self.attribute = attribute ?? name.name
        self.isNegated = isNegated
        self.lockedOnceApproved = lockedOnceApproved
        self.isClearable = isClearable
    }
}

/// A limit App Store Connect sets on the sum of one field over every
/// resource of a kind the owner holds (archived ones included), such as an
/// app's 1,000 achievement points.
package struct SyncBudget: Sendable, Hashable {
    /// The field summed (a ``FieldValue/number(_:)`` field).
    package var field: FieldKey
    /// The most App Store Connect allows.
    package var limit: Int
    /// The rule of a plan that would go past it.
    package var rule: RuleID

    /// Creates a budget.
    package init(field: FieldKey, limit: Int, rule: RuleID) {
        self.field = field
        self.limit = limit
        self.rule = rule
    }
}

/// A field's value, in the catalog's terms.
package enum FieldValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// No value: an optional field the catalog leaves out (a leaderboard's
    /// score range), compared like any other so a value can be cleared.
    case none
    /// A text.
    case text(String)
    /// A whole number.
    case number(Int)
    /// A flag.
    case flag(Bool)

    /// The value as plans and fingerprints write it.
    package var description: String {
        switch self {
        case .none: ""
        case .text(let text): text
        case .number(let number): String(number)
        case .flag(let flag): String(flag)
        }
    }

    /// The number, or 0 for any other value.
    package var number: Int {
        if case .number(let number) = self { number } else { 0 }
    }

    /// The flag, or `false` for any other value.
    package var flag: Bool {
        if case .flag(let flag) = self { flag } else { false }
    }

    /// The text, or the description of any other value.
    package var text: String { description }

    /// The IDs of a member list (``SyncedField/isMemberList``), which is
    /// written as its IDs joined by `, `: in order, empty ones left out.
    package var memberIDs: [String] {
        text.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
    }

    /// The value App Store Connect holds for a field the catalog writes
    /// negated (``SyncedField/isNegated``).
    package func negated(_ negate: Bool) -> FieldValue {
        if negate, case .flag(let flag) = self { .flag(!flag) } else { self }
    }
}

extension ResourceKind {
    /// The localization fields whose text App Store Connect holds otherwise
    /// than `localization` says. A text the catalog leaves out is empty: one
    /// App Store Connect holds is cleared, unless the field cannot be cleared
    /// (a leaderboard's description, format override and suffixes): that one is left as held.
    package func changedTexts(_ localization: DesiredLocalization, remote: RemoteLocalization?) -> [SyncedField] {
        localizationFields.filter { field in
            let wanted = localization.texts[field.name], held = remote?.texts[field.name]
            return (held ?? "") != (wanted?.value ?? "") && (wanted != nil || field.isClearable)
        }
    }
}
