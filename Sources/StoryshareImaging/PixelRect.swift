/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`.
public struct PixelRect: Sendable, Equatable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// How many columns.
    public var width: Int
    /// How many rows.
    public var height: Int

    /// The `width` x `height` rectangle whose top-left pixel is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `WxH+X+Y`, as ImageMagick writes a geometry.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
