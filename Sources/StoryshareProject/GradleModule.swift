import StoryshareSystem

/// A Gradle module's build file, read as text: what kind of module it is (from the plugins it applies) and the
/// target SDK it sets. Convention plugins are told by their names (`libs.plugins.acme.android.application`).
struct GradleModule {
    /// The module's folder, relative to the root.
    var folder: String
    /// The build file, relative to the root.
    var buildFile: String
    /// What it builds: `.app`, `.library`, `.testBundle`, or `.other` (a root project, a JVM module).
    var kind: ProductKind
    /// Whether the plugin that makes it an app is one the checkout does not hold (it is told by its
    /// `applicationId`): what that plugin adds, its dependencies too, is not known.
    var pluginUnread = false
    /// The line that says so.
    var kindEvidence: Evidence?
    /// `targetSdk = N` / `targetSdkVersion N`, when the file sets a number.
    var targetSDK: (value: Int, evidence: Evidence)?
    /// Whether it applies Flutter's Gradle plugin.
    var isFlutter: Bool
    /// The modules of the same build it names as dependencies (`project(":feature:share")`,
    /// `projects.feature.examResult`), as folders below the build's root (`feature/share`, `feature/exam-result`).
    var projectDependencies: [String] = []
    /// The names of the modules it depends on by coordinates (`implementation("team.example:share:1.0")` → `share`):
    /// in a composite build, Gradle builds a project of an included build of that name in their place.
    var externalDependencies: [String] = []
    /// The product flavours it declares (`productFlavors { free { … } paid { … } }`, Kotlin's `create("free")`), each
    /// with its line.
    var flavors: [Evidence] = []

    /// The largest build file read.
    static let limit = 4 << 20

    /// The module whose build file is `buildFile`; the error when it cannot be read.
    static func read(_ buildFile: String, walk: ProjectWalk, conventions: ConventionPlugins = ConventionPlugins())
        -> Result<GradleModule, ProjectReadError>
    {
        let bytes: [UInt8]
        switch ProjectReadError.bytes(
            of: buildFile, walk: walk, limit: limit,
            consequence: "the app its module may build is not known")
        {
        case .failure(let error): return .failure(error)
        case .success(let read): bytes = read
        }
        return .success(parse(bytes, buildFile: buildFile, conventions: conventions))
    }

    /// The module whose build file `buildFile` holds `bytes`.
    static func parse(_ bytes: [UInt8], buildFile: String, conventions: ConventionPlugins = ConventionPlugins())
        -> GradleModule
    {
        let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
        var module = GradleModule(
            folder: RepositoryPaths.folder(of: buildFile), buildFile: buildFile, kind: .other, isFlutter: false)
        var appID: Evidence?
        // The depth of braces inside `productFlavors { … }`: a flavour is declared at depth 1.
        var flavorDepth: Int?
        for (number, line) in lines.code {
            let compact = String(line.unicodeScalars.filter { $0 != " " })
            let evidence = Evidence(path: buildFile, line: number, text: line)
            if let depth = flavorDepth {
                if depth == 1, let name = Self.flavorName(compact) {
                    module.flavors.append(Evidence(path: buildFile, line: number, text: name))
                }
                let next = depth + compact.filter { $0 == "{" }.count - compact.filter { $0 == "}" }.count
                flavorDepth = next > 0 ? next : nil
            } else if compact.hasPrefix("productFlavors{") || compact == "productFlavors" {
                let opened = compact.filter { $0 == "{" }.count - compact.filter { $0 == "}" }.count
                flavorDepth = opened > 0 ? opened : nil
                // `productFlavors {` on the next line is rare; a one-line block declares its flavours here.
                if opened <= 0, compact.hasPrefix("productFlavors{") {
                    for part in compact.dropFirst("productFlavors{".count).split(separator: "}") {
                        if let name = Self.flavorName(String(part) + "{") {
                            module.flavors.append(Evidence(path: buildFile, line: number, text: name))
                        }
                    }
                }
            }
            if compact.hasText("dev.flutter.flutter-gradle-plugin") || compact.hasText("flutter.gradle") {
                module.isFlutter = true
            }
            // `plugins { alias(libs.plugins.android.application) apply false }` in a root project declares, not applies;
            // so does the method-call form, `alias(…).apply(false)`.
            if module.kind == .other, !compact.hasText("applyfalse"), !compact.hasText(".apply(false)") {
                for (kind, id, alias) in Self.plugins where Self.applies(compact, id: id, alias: alias) {
                    module.kind = kind
                    module.kindEvidence = evidence
                    break
                }
                // A convention plugin of the build, by any name, followed to the Android plugin it applies.
                if module.kind == .other, let kind = conventions.kind(of: compact) {
                    module.kind = kind
                    module.kindEvidence = evidence
                }
            }
            // A module only the tests link (`testImplementation`, `androidTestImplementation`, a test fixture) is never
            // merged into the app.
            if !Self.isTestConfiguration(compact) {
                module.projectDependencies += Self.projectDependencies(in: compact)
                if let name = Self.externalDependency(in: compact) { module.externalDependencies.append(name) }
            }
            if module.targetSDK == nil, let value = Self.targetSDK(in: compact) {
                module.targetSDK = (value, evidence)
            }
            // Only an application module sets an `applicationId`: the Android plugin it applies through a plugin the
            // checkout does not hold (a submodule's build logic) is told by that.
            if appID == nil,
                compact.hasPrefix("applicationId=") || compact.hasPrefix("applicationId\"")
                    || compact.hasPrefix("applicationId'")
            {
                appID = evidence
            }
        }
        if module.kind == .other, let appID {
            module.kind = .app
            module.kindEvidence = appID
            module.pluginUnread = true
        }
        return module
    }

    /// Whether a dependency line (spaces removed) is of a configuration only tests or tooling use — `testImplementation`,
    /// `androidTestImplementation`, a flavour's `testDemoImplementation`, `kspTest…`, `baselineProfile` — whose
    /// modules never reach the app.
    static func isTestConfiguration(_ compact: String) -> Bool {
        let name = compact.prefix { $0.isLetter || $0.isNumber }
        guard compact.dropFirst(name.count).first == "(" || compact.dropFirst(name.count).first == "\"" else {
            return false
        }
        for prefix in ["test", "androidTest", "kspTest", "kaptTest", "kspAndroidTest", "kaptAndroidTest"]
        where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty || rest.first?.isUppercase == true { return true }
        }
        return name == "baselineProfile"
    }

    /// The Android Gradle plugins: what each builds, its id, and how a version catalog alias of it ends.
    static let plugins: [(ProductKind, String, String)] = [
        (.app, "com.android.application", "application"), (.library, "com.android.library", "library"),
        (.testBundle, "com.android.test", "test"),
    ]

    /// Whether the line (spaces removed) applies the plugin: `id("…")`, `id '…'`, `apply plugin: "…"`, or a
    /// catalog alias (`alias(libs.plugins.android.application)`, a convention plugin
    /// `alias(libs.plugins.acme.android.application)`). A line that only mentions the id
    /// (`plugins.hasPlugin("…")`, a convention plugin's registration) does not.
    /// A `plugins { … }` block written on one line, and statements joined by `;`, are read statement by statement.
    static func applies(_ compact: String, id: String, alias: String) -> Bool {
        let line = compact.hasPrefix("plugins{") ? compact.dropFirst("plugins{".count) : Substring(compact)
        return line.split(separator: ";").contains { appliesOne(String($0), id: id, alias: alias) }
    }

    /// Whether one statement (spaces removed) applies the plugin.
    private static func appliesOne(_ compact: String, id: String, alias: String) -> Bool {
        for quote in ["\"", "'"] {
            let quoted = quote + id + quote
            if compact.hasPrefix("id(" + quoted) || compact.hasPrefix("id" + quoted)
                || compact.hasText("plugin:" + quoted)
                || compact.hasText("apply(plugin=" + quoted)
            {
                return true
            }
        }
        // `alias(libs.plugins.android.application)`, and the camel-case alias of the Kotlin Multiplatform wizard's
        // catalog (`alias(libs.plugins.androidApplication)`).
        if compact.hasPrefix("alias(libs.plugins.") && compact.hasText("android")
            && (compact.hasText("." + alias + ")") || compact.hasText("-" + alias + ")")
                || compact.hasSuffix("android" + alias.prefix(1).uppercased() + alias.dropFirst() + ")"))
        {
            return true
        }
        // A convention plugin applied by its id: `id("acme.android.application")`.
        for opener in ["id(\"", "id('", "id\"", "id'"] where compact.hasPrefix(opener) {
            let applied = compact.dropFirst(opener.count).prefix { $0 != "\"" && $0 != "'" }
            if applied.hasText("android"), applied.hasSuffix("." + alias) || applied.hasSuffix("-" + alias) {
                return true
            }
        }
        return false
    }

    /// The module folders a line (spaces removed) names: `project(":a:b")` as `a/b`, and the type-safe accessor
    /// `projects.a.bC` as `a/b-c` (Gradle turns `b-c` into `bC`).
    static func projectDependencies(in compact: String) -> [String] {
        var found: [String] = []
        var rest = Substring(compact)
        while let range = rest.range(of: "project(") {
            rest = rest[range.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            let name = rest.dropFirst().prefix { $0 != quote }
            let folder = name.split(separator: ":").joined(separator: "/")
            if !folder.isEmpty { found.append(folder) }
        }
        rest = Substring(compact)
        while let range = rest.range(of: "projects.") {
            if let before = rest[..<range.lowerBound].last, before.isLetter || before.isNumber || before == "_" {
                rest = rest[range.upperBound...]
                continue
            }
            rest = rest[range.upperBound...]
            let path = rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            let folder = path.split(separator: ".").map { part in
                part.reduce(into: "") { text, character in
                    if character.isUppercase { text += "-" + character.lowercased() } else { text.append(character) }
                }
            }.joined(separator: "/")
            if !folder.isEmpty { found.append(folder) }
        }
        return found
    }

    /// The module name of a dependency line (spaces removed) that names a module by its coordinates in a literal:
    /// `implementation("team.example:share:1.0")`, `api 'team.example:share'`, a flavour's `freeImplementation(…)`
    /// → `share`.
    static func externalDependency(in compact: String) -> String? {
        let configuration = compact.prefix { $0.isLetter || $0.isNumber }
        guard
            ["implementation", "api"].contains(configuration) || configuration.hasSuffix("Implementation")
                || configuration.hasSuffix("Api")
        else { return nil }
        var rest = compact.dropFirst(configuration.count)
        if rest.first == "(" { rest = rest.dropFirst() }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let parts = rest.dropFirst().prefix { $0 != quote }.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty && !$0.hasText("$") }) else {
            return nil
        }
        return String(parts[1])
    }

    /// The flavour a line of a `productFlavors` block (spaces removed) declares: `free{`, `create("free"){`,
    /// `register("free")`, `maybeCreate("free")`; `nil` for any other line (`dimension`, a setting).
    static func flavorName(_ compact: String) -> String? {
        for opener in ["create(", "register(", "maybeCreate(", "getByName("] where compact.hasPrefix(opener) {
            let rest = compact.dropFirst(opener.count)
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            let name = rest.dropFirst().prefix { $0 != quote }
            return name.isEmpty ? nil : String(name)
        }
        let name = compact.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, compact.dropFirst(name.count).hasPrefix("{"), name.first?.isLowercase == true else {
            return nil
        }
        return String(name)
    }

    /// The number set by `targetSdk = 34`, `targetSdkVersion 34`, `targetSdkVersion = 34` or `targetSdk(34)`.
    static func targetSDK(in compact: String) -> Int? {
        for key in ["targetSdkVersion", "targetSdk"] {
            guard let range = compact.range(of: key) else { continue }
            var rest = compact[range.upperBound...]
            while let first = rest.first, first == "=" || first == "(" || first == ":" { rest.removeFirst() }
            let digits = rest.prefix { $0.isNumber }
            if let value = Int(digits), !digits.isEmpty { return value }
            return nil
        }
        return nil
    }
}
