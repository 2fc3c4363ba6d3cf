import StoryshareKit
import StoryshareSystem

extension AssetRule {
    /// Background not 9:16 (Instagram also takes 9:18) within the tolerance.
    public static let backgroundAspectRatio = AssetRule(
        RuleDescription(
            id: "background-aspect-ratio",
            summary: "Displayed ratio differs from 9:16 by more than 1% (Instagram: 9:16 or 9:18).",
            defaultSeverity: .warning, appliesTo: "background image/video", source: RuleSource.sharingToStories),
        triggering: [
            Example.image(.jpeg, 1920, 1080),
            Example.image(.jpeg, 1080, 1080),
            Example.image(.jpeg, 1080, 2160),  // 9:18 is Instagram-only
            Example.video(.mp4, 1920, 1080),
        ],
        nonTriggering: [
            Example.image(.jpeg, 1080, 1920),
            Example.image(.jpeg, 1920, 1080, orientation: 6),  // shown 1080x1920
            Example.image(.png, 720, 1280),
            Example.image(.png, 1080, 1910),  // 0.565: within 1%
            Example.image(.jpeg, 1080, 2160, target: .instagram),
            Example.video(.mp4, 1920, 1080, rotation: 90),
            Example.image(.png, 640, 480, role: .sticker),
        ]
    ) { asset in
        guard asset.role == .background, asset.decodedCleanly, let (w, h) = asset.displaySize, h > 0
        else { return nil }
        let ratio = Double(w) / Double(h)
        var allowed: [(name: String, value: Double)] = [("9:16", 9.0 / 16.0)]
        if asset.target == .instagram { allowed.append(("9:18", 9.0 / 18.0)) }
        let tolerance = asset.limits.ratioTolerance
        guard allowed.allSatisfy({ abs(ratio - $0.value) / $0.value > tolerance }) else { return nil }
        let names = allowed.map(\.name).joined(separator: " or ")
        let kind = asset.facts.kind == .video ? "video" : "image"
        return "\(kind) is \(w)x\(h) (ratio \(NumberText.decimal(ratio, places: 3))); \(asset.target.displayName) "
            + "Stories expect \(names) within \(NumberText.decimal(tolerance * 100))%. Crop or pad it to 9:16 (1080x1920)."
    }
}
