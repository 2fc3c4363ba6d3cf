import FuzzSupport

@testable import StoryshareProject

/// The sharing code reader over a source: its lines (LF, CR LF or CR), the share calls, App IDs and files named,
/// each at a line of the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = SourceLines(text)
    let count = SourceLines.lines(of: text).count
    var previous = 0
    for line in lines.code {
        if line.number <= previous || line.number > count { Fuzz.fail("source: line \(line.number) of \(count)") }
        previous = line.number
    }
    let calls = ShareCodeScanner.shares(in: text, lines: lines, path: "Share.tsx", language: .javaScript)
    let ids = ShareCodeScanner.appIDs(of: calls)
    let references = ShareCodeScanner.assetReferences(in: lines, path: "Share.tsx", passedOnly: !calls.isEmpty)
    let evidence = calls.map(\.evidence) + ids.map(\.evidence) + references.map(\.evidence)
    for item in evidence {
        if let line = item.line, line < 1 || line > count { Fuzz.fail("source: evidence at line \(line) of \(count)") }
    }
    if references.count > ShareCodeScanner.referenceLimit { Fuzz.fail("source: \(references.count) references") }
    return 0
}
