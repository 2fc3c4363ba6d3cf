/// Human durations: `4 min 12 s`, `3 h 5 min`, `2 d 4 h`: how long ago a bundle expired, or until it does.
public enum DurationText {
    /// `seconds` (its magnitude) in the two largest units that matter.
    public static func describe(_ seconds: Int64) -> String {
        let s = abs(seconds)
        switch s {
        case ..<60: return "\(s) s"
        case ..<3600: return "\(s / 60) min \(s % 60) s"
        case ..<86_400: return "\(s / 3600) h \(s / 60 % 60) min"
        default: return "\(s / 86_400) d \(s / 3600 % 24) h"
        }
    }
}
