import FuzzSupport
import StoryshareReport

/// Builds the one-time globals (the rule registry, the configuration's key tables) before the first input, so that
/// libFuzzer's check for memory an input leaves allocated does not charge the first input with what they keep for
/// the process's life.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzConfigInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>
) -> CInt {
    let configurations = [
        "target: instagram\nrules:\n  sticker-opaque: off\nlimits:\n  max-video-seconds: 15\nsticker: [\"**/s/**\"]\n",
        "exclude: [\"x/*\"]\napp-id: \"1234567890\"\n", "rules:\n  no-such-rule: off\n",
        "limits:\n  no-such-limit: 1\n",
    ]
    for text in configurations {
        _ = try? Configuration.parse(yaml: text)
    }
    return 0
}

/// The .storyshare.yml loader on arbitrary text: it throws or loads, never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? Configuration.parse(yaml: String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}
