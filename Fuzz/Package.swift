// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets over storyshare's real modules, one executable per parser, as swift-protobuf's FuzzTesting/
// does. scripts/fuzz builds them with `swift build --sanitize=fuzzer --sanitize=address -Xswiftc
// -sanitize=fuzzer,address` (swiftc keeps only the last of SwiftPM's two -sanitize= flags) and runs each over its
// seeds in Seeds/; scripts/test builds them without sanitizers so the harness keeps compiling.
//
// Each target depends on the library products it fuzzes. The modules under those products that are no product of
// their own (CStoryshareCodecs, StorysharePropertyList, StoryshareXML) come with them and are imported as they
// are; `@testable import` (debug builds compile every module with testing enabled) reaches the few internal
// entry points a fuzz target needs: the streaming threshold of a probe, the video parsers with the format forced,
// the position counted from the start of a text. (SwiftPM names a path dependency after its directory: the checkout
// must not be in a directory named fuzz, the name of this package.)
let storyshare = "storyshare"

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: storyshare) }
    )
}

let package = Package(
    name: "StoryshareFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: storyshare, path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        fuzzTarget("FuzzImage", ["StoryshareMedia"]),
        fuzzTarget("FuzzPNG", ["StoryshareMedia"]),
        fuzzTarget("FuzzJPEG", ["StoryshareMedia"]),
        fuzzTarget("FuzzPixels", ["StoryshareMedia", "StoryshareImaging"]),
        fuzzTarget("FuzzISOBMFF", ["StoryshareMedia"]),
        fuzzTarget("FuzzEBML", ["StoryshareMedia"]),
        fuzzTarget("FuzzBundle", ["StoryshareBundle", "StoryshareJudging", "StoryshareKit", "StoryshareReport"]),
        fuzzTarget("FuzzKitHeaders", ["StoryshareKit"]),
        fuzzTarget("FuzzColour", ["StoryshareColor"]),
        fuzzTarget("FuzzConfig", ["StoryshareReport"]),
        fuzzTarget("FuzzXML", ["StoryshareProject"]),
        fuzzTarget("FuzzInfoPlist", ["StoryshareProject"]),
        fuzzTarget("FuzzPackageJSON", ["StoryshareProject"]),
        fuzzTarget("FuzzPbxproj", ["StoryshareProject"]),
        fuzzTarget("FuzzGradle", ["StoryshareProject"]),
        fuzzTarget("FuzzAppJSON", ["StoryshareProject"]),
        fuzzTarget("FuzzSource", ["StoryshareProject"]),
    ]
)
