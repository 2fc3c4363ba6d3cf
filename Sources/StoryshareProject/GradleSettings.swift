/// A Gradle build's settings file (`settings.gradle`, `settings.gradle.kts`) read as text, the way Gradle decides
/// which of the repository's module folders are part of the build: the projects it includes (`include(":a", ":b")`,
/// `include ':a:b'`, which is folder `a/b` and its parent `a`; `includeFlat 'x'`, the sibling folder `../x`), the
/// folders it moves them to (`project(":x").projectDir = file("libs/x")`) and the builds it includes
/// (`includeBuild("build-logic")`, build logic in `pluginManagement`; elsewhere a build of the composite). A
/// commented-out `include` (`//`, `/* */`) includes nothing.
///
/// Settings that compute what they include (an `include` of a variable or of an interpolated string, a loop, a
/// script they apply, a settings plugin that may add projects: React Native's autolinking, Flutter's plugin
/// loader) are not followed: ``projectFolders`` is `nil` and nothing is said to be outside the build.
struct GradleSettings: Equatable {
    /// The settings file, relative to the root.
    var path: String
    /// The build's root folder (the settings file's), relative to the root (`.` for the root).
    var folder: String
    /// The folders (relative to the root) of the projects and builds it includes, its root project's among them;
    /// `nil` when the settings compute them in code.
    var projectFolders: Set<String>?
    /// The code that computes them, when it does.
    var computed: Evidence?
    /// The folders (relative to the root) of the builds its `pluginManagement` includes (`includeBuild("build-logic")`,
    /// by any name): where the build's convention plugins are.
    var pluginBuilds: Set<String> = []
    /// The folder (relative to the root) of each project it includes, by project path (`:feature:share`): where
    /// `project(":feature:share")` in a module's build file points, moved by `projectDir` or not. A project moved
    /// outside the repository has none.
    var projects: [String: String] = [:]
    /// Projects it moves where the reader does not follow (`projectDir = file("../../x")` above the root), each
    /// with its line: their modules are not in the checkout.
    var outside: [Evidence] = []
    /// The builds it includes outside `pluginManagement` (`includeBuild("android")`, a composite build), as folders
    /// relative to the root: their own settings name their projects, all part of the repository's builds.
    var includedBuilds: Set<String> = []

    /// Settings plugins known to add no project to the build (toolchain resolution, build scans).
    static let neutralPlugins: Set<String> = [
        "org.gradle.toolchains.foojay-resolver-convention", "org.gradle.toolchains.foojay-resolver",
        "com.gradle.enterprise", "com.gradle.develocity", "com.gradle.common-custom-user-data-gradle-plugin",
    ]

    /// The settings at `path` (relative to the root) whose text is `bytes`.
    static func parse(_ bytes: [UInt8], path: String) -> GradleSettings {
        let folder = RepositoryPaths.folder(of: path)
        var settings = GradleSettings(path: path, folder: folder, projectFolders: [folder])
        let tokens = GradleTokens(bytes).tokens
        var reader = Reader(tokens: tokens, settings: settings)
        reader.run()
        settings = reader.settings
        if settings.computed != nil { settings.projectFolders = nil }
        return settings
    }

    /// The folders of the builds among `settings` that hold build logic, not apps: each build a `pluginManagement`
    /// includes (`includeBuild("build-logic/base")`, by any name) and each build in a folder named `build-logic` or
    /// `buildSrc`, other than the repository's root build. Their convention plugins are read for the apps' modules
    /// (``ConventionPlugins``); they are no codebase of their own.
    static func buildLogicFolders(_ settings: [GradleSettings]) -> Set<String> {
        var found = Set<String>()
        for read in settings {
            found.formUnion(read.pluginBuilds.filter { $0 != "." && $0 != read.folder })
            if read.folder != ".", let last = read.folder.split(separator: "/").last,
                ["build-logic", "buildSrc"].contains(last)
            {
                found.insert(read.folder)
            }
        }
        return found
    }

    /// The module folders (relative to the root, `.` for the root) of `buildFiles` that a settings file of
    /// `settings` leaves out of its build — the nearest settings above the module holds every project by its text
    /// and names no project or build in that folder — each with the settings file. A module with no settings file
    /// above it, or whose settings compute their projects, is kept.
    static func unbuiltModules(_ buildFiles: [String], settings: [GradleSettings]) -> [(
        folder: String, settings: String
    )] {
        let byFolder = Dictionary(settings.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        // A folder any settings file names is built (a build may move a project beside itself: `../common`).
        let included = settings.reduce(into: Set<String>()) { $0.formUnion($1.projectFolders ?? []) }
        var found: [(String, String)] = []
        var seen = Set<String>()
        for file in buildFiles {
            let module = RepositoryPaths.folder(of: file)
            guard !included.contains(module), seen.insert(module).inserted else { continue }
            var above = module
            while byFolder[above] == nil, above != RepositoryPaths.root { above = RepositoryPaths.folder(of: above) }
            guard let owner = byFolder[above], owner.projectFolders != nil else { continue }
            found.append((module, owner.path))
        }
        return found
    }

    /// `relative` (a folder a settings file names, `/`-separated) below `folder`, `nil` when it leaves the root or is
    /// absolute.
    static func resolve(_ relative: String, in folder: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        return RepositoryPaths.joinInside(folder, relative)
    }

    /// Walks the tokens of a settings file, statement by statement.
    private struct Reader {
        let tokens: [GradleTokens.Token]
        var settings: GradleSettings
        /// The blocks open at the current token, each by the name before its `{` (`pluginManagement`, `plugins`).
        var blocks: [String] = []
        var index = 0
        /// Projects by path (`:a:b`) with the folder settings move them to (`nil`: outside the root).
        var moved: [String: String?] = [:]
        var included: [String] = []

        init(tokens: [GradleTokens.Token], settings: GradleSettings) {
            self.tokens = tokens
            self.settings = settings
        }

        mutating func compute(_ token: GradleTokens.Token, _ why: String) {
            guard settings.computed == nil else { return }
            settings.computed = Evidence(path: settings.path, line: token.line, text: why)
        }

        func peek(_ offset: Int) -> GradleTokens.Token? {
            let at = index + offset
            return at >= 0 && at < tokens.count ? tokens[at] : nil
        }

        mutating func run() {
            while index < tokens.count, settings.computed == nil {
                let current = tokens[index]
                switch current.kind {
                case .punctuation("{"):
                    blocks.append(peek(-1)?.identifier ?? "")
                case .punctuation("}"):
                    _ = blocks.popLast()
                case .identifier(let name):
                    statement(name, current)
                default: break
                }
                index += 1
            }
            guard settings.computed == nil else { return }
            for path in included {
                let parts = path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
                // `:a:b` is folder `a/b`; it makes `:a` a project too.
                for count in 1...max(parts.count, 1) where !parts.isEmpty {
                    let project = ":" + parts.prefix(count).joined(separator: ":")
                    if let target = moved[project] {
                        if let target {
                            settings.projectFolders?.insert(target)
                            settings.projects[project] = target
                        }
                    } else if let folder = resolve(parts.prefix(count).joined(separator: "/"), in: settings.folder) {
                        settings.projectFolders?.insert(folder)
                        settings.projects[project] = folder
                    }
                }
            }
        }

        /// What the statement starting at identifier `name` does to the build's projects.
        mutating func statement(_ name: String, _ token: GradleTokens.Token) {
            let receiver = peek(-1)?.isPunctuation(".") == true ? peek(-2)?.identifier : nil
            let outside = blocks.contains("pluginManagement") || blocks.contains("dependencyResolutionManagement")
            switch name {
            case "include", "includeFlat":
                guard !outside, peek(-1)?.isPunctuation(".") != true || receiver == "settings" else {
                    if !outside, peek(-1)?.isPunctuation(".") == true { compute(token, "\(name) on another object") }
                    return
                }
                guard let arguments = arguments(after: index) else {
                    compute(token, "\(name) of a value the settings compute")
                    return
                }
                for argument in arguments {
                    if name == "includeFlat" {
                        moved[":" + argument] = .some(resolve("../" + argument, in: settings.folder))
                    }
                    included.append(argument.hasPrefix(":") ? argument : ":" + argument)
                }
            case "includeBuild":
                // Another build: its own settings name its projects. One whose folder is computed (Flutter's SDK) is
                // outside the repository.
                if let arguments = arguments(after: index, firstOnly: true), let first = arguments.first,
                    let folder = resolve(first, in: settings.folder)
                {
                    settings.projectFolders?.insert(folder)
                    if blocks.contains("pluginManagement"), folder != settings.folder {
                        settings.pluginBuilds.insert(folder)
                    } else if folder != settings.folder {
                        settings.includedBuilds.insert(folder)
                    }
                }
            case "projectDir":
                projectDir(token)
            case "apply" where peek(1)?.isPunctuation("(") == true || peek(1)?.identifier == "from":
                compute(token, "applies a script or plugin that may include projects")
            case "id" where blocks == ["plugins"]:
                guard let arguments = arguments(after: index, firstOnly: true), let id = arguments.first else {
                    compute(token, "applies a settings plugin the settings compute")
                    return
                }
                if !GradleSettings.neutralPlugins.contains(id) {
                    compute(token, "applies settings plugin \(id), which may include projects")
                }
            case "alias" where blocks == ["plugins"]:
                compute(token, "applies a settings plugin that may include projects")
            case "settings" where peek(-1)?.isPunctuation("(") == true && peek(1)?.isPunctuation(")") == true:
                compute(token, "hands the settings to code that may include projects")
            default: break
            }
        }

        /// `project(":x").projectDir = file("libs/x")` (or `File(rootDir, "libs/x")`, `file("$rootDir/libs/x")`):
        /// where project `:x` lives. Any other `projectDir =` is code the reader does not follow.
        mutating func projectDir(_ token: GradleTokens.Token) {
            guard peek(1)?.isPunctuation("=") == true else { return }
            // Back: `.`, `)`, literal, `(`, `project`/`findProject` (with `?.` before `projectDir` in Kotlin).
            var back = -1
            if peek(back)?.isPunctuation(".") == true { back -= 1 }
            if peek(back)?.isPunctuation("?") == true { back -= 1 }
            guard peek(back)?.isPunctuation(")") == true, case .string(let project, false)? = peek(back - 1)?.kind,
                peek(back - 2)?.isPunctuation("(") == true,
                ["project", "findProject"].contains(peek(back - 3)?.identifier ?? "")
            else {
                compute(token, "sets a projectDir the reader does not follow")
                return
            }
            // Forward: the literal of the line, beside `file`, `File`, `new`, `rootDir`, `settingsDir` and commas.
            var literal: String?
            var offset = 2
            while let next = peek(offset), next.line == token.line {
                switch next.kind {
                case .string(let value, let interpolated):
                    guard literal == nil else {
                        compute(token, "sets a projectDir the reader does not follow")
                        return
                    }
                    var value = value
                    if interpolated {
                        for prefix in ["$rootDir/", "${rootDir}/", "$settingsDir/", "${settingsDir}/"]
                        where value.hasPrefix(prefix) {
                            value.removeFirst(prefix.count)
                        }
                        guard !value.contains("$") else {
                            compute(token, "sets a projectDir the reader does not follow")
                            return
                        }
                    }
                    literal = value
                case .identifier(let name)
                where ["file", "File", "new", "rootDir", "settingsDir", "java", "io"].contains(name):
                    break
                case .punctuation(let mark) where ["(", ")", ",", ".", ";"].contains(mark): break
                default:
                    compute(token, "sets a projectDir the reader does not follow")
                    return
                }
                offset += 1
            }
            guard let literal else {
                compute(token, "sets a projectDir the reader does not follow")
                return
            }
            let key = project.hasPrefix(":") ? project : ":" + project
            let folder = resolve(literal, in: settings.folder)
            if folder == nil {
                settings.outside.append(
                    Evidence(
                        path: settings.path, line: token.line,
                        text: "moves project \(key) to \(literal), outside the repository: its module is not read"))
            }
            moved[key] = .some(folder)
        }

        /// The literal arguments of the call whose name is the token at `at`: `(":a", ":b")`, or Groovy's `':a',
        /// ':b'` to the end of the line (and on, after a trailing comma); `nil` when one is not a plain literal.
        func arguments(after at: Int, firstOnly: Bool = false) -> [String]? {
            var position = at + 1
            guard position < tokens.count else { return nil }
            let parenthesised = tokens[position].isPunctuation("(")
            if parenthesised { position += 1 }
            var line = tokens[at].line
            var found: [String] = []
            var expectsValue = true
            while position < tokens.count {
                let token = tokens[position]
                if parenthesised, token.isPunctuation(")") { return found }
                if !parenthesised, token.line != line, !expectsValue { return found }
                switch token.kind {
                case .string(let value, false) where expectsValue:
                    found.append(value)
                    expectsValue = false
                    if firstOnly { return found }
                case .punctuation(",") where !expectsValue:
                    expectsValue = true
                    line = token.line
                default:
                    // A named argument after the first (`includeBuild("x") { name = … }`) ends a call read for its
                    // first argument.
                    return firstOnly && !found.isEmpty ? found : nil
                }
                position += 1
            }
            return found.isEmpty ? nil : found
        }
    }
}

/// The tokens of a Gradle script (Groovy or Kotlin) as far as its settings need them: identifiers, string literals
/// (whether they interpolate: a `$` in a double-quoted one) and punctuation, each with its line; comments and
/// whitespace left out.
struct GradleTokens {
    struct Token {
        enum Kind: Equatable {
            case identifier(String)
            /// A string literal's content, and whether it interpolates a value (`"$x"`, `"${x}"`).
            case string(String, Bool)
            case punctuation(Character)
            case number
        }
        var kind: Kind
        var line: Int

        var identifier: String? {
            if case .identifier(let name) = kind { return name }
            return nil
        }

        func isPunctuation(_ mark: Character) -> Bool { kind == .punctuation(mark) }
    }

    var tokens: [Token] = []

    init(_ bytes: [UInt8]) {
        var line = 1
        var index = 0
        let count = bytes.count
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte >= 0x80
        }
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
                index += 1
            case 0x0D:
                line += 1
                index += 1
                if index < count, bytes[index] == 0x0A { index += 1 }
            case 0x20, 0x09, 0x0C:
                index += 1
            case 0x2F where index + 1 < count && bytes[index + 1] == 0x2F:
                while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            case 0x2F where index + 1 < count && bytes[index + 1] == 0x2A:
                index += 2
                while index < count, !(bytes[index] == 0x2A && index + 1 < count && bytes[index + 1] == 0x2F) {
                    if bytes[index] == 0x0A
                        || (bytes[index] == 0x0D && (index + 1 == count || bytes[index + 1] != 0x0A))
                    {
                        line += 1
                    }
                    index += 1
                }
                index += 2
            case 0x22, 0x27:
                // `"…"`, `'…'`, and the triple-quoted forms.
                let start = line
                let triple = index + 2 < count && bytes[index + 1] == byte && bytes[index + 2] == byte
                index += triple ? 3 : 1
                var content: [UInt8] = []
                var interpolated = false
                while index < count {
                    let current = bytes[index]
                    if triple {
                        if current == byte, index + 2 < count, bytes[index + 1] == byte, bytes[index + 2] == byte {
                            index += 3
                            break
                        }
                    } else if current == byte {
                        index += 1
                        break
                    } else if current == 0x0A || current == 0x0D {
                        break
                    }
                    if current == 0x5C, index + 1 < count {
                        content.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    if current == 0x24, byte == 0x22 { interpolated = true }
                    if current == 0x0A { line += 1 }
                    content.append(current)
                    index += 1
                }
                tokens.append(Token(kind: .string(String(decoding: content, as: UTF8.self), interpolated), line: start))
            case 0x60:
                // A Kotlin name in backticks is one identifier.
                var end = index + 1
                while end < count, bytes[end] != 0x60, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                tokens.append(
                    Token(
                        kind: .identifier(String(decoding: bytes[(index + 1)..<min(end, count)], as: UTF8.self)),
                        line: line))
                // An unclosed one ends at its line's end, which is counted as every other.
                index = end < count && bytes[end] == 0x60 ? end + 1 : end
            case _ where isWord(byte):
                var end = index
                while end < count, isWord(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                let isNumber = byte >= 0x30 && byte <= 0x39
                tokens.append(Token(kind: isNumber ? .number : .identifier(word), line: line))
                index = end
            default:
                tokens.append(Token(kind: .punctuation(Character(Unicode.Scalar(byte))), line: line))
                index += 1
            }
        }
    }
}
