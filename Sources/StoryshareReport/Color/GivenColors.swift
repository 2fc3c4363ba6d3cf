import StoryshareColor

/// The colour arguments of `color`, and the background they resolve to when every one is valid.
public struct GivenColors: Sendable {
    /// The top colour.
    public let top: GivenColor
    /// The bottom colour, when one was given.
    public let bottom: GivenColor?
    /// The background the colours make (a missing bottom is the platform's default), or `nil` when one of
    /// them is not a colour.
    public let resolved: BackgroundColors?

    /// Parses the arguments as typed.
    public init(top: String, bottom: String?) {
        self.top = GivenColor(top)
        self.bottom = bottom.map(GivenColor.init)
        if let topColor = self.top.color, self.bottom == nil || self.bottom?.color != nil {
            resolved = BackgroundColors.resolve(top: topColor, bottom: self.bottom?.color)
        } else {
            resolved = nil
        }
    }

    /// `(role, colour)` for each colour argument, top first.
    var all: [(role: String, given: GivenColor)] {
        [("top", top)] + (bottom.map { [("bottom", $0)] } ?? [])
    }
}
