import Foundation
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

#if canImport(FoundationXML)
    import FoundationXML
#endif

struct PercentEncodingTests {
    @Test(arguments: [
        ("my sticker, v2.png", "my%20sticker%2C%20v2.png"),
        ("café.jpg", "caf%C3%A9.jpg"),
        ("日本.png", "%E6%97%A5%E6%9C%AC.png"),
        ("100%.png", "100%25.png"),
        ("a:b.png", "a%3Ab.png"),
        ("#1?x=y&z.png", "%231%3Fx%3Dy%26z.png"),
        ("A-Z_a.z~09", "A-Z_a.z~09"),
    ])
    func encodesEverythingButUnreservedCharacters(segment: String, expected: String) {
        #expect(PercentEncoding.encodeSegment(segment) == expected)
    }

    @Test func keepsSlashesBetweenSegments() {
        #expect(PercentEncoding.encodePath(["a b", "c,d", "é"]) == "a%20b/c%2Cd/%C3%A9")
    }
}
