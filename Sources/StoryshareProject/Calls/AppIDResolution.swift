import Foundation
import StoryshareKit
import StoryshareSystem

/// Follows a share's App ID that names a value set outside the share's file, once the codebase's sources are read:
///
/// - a constant of another source file (`Constants.facebookAppId`, `AppConfig.FB_APP_ID`, `kFacebookAppID`, an
///   imported `FB_APP_ID`, Dart's `fbAppId`) set to a string literal: from the one file a JavaScript relative import
///   names, or the headers an Objective-C file imports from its folder, else from one index of the codebase's
///   top-level and static string constants in the share's language family (each source read once, and cut into
///   tokens only when it holds a wanted name);
/// - an Android `BuildConfig.NAME`, from the `buildConfigField` of the share's module's Gradle file: a literal (one
///   variable of the file followed), or a value set at build time from a property or the environment, or set
///   differently per build type (undecided, said);
/// - an Android string resource (`getString(R.string.facebook_app_id)`), from the module's `res/values*/` XML (a
///   literal, with its line) or its Gradle file's `resValue("string", …)` (a literal, or set at build time from a
///   property, `local.properties` or the environment, said);
/// - an environment value (`process.env.X`, react-native-config's `Config.X`, flutter_dotenv's `dotenv.env['X']`,
///   Expo's `Constants.expoConfig.extra.x`), from the codebase's committed `.env` (else the `.env.production`-style
///   files a build chooses, or the Expo configuration's `extra`); a value only in `.env.example` / `.env.sample` is
///   an example's, not the app's;
/// - a Dart constant set by `String.fromEnvironment('X')`: set at build time by `--dart-define`; a committed
///   dart-define file's value for `X` when one sets it (an example file's said as an example), else undecided;
/// - in a Flutter app, a native share's App ID read from its own method channel's arguments: what the Dart code passes
///   under that key to `invokeMethod` (``followChannel(_:at:walk:)``);
/// - and, said rather than followed, the App ID an app's own function named like a library's call is given by
///   position (``positionalAppIDs(of:in:at:walk:)``).
///
/// Each file, name and reference is looked up once however many shares use it: linear in the sources.
///
/// A name followed to one literal becomes that literal (``AppIDSource/definition`` says where it is set), judged as
/// any; one that cannot be told is ``AppIDSource/undecided``; one nothing sets is left as it was.
enum AppIDResolution {
    /// What an App ID's expression names.
    enum Reference: Equatable {
        /// A constant (`owner.name`, or `name` alone).
        case constant(owner: String?, name: String)
        /// An Android `BuildConfig` field.
        case buildConfig(String)
        /// An environment variable read through a `.env` file.
        case environment(String)
        /// A key of an Expo configuration's `extra`.
        case expoExtra(String)
        /// An Android string resource (`R.string.NAME`, read by `getString`).
        case stringResource(String)
        /// A member of a JavaScript namespace import (`import * as env from '@/env'` … `env.FACEBOOK_APP_ID`).
        case namespaceMember(namespace: String, name: String)
    }

    /// `codebases` with the App IDs of their share calls followed, and the colours, to where they are set; the
    /// codebases keep their order.
    static func resolved(_ codebases: [Codebase], walk: ProjectWalk) -> [Codebase] {
        var codebases = codebases
        // A call named like a library's is the library's only where the codebase depends on it; the app's own
        // function given its App ID by position says it.
        let before = codebases.map(\.sharing.calls)
        ProjectScanner.dropCallsOfAbsentLibraries(&codebases, walk: walk)
        for index in codebases.indices where codebases[index].sharing.calls.count < before[index].count {
            let kept = Set(codebases[index].sharing.calls.map(\.evidence.place))
            let dropped = before[index].filter { !kept.contains($0.evidence.place) }
            codebases[index].sharing.undecided += positionalAppIDs(
                of: dropped, in: codebases, at: index, walk: walk)
        }
        let folders = CodebaseFolders(codebases)
        var languages: [String: SourceLanguage]?
        func language(of path: String) -> SourceLanguage? {
            if languages == nil {
                languages = Dictionary(
                    walk.sources.map { ($0.path, $0.language) }, uniquingKeysWith: { first, _ in first })
            }
            return languages?[path]
        }
        // The sources of each codebase, grouped once when a constant is wanted.
        var sourcesByCodebase: [Int: [(path: String, language: SourceLanguage)]]?
        // Each file, name and reference looked up once, however many shares use it.
        var lookedUp: [String: (declared: Bool, found: [Definition]?)] = [:]
        var followed: [String: Outcome?] = [:]
        for index in codebases.indices where codebases[index].stack == .flutter {
            followChannel(&codebases, at: index, walk: walk)
        }
        for index in codebases.indices {
            var wanted: [String: [Int]] = [:]
            let codebase = codebases[index].path
            for (call, share) in codebases[index].sharing.calls.enumerated() {
                guard let source = followable(share.appID.source),
                    let reference = reference(source.value, path: share.evidence.path)
                else { continue }
                let path = share.evidence.path
                if case .constant(_, let name) = reference {
                    let key = "\(path)\u{0}\(name)"
                    if lookedUp[key] == nil {
                        let use = language(of: path).map { localUse(of: name, in: path, language: $0, walk: walk) }
                        // JavaScript names the file it imports from: that file alone, when it sets the name.
                        // Objective-C's headers (`#import "Keys.h"` beside the file) are not among the sources: they
                        // are read here.
                        let found =
                            use?.declared == false
                            ? use?.module.flatMap { imported(name, from: $0, in: path, walk: walk) }
                                ?? (language(of: path) == .objectiveC
                                    ? headerDefinitions(of: name, in: path, walk: walk) : nil)
                            : nil
                        lookedUp[key] = (use?.declared ?? true, found)
                    }
                    guard let use = lookedUp[key], !use.declared else { continue }
                    if case .constant(let owner, _) = reference, let found = use.found, !found.isEmpty {
                        apply(
                            decide(found.filter { owner == nil ? !$0.isKey : $0.owners.contains(owner ?? "") }),
                            to: &codebases[index].sharing.calls[call])
                        continue
                    }
                    wanted[name, default: []].append(call)
                    continue
                }
                let key: String
                switch reference {
                case .buildConfig(let field): key = "field\u{0}\(RepositoryPaths.folder(of: path))\u{0}\(field)"
                case .environment(let name): key = "env\u{0}\(codebase)\u{0}\(name)"
                case .expoExtra(let name): key = "extra\u{0}\(codebase)\u{0}\(name)"
                case .stringResource(let name): key = "res\u{0}\(RepositoryPaths.folder(of: path))\u{0}\(name)"
                case .namespaceMember(let namespace, let name): key = "ns\u{0}\(path)\u{0}\(namespace)\u{0}\(name)"
                case .constant: continue
                }
                if followed[key] == nil {
                    switch reference {
                    case .buildConfig(let field):
                        followed[key] = .some(buildConfig(field, for: path, codebase: codebase, walk: walk))
                    case .environment(let name):
                        followed[key] = .some(environment(name, codebase: codebase, walk: walk))
                    case .expoExtra(let name): followed[key] = .some(expoExtra(name, codebase: codebase, walk: walk))
                    case .stringResource(let name):
                        followed[key] = .some(stringResource(name, for: path, codebase: codebase, walk: walk))
                    case .namespaceMember(let namespace, let name):
                        followed[key] = .some(
                            namespaceMember(name, of: namespace, in: path, codebase: codebase, walk: walk))
                    case .constant: break
                    }
                }
                apply(followed[key] ?? nil, to: &codebases[index].sharing.calls[call])
            }
            if !wanted.isEmpty {
                if sourcesByCodebase == nil {
                    var grouped: [Int: [(path: String, language: SourceLanguage)]] = [:]
                    for source in walk.sources where !ProjectWalk.isTestSource(source.path) {
                        if let owner = folders.nearest(source.path) { grouped[owner, default: []].append(source) }
                    }
                    sourcesByCodebase = grouped
                }
                // A constant is set in the share's language family (Swift and Objective-C, Kotlin and Java).
                let families = Set(
                    wanted.values.flatMap { $0 }.compactMap {
                        language(of: codebases[index].sharing.calls[$0].evidence.path).map(family)
                    })
                let sources = (sourcesByCodebase?[index] ?? []).filter { families.contains(family($0.language)) }
                let definitions = constantDefinitions(of: Set(wanted.keys), in: sources, walk: walk)
                for (name, calls) in wanted {
                    for call in calls {
                        guard let source = codebases[index].sharing.calls[call].appID.source,
                            case .constant(let owner, _)? = reference(source.value, path: source.evidence.path)
                        else { continue }
                        let found = (definitions[name] ?? []).filter { definition in
                            guard let owner else { return !definition.isKey }
                            return definition.owners.contains(owner)
                        }
                        apply(
                            dartDefined(found, codebase: codebase, walk: walk) ?? decide(found),
                            to: &codebases[index].sharing.calls[call])
                    }
                }
            }
            codebases[index].sharing.appIDs = ShareCodeScanner.appIDs(of: codebases[index].sharing.calls)
        }
        followColors(&codebases, walk: walk)
        return codebases
    }

    /// Follows the colours each share passes as a constant of another file, as App IDs are: a type's member or an
    /// object's property (`AstrogatorColor.VenetianNights`, `Theme.colors.top` aside) or a name the share's file
    /// does not declare, to the string literal it is set to — from the one file a JavaScript relative import of its
    /// owner names, else from the codebase's constants in the share's language family. The value becomes that
    /// literal, given where it is set, so the colour is judged as one written at the share; defined differently in
    /// several places, or nowhere, it is left as written.
    static func followColors(_ codebases: inout [Codebase], walk: ProjectWalk) {
        let folders = CodebaseFolders(codebases)
        var languages: [String: SourceLanguage]?
        for index in codebases.indices {
            // The (call, value) pairs wanting each name, with the owner written before it.
            var wanted: [String: [(call: Int, value: Int, owner: String?)]] = [:]
            var families = Set<Int>()
            for (call, share) in codebases[index].sharing.calls.enumerated() {
                for (position, value) in share.values.enumerated()
                where [.topColor, .bottomColor].contains(value.parameter) && !value.isLiteral {
                    guard case .constant(let owner, let name)? = reference(value.text, path: share.evidence.path)
                    else { continue }
                    if languages == nil {
                        languages = Dictionary(
                            walk.sources.map { ($0.path, $0.language) }, uniquingKeysWith: { first, _ in first })
                    }
                    guard let language = languages?[share.evidence.path] else { continue }
                    // A name the share's file declares (a parameter, a local) is that; an owner imported from a
                    // relative module is read there alone.
                    let use = localUse(of: owner ?? name, in: share.evidence.path, language: language, walk: walk)
                    if use.declared { continue }
                    if let module = use.module,
                        let found = imported(name, from: module, in: share.evidence.path, walk: walk)
                    {
                        let owned = found.filter { owner == nil ? !$0.isKey : $0.owners.contains(owner ?? "") }
                        if case .literal(let text, let evidence)? = decide(owned) {
                            set(text, evidence, to: &codebases[index].sharing.calls[call].values[position])
                        }
                        continue
                    }
                    wanted[name, default: []].append((call, position, owner))
                    families.insert(family(language))
                }
            }
            guard !wanted.isEmpty else { continue }
            let sources = walk.sources.filter {
                !ProjectWalk.isTestSource($0.path) && folders.nearest($0.path) == index
                    && families.contains(family($0.language))
            }
            let definitions = constantDefinitions(of: Set(wanted.keys), in: sources, walk: walk)
            for (name, uses) in wanted {
                for use in uses {
                    let found = (definitions[name] ?? []).filter { definition in
                        guard let owner = use.owner else { return !definition.isKey }
                        return definition.owners.contains(owner)
                    }
                    guard case .literal(let text, let evidence)? = decide(found) else { continue }
                    set(text, evidence, to: &codebases[index].sharing.calls[use.call].values[use.value])
                }
            }
        }
        func set(_ text: String, _ evidence: Evidence, to value: inout ShareValue) {
            value.text = text
            value.isLiteral = true
            value.evidence = evidence
        }
    }

    /// What the app's own functions named like a library's calls are given by position as their App ID, each said at
    /// the argument's line: for each of `calls` (in the codebase of `codebases` at `index`) that gives none
    /// by name, the definition of its function among the codebase's sources in its language (the one function of
    /// that name, each source read once and cut into tokens only when it holds the name) says which parameter is
    /// the App ID (`appId`, `facebookAppId`, `fbAppId`, …), and the call's argument there is said (a literal as the
    /// App ID, else as written and undecided), with where the parameter is declared. Several definitions, or none
    /// with such a parameter: nothing.
    static func positionalAppIDs(
        of calls: [ShareCall], in codebases: [Codebase], at index: Int, walk: ProjectWalk
    ) -> [Evidence] {
        let wanted = calls.filter { $0.namedAppID == nil && !$0.positional.isEmpty }
        guard !wanted.isEmpty else { return [] }
        var names: [String: [ShareCall]] = [:]
        for call in wanted {
            let library = ShareCodeScanner.library(of: call.api)
            guard
                let name = library.markers.first(where: { call.evidence.text.contains($0.text) }).map({
                    ShareCallReading.callName($0.text)
                })
            else { continue }
            names[name, default: []].append(call)
        }
        guard !names.isEmpty else { return [] }
        let folders = CodebaseFolders(codebases)
        let languages = Set(
            wanted.compactMap { call in
                walk.sources.first { $0.path == call.evidence.path }?.language
            })
        // The definitions of each name: its file, where it is declared, its parameters.
        var definitions: [String: [(path: String, line: Int, parameters: [String])]] = [:]
        let needles = names.keys.map { (name: $0, bytes: Array($0.utf8)) }
        for source in walk.sources
        where languages.contains(source.language) && !ProjectWalk.isTestSource(source.path)
            && folders.nearest(source.path) == index
        {
            guard case .success(let bytes) = walk.files.source(source.path, limit: ProjectScanner.sourceLimit) else {
                continue
            }
            let held = needles.filter { ByteSearch.offset(of: $0.bytes, in: bytes, from: 0) != nil }
            guard !held.isEmpty else { continue }
            let file = CallReader.read(
                bytes, tokens: SourceLexer.tokens(of: bytes, language: source.language), language: source.language)
            for function in file.functions where held.contains(where: { $0.name == function.name }) {
                definitions[function.name, default: []].append(
                    (source.path, function.lines.lowerBound, function.parameters))
            }
        }
        var found: [Evidence] = []
        var said = Set<String>()
        for (name, calls) in names.sorted(by: { $0.key < $1.key }) {
            guard let defined = definitions[name], defined.count == 1, let definition = defined.first,
                let position = definition.parameters.firstIndex(where: {
                    ShareCallReading.appIDLabels.contains($0.lowercased())
                })
            else { continue }
            let parameter = definition.parameters[position]
            for call in calls where position < call.positional.count && said.insert(call.evidence.place).inserted {
                let argument = call.positional[position]
                let given = argument.literal.map { "the App ID \($0)" } ?? "\(argument.written), undecided,"
                found.append(
                    Evidence(
                        path: call.evidence.path, line: argument.line,
                        text: "\(name), the app's own function, is given \(given) as its parameter \(parameter) "
                            + "(\(definition.path):\(definition.line))"))
            }
        }
        return found
    }

    /// Follows a Flutter app's own method channel one step: a native share whose App ID is a name read from the
    /// channel's arguments in its function (`val appId = call.argument<String>("appId")`, `let appId =
    /// args["appId"] as? String`) is given what the codebase's Dart code passes under that key to `invokeMethod`
    /// (`{'appId': metaAppId}`): a literal, or a constant of that Dart file set to one, said where it is set — so an
    /// empty App ID or a placeholder left in the Dart code is judged at the share, as one in native code is. Keys
    /// passed different values, or a value that is no literal one step away, leave the name as it was.
    static func followChannel(_ codebases: inout [Codebase], at index: Int, walk: ProjectWalk) {
        // The channel key each share's App ID name is read from.
        var keys: [Int: String] = [:]
        var lines: [String: [Substring]] = [:]
        for (call, share) in codebases[index].sharing.calls.enumerated() where share.isNative {
            guard let source = followable(share.appID.source), isName(source.value),
                let function = share.functionLines, let line = share.evidence.line
            else { continue }
            let path = share.evidence.path
            if lines[path] == nil {
                guard case .success(let bytes) = walk.files.source(path, limit: ProjectScanner.sourceLimit) else {
                    continue
                }
                lines[path] = String(decoding: bytes, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
            }
            let text = lines[path] ?? []
            for number in stride(from: min(line, function.upperBound), through: function.lowerBound, by: -1)
            where number - 1 < text.count {
                if let key = channelKey(of: source.value, in: text[number - 1]) {
                    keys[call] = key
                    break
                }
            }
        }
        guard !keys.isEmpty else { return }
        let wanted = Set(keys.values)
        let folders = CodebaseFolders(codebases)
        var passed: [String: [Definition]] = [:]
        let needle = Array("invokeMethod".utf8)
        for source in walk.sources
        where source.language == .dart && !ProjectWalk.isTestSource(source.path)
            && folders.nearest(source.path) == index
        {
            guard case .success(let bytes) = walk.files.source(source.path, limit: ProjectScanner.sourceLimit),
                ByteSearch.offset(of: needle, in: bytes, from: 0) != nil
            else { continue }
            let file = CallReader.read(bytes, tokens: SourceLexer.tokens(of: bytes, language: .dart), language: .dart)
            let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            func evidence(_ line: Int) -> Evidence {
                Evidence(path: source.path, line: line, text: line - 1 < text.count ? String(text[line - 1]) : "")
            }
            for call in file.calls where call.callee.last?.hasPrefix("invoke") == true {
                for argument in call.arguments {
                    guard case .object(let entries) = argument.value else { continue }
                    for entry in entries where wanted.contains(entry.key) {
                        if let literal = ShareCallReading.literalText(entry.value) {
                            passed[entry.key, default: []].append(
                                Definition(value: literal, evidence: evidence(entry.line), owners: []))
                        } else if case .reference(let path) = entry.value, let name = path.last,
                            let assignment = file.assignments.last(where: {
                                ($0.name == name || $0.name.hasSuffix("." + name)) && $0.function == nil
                            }),
                            let literal = ShareCallReading.literalText(assignment.value)
                        {
                            passed[entry.key, default: []].append(
                                Definition(value: literal, evidence: evidence(assignment.line), owners: []))
                        } else {
                            // Not a literal one step away: nothing the channel gives can be said.
                            passed[entry.key, default: []].append(
                                Definition(value: "\u{0}", evidence: evidence(entry.line), owners: []))
                        }
                    }
                }
            }
        }
        for (call, key) in keys {
            guard let found = passed[key], !found.isEmpty, !found.contains(where: { $0.value == "\u{0}" }),
                Set(found.map(\.value)).count == 1, let first = found.first
            else { continue }
            apply(.literal(first.value, first.evidence), to: &codebases[index].sharing.calls[call])
        }
    }

    /// The key of a method channel's arguments `name` is read from on `line`, when the line gives it one:
    /// `val appId = call.argument<String>("appId")`, `String appId = call.argument("appId");`,
    /// `let appId = args["appId"] as? String`, `guard let appId = arguments["appId"] as? String`.
    static func channelKey(of name: String, in line: Substring) -> String? {
        guard let equals = line.range(of: " = ") else { return nil }
        let declared = line[..<equals.lowerBound].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard declared.last.map(String.init) == name else { return nil }
        // The keys a channel's arguments are read by, as the channel's images are (one reader of both).
        return ProjectScanner.channelKeys(in: String(line[equals.upperBound...])).first
    }

    /// What following a name gave: a literal and where it is set, or why it is undecided.
    enum Outcome {
        case literal(String, Evidence)
        case undecided(String, Evidence?)
    }

    /// `source` when it is a name this resolution may follow (not a literal, an Info.plist key, an optional, or one
    /// followed already).
    static func followable(_ source: AppIDSource?) -> AppIDSource? {
        guard let source, !source.isLiteral, source.infoPlistKey == nil, source.optional == nil,
            source.definition == nil, source.undecided == nil
        else { return nil }
        return source
    }

    /// Gives the call's App ID what following its name found.
    static func apply(_ outcome: Outcome?, to call: inout ShareCall) {
        guard let outcome, var source = call.appID.source else { return }
        switch outcome {
        case .literal(let value, let evidence):
            source.value = value
            source.isLiteral = true
            source.definition = evidence
        case .undecided(let why, let evidence):
            source.undecided = why
            source.definition = evidence
        }
        call.appID = .given(source)
    }

    // MARK: What a name is

    /// What the App ID expression `value` (in the source at `path`) names, when it is a form this resolution follows.
    static func reference(_ value: String, path: String) -> Reference? {
        var text = droppingEmptyFallback(value)
        text = text.replacingOccurrences(of: "?.", with: ".").replacingOccurrences(of: "!.", with: ".")
        let javaScript = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"].contains { path.hasSuffix($0) }
        for prefix in ["dotenv.env[", "dotenv.get(", "DotEnv().env["] where text.hasPrefix(prefix) {
            let inner = text.dropFirst(prefix.count).dropLast()
            let key = inner.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
            return isName(key) && inner.count == key.count + 2 ? .environment(key) : nil
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(isName) else { return nil }
        if parts.count == 3, parts[0] == "process", parts[1] == "env" { return .environment(parts[2]) }
        if parts.count == 2, parts[0] == "Config", javaScript { return .environment(parts[1]) }
        if parts.count == 4, parts[0] == "Constants", ["expoConfig", "manifest"].contains(parts[1]),
            parts[2] == "extra"
        {
            return .expoExtra(parts[3])
        }
        if parts.count == 2, parts[0] == "BuildConfig" { return .buildConfig(parts[1]) }
        if parts.count == 3, parts[0] == "R", parts[1] == "string" { return .stringResource(parts[2]) }
        // A JavaScript namespace's member (`env.FACEBOOK_APP_ID`), followed only where the file imports it so.
        if javaScript, parts.count == 2, parts[0].first?.isLowercase == true {
            return .namespaceMember(namespace: parts[0], name: parts[1])
        }
        // A type's member (`Self.appID` is the share's own type's, followed in its file already).
        if parts.count == 2, parts[0].first?.isUppercase == true, parts[0] != "Self" {
            return .constant(owner: parts[0], name: parts[1])
        }
        if parts.count == 1 { return .constant(owner: nil, name: parts[0]) }
        return nil
    }

    /// `value` without a fallback to nothing (`?? ''`, `|| ""`) or a force unwrap after it: the name it falls back
    /// from.
    static func droppingEmptyFallback(_ value: String) -> String {
        var text = value.trimmingCharacters(in: .whitespaces)
        for suffix in [" ?? ''", " ?? \"\"", " || ''", " || \"\"", "!"] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" || first == "$" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }

    /// Whether the share's own file declares `name` (a parameter, a local, a property it sets): then the name is that,
    /// not another file's constant.
    /// Whether the share's own file at `path` declares `name` (then it is that, not another file's constant), and
    /// the module a JavaScript file imports it from (`import { NAME } from './config'` → `./config`).
    static func localUse(of name: String, in path: String, language: SourceLanguage, walk: ProjectWalk) -> (
        declared: Bool, module: String?
    ) {
        guard case .success(let bytes) = walk.files.source(path, limit: ProjectScanner.sourceLimit) else {
            return (true, nil)
        }
        let tokens = SourceLexer.tokens(of: bytes, language: language)
        var module: String?
        for (index, token) in tokens.enumerated() where token.kind == .identifier && token.text == name {
            // Imported: `import { NAME } from '…'`, `import { A, NAME as B }` aside.
            if language == .javaScript,
                let start = tokens[..<index].suffix(16).lastIndex(where: { $0.text == "import" }),
                tokens[start..<index].allSatisfy({ $0.kind == .identifier || ["{", ","].contains($0.text) })
            {
                // `import { META_ID as NAME }`: another name, not followed.
                if tokens[index - 1].text == "as" { return (true, nil) }
                if let from = tokens[index...].prefix(32).firstIndex(where: { $0.text == "from" }),
                    from + 2 < tokens.count, tokens[from + 1].kind == .stringOpen, tokens[from + 2].kind == .stringText,
                    tokens[index + 1..<from].allSatisfy({ $0.text != "as" })
                {
                    module = tokens[from + 2].text
                }
                continue
            }
            if declares(tokens, at: index) { return (true, nil) }
        }
        return (false, module)
    }

    /// Whether the identifier at `index` of `tokens` is declared there (a declaration, a parameter, a closure's name).
    static func declares(_ tokens: [SourceToken], at index: Int) -> Bool {
        let token = tokens[index]
        let before = index > 0 ? tokens[index - 1] : nil
        let after = index + 1 < tokens.count ? tokens[index + 1] : nil
        if let before,
            declarationWords.contains(before.text)
                || before.kind == .identifier && before.line == token.line && !statementWords.contains(before.text)
                    && after.map({ [",", ")", "=", ";"].contains($0.text) }) == true
        {
            return true
        }
        // A closure's or a loop's (`{ NAME in`, `{ NAME ->`, `for NAME in`).
        if after.map({ ["in", "->"].contains($0.text) }) == true { return true }
        // An untyped parameter (`function share(NAME) {`, `(NAME) =>`).
        if let before, ["(", ","].contains(before.text), after.map({ [",", ")", "="].contains($0.text) }) == true {
            let near = tokens[max(0, index - 24)..<min(tokens.count, index + 24)]
            let line = near.filter { $0.line == token.line }.map(\.text)
            if line.contains("function") || line.contains("=>") { return true }
        }
        // A parameter or a property with its type: `name: String`, `required this.name`.
        if after?.text == ":", before.map({ ["(", ","].contains($0.text) }) == true { return true }
        if before?.text == ".", index > 1, tokens[index - 2].text == "this" { return true }
        return false
    }

    /// The definitions of `name` in the JavaScript module `module` imported by the source at `path`, when it is a
    /// relative path to a file of the repository (`./config` → `config.ts`, `config.js`, `config/index.ts`, …);
    /// `nil` when it is not, or no such file is there.
    static func imported(_ name: String, from module: String, in path: String, walk: ProjectWalk) -> [Definition]? {
        guard module.hasPrefix("./") || module.hasPrefix("../") else { return nil }
        let base = RepositoryPaths.joinResolving(RepositoryPaths.folder(of: path), module)
        let extensions = ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]
        for candidate in extensions.map({ base + $0 }) + extensions.dropFirst().map({ base + "/index" + $0 }) {
            guard case .success(let bytes) = walk.files.source(candidate, limit: ProjectScanner.sourceLimit)
            else { continue }
            return definitions(in: bytes, language: .javaScript, path: candidate, names: [name]).map(\.definition)
        }
        return nil
    }

    /// The value of `name` in the module the JavaScript source at `path` imports as `namespace`
    /// (`import * as env from '@/env'`), followed through `export * from` / `export { NAME } from` two steps: a
    /// string literal, or an environment variable (`process.env.X`) followed as ``environment(_:codebase:walk:)``
    /// does, at the line that reads it. `nil` when the file imports no such namespace or the value is not found.
    static func namespaceMember(
        _ name: String, of namespace: String, in path: String, codebase: String, walk: ProjectWalk
    ) -> Outcome? {
        guard case .success(let bytes) = walk.files.source(path, limit: ProjectScanner.sourceLimit) else { return nil }
        let tokens = SourceLexer.tokens(of: bytes, language: .javaScript)
        var module: String?
        for index in tokens.indices.dropLast(5) where tokens[index].text == "import" {
            guard tokens[index + 1].text == "*", tokens[index + 2].text == "as", tokens[index + 3].text == namespace,
                tokens[index + 4].text == "from", index + 6 < tokens.count, tokens[index + 5].kind == .stringOpen,
                tokens[index + 6].kind == .stringText
            else { continue }
            module = tokens[index + 6].text
        }
        guard let module, let file = moduleFile(module, from: path, codebase: codebase, walk: walk) else { return nil }
        return exported(name, in: file, codebase: codebase, walk: walk, steps: 2)
    }

    /// The file a JavaScript module specifier names from the source at `path`: a relative path, or the `@/` alias
    /// (the codebase's `tsconfig.json` `paths` for `@/*`, else Expo's default, `src/` then the codebase's root);
    /// with its extension or as a folder's `index`.
    static func moduleFile(_ module: String, from path: String, codebase: String, walk: ProjectWalk) -> String? {
        var bases: [String] = []
        if module.hasPrefix("./") || module.hasPrefix("../") {
            bases = [RepositoryPaths.joinResolving(RepositoryPaths.folder(of: path), module)]
        } else if module.hasPrefix("@/") {
            let rest = String(module.dropFirst(2))
            var roots = ["src", ""]
            // tsconfig.json may hold comments: its `"@/*": ["src/*"]` is read as text.
            if case .success(let bytes) = walk.files.bytes(
                RepositoryPaths.joined(codebase, "tsconfig.json"), limit: 1 << 20),
                case let text = String(decoding: bytes, as: UTF8.self),
                let key = text.range(of: "\"@/*\""),
                let open = text[key.upperBound...].firstIndex(of: "["),
                let close = text[open...].firstIndex(of: "]")
            {
                let targets = text[text.index(after: open)..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\t\r\""))
                }
                .filter { !$0.isEmpty }
                roots = targets.map { target in
                    var root = target.hasSuffix("/*") ? String(target.dropLast(2)) : target
                    if root.hasPrefix("./") { root = String(root.dropFirst(2)) }
                    return root == "." || root == "*" ? "" : root
                }
            }
            bases = roots.map { RepositoryPaths.joinResolving(RepositoryPaths.joined(codebase, $0), rest) }
        }
        let extensions = ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]
        for base in bases {
            for candidate in extensions.map({ base + $0 }) + extensions.dropFirst().map({ base + "/index" + $0 })
            where walk.files.isRegularFile(candidate) {
                return candidate
            }
        }
        return nil
    }

    /// The value `file` exports as `name`: its `const NAME = …` (a string literal, or `process.env.X` followed), or,
    /// `steps` more times, what a module it re-exports from (`export * from`, `export { NAME } from`) gives.
    static func exported(_ name: String, in file: String, codebase: String, walk: ProjectWalk, steps: Int) -> Outcome? {
        guard case .success(let bytes) = walk.files.source(file, limit: ProjectScanner.sourceLimit) else { return nil }
        var reexports: [String] = []
        for (offset, line) in String(decoding: bytes, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline
        ).enumerated() {
            var text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("export ") { text = String(text.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
            for word in ["const ", "let ", "var "] where text.hasPrefix(word + name) {
                var rest = text.dropFirst(word.count + name.count).trimmingCharacters(in: .whitespaces)
                if rest.hasPrefix(":"), let equals = rest.firstIndex(of: "=") { rest = String(rest[equals...]) }
                guard rest.hasPrefix("="), !rest.hasPrefix("==") else { continue }
                var value = rest.dropFirst().trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
                let evidence = Evidence(path: file, line: offset + 1, text: String(line))
                if let quote = value.first, ["'", "\"", "`"].contains(quote), value.count >= 2, value.last == quote,
                    !value.dropFirst().dropLast().contains(quote), !value.contains("${")
                {
                    return .literal(String(value.dropFirst().dropLast()), evidence)
                }
                if case .environment(let variable)? = reference(value, path: file) {
                    switch environment(variable, codebase: codebase, walk: walk) {
                    case .undecided(let why, nil)?: return .undecided(why, evidence)
                    case let outcome?: return outcome
                    case nil: return nil
                    }
                }
                return nil
            }
            guard steps > 0, text.hasPrefix("* from ") || text.hasPrefix("{") && text.contains("} from "),
                let quote = text.lastIndex(where: { $0 == "'" || $0 == "\"" }),
                let open = text[..<quote].lastIndex(where: { $0 == "'" || $0 == "\"" })
            else { continue }
            if text.hasPrefix("{") {
                let names = text.dropFirst().prefix { $0 != "}" }.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard names.contains(name) else { continue }
            }
            reexports.append(String(text[text.index(after: open)..<quote]))
        }
        for module in reexports {
            guard let next = moduleFile(module, from: file, codebase: codebase, walk: walk),
                let outcome = exported(name, in: next, codebase: codebase, walk: walk, steps: steps - 1)
            else { continue }
            return outcome
        }
        return nil
    }

    /// The definitions of `name` (a `#define` or a constant) in the headers the Objective-C source at `path` imports
    /// with quotes from its own folder (`#import "Keys.h"`), one step.
    static func headerDefinitions(of name: String, in path: String, walk: ProjectWalk) -> [Definition]? {
        guard case .success(let bytes) = walk.files.source(path, limit: ProjectScanner.sourceLimit) else {
            return nil
        }
        var found: [Definition] = []
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("#import \"") || text.hasPrefix("#include \"") else { continue }
            let header = text.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
            guard header.hasSuffix(".h") else { continue }
            let file = RepositoryPaths.joinResolving(RepositoryPaths.folder(of: path), String(header))
            guard case .success(let text) = walk.files.bytes(file, limit: 1 << 20) else { continue }
            found += definitions(in: text, language: .objectiveC, path: file, names: [name]).map(\.definition)
        }
        return found
    }

    /// The languages whose constants a share of `language` can name.
    static func family(_ language: SourceLanguage) -> Int {
        switch language {
        case .swift, .objectiveC: 0
        case .kotlin, .java: 1
        case .dart: 2
        case .javaScript: 3
        }
    }

    /// The words that start a declaration of the name after them.
    static let declarationWords: Set<String> = ["let", "var", "val", "const", "final", "late", "def", "guard"]

    /// Words before a name that use it rather than declare it (`return NAME;`).
    static let statementWords: Set<String> = [
        "return", "await", "typeof", "in", "of", "case", "throw", "yield", "new", "is", "as", "else", "default",
    ]

    // MARK: Constants of other files

    /// One string constant a source sets.
    struct Definition {
        var value: String
        var evidence: Evidence
        /// The type and object names its file declares (an owner written before the name must be one).
        var owners: Set<String>
        /// Whether it is an object's key (`FB_APP_ID: '…'`), which only a name with its owner reaches.
        var isKey = false
    }

    /// The top-level and static string constants named in `names` that `sources` set: each source read once, and
    /// only cut into tokens when it holds one of the names.
    static func constantDefinitions(
        of names: Set<String>, in sources: [(path: String, language: SourceLanguage)], walk: ProjectWalk
    ) -> [String: [Definition]] {
        let needles = names.map { Array($0.utf8) }
        var found: [String: [Definition]] = [:]
        for source in sources {
            guard
                case .success(let bytes) = walk.files.source(source.path, limit: ProjectScanner.sourceLimit),
                ByteSearch.containsAny(needles, in: bytes)
            else { continue }
            for definition in definitions(in: bytes, language: source.language, path: source.path, names: names) {
                found[definition.name, default: []].append(definition.definition)
            }
        }
        return found
    }

    /// The string constants of `names` a source of `bytes` sets.
    static func definitions(in bytes: [UInt8], language: SourceLanguage, path: String, names: Set<String>)
        -> [(name: String, definition: Definition)]
    {
        let tokens = SourceLexer.tokens(of: bytes, language: language)
        var owners = Set<String>()
        var found: [(String, Evidence, String, Bool)] = []
        // For each open brace, whether it opens a type's body (a class, an object, an enum): a constant in one, or at
        // the top level, is other files'; one in a function's body is that function's.
        var bodies: [Bool] = []
        let typeWords: Set<String> = [
            "class", "struct", "enum", "object", "extension", "interface", "protocol", "namespace", "mixin",
        ]
        let lines = String(decoding: bytes, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        func text(_ line: Int) -> String { line - 1 < lines.count ? String(lines[line - 1]) : "" }
        for (index, token) in tokens.enumerated() {
            if token.kind == .open, token.text.hasSuffix("{") {
                var back = index - 1
                var isType = false
                while back >= 0, index - back <= 32, ![";", "{", "}", "@{"].contains(tokens[back].text) {
                    if tokens[back].kind == .identifier, typeWords.contains(tokens[back].text) { isType = true }
                    back -= 1
                }
                bodies.append(isType && token.text == "{")
            }
            if token.kind == .close, token.text == "}", !bodies.isEmpty { bodies.removeLast() }
            guard token.kind == .identifier else { continue }
            if ["class", "struct", "enum", "object", "extension", "interface", "protocol"].contains(token.text)
                || ["const", "let", "var", "val"].contains(token.text),
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier
            {
                owners.insert(tokens[index + 1].text)
            }
            guard names.contains(token.text), index > 0 else { continue }
            let before = tokens[index - 1]
            let declared = declarationWords.contains(before.text) || ["String", "NSString", "*"].contains(before.text)
            // An object's key (`FB_APP_ID: '…'` in `export const AppConfig = {…}`).
            // An enum's member (`VenetianNights = "rgba(…)"` in TypeScript's `enum AstrogatorColor {…}`) is
            // reached the same way.
            let isKey =
                !declared && [",", "{"].contains(before.text) && index + 1 < tokens.count
                && (tokens[index + 1].text == ":" || tokens[index + 1].text == "=" && bodies.last == true)
            guard declared && bodies.allSatisfy({ $0 }) || isKey else { continue }
            // Past a type (`: String`, `: string`) to `=` (or the key's `:`), then one plain string literal.
            var next = index + 1
            if !isKey, next < tokens.count, tokens[next].text == ":" {
                next += 1
                while next < tokens.count, tokens[next].kind == .identifier || tokens[next].text == "?" { next += 1 }
            }
            guard next < tokens.count, tokens[next].text == (isKey ? tokens[index + 1].text : "=") else { continue }
            next += 1
            // Dart's `String.fromEnvironment('FB_APP_ID')`: set at build time by `--dart-define`.
            if language == .dart, next + 6 < tokens.count, ["String", "bool"].contains(tokens[next].text),
                tokens[next + 1].text == ".", tokens[next + 2].text == "fromEnvironment",
                tokens[next + 3].text == "(", tokens[next + 4].kind == .stringOpen,
                tokens[next + 5].kind == .stringText
            {
                found.append(
                    (
                        token.text, Evidence(path: path, line: token.line, text: text(token.line)),
                        dartDefinePrefix + tokens[next + 5].text, isKey
                    ))
                continue
            }
            guard next < tokens.count, tokens[next].kind == .stringOpen else { continue }
            var value = ""
            next += 1
            if next < tokens.count, tokens[next].kind == .stringText {
                value = tokens[next].text
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .stringClose else { continue }
            // Not a concatenation or a call on the string.
            if next + 1 < tokens.count, ["+", "."].contains(tokens[next + 1].text),
                tokens[next + 1].line == tokens[next].line
            {
                continue
            }
            found.append((token.text, Evidence(path: path, line: token.line, text: text(token.line)), value, isKey))
        }
        // Objective-C's `#define kFacebookAppID @"…"` (preprocessor lines are not tokens).
        if [.objectiveC, .swift].contains(language) || path.hasSuffix(".h") {
            for (offset, line) in lines.enumerated() {
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                guard words.count == 3, words[0] == "#define", names.contains(String(words[1])) else { continue }
                var literal = String(words[2])
                if literal.hasPrefix("@") { literal.removeFirst() }
                guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { continue }
                let value = String(literal.dropFirst().dropLast())
                found.append(
                    (String(words[1]), Evidence(path: path, line: offset + 1, text: String(line)), value, false))
            }
        }
        return found.map { ($0.0, Definition(value: $0.2, evidence: $0.1, owners: owners, isKey: $0.3)) }
    }

    /// A Dart constant set by `String.fromEnvironment(NAME)` among `definitions`: the value a committed
    /// dart-define file of the codebase (``dartDefineFiles``, read by `--dart-define-from-file`) gives NAME, said as
    /// that file's (an example file's value is only an example), else undecided with the line that reads it.
    static func dartDefined(_ definitions: [Definition], codebase: String, walk: ProjectWalk) -> Outcome? {
        guard let define = definitions.first(where: { $0.value.hasPrefix(dartDefinePrefix) }) else { return nil }
        let name = String(define.value.dropFirst(dartDefinePrefix.count))
        let reads = "String.fromEnvironment at \(define.evidence.place)"
        for folder in ["", "config/", "env/"] {
            for file in dartDefineFiles {
                let path = RepositoryPaths.joined(codebase, folder + file)
                guard let (value, evidence) = dartDefine(name, file: path, walk: walk) else { continue }
                if file.contains("example") || file.contains("sample") {
                    return .undecided(
                        "set at build time by --dart-define: \(name) = \"\(value)\" is only the example value of "
                            + "\(evidence.place), not the app's (\(reads))", evidence)
                }
                return .literal(value, evidence)
            }
        }
        return nil
    }

    /// The dart-define files apps commit for `--dart-define-from-file`, as they name them.
    static let dartDefineFiles = [
        "dart_defines.json", "dart_define.json", "dart-defines.json", "dart-define.json", "dart_defines.env",
        "dart_defines.example.json", "dart_define.example.json", "dart-defines.example.json",
        "dart_defines.sample.json",
    ]

    /// `name` as a dart-define file sets it: a JSON object's string (or `NAME=value` in a `.env` form).
    static func dartDefine(_ name: String, file: String, walk: ProjectWalk) -> (String, Evidence)? {
        if file.hasSuffix(".env") { return dotenv(name, file: file, walk: walk) }
        guard case .success(let bytes) = walk.files.bytes(file, limit: 1 << 20) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"\(name)\"") else { continue }
            let rest = trimmed.dropFirst(name.count + 2).drop { $0 == " " || $0 == ":" }
            guard rest.hasPrefix("\"") else { return nil }
            let value = rest.dropFirst().prefix { $0 != "\"" }
            return (String(value), Evidence(path: file, line: offset + 1, text: String(line)))
        }
        return nil
    }

    /// What a definition's value starts with when it is Dart's `String.fromEnvironment(NAME)` (no literal can: it
    /// holds a NUL).
    static let dartDefinePrefix = "\u{0}dart-define\u{0}"

    /// One value among `definitions`: the literal when they all agree, undecided naming each when they differ,
    /// nothing when there is none.
    static func decide(_ definitions: [Definition]) -> Outcome? {
        guard let first = definitions.first else { return nil }
        if let define = definitions.first(where: { $0.value.hasPrefix(dartDefinePrefix) }) {
            let name = define.value.dropFirst(dartDefinePrefix.count)
            return .undecided(
                "set at build time by --dart-define=\(name)=… or --dart-define-from-file "
                    + "(String.fromEnvironment at \(define.evidence.place))", define.evidence)
        }
        if definitions.allSatisfy({ $0.value == first.value }) { return .literal(first.value, first.evidence) }
        let named = definitions.prefix(4).map { "\($0.evidence.place) (\"\($0.value)\")" }.joined(separator: ", ")
        return .undecided("defined differently in \(named): which one the app builds with is not known", nil)
    }

    // MARK: Gradle's buildConfigField

    /// The `buildConfigField` setting `field` in the Gradle file of the module holding the source at `path` (the
    /// deepest module build file above it within the codebase at `codebase`). Set in several places (build types,
    /// flavors) to different values, it is undecided, naming each.
    static func buildConfig(_ field: String, for path: String, codebase: String, walk: ProjectWalk) -> Outcome? {
        let modules = walk.moduleBuildFiles.filter {
            RepositoryPaths.contains(codebase, $0) && RepositoryPaths.contains(RepositoryPaths.folder(of: $0), path)
        }
        for file in modules.sorted(by: { $0.count > $1.count }) {
            guard case .success(let bytes) = walk.files.bytes(file, limit: 4 << 20) else { continue }
            let lines = SourceLines(String(decoding: bytes, as: UTF8.self)).code
            var found: [Outcome] = []
            for (number, line) in lines where line.contains("buildConfigField") {
                let evidence = Evidence(path: file, line: number, text: line)
                guard let argument = buildConfigArgument(line, field: field) else { continue }
                found.append(gradleValue(argument, evidence: evidence, lines: lines))
            }
            guard !found.isEmpty else { continue }
            return agreed(found) { each in
                .undecided(
                    "set differently per build type or flavor: \(each)", Evidence(path: file, line: nil, text: ""))
            }
        }
        return nil
    }

    /// The one value `found` (not empty) gives: the first, when every one is that literal or there is only one;
    /// else what `disagreeing` makes of the first four, each said (`path:line ("value")`, or why it is undecided).
    static func agreed(_ found: [Outcome], disagreeing: (String) -> Outcome) -> Outcome {
        let first = found[0]
        if case .literal(let value, _) = first,
            found.allSatisfy({ if case .literal(value, _) = $0 { true } else { false } })
        {
            return first
        }
        guard found.count > 1 else { return first }
        let each = found.prefix(4).map { outcome in
            switch outcome {
            case .literal(let value, let evidence): "\(evidence.place) (\"\(value)\")"
            case .undecided(let why, _): why
            }
        }
        return disagreeing(each.joined(separator: ", "))
    }

    /// The string resource `name` (`R.string.NAME`) of the module holding the source at `path` (the deepest module
    /// build file above it within the codebase at `codebase`): a `<string name="NAME">` of the module's
    /// `src/*/res/values*/*.xml`, or Gradle's `resValue("string", "NAME", …)` in its build file (a literal, or a value
    /// set at build time from a property, `local.properties` or the environment, said with its line). Set in several
    /// places to different values, it is undecided, naming each.
    static func stringResource(_ name: String, for path: String, codebase: String, walk: ProjectWalk) -> Outcome? {
        guard let (file, folders) = resourceFolders(for: path, codebase: codebase, walk: walk) else { return nil }
        var found: [Outcome] = []
        if case .success(let bytes) = walk.files.bytes(file, limit: 4 << 20) {
            let lines = SourceLines(String(decoding: bytes, as: UTF8.self)).code
            for (number, line) in lines where line.contains("resValue") {
                guard line.contains("\"string\"") || line.contains("'string'"),
                    let argument = buildConfigArgument(line, field: name)
                else { continue }
                found.append(
                    gradleValue(argument, evidence: Evidence(path: file, line: number, text: line), lines: lines))
            }
        }
        for values in folders {
            for xml in ((try? walk.files.entries(values).get()) ?? []).sorted() where xml.hasSuffix(".xml") {
                let at = RepositoryPaths.joined(values, xml)
                guard case .success(let bytes) = walk.files.bytes(at, limit: 1 << 20) else { continue }
                if let (value, evidence) = stringValue(name, in: bytes, path: at) {
                    found.append(.literal(value, evidence))
                }
            }
        }
        guard !found.isEmpty else { return nil }
        return agreed(found) { each in .undecided("R.string.\(name) is set in several places: \(each)", nil) }
    }

    /// `facts` of the manifest at `manifest` (in the codebase at `codebase`) with the `@string/NAME` its
    /// `com.facebook.sdk.ApplicationId` names followed to the module's resources as ``stringResource(_:for:codebase:walk:)``
    /// follows `R.string.NAME`: one value, several (said), or none (where it looked, said).
    static func manifestAppID(
        _ facts: AppFileFacts?, manifest: String, codebase: String, walk: ProjectWalk
    ) -> AppFileFacts? {
        guard case .androidManifest(var read) = facts, let id = read.facebookAppID?.value,
            id.hasPrefix("@string/")
        else { return facts }
        let name = String(id.dropFirst("@string/".count))
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            let (file, folders) = resourceFolders(for: manifest, codebase: codebase, walk: walk)
        else { return facts }
        switch stringResource(name, for: manifest, codebase: codebase, walk: walk) {
        case .literal(let value, let evidence)?: read.facebookAppIDResource = .value(value, evidence)
        case .undecided(let why, _)?:
            read.facebookAppIDResource = .undecided(
                why.replacingOccurrences(of: "R.string.\(name) is", with: "@string/\(name) is"))
        case nil:
            let shown = folders.prefix(4).joined(separator: ", ")
            let more = folders.count > 4 ? " and \(folders.count - 4) more" : ""
            let values =
                folders.isEmpty ? "no res/values folder under \(RepositoryPaths.folder(of: file))/src" : shown + more
            read.facebookAppIDResource = .undefined(lookedIn: "\(values), and \(file)'s resValue")
        }
        return .androidManifest(read)
    }

    /// The build file of the module holding the file at `path` (the deepest module build file above it within the
    /// codebase at `codebase`) and its resource value folders, `src/*/res/values*/`, in order.
    static func resourceFolders(for path: String, codebase: String, walk: ProjectWalk) -> (String, [String])? {
        let modules = walk.moduleBuildFiles.filter {
            RepositoryPaths.contains(codebase, $0) && RepositoryPaths.contains(RepositoryPaths.folder(of: $0), path)
        }
        guard let file = modules.max(by: { $0.count < $1.count }) else { return nil }
        var folders: [String] = []
        let sourceSets = RepositoryPaths.joined(RepositoryPaths.folder(of: file), "src")
        for set in ((try? walk.files.entries(sourceSets).get()) ?? []).sorted() {
            let resources = RepositoryPaths.joined(RepositoryPaths.joined(sourceSets, set), "res")
            for folder in ((try? walk.files.entries(resources).get()) ?? []).sorted()
            where folder == "values" || folder.hasPrefix("values-") {
                folders.append(RepositoryPaths.joined(resources, folder))
            }
        }
        return (file, folders)
    }

    /// The text of `<string name="NAME">…</string>` in a resource file of `bytes` (at `path`), and its line.
    static func stringValue(_ name: String, in bytes: [UInt8], path: String) -> (String, Evidence)? {
        let lines = String(decoding: bytes, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            guard let open = line.range(of: "<string name=\"\(name)\""),
                let start = line[open.upperBound...].firstIndex(of: ">"),
                let end = line.range(of: "</string>", range: start..<line.endIndex)
            else { continue }
            let value = line[line.index(after: start)..<end.lowerBound].trimmingCharacters(in: .whitespaces)
            return (value, Evidence(path: path, line: offset + 1, text: String(line)))
        }
        return nil
    }

    /// The value argument of a `buildConfigField` line setting `field` (`"\"123\""`), when it sets that field.
    static func buildConfigArgument(_ line: String, field: String) -> String? {
        var rest: Substring?
        for quote in ["\"", "'"] {
            if let range = line.range(of: "\(quote)\(field)\(quote)") { rest = line[range.upperBound...] }
        }
        guard var rest else { return nil }
        rest = rest.drop { $0 == " " || $0 == "," }
        if rest.hasSuffix(")") { rest = rest.dropLast() }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// What a Gradle expression `argument` (found at `evidence`) gives: a literal, or where a build takes it from (a
    /// property, the environment, `local.properties`); a variable of the file (`"\"$fbAppId\""`) is followed to its
    /// assignment among `lines`, one step.
    static func gradleValue(
        _ argument: String, evidence: Evidence, lines: [(number: Int, text: String)], depth: Int = 0
    )
        -> Outcome
    {
        let sources: [(String, String)] = [
            ("findProperty(", "the Gradle property"), ("gradleProperty(", "the Gradle property"),
            ("getProperty(", "the property"), ("property(", "the Gradle property"),
            ("getenv(", "the environment variable"), ("Properties[", "the property"), ("properties[", "the property"),
        ]
        for (marker, kind) in sources {
            guard let range = argument.range(of: marker) else { continue }
            let after = argument[range.upperBound...].drop { $0 == "\"" || $0 == "'" }
            let name = String(after.prefix { $0 != "\"" && $0 != "'" && $0 != ")" && $0 != "]" })
            let file = argument.lowercased().contains("localproperties") ? " of local.properties" : ""
            let emptyDefault = ["?: \"\"", "?: ''", "?:\"\"", "?: \"\\\"\\\"\""].contains {
                argument.contains($0)
            }
            let empty = emptyDefault ? "; a build without it gets an empty App ID (\"\")" : ""
            return .undecided("set at build time from \(kind) \(name)\(file) (\(evidence.place))\(empty)", evidence)
        }
        // A variable of the Gradle file: `"\"$fbAppId\""`, `"\"${fbAppId}\""`, or the name alone.
        let stripped = argument.replacingOccurrences(of: "\\\"", with: "").trimmingCharacters(
            in: CharacterSet(charactersIn: "\"' "))
        var variable =
            stripped.hasPrefix("${") && stripped.hasSuffix("}") ? String(stripped.dropFirst(2).dropLast()) : ""
        if variable.isEmpty, stripped.hasPrefix("$") { variable = String(stripped.dropFirst()) }
        if variable.isEmpty, !argument.hasPrefix("\""), !argument.hasPrefix("'") { variable = argument }
        if depth == 0, isName(variable) {
            for (number, line) in lines {
                let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2).map(
                    String.init)
                let declared =
                    words.count == 3 && ["def", "val", "var", "String"].contains(words[0]) && words[1] == variable
                guard declared, words[2].hasPrefix("=") else { continue }
                let value = words[2].dropFirst().trimmingCharacters(in: .whitespaces)
                let at = Evidence(path: evidence.path, line: number, text: line)
                return gradleValue(value, evidence: at, lines: lines, depth: depth + 1)
            }
        }
        if argument.contains("$") || !(argument.hasPrefix("\"") || argument.hasPrefix("'")) {
            return .undecided("set at build time from \(argument) (\(evidence.place))", evidence)
        }
        let value = argument.replacingOccurrences(of: "\\", with: "").trimmingCharacters(
            in: CharacterSet(charactersIn: "\"' "))
        return .literal(value, evidence)
    }

    // MARK: .env files

    /// `name` as the codebase's committed `.env` sets it; an example file's value is said as one, never the app's.
    static func environment(_ name: String, codebase: String, walk: ProjectWalk) -> Outcome? {
        if let (value, evidence) = dotenv(name, file: RepositoryPaths.joined(codebase, ".env"), walk: walk) {
            return .literal(value, evidence)
        }
        // Files a build chooses (react-native-config's ENVFILE, flutter_dotenv's asset): one value, or each named.
        // A variant that does not set it gives a build made with it none.
        var chosen: [(String, Evidence)] = []
        var lacking: [String] = []
        for variant in environmentVariants {
            let file = RepositoryPaths.joined(codebase, variant)
            if let found = dotenv(name, file: file, walk: walk) {
                chosen.append(found)
            } else if walk.files.isRegularFile(file) {
                lacking.append(file)
            }
        }
        if let first = chosen.first {
            if chosen.allSatisfy({ $0.0 == first.0 }), lacking.isEmpty { return .literal(first.0, first.1) }
            let each = chosen.map { "\($0.1.place) (\"\($0.0)\")" }.joined(separator: ", ")
            let none =
                lacking.isEmpty ? "" : "; \(lacking.joined(separator: ", ")) set\(lacking.count == 1 ? "s" : "") none"
            return .undecided(
                "set at build time from the environment file the build chooses, "
                    + (chosen.count > 1 && !chosen.allSatisfy({ $0.0 == first.0 }) ? "which differ: " : "")
                    + each + none, first.1)
        }
        for example in [".env.example", ".env.sample"] {
            let file = RepositoryPaths.joined(codebase, example)
            if let (value, evidence) = dotenv(name, file: file, walk: walk) {
                return .undecided(
                    "set at build time from the environment: \(name) = \"\(value)\" is only the example value of "
                        + "\(evidence.place), not the app's; no committed .env sets it", evidence)
            }
        }
        return .undecided("set at build time from the environment variable \(name): no committed .env sets it", nil)
    }

    /// The environment files a build chooses among (react-native-config's `ENVFILE`, flutter_dotenv's asset), as
    /// apps name them.
    static let environmentVariants = [
        ".env.production", ".env.prod", ".env.release", ".env.staging", ".env.stage", ".env.qa", ".env.test",
        ".env.development", ".env.dev", ".env.debug", ".env.local",
    ]

    /// The value `name` has in the `.env`-style file at `file`, and its line.
    static func dotenv(_ name: String, file: String, walk: ProjectWalk) -> (String, Evidence)? {
        guard case .success(let bytes) = walk.files.bytes(file, limit: 1 << 20) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, raw) in lines.enumerated() {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("export ") { line = String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
            guard let equals = line.firstIndex(of: "="),
                line[..<equals].trimmingCharacters(in: .whitespaces) == name
            else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote {
                value = String(value.dropFirst().dropLast())
            } else if let hash = value.range(of: " #") {
                value = value[..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            return (value, Evidence(path: file, line: offset + 1, text: String(raw)))
        }
        return nil
    }

    /// `key` of the Expo configuration's `extra` (app.json's literal, or app.config.js's `key: process.env.X`
    /// followed to the `.env`), as a build takes it.
    static func expoExtra(_ key: String, codebase: String, walk: ProjectWalk) -> Outcome? {
        for config in ["app.json", "app.config.js", "app.config.ts"] {
            let file = RepositoryPaths.joined(codebase, config)
            guard case .success(let bytes) = walk.files.bytes(file, limit: 1 << 20) else { continue }
            let lines = String(decoding: bytes, as: UTF8.self).split(
                omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            if config == "app.json" {
                let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
                let expo = json?["expo"] as? [String: Any] ?? json
                guard let value = (expo?["extra"] as? [String: Any])?[key] else { continue }
                let line = lines.firstIndex { $0.contains("\"\(key)\"") }.map { $0 + 1 }
                let evidence = Evidence(path: file, line: line, text: line.map { String(lines[$0 - 1]) } ?? "")
                guard let text = value as? String else {
                    return .undecided("extra.\(key) of \(evidence.place) is not a string", evidence)
                }
                return .literal(text, evidence)
            }
            for (offset, raw) in lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard line.hasPrefix("\(key):") || line.hasPrefix("\"\(key)\":") || line.hasPrefix("'\(key)':") else {
                    continue
                }
                let evidence = Evidence(path: file, line: offset + 1, text: String(raw))
                var value = line.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
                if value.hasSuffix(",") { value.removeLast() }
                if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote {
                    return .literal(String(value.dropFirst().dropLast()), evidence)
                }
                if case .environment(let name)? = reference(value, path: file) {
                    return environment(name, codebase: codebase, walk: walk)
                }
                return .undecided("set at build time from \(value) (\(evidence.place))", evidence)
            }
        }
        return .undecided("set at build time: no Expo configuration of the codebase sets extra.\(key)", nil)
    }
}
