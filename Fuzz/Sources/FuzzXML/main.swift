import FuzzSupport
import StoryshareProject

@testable import StoryshareXML

/// The XML reader (StoryshareXML) and the AndroidManifest.xml facts on top of it. Every element that starts must
/// end, in order; start tags come in document order, each at a '<' and at the position counted from the start; an
/// error's position lies in the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var checker = XMLEventChecker(bytes: bytes)
    do throws(XMLReadError) {
        try XMLReader.read(bytes, into: &checker)
        if !checker.open.isEmpty { XMLEventChecker.fail("read, with \(checker.open) still open") }
    } catch {
        if error.position.offset > bytes.count || error.position.line < 1 {
            XMLEventChecker.fail("error outside the input: \(error)")
        }
    }
    _ = AndroidManifestFacts.read(bytes)
    return 0
}

/// Checks what the XML reader tells as it reads.
struct XMLEventChecker: XMLVisitor {
    let bytes: [UInt8]
    var open: [XMLName] = []
    var last = -1

    static func fail(_ message: String) -> Never { Fuzz.fail("XML reader: \(message)") }

    mutating func start(_ element: XMLElement) {
        let offset = element.position.offset
        if offset <= last || offset >= bytes.count || bytes[offset] != UInt8(ascii: "<") {
            Self.fail("start tag at \(element.position) after offset \(last)")
        }
        let counted = bytes.withUnsafeBytes { TextPosition(offset: offset, in: $0[...]) }
        if counted != element.position { Self.fail("\(element.position) counted from the start is \(counted)") }
        last = offset
        open.append(element.name)
    }

    mutating func end(_ name: XMLName) {
        if open.popLast() != name { Self.fail("\(name) ends, but it is not the innermost element open") }
    }
}
