import Foundation
import Testing

/// `android-query-missing` as Android resolves visibility: an app whose code asks whether Instagram is there
/// (`resolveActivity`) finds nothing without `<queries>`, an error; one that starts its intent without asking works
/// without them (an activity is started whatever is visible), so the missing entry is said as advice.
struct PackageVisibilityTests {
    static let fixture = "testdata/reports/android-sticker-uri-not-granted/fixed"
    static let share = "app/src/main/java/dev/storyshare/fixture/tallyho/StoryShare.kt"

    /// The fixture without its `<queries>`; `asking: false` starts the intent without `resolveActivity`, and
    /// `elsewhere` adds another function to the file that asks, for a share sheet of its own.
    static func tree(asking: Bool, elsewhere: Bool = false) throws -> TempTree {
        let tree = try TempTree()
        try FileManager.default.removeItem(at: tree.url)
        try FileManager.default.copyItem(at: CLI.repository.appendingPathComponent(fixture), to: tree.url)
        let manifest = tree.url.appendingPathComponent("app/src/main/AndroidManifest.xml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(
            of: "    <queries>\n        <package android:name=\"com.instagram.android\" />\n    </queries>\n", with: ""
        ).write(to: manifest, atomically: true, encoding: .utf8)
        if !asking {
            let source = tree.url.appendingPathComponent(share)
            let code = try String(contentsOf: source, encoding: .utf8)
            try code.replacingOccurrences(
                of: "        if (activity.packageManager.resolveActivity(intent, 0) != null) {\n"
                    + "            activity.startActivityForResult(intent, 0)\n        }\n",
                with: "        activity.startActivityForResult(intent, 0)\n"
                    + (elsewhere
                        ? "    }\n\n    fun shareSheet(activity: Activity, send: Intent) {\n"
                            + "        val apps = activity.packageManager.queryIntentActivities(send, 0)\n"
                            + "        if (apps.isNotEmpty()) activity.startActivity(Intent.createChooser(send, null))\n"
                        : "")
            ).write(to: source, atomically: true, encoding: .utf8)
        }
        return tree
    }

    @Test func aShareThatAsksNeedsQueries() throws {
        let tree = try Self.tree(asking: true)
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(
            doctor.stdout.contains(
                "app/src/main/AndroidManifest.xml:2: error: no <queries> makes Instagram (com.instagram.android) visible"
            ),
            "\(doctor.stdout)")
        #expect(doctor.status == 1)
    }

    @Test(arguments: [false, true]) func aShareThatStartsWithoutAskingIsAdvised(elsewhere: Bool) throws {
        // (Another function of the file asking, for its own share, does not ask for this one.)
        let tree = try Self.tree(asking: false, elsewhere: elsewhere)
        let doctor = try CLI.run(["doctor", "."], in: tree.url)
        #expect(
            doctor.stdout.contains(
                "app/src/main/AndroidManifest.xml:2: info: no <queries> makes Instagram (com.instagram.android) "
                    + "visible. The share code starts its intent without asking whether the app is there"),
            "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("error: no <queries>"), "\(doctor.stdout)")
        #expect(doctor.status == 0, "\(doctor.stdout)")
    }
}
