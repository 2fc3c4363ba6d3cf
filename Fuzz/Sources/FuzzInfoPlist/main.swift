import FuzzSupport
import StoryshareRules

@testable import StorysharePropertyList

/// Differential: the property list reader with positions against the one without (the same value, or the same
/// error), every position at a '<' and the one counted from the start; then the Info.plist facts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkPositions(bytes)
    _ = InfoPlistFacts.read(bytes)
    return 0
}

/// The property list reader with positions against the one without, on `bytes`.
func checkPositions(_ bytes: [UInt8]) {
    func fail(_ message: String) -> Never { Fuzz.fail("reading with positions: \(message)") }
    let plain = Result { () throws(PropertyListError) in try PropertyListReader.read(bytes) }
    let positioned = Result { () throws(PropertyListError) in try PropertyListReader.readWithPositions(bytes) }
    switch (plain, positioned) {
    case (.success(let read), .success(let withPositions)):
        if read.value != withPositions.value || read.encoding != withPositions.encoding { fail("another value") }
        guard let positions = withPositions.positions else {
            if read.encoding == .xml { fail("no positions for an XML plist") }
            return
        }
        let all = [positions.root] + positions.entries.values.flatMap { [$0.key, $0.value] + $0.elements }
        for position in all {
            let counted = bytes.withUnsafeBytes { TextPosition(offset: position.offset, in: $0[...]) }
            if counted != position || bytes[position.offset] != UInt8(ascii: "<") { fail("\(position) is \(counted)") }
        }
    case (.failure(let error), .failure(let positionedError)):
        if error != positionedError { fail("\(positionedError); without positions \(error)") }
    case (.success, .failure(let error)):
        // Positions cost budget: only a budget error may differ.
        guard case .textOverBudget = error else { fail("refuses with \(error) what reading without positions reads") }
    case (.failure(let error), .success):
        fail("reads what reading without positions refuses with \(error)")
    }
}
