import Foundation
import StoryshareKit

extension BundleTime {
    /// Parses `YYYY-MM-DDTHH:MM:SSZ` as users type it (`--now`, `--at`), also with `+00:00`/`-00:00`/`+0000`, a
    /// lower-case `t`/`z`, a space for the `T`, a fraction (dropped: bundles count whole seconds), or a bare date
    /// (midnight UTC), in the proleptic Gregorian calendar of ISO 8601.
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

    /// Now, in whole seconds.
    public static func now() -> Int64 { Int64(Date().timeIntervalSince1970.rounded(.down)) }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar: the inverse of StoryshareKit's `civil`.
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
