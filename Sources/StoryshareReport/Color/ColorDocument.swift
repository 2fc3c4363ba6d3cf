import StoryshareColor

/// `storyshare color --format json`:
/// `{"tool":{"name","version"},"top":{…},"bottom":{…},"fill":"solid"|"gradient"}`, where each colour is
/// `{"input"?,"hex","red","green","blue","defaulted"}`, or `{"input","error","defaulted":false}` when invalid
/// (and then there is no `fill`).
public struct ColorDocument: Encodable {
    let tool = ToolStamp()
    let top: ColorDocument.Color
    let bottom: ColorDocument.Color
    let fill: String?

    /// The document of the colours as given.
    public init(_ given: GivenColors) {
        top = Color(input: given.top.input, color: given.top.color, error: given.top.error)
        if let bottom = given.bottom {
            self.bottom = Color(input: bottom.input, color: bottom.color, error: bottom.error)
        } else {
            bottom = Color(input: nil, color: HexColor.defaultBottom, error: nil)
        }
        fill = given.resolved?.fill.rawValue
    }
}
