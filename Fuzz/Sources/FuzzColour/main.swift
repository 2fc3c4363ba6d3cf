import FuzzSupport
import StoryshareColor

/// The colour parser on arbitrary text: it throws or parses, never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColour(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? HexColor(parsing: String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}
