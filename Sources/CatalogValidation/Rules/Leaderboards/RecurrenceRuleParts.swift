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
            return isDateOrDateTime(value) ? nil
                : "UNTIL is a date (YYYYMMDD) or a date and time (YYYYMMDDTHHMMSS, with Z for UTC), such as 20271231T235959Z"
        case "WKST":
            return weekdays.contains(Substring(value)) ? nil : "WKST is a weekday: \(weekdayList)"
        case "BYDAY":
            return list(value, allSatisfy: isWeekdayNumber) ? nil
                : "BYDAY is a list of weekdays (\(weekdayList)), each optionally after a week number from 1 to 53 with its sign, such as MO,WE or 1MO,-1FR"
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
        if let days = parts["BYDAY"], frequency != "MONTHLY", frequency != "YEARLY",
           days.contains(where: { $0.isNumber }) {
            return "BYDAY's week numbers (such as 1MO) are only used with FREQ=MONTHLY or FREQ=YEARLY (RFC 5545)"
        }
        if parts["BYSETPOS"] != nil, !parts.keys.contains(where: { $0.hasPrefix("BY") && $0 != "BYSETPOS" }) {
            return "BYSETPOS is only used with another BY part, such as BYDAY (RFC 5545)"
        }
        return nil
    }

    private static let weekdayList = "SU, MO, TU, WE, TH, FR or SA"

    private static func list(_ value: String, allSatisfy element: (Substring) -> Bool) -> Bool {
        value.split(separator: ",", omittingEmptySubsequences: false).allSatisfy(element)
    }

    /// A comma-separated list of whole numbers in `range`, or with `signed`
    /// in `range` or its negation (RFC 5545 counts from the end with `-`).
    private static func numberList(_ value: String, name: String, range: ClosedRange<Int>, signed: Bool) -> String? {
        let fits = list(value) { element in
            var digits = element
            if signed, let sign = digits.first, sign == "+" || sign == "-" { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else { return false }
            return range.contains(number)
        }
        guard !fits else { return nil }
        let bounds = "\(range.lowerBound) to \(range.upperBound)"
        return signed ? "\(name) is a list of whole numbers from \(bounds), or from -\(range.upperBound) to -\(range.lowerBound) counting from the end"
            : "\(name) is a list of whole numbers from \(bounds)"
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

    /// `YYYYMMDD`, or `YYYYMMDDTHHMMSS` with an optional `Z`.
    private static func isDateOrDateTime(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16 else { return false }
        func number(_ range: Range<Int>) -> Int? {
            guard range.allSatisfy({ (48...57).contains(bytes[$0]) }) else { return nil }
            return range.reduce(0) { $0 * 10 + Int(bytes[$1] - 48) }
        }
        guard let year = number(0..<4), year >= 1970, let month = number(4..<6), (1...12).contains(month),
              let day = number(6..<8), (1...RecurrenceSyntax.daysIn(month: month, year: year)).contains(day) else { return false }
        if bytes.count == 8 { return true }
        guard bytes[8] == UInt8(ascii: "T"), let hour = number(9..<11), hour <= 23, let minute = number(11..<13), minute <= 59,
              let second = number(13..<15), second <= 60 else { return false }
        return bytes.count == 15 || bytes[15] == UInt8(ascii: "Z")
    }
}
