// swift-tools-version:6.0
import Foundation
import PackageDescription

// scripts/package sets this to link zlib from its static archive (libpng, libjpeg and libdeflate come static
// through pkg-config files of its own) for the self-contained binary.
let linksCodecsStatically = ProcessInfo.processInfo.environment["STORYSHARE_STATIC_CODECS"] == "1"

let package = Package(
    name: "storyshare",
    // Every target compiles for these (swift-crypto's SHA256 needs macOS 10.15 / iOS 13); the command line,
    // the codecs and the tests are built and run on Linux and macOS only.
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "StoryshareMedia", targets: ["StoryshareMedia"]),
        .library(name: "StoryshareImaging", targets: ["StoryshareImaging"]),
        .library(name: "StoryshareColor", targets: ["StoryshareColor"]),
        .library(name: "StoryshareProject", targets: ["StoryshareProject"]),
        .library(name: "StoryshareRules", targets: ["StoryshareRules"]),
        .library(name: "StoryshareReport", targets: ["StoryshareReport"]),
        .library(name: "StoryshareJudging", targets: ["StoryshareJudging"]),
        .library(name: "StoryshareBundle", targets: ["StoryshareBundle"]),
        // The app side: read a bundle and hand it to the pasteboard. Foundation only.
        .library(name: "StoryshareKit", targets: ["StoryshareKit"]),
        .executable(name: "storyshare", targets: ["storyshare"]),
        // SwiftPM plugins running the storyshare built from this package's source: `swift package storyshare
        // validate|doctor`, and a build step that validates a target's share assets. (Plugins/storyshare-plugins
        // holds the same two running a prebuilt storyshare from an artifact bundle.)
        .plugin(name: "StoryshareCommandPlugin", targets: ["StoryshareCommandPlugin"]),
        .plugin(name: "StoryshareBuildToolPlugin", targets: ["StoryshareBuildToolPlugin"]),
    ],
    dependencies: [
        // Ranges, as a library should declare them, so an app that uses these packages too can resolve;
        // Package.resolved pins the versions storyshare itself is built and tested with.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.0"),
    ],
    targets: [
        // System libraries: headers and link flags come from pkg-config (Debian: libpng-dev, libjpeg-dev, libdeflate-dev).
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
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // The only C code of the project: every libpng/libjpeg/zlib/libdeflate call, and every setjmp, lives here.
        .target(
            name: "CStoryshareCodecs",
            dependencies: ["CLibPNG", "CLibJPEG", "CLibDeflate"],
            // zlib (a dependency of libpng-dev) streams PNG image data in png_check.c.
            linkerSettings: linksCodecsStatically ? [] : [.linkedLibrary("z")]
        ),
        // Paths as bytes, system error text, text made safe to print: what every module below the CLI shares.
        .target(name: "StoryshareSystem"),
        // Media identification and facts: images through the shim, videos through our own parsers.
        .target(name: "StoryshareMedia", dependencies: ["CStoryshareCodecs", "StoryshareKit", "StoryshareSystem"]),
        // The imaging core: decode (through the codecs) → orient → resample → composite → encode.
        .target(name: "StoryshareImaging", dependencies: ["CStoryshareCodecs", "StoryshareMedia", "StoryshareSystem"]),
        // Background colours: hex parsing, normalisation, solid or gradient.
        .target(name: "StoryshareColor", dependencies: ["StoryshareKit", "StoryshareSystem"]),
        // Binary property lists: the streaming writer of bundles, and the bounds-checked reader that gates
        // `verify` (and explains why a binary Info.plist is broken).
        .target(name: "StorysharePropertyList", dependencies: ["StoryshareSystem"]),
        // The app model: the codebases, apps, Stories sharing and share assets of a repository, each fact with
        // its evidence, read from one walk (project.pbxproj and app.json through Foundation); and the facts the
        // rules judge, read from files: Info.plist (values through Foundation, lines through StoryshareXML, why a
        // binary one is broken through the property list reader), AndroidManifest.xml, and asset catalogs'
        // Contents.json (JSONDecoder).
        .target(
            name: "StoryshareProject",
            dependencies: [
                "StoryshareKit", "StoryshareSystem", "StoryshareXML", "StorysharePropertyList",
                .product(name: "Yams", package: "Yams"),
            ]),
        // The one XML lexer, of our own and at the bottom (elements, attributes, character data, namespaces, lines):
        // an app's manifest, and the lines of an Info.plist whose values Foundation reads.
        .target(name: "StoryshareXML"),
        // What an app needs: the bundle file read into a ShareBundle (with Foundation's PropertyListDecoder), its
        // keys, target and URL; a payload built at run time and checked from its headers; and the limits, rule ids,
        // messages and colour grammar the command line's rules read too. Foundation only: no module of ours, no C,
        // no third-party package (a test checks it).
        .target(name: "StoryshareKit"),
        // Platform rules over facts (never files: StoryshareProject reads an app's files and asset catalogs into
        // the facts they judge) and the validator.
        .target(
            name: "StoryshareRules",
            dependencies: [
                "StoryshareKit", "StoryshareMedia", "StoryshareColor", "StoryshareSystem", "StoryshareProject",
            ]
        ),
        // The documents commands print: the Reporter protocol and one reporter per output format of findings,
        // the documents of color, probe, verify, rules and scan; the
        // configuration file (.storyshare.yml, read with Yams) that sets the rules' severities, limits and scope,
        // and the baseline of accepted findings (files named by their content's SHA-256).
        .target(
            name: "StoryshareReport",
            dependencies: [
                "StoryshareRules", "StoryshareKit", "StoryshareMedia", "StoryshareSystem", "StoryshareProject",
                "StoryshareColor", .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The application layer under the command line: paths → inputs → a Report for validate, doctor, fix and
        // preview --sheet. What the paths stand for (the app model's share assets and apps, or a walk), the one
        // choice of which targets apply to a file or an app, the manifest Gradle merges, the facts an Expo
        // configuration makes, and the judging of each input; the documents of fix and inspect, which render the
        // results of the imaging and bundle modules.
        .target(
            name: "StoryshareJudging",
            dependencies: [
                "StoryshareReport", "StoryshareRules", "StoryshareKit", "StoryshareMedia", "StoryshareSystem",
                "StoryshareProject", "StoryshareColor", "StoryshareFix", "StoryshareBundle", "StorysharePreview",
            ]
        ),
        // `fix`: which findings to answer and how, the result validated again, written atomically.
        .target(
            name: "StoryshareFix",
            dependencies: [
                "StoryshareImaging", "StoryshareRules", "StoryshareMedia", "StoryshareColor", "StoryshareSystem",
            ]
        ),
        // `preview`: the story drawn as the Stories screen shows it, and contact sheets of many judged assets.
        .target(
            name: "StorysharePreview",
            dependencies: [
                "StoryshareImaging", "StoryshareMedia", "StoryshareColor", "StoryshareRules", "StoryshareKit",
                "StoryshareSystem",
            ]),
        // The pasteboard payload and the bundle file: encode, decode, inspect, verify.
        .target(
            name: "StoryshareBundle",
            dependencies: [
                "StoryshareKit", "StoryshareMedia", "StoryshareColor", "StoryshareRules", "StorysharePropertyList",
                "StoryshareSystem", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "storyshare",
            dependencies: [
                "StoryshareKit", "StoryshareMedia", "StoryshareColor", "StoryshareRules", "StoryshareReport",
                "StoryshareJudging", "StoryshareBundle", "StoryshareFix", "StoryshareImaging", "StorysharePreview",
                "StoryshareSystem",
                "StoryshareProject", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "StoryshareCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "storyshare",
                    description: "Run storyshare validate or doctor on the package, or on the paths given")),
            dependencies: ["storyshare"]
        ),
        .plugin(name: "StoryshareBuildToolPlugin", capability: .buildTool(), dependencies: ["storyshare"]),
        // What several test targets share: where the checkout's test files are, and a SAX reading of XML reports.
        .target(name: "StoryshareTestSupport", path: "Tests/StoryshareTestSupport"),
        .testTarget(name: "StoryshareSystemTests", dependencies: ["StoryshareSystem"]),
        .testTarget(name: "StoryshareMediaTests", dependencies: ["StoryshareMedia", "CStoryshareCodecs"]),
        .testTarget(
            name: "StoryshareImagingTests",
            dependencies: ["StoryshareImaging", "StoryshareMedia", .product(name: "Crypto", package: "swift-crypto")]),
        .testTarget(
            name: "StoryshareFixTests",
            dependencies: [
                "StoryshareFix", "StoryshareImaging", "StoryshareRules", "StoryshareMedia", "StoryshareColor",
            ]),
        .testTarget(
            name: "StorysharePreviewTests",
            dependencies: [
                "StorysharePreview", "StoryshareImaging", "StoryshareMedia", "StoryshareColor", "StoryshareRules",
            ]),
        .testTarget(name: "StoryshareColorTests", dependencies: ["StoryshareColor"]),
        .testTarget(name: "StoryshareProjectTests", dependencies: ["StoryshareProject", "StoryshareKit"]),
        .testTarget(
            name: "StoryshareRulesTests", dependencies: ["StoryshareRules", "StoryshareKit", "StoryshareProject"]),
        .testTarget(
            name: "StoryshareReportTests",
            dependencies: [
                "StoryshareReport", "StoryshareRules", "StoryshareKit", "StoryshareMedia", "StoryshareProject",
                "StoryshareTestSupport",
            ]),
        .testTarget(
            name: "StoryshareJudgingTests",
            dependencies: [
                "StoryshareJudging", "StoryshareReport", "StoryshareRules", "StoryshareKit", "StoryshareProject",
                "StoryshareSystem", "StoryshareFix", "StoryshareBundle", "StorysharePreview", "StoryshareTestSupport",
            ]),
        .testTarget(name: "StorysharePropertyListTests", dependencies: ["StorysharePropertyList", "StoryshareXML"]),
        .testTarget(name: "StoryshareXMLTests", dependencies: ["StoryshareXML"]),
        .testTarget(
            name: "StoryshareBundleTests",
            dependencies: [
                "StoryshareBundle", "StoryshareKit", "StorysharePropertyList",
                .product(name: "Crypto", package: "swift-crypto"),
            ]),
        .testTarget(
            name: "StoryshareKitTests",
            dependencies: ["StoryshareKit", "StoryshareBundle", "StoryshareRules", "StoryshareMedia"]),
        .testTarget(
            name: "StoryshareCLITests",
            dependencies: [
                "storyshare", "StoryshareKit", "StoryshareImaging", "StoryshareMedia", "StorysharePreview",
                "StoryshareTestSupport",
            ]),
    ]
)
