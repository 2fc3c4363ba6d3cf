import Foundation
import Testing

/// A library module's `<queries>` are merged into its app by Gradle: a `<provider>` authority that makes Facebook
/// visible, declared in the share module's manifest, serves the app's Facebook Stories intent.
struct MergedQueriesTests {
    typealias Projects = ProjectModelCommandTests

    static let share = "feature/share/src/main/java/dev/storyshare/fixture/streakly/share/ShareToStory.kt"
    static let library = "feature/share/src/main/AndroidManifest.xml"
    static let app = "app/src/main/AndroidManifest.xml"

    /// The Android fixture sharing to Facebook Stories instead, its app's `<queries>` gone, and `queries` (if any)
    /// in the share module's manifest.
    static func facebook(libraryQueries queries: String?) throws -> TempTree {
        let tree = try Projects.copy("android-native")
        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = tree.url.appendingPathComponent(path)
            try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        }
        try edit(share) {
            $0.replacingOccurrences(of: "com.instagram.share.ADD_TO_STORY", with: "com.facebook.stories.ADD_TO_STORY")
                .replacingOccurrences(
                    of: "putExtra(\"source_application\", BuildConfig.FACEBOOK_APP_ID)",
                    with: "putExtra(\"com.facebook.platform.extra.APPLICATION_ID\", BuildConfig.FACEBOOK_APP_ID)"
                )
                .replacingOccurrences(of: "\"com.instagram.android\"", with: "\"com.facebook.katana\"")
        }
        try edit(app) {
            $0.replacingOccurrences(
                of: "    <queries>\n        <package android:name=\"com.instagram.android\" />\n    </queries>\n",
                with: "")
        }
        if let queries {
            try edit(library) {
                $0.replacingOccurrences(of: "\n    <application>", with: "\n\(queries)\n    <application>")
            }
        }
        return tree
    }

    @Test func aLibrarysProviderQueryMakesFacebookVisibleToItsApp() throws {
        let provider =
            "    <queries>\n        <provider android:authorities=\"com.facebook.katana.provider.PlatformProvider\" />\n"
            + "    </queries>"
        let withProvider = try Self.facebook(libraryQueries: provider)
        let merged = try Projects.rules(try CLI.run(["doctor", "--format", "json"], in: withProvider.url))
        #expect(!merged[Self.app, default: []].contains("android-query-missing"), "\(merged)")
        // Without it, the app does not see Facebook.
        let without = try Self.facebook(libraryQueries: nil)
        let bare = try Projects.rules(try CLI.run(["doctor", "--format", "json"], in: without.url))
        #expect(bare[Self.app, default: []].contains("android-query-missing"), "\(bare)")
    }
}
