import Foundation

/// Whole-second UTC times as users type them (`--now`, `--at`) and bundles show them, in the proleptic
/// Gregorian calendar of ISO 8601 (Foundation's Gregorian calendar turns Julian before 1582, so the few
/// lines of day arithmetic are done here).
public enum BundleTime {
    /// 0001-01-01T00:00:00Z, the earliest time a bundle carries, in seconds since 1970.
    public static let earliest: Int64 = -62_135_596_800
    /// 9999-12-31T23:59:59Z, the latest time a bundle carries, in seconds since 1970.
    public static let latest: Int64 = 253_402_300_799
    /// Parses `YYYY-MM-DDTHH:MM:SSZ`, also with `+00:00`/`-00:00`/`+0000`, a lower-case `t`/`z`, a space
    /// for the `T`, a fraction (dropped: bundles count whole seconds), or a bare date (midnight UTC).
    public static func parse(_ text: String) -> Int64? {
        var canonical = Array(text.utf8)
        if canonical.count == 10 { canonical += Array("T00:00:00Z".utf8) }
        for suffix in ["+00:00", "-00:00", "+0000"]
        where canonical.count > suffix.utf8.count && canonical.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            canonical = canonical.dropLast(suffix.utf8.count) + [UInt8(ascii: "Z")]
        }
        if canonical.count > 10, [UInt8(ascii: "t"), UInt8(ascii: " ")].contains(canonical[10]) {
            canonical[10] = UInt8(ascii: "T")
        }
        if canonical.last == UInt8(ascii: "z") { canonical[canonical.count - 1] = UInt8(ascii: "Z") }
        // A fraction of a second: digits after a point, dropped.
        if canonical.count > 21, canonical[19] == UInt8(ascii: "."), canonical.last == UInt8(ascii: "Z"),
            canonical[20..<(canonical.count - 1)].allSatisfy({ (0x30...0x39).contains($0) })
        {
            canonical = Array(canonical[0..<19]) + [UInt8(ascii: "Z")]
        }
        let shape = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        guard canonical.count == shape.count else { return nil }
        for (byte, expected) in zip(canonical, shape)
        where expected == UInt8(ascii: "d") ? !(0x30...0x39).contains(byte) : byte != expected {
            return nil
        }
        func number(_ range: Range<Int>) -> Int64 { canonical[range].reduce(0) { $0 * 10 + Int64($1 - 0x30) } }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        let (hour, minute, second) = (number(11..<13), number(14..<16), number(17..<19))
        guard year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour < 24,
            minute < 60, second < 60
        else { return nil }
        return days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (years 0001–9999; other values are written as plain seconds).
    public static func format(_ seconds: Int64) -> String {
        guard (earliest...latest).contains(seconds) else { return "\(seconds) s since 1970" }
        let (dayNumber, time) = (seconds.floorDivided(by: 86_400), seconds - seconds.floorDivided(by: 86_400) * 86_400)
        let (year, month, day) = civil(dayNumber)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: 4 - "\(year)".count) + "\(year)"
        return "\(yearText)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// Now, in whole seconds.
    public static func now() -> Int64 { Int64(Date().timeIntervalSince1970.rounded(.down)) }
    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day counted from 1970-01-01: the inverse of ``days(year:month:day:)``.
    static func civil(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension Int64 {
    /// The quotient rounded towards minus infinity.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
