import Foundation
import Testing

@testable import StoryshareProject

/// The versions a codebase installs: semantic versions and ranges, each lockfile format as its tool writes it,
/// the table of known defects, and the model's reading of them once per codebase.
@Suite struct InstalledVersionsTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: Versions

    @Test func versionsOrderAsSemanticVersioningSays() throws {
        let ordered = try [
            "0.0.1", "0.2.3", "0.2.4", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
            "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.2.10", "7.3.2", "7.3.3-beta.1", "7.3.3",
            "12.0.7", "12.0.10",
        ].map { try #require(SemanticVersion($0), "\($0)") }
        for (lower, higher) in zip(ordered, ordered.dropFirst()) {
            #expect(lower < higher, "\(lower) < \(higher)")
            #expect(!(higher < lower))
        }
        #expect(SemanticVersion("v2.1") == SemanticVersion("2.1.0"))
        #expect(SemanticVersion("1.2.3+build.5") == SemanticVersion("1.2.3"))
        for bad in ["", "1.2.3.4", "1..2", "x.1.2", "1.2.3-", "1.2.3-a..b", "^1.2.3", "link:../lib", "1234567890.0.0"] {
            #expect(SemanticVersion(bad) == nil, "\(bad)")
        }
    }

    @Test func aDefectRangeHoldsItsFirstVersionAndNotItsFix() throws {
        let range = VersionRange("7.3.3", "7.6.6")
        #expect(range.contains(try #require(SemanticVersion("7.3.3"))))
        #expect(range.contains(try #require(SemanticVersion("7.6.5"))))
        #expect(range.contains(try #require(SemanticVersion("7.6.6-rc.1"))), "a pre-release of the fix is before it")
        #expect(!range.contains(try #require(SemanticVersion("7.6.6"))))
        #expect(!range.contains(try #require(SemanticVersion("7.3.3-beta.1"))))
        #expect(range.description == "[7.3.3, 7.6.6)")
    }

    @Test func manifestRangesAllowWhatNpmAndPubAllow() throws {
        func bounds(_ text: String) -> String? {
            DependencyRange(text).map { "\($0.lowest)..<\($0.below.map(\.description) ?? "∞")" }
        }
        #expect(bounds("^7.2.0") == "7.2.0..<8.0.0")
        #expect(bounds("^0.2.3") == "0.2.3..<0.3.0")
        #expect(bounds("^0.0.3") == "0.0.3..<0.0.4")
        #expect(bounds("~7.2.1") == "7.2.1..<7.3.0")
        #expect(bounds("7.3.x") == "7.3..<7.4.0")
        #expect(bounds("7.3.2") == "7.3.2..<7.3.3")
        #expect(bounds("\"2.1.1\"") == "2.1.1..<2.1.2")
        #expect(bounds(">=0.2.0 <0.2.4") == "0.2.0..<0.2.4")
        #expect(bounds(">=12.0.0") == "12.0.0..<∞")
        for unread in ["^1.0.0 || ^2.0.0", "latest", "github:org/repo", "file:../share", "npm:other@1.0.0", ""] {
            #expect(DependencyRange(unread) == nil, "\(unread)")
        }
        let blackImage = VersionRange("3.5.0", "7.3.3")
        #expect(try #require(DependencyRange("~7.2.0")).isWithin(blackImage))
        #expect(try !#require(DependencyRange("^7.2.0")).isWithin(blackImage), "^7.2.0 may resolve to 7.3.3")
        #expect(try !#require(DependencyRange(">=4.0.0")).isWithin(blackImage))
    }

    // MARK: The table

    @Test func everyRowOfTheTableIsWellFormedAndCited() {
        #expect(KnownDefects.all.count >= 6)
        for defect in KnownDefects.all {
            #expect(defect.versions.introduced < defect.versions.fixed, "\(defect.library) \(defect.versions)")
            #expect(SharingLibrary.all.contains { $0.name == defect.library }, "\(defect.library)")
            #expect(defect.citation.hasPrefix("https://github.com/"), "\(defect.citation)")
            #expect(!defect.effect.isEmpty && !defect.effect.hasSuffix("."))
        }
    }

    @Test func theTableFindsTheDefectsOfAVersion() throws {
        func fixes(_ library: String, _ version: String) throws -> [String] {
            KnownDefects.defects(of: library, at: try #require(SemanticVersion(version))).map {
                $0.versions.fixed.description
            }
        }
        #expect(try fixes("react-native-share", "7.3.2") == ["7.3.3", "7.3.6", "7.6.4", "8.0.0"])
        #expect(try fixes("react-native-share", "7.6.5") == ["7.6.6", "8.0.0"])
        #expect(try fixes("react-native-share", "12.0.6") == ["12.0.8", "12.0.7"])
        #expect(try fixes("react-native-share", "12.0.8").isEmpty)
        #expect(try fixes("social_share", "2.1.1") == ["2.2.1", "2.3.1"])
        #expect(try fixes("social_share", "2.3.1").isEmpty)
        #expect(try fixes("appinio_social_share", "0.2.3") == ["0.2.4"])
        #expect(try fixes("appinio_social_share", "0.2.4").isEmpty)
        #expect(try fixes("appinio_social_share", "0.2.4-beta.1") == ["0.2.4"])
    }

    // MARK: package-lock.json

    @Test func packageLockVersion1NamesTheTopLevelDependency() {
        let lock = """
            {
              "name": "trailpost",
              "version": "0.0.1",
              "lockfileVersion": 1,
              "requires": true,
              "dependencies": {
                "other": {
                  "version": "1.0.0",
                  "requires": {
                    "react-native-share": "^6.0.0"
                  },
                  "dependencies": {
                    "react-native-share": {
                      "version": "6.5.0"
                    }
                  }
                },
                "react-native-share": {
                  "version": "7.3.2",
                  "resolved": "https://registry.npmjs.org/react-native-share/-/react-native-share-7.3.2.tgz"
                }
              }
            }
            """
        let found = Lockfiles.packageLock(Self.bytes(lock), names: ["react-native-share"])["."]
        #expect(found?["react-native-share"] == .init(version: "7.3.2", line: 19, text: #""version": "7.3.2""#))
    }

    @Test func packageLockVersions2And3NameThePackageAndAWorkspacesOwnCopy() {
        let lock = """
            {
              "name": "monorepo",
              "lockfileVersion": 3,
              "requires": true,
              "packages": {
                "": {
                  "name": "monorepo",
                  "workspaces": ["apps/*"],
                  "dependencies": { "react-native-share": "^12.0.0" }
                },
                "apps/web": {
                  "name": "web",
                  "dependencies": { "react-native-share": "^12.0.0" }
                },
                "apps/mobile/node_modules/react-native-share": {
                  "version": "7.6.5",
                  "license": "MIT"
                },
                "node_modules/react-native-share": {
                  "version": "12.0.9",
                  "resolved": "https://registry.npmjs.org/react-native-share/-/react-native-share-12.0.9.tgz",
                  "peerDependencies": { "react-native": "*" }
                },
                "node_modules/react-native-share-extension": {
                  "version": "1.0.0"
                }
              }
            }
            """
        let found = Lockfiles.packageLock(
            Self.bytes(lock), names: ["react-native-share"], workspaces: [".", "apps/mobile", "apps/web", "other"])
        #expect(found["."]?["react-native-share"]?.version == "12.0.9")
        #expect(found["."]?["react-native-share"]?.line == 20)
        #expect(found["apps/mobile"]?["react-native-share"]?.version == "7.6.5")
        #expect(found["apps/mobile"]?["react-native-share"]?.line == 16)
        #expect(found["apps/web"]?["react-native-share"]?.version == "12.0.9", "the hoisted copy")
        #expect(found["other"]?.isEmpty == true, "not a workspace of this lockfile")
        // Broken JSON gives what was read before it breaks, and never traps.
        let cut = String(lock.prefix(lock.count / 2))
        #expect(Lockfiles.packageLock(Self.bytes(cut), names: ["react-native-share"])["."]?.isEmpty == true)
    }

    // MARK: yarn.lock

    @Test func yarnClassicBlocksNameTheirVersion() {
        let lock = """
            # THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.
            # yarn lockfile v1


            "@babel/core@^7.25.2":
              version "7.26.0"
              dependencies:
                react-native-share "^1.0.0"

            react-native-share-extension@^2.0.0:
              version "2.0.0"

            react-native-share@^7.2.0, react-native-share@~7.3.0:
              version "7.3.2"
              resolved "https://registry.yarnpkg.com/react-native-share/-/react-native-share-7.3.2.tgz#abc"
              integrity sha512-xyz

            react-native-share@^12.0.0:
              version "12.0.9"
            """
        let blocks = Lockfiles.yarnLock(Self.bytes(lock), names: ["react-native-share"])
        let found = blocks["react-native-share"] ?? []
        #expect(found.map(\.locked.version) == ["7.3.2", "12.0.9"])
        #expect(found.first?.ranges == ["^7.2.0", "~7.3.0"])
        #expect(Lockfiles.yarnChoice(found, range: "^12.0.0")?.version == "12.0.9")
        #expect(Lockfiles.yarnChoice(found, range: "~7.3.0")?.line == 14)
        #expect(Lockfiles.yarnChoice(found, range: nil) == nil, "two versions, and no range to choose by")
        #expect(Lockfiles.yarnChoice(found, range: "^9.0.0") == nil, "another project's lockfile")
    }

    @Test func yarnBerryBlocksNameTheirVersion() {
        let lock = """
            # This file is generated by running "yarn install" inside your project.

            __metadata:
              version: 8
              cacheKey: 10c0

            "@scope/react-native-share@npm:^1.0.0":
              version: 1.0.0

            "react-native-share@npm:^12.0.3":
              version: 12.0.6
              resolution: "react-native-share@npm:12.0.6"
              dependencies:
                other: "npm:^1.0.0"
              checksum: 10c0/abc
              languageName: node
              linkType: hard
            """
        let blocks = Lockfiles.yarnLock(Self.bytes(lock), names: ["react-native-share"])
        let chosen = Lockfiles.yarnChoice(blocks["react-native-share"] ?? [], range: "^12.0.3")
        #expect(chosen == .init(version: "12.0.6", line: 11, text: "version: 12.0.6"))
        #expect(
            Lockfiles.yarnDescriptors(#""@scope/a@npm:^1.0.0", "@scope/a@npm:^1.1.0":"#).map(\.name) == [
                "@scope/a", "@scope/a",
            ])
    }

    // MARK: pnpm-lock.yaml

    @Test func pnpmLockfiles5And6And9NameTheVersion() {
        let v5 = """
            lockfileVersion: 5.4

            specifiers:
              react-native-share: ^7.3.0

            dependencies:
              react-native-share: 7.3.2_react-native@0.70.0

            packages:

              /react-native-share/7.3.2_react-native@0.70.0:
                resolution: {integrity: sha512-abc}
            """
        #expect(
            Lockfiles.pnpmLock(Self.bytes(v5), names: ["react-native-share"])["."]?["react-native-share"]
                == .init(
                    version: "7.3.2", line: 7, text: "react-native-share: 7.3.2_react-native@0.70.0"))
        let v6 = """
            lockfileVersion: '6.0'

            importers:

              .:
                dependencies:
                  react-native-share:
                    specifier: ^10.0.0
                    version: 10.2.1(react-native@0.73.0)

              apps/mobile:
                dependencies:
                  react-native-share:
                    specifier: ^7.3.0
                    version: 7.3.2

            packages:

              /react-native-share@10.2.1(react-native@0.73.0):
                resolution: {integrity: sha512-abc}
                dev: false

              /react-native-share@7.3.2:
                resolution: {integrity: sha512-def}
            """
        let six = Lockfiles.pnpmLock(
            Self.bytes(v6), names: ["react-native-share"], importers: [".", "apps/mobile", "other"])
        #expect(six["other"]?.isEmpty == true, "not an importer of this lockfile")
        #expect(six["."]?["react-native-share"]?.version == "10.2.1")
        #expect(six["."]?["react-native-share"]?.line == 9)
        #expect(six["apps/mobile"]?["react-native-share"]?.version == "7.3.2")
        #expect(six["apps/mobile"]?["react-native-share"]?.line == 15)
        let v9 = """
            lockfileVersion: '9.0'

            settings:
              autoInstallPeers: true

            packages:

              '@scope/react-native-share@2.0.0':
                resolution: {integrity: sha512-x}

              react-native-share@12.0.6:
                resolution: {integrity: sha512-abc}

            snapshots:

              react-native-share@12.0.6: {}
            """
        let nine = Lockfiles.pnpmLock(Self.bytes(v9), names: ["react-native-share"])
        #expect(
            nine["."]?["react-native-share"] == .init(version: "12.0.6", line: 11, text: "react-native-share@12.0.6:"))
        #expect(Lockfiles.pnpmPackageKey("/@scope/name@1.2.3(react@18.2.0)")?.0 == "@scope/name")
        #expect(Lockfiles.pnpmPackageKey("/@scope/name/1.2.3")?.1 == "1.2.3")
    }

    // MARK: pubspec.lock and Podfile.lock

    @Test func pubspecLockNamesTheHostedVersion() {
        let lock = """
            # Generated by pub
            # See https://dart.dev/tools/pub/glossary#lockfile
            packages:
              appinio_social_share:
                dependency: "direct main"
                description:
                  name: appinio_social_share
                  sha256: "abc"
                  url: "https://pub.dev"
                source: hosted
                version: "0.2.3"
              social_share:
                dependency: "direct main"
                description:
                  name: social_share
                  url: "https://pub.dev"
                source: hosted
                version: "2.1.1"
            sdks:
              dart: ">=3.0.0 <4.0.0"
              flutter: ">=3.10.0"
            """
        let found = Lockfiles.pubspecLock(Self.bytes(lock), names: ["social_share", "appinio_social_share"])
        #expect(found["appinio_social_share"] == .init(version: "0.2.3", line: 11, text: #"version: "0.2.3""#))
        #expect(found["social_share"]?.version == "2.1.1")
        #expect(found["social_share"]?.line == 18)
    }

    @Test func podfileLockNamesThePodsEntryNotADependencyOfOne() {
        let lock = """
            PODS:
              - boost (1.84.0)
              - RNCAsyncStorage (1.23.1):
                - RNShare
              - RNShare (7.3.2):
                - React-Core
              - social_share (0.0.1):
                - Flutter

            DEPENDENCIES:
              - RNShare (from `../node_modules/react-native-share`)

            COCOAPODS: 1.15.2
            """
        let found = Lockfiles.podfileLock(Self.bytes(lock), pods: ["RNShare"])
        #expect(found["RNShare"] == .init(version: "7.3.2", line: 5, text: "- RNShare (7.3.2):"))
    }

    // MARK: The model

    /// A directory the test writes, removed at the end.
    final class Tree {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("versions-\(UUID().uuidString)")
        func write(_ text: String, to path: String) throws {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func theModelReadsEachCodebasesLibrariesFromItsNearestLockfile() throws {
        let tree = Tree()
        // A workspace: its yarn.lock at the root, an app below it, and a Flutter app with its pubspec.lock.
        try tree.write(#"{"private": true, "workspaces": ["apps/*"]}"#, to: "package.json")
        try tree.write(
            """
            {
              "name": "mobile",
              "dependencies": {
                "react-native": "0.74.0",
                "react-native-share": "~7.3.0"
              }
            }
            """, to: "apps/mobile/package.json")
        try tree.write(
            """
            # yarn lockfile v1


            react-native-share@^12.0.0:
              version "12.0.9"

            react-native-share@~7.3.0:
              version "7.3.2"
            """, to: "yarn.lock")
        try tree.write(
            """
            name: journal
            dependencies:
              flutter:
                sdk: flutter
              social_share: ^2.1.0
              appinio_social_share:
                git: https://github.com/appinioGmbH/flutter_packages
            """, to: "journal/pubspec.yaml")
        try tree.write(
            """
            packages:
              social_share:
                dependency: "direct main"
                version: "2.1.1"
            """, to: "journal/pubspec.lock")
        // An app with no lockfile but its Podfile.lock: RNShare's pod takes the package's version.
        try tree.write(
            #"{"dependencies": {"react-native": "0.72.0", "react-native-share": "^9.0.0"}}"#, to: "pods/package.json")
        try tree.write("PODS:\n  - RNShare (9.4.1):\n    - React-Core\n", to: "pods/ios/Podfile.lock")
        let model = ProjectScanner.scan(tree.url.path)
        func libraries(_ path: String) -> [InstalledLibrary] {
            model.codebases.first { $0.path == path }?.sharing.libraries ?? []
        }
        #expect(
            libraries("apps/mobile") == [
                InstalledLibrary(
                    name: "react-native-share", api: .reactNativeShare, version: "7.3.2", isLocked: true,
                    evidence: Evidence(path: "yarn.lock", line: 8, text: #"version "7.3.2""#))
            ])
        let flutter = libraries("journal")
        #expect(flutter.map(\.version) == ["2.1.1", ""])
        #expect(flutter.map(\.isLocked) == [true, false])
        #expect(flutter.first?.evidence.place == "journal/pubspec.lock:4")
        #expect(flutter.last?.evidence.place == "journal/pubspec.yaml:6", "a git dependency: no version")
        #expect(libraries("pods").first?.described == "react-native-share 9.4.1 (pods/ios/Podfile.lock:2)")
        #expect(model.readFiles.contains("yarn.lock") && model.readFiles.contains("journal/pubspec.lock"))
    }

    /// A folder holding two lockfiles (a stale package-lock.json beside the yarn.lock the app installs with): each
    /// library takes its version from the first that names it; one neither names keeps its manifest's range.
    @Test func aLibraryTakesItsVersionFromTheLockfileThatNamesIt() throws {
        let tree = Tree()
        try tree.write(
            #"{"dependencies": {"react-native": "0.74.0", "react-native-share": "^8.1.0"}}"#, to: "package.json")
        try tree.write(
            #"{"lockfileVersion": 3, "packages": {"": {"name": "app"}, "node_modules/react-native": {"version": "0.74.0"}}}"#,
            to: "package-lock.json")
        try tree.write("# yarn lockfile v1\n\n\nreact-native-share@^8.1.0:\n  version \"8.1.0\"\n", to: "yarn.lock")
        let model = ProjectScanner.scan(tree.url.path)
        let libraries = model.codebases.first?.sharing.libraries ?? []
        #expect(libraries.map(\.described) == ["react-native-share 8.1.0 (yarn.lock:5)"])
        #expect(model.readFiles.contains("yarn.lock") && model.readFiles.contains("package-lock.json"))
        // The yarn.lock gone: the package-lock.json names no version, so the range is what is known.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("yarn.lock"))
        let alone = ProjectScanner.scan(tree.url.path).codebases.first?.sharing.libraries ?? []
        #expect(alone.map(\.isLocked) == [false] && alone.first?.version == "^8.1.0")
    }

    @Test func aLockfileOverTheLimitIsSkippedWithANote() throws {
        let tree = Tree()
        try tree.write(
            #"{"dependencies": {"react-native": "0.74.0", "react-native-share": "^7.2.0"}}"#, to: "package.json")
        try tree.write("", to: "package-lock.json")
        // A sparse file: larger than the limit without writing 32 MB.
        let handle = try FileHandle(forWritingTo: tree.url.appendingPathComponent("package-lock.json"))
        try handle.truncate(atOffset: UInt64(Lockfiles.limit + 1))
        try handle.close()
        let model = ProjectScanner.scan(tree.url.path)
        let library = try #require(model.codebases.first?.sharing.libraries.first)
        #expect(library.described == "react-native-share ^7.2.0, a range (package.json:1; no lockfile names it)")
        #expect(
            model.notes.contains {
                $0.hasPrefix("package-lock.json is 33554433 bytes, larger than")
                    && $0.hasSuffix("the installed version of react-native-share is not known")
            }, "\(model.notes)")
    }

    // MARK: Bounds

    /// A package-lock.json of some 20 MB, as a big monorepo's is: read in one pass, in linear time.
    @Test func aLargePackageLockIsReadInLinearTime() throws {
        func lock(packages: Int) -> [UInt8] {
            var text = "{\n  \"name\": \"big\",\n  \"lockfileVersion\": 3,\n  \"packages\": {\n"
            text.reserveCapacity(packages * 330)
            for index in 0..<packages {
                text += "    \"node_modules/package-\(index)\": {\n      \"version\": \"1.0.\(index)\",\n"
                text +=
                    "      \"resolved\": \"https://registry.npmjs.org/package-\(index)/-/package-\(index)-1.0.0.tgz\",\n"
                text += "      \"integrity\": \"sha512-\(String(repeating: "a", count: 88))\",\n"
                text += "      \"dependencies\": { \"package-\(index + 1)\": \"^1.0.0\" }\n    },\n"
            }
            text += "    \"node_modules/react-native-share\": {\n      \"version\": \"7.3.2\"\n    }\n  }\n}\n"
            return Array(text.utf8)
        }
        func seconds(_ bytes: [UInt8]) -> Double {
            let start = Date()
            let found = Lockfiles.packageLock(bytes, names: ["react-native-share"])
            #expect(found["."]?["react-native-share"]?.version == "7.3.2")
            return Date().timeIntervalSince(start)
        }
        let small = lock(packages: 6_000)
        let large = lock(packages: 60_000)
        #expect(large.count > 18 << 20)
        let ratio = seconds(large) / max(seconds(small), 1e-4)
        // Ten times the file: about ten times the time (quadratic would be a hundred).
        #expect(ratio < 30, "ratio \(ratio)")
    }
}
