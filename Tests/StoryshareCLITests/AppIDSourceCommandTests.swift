import Foundation
import Testing

/// `scan` and `doctor` on fixtures of testdata/projects changed so that the share's App ID comes from elsewhere:
/// an environment value the Expo app's committed `.env` sets (or no file sets), another file's constant, and a Swift
/// optional (testdata/share-calls/optional-app-id), which `scan` says may be missing at run time.
@Suite struct AppIDSourceCommandTests {
    typealias Projects = ProjectModelCommandTests

    static let share = "src/share.ts"

    /// The Expo fixture with its share passing `id` instead of the file's constant, and `files` added.
    static func expo(_ id: String, files: [String: String] = [:]) throws -> TempTree {
        let tree = try Projects.copy("expo")
        let path = tree.url.appendingPathComponent(share)
        try String(contentsOf: path, encoding: .utf8)
            .replacingOccurrences(of: "const FACEBOOK_APP_ID = '1837462019553012';\n", with: "")
            .replacingOccurrences(of: "appId: FACEBOOK_APP_ID", with: "appId: \(id)")
            .write(to: path, atomically: true, encoding: .utf8)
        for (name, text) in files {
            try text.write(to: tree.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return tree
    }

    @Test func anEnvironmentValueIsTheCommittedEnvsOrSetAtBuildTime() throws {
        let id = "process.env.EXPO_PUBLIC_FB_APP_ID"
        let unset = try Self.expo(id, files: [".env.example": "EXPO_PUBLIC_FB_APP_ID=1234567890\n"])
        let scan = try CLI.run(["scan", "."], in: unset.url).stdout
        #expect(
            scan.contains(
                "App ID \(id) (undecided: set at build time from the environment: EXPO_PUBLIC_FB_APP_ID = "
                    + "\"1234567890\" is only the example value of .env.example:1, not the app's; no committed .env "
                    + "sets it) in the share call's appId: \(Self.share):"), "\(scan)")
        let doctor = try CLI.run(["doctor"], in: unset.url)
        #expect(
            doctor.stdout.contains(
                "\(Self.share):23: info: the App ID in the share call's appId is \(id), set at build time"),
            "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("share-app-id-missing"))

        let committed = try Self.expo(
            id,
            files: [
                ".env": "# Meta\nEXPO_PUBLIC_FB_APP_ID=1837462019553012\n", ".env.example": "EXPO_PUBLIC_FB_APP_ID=1\n",
            ])
        let resolved = try CLI.run(["scan", "--format", "json", "."], in: committed.url)
        let ids = (resolved.json?["codebases"] as? [[String: Any]])?.flatMap { $0["appIDs"] as? [[String: Any]] ?? [] }
        let first = try #require(ids?.first, "\(resolved.stdout)")
        #expect(first["value"] as? String == "1837462019553012" && first["literal"] as? Bool == true, "\(first)")
        #expect((first["definedAt"] as? [String: Any])?["path"] as? String == ".env")
        #expect((first["definedAt"] as? [String: Any])?["line"] as? Int == 2)
        let rules = try Projects.rules(try CLI.run(["doctor", "--format", "json"], in: committed.url))
        #expect(!rules[Self.share, default: []].contains { $0.hasPrefix("share-app-id") }, "\(rules)")
    }

    @Test func anotherFilesConstantIsJudgedWhereTheShareIsNamingWhereItIsSet() throws {
        let importing = "import { FB_APP_ID } from './keys';\n"
        func tree(_ value: String) throws -> TempTree {
            let tree = try Self.expo("FB_APP_ID", files: ["src/keys.ts": "export const FB_APP_ID = '\(value)';\n"])
            let path = tree.url.appendingPathComponent(Self.share)
            try (importing + String(contentsOf: path, encoding: .utf8)).write(
                to: path, atomically: true, encoding: .utf8)
            return tree
        }
        let placeholder = try tree("YOUR_FACEBOOK_APP_ID")
        let doctor = try CLI.run(["doctor"], in: placeholder.url)
        #expect(doctor.status == 1)
        #expect(
            doctor.stdout.contains(
                "\(Self.share):24: error: the App ID \"YOUR_FACEBOOK_APP_ID\" (set at src/keys.ts:1) in the share "
                    + "call's appId is not 5–20 digits"), "\(doctor.stdout)")
        let fixed = try tree("1837462019553012")
        let scan = try CLI.run(["scan", "."], in: fixed.url).stdout
        #expect(scan.contains("App ID 1837462019553012 (set at src/keys.ts:1) in the share call's appId"), "\(scan)")
        let rules = try Projects.rules(try CLI.run(["doctor", "--format", "json"], in: fixed.url))
        #expect(!rules[Self.share, default: []].contains { $0.hasPrefix("share-app-id") }, "\(rules)")
    }

    /// An environment value tidied as a string (`?.trim()`, directly or through a local) is that value.
    @Test func aTrimmedEnvironmentValueIsTheEnvironmentValue() throws {
        for id in ["process.env.EXPO_PUBLIC_FB_APP_ID?.trim()", "process.env.EXPO_PUBLIC_FB_APP_ID.trim()"] {
            let tree = try Self.expo(id, files: [".env": "EXPO_PUBLIC_FB_APP_ID=1837462019553012\n"])
            let scan = try CLI.run(["scan", "."], in: tree.url).stdout
            #expect(
                scan.contains("App ID 1837462019553012 (set at .env:1) in the share call's appId"), "\(id): \(scan)")
        }
    }

    /// An empty App ID is said as one in scan (it once printed as nothing), and doctor finds it invalid.
    @Test func anEmptyAppIDIsSaidAsEmpty() throws {
        let tree = try Self.expo("''")
        let scan = try CLI.run(["scan", "."], in: tree.url).stdout
        #expect(scan.contains("App ID \"\" (empty) in the share call's appId: \(Self.share):"), "\(scan)")
        let rules = try Projects.rules(try CLI.run(["doctor", "--format", "json"], in: tree.url))
        #expect(rules[Self.share, default: []].contains("share-app-id-invalid"), "\(rules)")
    }

    /// The optional App ID is read, and now shown: `scan` says where it prints the App ID that it may be missing.
    @Test func scanShowsAnOptionalAppID() throws {
        let pairs = CLI.repository.appendingPathComponent("testdata/share-calls")
        for side in ["broken", "fixed"] {
            let tree = try Projects.copy("ios-native")
            let text = try String(
                contentsOf: pairs.appendingPathComponent("optional-app-id/\(side)/StoryShare.swift"), encoding: .utf8)
            try text.write(
                to: tree.url.appendingPathComponent("StoryApp/Share/StoryShare.swift"), atomically: true,
                encoding: .utf8)
            let scan = try CLI.run(["scan", "."], in: tree.url).stdout
            let json = try CLI.run(["scan", "--format", "json", "."], in: tree.url)
            let ids = (json.json?["codebases"] as? [[String: Any]])?.flatMap { $0["appIDs"] as? [[String: Any]] ?? [] }
            let optional = (ids ?? []).compactMap { $0["optional"] as? String }
            if side == "broken" {
                #expect(
                    scan.contains(
                        "(may be missing at run time: \\(Self.appID), an optional (Self.appID is cast with as? String "
                            + "on line 6), which prints as Optional(\"…\")) in the URL's source_application: "
                            + "StoryApp/Share/StoryShare.swift:14"), "\(scan)")
                #expect(optional.count == 2, "\(ids ?? [])")
            } else {
                #expect(!scan.contains("may be missing at run time"), "\(scan)")
                #expect(optional.isEmpty, "\(ids ?? [])")
            }
        }
    }
}
