import StoryshareBundle
import StoryshareRules
import StoryshareSystem

/// `storyshare inspect` as text: the bundle's format and target, its link, creation and expiry, each key of
/// the item (a string quoted, an asset by its type, size, dimensions, duration and digest), and the colours.
public enum InspectText {
    /// The text of what `summary` says about a bundle.
    public static func render(_ summary: BundleSummary) -> String {
        let s = summary
        var lines = ["\(DisplayText.path(s.path)): \(s.format) v\(s.version) (\(s.encoding)), target \(s.target)"]
        lines.append("url:      \(DisplayText.escaped(s.url))")
        lines.append("created:  \(s.createdAt)")
        let state =
            s.expired
            ? "expired \(DurationText.describe(-s.secondsUntilExpiry)) ago"
            : "valid for \(DurationText.describe(s.secondsUntilExpiry))"
        lines.append("expires:  \(s.expirationDate) (\(s.expiresIn) s after creation; \(state))")
        lines.append("item:")
        let width = s.entries.map(\.key.count).max() ?? 0
        for entry in s.entries {
            let key = entry.key.padding(toLength: width, withPad: " ", startingAt: 0)
            if entry.type == "data" {
                var parts = [DisplayText.escaped(entry.mediaType ?? "data"), "\(entry.bytes ?? 0) bytes"]
                if let w = entry.width, let h = entry.height { parts.append("\(w)x\(h)") }
                if let d = entry.durationSeconds { parts.append("\(d) s") }
                if let sha = entry.sha256 { parts.append("sha256 \(DisplayText.escaped(String(sha.prefix(16))))…") }
                lines.append("  \(key)  data    \(parts.joined(separator: ", "))")
            } else {
                lines.append("  \(key)  string  \(DisplayText.quoted(entry.value ?? ""))")
            }
        }
        if let colors = s.colors {
            lines.append(
                colors.fill == "solid"
                    ? "colours:  solid \(colors.top)" : "colours:  gradient from \(colors.top) to \(colors.bottom)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
