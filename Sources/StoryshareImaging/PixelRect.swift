/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`.
public struct PixelRect: Sendable, Equatable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `WxH+X+Y`, as ImageMagick writes a geometry.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
