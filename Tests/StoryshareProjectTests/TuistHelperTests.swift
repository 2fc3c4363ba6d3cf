import Foundation
import Testing

@testable import StoryshareProject

/// Tuist manifests that build their targets through the helpers of `Tuist/ProjectDescriptionHelpers`: the helper is
/// followed to the targets it builds, with the manifest's literals in place of its parameters.
struct TuistHelperTests {
    typealias Tree = InstalledVersionsTests.Tree

    /// The helpers of `tuist init`'s template, in our words: an app helper that calls a target factory, which reads
    /// the name into the bundle id, the sources and the tests' name, and a module helper whose caller gives product,
    /// bundle id and Info.plist keys.
    static let templates = #"""
        import ProjectDescription

        let organization = "studio.example"

        extension Project {
            public static func app(name: String, destinations: Destinations, modules: [String]) -> Project {
                let targets = makeAppTargets(name: name, destinations: destinations)
                    + modules.flatMap { makeFrameworkTargets(name: $0, destinations: destinations) }
                return Project(name: name, organizationName: organization, targets: targets)
            }

            static func makeAppTargets(name: String, destinations: Destinations) -> [Target] {
                let infoPlist: [String: Plist.Value] = [
                    "UILaunchScreen": [:],
                    "LSApplicationQueriesSchemes": ["instagram-stories"],
                ]
                let main = Target(
                    name: name,
                    destinations: destinations,
                    product: .app,
                    bundleId: "\(organization).\(name)",
                    infoPlist: .extendingDefault(with: infoPlist),
                    sources: ["Targets/\(name)/Sources/**"]
                )
                let tests = Target(
                    name: "\(name)Tests", destinations: destinations, product: .unitTests,
                    bundleId: "\(organization).\(name)Tests", sources: ["Targets/\(name)/Tests/**"])
                return [main, tests]
            }

            static func makeFrameworkTargets(name: String, destinations: Destinations) -> [Target] {
                [Target(name: name, destinations: destinations, product: .framework, bundleId: "x.\(name)")]
            }

            public static func makeModule(
                name: String, product: Product, bundleId: String, infoPlist: InfoPlist = .default, kind: String
            ) -> Project {
                Project(
                    name: name,
                    targets: [
                        .target(
                            name: name, destinations: .iOS, product: product, bundleId: bundleId,
                            infoPlist: infoPlist, sources: ["Sources/**"], dependencies: [.project(target: "Share", path: "../Share")]),
                        .target(name: "\(name)Widget", destinations: .iOS, product: widgetProduct(kind), bundleId: bundleId),
                    ])
            }

            public static func feature(_ name: String, product: Product = .app, bundle prefix: String = organization)
                -> Project
            {
                Project(
                    name: name,
                    targets: [
                        .target(
                            name: name, destinations: .iOS, product: product, bundleId: "\(prefix).\(name)",
                            infoPlist: .file(path: "\(name)/Info.plist"))
                    ])
            }
        }

        """#

    @Test func theAppHelperIsFollowedToTheTargetsItBuilds() throws {
        let tree = Tree()
        try tree.write(Self.templates, to: "Tuist/ProjectDescriptionHelpers/Project+Templates.swift")
        try tree.write(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Snap", destinations: .iOS, modules: ["SnapKit"])

            """, to: "Project.swift")
        var undecided: [String] = []
        let helpers = TuistHelpers([
            ("Tuist/ProjectDescriptionHelpers/Project+Templates.swift", Self.templates)
        ])
        #expect(helpers.functions["makeAppTargets"]?.parameters == ["name", "destinations"])
        let text = try String(contentsOf: tree.url.appendingPathComponent("Project.swift"), encoding: .utf8)
        let targets = TuistManifest.targets(
            text, path: "Project.swift", tuistRoot: "", walk: ProjectWalk(root: tree.url.path), helpers: helpers,
            undecided: &undecided)
        #expect(targets.map(\.name) == ["Snap", "SnapTests"])
        let app = try #require(targets.first)
        #expect(app.target.kind == .app)
        #expect(app.sources == ["Targets/Snap/Sources"])
        #expect(app.evidence.place == "Project.swift:4")
        // The keys the helper writes are judged at their line in the helper.
        #expect(app.generated?.path == "Tuist/ProjectDescriptionHelpers/Project+Templates.swift")
        #expect(app.generated?.schemes.map(\.text) == ["instagram-stories"])
        #expect(app.generated?.schemes.first?.line == 15)
        // The frameworks' names are a closure's argument: said, not guessed.
        #expect(
            undecided.contains {
                $0.hasPrefix("Project.swift:4: ") && $0.contains("a target of helper makeFrameworkTargets")
                    && $0.contains("name is `$0`")
            }, "\(undecided)")

        let model = ProjectScanner.scan(tree.url.path)
        #expect(model.apps.map(\.name).contains("Snap"))
        #expect(model.unreadProjects.isEmpty, "the manifest is read through its helper")
    }

    /// A module helper whose caller passes the product, the bundle id and the Info.plist keys: the target is the
    /// caller's app, its keys judged at the manifest's lines; what the helper computes is said.
    @Test func theCallersLiteralsAreTheTargets() throws {
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(
                name: "Feed",
                product: .app,
                bundleId: "studio.example.feed",
                infoPlist: .extendingDefault(with: [
                    "LSApplicationQueriesSchemes": ["instagram-stories", "facebook-stories"],
                    "FacebookAppID": "123456789012345",
                ]),
                kind: "widget"
            )

            """
        let helpers = TuistHelpers([("Tuist/ProjectDescriptionHelpers/Module.swift", Self.templates)])
        var undecided: [String] = []
        let targets = TuistManifest.targets(
            manifest, path: "Projects/Feed/Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"),
            helpers: helpers, undecided: &undecided)
        #expect(targets.map(\.name) == ["Feed"])
        let feed = try #require(targets.first)
        #expect(feed.target.kind == .app)
        #expect(feed.generated?.path == "Projects/Feed/Project.swift")
        #expect(feed.generated?.schemes.map(\.text) == ["instagram-stories", "facebook-stories"])
        #expect(feed.generated?.facebookAppID?.place == "Projects/Feed/Project.swift:10")
        #expect(feed.sources == ["Projects/Feed/Sources", "Projects/Share"])
        #expect(
            undecided == [
                "Projects/Feed/Project.swift:4: target FeedWidget of helper makeModule (Tuist/ProjectDescriptionHelpers/Module.swift:35): product is "
                    + "`widgetProduct(…)`, which the reader cannot follow"
            ], "\(undecided)")

        // Left to the helper's default, the Info.plist is the default's (`infoPlist: InfoPlist = .default`).
        var omitted: [String] = []
        let defaulted = TuistManifest.targets(
            "let project = Project.makeModule(name: \"Feed\", product: .app, bundleId: \"a.b\", kind: \"x\")\n",
            path: "Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"), helpers: helpers,
            undecided: &omitted)
        #expect(defaulted.first?.generated?.setsSchemes == false)
        #expect(omitted.allSatisfy { !$0.contains("infoPlist") }, "\(omitted)")
        // A product left to its default (`.app`), a positional name and an argument label of its own.
        #expect(helpers.functions["feature"]?.labels == ["bundle": "prefix"])
        let feature = TuistManifest.targets(
            "let project = Project.feature(\"Clips\", bundle: \"studio.example\")\n", path: "Project.swift",
            tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"), helpers: helpers, undecided: &omitted)
        #expect(feature.map(\.name) == ["Clips"])
        #expect(feature.first?.target.kind == .app)
        #expect(feature.first?.target.infoPlistFile == "Clips/Info.plist")
    }

    /// The manifest's own `let` values are followed into a helper call and a target call; a destinations value the
    /// reader cannot name is iOS, as when none is given (not watchOS).
    @Test func theManifestsOwnNamesAreFollowed() throws {
        let helpers = TuistHelpers([("Tuist/ProjectDescriptionHelpers/Module.swift", Self.templates)])
        var undecided: [String] = []
        let named = TuistManifest.targets(
            "let name = \"Write\"\nlet project = Project.makeModule(name: name, product: .app, bundleId: \"a.b\", "
                + "infoPlist: .default, kind: \"x\")\n",
            path: "Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"), helpers: helpers,
            undecided: &undecided)
        #expect(named.map(\.name) == ["Write"])
        let direct = TuistManifest.targets(
            "let appName = \"Snap\"\nlet project = Project(name: appName, targets: [\n"
                + "    .target(name: appName, destinations: .destinations, product: .app, bundleId: \"a.b\")])\n",
            path: "Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"), undecided: &undecided)
        #expect(direct.map(\.name) == ["Snap"])
        #expect(direct.first?.target.kind == .app)
    }

    /// A config struct whose method builds the target, and the helper that calls it with the module enum's values.
    static let configTemplates = (
        path: "Tuist/ProjectDescriptionHelpers/Target+Templates.swift",
        text: """
        import ProjectDescription
        struct Config {
            var sources: SourceFilesList? = nil
            func makeApp(with name: String, bundleId: String, product: Product = .app, dependencies: [TargetDependency]) -> Target {
                .target(name: name, destinations: [.iPhone], product: product, bundleId: bundleId, sources: self.sources, dependencies: dependencies)
            }
        }
        extension Target {
            public static func app(module: Modules.App, dependencies: [TargetDependency]) -> Self {
                Config().makeApp(with: module.appName, bundleId: module.appBundleId, dependencies: dependencies)
            }
        }
        """
    )

    /// A team's module enum: the app target's name is a computed property of the enum's protocol extension that is one
    /// literal (`var appName: String { return "frames" }`), built by a method of a config struct; an enum case named
    /// like the helper (`.app(.app)`, without the helper's required `dependencies`) is not the helper's call.
    @Test func aModuleEnumsLiteralPropertyNamesTheTarget() {
        let helpers = TuistHelpers([
            (
                "Tuist/ProjectDescriptionHelpers/Modules.swift",
                """
                import ProjectDescription
                public protocol ModulePath: RawRepresentable<String> {}
                public extension ModulePath {
                    var appName: String {
                        return "frames"
                    }
                    var appBundleId: String { "studio.example.frames" }
                    var name: String {
                        return "\\(self.rawValue)"
                    }
                }
                public enum Modules {
                    case app(App)
                    public enum App: String, ModulePath { case app }
                }
                """
            ),
            Self.configTemplates,
        ])
        #expect(helpers.properties == ["appName": "frames", "appBundleId": "studio.example.frames"])
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "App",
                targets: [
                    .app(module: .app, dependencies: [.project(target: "Feed", path: "../Feed")])
                ],
                settings: nil
            )
            let tag = Modules.app(.app)
            """
        var undecided: [String] = []
        let targets = TuistManifest.targets(
            manifest, path: "App/Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"),
            helpers: helpers, undecided: &undecided)
        #expect(targets.map(\.name) == ["frames"], "\(undecided)")
        #expect(targets.first?.target.kind == .app && targets.first?.evidence.line == 7)
        // A type's static constant that is one literal is read the same way (`Env.appName`).
        let env = TuistHelpers([
            (
                "Tuist/ProjectDescriptionHelpers/Env.swift",
                "public enum Env {\n    public static let appName = \"Keyme\"\n}\n"
            )
        ])
        #expect(env.properties == ["appName": "Keyme"])
        // Without the property's file, the name is no literal: said, not dropped in silence.
        var said: [String] = []
        let unnamed = TuistManifest.targets(
            manifest, path: "App/Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"),
            helpers: TuistHelpers([Self.configTemplates]), undecided: &said)
        #expect(unnamed.isEmpty)
        #expect(said.contains { $0.contains("name is `module.appName`, which the reader cannot follow") }, "\(said)")
    }

    /// A product chosen by a condition is that kind when every branch is (all frameworks): no note; branches that
    /// differ in whether they make an app are said undecided, with the expression.
    @Test func aConditionalProductOfOneKindIsThatKind() throws {
        let helpers = TuistHelpers([
            (
                "Tuist/ProjectDescriptionHelpers/Module.swift",
                """
                import ProjectDescription
                extension Project {
                    public static func module(name: String, linking: Linking = .dynamic, app: Bool = false) -> Project {
                        Project(
                            name: name,
                            targets: [
                                .target(
                                    name: name, destinations: [.iPhone],
                                    product: linking == .dynamic ? .framework : Product.staticFramework,
                                    bundleId: "studio.example.\\(name)"),
                                .target(
                                    name: "\\(name)Demo", destinations: [.iPhone],
                                    product: app ? .app : .framework,
                                    bundleId: "studio.example.\\(name)Demo"),
                            ])
                    }
                }
                """
            )
        ])
        var undecided: [String] = []
        let targets = TuistManifest.targets(
            "let project = Project.module(name: \"Feed\")\n", path: "Projects/Feed/Project.swift", tuistRoot: "",
            walk: ProjectWalk(root: "/nonexistent"), helpers: helpers, undecided: &undecided)
        #expect(targets.map(\.name) == ["Feed"])
        #expect(targets.first?.target.kind == .framework)
        #expect(!undecided.contains { $0.contains("target Feed ") }, "\(undecided)")
        #expect(
            undecided.contains {
                $0.contains("target FeedDemo ") && $0.contains("product is `app ? .app : .framework`")
            },
            "\(undecided)")
        #expect(
            TuistHelpers.conditionalProduct(.other("a ? .app : b ? .appClip : .app")) == .reference(["app"]))
        #expect(TuistHelpers.conditionalProduct(.other("a ? .framework : b ? .app : .framework")) == nil)
        #expect(TuistHelpers.conditionalProduct(.other("a?.product ?? .app")) == nil)
    }

    /// In a manifest's own target call too: a conditional product of one kind is that kind; one whose branches differ
    /// in making an app is said, and its last branch is not taken for it.
    @Test func aManifestsConditionalProductIsReadTheSameWay() {
        var undecided: [String] = []
        let targets = TuistManifest.targets(
            """
            let project = Project(name: "Snap", targets: [
                .target(name: "Kit", destinations: .iOS, product: dynamic ? .framework : .staticFramework, bundleId: "a.k"),
                .target(name: "Snap", destinations: .iOS, product: isApp ? .app : .framework, bundleId: "a.s"),
            ])

            """, path: "Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"), undecided: &undecided)
        #expect(targets.map(\.name) == ["Kit"])
        #expect(targets.first?.target.kind == .framework)
        #expect(
            undecided == [
                "Project.swift:3: target Snap: product is `isApp ? .app : .framework`, which the reader cannot follow"
            ],
            "\(undecided)")
    }
}

extension TuistHelperTests {
    /// A module template that adds a demo app and a test bundle only when its `Bool` parameters say so (an `if`, and
    /// a `switch` over both): a manifest that leaves them at `false` gets the module alone; one that passes `true`
    /// gets each once. The app's Info.plist keys come from a dictionary constant of another helper file.
    static let flagged = [
        (
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift",
            #"""
            import ProjectDescription
            extension Project {
                public static func module(
                    name: String, product: Product, infoPlist: InfoPlist = .default, hasTests: Bool = false,
                    hasDemo: Bool = false
                ) -> Project {
                    let main = Target(name: name, destinations: .iOS, product: product, bundleId: "x.\(name)",
                        infoPlist: infoPlist)
                    let demo: Target = {
                        let sources: SourceFilesList = ["Demo/**"]
                        return Target(name: "\(name)Demo", destinations: .iOS, product: .app, bundleId: "x.\(name)Demo",
                            sources: sources)
                    }()
                    var targets: [Target]
                    switch (hasTests, hasDemo) {
                    case (true, true):
                        targets = [main, Target(name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "x.t"), demo]
                    case (true, false):
                        targets = [main, Target(name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "x.t")]
                    case (false, true):
                        targets = [main, demo]
                    case (false, false):
                        targets = [main]
                    }
                    if hasDemo {
                        targets.append(Target(name: "\(name)Preview", destinations: .iOS, product: .app, bundleId: "x.p"))
                    } else {
                        targets.append(Target(name: "\(name)Kit", destinations: .iOS, product: .framework, bundleId: "x.k"))
                    }
                    return Project(name: name, targets: targets)
                }
            }
            """#
        ),
        (
            "Tuist/ProjectDescriptionHelpers/InfoPlist+Base.swift",
            #"""
            import ProjectDescription
            public extension Project {
                static let baseInfoPlist: [String: Plist.Value] = [
                    "CFBundleDisplayName": "Dream",
                    "LSApplicationQueriesSchemes": ["instagram-stories"],
                ]
            }
            """#
        ),
    ]

    @Test func aTemplatesFlagsChooseTheTargetsItBuilds() throws {
        let helpers = TuistHelpers(Self.flagged)
        func targets(_ manifest: String) -> [String] {
            var undecided: [String] = []
            return TuistManifest.targets(
                manifest, path: "Projects/Feed/Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"),
                helpers: helpers, undecided: &undecided
            ).map(\.name).sorted()
        }
        #expect(
            targets("let project = Project.module(name: \"Feed\", product: .staticFramework)\n") == ["Feed", "FeedKit"])
        #expect(
            targets("let project = Project.module(name: \"Feed\", product: .staticFramework, hasTests: true)\n")
                == ["Feed", "FeedKit", "FeedTests"])
        #expect(
            targets(
                "let project = Project.module(name: \"Feed\", product: .staticFramework, hasTests: true, hasDemo: true)\n"
            ) == ["Feed", "FeedDemo", "FeedPreview", "FeedTests"])
    }

    @Test func aHelpersInfoPlistConstantGivesTheAppsKeys() throws {
        var undecided: [String] = []
        let targets = TuistManifest.targets(
            "let project = Project.module(name: \"Dream\", product: .app, infoPlist: .extendingDefault(with: Project.baseInfoPlist))\n",
            path: "Projects/Dream/Project.swift", tuistRoot: "", walk: ProjectWalk(root: "/nonexistent"),
            helpers: TuistHelpers(Self.flagged), undecided: &undecided)
        let app = try #require(targets.first { $0.name == "Dream" })
        let plist = try #require(app.generated)
        #expect(plist.path == "Tuist/ProjectDescriptionHelpers/InfoPlist+Base.swift")
        #expect(plist.setsSchemes)
        #expect(plist.schemes.map(\.text) == ["instagram-stories"])
        #expect(plist.line == 5)
    }

    /// Lines a flag rules out, read one condition a line; a condition of another shape rules out nothing.
    @Test func theBranchesAFlagRulesOut() {
        let body = """
            if debug {
                a()
            } else {
                b()
            }
            if !debug { c() }
            if level > 2 {
                d()
            } else {
                e()
            }
            switch (debug, verbose) {
            case (false, _):
                f()
            case (true, let x):
                g(x)
            default:
                h()
            }
            """.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                ($0.offset + 1, String($0.element))
            }
        // (A ruled-out `} else {` or `case` line holds no call; it is counted with its block.)
        #expect(TuistBranches.deadLines(body, flags: ["debug": true, "verbose": false]) == [3, 4, 13, 14, 17, 18])
        #expect(TuistBranches.deadLines(body, flags: ["debug": false, "verbose": false]) == [2, 15, 16, 17, 18])
        #expect(TuistBranches.deadLines(body, flags: [:]).isEmpty)
    }
}
