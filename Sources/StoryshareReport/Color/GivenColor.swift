import StoryshareColor

/// One colour argument of `color` as typed, and what parsing made of it.
public struct GivenColor: Sendable {
    /// The argument as typed.
    public let input: String
    /// The colour it names, or why it names none.
    public let parsed: Result<HexColor, ColorError>

    /// Parses `input`.
    public init(_ input: String) {
        self.input = input
        parsed = Result { () throws(ColorError) in try HexColor(parsing: input) }
    }

    /// The colour, when the argument is one.
    public var color: HexColor? { try? parsed.get() }

    /// Why the argument is not a colour, when it is not.
    public var error: ColorError? {
        if case .failure(let error) = parsed { return error }
        return nil
    }
}
