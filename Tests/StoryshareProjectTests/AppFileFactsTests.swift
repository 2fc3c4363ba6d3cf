import Foundation
import Testing

@testable import StoryshareProject

/// An app's files read into facts: what the rules see, with the lines they point at.
struct AppFileFactsTests {
    /// The facts of an Info.plist's text, which must be read.
    static func plist(_ text: String) throws -> InfoPlistFacts {
        guard case .infoPlist(let facts) = InfoPlistFacts.read(Array(text.utf8)) else {
            throw Failure.notRead(InfoPlistFacts.read(Array(text.utf8)))
        }
        return facts
    }

    /// The facts of a manifest's text, which must be read.
    static func manifest(_ text: String) throws -> AndroidManifestFacts {
        guard case .androidManifest(let facts) = AndroidManifestFacts.read(Array(text.utf8)) else {
            throw Failure.notRead(AndroidManifestFacts.read(Array(text.utf8)))
        }
        return facts
    }

    enum Failure: Error {
        case notRead(AppFileFacts)
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundlePackageType</key>
        \t<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
        \t<key>FacebookAppID</key>
        \t<string>$(FACEBOOK_APP_ID)</string>
        \t<key>LSApplicationQueriesSchemes</key>
        \t<array>
        \t\t<string>fbapi</string>
        \t\t<integer>7</integer>
        \t\t<string>facebook-stories</string>
        \t</array>
        </dict>
        </plist>

        """

    @Test func anXMLInfoPlistWithItsLines() throws {
        let facts = try Self.plist(Self.infoPlist)
        #expect(facts.encoding == .xml && facts.bundle == .app)
        #expect(facts.root == SourceLocation(line: 4, column: 1))
        #expect(
            facts.facebookAppID
                == InfoPlistEntry(
                    key: SourceLocation(line: 7, column: 2), value: SourceLocation(line: 8, column: 2),
                    text: "$(FACEBOOK_APP_ID)", kind: "a string"))
        #expect(facts.queriesSchemes?.value == SourceLocation(line: 10, column: 2))
        #expect(facts.queriesSchemes?.kind == "an array")
        // The integer is no scheme; the strings keep their own lines.
        #expect(
            facts.schemes == [
                Located("fbapi", at: SourceLocation(line: 11, column: 3)),
                Located("facebook-stories", at: SourceLocation(line: 13, column: 3)),
            ])
    }

    @Test func whatABundleIs() throws {
        func bundle(_ entries: String) throws -> InfoPlistFacts.Bundle {
            try Self.plist("<plist><dict>\(entries)</dict></plist>").bundle
        }
        #expect(try bundle("") == .app)
        #expect(try bundle("<key>CFBundlePackageType</key><string>APPL</string>") == .app)
        #expect(try bundle("<key>CFBundlePackageType</key><string>FMWK</string>") == .other("FMWK"))
        #expect(try bundle("<key>NSExtension</key><dict/>") == .appExtension)
        #expect(try bundle("<key>WKApplication</key><true/>") == .other("watchOS app"))
    }

    @Test func malformedPlistsSayWhereOrThatTheyHaveNoLines() throws {
        let broken = Self.infoPlist.replacingOccurrences(of: "\t</array>", with: "\t</arry>")
        #expect(
            InfoPlistFacts.read(Array(broken.utf8))
                == .malformed(
                    .infoPlist, reason: "expected </array>, found \"</arry>\"", at: SourceLocation(line: 14, column: 2))
        )
        // A top-level key written twice is read as Xcode and iOS read it, the later value kept, and said.
        let duplicate = "<plist><dict>\n<key>A</key><true/>\n<key>A</key><string>later</string></dict></plist>"
        guard case .infoPlist(let twice) = InfoPlistFacts.read(Array(duplicate.utf8)) else {
            Issue.record("a key written twice is read")
            return
        }
        #expect(twice.duplicateKeys == [Located("A", at: SourceLocation(line: 3, column: 1))])
        #expect(twice.entries["A"]?.text == "later")
        #expect(twice.entries["A"]?.key == SourceLocation(line: 3, column: 1))
        #expect(
            InfoPlistFacts.read(Array("<plist><array/></plist>".utf8))
                == .malformed(
                    .infoPlist, reason: "its top level is an array, not a dictionary (<dict>)",
                    at: SourceLocation(line: 1, column: 8)))
        guard
            case .malformed(_, let reason, nil) = InfoPlistFacts.read(
                Array("bplist00".utf8) + [UInt8](repeating: 0, count: 40))
        else {
            Issue.record("a broken binary plist is not malformed without a line")
            return
        }
        #expect(
            reason.hasPrefix("binary plist: ") && reason.hasSuffix("(a binary plist has no lines: offsets count bytes)")
        )
        guard case .malformed(_, let json, _) = InfoPlistFacts.read(Array(#"{"FacebookAppID": "1"}"#.utf8)) else {
            Issue.record("JSON taken for an Info.plist")
            return
        }
        #expect(json.contains("it is JSON"))
    }

    @Test func foundationReadsTheValuesAndTheLexerTheLines() throws {
        // A key spelled with a reference and a CDATA section is the key Foundation reads; its lines are its own.
        let text = """
            <plist version="1.0">
            <dict>
            \t<key>Facebook&#x41;ppID</key>
            \t<string>1234567890</string>
            \t<key><![CDATA[LSApplicationQueriesSchemes]]></key>
            \t<array><string>fbapi</string>
            \t\t<string>instagram-stories</string></array>
            \t<key>Nested</key>
            \t<dict><key>A</key><true/>
            \t<key>A</key><false/></dict>
            </dict>
            </plist>
            """
        let facts = try Self.plist(text)
        #expect(facts.facebookAppID?.text == "1234567890")
        #expect(facts.facebookAppID?.key == SourceLocation(line: 3, column: 2))
        #expect(facts.facebookAppID?.value == SourceLocation(line: 4, column: 2))
        #expect(
            facts.schemes == [
                Located("fbapi", at: SourceLocation(line: 6, column: 9)),
                Located("instagram-stories", at: SourceLocation(line: 7, column: 3)),
            ])
        // Foundation keeps the later value of a key said twice in silence; the lexer sees it.
        #expect(facts.duplicateKeys == [Located("A", at: SourceLocation(line: 10, column: 2))])
    }

    @Test func binaryAndOldStylePlistsAreReadWithoutLines() throws {
        let value: [String: Any] = ["FacebookAppID": "1234567890", "LSApplicationQueriesSchemes": ["fbapi"]]
        let binary = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        guard case .infoPlist(let facts) = InfoPlistFacts.read(Array(binary)) else {
            Issue.record("a binary plist is not read")
            return
        }
        #expect(facts.encoding == .binary && facts.root == nil)
        #expect(facts.facebookAppID == InfoPlistEntry(text: "1234567890", kind: "a string"))
        #expect(facts.schemes == [Located("fbapi")])
        let old = try Self.plist(#"{ FacebookAppID = "1234567890"; WKApplication = 1; }"#)
        #expect(old.encoding == .openStep && old.facebookAppID?.text == "1234567890")
        // Only <true/> makes a watch app, not a number that is 1.
        #expect(old.bundle == .app)
    }

    @Test func hostilePlistsAreRefusedByTheLexerWithTheirLine() {
        let deep =
            "<plist>\n" + String(repeating: "<array>", count: 65) + String(repeating: "</array>", count: 65)
            + "</plist>"
        #expect(
            InfoPlistFacts.read(Array(deep.utf8))
                == .malformed(
                    .infoPlist, reason: "containers nest deeper than 64 levels",
                    at: SourceLocation(line: 2, column: 449)))
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa">]>
            <plist><dict><key>A</key><string>&a;</string></dict></plist>
            """
        guard case .malformed(.infoPlist, let reason, let location) = InfoPlistFacts.read(Array(laughs.utf8)) else {
            Issue.record("an internal DTD subset is read")
            return
        }
        #expect(reason.hasPrefix("a DOCTYPE with an internal subset is refused") && location?.line == 2)
        // What Foundation is given is bounded: a real Info.plist holds a few hundred elements, not 100,000.
        let many = "<plist><array>\n" + String(repeating: "<true/>", count: 100_000) + "</array></plist>"
        #expect(
            InfoPlistFacts.read(Array(many.utf8))
                == .malformed(
                    .infoPlist, reason: "the document holds more than 100000 elements",
                    at: SourceLocation(line: 2, column: 1 + 7 * 99_998)))
        // A value Foundation cannot read is said in its words, at the line it names.
        guard
            case .malformed(.infoPlist, let said, let line) = InfoPlistFacts.read(
                Array("<plist>\n<dict>\n<key>A</key><integer>x</integer></dict></plist>".utf8))
        else {
            Issue.record("a bad integer is read")
            return
        }
        #expect(said.contains("integer"), "\(said)")
        #expect(line == nil || line == SourceLocation(line: 3), "\(String(describing: line))")
        #expect(
            InfoPlistFacts.read(Array("<dict><key>A</key><true/></dict>".utf8))
                == .malformed(
                    .infoPlist, reason: "expected <plist>, found \"<dict><key>A</key><t…\"",
                    at: SourceLocation(line: 1, column: 1)))
    }

    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
            <uses-sdk android:targetSdkVersion="34" />
            <queries>
                <package android:name="com.facebook.katana" />
                <intent>
                    <action android:name="com.instagram.share.ADD_TO_STORY" />
                </intent>
            </queries>
            <application android:label="Example">
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter>
                        <action android:name="android.intent.action.MAIN" />
                        <category android:name="android.intent.category.LAUNCHER" />
                    </intent-filter>
                </activity>
                <provider
                    android:name="androidx.core.content.FileProvider"
                    android:authorities="${applicationId}.fileprovider"
                    android:exported="false"
                    android:grantUriPermissions="true">
                    <meta-data android:name="android.support.FILE_PROVIDER_PATHS" android:resource="@xml/file_paths" />
                </provider>
                <meta-data android:name="com.facebook.sdk.ApplicationId" android:value="@string/facebook_app_id" />
            </application>
        </manifest>

        """

    @Test func aManifestWithItsLines() throws {
        let facts = try Self.manifest(Self.manifest)
        #expect(facts.manifest == SourceLocation(line: 2, column: 1) && facts.package == "com.example.app")
        #expect(facts.application == SourceLocation(line: 10, column: 5))
        #expect(facts.hasLauncherActivity && !facts.queriesAllPackages)
        #expect(facts.targetSDKVersion == Located("34", at: SourceLocation(line: 3, column: 5)))
        #expect(facts.queries == [SourceLocation(line: 4, column: 5)])
        #expect(facts.queriedPackages == [Located("com.facebook.katana", at: SourceLocation(line: 5, column: 9))])
        #expect(
            facts.queriedActions == [
                Located("com.instagram.share.ADD_TO_STORY", at: SourceLocation(line: 7, column: 13))
            ])
        var provider = AndroidProvider(
            name: "androidx.core.content.FileProvider", authorities: "${applicationId}.fileprovider",
            exported: "false", grantURIPermissions: "true", location: SourceLocation(line: 17, column: 9))
        provider.pathsResource = "@xml/file_paths"
        #expect(facts.providers == [provider])
        #expect(facts.facebookAppID == Located("@string/facebook_app_id", at: SourceLocation(line: 24, column: 9)))
    }

    @Test func eachQueriedIntentKeepsItsActionsAndData() throws {
        let facts = try Self.manifest(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <queries>
                    <intent>
                        <action android:name="android.intent.action.SEND" />
                        <data android:mimeType="image/*" />
                    </intent>
                    <intent><action android:name="android.intent.action.VIEW" /><data android:scheme="https" /></intent>
                </queries>
            </manifest>
            """)
        #expect(
            facts.queriedIntents == [
                AndroidQueriedIntent(
                    actions: ["android.intent.action.SEND"], mimeTypes: ["image/*"],
                    location: SourceLocation(line: 3, column: 9)),
                AndroidQueriedIntent(
                    actions: ["android.intent.action.VIEW"], schemes: ["https"],
                    location: SourceLocation(line: 7, column: 9)),
            ])
    }

    @Test func eachQueriedProviderAuthorityIsKeptAndAnApplicationsProviderIsNoQuery() throws {
        let facts = try Self.manifest(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <queries>
                    <provider android:authorities="com.facebook.katana.provider.PlatformProvider" />
                    <provider android:authorities="com.example.a.sync; com.example.b.sync" />
                </queries>
                <application>
                    <provider android:name="androidx.core.content.FileProvider" android:authorities="com.example.files" />
                </application>
            </manifest>
            """)
        #expect(
            facts.queriedAuthorities == [
                Located("com.facebook.katana.provider.PlatformProvider", at: SourceLocation(line: 3, column: 9)),
                Located("com.example.a.sync", at: SourceLocation(line: 4, column: 9)),
                Located("com.example.b.sync", at: SourceLocation(line: 4, column: 9)),
            ])
        #expect(facts.providers.map(\.authorities) == ["com.example.files"])
    }

    @Test func onlyTheManifestsStructureCounts() throws {
        // A <package> outside <queries>, a provider outside <application>, a launcher filter outside an activity:
        // none of them declares anything; a library's manifest has no launcher.
        let misplaced = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
              <package android:name="com.facebook.katana"/>
              <provider android:grantUriPermissions="true"/>
              <application><intent-filter><action android:name="android.intent.action.MAIN"/>
                <category android:name="android.intent.category.LAUNCHER"/></intent-filter></application>
            </manifest>
            """
        let facts = try Self.manifest(misplaced)
        #expect(facts.queriedPackages.isEmpty && facts.providers.isEmpty && !facts.hasLauncherActivity)
        // Attributes count by namespace, not by how the prefix is spelt.
        let otherPrefix = """
            <manifest xmlns:a="http://schemas.android.com/apk/res/android" xmlns:android="urn:not-android">
              <queries><package a:name="com.facebook.katana"/><package android:name="com.instagram.android"/></queries>
            </manifest>
            """
        let prefixed = try Self.manifest(otherPrefix)
        #expect(prefixed.queriedPackages.map(\.value) == ["com.facebook.katana"])
    }

    @Test func malformedManifestsSayWhere() {
        #expect(
            AndroidManifestFacts.read(Array("<manifest>\n  <queries>\n</manifest>".utf8))
                == .malformed(
                    .androidManifest, reason: "it is not well-formed XML: expected </queries>, found \"</manifest>\"",
                    at: SourceLocation(line: 3, column: 1)))
        #expect(
            AndroidManifestFacts.read(Array("<?xml version=\"1.0\"?>\n<resources/>".utf8))
                == .malformed(
                    .androidManifest, reason: "its root element is <resources>, not <manifest>",
                    at: SourceLocation(line: 2, column: 1)))
    }

    @Test func filesAreTakenForWhatTheirNameOrContentSays() {
        #expect(AppFileReader.kind(ofPath: "a/Info.plist", content: nil) == .infoPlist)
        #expect(AppFileReader.kind(ofPath: "a/AndroidManifest.xml", content: nil) == .androidManifest)
        #expect(AppFileReader.kind(ofPath: "App-Info.plist", content: nil) == .infoPlist)
        #expect(AppFileReader.kind(ofPath: "debug.xml", content: nil) == .androidManifest)
        #expect(AppFileReader.kind(ofPath: "x", content: Array("bplist00".utf8)) == .infoPlist)
        #expect(AppFileReader.kind(ofPath: "x", content: Array("<?xml?><plist/>".utf8)) == .infoPlist)
        #expect(AppFileReader.kind(ofPath: "x", content: Array("<manifest/>".utf8)) == nil)
        #expect(
            AppFileReader.read(path: "/nonexistent/dir/Info.plist") == .unreadable(.infoPlist, reason: "no such file"))
    }
}

/// A FileProvider's paths XML, read beside the manifest that names it.
@Suite struct ProviderPathsTests {
    @Test func thePathsXMLBesideTheManifestIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("res/xml"), withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="utf-8"?>
        <paths><external-path name="e" path="." /><cache-path name="c" path="images/" /><other /></paths>
        """.write(to: folder.appendingPathComponent("res/xml/file_paths.xml"), atomically: true, encoding: .utf8)
        try AppFileFactsTests.manifest.write(
            to: folder.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
        guard case .androidManifest(let facts) = AppFileReader.read(path: folder.path + "/AndroidManifest.xml") else {
            Issue.record("not read as a manifest")
            return
        }
        #expect(facts.providers.first?.pathKinds == ["external-path", "cache-path"])
        // A resource that is not there is not known, not empty.
        #expect(ProviderPaths.kinds(of: folder.path + "/res/xml/missing.xml") == nil)
    }
}
