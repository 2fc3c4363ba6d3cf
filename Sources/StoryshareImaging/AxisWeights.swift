#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The filter weights of one axis of a resize, computed once: for each output pixel, the first source pixel
/// it reads, how many, and their weights (normalised to sum to 1). A resize is separable: one set for the
/// columns, one for the rows.
///
/// Output pixel `i` of the whole scaled axis is centred on source coordinate `(i + 0.5) / scale`; the kernel
/// is Lanczos-3, stretched by `1 / scale` when shrinking (so every source pixel counts) and not squeezed
/// when enlarging. Taps outside the source are dropped and the rest renormalised, as ImageMagick's `-resize`
/// does; a scale of exactly 1 with whole-pixel offsets copies pixels.
struct AxisWeights {
    /// Output pixels (the cropped part of the axis).
    let outputCount: Int
    /// Source pixels each output pixel reads at most (the stride of `weights`).
    let taps: Int
    /// First filtered pixel of each output pixel: a source pixel, or with `box` a box of them, counted from
    /// `boxOrigin`.
    private(set) var starts: [Int]
    /// Filtered pixels each output pixel reads.
    let counts: [Int]
    /// `outputCount * taps` weights, zero past each pixel's count.
    let weights: [Float]
    /// Each output pixel is one source pixel (scale 1): values pass through unchanged.
    private(set) var copies = false
    /// Source pixels averaged into each filtered pixel (1: the source pixels are filtered as they are).
    let box: Int
    /// The source pixel filtered pixel 0 starts at, in the coordinates of `shifted(by:)`.
    private(set) var boxOrigin = 0
    /// One past the last source pixel, in the same coordinates.
    private(set) var sourceEnd: Int

    /// The support of Lanczos-3, in source pixels at scale 1.
    static let support = 3.0

    /// Weights for output pixels `outputStart..<outputStart + outputCount` of an axis of `sourceCount` pixels
    /// scaled by `scale` (output pixels per source pixel). A long axis shrunk 4 times or more is box-reduced
    /// first (`box`), as libvips does, so that the weights, and the rows and columns filtered, follow the
    /// output's size rather than the source's.
    /// (`boxes` false: never box-reduced, the exact filter tests compare the box-reduced one with.)
    init(sourceCount: Int, scale: Double, outputStart: Int, outputCount: Int, boxes: Bool = true) {
        precondition(sourceCount > 0 && scale > 0 && outputCount >= 0)
        let box = boxes ? Self.box(scale: scale, outputCount: outputCount) : 1
        self.init(
            boxes: (sourceCount + box - 1) / box, box: box, sourceCount: sourceCount, scale: scale * Double(box),
            outputStart: outputStart, outputCount: outputCount)
    }

    /// Source pixels averaged into one before the Lanczos filter: 1 (none) unless the output reads more than
    /// `boxThreshold` source pixels at a shrink of 4 or more; then the largest whole factor that leaves the
    /// filter at least a halving (libvips' `gap` of 2).
    static func box(scale: Double, outputCount: Int) -> Int {
        let shrink = 1 / scale
        guard shrink >= 4, Double(outputCount) * shrink > Double(boxThreshold) else { return 1 }
        return max(Int(shrink / 2), 1)
    }

    /// The source pixels an axis may read before it is box-reduced (at a shrink of 4 or more): a 16,384-pixel
    /// row or column, 1.5 MB of weights and filtered pixels. Images that size and smaller are filtered exactly
    /// as before; beyond it memory no longer grows with the source.
    static let boxThreshold = 16_384

    /// The weights over `boxes` box-reduced pixels (each `box` source pixels, the last maybe fewer).
    private init(boxes: Int, box: Int, sourceCount: Int, scale: Double, outputStart: Int, outputCount: Int) {
        self.outputCount = outputCount
        self.box = box
        self.sourceEnd = sourceCount
        if scale == 1 && box == 1 {
            copies = true
            taps = 1
            starts = (0..<outputCount).map { min(max(outputStart + $0, 0), boxes - 1) }
            counts = [Int](repeating: 1, count: outputCount)
            weights = [Float](repeating: 1, count: outputCount)
            return
        }
        let stretch = max(1 / scale, 1)
        let support = Self.support * stretch
        let kernelScale = 1 / stretch
        var starts: [Int] = []
        var counts: [Int] = []
        starts.reserveCapacity(outputCount)
        counts.reserveCapacity(outputCount)
        var taps = 1
        for index in 0..<outputCount {
            let center = (Double(outputStart + index) + 0.5) / scale
            let start = max(Int(center - support + 0.5), 0)
            let stop = min(max(Int(center + support + 0.5), start + 1), boxes)
            starts.append(min(start, boxes - 1))
            counts.append(max(stop - start, 1))
            taps = max(taps, stop - start)
        }
        var weights = [Float](repeating: 0, count: outputCount * taps)
        var row = [Double](repeating: 0, count: taps)
        for index in 0..<outputCount {
            let center = (Double(outputStart + index) + 0.5) / scale
            let start = max(Int(center - support + 0.5), 0)
            let count = min(max(Int(center + support + 0.5), start + 1), boxes) - start
            var sum = 0.0
            for tap in 0..<count {
                row[tap] = Self.lanczos3((Double(start + tap) - center + 0.5) * kernelScale)
                sum += row[tap]
            }
            for tap in 0..<count {
                weights[index * taps + tap] = Float(sum != 0 ? row[tap] / sum : 1 / Double(count))
            }
        }
        self.taps = taps
        self.starts = starts
        self.counts = counts
        self.weights = weights
    }

    /// The first source pixel any output pixel reads.
    var firstSource: Int { boxOrigin + (starts.first ?? 0) * box }

    /// One past the last source pixel any output pixel reads.
    var endSource: Int { min(boxOrigin + (zip(starts, counts).map { $0 + $1 }.max() ?? 0) * box, sourceEnd) }

    /// The same weights over a source that starts `offset` pixels later (a decoded window of columns, rows
    /// skipped before the first needed; `offset` at most `firstSource`). Filtered pixel 0 is then the first
    /// any output pixel reads, `boxOrigin` source pixels into that source.
    func shifted(by offset: Int) -> AxisWeights {
        var copy = self
        let first = starts.first ?? 0
        copy.starts = starts.map { $0 - first }
        copy.boxOrigin = boxOrigin + first * box - offset
        copy.sourceEnd = sourceEnd - offset
        return copy
    }

    /// Filtered pixels there are from `boxOrigin` in a source of `available` pixels (in `shifted` coordinates).
    func filteredCount(available: Int) -> Int { max((min(available, sourceEnd) - boxOrigin + box - 1) / box, 0) }

    /// Lanczos-3: sinc(x) windowed by sinc(x / 3), zero from |x| = 3.
    static func lanczos3(_ x: Double) -> Double {
        let x = abs(x)
        if x < 1e-8 { return 1 }
        if x >= support { return 0 }
        let pix = Double.pi * x
        return support * sin(pix) * sin(pix / support) / (pix * pix)
    }
}
