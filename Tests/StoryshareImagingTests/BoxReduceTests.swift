import Foundation
import Testing

@testable import StoryshareImaging

/// A long axis shrunk a lot is box-reduced before the Lanczos filter, as libvips does: its weights and the
/// pixels filtered follow the output's size, not the source's (a 10,000,000-pixel row once took 72 bytes of
/// weights a source pixel), and the result stays within 35 dB of the exact filter.
struct BoxReduceTests {
    @Test func weightsFollowTheOutputNotTheSource() {
        for sourceCount in [10_000_000, 50_000_000] {
            let scale = 1080 / Double(sourceCount)
            let weights = AxisWeights(sourceCount: sourceCount, scale: scale, outputStart: 0, outputCount: 1080)
            #expect(weights.box == sourceCount / 1080 / 2)
            #expect(weights.weights.count <= 1080 * 16, "\(weights.weights.count) weights")
            #expect(weights.firstSource == 0 && weights.endSource == sourceCount)
            for x in 0..<weights.outputCount {
                let sum = (0..<weights.counts[x]).reduce(Float(0)) { $0 + weights.weights[x * weights.taps + $1] }
                #expect(abs(sum - 1) < 1e-4)
            }
            // A window of it: the first and last source pixels read, in source pixels.
            let window = AxisWeights(sourceCount: sourceCount, scale: scale, outputStart: 500, outputCount: 10)
            #expect(window.firstSource % window.box == 0)
            #expect(Double(window.firstSource) < 500.5 / scale && Double(window.endSource) > 509.5 / scale)
            let shifted = window.shifted(by: window.firstSource - 7)
            #expect(shifted.boxOrigin == 7 && shifted.firstSource == 7 && shifted.starts.first == 0)
        }
    }

    @Test func shortAxesAndSmallShrinksAreFilteredExactlyAsBefore() {
        #expect(AxisWeights(sourceCount: 16_000, scale: 0.01, outputStart: 0, outputCount: 160).box == 1)
        #expect(AxisWeights(sourceCount: 100_000, scale: 0.3, outputStart: 0, outputCount: 30_000).box == 1)
        #expect(AxisWeights(sourceCount: 100_000, scale: 0.2, outputStart: 0, outputCount: 20_000).box == 2)
    }

    /// A row of 200,000 pixels (slow and fast waves, and grain) shrunk 100 times, filtered box then Lanczos
    /// and Lanczos alone.
    @Test func theBoxReducedFilterIsWithin35dBOfTheExactOne() {
        let count = 200_000
        var state: UInt32 = 11
        let signal = (0..<count).map { index -> Float in
            state = state &* 1_103_515_245 &+ 12_345
            let grain = Float(state >> 27) - 16
            let x = Double(index)
            return Float(128 + 60 * sin(x * 2 * .pi / 5_000) + 30 * sin(x * 2 * .pi / 900)) + grain
        }
        let boxed = AxisWeights(sourceCount: count, scale: 0.01, outputStart: 0, outputCount: 2_000)
        let exact = AxisWeights(sourceCount: count, scale: 0.01, outputStart: 0, outputCount: 2_000, boxes: false)
        #expect(boxed.box == 50 && exact.box == 1)
        let reduced = stride(from: 0, to: count, by: boxed.box).map { start in
            signal[start..<min(start + boxed.box, count)].reduce(0, +) / Float(min(boxed.box, count - start))
        }
        func apply(_ weights: AxisWeights, _ values: [Float]) -> [Float] {
            (0..<weights.outputCount).map { x in
                (0..<weights.counts[x]).reduce(Float(0)) {
                    $0 + values[weights.starts[x] + $1] * weights.weights[x * weights.taps + $1]
                }
            }
        }
        let ours = apply(boxed, reduced)
        let reference = apply(exact, signal)
        let mse = zip(ours, reference).reduce(0.0) { $0 + Double(($1.0 - $1.1) * ($1.0 - $1.1)) } / Double(ours.count)
        let psnr = 10 * log10(255 * 255 / mse)
        #expect(psnr >= 35, "\(psnr) dB")
    }

    /// The same picture as an RGBA image, drawn through the box-reduced path, and against the exact filter of
    /// the rows the box made: a wide image shrunk into a small one keeps its colours and alpha.
    @Test func aWideImageIsDrawnThroughTheBox() {
        var pixels = [UInt8](repeating: 0, count: 40_000 * 2 * 4)
        for x in 0..<40_000 {
            for y in 0..<2 {
                let at = (y * 40_000 + x) * 4
                pixels[at] = x < 20_000 ? 200 : 20
                pixels[at + 1] = 90
                pixels[at + 2] = UInt8(x * 255 / 40_000)
                pixels[at + 3] = 255
            }
        }
        let image = RGBAImage(width: 40_000, height: 2, pixels: pixels)
        let small = image.resized(width: 400, height: 2)
        #expect(small[100, 0].red == 200 && small[300, 1].red == 20)
        #expect(small[100, 0].green == 90 && small[100, 0].alpha == 255)
        #expect(abs(Int(small[200, 0].blue) - 128) <= 2, "\(small[200, 0])")
    }
}
