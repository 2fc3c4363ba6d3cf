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
    /// First source pixel of each output pixel.
    private(set) var starts: [Int]
    /// Source pixels each output pixel reads.
    let counts: [Int]
    /// `outputCount * taps` weights, zero past each pixel's count.
    let weights: [Float]
    /// Each output pixel is one source pixel (scale 1): values pass through unchanged.
    private(set) var copies = false

    /// The support of Lanczos-3, in source pixels at scale 1.
    static let support = 3.0

    /// Weights for output pixels `outputStart..<outputStart + outputCount` of an axis of `sourceCount` pixels
    /// scaled by `scale` (output pixels per source pixel).
    init(sourceCount: Int, scale: Double, outputStart: Int, outputCount: Int) {
        precondition(sourceCount > 0 && scale > 0 && outputCount >= 0)
        self.outputCount = outputCount
        if scale == 1 {
            copies = true
            taps = 1
            starts = (0..<outputCount).map { min(max(outputStart + $0, 0), sourceCount - 1) }
            counts = [Int](repeating: 1, count: outputCount)
            weights = [Float](repeating: 1, count: outputCount)
            return
        }
        let stretch = max(1 / scale, 1)
        let support = Self.support * stretch
        let kernelScale = 1 / stretch
        var starts: [Int] = []
        var counts: [Int] = []
        var rows: [[Double]] = []
        starts.reserveCapacity(outputCount)
        for index in 0..<outputCount {
            let center = (Double(outputStart + index) + 0.5) / scale
            let start = max(Int(center - support + 0.5), 0)
            let stop = min(max(Int(center + support + 0.5), start + 1), sourceCount)
            var row = (start..<stop).map { Self.lanczos3((Double($0) - center + 0.5) * kernelScale) }
            let sum = row.reduce(0, +)
            if sum != 0 {
                row = row.map { $0 / sum }
            } else {
                row = row.map { _ in 1 / Double(row.count) }
            }
            starts.append(min(start, sourceCount - 1))
            counts.append(row.count)
            rows.append(row)
        }
        let taps = max(counts.max() ?? 1, 1)
        var weights = [Float](repeating: 0, count: outputCount * taps)
        for (index, row) in rows.enumerated() {
            for (tap, weight) in row.enumerated() { weights[index * taps + tap] = Float(weight) }
        }
        self.taps = taps
        self.starts = starts
        self.counts = counts
        self.weights = weights
    }

    /// The first source pixel any output pixel reads.
    var firstSource: Int { starts.first ?? 0 }

    /// One past the last source pixel any output pixel reads.
    var endSource: Int { zip(starts, counts).map { $0 + $1 }.max() ?? 0 }

    /// The same weights over a source that starts `offset` pixels later (a decoded window of columns, rows
    /// skipped before the first needed).
    func shifted(by offset: Int) -> AxisWeights {
        var copy = self
        copy.starts = starts.map { $0 - offset }
        return copy
    }

    /// Lanczos-3: sinc(x) windowed by sinc(x / 3), zero from |x| = 3.
    static func lanczos3(_ x: Double) -> Double {
        let x = abs(x)
        if x < 1e-8 { return 1 }
        if x >= support { return 0 }
        let pix = Double.pi * x
        return support * sin(pix) * sin(pix / support) / (pix * pix)
    }
}
