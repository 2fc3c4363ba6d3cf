import StoryshareRules
import StoryshareSystem

/// A key under `limits:` and the values it accepts. A value out of its range is refused when the file is read:
/// the limits size what `fix` allocates (a `min-image-side` of 100,000 asks for a 40 GB canvas), and a limit
/// no file could meet or every file meets is a mistake, not a setting.
///
/// - sides (`min-image-side`, `max-background-width`, …, `max-video-long-side`): 1 to 16,384 pixels, the side of
///   the largest `max-pixels`;
/// - `max-pixels`: 1 to 268,435,456 (16,384 × 16,384);
/// - `max-image-bytes`: 1 to 1,000,000,000 (1 GB); `max-video-bytes`: 1 to 100,000,000,000 (100 GB);
/// - `max-video-seconds`, `instagram-max-video-seconds`: more than 0, at most 86,400 (a day);
/// - `ratio-tolerance`: 0 to 1 (100%).
struct LimitKey: Sendable {
    /// What the key holds, and where in ``Limits`` it goes.
    enum Value: Sendable {
        /// A whole number from 1 to `maximum`.
        case whole(WritableKeyPath<Limits, Int> & Sendable, maximum: Int, unit: String)
        /// A number above 0 (or from 0, when `zero`) up to `maximum`.
        case decimal(WritableKeyPath<Limits, Double> & Sendable, zero: Bool, maximum: Double, unit: String)
    }

    let name: String
    let value: Value

    /// The largest side a side limit may name: the side of the largest `max-pixels`.
    static let maximumSide = 16_384
    /// The largest `max-pixels`: 16,384 × 16,384 (a 1 GiB RGBA canvas).
    static let maximumPixels = maximumSide * maximumSide

    static let all: [LimitKey] = {
        let sideUnit = "pixels, the side of the largest max-pixels"
        func side(_ name: String, _ path: WritableKeyPath<Limits, Int> & Sendable) -> LimitKey {
            LimitKey(name: name, value: .whole(path, maximum: maximumSide, unit: sideUnit))
        }
        return [
            side("min-image-side", \.minImageSide),
            LimitKey(
                name: "max-image-bytes", value: .whole(\.maxImageBytes, maximum: 1_000_000_000, unit: "bytes, 1 GB")),
            LimitKey(
                name: "max-pixels",
                value: .whole(\.maxPixels, maximum: maximumPixels, unit: "pixels, 16,384 x 16,384")),
            side("max-background-width", \.maxBackgroundWidth),
            side("max-background-height", \.maxBackgroundHeight),
            side("instagram-min-background-width", \.instagramMinBackgroundWidth),
            side("instagram-min-background-height", \.instagramMinBackgroundHeight),
            side("max-sticker-width", \.maxStickerWidth),
            side("max-sticker-height", \.maxStickerHeight),
            LimitKey(
                name: "ratio-tolerance",
                value: .decimal(\.ratioTolerance, zero: true, maximum: 1, unit: "a fraction: 0.01 is 1%")),
            LimitKey(
                name: "max-video-seconds",
                value: .decimal(\.maxVideoSeconds, zero: false, maximum: 86_400, unit: "seconds, a day")),
            LimitKey(
                name: "instagram-max-video-seconds",
                value: .decimal(\.instagramMaxVideoSeconds, zero: false, maximum: 86_400, unit: "seconds, a day")),
            LimitKey(
                name: "max-video-bytes",
                value: .whole(\.maxVideoBytes, maximum: 100_000_000_000, unit: "bytes, 100 GB")),
            side("max-video-short-side", \.maxVideoShortSide),
            side("max-video-long-side", \.maxVideoLongSide),
        ]
    }()

    static let byName: [String: LimitKey] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The range allowed, as messages say it: "a whole number from 1 to 16,384 (pixels, …)".
    var allowed: String {
        switch value {
        case .whole(_, let maximum, let unit):
            "a whole number from 1 to \(NumberText.grouped(maximum)) (\(unit))"
        case .decimal(_, let zero, let maximum, let unit):
            "a number \(zero ? "from 0" : "above 0") up to \(NumberText.grouped(Int(maximum))) (\(unit))"
        }
    }

    /// Sets this key in `limits` to `number` (the value read as a whole number and as a number); false, and
    /// `limits` untouched, when it is not a number in range.
    func apply(_ number: (int: Int?, double: Double?), to limits: inout Limits) -> Bool {
        switch value {
        case .whole(let path, let maximum, _):
            guard let n = number.int, (1...maximum).contains(n) else { return false }
            limits[keyPath: path] = n
        case .decimal(let path, let zero, let maximum, _):
            guard let x = number.double, x.isFinite, zero ? x >= 0 : x > 0, x <= maximum else { return false }
            limits[keyPath: path] = x
        }
        return true
    }
}
