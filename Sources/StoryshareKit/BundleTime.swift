import StorysharePropertyList

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-second UTC times as users type them (`--now`, `--at`) and bundles show them. The calendar
/// arithmetic is `ISO8601UTC`'s; this adds the friendlier input forms.
public enum BundleTime {
    /// Parses `YYYY-MM-DDTHH:MM:SSZ`, also with `+00:00`/`-00:00`/`+0000`, a lower-case `t`/`z`, a space
    /// for the `T`, a fraction (dropped: bundles count whole seconds), or a bare date (midnight UTC).
    public static func parse(_ text: String) -> Int64? {
        var canonical = Array(text.utf8)
        if canonical.count == 10 { canonical += Array("T00:00:00Z".utf8) }
        for suffix in ["+00:00", "-00:00", "+0000"]
        where canonical.count > suffix.utf8.count
            && canonical.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        {
            canonical = canonical.dropLast(suffix.utf8.count) + [UInt8(ascii: "Z")]
        }
        if canonical.count > 10, [UInt8(ascii: "t"), UInt8(ascii: " ")].contains(canonical[10]) {
            canonical[10] = UInt8(ascii: "T")
        }
        if canonical.last == UInt8(ascii: "z") { canonical[canonical.count - 1] = UInt8(ascii: "Z") }
        guard let seconds = ISO8601UTC.parse(String(decoding: canonical, as: UTF8.self)) else { return nil }
        return Int64(seconds.rounded(.down))
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` (years 0001–9999; other values are written as plain seconds).
    public static func format(_ seconds: Int64) -> String {
        ISO8601UTC.format(Double(seconds), fractionalSeconds: false) ?? "\(seconds) s since 1970"
    }

    /// Now, in whole seconds.
    public static func now() -> Int64 { Int64(time(nil)) }
}
