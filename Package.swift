// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "storyshare",
    products: [
        .library(name: "StoryshareMedia", targets: ["StoryshareMedia"]),
        .library(name: "StoryshareColor", targets: ["StoryshareColor"]),
        .library(name: "StoryshareRules", targets: ["StoryshareRules"]),
        .executable(name: "storyshare", targets: ["storyshare"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // System libraries: headers and link flags come from pkg-config (Debian: libpng-dev, libjpeg-dev).
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // The only C code of the project: every libpng/libjpeg call, and every setjmp, lives here.
        .target(
            name: "CStoryshareCodecs",
            dependencies: ["CLibPNG", "CLibJPEG"]
        ),
        // Media identification and facts: images through the shim, videos through our own parsers.
        .target(name: "StoryshareMedia", dependencies: ["CStoryshareCodecs"]),
        // Background colours: hex parsing, normalisation, solid or gradient.
        .target(name: "StoryshareColor"),
        // Platform rules over facts (never files), the validator, and the configuration file.
        .target(
            name: "StoryshareRules",
            dependencies: ["StoryshareMedia", "StoryshareColor", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "storyshare",
            dependencies: [
                "StoryshareMedia", "StoryshareColor", "StoryshareRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "StoryshareMediaTests", dependencies: ["StoryshareMedia"]),
        .testTarget(name: "StoryshareColorTests", dependencies: ["StoryshareColor"]),
        .testTarget(name: "StoryshareRulesTests", dependencies: ["StoryshareRules"]),
        .testTarget(name: "StoryshareCLITests", dependencies: ["storyshare"]),
    ]
)
