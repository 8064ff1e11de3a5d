import SourceDiagnostics

/// The rules of the client check (ClientCodeCheck): their own target, so
/// the rule catalogue lists them without building swift-syntax.
package enum ClientCheckRule {
    /// A catalog ID no client file mentions.
    package static let missing = RuleDescriptor(
        id: "client-missing-id",
        category: .client,
        summary: #"every achievement and leaderboard ID of the catalog is in the code; reported at the catalog"#,
        example: #"catalog.yaml:77:9: error: 'ach.control.tap' (key 'control_tap') is not mapped in the client code (1 Swift file checked) [client-missing-id]"#,
        trigger: RuleTrigger(replacing: "        \"control_tap\": \"ach.control.tap\",\n", with: ""))
    /// A client ID the catalog does not have (typo, stale or retired).
    package static let unknown = RuleDescriptor(
        id: "client-unknown-id",
        category: .client,
        summary: #"every ID in the code is in the catalog (typo, stale or retired), with the closest catalog ID of any kind"#,
        example: #"IDs.swift:5:22: error: 'ach.total.01OO' is not an achievement or leaderboard ID in catalog.yaml; did you mean 'ach.total.0100'? [client-unknown-id]"#,
        trigger: RuleTrigger(replacing: "\"ach.total.0100\"", with: "\"ach.total.01OO\""))
    /// A local key mapped to another ID than the catalog's.
    package static let mismatch = RuleDescriptor(
        id: "client-mapping-mismatch",
        category: .client,
        summary: #"a key maps to the catalog's ID for it"#,
        example: #"IDs.swift:4:20: error: local key 'best_20' is mapped to 'ach.best.0010' here, but catalog.yaml maps it to 'ach.best.0020' [client-mapping-mismatch]"#,
        trigger: RuleTrigger(replacing: "\"best_20\": \"ach.best.0020\"", with: "\"best_20\": \"ach.best.0010\""))
    /// One ID twice in one mapping, or under two keys.
    package static let duplicate = RuleDescriptor(
        id: "client-duplicate-id",
        category: .client,
        summary: #"an ID appears once per mapping, and under one key"#,
        example: #"IDs.swift:7:16: error: 'ach.control.tap' appears twice in this mapping [client-duplicate-id]"#,
        trigger: RuleTrigger(replacing: "        \"control_tap\": \"ach.control.tap\",\n", with: "        \"control_tap\": \"ach.control.tap\",\n        \"tap\": \"ach.control.tap\",\n"))
    /// An ID built at run time, which cannot be checked (warning).
    package static let computed = RuleDescriptor(
        id: "client-computed-id",
        severity: .warning,
        category: .client,
        summary: #"an interpolated or concatenated ID cannot be checked"#,
        example: #"IDs.swift:8:44: warning: this achievement ID is computed at run time (ach.best.\(n)), so it cannot be checked against catalog.yaml; map each ID with a literal [client-computed-id]"#,
        trigger: RuleTrigger(replacing: "    ]\n", with: "    ]\n    static func best(_ n: Int) -> String { \"ach.best.\\(n)\" }\n"))
    /// A path that cannot be read, is too large, or nests too deep to parse in bounded time.
    package static let unreadable = RuleDescriptor(
        id: "client-unreadable",
        category: .client,
        summary: #"the paths exist and can be read"#,
        example: #"missing:1:1: error: no such file or folder: missing [client-unreadable]"#)
    /// The near-ID test ran out of its budget of work (warning).
    package static let nearIDLimit = RuleDescriptor(
        id: "client-near-id-limit",
        severity: .warning,
        category: .client,
        summary: #"the test for literals a few edits from a catalog ID stops after 50,000,000 cells of edit tables in a run (a literal's length × 5 per ID compared); later literals count as IDs by the ID prefix only"#,
        example: #"Strings.swift:4812:9: warning: the check has compared dotted literals with catalog IDs up to its limit of 50000000 cells of edit tables, at 'ach.totel.0042'; from here on a literal counts as an ID only when it starts with 'ach.' [client-near-id-limit]"#)

    /// Every rule of the client check.
    package static let descriptors: [RuleDescriptor] = [
        unknown, missing, mismatch, duplicate, computed, unreadable, nearIDLimit,
    ]
}
