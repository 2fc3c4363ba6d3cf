import Foundation
import Testing

@testable import StoryshareProject

/// An `app.config.ts` that exports a function Expo calls with the static configuration: the object the function
/// returns is read as the configuration, `...config` as the `app.json` beside it, every line where it was.
struct ExpoConfigScriptTests {
    static func config(_ text: String) throws -> ExpoConfig {
        try #require(ExpoConfig.parseScript(text, bytes: Array(text.utf8), path: "app.config.ts"))
    }

    @Test func anArrowsObjectIsTheConfiguration() throws {
        let config = try Self.config(
            """
            import type { ConfigContext, ExpoConfig } from 'expo/config';

            export default ({ config }: ConfigContext): ExpoConfig => ({
              ...config,
              name: 'Marigold',
              ios: {
                infoPlist: {
                  LSApplicationQueriesSchemes: ['instagram'],
                },
              },
              plugins: [['react-native-share', { android: ['com.instagram.android'] }]],
            });

            """)
        #expect(config.undecided.isEmpty, "\(config.undecided)")
        #expect(config.queriesSchemes.map(\.text) == ["\"instagram\""])
        #expect(config.queriesSchemes.first?.line == 8)
        #expect(config.iosEvidence.line == 6)
        #expect(config.androidQueries.map(\.text) == ["\"com.instagram.android\""])
        // `...config` is app.json's configuration: the script builds on it.
        #expect(config.extendsStaticConfig)
    }

    @Test func aBodysLastReturnIsTheConfigurationWithItsStatements() throws {
        let config = try Self.config(
            """
            module.exports = (context) => {
              const schemes = ['instagram', 'instagram-stories'];
              const flavor = process.env.FLAVOR;
              if (flavor === 'dev') {
                return { name: 'dev' };
              }
              return {
                ...context.config,
                name: 'Marigold',
                ios: { infoPlist: { LSApplicationQueriesSchemes: schemes, FacebookAppID: '123456789012345' } },
                extra: { flavor },
              };
            };

            """)
        // The body's own names are followed; a value the reader cannot follow is said with its key, as before.
        #expect(config.queriesSchemes.map(\.text) == ["\"instagram\"", "\"instagram-stories\""])
        #expect(config.facebookAppID?.text == "123456789012345")
        #expect(
            config.undecided.map(\.text) == [
                "extra.flavor is `process.env.FLAVOR`, an environment variable read when Expo runs the file"
            ])
        #expect(config.extendsStaticConfig)
    }

    @Test func anotherSpreadIsStillUndecidedAndAPlainObjectIsAsBefore() throws {
        let spread = try Self.config(
            "import base from './base';\nexport default ({ config }) => ({ ...base, name: 'Marigold' });\n")
        #expect(spread.undecided.map(\.text) == ["spreads base, whose keys are known only when Expo runs the file"])
        let plain = try Self.config("export default { name: 'Marigold', ios: { bundleIdentifier: 'a.b' } };\n")
        #expect(plain.undecided.isEmpty && !plain.extendsStaticConfig)
        // A function whose result the reader cannot find is computed, as before.
        let computed = try Self.config("export default ({ config }) => makeConfig(config);\n")
        #expect(computed.undecided.first?.text.hasPrefix("the exported configuration is computed") == true)
    }

    /// Only a computed value that can set an Info.plist key softens a finding about the Info.plist Expo writes: a
    /// computed name, updates URL, Google services file or Sentry option cannot; `ios.infoPlist`, `ios`, a plugin, the
    /// react-native-share plugin's `ios` list, the app's own plugin, a spread into the whole or the export can.
    @Test func onlyWhatCanReachTheInfoPlistIsUndecidedForIt() throws {
        let unrelated = try Self.config(
            """
            export default ({ config }) => ({
              ...config,
              name: getAppName(),
              updates: { url: `https://u.expo.dev/${getProjectId()}` },
              ios: { googleServicesFile: getGoogleServiceInfoFile(), bundleIdentifier: 'a.b' },
              plugins: [['@sentry/react-native/expo', { organization: process.env.SENTRY_ORG }]],
            });

            """)
        #expect(unrelated.undecided.count == 4, "\(unrelated.undecided)")
        #expect(unrelated.undecidedReachingInfoPlist.isEmpty, "\(unrelated.undecidedReachingInfoPlist)")
        let reaching = try Self.config(
            """
            import extraPlist from './plist';
            import shared from './shared';
            export default ({ config }) => ({
              ...shared,
              name: getAppName(),
              ios: { infoPlist: { ...extraPlist, LSApplicationQueriesSchemes: schemes() } },
              plugins: [['react-native-share', { ios: iosSchemes() }], makePlugin(), './plugins/withQueries'],
            });

            """)
        #expect(
            reaching.undecidedReachingInfoPlist.compactMap(\.line).sorted() == [4, 6, 6, 7, 7, 7],
            "\(reaching.undecidedReachingInfoPlist)")
        let whole = try Self.config("export default ({ config }) => makeConfig(config);\n")
        #expect(whole.undecidedReachingInfoPlist.count == 1)
        let ios = try Self.config("export default { name: 'M', ios: makeIOS() };\n")
        #expect(ios.undecidedReachingInfoPlist.count == 1)
    }
}

/// An `app.json` whose plugin options name `ios` and `android` before the configuration's own keys: each app is placed
/// at the configuration's key, not the option of the same name.
@Suite struct ExpoConfigKeyLineTests {
    @Test func theAppsAreAtTheConfigurationsOwnKeys() throws {
        let json = """
            {
              "expo": {
                "name": "Lift",
                "plugins": [
                  ["react-native-share", {
                    "ios": ["instagram-stories"],
                    "android": ["com.instagram.android"]
                  }]
                ],
                "ios": { "bundleIdentifier": "dev.lift" },
                "android": { "package": "dev.lift" }
              }
            }
            """
        let config = try #require(try ExpoConfig.parse(Array(json.utf8), path: "app.json").get())
        #expect(config.iosEvidence.line == 10)
        #expect(config.androidEvidence.line == 11)
        #expect(LineIndex(json).keyLines(atDepth: 1) == ["expo": 2])
    }
}

extension ExpoConfigKeyLineTests {
    /// The same in a configuration written as code: the plugin's `ios:` option comes first, the app's own key later.
    @Test func theAppsAreAtTheOwnKeysOfAScript() throws {
        let script = """
            export default {
              expo: {
                name: 'Lift',
                plugins: [
                  ['expo-build-properties', {
                    ios: { deploymentTarget: '15.1' },
                    "android": { minSdkVersion: 24 },
                  }],
                ],
                "ios": { bundleIdentifier: 'dev.lift' },
                android: { package: 'dev.lift' },
              },
            };
            """
        let config = try #require(ExpoConfig.parseScript(script, bytes: Array(script.utf8), path: "app.config.js"))
        #expect(config.iosEvidence.line == 10)
        #expect(config.androidEvidence.line == 11)
    }
}
