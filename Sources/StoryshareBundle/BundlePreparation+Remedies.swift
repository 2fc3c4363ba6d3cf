import StoryshareKit
import StoryshareSystem

extension BundlePreparation {
    /// What would mend what the findings say, as an input to give or to give otherwise: the library names no flags.
    public enum Remedy: Sendable, Equatable {
        /// The app's numeric ID (it is missing or invalid).
        case appID
        /// An asset: a background image or video, or a sticker (none was given).
        case anAsset
        /// The background image given is a video: it goes as the background video.
        case videoAsVideo
        /// The background video given is an image: it goes as the background image.
        case imageAsImage
    }

    /// What would mend the findings, in that order.
    public var remedies: [Remedy] {
        let rules = Set(findings.map(\.rule))
        var remedies: [Remedy] = []
        if rules.contains("payload-app-id-missing") || rules.contains("payload-app-id-invalid") {
            remedies.append(.appID)
        }
        if rules.contains("payload-no-asset") { remedies.append(.anAsset) }
        if assetFacts[.backgroundImage]?.kind == .video { remedies.append(.videoAsVideo) }
        if assetFacts[.backgroundVideo]?.kind == .image { remedies.append(.imageAsImage) }
        return remedies
    }

    /// Why nothing was written to `output`: `refused: 2 errors; nothing was written to out.bundle`.
    public func refusal(output: String) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        return "refused: \(errors) error\(errors == 1 ? "" : "s"); nothing was written to \(DisplayText.path(output))"
    }
}

extension BundlePlan {
    /// What a bundle of this plan written in `encoding` in `bytes` holds, in words: `facebook, binary, 1 item with 5
    /// keys, 12345 bytes, expires 2026-11-21T12:05:00Z`.
    public func summary(encoding: ShareBundle.Encoding, bytes: Int) -> String {
        "\(target.rawValue), \(encoding.rawValue), 1 item with \(strings.count + assets.count) keys, \(bytes) bytes, "
            + "expires \(BundleTime.format(createdAt + Int64(expiresIn)))"
    }
}
