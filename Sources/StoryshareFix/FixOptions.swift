import StoryshareColor
import StoryshareRules

/// What `fix` is asked to do, beyond the rules' settings.
public struct FixOptions: Sendable {
    /// How a background is made 9:16.
    public var fit: FitMode
    /// The colours padding of a background shows: solid or a top-to-bottom gradient (`#222222` when none
    /// are given, as the platform paints a background without colours).
    public var padColors: BackgroundColors
    /// Work out and check every result, but write nothing.
    public var dryRun: Bool

    /// Padding to 9:16 with the platform's default colours, writing what passes, unless told otherwise.
    public init(
        fit: FitMode = .pad, padColors: BackgroundColors = .resolve(top: nil, bottom: nil), dryRun: Bool = false
    ) {
        self.fit = fit
        self.padColors = padColors
        self.dryRun = dryRun
    }
}
