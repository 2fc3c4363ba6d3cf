import StoryshareImaging

/// The few shapes a preview draws over the story: opaque rectangles and outlines, a darkened band, a
/// triangle. Each is clipped to the image.
extension RGBAImage {
    /// `rect` filled with `color` (replacing what is there).
    mutating func fill(_ rect: PixelRect, with color: RGBAColor) {
        let left = max(rect.x, 0)
        let right = min(rect.x + rect.width, width)
        let top = max(rect.y, 0)
        let bottom = min(rect.y + rect.height, height)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right { self[x, y] = color }
        }
    }

    /// A border `thickness` pixels wide drawn just inside `rect`.
    mutating func outline(_ rect: PixelRect, thickness: Int, color: RGBAColor) {
        let side = min(thickness, rect.width, rect.height)
        guard side > 0 else { return }
        fill(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: side), with: color)
        fill(PixelRect(x: rect.x, y: rect.y + rect.height - side, width: rect.width, height: side), with: color)
        fill(PixelRect(x: rect.x, y: rect.y, width: side, height: rect.height), with: color)
        fill(PixelRect(x: rect.x + rect.width - side, y: rect.y, width: side, height: rect.height), with: color)
    }

    /// Rows `rows` darkened as black at `alpha` (0–255) laid source-over them: each colour channel becomes
    /// `c * (255 - alpha) / 255`, rounded; alpha is kept.
    mutating func darken(rows: Range<Int>, alpha: UInt8) {
        let keep = 255 - Int(alpha)
        let first = max(rows.lowerBound, 0)
        let last = min(rows.upperBound, height)
        guard first < last else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for index in stride(from: first * width * 4, to: last * width * 4, by: 4) {
                for channel in 0..<3 {
                    buffer[index + channel] = UInt8((Int(buffer[index + channel]) * keep + 127) / 255)
                }
            }
        }
    }

    /// A triangle pointing right (a play sign) filling the left-centred part of `rect`.
    mutating func playSign(in rect: PixelRect, color: RGBAColor) {
        guard rect.width > 0, rect.height > 0 else { return }
        let half = Double(rect.height) / 2
        for row in 0..<rect.height {
            // The width at this row: full in the middle, nothing at the top and bottom.
            let distance = abs(Double(row) + 0.5 - half) / half
            let length = Int((Double(rect.width) * (1 - distance)).rounded())
            fill(PixelRect(x: rect.x, y: rect.y + row, width: length, height: 1), with: color)
        }
    }
}
