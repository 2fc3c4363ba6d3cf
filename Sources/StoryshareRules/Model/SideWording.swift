/// Which side of an image passes a bound, in the words the size rules use: a 1084x608 background is
/// "1084 px wide, over 1080", not "larger than 1080x1920"; a 1600x390 one is "390 px tall, under 480".
enum SideWording {
    /// "wider than W and taller than H", "N px wide, over W" or "N px tall, over H"; nil when neither side is over.
    static func over(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> String? {
        switch (width > maxWidth, height > maxHeight) {
        case (true, true): "wider than \(maxWidth) and taller than \(maxHeight)"
        case (true, false): "\(width) px wide, over \(maxWidth)"
        case (false, true): "\(height) px tall, over \(maxHeight)"
        case (false, false): nil
        }
    }

    /// "N px wide, under W, and N px tall, under H", "N px wide, under W" or "N px tall, under H"; nil when neither
    /// side is under its minimum.
    static func under(width: Int, height: Int, minWidth: Int, minHeight: Int) -> String? {
        switch (width < minWidth, height < minHeight) {
        case (true, true): "\(width) px wide, under \(minWidth), and \(height) px tall, under \(minHeight)"
        case (true, false): "\(width) px wide, under \(minWidth)"
        case (false, true): "\(height) px tall, under \(minHeight)"
        case (false, false): nil
        }
    }

    /// "both sides are under M px", "N px wide, under M" or "N px tall, under M"; nil when neither side is under.
    static func under(width: Int, height: Int, minimum: Int) -> String? {
        switch (width < minimum, height < minimum) {
        case (true, true): "both sides are under \(minimum) px"
        case (true, false): "\(width) px wide, under \(minimum)"
        case (false, true): "\(height) px tall, under \(minimum)"
        case (false, false): nil
        }
    }
}
