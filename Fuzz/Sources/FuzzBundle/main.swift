import FuzzSupport
import StoryshareBundle
import StoryshareKit
import StorysharePropertyList

/// The bundle decoder (the property-list reader of every encoding, then the bundle's structure) and the summary
/// inspect prints. Differential: the reader in place against the copying one (see `compareInPlace`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if case .success(let bundle) = ShareBundle.decode(bytes) { _ = BundleSummary(bundle, path: "fuzz", at: 0).text }
    compareInPlace(bytes)
    return 0
}

/// The property-list reader in place against the copying one, on the same bytes: the same verdict (or, as data in
/// place costs less, a read where copying is over budget), the same value with data compared by content, and the
/// buffer written only inside the data's ranges (a binary plist's never), and never on error.
func compareInPlace(_ bytes: [UInt8]) {
    func fail(_ message: String) -> Never { Fuzz.fail("reading in place: \(message)") }
    let copying = Result { () throws(PropertyListError) in try PropertyListReader.read(bytes) }
    var buffer = bytes
    let inPlace = buffer.withUnsafeMutableBytes { raw in
        Result { () throws(PropertyListError) in try PropertyListReader.read(inPlace: raw) }
    }
    switch (copying, inPlace) {
    case (.success(let copy), .success(let read)):
        let copied = buffer.withUnsafeBytes { read.value.copyingInputRanges(from: $0) }
        if read.encoding != copy.encoding || copied != copy.value { fail("\(copied)\ncopying gives \(copy.value)") }
        let ranges = inputRanges(read.value, fail: fail)
        if read.encoding == .binary {
            if buffer != bytes { fail("a binary plist was written") }
            return
        }
        var start = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound < start || range.upperBound > bytes.count { fail("overlapping ranges \(ranges)") }
            if buffer[start..<range.lowerBound] != bytes[start..<range.lowerBound] { fail("written outside \(ranges)") }
            start = range.upperBound
        }
        if buffer[start...] != bytes[start...] { fail("written after \(ranges)") }
    case (.failure(let copyError), .failure(let error)):
        if error != copyError { fail("\(error)\ncopying gives \(copyError)") }
        if buffer != bytes { fail("written though refused") }
    case (.failure(let copyError), .success):
        switch copyError {
        case .binaryOverBudget, .textOverBudget: break
        default: fail("reads what copying refuses with \(copyError)")
        }
    case (.success, .failure(let error)):
        fail("refuses with \(error) what copying reads")
    }
}

/// The ranges of every data value of `value`, read in place: a data value copied out of the input fails.
func inputRanges(_ value: PropertyList, fail: (String) -> Never) -> [Range<Int>] {
    switch value {
    case .data(.inputRange(let range)): [range]
    case .data: fail("data copied")
    case .array(let elements): elements.flatMap { inputRanges($0, fail: fail) }
    case .dictionary(let entries): entries.values.flatMap { inputRanges($0, fail: fail) }
    case .string, .integer, .real, .bool, .date: []
    }
}
