import SourceDiagnostics

/// The value of each RFC 5545 recurrence rule part (RFC 5545, section 3.3.10,
/// "Recurrence Rule"), and the parts a frequency rules out. Every check is
/// linear in the rule's length, which the rule's caller bounds.
enum RecurrenceRuleParts {
    /// The two-letter weekdays of `BYDAY` and `WKST`.
    static let weekdays: Set<Substring> = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// What is wrong with the value of part `name`, as the end of a sentence
    /// ("UNTIL is a date …"), or `nil`. `name` and `value` are upper case.
    static func valueProblem(name: String, value: String) -> String? {
        switch name {
        case "UNTIL":
            // The start is a date and time, so UNTIL is one in UTC (RFC 5545, 3.3.10).
            return isUTCDateTime(value) ? nil
                : "UNTIL is a date and time in UTC (YYYYMMDDTHHMMSSZ), such as 20271231T235959Z, as RFC 5545 asks when the start is a date and time"
        case "WKST":
            return weekdays.contains(Substring(value)) ? nil : "WKST is a weekday: \(weekdayList)"
        case "BYDAY":
            return firstBad(value, isWeekdayNumber).map {
                "BYDAY is a list of weekdays (\(weekdayList)), each optionally after a week number from 1 to 53 with its sign, such as MO,WE or 1MO,-1FR, and '\($0)' is not one"
            }
        case "BYSECOND": return numberList(value, name: name, range: 0...60, signed: false)
        case "BYMINUTE": return numberList(value, name: name, range: 0...59, signed: false)
        case "BYHOUR": return numberList(value, name: name, range: 0...23, signed: false)
        case "BYMONTH": return numberList(value, name: name, range: 1...12, signed: false)
        case "BYMONTHDAY": return numberList(value, name: name, range: 1...31, signed: true)
        case "BYYEARDAY", "BYSETPOS": return numberList(value, name: name, range: 1...366, signed: true)
        case "BYWEEKNO": return numberList(value, name: name, range: 1...53, signed: true)
        default: return nil
        }
    }

    /// What is wrong with an `UNTIL` before the start (`start` as the catalog
    /// writes it), or `nil`; a start with an offset from UTC is not compared.
    static func untilProblem(until: String, start: String) -> String? {
        let digits = start.filter { $0 != "-" && $0 != ":" }
        guard start.hasSuffix("Z"), digits.count >= 16 else { return nil }
        let compactStart = String(digits.prefix(15)) + "Z"
        return until < compactStart ? "UNTIL (\(until)) is before the start (\(compactStart)): the leaderboard would never recur" : nil
    }

    /// What RFC 5545 forbids for the parts given together, or `nil`.
    static func combinationProblem(frequency: String?, parts: [String: String]) -> String? {
        let frequency = frequency ?? ""
        if parts["BYWEEKNO"] != nil, frequency != "YEARLY" {
            return "BYWEEKNO is only used with FREQ=YEARLY (RFC 5545)"
        }
        if parts["BYYEARDAY"] != nil, ["DAILY", "WEEKLY", "MONTHLY"].contains(frequency) {
            return "BYYEARDAY is not used with FREQ=\(frequency) (RFC 5545)"
        }
        if parts["BYMONTHDAY"] != nil, frequency == "WEEKLY" {
            return "BYMONTHDAY is not used with FREQ=WEEKLY (RFC 5545)"
        }
        if let days = parts["BYDAY"], days.contains(where: { $0.isNumber }) {
            if frequency != "MONTHLY", frequency != "YEARLY" {
                return "BYDAY's week numbers (such as 1MO) are only used with FREQ=MONTHLY or FREQ=YEARLY (RFC 5545)"
            }
            if frequency == "YEARLY", parts["BYWEEKNO"] != nil {
                return "BYDAY's week numbers (such as 1MO) are not used beside BYWEEKNO (RFC 5545)"
            }
            if frequency == "MONTHLY", let bad = firstBad(days, { weekNumber(of: $0).map { abs($0) <= 5 } ?? true }) {
                return "with FREQ=MONTHLY, BYDAY's week numbers count weeks of a month, from 1 to 5, and '\(bad)' is not one"
            }
        }
        if parts["BYSETPOS"] != nil, !parts.keys.contains(where: { $0.hasPrefix("BY") && $0 != "BYSETPOS" }) {
            return "BYSETPOS is only used with another BY part, such as BYDAY (RFC 5545)"
        }
        return nil
    }

    private static let weekdayList = "SU, MO, TU, WE, TH, FR or SA"

    /// The first element of the comma-separated `value` that `isGood` refuses.
    private static func firstBad(_ value: String, _ isGood: (Substring) -> Bool) -> String? {
        value.split(separator: ",", omittingEmptySubsequences: false).first { !isGood($0) }
            .map { TerminalText.escaped(String($0.prefix(ToolLimits.quotedCharacters))) }
    }

    /// A comma-separated list of whole numbers in `range` (at most as many
    /// digits as its end, as RFC 5545's grammar has them), or with `signed`
    /// in `range` or its negation (RFC 5545 counts from the end with `-`).
    private static func numberList(_ value: String, name: String, range: ClosedRange<Int>, signed: Bool) -> String? {
        let maxDigits = String(range.upperBound).count
        let bad = firstBad(value) { element in
            var digits = element
            if signed, let sign = digits.first, sign == "+" || sign == "-" { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.count <= maxDigits, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else { return false }
            return range.contains(number)
        }
        guard let bad else { return nil }
        let bounds = "\(range.lowerBound) to \(range.upperBound)"
        return (signed ? "\(name) is a list of whole numbers from \(bounds), or from -\(range.upperBound) to -\(range.lowerBound) counting from the end"
            : "\(name) is a list of whole numbers from \(bounds)") + ", and '\(bad)' is not one"
    }

    /// The signed week number before a weekday (`-1` of `-1FR`), or nil without one.
    private static func weekNumber(of element: Substring) -> Int? {
        let number = element.dropLast(2)
        return number.isEmpty ? nil : Int(number)
    }

    /// `[+|-][1-53]` then a weekday.
    private static func isWeekdayNumber(_ element: Substring) -> Bool {
        guard element.count >= 2, weekdays.contains(element.suffix(2)) else { return false }
        var number = element.dropLast(2)
        if number.isEmpty { return true }
        if let sign = number.first, sign == "+" || sign == "-" { number = number.dropFirst() }
        guard !number.isEmpty, number.count <= 2, number.allSatisfy({ $0.isASCII && $0.isNumber }), let week = Int(number) else { return false }
        return (1...53).contains(week)
    }

    /// `YYYYMMDDTHHMMSSZ`: a date and time in UTC.
    private static func isUTCDateTime(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            guard range.allSatisfy({ (48...57).contains(bytes[$0]) }) else { return nil }
            return range.reduce(0) { $0 * 10 + Int(bytes[$1] - 48) }
        }
        guard let year = number(0..<4), year >= 1970, let month = number(4..<6), (1...12).contains(month),
              let day = number(6..<8), (1...RecurrenceSyntax.daysIn(month: month, year: year)).contains(day),
              let hour = number(9..<11), hour <= 23, let minute = number(11..<13), minute <= 59,
              let second = number(13..<15), second <= 60 else { return false }
        return true
    }
}
