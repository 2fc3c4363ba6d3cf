/// What drawing an image takes, worked out in its stored orientation: the filter weights of its columns and
/// rows over the (possibly DCT-scaled) source, and the writer that turns and places each output row.
struct DrawingPlan {
    let columns: AxisWeights
    let rows: AxisWeights
    let writer: PixelWriter

    /// The plan for a stored `width` x `height` image decoded at 1/`denominator` of its size, shown as
    /// `orientation` says, placed as `placement` says with the crop's top-left at `origin`.
    init(
        width: Int, height: Int, denominator: Int = 1, orientation: ImageOrientation, placement: Placement,
        origin: (x: Int, y: Int)
    ) {
        let scaled = orientation.displaySize(width: placement.scaledWidth, height: placement.scaledHeight)
        let crop = orientation.storedRect(placement.crop, width: scaled.width, height: scaled.height)
        columns = AxisWeights(
            sourceCount: (width + denominator - 1) / denominator,
            scale: Double(scaled.width) / Double(width) * Double(denominator), outputStart: crop.x,
            outputCount: crop.width)
        rows = AxisWeights(
            sourceCount: (height + denominator - 1) / denominator,
            scale: Double(scaled.height) / Double(height) * Double(denominator), outputStart: crop.y,
            outputCount: crop.height)
        // Pixels copied along both axes need no premultiplying: they are laid down exactly as decoded.
        copies = columns.copies && rows.copies
        writer = PixelWriter(
            orientation: orientation, width: crop.width, height: crop.height, originX: origin.x, originY: origin.y,
            premultiplied: !copies)
    }

    /// Whether every output pixel is one source pixel (no resampling at all).
    let copies: Bool

    /// The shrink a placement asks of the stored image: source pixels per output pixel along its less shrunk
    /// axis (below 1 when enlarging).
    static func shrink(width: Int, height: Int, orientation: ImageOrientation, placement: Placement) -> Double {
        let scaled = orientation.displaySize(width: placement.scaledWidth, height: placement.scaledHeight)
        return min(Double(width) / Double(scaled.width), Double(height) / Double(scaled.height))
    }
}
