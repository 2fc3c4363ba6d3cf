import Foundation
import Testing

/// A share that reads its App ID from the Info.plist (`object(forInfoDictionaryKey:)`) of an app whose Info.plist Tuist
/// writes from `.extendingDefault(with:)`: the manifest's key is what the app holds, judged at the manifest's line.
struct GeneratedInfoPlistAppIDTests {
    typealias Projects = ProjectModelCommandTests

    static let share = "Driftwood/Sources/StoryShare.swift"

    /// The Tuist fixture with its share reading `INSTA_APP_ID` from the Info.plist, and the manifest giving it `value`.
    static func tuist(value: String) throws -> TempTree {
        let tree = try Projects.copy("tuist")
        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = tree.url.appendingPathComponent(path)
            try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        }
        try edit(share) {
            $0.replacingOccurrences(
                of: "    private static let appID = \"5520913847106623\"\n",
                with:
                    "    private static let appID = Bundle.main.object(forInfoDictionaryKey: \"INSTA_APP_ID\") as! String\n"
            )
        }
        try edit("Project.swift") {
            $0.replacingOccurrences(
                of: "                \"CFBundleDisplayName\": \"Driftwood\",\n",
                with:
                    "                \"CFBundleDisplayName\": \"Driftwood\",\n                \"INSTA_APP_ID\": \(value),\n"
            )
        }
        return tree
    }

    @Test func theManifestsKeyIsTheAppID() throws {
        let setting = try Self.tuist(value: ".string(\"$(INSTA_APP_ID)\")")
        let doctor = try CLI.run(["doctor"], in: setting.url)
        #expect(
            doctor.stdout.contains(
                "the App ID in the URL's source_application is read from the Info.plist's INSTA_APP_ID, which is "
                    + "$(INSTA_APP_ID) (Project.swift:16)"), "\(doctor.stdout)")
        let literal = try Self.tuist(value: "\"12345\"")
        let rules = try Projects.rules(try CLI.run(["doctor", "--format", "json"], in: literal.url))
        #expect(!rules[Self.share, default: []].contains { $0.hasPrefix("share-app-id") }, "\(rules)")
        let wrong = try Self.tuist(value: "\"dev.storyshare.driftwood\"")
        let invalid = try CLI.run(["doctor"], in: wrong.url)
        #expect(invalid.stdout.contains("share-app-id-invalid"), "\(invalid.stdout)")
    }
}
