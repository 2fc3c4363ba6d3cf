/// Puts resampled rows into an image: each row of premultiplied pixels (in the stored orientation) turned as
/// the orientation says, offset by an origin, and laid source-over what is there, the image keeping straight
/// (not premultiplied) 8-bit RGBA. Pixels that fall outside the image are dropped.
struct PixelWriter {
    let orientation: ImageOrientation
    /// The stored-orientation size of what is written (the drawn crop, before turning).
    let width: Int
    let height: Int
    /// Where the displayed top-left pixel of what is written lands in the image.
    let originX: Int
    let originY: Int
    /// Rows come premultiplied (resampled), or straight (copied pixels, which are laid down exactly).
    var premultiplied = true

    /// Writes stored row `y` (`width` pixels) into `image`.
    func write(row y: Int, _ pixels: UnsafePointer<Float>, into image: inout RGBAImage) {
        let imageWidth = image.width
        let imageHeight = image.height
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if orientation == .identity {
                let targetY = originY + y
                guard targetY >= 0, targetY < imageHeight else { return }
                let first = max(0, -originX)
                let last = min(width, imageWidth - originX)
                guard first < last else { return }
                var target = base + (targetY * imageWidth + originX + first) * 4
                for x in first..<last {
                    Self.blend(pixels + x * 4, premultiplied: premultiplied, over: target)
                    target += 4
                }
                return
            }
            for x in 0..<width {
                let shown = orientation.displayPoint(x: x, y: y, width: width, height: height)
                let targetX = originX + shown.x
                let targetY = originY + shown.y
                guard targetX >= 0, targetX < imageWidth, targetY >= 0, targetY < imageHeight else { continue }
                Self.blend(
                    pixels + x * 4, premultiplied: premultiplied, over: base + (targetY * imageWidth + targetX) * 4)
            }
        }
    }

    /// The pixel (four floats, 0–255; premultiplied or straight) at `pixel` source-over the straight-alpha
    /// pixel at `target`. A premultiplied pixel's colour is divided by its alpha before that is clamped: the
    /// colour of an edge stays the colour where the filter overshoots (ImageMagick normalises the same way).
    @inline(__always)
    static func blend(
        _ pixel: UnsafePointer<Float>, premultiplied: Bool, over target: UnsafeMutablePointer<UInt8>
    ) {
        let raw = pixel[3]
        let alpha = min(max(raw, 0), 255)
        var (red, green, blue) = (pixel[0], pixel[1], pixel[2])
        if premultiplied {
            let unpremultiply: Float = raw > 1e-3 ? 255 / raw : 0
            red *= unpremultiply
            green *= unpremultiply
            blue *= unpremultiply
        }
        let under = Float(target[3])
        if alpha >= 254.5 || under == 0 {
            // Opaque, or over nothing: the pixel is what shows (an invisible resampled one as transparent black;
            // a copied one keeps its colour, as decoded).
            let visible: Float = alpha >= 0.5 || !premultiplied ? 1 : 0
            target[0] = byte(red * visible)
            target[1] = byte(green * visible)
            target[2] = byte(blue * visible)
            target[3] = byte(alpha)
            return
        }
        // Straight colours: the pixel's, weighed by its alpha, and what shows through of the one under.
        let through = under * (1 - alpha / 255)
        let covered = alpha + through
        let scale = 1 / covered
        target[0] = byte((clamped(red) * alpha + Float(target[0]) * through) * scale)
        target[1] = byte((clamped(green) * alpha + Float(target[1]) * through) * scale)
        target[2] = byte((clamped(blue) * alpha + Float(target[2]) * through) * scale)
        target[3] = byte(covered)
    }

    @inline(__always)
    private static func clamped(_ value: Float) -> Float { min(max(value, 0), 255) }

    /// A channel rounded and clamped to 0–255 (a Lanczos kernel's negative lobes overshoot at edges).
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value + 0.5, 0), 255))
    }
}
