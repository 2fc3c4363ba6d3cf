// swift-tools-version:6.0
import PackageDescription

// storyshare's two SwiftPM plugins running a prebuilt storyshare, from the artifact bundle scripts/package makes
// (dist/storyshare.artifactbundle.zip, which storyshare.artifactbundle.zip here links to): nothing of storyshare
// is built from source, so neither Swift packages nor the C libraries storyshare links are needed. The plugins'
// sources are the storyshare package's own (StoryshareCommandPlugin and StoryshareBuildToolPlugin here link to
// them); their names differ from those, because a package graph may hold each product name once and an app may
// depend on storyshare too (for StoryshareKit).
//
// Depend on it by path after running scripts/package in a storyshare checkout:
//     .package(path: "../storyshare/Plugins/storyshare-plugins")
// A release would publish this package on its own, with
//     .binaryTarget(name: "StoryshareBinary", url: "https://…/storyshare.artifactbundle.zip", checksum: "…")
// (the checksum: dist/storyshare.artifactbundle.zip.checksum).
let package = Package(
    name: "storyshare-plugins",
    products: [
        .plugin(name: "StorysharePrebuiltCommandPlugin", targets: ["StorysharePrebuiltCommandPlugin"]),
        .plugin(name: "StorysharePrebuiltBuildToolPlugin", targets: ["StorysharePrebuiltBuildToolPlugin"]),
    ],
    targets: [
        // The artifact bundle: info.json names the executable `storyshare`, one variant per platform.
        .binaryTarget(name: "StoryshareBinary", path: "storyshare.artifactbundle.zip"),
        .plugin(
            name: "StorysharePrebuiltCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "storyshare",
                    description: "Run storyshare validate or doctor on the package, or on the paths given")),
            dependencies: ["StoryshareBinary"],
            path: "StoryshareCommandPlugin"
        ),
        .plugin(
            name: "StorysharePrebuiltBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["StoryshareBinary"],
            path: "StoryshareBuildToolPlugin"
        ),
    ]
)
