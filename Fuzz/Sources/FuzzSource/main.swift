import FuzzSupport

@testable import StoryshareProject

/// The sharing code reader over a source: its lines (LF, CR LF or CR), the share calls, App IDs and files named,
/// each at a line of the text; then the call reader over the same text in each of the six languages: every call,
/// argument, function and assignment at a line of the text, a call's function one of the file's, and the token
/// lines never going back.
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
    for language in [SourceLanguage.swift, .objectiveC, .kotlin, .java, .dart, .javaScript] {
        checkCalls(text, language, lineCount: count)
    }
    return 0
}

/// The call reader's and the lexer's invariants over one text read as `language`.
func checkCalls(_ text: String, _ language: SourceLanguage, lineCount count: Int) {
    var line = 1
    for token in SourceLexer.tokens(of: text, language: language) {
        if token.line < line || token.line > count { Fuzz.fail("lexer \(language): token at line \(token.line)") }
        line = token.line
    }
    let file = CallReader.read(text, language: language)
    func check(_ line: Int, _ what: String) {
        if line < 1 || line > count { Fuzz.fail("calls \(language): \(what) at line \(line) of \(count)") }
    }
    for call in file.calls {
        check(call.line, "call")
        if call.callee.isEmpty { Fuzz.fail("calls \(language): a call without a callee") }
        for argument in call.arguments { check(argument.line, "argument") }
        if let function = call.function, !file.functions.indices.contains(function) {
            Fuzz.fail("calls \(language): call in function \(function) of \(file.functions.count)")
        }
    }
    for function in file.functions {
        check(function.lines.lowerBound, "function")
        check(function.lines.upperBound, "function end")
    }
    for assignment in file.assignments {
        check(assignment.line, "assignment")
        if let function = assignment.function, !file.functions.indices.contains(function) {
            Fuzz.fail("calls \(language): assignment in function \(function) of \(file.functions.count)")
        }
    }
}
