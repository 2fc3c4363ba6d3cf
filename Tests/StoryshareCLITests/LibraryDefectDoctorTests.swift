import Foundation
import Testing

/// `share-library-defect` from `doctor`, end to end: the React Native app of testdata/projects/react-native with
/// react-native-share locked by a package-lock.json at a version with known Stories defects, and at the version
/// that fixed them.
@Suite struct LibraryDefectDoctorTests {
    /// The React Native fixture with a `package-lock.json` (lockfileVersion 3, as npm 9 and later write it) that
    /// installs react-native-share `version`, on line 13.
    static func app(locking version: String) throws -> TempTree {
        let tree = try ProjectModelCommandTests.copy("react-native")
        try tree.write(
            """
            {
              "name": "TrailPost",
              "version": "0.0.1",
              "lockfileVersion": 3,
              "requires": true,
              "packages": {
                "": {
                  "name": "TrailPost",
                  "version": "0.0.1",
                  "dependencies": { "react-native-share": "^12.0.3" }
                },
                "node_modules/react-native-share": {
                  "version": "\(version)",
                  "resolved": "https://registry.npmjs.org/react-native-share/-/react-native-share-\(version).tgz",
                  "license": "MIT",
                  "engines": { "node": ">=16" }
                }
              }
            }

            """, to: "package-lock.json")
        return tree
    }

    /// The findings of `share-library-defect` in a JSON report, with their path and line.
    static func findings(_ result: CLI.Result) throws -> [(path: String, line: Int?, message: String)] {
        let files = try #require(result.json?["files"] as? [[String: Any]], "\(result.stdout)\(result.stderr)")
        return files.flatMap { file in
            (file["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "share-library-defect" }
                .map { (file["path"] as? String ?? "", $0["line"] as? Int, $0["message"] as? String ?? "") }
        }
    }

    @Test func anAffectedVersionIsAWarningAtTheShareCallNamingTheLockfileAndTheFix() throws {
        let tree = try Self.app(locking: "12.0.6")
        let result = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
        let found = try Self.findings(result)
        // Two rows have 12.0.6: "cannot open URL" (fixed in 12.0.8) and local video files (fixed in 12.0.7); the
        // fixture's call passes an image, so only the first is its call's.
        #expect(found.count == 1, "\(result.stdout)")
        #expect(found.allSatisfy { $0.path == "App.tsx" && $0.line == 17 }, "at the Instagram share call")
        let messages = found.map(\.message)
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "react-native-share 12.0.6 (installed: package-lock.json:13) has a known Instagram Stories defect "
                        + "on iOS: ")
                    && $0.contains("Fixed in 12.0.8: update react-native-share to 12.0.8 or later.")
                    && $0.hasSuffix("See https://github.com/react-native-share/react-native-share/pull/1633.")
            }, "\(messages)")
        #expect(!messages.contains { $0.contains("Fixed in 12.0.7") }, "the video defect is not an image share's")
        let json = try #require(result.json)
        let files = try #require(json["files"] as? [[String: Any]])
        let severities = files.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
            .filter { $0["rule"] as? String == "share-library-defect" }.map { $0["severity"] as? String }
        #expect(severities == ["warning"])
        // The text report says the same at App.tsx:17.
        let text = try CLI.run(["doctor", "."], in: tree.url)
        #expect(text.stdout.contains("App.tsx:17"), "\(text.stdout)")
        #expect(text.stdout.contains("share-library-defect"))
    }

    /// A library the app patches as it installs it (patch-package's file, or `patchedDependencies`) may carry the
    /// fix: the defect is said as an info naming the patch, not a warning.
    @Test func aPatchedLibraryIsAnInfoNamingThePatch() throws {
        for patch in ["patch-package", "patchedDependencies"] {
            let tree = try Self.app(locking: "12.0.6")
            if patch == "patch-package" {
                try tree.write(
                    "diff --git a/ios/InstagramStories.m b/ios/InstagramStories.m\n",
                    to: "patches/react-native-share+12.0.6.patch")
            } else {
                let manifest = try String(contentsOf: tree.url.appendingPathComponent("package.json"), encoding: .utf8)
                let patched = manifest.replacingOccurrences(
                    of: "\"dependencies\": {",
                    with:
                        "\"patchedDependencies\": {\"react-native-share@12.0.6\": \"patches/rns.patch\"},\n  \"dependencies\": {"
                )
                #expect(patched != manifest)
                try tree.write(patched, to: "package.json")
            }
            let result = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
            let found = try Self.findings(result)
            #expect(found.count == 1, "\(patch): \(result.stdout)")
            let place = patch == "patch-package" ? "patches/react-native-share+12.0.6.patch" : "package.json:"
            #expect(
                found.allSatisfy {
                    $0.message.contains("The app patches react-native-share as it installs it (\(place)")
                },
                "\(patch): \(found.map(\.message))")
            let files = try #require(result.json?["files"] as? [[String: Any]])
            let severities = files.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
                .filter { $0["rule"] as? String == "share-library-defect" }.map { $0["severity"] as? String }
            #expect(severities == ["info"], "\(patch)")
        }
    }

    /// A defect of one option (a background video from a local file, fixed in 12.0.7) is the call's that passes it.
    @Test func aVideoDefectIsTheVideoShares() throws {
        let tree = try Self.app(locking: "12.0.6")
        let source = try String(contentsOf: tree.url.appendingPathComponent("App.tsx"), encoding: .utf8)
        try tree.write(source.replacingOccurrences(of: "backgroundImage:", with: "backgroundVideo:"), to: "App.tsx")
        let found = try Self.findings(try CLI.run(["doctor", "--format", "json", "."], in: tree.url))
        #expect(found.contains { $0.message.contains("Fixed in 12.0.7") && $0.message.contains("/pull/1612.") })
    }

    @Test func theFixedVersionIsSilent() throws {
        let tree = try Self.app(locking: "12.0.8")
        let result = try CLI.run(["doctor", "--format", "json", "."], in: tree.url)
        #expect(try Self.findings(result).isEmpty, "\(result.stdout)")
        // And with no lockfile, ^12.0.3 may be 12.0.8: nothing is said either.
        let fixture = try CLI.run(
            ["doctor", "--format", "json", "."], in: ProjectModelCommandTests.project("react-native"))
        #expect(try Self.findings(fixture).isEmpty)
    }

    @Test func scanSaysTheInstalledVersionAndWhereItWasRead() throws {
        let tree = try Self.app(locking: "12.0.6")
        let text = try CLI.run(["scan", "."], in: tree.url)
        #expect(text.stdout.contains("  library react-native-share: 12.0.6 installed [package-lock.json:13]"))
        let json = try CLI.run(["scan", "--format", "json", "."], in: tree.url)
        let codebases = try #require(json.json?["codebases"] as? [[String: Any]])
        let library = try #require((codebases.first?["libraries"] as? [[String: Any]])?.first)
        #expect(library["name"] as? String == "react-native-share")
        #expect(library["version"] as? String == "12.0.6" && library["locked"] as? Bool == true)
        #expect((library["evidence"] as? [String: Any])?["line"] as? Int == 13)
        let fixture = try CLI.run(["scan", "."], in: ProjectModelCommandTests.project("react-native"))
        #expect(
            fixture.stdout.contains(
                "  library react-native-share: ^12.0.3, a range: no lockfile names it [package.json:"))
    }

    /// appinio_social_share and social_share declare no FileProvider in their manifests (their READMEs have the app
    /// declare one): from pub.dev, and not installed, neither counts as bringing one; react-native-share and
    /// expo-file-system do.
    @Test func onlyLibrariesThatDeclareAFileProviderCountAsBringingOne() throws {
        let flutter = try ProjectModelCommandTests.copy("flutter")
        let pubspec = flutter.url.appendingPathComponent("pubspec.yaml")
        let spec = try String(contentsOf: pubspec, encoding: .utf8)
        try flutter.write(
            spec.replacingOccurrences(
                of: "  screenshot: ^3.0.0\n", with: "  screenshot: ^3.0.0\n  appinio_social_share: ^0.3.2\n"),
            to: "pubspec.yaml")
        func notInstalled(_ tree: TempTree) throws -> [String] {
            let json = try CLI.run(["scan", "--format", "json", "."], in: tree.url)
            let codebases = try #require(json.json?["codebases"] as? [[String: Any]])
            let apps = codebases.flatMap { $0["apps"] as? [[String: Any]] ?? [] }
            return apps.flatMap { $0["notInstalled"] as? [[String: Any]] ?? [] }.compactMap { $0["text"] as? String }
        }
        #expect(try notInstalled(flutter).isEmpty)
        let native = try ProjectModelCommandTests.copy("react-native")
        try FileManager.default.removeItem(at: native.url.appendingPathComponent("node_modules"))
        #expect(try notInstalled(native) == [#""react-native-share""#])
        // The text says the package is absent from the checkout, not that the app lacks it (its lockfile may name it).
        let text = try CLI.run(["scan", "."], in: native.url).stdout
        #expect(
            text.contains(
                "not in the checkout (no node_modules or package folder; its manifest's FileProvider is taken as "
                    + "declared): \"react-native-share\" [package.json:"), "\(text)")
        // expo-file-system declares a FileProvider in its own manifest (`FileSystemFileProvider`): with it in the
        // app's package.json, doctor's android-file-provider-missing is gone.
        func providerErrors(_ tree: TempTree) throws -> Int {
            let run = try CLI.run(["doctor", "--target", "both", "."], in: tree.url)
            return run.stdout.components(separatedBy: "[android-file-provider-missing]").count - 1
        }
        let expo = try ProjectModelCommandTests.copy("expo")
        // Without react-native-share (which brings one too).
        let manifest = try String(contentsOf: expo.url.appendingPathComponent("package.json"), encoding: .utf8)
            .replacingOccurrences(of: #""react-native-share": "^12.0.3","#, with: "")
        try expo.write(manifest, to: "package.json")
        #expect(try notInstalled(expo).isEmpty)
        #expect(try providerErrors(expo) == 1)
        try expo.write(
            manifest.replacingOccurrences(
                of: #""dependencies": {"#, with: #""dependencies": {"expo-file-system": "~18.0.0", "#),
            to: "package.json")
        #expect(try notInstalled(expo) == [#""expo-file-system""#])
        #expect(try providerErrors(expo) == 0)
    }
}
