import Foundation
import StoryshareKit
import Testing

@testable import StoryshareProject

/// Which Gradle modules are part of the build (the settings file), and which convention plugins make a module an app.
struct GradleLayoutTests {
    typealias Tree = InstalledVersionsTests.Tree

    static func settings(_ text: String, at path: String = "settings.gradle.kts") -> GradleSettings {
        GradleSettings.parse(Array(text.utf8), path: path)
    }

    @Test func settingsIncludeTheProjectsTheyNameAndNoCommentedOne() {
        let kotlin = Self.settings(
            """
            pluginManagement {
                includeBuild("build-logic")
                plugins { id("com.android.application") version "8.5.0" apply false }
            }
            plugins { id("org.gradle.toolchains.foojay-resolver-convention") version "0.8.0" }
            rootProject.name = "Trailpost"
            include(":app", ":core:data")
            include(
                ":feature:share",
                ":feature:feed"
            )
            // include(":legacy")
            /* include(":old")
               include(":older") */
            include(":lib") // include(":notThis")
            project(":lib").projectDir = file("libraries/lib")
            """)
        #expect(kotlin.computed == nil)
        #expect(
            kotlin.projectFolders == [
                ".", "build-logic", "app", "core", "core/data", "feature", "feature/share", "feature/feed",
                "libraries/lib",
            ])
        let groovy = Self.settings(
            """
            include ':app', ':wear'
            include 'tools:cli'
            includeFlat 'shared'
            project(':wear').projectDir = new File(rootDir, 'watch/app')
            """, at: "android/settings.gradle")
        #expect(groovy.computed == nil)
        #expect(
            groovy.projectFolders == [
                "android", "android/app", "android/watch/app", "android/tools", "android/tools/cli", "shared",
            ])
        // Interpolation of the settings' own folder is followed.
        let moved = Self.settings("include(\":x\")\nproject(\":x\").projectDir = file(\"$rootDir/modules/x\")\n")
        #expect(moved.projectFolders == [".", "modules/x"])
        // Lines are counted through an unclosed backtick, a CR LF and a block comment.
        let counted = Self.settings("val `odd = 1\r\n/* a\n b */\ninclude(name)\n")
        #expect(counted.computed?.line == 4)
    }

    @Test(arguments: [
        #"include(":feature:${name}")"#,
        "File(rootDir, \"features\").listFiles()?.forEach { include(\":features:\" + it.name) }",
        "apply from: file(\"../node_modules/@react-native-community/cli-platform-android/native_modules.gradle\")",
        "applyNativeModulesSettingsGradle(settings)",
        "plugins { id(\"com.facebook.react.settings\") }",
        "plugins { id \"dev.flutter.flutter-plugin-loader\" version \"1.0.0\" }",
        "include(modules)",
        "rootProject.children.forEach { it.projectDir = file(\"modules/${it.name}\") }",
    ])
    func settingsThatComputeTheirProjectsExcludeNothing(line: String) {
        let settings = Self.settings("include(\":app\")\n" + line + "\n")
        #expect(settings.projectFolders == nil, "\(line)")
        #expect(settings.computed?.line == 2)
    }

    @Test func onlyModulesTheNearestLiteralSettingsLeaveOutAreUnbuilt() {
        let root = Self.settings("include(\":app\")\n// include(\":legacy\")\n")
        let nested = Self.settings("include(\":lib\")\n", at: "tools/settings.gradle")
        let computed = Self.settings(
            "include(\":app\")\napply(from = \"more.gradle.kts\")\n", at: "other/settings.gradle.kts")
        let files = [
            "build.gradle.kts", "app/build.gradle.kts", "legacy/build.gradle.kts", "tools/lib/build.gradle",
            "tools/unused/build.gradle", "other/x/build.gradle.kts",
        ]
        let unbuilt = GradleSettings.unbuiltModules(files, settings: [root, nested, computed])
        #expect(unbuilt.map(\.folder) == ["legacy", "tools/unused"])
        #expect(unbuilt.map(\.settings) == ["settings.gradle.kts", "tools/settings.gradle"])
        #expect(GradleSettings.unbuiltModules(files, settings: []).isEmpty, "no settings: every module is built")
    }

    /// An Android app whose settings leave out an old app module and an old library: the old app is no app, its share
    /// code is no app's, and the old library's manifest is not merged.
    @Test func aModuleTheSettingsLeaveOutIsNoAppAndLendsNothing() throws {
        let tree = Tree()
        let manifest =
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        func settings(including: Bool) throws {
            let line = including ? "include(\":legacy\", \":oldlib\")" : "// include(\":legacy\", \":oldlib\")"
            try tree.write("rootProject.name = \"Trailpost\"\ninclude(\":app\")\n\(line)\n", to: "settings.gradle.kts")
        }
        try settings(including: false)
        try tree.write("plugins {\n    id(\"com.android.application\")\n}\n", to: "app/build.gradle.kts")
        try tree.write(manifest, to: "app/src/main/AndroidManifest.xml")
        try tree.write(
            "package app\nfun main() = println(\"feed\")\n", to: "app/src/main/java/app/Feed.kt")
        try RepositoryLayoutTests.androidApp(tree, "legacy", manifest: manifest)
        try tree.write("plugins {\n    id(\"com.android.library\")\n}\n", to: "oldlib/build.gradle.kts")
        try tree.write(manifest, to: "oldlib/src/main/AndroidManifest.xml")

        let model = ProjectScanner.scan(tree.url.path)
        let codebase = try #require(model.codebases.first)
        #expect(codebase.apps.map(\.name) == ["app"])
        #expect(codebase.apps.first?.mergedManifests.isEmpty == true, "the old library's manifest is not merged")
        #expect(!codebase.sharing.shares, "the old app's share code is no app's")
        #expect(codebase.unbuiltFolders["legacy"]?.path == "settings.gradle.kts")
        #expect(
            model.notes.contains(
                "legacy, oldlib: Gradle modules settings.gradle.kts does not include: not part of the build, so not "
                    + "read as apps"), "\(model.notes)")

        try settings(including: true)
        let included = try #require(ProjectScanner.scan(tree.url.path).codebases.first)
        #expect(included.apps.map(\.name) == ["app", "legacy", "oldlib"])
        #expect(included.sharing.shares)
        #expect(included.apps.first?.mergedManifests.map(\.path) == ["oldlib/src/main/AndroidManifest.xml"])

        // Settings that compute their projects leave none out: every module is the build's, as before.
        try tree.write(
            "include(\":app\")\n// include(\":legacy\")\napply(from = \"modules.gradle.kts\")\n",
            to: "settings.gradle.kts")
        let computed = try #require(ProjectScanner.scan(tree.url.path).codebases.first)
        #expect(computed.apps.map(\.name) == ["app", "legacy", "oldlib"])
        #expect(computed.unbuiltFolders.isEmpty)
    }

    /// Precompiled script plugins of the build logic are convention plugins named by their files: a module applying
    /// one that applies the Android application plugin (itself, or through another) is an app, whatever its name.
    @Test func aPrecompiledScriptPluginIsFollowedToWhatItApplies() throws {
        let tree = Tree()
        try tree.write(
            "pluginManagement { includeBuild(\"build-logic\") }\ninclude(\":app\", \":shell\", \":lib\", \":cli\", \":team\")\n",
            to: "settings.gradle.kts")
        try tree.write("plugins {\n    `kotlin-dsl`\n}\n", to: "build-logic/convention/build.gradle.kts")
        let logic = "build-logic/convention/src/main/kotlin/"
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n    kotlin(\"android\")\n}\n",
            to: logic + "myteam.phone.gradle.kts")
        try tree.write("plugins {\n    id(\"myteam.phone\")\n}\n", to: logic + "myteam.shell.gradle.kts")
        try tree.write("apply(plugin = \"com.android.library\")\n", to: logic + "myteam-lib.gradle.kts")
        try tree.write("plugins {\n    kotlin(\"jvm\")\n}\n", to: logic + "myteam.jvm.gradle.kts")
        try tree.write(
            "package com.team\n\nplugins {\n    id(\"com.android.application\")\n}\n",
            to: logic + "com/team/teamapp.gradle.kts")
        // A file named like one outside the build logic's sources is no plugin.
        try tree.write("plugins {\n    id(\"com.android.application\")\n}\n", to: "gradle/myteam.other.gradle.kts")
        for (module, line) in [
            ("app", "id(\"myteam.phone\")"), ("shell", "id(\"myteam.shell\")"), ("lib", "`myteam-lib`"),
            ("cli", "id(\"myteam.jvm\")"), ("team", "id(\"com.team.teamapp\")"), ("other", "id(\"myteam.other\")"),
        ] {
            try tree.write("plugins {\n    \(line)\n}\n", to: "\(module)/build.gradle.kts")
        }
        #expect(ConventionPlugins.scriptPluginID(logic + "myteam.phone.gradle.kts") == "myteam.phone")
        #expect(ConventionPlugins.scriptPluginID("buildSrc/src/main/groovy/team-lib.gradle") == "team-lib")
        #expect(ConventionPlugins.scriptPluginID("gradle/myteam.other.gradle.kts") == nil)
        #expect(ConventionPlugins.scriptPluginID("app/src/main/kotlin/build.gradle.kts") == nil)
        #expect(ConventionPlugins.scriptPluginID(logic + "build.gradle.kts") == nil)
        let model = ProjectScanner.scan(tree.url.path)
        let kinds = Dictionary(uniqueKeysWithValues: model.apps.map { ($0.name, $0.kind) })
        #expect(kinds == ["app": .app, "shell": .app, "lib": .library, "team": .app], "\(kinds)")
        #expect(model.apps.first { $0.name == "app" }?.evidence.place == "app/build.gradle.kts:2")
        #expect(model.readFiles.contains(logic + "myteam.phone.gradle.kts"))
    }

    /// A build logic folder of any name is the one the settings' `pluginManagement` includes.
    @Test func theBuildThePluginManagementIncludesHoldsConventionPlugins() throws {
        let tree = Tree()
        func settings(including: Bool) throws {
            let logic = including ? "pluginManagement {\n    includeBuild(\"gradle/conventions\")\n}\n" : ""
            try tree.write(logic + "include(\":app\")\n", to: "settings.gradle.kts")
        }
        try settings(including: true)
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n}\n",
            to: "gradle/conventions/src/main/kotlin/acme.phone.gradle.kts")
        try tree.write("plugins {\n    id(\"acme.phone\")\n}\n", to: "app/build.gradle.kts")
        #expect(
            GradleLayoutTests.settings(
                "pluginManagement { includeBuild(\"gradle/conventions\") }\nincludeBuild(\"lib\")\n"
            )
            .pluginBuilds == ["gradle/conventions"])
        #expect(ProjectScanner.scan(tree.url.path).apps.map(\.name) == ["app"])
        try settings(including: false)
        #expect(ProjectScanner.scan(tree.url.path).apps.isEmpty, "a script plugin of no build logic applies nothing")
    }

    /// Settings that move projects (`projectDir`) put each module where they say: a project path in a module's build
    /// file (`project(":share")`) points at the moved folder, in Kotlin and Groovy, at the root or beside the settings.
    @Test func aProjectMovedByItsSettingsIsFoundInItsFolder() throws {
        let kotlin = Self.settings(
            """
            include(":app", ":share", ":other")
            project(":app").projectDir = file("$rootDir/modules/app")
            project(":share").projectDir = File(rootDir, "libraries/share-kit")
            project(":other").projectDir = file("../../elsewhere/other")
            """)
        #expect(kotlin.projects == [":app": "modules/app", ":share": "libraries/share-kit"])
        #expect(kotlin.outside.map(\.place) == ["settings.gradle.kts:4"])
        let groovy = Self.settings(
            """
            include ':app', ':shared'
            project(':shared').projectDir = new File(settingsDir, '../common/android')
            project(':app').projectDir = file("../common/app")
            """, at: "android/settings.gradle")
        #expect(groovy.projects == [":app": "common/app", ":shared": "common/android"])
        #expect(groovy.outside.isEmpty)

        let tree = Tree()
        let manifest =
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        try tree.write(
            """
            include(":app", ":share", ":unused")
            project(":app").projectDir = file("$rootDir/modules/app")
            project(":share").projectDir = File(rootDir, "libraries/share-kit")
            project(":unused").projectDir = file("libraries/unused")
            project(":gone").projectDir = file("../../gone")
            """, to: "settings.gradle.kts")
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n}\ndependencies {\n    implementation(project(\":share\"))\n}\n",
            to: "modules/app/build.gradle.kts")
        try tree.write(manifest, to: "modules/app/src/main/AndroidManifest.xml")
        try RepositoryLayoutTests.androidApp(tree, "libraries/share-kit", manifest: manifest)
        try tree.write("plugins {\n    id(\"com.android.library\")\n}\n", to: "libraries/share-kit/build.gradle.kts")
        try tree.write("plugins {\n    id(\"com.android.library\")\n}\n", to: "libraries/unused/build.gradle.kts")
        try tree.write(manifest, to: "libraries/unused/src/main/AndroidManifest.xml")
        // A module folder the settings do not name is left out (the default `share/` folder is not the project).
        try RepositoryLayoutTests.androidApp(tree, "share", manifest: manifest)

        let model = ProjectScanner.scan(tree.url.path)
        let codebase = try #require(model.codebases.first)
        let app = try #require(codebase.apps.first { $0.name == "modules/app" })
        #expect(app.moduleFolders == ["modules/app", "libraries/share-kit"])
        #expect(app.mergedManifests.map(\.path) == ["libraries/share-kit/src/main/AndroidManifest.xml"])
        #expect(codebase.sharing.shares, "the moved library's share code is the app's")
        #expect(!codebase.apps.contains { $0.name == "share" })
        #expect(
            model.notes.contains(
                "settings.gradle.kts:5: moves project :gone to ../../gone, outside the repository: its module is not "
                    + "read"), "\(model.notes)")

        // A projectDir the reader cannot work out is said, and leaves no module out.
        try tree.write(
            "include(\":app\", \":share\")\nproject(\":app\").projectDir = file(\"$rootDir/modules/app\")\n"
                + "project(\":share\").projectDir = file(libraryRoot + \"/share-kit\")\n",
            to: "settings.gradle.kts")
        let computed = ProjectScanner.scan(tree.url.path)
        #expect(
            computed.notes.contains {
                $0.hasPrefix("settings.gradle.kts:3: sets a projectDir the reader does not follow")
            },
            "\(computed.notes)")
        #expect(computed.codebases.first?.unbuiltFolders.isEmpty == true)
    }

    /// A composite build (`includeBuild("android")` in the root settings): the included builds are the root's
    /// codebase, their settings' exclusions hold, and a module named by coordinates is the included project of that
    /// name; the build logic `pluginManagement` includes is not part of it.
    static func compositeTree(_ tree: Tree) throws {
        let manifest =
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        try tree.write(
            """
            pluginManagement { includeBuild("build-logic") }
            rootProject.name = "trailpost"
            includeBuild("android")
            includeBuild("shared-build") {
                dependencySubstitution { substitute(module("studio.example:share")).using(project(":share")) }
            }
            """, to: "settings.gradle.kts")
        try tree.write(
            "rootProject.name = \"build-logic\"\ninclude(\":convention\")\n", to: "build-logic/settings.gradle.kts")
        try tree.write("plugins {\n    `kotlin-dsl`\n}\n", to: "build-logic/convention/build.gradle.kts")
        try tree.write("include(\":app\")\n// include(\":legacy\")\n", to: "android/settings.gradle.kts")
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n}\ndependencies {\n"
                + "    implementation(\"studio.example:share:1.0\")\n}\n", to: "android/app/build.gradle.kts")
        try tree.write(manifest, to: "android/app/src/main/AndroidManifest.xml")
        try RepositoryLayoutTests.androidApp(tree, "android/legacy", manifest: manifest)
        try tree.write("include ':share', ':unused'\n", to: "shared-build/settings.gradle")
        try RepositoryLayoutTests.androidApp(tree, "shared-build/share", manifest: manifest)
        try tree.write("plugins {\n    id(\"com.android.library\")\n}\n", to: "shared-build/share/build.gradle.kts")
        try tree.write("plugins {\n    id(\"com.android.library\")\n}\n", to: "shared-build/unused/build.gradle.kts")
        try tree.write(manifest, to: "shared-build/unused/src/main/AndroidManifest.xml")
    }

    @Test func theBuildsACompositeIncludesAreItsCodebase() throws {
        let tree = Tree()
        try Self.compositeTree(tree)
        #expect(GradleModule.externalDependency(in: "implementation(\"studio.example:share:1.0\")") == "share")
        #expect(GradleModule.externalDependency(in: "freeApi'studio.example:share'") == "share")
        #expect(GradleModule.externalDependency(in: "implementation(libs.share)") == nil)
        #expect(GradleModule.externalDependency(in: "implementation(\"studio.example:$name:1.0\")") == nil)
        let settings = Self.settings("pluginManagement { includeBuild(\"logic\") }\nincludeBuild(\"android\")\n")
        #expect(settings.includedBuilds == ["android"])
        #expect(settings.pluginBuilds == ["logic"])
        // Builds that include each other have no top: each stays its own.
        let ring = [
            Self.settings("includeBuild(\"../b\")\n", at: "a/settings.gradle.kts"),
            Self.settings("includeBuild(\"../a\")\n", at: "b/settings.gradle.kts"),
        ]
        #expect(ProjectScanner.compositeBuilds(ring).isEmpty)

        let model = ProjectScanner.scan(tree.url.path)
        let root = try #require(model.codebases.first { $0.path == "." })
        #expect(
            !model.codebases.contains { ["android", "shared-build"].contains($0.path) },
            "\(model.codebases.map(\.path))")
        #expect(root.apps.map(\.name) == ["android/app", "shared-build/share", "shared-build/unused"])
        let app = try #require(root.apps.first)
        #expect(app.moduleFolders == ["android/app", "shared-build/share"])
        #expect(app.mergedManifests.map(\.path) == ["shared-build/share/src/main/AndroidManifest.xml"])
        #expect(root.sharing.shares)
        #expect(root.targets(for: app) == [.instagram], "the included build's share code is the app's")
        #expect(root.unbuiltFolders["android/legacy"]?.path == "android/settings.gradle.kts")
        // The build logic `pluginManagement` includes is not part of the composite, nor a codebase of its own: it
        // builds plugins, not apps.
        #expect(model.codebases.map(\.path) == ["."])

        // Without the root settings, each build is a codebase of its own, and the app reaches no other build's code;
        // `build-logic` is still build logic by its name.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("settings.gradle.kts"))
        let apart = ProjectScanner.scan(tree.url.path)
        #expect(apart.codebases.map(\.path) == ["android", "shared-build"])
        let alone = try #require(apart.codebases.first)
        #expect(alone.targets(for: try #require(alone.apps.first)).isEmpty)
    }

    /// A root build script that declares the Android plugin for its modules (`apply false`, infix or as a method
    /// call, Kotlin Multiplatform templates write the latter) makes no app; one that applies it does.
    @Test func aPluginDeclaredWithApplyFalseMakesNoApp() {
        for declared in [
            "plugins {\n    alias(libs.plugins.android.application).apply(false)\n}\n",
            "plugins {\n    alias(libs.plugins.android.application) apply false\n}\n",
            "plugins {\n    id(\"com.android.application\").version(\"8.5.0\").apply(false)\n}\n",
            "plugins {\n    id 'com.android.application' version '8.5.0' apply false\n}\n",
        ] {
            #expect(
                GradleModule.parse(Array(declared.utf8), buildFile: "build.gradle.kts").kind == .other, "\(declared)")
        }
        let applied = GradleModule.parse(
            Array("plugins {\n    alias(libs.plugins.android.application)\n}\n".utf8), buildFile: "app/build.gradle.kts"
        )
        #expect(applied.kind == .app && applied.kindEvidence?.line == 2)
    }

    /// An app with product flavours: each flavour's manifest is said to be that flavour's (merged into its variants
    /// only), the app's evidence names the flavours, and a note says the app is judged with all of them merged.
    @Test func aFlavorsManifestIsSaidToBeThatFlavors() throws {
        let kotlin = GradleModule.parse(
            Array(
                """
                android {
                    flavorDimensions += "tier"
                    productFlavors {
                        create("free") {
                            dimension = "tier"
                            applicationIdSuffix = ".free"
                        }
                        register("paid") { dimension = "tier" }
                    }
                    buildTypes { release { isMinifyEnabled = true } }
                }
                """.utf8), buildFile: "app/build.gradle.kts")
        #expect(kotlin.flavors.map(\.text) == ["free", "paid"])
        #expect(kotlin.flavors.map(\.line) == [4, 8])
        let groovy = GradleModule.parse(
            Array(
                "android {\n    productFlavors {\n        free {\n            dimension 'tier'\n        }\n        paid {}\n    }\n}\n"
                    .utf8),
            buildFile: "app/build.gradle")
        #expect(groovy.flavors.map(\.text) == ["free", "paid"])
        #expect(GradleModule.parse(Array("android {\n    release {\n    }\n}\n".utf8), buildFile: "b").flavors.isEmpty)

        let tree = Tree()
        let manifest =
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        try tree.write("include(\":app\")\n", to: "settings.gradle.kts")
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n}\nandroid {\n    productFlavors {\n"
                + "        create(\"free\") { }\n        create(\"paid\") { }\n    }\n}\n", to: "app/build.gradle.kts")
        try tree.write(manifest, to: "app/src/main/AndroidManifest.xml")
        try tree.write(manifest, to: "app/src/free/AndroidManifest.xml")
        try tree.write(manifest, to: "app/src/paidRelease/AndroidManifest.xml")
        try tree.write(manifest, to: "app/src/debug/AndroidManifest.xml")
        let model = ProjectScanner.scan(tree.url.path)
        let app = try #require(model.apps.first)
        #expect(app.evidence.text.hasSuffix("(flavors free, paid: manifest facts are per flavor)"), "\(app.evidence)")
        #expect(
            app.mergedManifests.map(\.text) == [
                "source set debug", "source set free (flavor free: merged into its variants only)",
                "source set paidRelease (flavor paid: merged into its variants only)",
            ])
        #expect(
            model.notes.contains {
                $0.hasPrefix("app: flavors free, paid (app/build.gradle.kts:6); app/src/free/AndroidManifest.xml, ")
                    && $0.hasSuffix("(one app per variant is not built yet)")
            }, "\(model.notes)")
    }

    /// A project the settings move beside their own folder (`../common/app`) is their build's app, and its share
    /// code the build's.
    @Test func aProjectMovedBesideTheBuildIsItsApp() throws {
        let tree = Tree()
        let manifest =
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#
        try tree.write(
            "include ':app'\nproject(':app').projectDir = new File(settingsDir, '../common/app')\n",
            to: "android/settings.gradle")
        try RepositoryLayoutTests.androidApp(tree, "common/app", manifest: manifest)
        let model = ProjectScanner.scan(tree.url.path)
        #expect(model.codebases.map(\.path) == ["android"])
        let codebase = try #require(model.codebases.first)
        #expect(codebase.apps.map(\.name) == ["common/app"])
        #expect(codebase.sharing.shares)

        // Its project dependencies are its build's (`:share` is `android/share`, not a folder beside it).
        try tree.write(
            "include ':app', ':share'\nproject(':app').projectDir = new File(settingsDir, '../common/app')\n",
            to: "android/settings.gradle")
        try tree.write(
            "plugins {\n    id(\"com.android.application\")\n}\ndependencies {\n    implementation(project(\":share\"))\n}\n",
            to: "common/app/build.gradle.kts")
        try tree.write("plugins {\n    id(\"com.android.library\")\n}\n", to: "android/share/build.gradle.kts")
        try tree.write(manifest, to: "android/share/src/main/AndroidManifest.xml")
        let linked = try #require(ProjectScanner.scan(tree.url.path).apps.first { $0.name == "common/app" })
        #expect(linked.moduleFolders == ["common/app", "android/share"])
        #expect(linked.mergedManifests.map(\.path) == ["android/share/src/main/AndroidManifest.xml"])
    }
}
