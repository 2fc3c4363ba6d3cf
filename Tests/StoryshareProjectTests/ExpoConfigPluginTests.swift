import Testing

@testable import StoryshareProject

/// The platform an Expo app's own config plugin edits, read from its file (``ExpoConfigPlugin``).
struct ExpoConfigPluginTests {
    typealias Tree = InstalledVersionsTests.Tree

    static func platform(_ text: String) -> Platform? {
        ExpoConfigPlugin.onlyPlatform(of: SourceLexer.tokens(of: text, language: .javaScript))
    }

    static func queried(_ text: String) -> [(name: String, line: Int)] {
        ExpoConfigPlugin.queriedPackages(in: SourceLexer.tokens(of: text, language: .javaScript))
    }

    @Test func aPluginCallingOnlyAndroidModsEditsAndroidOnly() {
        let text = """
            // Adds the Stories apps to <queries>; nothing for iOS here.
            const { withAndroidManifest, AndroidConfig } = require('expo/config-plugins');
            module.exports = (config) => withAndroidManifest(config, (mod) => mod);
            """
        #expect(Self.platform(text) == .android)
    }

    @Test func aPluginCallingOnlyIOSModsEditsIOSOnly() {
        let text = """
            import { withInfoPlist, ConfigPlugin } from "@expo/config-plugins";
            const withSchemes: ConfigPlugin = (config) =>
              withInfoPlist(config, (mod) => { mod.modResults.LSApplicationQueriesSchemes = ["instagram-stories"]; return mod; });
            export default withSchemes;
            """
        #expect(Self.platform(text) == .ios)
        #expect(
            Self.platform(
                "const { withDangerousMod } = require('expo/config-plugins');\n"
                    + "module.exports = (c) => withDangerousMod(c, ['ios', async (c) => c]);") == .ios)
    }

    /// Both platforms' mods, another local file, a package other than Expo's, or mods composed by a computed
    /// platform: the plugin may edit either.
    @Test func aPluginThatMayDoMoreThanItShowsEditsEither() {
        #expect(
            Self.platform("const { withAndroidManifest, withInfoPlist } = require('expo/config-plugins');") == nil)
        #expect(
            Self.platform(
                "const { withAndroidManifest } = require('expo/config-plugins');\n"
                    + "const withIos = require('./withIosSchemes');") == nil)
        #expect(
            Self.platform(
                "import { withAndroidManifest } from 'expo/config-plugins';\n"
                    + "import withFacebook from 'react-native-fbsdk-next/app.plugin';") == nil)
        #expect(
            Self.platform("const { withAndroidManifest, withPlugins } = require('expo/config-plugins');") == nil)
        #expect(Self.platform("module.exports = (config) => config;") == nil)
    }

    /// The words only in comments do not count: a comment naming `withInfoPlist` leaves an Android-only plugin so.
    @Test func commentsAreNotMods() {
        let text = """
            // Unlike withInfoPlist, this edits the manifest.
            /* IOSConfig is not used */
            const { withAndroidManifest } = require("expo/config-plugins");
            """
        #expect(Self.platform(text) == .android)
    }

    /// A configuration naming its own plugin thousands of times reads each name once, and at most
    /// `ExpoConfigPlugin.readLimit` of them.
    @Test func aPluginNamedOverAndOverIsReadOnce() throws {
        let tree = Tree()
        let names = Array(repeating: "\"./plug\"", count: 5000) + (0..<100).map { "\"./p\($0)\"" }
        try tree.write(
            #"{"expo": {"name": "x", "plugins": [\#(names.joined(separator: ","))]}}"#, to: "app.json")
        try tree.write("const { withAndroidManifest } = require('expo/config-plugins');\n", to: "plug.js")
        for index in 0..<100 { try tree.write("module.exports = (c) => c;\n", to: "p\(index).js") }
        var walk = ProjectWalk(root: tree.url.path)
        walk.notes = []
        guard case .success(var config?) = ExpoConfig.read("app.json", walk: walk) else {
            Issue.record("the configuration is read")
            return
        }
        config.readOwnPlugins(walk: walk)
        #expect(config.onePlatformPlugins == ["./plug": .android])
    }

    /// The Stories apps' packages an Android plugin adds to `<queries>` are read as whole strings; a plugin that
    /// does not mention `queries` adds none.
    @Test func thePackagesAnAndroidPluginQueriesAreRead() {
        let text = """
            const { withAndroidManifest } = require('expo/config-plugins');
            module.exports = (config) => withAndroidManifest(config, (mod) => {
              mod.modResults.manifest.queries[0].package = [
                { $: { 'android:name': 'com.instagram.android' } },
                { $: { 'android:name': 'com.whatsapp' } },
              ];
              return mod;
            });
            """
        #expect(
            Self.queried(text).map { "\($0.name):\($0.line)" } == ["com.instagram.android:4"])
        #expect(
            Self.queried(
                "const id = 'com.instagram.android';\nmodule.exports = (c) => withAndroidManifest(c, (m) => m);"
            ).isEmpty)
    }

    @Test func theFilesNodeWouldLoadForAPluginName() {
        #expect(
            ExpoConfigPlugin.candidates("./plugins/withQueries", folder: "apps/mobile").prefix(3) == [
                "apps/mobile/plugins/withQueries", "apps/mobile/plugins/withQueries.js",
                "apps/mobile/plugins/withQueries.cjs",
            ])
        #expect(ExpoConfigPlugin.candidates("../../../outside", folder: "app").isEmpty)
    }
}
