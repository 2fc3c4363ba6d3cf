#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-second UTC timestamps: `2026-11-21T12:00:00Z` ⇄ seconds since 1970.
public enum BundleTime {
    /// Parses `YYYY-MM-DDTHH:MM:SSZ` (also `+00:00`, a fractional part, or a bare date at midnight UTC).
    public static func parse(_ text: String) -> Int64? {
        let chars = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= chars.count else { return nil }
            var value = 0
            for c in chars[start..<start + count] {
                guard (0x30...0x39).contains(c) else { return nil }
                value = value * 10 + Int(c - 0x30)
            }
            return value
        }
        guard let year = number(0, 4), chars.count >= 10, chars[4] == 0x2D, let month = number(5, 2), chars[7] == 0x2D,
            let day = number(8, 2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var hour = 0, minute = 0, second = 0
        var rest = chars.count > 10 ? Array(chars[10...]) : []
        if !rest.isEmpty {
            guard rest[0] == 0x54 || rest[0] == 0x74 || rest[0] == 0x20, let h = number(11, 2), chars.count > 13,
                chars[13] == 0x3A, let m = number(14, 2), chars.count > 16, chars[16] == 0x3A, let s = number(17, 2),
                h < 24, m < 60, s < 61
            else { return nil }
            (hour, minute, second) = (h, m, s)
            rest = Array(chars[19...])
            if rest.first == 0x2E {  // fraction: ignored (whole seconds)
                rest.removeFirst()
                while let c = rest.first, (0x30...0x39).contains(c) { rest.removeFirst() }
            }
            let zone = String(decoding: rest, as: UTF8.self)
            guard zone == "Z" || zone == "z" || zone == "+00:00" || zone == "-00:00" || zone == "+0000" else { return nil }
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    public static func format(_ seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (y, m, d) = civilFromDays(Int(days))
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):"
            + "\(pad(secondOfDay % 60, 2))Z"
    }

    /// Now, in whole seconds.
    public static func now() -> Int64 { Int64(time(nil)) }

    // Howard Hinnant's days-from-civil algorithm (proleptic Gregorian).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civilFromDays(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp + (mp < 10 ? 3 : -9)
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
