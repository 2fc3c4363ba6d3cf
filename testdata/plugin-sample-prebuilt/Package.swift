// swift-tools-version:6.0
import PackageDescription

// The sample of testdata/plugin-sample, using the plugins that run storyshare's artifact bundle
// (Plugins/storyshare-plugins) instead of building storyshare: run scripts/package first, to make
// dist/storyshare.artifactbundle.zip (scripts/test-plugins copies it in).
let package = Package(
    name: "plugin-sample-prebuilt",
    dependencies: [
        .package(path: "../../Plugins/storyshare-plugins")
    ],
    targets: [
        .target(
            name: "ShareAssets",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "StorysharePrebuiltBuildToolPlugin", package: "storyshare-plugins")]
        )
    ]
)
