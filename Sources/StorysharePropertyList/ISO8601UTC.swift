/// ISO-8601 UTC timestamps (`YYYY-MM-DDTHH:MM:SSZ`, optionally with fractional seconds), as XML
/// plists carry dates. Years 0001–9999 of the proleptic Gregorian calendar; no leap seconds; no time
/// zones other than `Z`.
enum ISO8601UTC {
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

}
