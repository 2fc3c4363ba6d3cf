import FuzzSupport

@testable import StoryshareMedia

/// MediaProbe on arbitrary bytes: sniffing, the PNG chunk walk and PNG check, JPEG markers and libjpeg, EXIF.
/// Differential: the facts are the same when the bytes are read as a file too large to hold (checked as read).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = MediaProbe.probe(bytes: bytes, path: "fuzz")
    var streaming = ProbeOptions()
    streaming.wholeFileLimit = 0
    let read = MediaProbe.probe(bytes: bytes, path: "fuzz", options: streaming)
    if read != whole { Fuzz.fail("probe in memory says \(whole)\nprobe reading the file says \(read)") }
    return 0
}
