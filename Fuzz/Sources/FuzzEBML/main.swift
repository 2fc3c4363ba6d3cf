import FuzzSupport

@testable import StoryshareMedia

/// The WebM/Matroska parser (EBML elements) on arbitrary bytes, the format forced (no sniffing) so that every input
/// reaches it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEBML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var facts = MediaFacts(path: "fuzz")
    VideoProbe.probe(
        MemoryByteSource(Array(UnsafeBufferPointer(start: data, count: size))), format: .webm, into: &facts)
    return 0
}
