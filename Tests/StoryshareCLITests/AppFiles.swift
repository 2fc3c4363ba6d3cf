import Foundation
import Testing

/// An app's files as Xcode and Android Studio write them, for the `doctor` tests and the README's example.
enum AppFiles {
    /// An XML Info.plist whose top-level `<dict>` is on line 4 and holds `entries` (lines, from line 5).
    static func infoPlist(_ entries: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries.joined(separator: "\n"))
        </dict>
        </plist>

        """
    }

    /// A key and its string value: two lines.
    static func string(_ key: String, _ value: String) -> [String] {
        ["\t<key>\(key)</key>", "\t<string>\(value)</string>"]
    }

    /// `LSApplicationQueriesSchemes`: its key, `<array>` on the next line, one line per scheme, `</array>`.
    static func schemes(_ schemes: [String]) -> [String] {
        ["\t<key>LSApplicationQueriesSchemes</key>", "\t<array>"] + schemes.map { "\t\t<string>\($0)</string>" }
            + ["\t</array>"]
    }

    /// What every app's Info.plist begins with (lines 5 to 8).
    static let bundle =
        string("CFBundleIdentifier", "$(PRODUCT_BUNDLE_IDENTIFIER)")
        + string("CFBundlePackageType", "$(PRODUCT_BUNDLE_PACKAGE_TYPE)")

    /// An app's Info.plist: the bundle's keys, `FacebookAppID` (its value on line 10) and
    /// `LSApplicationQueriesSchemes` (its `<array>` on line 12, the first scheme on line 13).
    static func appInfoPlist(appID: String, schemes list: [String]) -> String {
        infoPlist(bundle + string("FacebookAppID", appID) + schemes(list))
    }

    /// An app's Info.plist that has all sharing to Stories needs (for both apps).
    static let goodInfoPlist = appInfoPlist(
        appID: "1234567890", schemes: ["fbapi", "facebook-stories", "instagram-stories"])

    /// An app module's manifest: `<manifest>` on line 2, `<queries>` on line 4 with a line per package (unless
    /// `packages` is `nil`), then `<application>` with its launcher activity and, when `provider`, a FileProvider.
    static func manifest(packages: [String]?, provider: Bool, launcher: Bool = true) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="utf-8"?>"#,
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android""#,
            #"    package="com.example.app">"#,
        ]
        if let packages {
            lines +=
                ["    <queries>"] + packages.map { "        <package android:name=\"\($0)\" />" } + ["    </queries>"]
        }
        lines += [#"    <application android:label="Example">"#]
        if launcher {
            lines += [
                #"        <activity android:name=".MainActivity" android:exported="true">"#,
                "            <intent-filter>",
                #"                <action android:name="android.intent.action.MAIN" />"#,
                #"                <category android:name="android.intent.category.LAUNCHER" />"#,
                "            </intent-filter>",
                "        </activity>",
            ]
        }
        if provider {
            lines += [
                "        <provider",
                #"            android:name="androidx.core.content.FileProvider""#,
                #"            android:authorities="${applicationId}.fileprovider""#,
                #"            android:exported="false""#,
                #"            android:grantUriPermissions="true">"#,
                #"            <meta-data android:name="android.support.FILE_PROVIDER_PATHS" android:resource="@xml/file_paths" />"#,
                "        </provider>",
            ]
        }
        return (lines + ["    </application>", "</manifest>", ""]).joined(separator: "\n")
    }

    /// Writes `json` (an object) as a binary property list at `path` in `tree`, with Python's plistlib.
    static func writeBinaryPlist(_ json: String, to path: String, in tree: TempTree) throws {
        try tree.makeDirectory((path as NSString).deletingLastPathComponent)
        let script = """
            import json, plistlib, sys
            plistlib.dump(json.loads(sys.argv[1]), open(sys.argv[2], 'wb'), fmt=plistlib.FMT_BINARY)
            """
        let result = try Python.run(["-c", script, json, tree.url.appendingPathComponent(path).path])
        #expect(result.status == 0, "plistlib: \(result.stderr)")
    }
}
