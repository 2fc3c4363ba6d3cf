/// Turns a source row into the floats the row filter reads, RGBA: from `origin` on, `box` pixels averaged
/// into each of `columns` (the last box holds what is left of the `available` pixels), premultiplied when
/// asked. A source pixel is `channels` 8-bit samples: grey, grey and alpha, RGB or RGBA.
struct RowLoader {
    let channels: Int
    let origin: Int
    let box: Int
    let columns: Int
    let available: Int
    let premultiplies: Bool

    func run(_ row: UnsafePointer<UInt8>, into source: UnsafeMutablePointer<Float>) {
        let row = row + origin * channels
        if box == 1 && channels == 4 {
            Self.load(row, pixels: columns, premultiplies: premultiplies, into: source)
            return
        }
        if box == 1 && (channels == 1 || channels == 3) {
            Self.loadOpaque(row, channels: channels, pixels: columns, into: source)
            return
        }
        let end = available - origin
        let grey = channels < 3
        let alphaAt = channels == 2 ? 1 : channels == 4 ? 3 : -1
        for column in 0..<columns {
            let first = column * box
            let pixels = min(box, end - first)
            var (r, g, b, a): (Float, Float, Float, Float) = (0, 0, 0, 0)
            var at = row + first * channels
            for _ in 0..<pixels {
                let alpha: Float = alphaAt < 0 ? 255 : Float(at[alphaAt])
                let scale = premultiplies ? alpha * (1 / 255) : 1
                r += Float(at[0]) * scale
                g += Float(at[grey ? 0 : 1]) * scale
                b += Float(at[grey ? 0 : 2]) * scale
                a += alpha
                at += channels
            }
            let mean = 1 / Float(max(pixels, 1))
            let to = source + column * 4
            to[0] = r * mean
            to[1] = g * mean
            to[2] = b * mean
            to[3] = a * mean
        }
    }

    /// One grey or RGB source row as RGBA floats (opaque: nothing to premultiply).
    private static func loadOpaque(
        _ row: UnsafePointer<UInt8>, channels: Int, pixels: Int, into source: UnsafeMutablePointer<Float>
    ) {
        let green = channels == 3 ? 1 : 0
        let blue = channels == 3 ? 2 : 0
        for x in 0..<pixels {
            let from = row + x * channels
            let to = source + x * 4
            to[0] = Float(from[0])
            to[1] = Float(from[green])
            to[2] = Float(from[blue])
            to[3] = 255
        }
    }

    /// One RGBA source row as floats, premultiplied when asked.
    private static func load(
        _ row: UnsafePointer<UInt8>, pixels: Int, premultiplies: Bool, into source: UnsafeMutablePointer<Float>
    ) {
        if !premultiplies {
            for index in 0..<pixels * 4 { source[index] = Float(row[index]) }
            return
        }
        for x in 0..<pixels {
            let at = x * 4
            let alpha = Float(row[at + 3])
            let scale = alpha * (1 / 255)
            source[at] = Float(row[at]) * scale
            source[at + 1] = Float(row[at + 1]) * scale
            source[at + 2] = Float(row[at + 2]) * scale
            source[at + 3] = alpha
        }
    }
}
