import StoryshareSystem

/// A Tuist manifest (`Project.swift`), read as literals: every call that declares a target (`.target(…)`,
/// `Target(…)`, a team's own helper such as `.make(…)`) — a call with a `name:` string and a `product:` member —
/// with its product, destinations, the Info.plist it uses — a file (`.file(path: …)`, a string), or the keys Tuist
/// writes into the one it generates (`.extendingDefault(with: […])`, `.default`), with their lines — and the folders
/// it compiles (`sources:` and `.project(…)` dependencies). A call of a helper of `Tuist/ProjectDescriptionHelpers`
/// is followed to the targets the helper builds (``TuistHelpers``).
/// The manifest is Swift that Tuist runs; what comes from code the reader cannot follow (a helper's defaults, a
/// computed value) is not guessed: the target is said as read.
enum TuistManifest {
    typealias Target = GeneratedTarget

    /// The largest manifest read.
    static let limit = 1 << 20

    /// The targets the manifest at `path` (relative to the root) declares; `tuistRoot` is the folder
    /// `.relativeToRoot(…)` paths start from.
    static func targets(
        _ text: String, path: String, tuistRoot: String, walk: ProjectWalk, helpers: TuistHelpers = TuistHelpers(),
        undecided: inout [String]
    ) -> [Target] {
        let file = CallReader.read(text, language: .swift)
        let folder = RepositoryPaths.folder(of: path)
        var found: [Target] = []
        var names: [String: SourceExpression] = [:]
        for assignment in file.assignments where assignment.function == nil {
            names[assignment.name] = assignment.value
        }
        let rawValues = EnumRawValues(text)
        for call in file.calls {
            // A helper of `Tuist/ProjectDescriptionHelpers` is followed to the targets it builds, with the call's
            // arguments in place of its parameters.
            if !helpers.functions.isEmpty, let name = call.callee.last, helpers.functions[name] != nil {
                let built = helpers.expand(call, origin: path, names: names)
                for target in built.targets {
                    guard
                        let read = Self.target(
                            target.call, path: path, folder: folder, tuistRoot: tuistRoot, line: call.line,
                            plistPath: target.plistOrigin, properties: helpers.properties,
                            dictionaries: helpers.dictionaries)
                    else { continue }
                    var made = read
                    made.evidence.text += " (\(target.helper))"
                    found.append(made)
                }
                // One note a call: its first three things not followed, and how many more.
                if !built.undecided.isEmpty {
                    let more = built.undecided.count > 3 ? "; and \(built.undecided.count - 3) more" : ""
                    undecided.append(
                        "\(path):\(call.line): " + built.undecided.prefix(3).joined(separator: "; ") + more)
                }
                if !built.targets.isEmpty || !built.undecided.isEmpty { continue }
            }
            // A target made in a `switch self` of a string enum (`case .app: return .target(name: rawValue, …)`)
            // is named by the case's raw value.
            var local = names
            if let raw = rawValues.value(before: call.line) {
                local["rawValue"] = .string(SourceString(parts: [.text(raw)]))
            }
            var direct = helpers.resolved(call, origin: path, names: local)
            // A product chosen by a condition is the kind all its branches are; branches that differ in making an
            // app are said, and no target is made (its last branch is not taken for it).
            if let index = direct.arguments.firstIndex(where: { $0.label == "product" }),
                case .other(let code) = direct.arguments[index].value, code.contains("?")
            {
                guard let product = TuistHelpers.conditionalProduct(direct.arguments[index].value) else {
                    if let name = argument(direct, "name").flatMap({ Self.text($0, helpers.properties) }) {
                        undecided.append(
                            "\(path):\(call.line): target \(name): product is `\(code)`, which the reader cannot follow"
                        )
                    }
                    continue
                }
                direct.arguments[index].value = product
            }
            if let target = Self.target(direct, path: path, folder: folder, tuistRoot: tuistRoot) {
                if target.target.kind == .app, let reason = Self.bundleID(of: target)?.overriddenBy {
                    undecided.append("\(path):\(call.line): target \(target.name): bundleId is \(reason)")
                }
                found.append(target)
            } else if let name = argument(direct, "name"), let product = argument(direct, "product").flatMap(member),
                ["app", "appExtension", "unitTests", "uiTests", "framework", "staticFramework", "appClip"].contains(
                    product)
            {
                // A target whose name the reader cannot follow is said, never dropped in silence.
                undecided.append(
                    "\(path):\(call.line): a target of product .\(product): name is "
                        + "`\(ShareCallReading.text(of: name))`, which the reader cannot follow, so it is not known")
            }
        }
        return found
    }

    /// The target a call declares (a call with a `name:` string and a `product:` member), read at `line` of the
    /// manifest at `path` (the call's own line by default); `plistPath` is the file that holds the keys of the
    /// Info.plist it generates (the manifest's, or a helper's).
    static func target(
        _ call: SourceCall, path: String, folder: String, tuistRoot: String, line: Int? = nil,
        plistPath: String? = nil, properties: [String: String] = [:],
        dictionaries: [String: (entries: [SourceEntry], path: String)] = [:]
    ) -> Target? {
        var plistPath = plistPath ?? path
        // A helper's target is placed at the manifest's call of the helper.
        let fromHelper = line != nil
        let line = line ?? call.line
        guard let name = argument(call, "name").flatMap({ text($0, properties) }),
            let product = argument(call, "product"),
            let kind = member(product)
        else { return nil }
        let destinations = [argument(call, "destinations"), argument(call, "platform")].compactMap { $0 }
            .map(ShareCallReading.text(of:)).joined(separator: " ")
        let sdk =
            destinations.isEmpty || destinations.contains("iOS") || destinations.contains("iPhone")
                || destinations.contains("iPad")
            ? "iphoneos"
            : destinations.contains("macOS") || destinations.contains("mac")
                ? "macosx"
                : destinations.contains("tvOS") || destinations.contains("appleTv")
                    ? "appletvos"
                    // A destinations value the reader cannot name (`.destinations`, a helper's static) is iOS, as
                    // when none is given.
                    : destinations.contains("watch") || destinations.contains("Watch") ? "watchos" : "iphoneos"
        var xcode = XcodeProject.Target(
            name: name, productType: "com.apple.product-type." + productType(kind), infoPlistFile: nil,
            generatesInfoPlist: false, sdkRoot: sdk, supportedPlatforms: [], line: line)
        var generated: GeneratedInfoPlist?
        if let info = argument(call, "infoPlist") {
            switch info {
            case .string(let string) where string.isPlain:
                xcode.infoPlistFile = RepositoryPaths.joinResolving(folder, string.text)
            case .call(let inner) where inner.callee.last == "file":
                switch inner.arguments.first?.value {
                case .string(let string)? where string.isPlain:
                    xcode.infoPlistFile = RepositoryPaths.joinResolving(folder, string.text)
                case .call(let root)? where root.callee.last == "relativeToRoot":
                    if case .string(let string)? = root.arguments.first?.value, string.isPlain {
                        xcode.infoPlistFile = RepositoryPaths.joinResolving(tuistRoot, string.text)
                    }
                default: break
                }
            case .call(let inner) where inner.callee.last == "extendingDefault":
                // The keys written in place, or a dictionary constant of the helpers (`Project.baseInfoPlist`),
                // read where that file sets it.
                var keys: [SourceEntry]?
                switch inner.arguments.first?.value {
                case .object(let entries)?: keys = entries
                case .reference(let names)?:
                    if let name = names.last, let dictionary = dictionaries[name] {
                        keys = dictionary.entries
                        plistPath = dictionary.path
                    }
                default: break
                }
                var plist = GeneratedInfoPlist(path: plistPath, line: plistPath == path ? line : call.line)
                plist.generator = "Tuist"
                if let entries = keys {
                    plist.line = entries.first?.line ?? plist.line
                    for entry in entries {
                        switch entry.key {
                        case "LSApplicationQueriesSchemes":
                            plist.setsSchemes = true
                            plist.line = entry.line
                            if case .call(let array) = entry.value, array.callee.last == "array",
                                case .array(let elements)? = array.arguments.first?.value
                            {
                                plist.schemes = strings(elements, path: plistPath, line: entry.line)
                            } else if case .array(let elements) = entry.value {
                                plist.schemes = strings(elements, path: plistPath, line: entry.line)
                            }
                        case "FacebookAppID":
                            if let id = literal(entry.value) ?? wrappedLiteral(entry.value)?.text {
                                plist.facebookAppID = Evidence(path: plistPath, line: entry.line, text: id)
                            }
                        default: break
                        }
                        if let text = literal(entry.value)
                            ?? wrappedLiteral(entry.value).flatMap({ $0.wrapper == "string" ? $0.text : nil })
                        {
                            plist.strings[entry.key] = Evidence(path: plistPath, line: entry.line, text: text)
                        }
                    }
                }
                generated = plist
            default:
                if member(info) == "default" {
                    generated = GeneratedInfoPlist(path: path, line: line)
                    generated?.generator = "Tuist"
                }
            }
        }
        // `bundleId:` is the target's PRODUCT_BUNDLE_IDENTIFIER, in every configuration Tuist generates; one the
        // reader cannot follow is said undecided with its expression, never guessed.
        if let bundleID = argument(call, "bundleId") {
            let place = "\(path):\(fromHelper ? line : call.arguments.first { $0.label == "bundleId" }?.line ?? line)"
            let setting =
                literal(bundleID).map { BuildSetting(value: $0, place: place) }
                ?? BuildSetting(
                    value: ShareCallReading.text(of: bundleID), place: place,
                    overriddenBy: "`\(ShareCallReading.text(of: bundleID))`, which the reader cannot follow")
            xcode.configurations = [
                XcodeProject.Configuration(
                    name: "Tuist", target: ["PRODUCT_BUNDLE_IDENTIFIER": setting], targetFile: nil, project: [:],
                    projectFile: nil)
            ]
        }
        var target = Target(
            name: name, target: xcode, evidence: Evidence(path: path, line: line, text: "product: .\(kind)"),
            generated: generated)
        (target.sources, target.dependencies) = Self.sources(call, folder: folder, tuistRoot: tuistRoot)
        return target
    }

    /// The folders (relative to the root) a target compiles, from its `sources:` globs (`"Sources/**"`,
    /// `"Targets/App/Sources/**"`, `.glob(…)`, `.relativeToRoot(…)`) and the other projects it depends on
    /// (`.project(target:path:)`), and the targets of the same manifest it depends on (`.target(name:)`); both empty
    /// when either is not all literals, or it depends on a package (`.external`, `.package`: a local package's
    /// folder is not read from here), so all the workspace's sources are the app's.
    static func sources(_ call: SourceCall, folder: String, tuistRoot: String) -> (
        sources: [String], dependencies: [String]
    ) {
        guard let list = argument(call, "sources") else { return ([], []) }
        var globs: [SourceExpression] = []
        switch list {
        case .array(let elements): globs = elements
        case .string: globs = [list]
        case .call(let inner) where inner.callee.last == "paths":
            guard case .array(let elements)? = inner.arguments.first?.value else { return ([], []) }
            globs = elements
        default: return ([], [])
        }
        var folders: [String] = []
        for glob in globs {
            var base = folder
            var text: String?
            switch glob {
            case .string(let string) where string.isPlain: text = string.text
            case .call(let inner) where inner.callee.last == "glob" || inner.callee.last == "relativeToRoot":
                let first = inner.arguments.first?.value
                if case .call(let root)? = first, root.callee.last == "relativeToRoot" {
                    base = tuistRoot
                    text = root.arguments.first.flatMap { literal($0.value) }
                } else {
                    if inner.callee.last == "relativeToRoot" { base = tuistRoot }
                    text = first.flatMap(literal)
                }
            default: break
            }
            guard let text else { return ([], []) }
            // The folder before the first wildcard (`Sources/**` → `Sources`).
            let fixed = text.split(separator: "/", omittingEmptySubsequences: false).prefix {
                !$0.contains("*") && !$0.contains("{") && !$0.contains("?")
            }
            folders.append(RepositoryPaths.joinResolving(base, fixed.joined(separator: "/")))
        }
        var dependencies: [String] = []
        if let listed = argument(call, "dependencies") {
            guard case .array(let elements) = listed else { return ([], []) }
            for element in elements {
                guard case .call(let dependency) = element, let kind = dependency.callee.last else { return ([], []) }
                switch kind {
                case "target":
                    guard
                        let name = argument(dependency, "name").flatMap(literal)
                            ?? dependency.arguments.first.flatMap({ literal($0.value) })
                    else { return ([], []) }
                    dependencies.append(name)
                case "project":
                    switch argument(dependency, "path") {
                    case .string(let path)? where path.isPlain:
                        folders.append(RepositoryPaths.joinResolving(folder, path.text))
                    case .call(let root)? where root.callee.last == "relativeToRoot":
                        guard let path = root.arguments.first.flatMap({ literal($0.value) }) else { return ([], []) }
                        folders.append(RepositoryPaths.joinResolving(tuistRoot, path))
                    default: return ([], [])
                    }
                case "sdk", "xcframework", "framework", "library", "xctest":
                    // The system's or prebuilt: no sources of the repository's.
                    continue
                default: return ([], [])
                }
            }
        }
        return (folders, dependencies)
    }

    /// The bundle id `target` sets (`bundleId:`), with where: PRODUCT_BUNDLE_IDENTIFIER of its one configuration.
    static func bundleID(of target: Target) -> BuildSetting? {
        target.target.configurations.first?.target["PRODUCT_BUNDLE_IDENTIFIER"]
    }

    /// The argument of `call` labelled `label`.
    static func argument(_ call: SourceCall, _ label: String) -> SourceExpression? {
        call.arguments.first { $0.label == label }?.value
    }

    /// A plain string literal's text.
    /// The text `expression` is: a plain literal, or a member whose name is one of `properties` (a helpers'
    /// computed property that is one literal: `module.appName`).
    static func text(_ expression: SourceExpression, _ properties: [String: String]) -> String? {
        if let text = literal(expression) { return text }
        if case .reference(let path) = expression, path.count > 1, let last = path.last { return properties[last] }
        return nil
    }

    static func literal(_ expression: SourceExpression) -> String? {
        if case .string(let string) = expression, string.isPlain { return string.text }
        return nil
    }

    /// The string literal a call wraps as its first argument (`.string("…")`), with the call's name.
    static func wrappedLiteral(_ expression: SourceExpression) -> (wrapper: String?, text: String)? {
        guard case .call(let wrapped) = expression, let first = wrapped.arguments.first,
            let text = literal(first.value)
        else { return nil }
        return (wrapped.callee.last, text)
    }

    /// The member an implicit member expression names (`.app` → `app`).
    static func member(_ expression: SourceExpression) -> String? {
        let text = ShareCallReading.text(of: expression).replacingOccurrences(of: " ", with: "")
        guard let last = text.split(separator: ".").last, !last.isEmpty, last.allSatisfy({ $0.isLetter || $0.isNumber })
        else { return nil }
        return String(last)
    }

    /// The strings of an array literal, each at `line`.
    static func strings(_ elements: [SourceExpression], path: String, line: Int) -> [Evidence] {
        elements.compactMap { element in
            if let text = literal(element) { return Evidence(path: path, line: line, text: text) }
            if case .call(let wrapped) = element, let first = wrapped.arguments.first, let text = literal(first.value) {
                return Evidence(path: path, line: line, text: text)
            }
            return nil
        }
    }

    /// Xcode's product type (after `com.apple.product-type.`) of a Tuist product.
    static func productType(_ product: String) -> String {
        switch product {
        case "app": "application"
        case "appClip": "application.on-demand-install-capable"
        case "appExtension", "messagesExtension", "stickerPackExtension", "extensionKitExtension": "app-extension"
        case "watch2App": "application.watchapp2"
        case "watch2Extension": "watchkit2-extension"
        case "framework", "staticFramework": "framework"
        case "staticLibrary", "dynamicLibrary": "library.static"
        case "unitTests": "bundle.unit-test"
        case "uiTests": "bundle.ui-testing"
        default: product
        }
    }
}

/// The raw values of a manifest's string enums, read from its lines: `case app = "Azkar"` gives `app` the value
/// `Azkar`, and a bare `case app` in an `enum …: String` gives it its own name; a target made under `case .app:` of a
/// `switch` (the nearest such label above it, within 60 lines) is named by that value.
struct EnumRawValues {
    private var values: [String: String] = [:]
    /// The lines of `case .name:` labels, with the name, in order.
    private var labels: [(line: Int, name: String)] = []

    init(_ text: String) {
        var inStringEnum = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("enum ") || line.contains(" enum ") {
                inStringEnum = line.range(of: #":\s*String\b"#, options: .regularExpression) != nil
                continue
            }
            if line.hasPrefix("case .") {
                let name = line.dropFirst(6).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty, line.hasSuffix(":") { labels.append((index + 1, String(name))) }
                continue
            }
            guard line.hasPrefix("case "), !line.hasSuffix(":") else {
                if line.hasPrefix("var ") || line.hasPrefix("func ") || line.contains(" var ")
                    || line.contains(" func ")
                {
                    inStringEnum = false
                }
                continue
            }
            for item in line.dropFirst(5).split(separator: ",") {
                let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard let name = parts.first, !name.isEmpty,
                    name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                else { continue }
                if parts.count == 2, parts[1].hasPrefix("\""), parts[1].hasSuffix("\""), parts[1].count >= 2 {
                    values[name] = String(parts[1].dropFirst().dropLast())
                } else if parts.count == 1, inStringEnum {
                    values[name] = name
                }
            }
        }
    }

    /// The raw value of the case whose label is nearest above `line`, within 60 lines (the labels are in line
    /// order: found by halving).
    func value(before line: Int) -> String? {
        let after = labels.firstIndex(notBelow: { $0.line < line })
        guard after > 0, line - labels[after - 1].line <= 60 else { return nil }
        return values[labels[after - 1].name]
    }
}
