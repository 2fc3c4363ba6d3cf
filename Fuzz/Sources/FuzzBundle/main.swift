import Foundation
import FuzzSupport
import StoryshareBundle
import StoryshareJudging
import StoryshareKit
import StorysharePropertyList
import StoryshareReport

/// The bundle decoder `verify` runs (the hardened binary reader as the gate, then StoryshareKit's Foundation
/// decode) and the summary inspect prints. Differential: the hardened reader in place against the copying one
/// (see `compareInPlace`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if case .success(let bundle) = BundleVerifier.decode(Data(bytes)) {
        _ = InspectText.render(BundleSummary(bundle, path: "fuzz", at: 0))
    }
    compareInPlace(bytes)
    return 0
}

/// The binary reader in place against the copying one, on the same bytes: the same verdict (or, as data in place
/// costs less, a read where copying is over budget), the same value with data compared by content, and the
/// buffer never written.
func compareInPlace(_ bytes: [UInt8]) {
    func fail(_ message: String) -> Never { Fuzz.fail("reading in place: \(message)") }
    guard PropertyListReader.isBinary(bytes) else { return }
    let copying = Result { () throws(PropertyListError) in try PropertyListReader.read(bytes) }
    var buffer = bytes
    let inPlace = buffer.withUnsafeMutableBytes { raw in
        Result { () throws(PropertyListError) in try PropertyListReader.readBinary(inPlace: UnsafeRawBufferPointer(raw))
        }
    }
    if buffer != bytes { fail("the buffer was written") }
    switch (copying, inPlace) {
    case (.success(let copy), .success(let read)):
        let copied = buffer.withUnsafeBytes { read.copyingInputRanges(from: $0) }
        if copied != copy { fail("\(copied)\ncopying gives \(copy)") }
        checkInputRanges(read, fail: fail)
    case (.failure(let copyError), .failure(let error)):
        if error != copyError { fail("\(error)\ncopying gives \(copyError)") }
    case (.failure(let copyError), .success):
        guard case .binaryOverBudget = copyError else { fail("reads what copying refuses with \(copyError)") }
    case (.success, .failure(let error)):
        fail("refuses with \(error) what copying reads")
    }
}

/// Fails when a data value of `value`, read in place, was copied out of the input instead.
func checkInputRanges(_ value: PropertyList, fail: (String) -> Never) {
    switch value {
    case .data(.inputRange): break
    case .data: fail("data copied")
    case .array(let elements): for element in elements { checkInputRanges(element, fail: fail) }
    case .dictionary(let entries): for entry in entries.values { checkInputRanges(entry, fail: fail) }
    case .string, .integer, .real, .bool, .date: break
    }
}
