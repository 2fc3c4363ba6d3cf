// swift-tools-version:6.0
import PackageDescription

// A package as an app team writes one, using storyshare's plugins built from source (scripts/test-plugins builds
// it): `swift build` validates ShareAssets' share assets (its sticker is 300x300: the build fails with
// image-too-small), and `swift package storyshare validate` checks the package.
let package = Package(
    name: "plugin-sample",
    dependencies: [
        // `name:` because a path dependency is known by its folder's name, and this checkout's may not be
        // `storyshare`; from a URL (…/storyshare.git) no name is needed.
        .package(name: "storyshare", path: "../..")
    ],
    targets: [
        .target(
            name: "ShareAssets",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "StoryshareBuildToolPlugin", package: "storyshare")]
        )
    ]
)
