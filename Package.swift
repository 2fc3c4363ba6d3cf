// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "storyshare",
    products: [
        .library(name: "StoryshareMedia", targets: ["StoryshareMedia"]),
        .executable(name: "storyshare", targets: ["storyshare"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
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
        .executableTarget(
            name: "storyshare",
            dependencies: [
                "StoryshareMedia",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "StoryshareMediaTests", dependencies: ["StoryshareMedia"]),
        .testTarget(name: "StoryshareCLITests", dependencies: ["storyshare"]),
    ]
)
