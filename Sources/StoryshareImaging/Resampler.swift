/// A separable resize that streams: source rows come in order, a band at a time, and are filtered along the
/// row at once (into a ring of as many filtered rows as the column filter reads); each output row is made
/// from the ring as soon as its last source row is in. Memory: the band, the ring and one output row, never
/// the source image.
///
/// Pixels are filtered premultiplied by alpha (so a transparent pixel's colour weighs nothing and edges
/// get no dark fringe) as four `Float`s, 0–255 per channel; output rows are handed over premultiplied, and
/// the caller writes them where they go (`PixelWriter`). The loops are plain scalar code over pointers:
/// the optimiser vectorises them, and unoptimised (test) builds stay usable.
struct Resampler {
    /// Source rows decoded at a time, at most.
    static let band = 16
    /// Bytes of source rows decoded at a time, at most (but always one row): a band of very wide rows is fewer
    /// rows.
    static let bandBytes = 4 << 20

    let sourceWidth: Int
    /// 8-bit samples a source pixel: 4 (RGBA), or a PNG's rows as decoded, 1 (grey), 2 (grey, alpha) or 3 (RGB).
    var channels = 4
    let horizontal: AxisWeights
    let vertical: AxisWeights
    /// Colour is premultiplied by alpha as rows are loaded: not when every pixel is opaque (it would change
    /// nothing) nor when pixels are only copied (they are laid down as they are).
    let premultiplies: Bool

    /// Runs the resize. `read` fills up to `count` rows of `sourceWidth` pixels (`stride` bytes apart)
    /// and returns how many it filled (0 only when the source has ended); rows are read from the first any
    /// output row needs (`vertical`'s source 0) to the last. `emit` gets each output row, top to bottom, as
    /// `horizontal.outputCount` premultiplied pixels of four floats.
    ///
    /// An axis with a `box` is box-reduced as it is loaded: each row's columns averaged `box` at a time before
    /// the row filter, and `box` filtered rows averaged into one before the column filter.
    func run<Failure: Error>(
        read: (_ rows: UnsafeMutablePointer<UInt8>, _ stride: Int, _ count: Int) throws(Failure) -> Int,
        emit: (_ y: Int, _ row: UnsafePointer<Float>) throws(Failure) -> Void,
        ended: () -> Failure
    ) throws(Failure) {
        let outputWidth = horizontal.outputCount
        let ringRows = ringCapacity()
        let stride = sourceWidth * channels
        let bandRows = max(min(Self.band, Self.bandBytes / max(stride, 1)), 1)
        let columns = horizontal.filteredCount(available: sourceWidth)
        let band = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bandRows * stride, 4))
        let source = UnsafeMutablePointer<Float>.allocate(capacity: max(columns * 4, 4))
        let ring = UnsafeMutablePointer<Float>.allocate(capacity: max(ringRows * outputWidth * 4, 4))
        let output = UnsafeMutablePointer<Float>.allocate(capacity: max(outputWidth * 4, 4))
        let sum = UnsafeMutablePointer<Float>.allocate(capacity: max(outputWidth * 4, 4))
        let hStarts = UnsafeMutablePointer<Int>.allocate(capacity: max(outputWidth, 1))
        let hCounts = UnsafeMutablePointer<Int>.allocate(capacity: max(outputWidth, 1))
        let hWeights = UnsafeMutablePointer<Float>.allocate(capacity: max(horizontal.weights.count, 1))
        defer {
            for pointer in [band] as [UnsafeMutablePointer<UInt8>] { pointer.deallocate() }
            for pointer in [source, ring, output, sum, hWeights] { pointer.deallocate() }
            hStarts.deallocate()
            hCounts.deallocate()
        }
        // Pointers, not arrays, in the loops: no bounds checks or copies on the hot path.
        hStarts.initialize(from: horizontal.starts, count: outputWidth)
        hCounts.initialize(from: horizontal.counts, count: outputWidth)
        hWeights.initialize(from: horizontal.weights, count: horizontal.weights.count)
        let load = RowLoader(
            channels: channels, origin: horizontal.boxOrigin, box: horizontal.box, columns: columns,
            available: min(sourceWidth, horizontal.sourceEnd), premultiplies: premultiplies)
        let totalRows = vertical.endSource
        let floats = outputWidth * 4
        var rowsRead = 0
        var rowsUsed = 0
        var bandFilled = 0
        var bandNext = 0
        var filtered = 0
        for y in 0..<vertical.outputCount {
            let start = vertical.starts[y]
            let count = vertical.counts[y]
            while filtered < start + count {
                // One filtered row: `vertical.box` source rows (fewer at the end), filtered along the row and
                // averaged.
                let target = ring + (filtered % ringRows) * floats
                var averaged = 0
                while averaged < vertical.box && rowsUsed < totalRows {
                    if bandNext == bandFilled {
                        let wanted = min(bandRows, totalRows - rowsRead)
                        bandFilled = wanted > 0 ? try read(band, stride, wanted) : 0
                        guard bandFilled > 0 else { throw ended() }
                        rowsRead += bandFilled
                        bandNext = 0
                    }
                    load.run(band + bandNext * stride, into: source)
                    Self.filter(
                        source, outputs: outputWidth, starts: hStarts, counts: hCounts, weights: hWeights,
                        taps: horizontal.taps, into: averaged == 0 ? target : sum)
                    if averaged > 0 { for index in 0..<floats { target[index] += sum[index] } }
                    averaged += 1
                    bandNext += 1
                    rowsUsed += 1
                }
                guard averaged > 0 else { throw ended() }
                if averaged > 1 {
                    let scale = 1 / Float(averaged)
                    for index in 0..<floats { target[index] *= scale }
                }
                filtered += 1
            }
            vertical.weights.withUnsafeBufferPointer { weights in
                Self.combine(
                    rows: count, first: start, ring: ring, ringRows: ringRows, floats: floats,
                    weights: weights.baseAddress! + y * vertical.taps, into: output)
            }
            try emit(y, output)
        }
    }

    /// Rows the ring must hold: from each output row's first source row to the furthest row read by then.
    private func ringCapacity() -> Int {
        var furthest = 0
        var capacity = 1
        for y in 0..<vertical.outputCount {
            furthest = max(furthest, vertical.starts[y] + vertical.counts[y])
            capacity = max(capacity, furthest - vertical.starts[y])
        }
        return capacity
    }

    /// The row filtered along its length: `outputs` pixels.
    private static func filter(
        _ source: UnsafePointer<Float>, outputs: Int, starts: UnsafePointer<Int>, counts: UnsafePointer<Int>,
        weights: UnsafePointer<Float>, taps: Int, into target: UnsafeMutablePointer<Float>
    ) {
        for x in 0..<outputs {
            var from = source + starts[x] * 4
            var w = weights + x * taps
            var (r, g, b, a): (Float, Float, Float, Float) = (0, 0, 0, 0)
            for _ in 0..<counts[x] {
                let weight = w.pointee
                r += from[0] * weight
                g += from[1] * weight
                b += from[2] * weight
                a += from[3] * weight
                from += 4
                w += 1
            }
            let at = target + x * 4
            at[0] = r
            at[1] = g
            at[2] = b
            at[3] = a
        }
    }

    /// An output row: `rows` filtered rows of the ring from `first` on, weighed together.
    private static func combine(
        rows: Int, first: Int, ring: UnsafePointer<Float>, ringRows: Int, floats: Int, weights: UnsafePointer<Float>,
        into output: UnsafeMutablePointer<Float>
    ) {
        let row = ring + (first % ringRows) * floats
        let weight = weights[0]
        for index in 0..<floats { output[index] = row[index] * weight }
        for k in 1..<max(rows, 1) {
            let row = ring + ((first + k) % ringRows) * floats
            let weight = weights[k]
            for index in 0..<floats { output[index] += row[index] * weight }
        }
    }
}
