import Testing

@testable import StorysharePropertyList

@Suite("Encoding detection")
struct DetectionTests {
    @Test("bplist00 at the start is a binary property list")
    func detection() {
        #expect(PropertyListReader.isBinary(Array("bplist00\u{0}".utf8)))
        for text in ["bplist01", "<?xml", "  \n<plist>", "\u{FEFF}<!DOCTYPE", "bplist0"] {
            #expect(!PropertyListReader.isBinary(Array(text.utf8)), "\(text)")
        }
    }

    @Test("anything else is refused with its first bytes")
    func unrecognized() {
        #expect(readError([]) == .unrecognizedEncoding(prefix: []))
        #expect(readError([])?.message == "not a property list: the input is empty")
        let gif = Array("GIF89a\u{1}\u{2}more".utf8)
        #expect(readError(gif) == .unrecognizedEncoding(prefix: Array(gif.prefix(8))))
        #expect(
            readError(gif)?.message
                == "not a binary property list: expected bplist00 at the start; found \"GIF89a\\x01\\x02\"")
        #expect(readError(Array("bplist01xxxxxxxx".utf8))?.message.contains("version \"01\"") == true)
        for text in ["\"string\"", "42", "<dict/>", "<?xml version=\"1.0\"?><plist/>", "plist", "{}", "[true]"] {
            #expect(readError(Array(text.utf8))?.caseName == "unrecognizedEncoding", "\(text)")
        }
    }
}
