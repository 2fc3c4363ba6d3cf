import StoryshareImaging
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareFix

/// A result that must fit the byte limit but carries an ICC profile that alone fills it: refused at once,
/// naming the profile, its size and the limit, where it was once shrunk eight times and then refused
/// without a word about the profile.
struct ProfileOverLimitTests {
    @Test func aProfileThatFillsTheLimitIsTheReason() throws {
        var bytes = [UInt8](repeating: 9, count: 20_000)
        bytes.replaceSubrange(16..<20, with: Array("RGB ".utf8))
        var limits = Limits()
        limits.maxImageBytes = 10_000
        let fixer = ImageFixer(limits: limits, probeOptions: ProbeOptions(), fitBytes: true)
        let image = RGBAImage(width: 64, height: 64, color: RGBAColor(red: 1, green: 2, blue: 3))
        #expect(throws: ImagingError.iccProfileTooLarge(bytes: 20_000, bound: 10_000)) {
            try fixer.encode(image, format: .jpeg, icc: ICCProfile(bytes: bytes), tooLarge: true)
        }
        // A profile that leaves room is carried, and the result fits.
        let small = ICCProfile(bytes: Array(bytes[0..<2_000]))
        let output = try fixer.encode(image, format: .jpeg, icc: small, tooLarge: true)
        #expect(output.bytes.count <= 10_000 && (output.width, output.height) == (64, 64))
    }
}
