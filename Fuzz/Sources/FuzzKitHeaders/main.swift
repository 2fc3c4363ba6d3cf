import Foundation
import FuzzSupport

@testable import StoryshareKit

/// StoryshareKit's header readers (PNG chunks, JPEG markers and EXIF, MP4/MOV boxes) on arbitrary bytes, each
/// forced so that every input reaches all of them, then sniffed as an app's check reads it, and judged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKitHeaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = StoryBytes(Data(UnsafeBufferPointer(start: data, count: size)))
    var forced = StoryMediaFacts()
    PNGHeaderReader(source: source).read(into: &forced)
    JPEGHeaderReader(source: source).read(into: &forced)
    var movie = MP4HeaderReader(source: source)
    movie.read(into: &forced)
    _ = EXIFOrientationReader.orientation(Array(UnsafeBufferPointer(start: data, count: size)))
    let facts = StoryMediaFacts.read(source)
    guard facts.bytes == size else { Fuzz.fail("\(facts.bytes) bytes counted of \(size)") }
    if let width = facts.displayWidth, let height = facts.displayHeight, width < 0 || height < 0 {
        Fuzz.fail("a negative displayed size \(width)x\(height)")
    }
    for key in [PayloadKey.backgroundImage, .backgroundVideo, .stickerImage] {
        for target in ShareTarget.allCases {
            _ = StoryAssetCheck.findings(facts, key: key, name: "fuzz.png", target: target, limits: StoryLimits())
        }
    }
    return 0
}
