/// An image in memory: 8-bit RGBA, rows top to bottom, colour not premultiplied by alpha (as the codecs
/// read and write it). Resampling and compositing premultiply on the way and undo it on the way back.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A of each pixel, row after row.
    public var pixels: [UInt8]

    /// An image of `width` x `height` pixels of one colour (transparent black by default).
    public init(width: Int, height: Int, color: RGBAColor = .clear) {
        precondition(width >= 0 && height >= 0, "an image size cannot be negative")
        self.width = width
        self.height = height
        if color == .clear {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                for index in 0..<width * height {
                    buffer[index * 4] = color.red
                    buffer[index * 4 + 1] = color.green
                    buffer[index * 4 + 2] = color.blue
                    buffer[index * 4 + 3] = color.alpha
                }
                count = width * height * 4
            }
        }
    }

    /// An image over `pixels` (`width * height * 4` bytes, RGBA).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBA pixels: 4 bytes for each of width x height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A vertical linear gradient: the first row is `top`, the last `bottom`, the rows between evenly
    /// interpolated (each channel rounded). Equal colours give a solid fill.
    public static func verticalGradient(width: Int, height: Int, top: RGBAColor, bottom: RGBAColor) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        guard width > 0, height > 0 else { return image }
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                let t = height == 1 ? 0 : Double(y) / Double(height - 1)
                let color = top.interpolated(to: bottom, at: t)
                let row = y * width * 4
                for x in 0..<width {
                    buffer[row + x * 4] = color.red
                    buffer[row + x * 4 + 1] = color.green
                    buffer[row + x * 4 + 2] = color.blue
                    buffer[row + x * 4 + 3] = color.alpha
                }
            }
        }
        return image
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBAColor {
        get {
            let at = (y * width + x) * 4
            return RGBAColor(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2], alpha: pixels[at + 3])
        }
        set {
            let at = (y * width + x) * 4
            pixels[at] = newValue.red
            pixels[at + 1] = newValue.green
            pixels[at + 2] = newValue.blue
            pixels[at + 3] = newValue.alpha
        }
    }

    /// No pixel is even slightly transparent.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                if buffer[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }
}
