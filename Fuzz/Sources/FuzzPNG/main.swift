import CStoryshareCodecs
import FuzzSupport
import StoryshareMedia

/// Differential: the PNG check against libpng's full decode, and its whole-buffer pass against its streaming one and
/// against the check reading the file a window at a time (64 KiB, and a few bytes), on inputs whose chunk CRCs are
/// rewritten first (so mutations reach zlib and the rows). Any disagreement on a verdict (or, between the check's own
/// paths, on a message) is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var png = Array(UnsafeBufferPointer(start: data, count: size))
    PNGChunkCRC.rewrite(&png)
    let ours = pngVerdict(png, reference: false)
    let theirs = pngVerdict(png, reference: true)
    let streamed = pngVerdict(png, reference: false, wholeBufferLimit: 0)
    if streamed != ours { Fuzz.fail("PNG check whole-buffer says \(ours); streaming says \(streamed)") }
    for window in [0, 1 + png.count % 13] {
        let read = pngReadVerdict(png, window: window)
        if read != ours { Fuzz.fail("PNG check in memory says \(ours); reading in windows of \(window) says \(read)") }
    }
    // The check refuses an over-cap size as soon as IHDR is read; libpng may fail on a later chunk first.
    let comparable = !(ours.status == 2 && theirs.status == 1)
    if comparable && ours.status != theirs.status {
        Fuzz.fail("PNG check says \(ours.status) (\(ours.message)); libpng says \(theirs.status) (\(theirs.message))")
    }
    return 0
}

/// Status (0 decoded, 1 failed, 2 refused) and message of the PNG check, or of libpng's decode (`reference`), whose
/// warnings count as failure (see PNGCheckTests).
func pngVerdict(_ bytes: [UInt8], reference: Bool, wholeBufferLimit: UInt64 = 32 << 20) -> (
    status: Int32, message: String
) {
    var result = CStoryshareCodecsResult()
    bytes.withUnsafeBufferPointer { buffer in
        if reference {
            CStoryshareCodecs_decodePNG(buffer.baseAddress, buffer.count, 50_000_000, &result)
        } else {
            CStoryshareCodecs_checkPNGWithLimit(buffer.baseAddress, buffer.count, 50_000_000, wholeBufferLimit, &result)
        }
    }
    if reference && result.status == 0 && result.warnings > 0 { return (1, "\(result.warnings) warnings") }
    return (result.status, result.messageText)
}

/// The PNG check reading the bytes as from a file, `window` bytes at a time (0: its own 64 KiB).
func pngReadVerdict(_ bytes: [UInt8], window: Int) -> (status: Int32, message: String) {
    var result = CStoryshareCodecsResult()
    CodecReader.with(MemoryByteSource(bytes), window: window) {
        CStoryshareCodecs_checkPNGFrom($0, 50_000_000, &result)
    }
    return (result.status, result.messageText)
}
