import StoryshareXML

/// ISO-8601 UTC timestamps (`YYYY-MM-DDTHH:MM:SSZ`, optionally with fractional seconds), as XML
/// plists and JSON bundles carry dates. Years 0001–9999 of the proleptic Gregorian calendar; no
/// leap seconds; no time zones other than `Z`.
public enum ISO8601UTC {
    /// 0001-01-01T00:00:00Z in seconds since 1970.
    public static let earliest: Double = -62_135_596_800
    /// 9999-12-31T23:59:59Z in seconds since 1970.
    public static let latest: Double = 253_402_300_799

    /// The timestamp of `secondsSince1970`, or nil when it is not finite or outside years
    /// 0001–9999.
    ///
    /// With `fractionalSeconds` false the value is rounded down to a whole second (XML plists).
    /// With it true, a non-integral value gets the fewest fractional digits (up to 17) that
    /// ``parse(_:)`` turns back into exactly the same `Double` (JSON bundles).
    public static func format(_ secondsSince1970: Double, fractionalSeconds: Bool) -> String? {
        guard secondsSince1970.isFinite, secondsSince1970 >= earliest, secondsSince1970 < latest + 1 else {
            return nil
        }
        let whole = secondsSince1970.rounded(.down)
        let seconds = Int64(whole)
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = civil(fromDays: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if fractionalSeconds {
            text += fraction(secondsSince1970 - whole, whole: whole, target: secondsSince1970)
        }
        return text + "Z"
    }

    /// The seconds since 1970 of a timestamp `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, or nil when the
    /// text is not exactly that form or names an impossible date or time.
    public static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { utf8 in
            parse(utf8: UnsafeRawBufferPointer(utf8)[...], allowFraction: true)
        }
    }

    /// Parses a timestamp given as UTF-8 bytes; `allowFraction` false demands whole seconds.
    static func parse(utf8 text: InputBytes, allowFraction: Bool) -> Double? {
        // The length first: a hostile `<date>` may hold megabytes, which are not worth copying.
        guard text.count >= 20, text.count <= 64, text.last == 0x5A else {
            return nil
        }
        let bytes = Array(text)
        func number(_ start: Int, _ count: Int) -> Int64? {
            var value: Int64 = 0
            for index in start..<(start + count) {
                let byte = bytes[index]
                guard byte >= 0x30 && byte <= 0x39 else {
                    return nil
                }
                value = value * 10 + Int64(byte - 0x30)
            }
            return value
        }
        guard bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A,
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            year >= 1, (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month),
            hour < 24, minute < 60, second < 60
        else {
            return nil
        }
        let days = self.days(fromCivil: year, month, day)
        let whole = Double(days * 86_400 + hour * 3600 + minute * 60 + second)
        if bytes.count == 20 {
            return whole
        }
        // A fraction: "." then digits, then the final "Z".
        guard allowFraction, bytes[19] == 0x2E, bytes.count >= 22 else {
            return nil
        }
        let digits = bytes[20..<(bytes.count - 1)]
        guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let fraction = Double("0." + String(decoding: digits, as: UTF8.self))
        else {
            return nil
        }
        return whole + fraction
    }

    /// ".5", ".25" … the shortest fraction that reads back to `target`, or "" for none.
    private static func fraction(_ part: Double, whole: Double, target: Double) -> String {
        guard part > 0 else {
            return ""
        }
        var scale = 1.0
        var fallback = ""
        for count in 1...17 {
            scale *= 10
            let scaled = (part * scale).rounded()
            guard scaled < scale, let digitsValue = Int64(exactly: scaled) else {
                continue
            }
            var digits = String(digitsValue)
            while digits.count < count {
                digits = "0" + digits
            }
            fallback = digits
            if let value = Double("0." + digits), whole + value == target {
                return "." + digits
            }
        }
        return fallback.isEmpty ? "" : "." + fallback
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        var text = String(value)
        while text.count < width {
            text = "0" + text
        }
        return text
    }

    private static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2:
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return leap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (eras of 400 years, March-based years).
    static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a number of days since 1970-01-01.
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
