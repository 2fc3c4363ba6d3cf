import Foundation

/// Whole-second UTC times as bundles show them, in the proleptic Gregorian calendar of ISO 8601 (Foundation's
/// Gregorian calendar turns Julian before 1582, so the few lines of day arithmetic are done here); StoryshareBundle
/// parses them as users type them (`--now`, `--at`).
public enum BundleTime {
    /// 0001-01-01T00:00:00Z, the earliest time a bundle carries, in seconds since 1970.
    public static let earliest: Int64 = -62_135_596_800
    /// 9999-12-31T23:59:59Z, the latest time a bundle carries, in seconds since 1970.
    public static let latest: Int64 = 253_402_300_799
    /// `YYYY-MM-DDTHH:MM:SSZ` (years 0001–9999; other values are written as plain seconds).
    public static func format(_ seconds: Int64) -> String {
        guard (earliest...latest).contains(seconds) else { return "\(seconds) s since 1970" }
        let (dayNumber, time) = (seconds.floorDivided(by: 86_400), seconds - seconds.floorDivided(by: 86_400) * 86_400)
        let (year, month, day) = civil(dayNumber)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: 4 - "\(year)".count) + "\(year)"
        return "\(yearText)-\(two(month))-\(two(day))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// The date of a day counted from 1970-01-01.
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
}

extension Int64 {
    /// The quotient rounded towards minus infinity.
    package func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
