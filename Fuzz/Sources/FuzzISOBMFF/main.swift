import FuzzSupport

@testable import StoryshareMedia

/// The MP4/MOV parser (ISO BMFF boxes) on arbitrary bytes, the format forced (no sniffing) so that every input
/// reaches it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzISOBMFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var facts = MediaFacts(path: "fuzz")
    VideoProbe.probe(MemoryByteSource(Array(UnsafeBufferPointer(start: data, count: size))), format: .mp4, into: &facts)
    return 0
}
