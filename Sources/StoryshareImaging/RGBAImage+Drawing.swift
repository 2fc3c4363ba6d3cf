extension RGBAImage {
    /// This image, shown as `orientation` says and placed as `placement` says, drawn into `image` with the
    /// crop's top-left at `origin`, source-over: the same resampling as `ImageReader.draw`, from memory.
    public func draw(
        orientation: ImageOrientation = .identity, placement: Placement, into image: inout RGBAImage,
        at origin: (x: Int, y: Int) = (0, 0)
    ) {
        guard width > 0, height > 0, placement.crop.width > 0, placement.crop.height > 0 else { return }
        let plan = DrawingPlan(
            width: width, height: height, orientation: orientation, placement: placement, origin: origin)
        let firstColumn = plan.columns.firstSource
        let columnCount = plan.columns.endSource - firstColumn
        let resampler = Resampler(
            sourceWidth: columnCount, horizontal: plan.columns.shifted(by: firstColumn),
            vertical: plan.rows.shifted(by: plan.rows.firstSource), premultiplies: !plan.copies && !isOpaque)
        var nextRow = plan.rows.firstSource
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { source in
            let writer = plan.writer
            resampler.run(
                read: { band, stride, count in
                    let available = min(count, height - nextRow)
                    for row in 0..<available {
                        let from = source.baseAddress! + (nextRow + row) * rowBytes + firstColumn * 4
                        (band + row * stride).update(from: from, count: columnCount * 4)
                    }
                    nextRow += available
                    return available
                },
                emit: { y, row in writer.write(row: y, row, into: &image) },
                ended: { fatalError("rows are read only from inside the image") })
        }
    }

    /// This image scaled to `width` x `height` (each axis by its own factor).
    public func resized(width: Int, height: Int) -> RGBAImage {
        var result = RGBAImage(width: width, height: height)
        draw(placement: Placement(scaledWidth: width, scaledHeight: height), into: &result)
        return result
    }

    /// This image shown as `orientation` says: the pixels turned, nothing resampled.
    public func oriented(_ orientation: ImageOrientation) -> RGBAImage {
        let size = orientation.displaySize(width: width, height: height)
        var result = RGBAImage(width: size.width, height: size.height)
        draw(orientation: orientation, placement: .original(width: size.width, height: size.height), into: &result)
        return result
    }

    /// `image` laid source-over this one with its top-left at `origin`, unscaled.
    public mutating func composite(_ image: RGBAImage, at origin: (x: Int, y: Int)) {
        image.draw(placement: .original(width: image.width, height: image.height), into: &self, at: origin)
    }
}
