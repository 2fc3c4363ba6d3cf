import StoryshareSystem

/// The convention plugins of a Gradle build (`build-logic`, `buildSrc`), followed to what they apply, whatever
/// their names: each plugin id a `gradlePlugin { plugins { register(…) { id = …; implementationClass = … } } }`
/// block declares, the Android plugin its class applies (`com.android.application` in its source, or another
/// convention plugin's id), each precompiled script plugin (`src/main/kotlin/myteam.android.application.gradle.kts`,
/// id `myteam.android.application`, after its `package` when it declares one) with what its text applies, the
/// version catalog's aliases of those ids (`[plugins]` in `*.versions.toml`), and the Kotlin DSL helpers that apply
/// one by a name of their own (`fun PluginDependenciesSpec.myteam(name: String) = id("myteam.$name")`). A module
/// applying any of them (`id("…")`, `` `my-plugin` ``, an alias, a helper) is told as the plugin it ends in.
struct ConventionPlugins {
    /// What each plugin id builds.
    var kinds: [String: ProductKind] = [:]
    /// Each version catalog alias (`nowinandroid.android.application`) with the plugin id it names.
    var aliases: [String: String] = [:]
    /// Each helper function's name with the id prefix it applies (`myteam` → `myteam.`).
    var helpers: [String: String] = [:]

    /// The largest file read for it.
    static let limit = 1 << 20

    /// Whether `path` is in a build that holds convention plugins.
    static func isBuildLogic(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.contains("build-logic") || parts.contains("buildSrc") || parts.contains("gradle-plugins")
    }

    /// The plugin id of the precompiled script plugin at `path` (its file name without `.gradle.kts`, or Groovy's
    /// `.gradle`, in `src/main/kotlin/` or `src/main/groovy/`), before its `package`; `nil` when the file is not
    /// one. Only those of the build logic are read (``read(_:)``).
    static func scriptPluginID(_ path: String) -> String? {
        let name = FilePaths.name(path)
        guard name != "build.gradle.kts", name != "settings.gradle.kts", name != "build.gradle",
            name != "settings.gradle"
        else { return nil }
        for (suffix, sources) in [(".gradle.kts", "src/main/kotlin/"), (".gradle", "src/main/groovy/")]
        where name.hasSuffix(suffix) && name.count > suffix.count && path.contains(sources) {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// The convention plugins the walk's build-logic files declare: those in folders named as build logic
    /// (``isBuildLogic(_:)``) and in the builds a settings file's `pluginManagement` includes, by any name.
    static func read(_ walk: ProjectWalk) -> ConventionPlugins {
        var plugins = ConventionPlugins()
        func text(_ path: String) -> String? {
            guard case .success(let bytes) = walk.files.bytes(path, limit: limit) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        var pluginBuilds: [String] = []
        for file in walk.gradleFiles where FilePaths.name(file).hasPrefix("settings.gradle") {
            guard case .success(let bytes) = walk.files.bytes(file, limit: GradleModule.limit) else {
                continue
            }
            pluginBuilds += GradleSettings.parse(bytes, path: file).pluginBuilds.filter { $0 != "." }
        }
        func isBuildLogic(_ path: String) -> Bool {
            Self.isBuildLogic(path) || pluginBuilds.contains { path.hasPrefix($0 + "/") }
        }
        for catalog in walk.versionCatalogs { if let text = text(catalog) { plugins.readCatalog(text) } }
        // Registrations: plugin id → implementation class.
        var classes: [String: String] = [:]
        for file in walk.gradleFiles where isBuildLogic(file) {
            guard let text = text(file) else { continue }
            var id: String?
            for (_, line) in SourceLines(text).code {
                let compact = line.replacingOccurrences(of: " ", with: "")
                if compact.hasPrefix("register(") { id = nil }
                if compact.hasPrefix("id="), let value = plugins.pluginID(in: String(compact.dropFirst(3))) {
                    id = value
                }
                if compact.hasPrefix("implementationClass="), let id,
                    let name = ShareCodeScanner.quotedLiterals(in: compact).first
                {
                    classes[id] = String(name.split(separator: ".").last ?? Substring(name))
                }
            }
        }
        // What each class's source applies, and the helpers the build logic declares.
        var sources: [String: String] = [:]
        for source in walk.sources where source.language == .kotlin && isBuildLogic(source.path) {
            guard let text = text(source.path) else { continue }
            let name = FilePaths.name(source.path).replacingOccurrences(of: ".kt", with: "")
            sources[name] = text
            plugins.readHelpers(text)
        }
        // What each plugin applies: a class's source, a precompiled script plugin's own text.
        var applied: [String: [String]] = [:]
        for (id, name) in classes {
            guard let source = sources[name] else { continue }
            applied[id] = plugins.appliedIDs(in: source)
        }
        for script in walk.scriptPlugins where isBuildLogic(script) {
            guard let name = scriptPluginID(script), let text = text(script) else { continue }
            let code = SourceLines(text).code
            // `package myteam.gradle` before the plugins block makes the id `myteam.gradle.<name>`.
            let package = code.first.flatMap { _, line -> String? in
                let trimmed = line.trimmingWhitespace()
                guard trimmed.hasPrefix("package ") else { return nil }
                return String(trimmed.dropFirst("package ".count).trimmingWhitespace())
            }
            applied[package.map { "\($0).\(name)" } ?? name] = plugins.appliedIDs(in: text)
        }
        for (id, ids) in applied {
            for (kind, android, _) in GradleModule.plugins where ids.contains(android) {
                plugins.kinds[id] = kind
                break
            }
        }
        // A convention plugin that applies another (`apply("acme.android.application")`), a few levels deep.
        for _ in 0..<3 {
            for (id, others) in applied.sorted(by: { $0.key < $1.key }) where plugins.kinds[id] == nil {
                if let kind = others.lazy.filter({ $0 != id }).compactMap({ plugins.kinds[$0] }).first {
                    plugins.kinds[id] = kind
                }
            }
        }
        return plugins
    }

    /// The plugin ids a convention plugin's source applies: `apply("…")`, `apply(plugin = "…")`, `id("…")`, Groovy's
    /// `id '…'` and `apply plugin: '…'`, a catalog alias (`alias(libs.plugins.…)`) and a plugin by its accessor
    /// (`` `my-plugin` ``) — not what it only asks about (`hasPlugin("com.android.application")`).
    func appliedIDs(in source: String) -> [String] {
        SourceLines(source).code.flatMap { _, line -> [String] in
            let compact = line.replacingOccurrences(of: " ", with: "")
            var ids = ShareCodeScanner.quotedLiterals(in: compact).filter { id in
                ["\"", "'"].contains { quote in
                    ["apply(", "apply(plugin=", "id(", "id", "plugin:"].contains {
                        compact.contains($0 + quote + id + quote)
                    }
                }
            }
            if compact.hasPrefix("alias(libs.plugins.") {
                let path = compact.dropFirst("alias(libs.plugins.".count).prefix { $0 != ")" }
                if let id = aliases[String(path)] { ids.append(id) }
            }
            if let id = Self.accessorID(compact) { ids.append(id) }
            return ids
        }
    }

    /// The plugin id a line (spaces removed) applies by its Kotlin DSL accessor alone: `` `my-plugin` ``, or a dotted
    /// id's nested accessor, `myteam.android.application` (Gradle generates both for the build logic's plugins).
    static func accessorID(_ compact: String) -> String? {
        let bare = compact.replacingOccurrences(of: "`", with: "")
        guard compact.hasPrefix("`") || bare.contains("."),
            !bare.isEmpty,
            bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }),
            bare.first?.isLetter == true
        else { return nil }
        return bare
    }

    /// The plugin id an `id = …` right-hand side names: a literal, or a catalog alias (`libs.plugins.a.b.get()
    /// .pluginId`).
    func pluginID(in expression: String) -> String? {
        if let literal = ShareCodeScanner.quotedLiterals(in: expression).first { return literal }
        guard expression.hasPrefix("libs.plugins.") else { return nil }
        var path = expression.dropFirst("libs.plugins.".count).prefix { $0.isLetter || $0.isNumber || $0 == "." }
        for suffix in [".get", ".asProvider"] where path.hasSuffix(suffix) { path = path.dropLast(suffix.count) }
        while path.hasSuffix(".") { path = path.dropLast() }
        return aliases[String(path)]
    }

    /// The `[plugins]` of a version catalog: `nowinandroid-android-application = { id = "…" }`.
    mutating func readCatalog(_ text: String) {
        var inPlugins = false
        for line in SourceLines.lines(of: text) {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("[") {
                inPlugins = trimmed.hasPrefix("[plugins]")
                continue
            }
            guard inPlugins, let equals = trimmed.firstIndex(of: "=") else { continue }
            let name = trimmed[..<equals].trimmingWhitespace()
            let rest = trimmed[trimmed.index(after: equals)...]
            let id: String?
            if let range = rest.range(of: "id") {
                id = ShareCodeScanner.quotedLiterals(in: String(rest[range.upperBound...])).first
            } else {
                id = ShareCodeScanner.quotedLiterals(in: String(rest)).first?.split(separator: ":").first.map(
                    String.init)
            }
            guard let id, !name.isEmpty else { continue }
            let alias = name.map { $0 == "-" || $0 == "_" ? "." : $0 }
            aliases[String(alias)] = id
        }
    }

    /// Helpers that apply a plugin by a name of their own: `fun PluginDependenciesSpec.myteam(name: String)` whose
    /// body applies `id("myteam.$name")`.
    mutating func readHelpers(_ text: String) {
        let lines = SourceLines(text).code
        for (index, (_, line)) in lines.enumerated() {
            let compact = line.replacingOccurrences(of: " ", with: "")
            guard let range = compact.range(of: "funPluginDependenciesSpec.") else { continue }
            let name = compact[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { continue }
            // The body, on this line or the next few: `id("prefix.$name")` or `id("prefix.${name}")`.
            for (_, body) in lines[index..<min(lines.count, index + 4)] {
                let squeezed = body.replacingOccurrences(of: " ", with: "")
                guard let open = squeezed.range(of: "id(\"") else { continue }
                let literal = squeezed[open.upperBound...].prefix { $0 != "\"" }
                if let dollar = literal.firstIndex(of: "$") {
                    helpers[String(name)] = String(literal[..<dollar])
                    break
                }
            }
        }
    }

    /// What a module's build-file line (spaces removed) applies through a convention plugin, when it does.
    func kind(of compact: String) -> ProductKind? {
        guard !kinds.isEmpty else { return nil }
        if let id = Self.accessorID(compact), let kind = kinds[id] { return kind }
        for opener in ["id(\"", "id('", "id\"", "id'"] where compact.hasPrefix(opener) {
            let id = compact.dropFirst(opener.count).prefix { $0 != "\"" && $0 != "'" }
            if let kind = kinds[String(id)] { return kind }
        }
        if compact.hasPrefix("alias(libs.plugins.") {
            let path = compact.dropFirst("alias(libs.plugins.".count).prefix { $0 != ")" }
            if let id = aliases[String(path)], let kind = kinds[id] { return kind }
        }
        for (helper, prefix) in helpers where compact.hasPrefix(helper + "(") {
            if let argument = ShareCodeScanner.quotedLiterals(in: compact).first, let kind = kinds[prefix + argument] {
                return kind
            }
        }
        return nil
    }
}
