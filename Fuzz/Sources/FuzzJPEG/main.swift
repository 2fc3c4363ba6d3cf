import CStoryshareCodecs
import FuzzSupport
import StoryshareMedia

/// Differential: the JPEG decode validate runs (rows skipped where libjpeg-turbo allows) against the same decode
/// producing every row, and against the decode reading the file through a reader (as for a file too large to hold;
/// also in windows of a few bytes, read and in place). Any difference in verdict, message or scan count is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let skipping = jpegVerdict(bytes, everyRow: false)
    let full = jpegVerdict(bytes, everyRow: true)
    if skipping != full { Fuzz.fail("JPEG decode skipping rows says \(skipping); producing every row says \(full)") }
    let read = jpegReadVerdict(bytes, window: 0, inPlace: false)
    if read != skipping { Fuzz.fail("JPEG decode in memory says \(skipping); reading the file says \(read)") }
    let window = 1 + bytes.count % 13
    let small = jpegReadVerdict(bytes, window: window, inPlace: false)
    let smallInPlace = jpegReadVerdict(bytes, window: window, inPlace: true)
    if small != smallInPlace {
        Fuzz.fail("JPEG decode in windows of \(window) says \(smallInPlace) in place, \(small) read")
    }
    return 0
}

/// Status, scan count and message of the JPEG decode; a 1-megapixel cap keeps runs fast under ASan.
func jpegVerdict(_ bytes: [UInt8], everyRow: Bool) -> String {
    var result = CStoryshareCodecsResult()
    bytes.withUnsafeBufferPointer {
        CStoryshareCodecs_decodeJPEGRows($0.baseAddress, $0.count, 1_000_000, 100, everyRow ? 1 : 0, &result)
    }
    return "\(result.status) \(result.scans) \(result.messageText)"
}

/// The JPEG decode reading the bytes through a reader, `window` bytes at a time (0: its own 64 KiB); `inPlace`: the
/// reader's windows point into the bytes instead of being read into a buffer of its own.
func jpegReadVerdict(_ bytes: [UInt8], window: Int, inPlace: Bool) -> String {
    var result = CStoryshareCodecsResult()
    if inPlace {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = CStoryshareCodecsReader(
                size: UInt64(buffer.count), descriptor: -1, window: window, read: nil, context: nil,
                data: buffer.baseAddress)
            CStoryshareCodecs_decodeJPEGFrom(&reader, 1_000_000, 100, &result)
        }
    } else {
        CodecReader.with(MemoryByteSource(bytes), window: window) {
            CStoryshareCodecs_decodeJPEGFrom($0, 1_000_000, 100, &result)
        }
    }
    return "\(result.status) \(result.scans) \(result.messageText)"
}
