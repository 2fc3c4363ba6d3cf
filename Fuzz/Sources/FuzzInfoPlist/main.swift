import FuzzSupport

@testable import StoryshareProject
@testable import StoryshareXML

/// The Info.plist reader: the lines the XML lexer's visitor records (each at a '<' and at the position counted
/// from the start, the top-level value first), then the facts, whose values Foundation reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkLines(bytes)
    _ = InfoPlistFacts.read(bytes)
    return 0
}

/// Every position `InfoPlistLines` records over `bytes` is a start tag's '<', counted from the start.
func checkLines(_ bytes: [UInt8]) {
    func fail(_ message: String) -> Never { Fuzz.fail("Info.plist lines: \(message)") }
    var lines = InfoPlistLines()
    do throws(XMLReadError) {
        try XMLReader.read(bytes, into: &lines)
    } catch {
        if error.position.offset > bytes.count || error.position.line < 1 { fail("error outside the input: \(error)") }
        return
    }
    guard lines.problem == nil else { return }
    let entries = lines.entries.values.flatMap { [$0.key, $0.value] + $0.elements }
    let all = (lines.root.map { [$0] } ?? []) + entries + lines.duplicateKeys.map(\.position)
    for position in all {
        let counted = bytes.withUnsafeBytes { TextPosition(offset: position.offset, in: $0[...]) }
        if counted != position || bytes[position.offset] != UInt8(ascii: "<") { fail("\(position) is \(counted)") }
        if let root = lines.root, position.offset < root.offset { fail("\(position) before the top-level value") }
    }
}
