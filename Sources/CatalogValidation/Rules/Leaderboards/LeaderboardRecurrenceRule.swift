import AchievementsCatalog
import SourceDiagnostics

/// `leaderboard-recurrence`: a recurring leaderboard's start is an ISO 8601
/// date and time, its duration an ISO 8601 duration, and its rule an
/// RFC 5545 recurrence rule App Store Connect can read.
package struct LeaderboardRecurrenceRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "leaderboard-recurrence",
        category: .leaderboards,
        summary: #"a recurring leaderboard's start, duration and rule can be read (ISO 8601, ISO 8601, RFC 5545)"#,
        example: #"catalog.yaml:119:17: error: the recurrence duration of leaderboard 'weekly_score' is '7 days', not an ISO 8601 duration such as P7D or PT12H [leaderboard-recurrence]"#,
        trigger: RuleTrigger(replacing: "duration: P7D", with: "duration: 7 days"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for leaderboard in context.catalog.leaderboards {
            guard let recurrence = leaderboard.recurrence else { continue }
            let name = "leaderboard '\(leaderboard.key.value)'"
            if !RecurrenceSyntax.isDateTime(recurrence.start.value) {
                findings.error("the recurrence start of \(name) is '\(TerminalText.escaped(recurrence.start.value))', not an ISO 8601 date and time from 1970 on, such as 2026-01-05T00:00:00Z",
                               at: recurrence.start.position)
            }
            if !RecurrenceSyntax.isDuration(recurrence.duration.value) {
                let zero = RecurrenceSyntax.isZeroDuration(recurrence.duration.value)
                findings.error("the recurrence duration of \(name) is '\(TerminalText.escaped(recurrence.duration.value))', "
                               + (zero ? "which lasts no time: an occurrence needs a duration such as P7D or PT12H" : "not an ISO 8601 duration such as P7D or PT12H"),
                               at: recurrence.duration.position)
            }
            if let problem = RecurrenceSyntax.ruleProblem(recurrence.rule.value, start: recurrence.start.value) {
                findings.error("the recurrence rule of \(name) \(problem)", at: recurrence.rule.position)
            }
        }
    }
}

/// The three formats of a recurrence, read strictly and in bounded time.
enum RecurrenceSyntax {
    /// `YYYY-MM-DDTHH:MM:SS` with optional fraction, then `Z` or `±HH:MM`.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 35 else { return false }
        func number(_ range: Range<Int>, _ bounds: ClosedRange<Int>) -> Bool {
            guard range.upperBound <= bytes.count, range.allSatisfy({ (48...57).contains(bytes[$0]) }) else { return false }
            let value = range.reduce(0) { $0 * 10 + Int(bytes[$1] - 48) }
            return bounds.contains(value)
        }
        func value(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - 48) } }
        guard number(0..<4, 1970...9999), bytes[4] == UInt8(ascii: "-"), number(5..<7, 1...12), bytes[7] == UInt8(ascii: "-"),
              number(8..<10, 1...daysIn(month: value(5..<7), year: value(0..<4))), bytes[10] == UInt8(ascii: "T"), number(11..<13, 0...23),
              bytes[13] == UInt8(ascii: ":"), number(14..<16, 0...59), bytes[16] == UInt8(ascii: ":"), number(17..<19, 0...59) else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digits = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard index > digits, index - digits <= 9 else { return false }
        }
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "Z") { return index + 1 == bytes.count }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), bytes.count == index + 6,
              bytes[index + 3] == UInt8(ascii: ":") else { return false }
        return number(index + 1..<index + 3, 0...23) && number(index + 4..<index + 6, 0...59)
    }

    /// The days of `month` in `year` (Gregorian).
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `P` then years, months, weeks, days and after `T` hours, minutes,
    /// seconds, each a whole number with its letter, in that order, at least one.
    static func isDuration(_ text: String) -> Bool {
        var rest = Substring(text)
        guard rest.count <= 40, rest.first == "P" else { return false }
        rest = rest.dropFirst()
        var components = 0
        var total = 0
        var inTime = false
        var allowed: [Character] = ["Y", "M", "W", "D"]
        while let next = rest.first {
            if next == "T" {
                guard !inTime else { return false }
                inTime = true
                allowed = ["H", "M", "S"]
                rest = rest.dropFirst()
                guard !rest.isEmpty else { return false }
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9 else { return false }
            rest = rest.dropFirst(digits.count)
            total += Int(digits) ?? 0
            guard let unit = rest.first, let place = allowed.firstIndex(of: unit) else { return false }
            allowed = Array(allowed[(place + 1)...])
            rest = rest.dropFirst()
            components += 1
        }
        // An occurrence that lasts no time at all is no occurrence.
        return components > 0 && total > 0
    }

    /// Whether `text` is a well-formed duration of no time at all (`P0D`, `PT0S`).
    static func isZeroDuration(_ text: String) -> Bool {
        guard text.count <= 40, text.hasPrefix("P"), text.count > 1 else { return false }
        let digits = text.filter(\.isNumber)
        return !digits.isEmpty && digits.allSatisfy { $0 == "0" } && isDuration(String(text.map { $0 == "0" ? "1" : $0 }))
    }

    /// The RFC 5545 parts App Store Connect's recurring leaderboards use.
    static let ruleParts: Set<String> = ["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY",
                                         "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST"]
    static let frequencies: Set<String> = ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"]

    /// What is wrong with an RFC 5545 rule (`FREQ=WEEKLY;INTERVAL=1`), or `nil`:
    /// its parts' names, each part's value, and the parts a frequency rules out.
    static func ruleProblem(_ text: String, start: String) -> String? {
        let cut = text.count > ToolLimits.quotedCharacters ? "…" : ""
        let shown = "'\(TerminalText.escaped(String(text.prefix(ToolLimits.quotedCharacters))))\(cut)'"
        guard text.utf8.count <= 500 else { return "is longer than 500 bytes" }
        // RFC 5545 rules are ASCII: letters, digits and , ; = + - : (and nothing a reader cannot see).
        guard text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ",;=+-:".unicodeScalars.contains($0)) }) else {
            return "is \(shown); it holds a character RFC 5545 rules do not use (only ASCII letters, digits and , ; = + - :)"
        }
        var seen: [String: String] = [:]
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, !pair[1].isEmpty else { return "is \(shown); each part is NAME=VALUE, parts separated by ';', such as FREQ=WEEKLY;INTERVAL=1" }
            let name = String(pair[0]).uppercased(), value = String(pair[1]).uppercased()
            guard ruleParts.contains(name) else {
                let prefix = name.hasPrefix("RRULE:") ? ": write the rule without its 'RRULE:' prefix" : ""
                return "is \(shown); '\(TerminalText.escaped(String(pair[0])))' is not an RFC 5545 rule part\(prefix)"
            }
            guard seen.updateValue(value, forKey: name) == nil else { return "is \(shown); '\(name)' is given twice" }
            if name == "FREQ", !frequencies.contains(value) {
                return "is \(shown); FREQ is one of \(frequencies.sorted().joined(separator: ", "))"
            }
            if name == "INTERVAL" || name == "COUNT", !value.allSatisfy(\.isNumber) || (Int(value).map { $0 < 1 } ?? true) {
                return "is \(shown); \(name) is a whole number of at least 1"
            }
            if let problem = RecurrenceRuleParts.valueProblem(name: name, value: value) { return "is \(shown); \(problem)" }
            if name == "UNTIL", let problem = RecurrenceRuleParts.untilProblem(until: value, start: start) { return "is \(shown); \(problem)" }
        }
        if seen["COUNT"] != nil, seen["UNTIL"] != nil { return "is \(shown); COUNT and UNTIL cannot both be given (RFC 5545)" }
        guard let frequency = seen["FREQ"] else { return "is \(shown); it needs FREQ, such as FREQ=WEEKLY" }
        return RecurrenceRuleParts.combinationProblem(frequency: frequency, parts: seen).map { "is \(shown); \($0)" }
    }
}
