import Testing

@testable import StoryshareProject

@Suite struct ProjectFilesTests {
    @Test func gradlePluginsAreAppliedNotMentioned() {
        let applies = { (line: String) in
            GradleModule.applies(
                line.replacingOccurrences(of: " ", with: ""), id: "com.android.application", alias: "application")
        }
        #expect(applies(#"id("com.android.application")"#))
        #expect(applies(#"id 'com.android.application'"#))
        #expect(applies(#"apply plugin: "com.android.application""#))
        #expect(applies("alias(libs.plugins.android.application)"))
        #expect(applies("alias(libs.plugins.duckie.android.application)"), "a convention plugin")
        #expect(!applies(#"plugins.hasPlugin("com.android.application") -> DependencyInfo("#))
        #expect(!applies(#"id = "$prefix.android.application""#), "a convention plugin's registration")
        #expect(!applies("alias(libs.plugins.android.library)"))
        // The Kotlin Multiplatform wizard's catalog names it in camel case.
        #expect(applies("alias(libs.plugins.androidApplication)"))
        #expect(!applies("alias(libs.plugins.androidLibrary)"))
        // A plugins block on one line, and statements joined by `;`.
        #expect(applies("plugins { id 'com.android.application' }"))
        #expect(applies(#"plugins { id("org.jetbrains.kotlin.android"); id("com.android.application") }"#))
        #expect(!applies(#"plugins { id("com.android.library") }"#))
    }

    @Test func modulesOnlyTestsLinkAreNoDependencies() {
        #expect(GradleModule.isTestConfiguration("testImplementation(projects.core.dataTest)"))
        #expect(GradleModule.isTestConfiguration("androidTestImplementation(project(\":core:testing\"))"))
        #expect(GradleModule.isTestConfiguration("testDemoImplementation(projects.core.testing)"), "a flavour's")
        #expect(GradleModule.isTestConfiguration("baselineProfile(projects.benchmarks)"))
        #expect(!GradleModule.isTestConfiguration("implementation(projects.core.ui)"))
        #expect(!GradleModule.isTestConfiguration("testedImplementation(projects.x)"), "a word that only starts so")
        let module = GradleModule.parse(
            Array(
                "dependencies {\n implementation(projects.core.ui)\n testImplementation(projects.core.dataTest)\n}\n"
                    .utf8),
            buildFile: "app/build.gradle.kts")
        #expect(module.projectDependencies == ["core/ui"])
    }

    @Test func theTargetSDKIsANumberWhereSet() {
        #expect(GradleModule.targetSDK(in: "targetSdk=34") == 34)
        #expect(GradleModule.targetSDK(in: "targetSdkVersion28") == 28)
        #expect(GradleModule.targetSDK(in: "targetSdkVersion=34") == 34)
        #expect(GradleModule.targetSDK(in: "targetSdkVersionrootProject.ext.targetSdkVersion") == nil)
    }

    @Test func xcodeProductTypesAndPlatformsTellAppsApart() {
        func kind(_ type: String, sdk: String? = nil, platforms: [String] = []) -> ProductKind {
            XcodeProject.Target(
                name: "T", productType: "com.apple.product-type." + type, generatesInfoPlist: false, sdkRoot: sdk,
                supportedPlatforms: platforms
            ).kind
        }
        #expect(kind("application", sdk: "iphoneos") == .app)
        #expect(kind("application", sdk: "macosx") == .macOSApp)
        #expect(kind("application", sdk: "auto", platforms: ["macosx"]) == .macOSApp)
        #expect(kind("application", sdk: "auto", platforms: ["iphoneos", "iphonesimulator", "macosx"]) == .app)
        #expect(kind("application", sdk: "appletvos") == .otherPlatformApp)
        // A tvOS app's test bundle is a test bundle, not "not an app".
        #expect(kind("bundle.unit-test", sdk: "appletvos") == .testBundle)
        #expect(kind("framework", sdk: "watchos") == .framework)
        #expect(kind("application.on-demand-install-capable") == .appClip)
        #expect(kind("app-extension") == .appExtension)
        #expect(kind("framework") == .framework)
        #expect(kind("bundle.unit-test") == .testBundle)
        #expect(kind("bundle.ui-testing") == .testBundle)
        #expect(kind("library.static") == .library)
    }

    @Test func buildSettingsResolveAgainstTheProjectFolder() {
        #expect(
            XcodeProject.resolve("$(SRCROOT)/$(TARGET_NAME)/Info.plist", name: "App", productName: "App")
                == "App/Info.plist")
        #expect(RepositoryPaths.joinResolving("ios", "Runner/Info.plist") == "ios/Runner/Info.plist")
        #expect(RepositoryPaths.joinResolving("ios/App", "../Shared/Info.plist") == "ios/Shared/Info.plist")
    }

    @Test func mediaIsPassedOverForWhereItIs() {
        #expect(
            MediaClassifier.reason("android/app/src/main/res/mipmap-hdpi/ic_launcher.png")
                == MediaClassifier.launcherIcons)
        #expect(
            MediaClassifier.reason("ios/Runner/Assets.xcassets/AppIcon.appiconset/Icon-1024.png")
                == MediaClassifier.appIcons)
        #expect(
            MediaClassifier.reason("App/Assets.xcassets/LaunchBackground.imageset/background.png")
                == MediaClassifier.launchImages)
        #expect(
            MediaClassifier.reason("App/Preview Content/Preview Assets.xcassets/x.imageset/x.png")
                == MediaClassifier.previewContent)
        #expect(MediaClassifier.reason("fastlane/screenshots/en-US/1.png") == MediaClassifier.screenshots)
        #expect(MediaClassifier.reason("test/goldens/home.png") == MediaClassifier.testImages)
        #expect(MediaClassifier.reason("App/Assets.xcassets/share.imageset/share.pdf") == MediaClassifier.vectors)
        #expect(MediaClassifier.reason("assets/share/story-background.png") == nil)
        #expect(MediaClassifier.reason("res/drawable/liverpool.jpg") == nil, "a share asset can live in drawable")
    }

    @Test func wordsSplitAtCaseAndPunctuation() {
        #expect(Words.of("LaunchBackground") == ["launch", "background"])
        #expect(Words.of("image-background@3x") == ["image", "background", "x"])
        #expect(Words.of("History-16") == ["history"])
    }

    @Test func commentsAreNotCode() {
        let lines = SourceLines("a\n// b\n  * c\n/* d\n e */ f\n# g\nh")
        #expect(lines.code.map(\.text) == ["a", " f", "h"])
        #expect(lines.code.map(\.number) == [1, 5, 7])
    }
}
