/// The functions of a Tuist project's helpers (`Tuist/ProjectDescriptionHelpers/*.swift`), read as literals the way
/// ``TuistManifest`` reads a manifest: a manifest's call of one (`Project.app(name: "Snap", …)`,
/// `.makeModule(name: "Feed", product: .app, …)`) is followed to the `Target(…)` / `.target(…)` calls in its body,
/// and to the helpers it calls in turn, with the call's arguments in place of the helper's parameters (in string
/// interpolations too: `"Targets/\(name)/Sources/**"`), a parameter's default where the call leaves it out, the
/// helper's own `let` values and the helpers' file-level constants. What comes from code the reader cannot follow (a
/// closure's `$0`, a function's result, a computed property) is said undecided, with its expression, never guessed.
/// Nothing is run.
struct TuistHelpers {
    /// One helper function.
    struct Function {
        var name: String
        /// Its parameters' internal names, in order.
        var parameters: [String]
        /// The file that defines it (relative to the root) and its first line.
        var path: String
        var line: Int
        /// The calls of its own body.
        var calls: [SourceCall]
        /// The names its body gives a value (`let infoPlist = [...]`).
        var locals: [String: SourceExpression]
        /// Its parameters' default values (`product: Product = .app`), by internal name.
        var defaults: [String: SourceExpression] = [:]
        /// Its parameters' argument labels where they differ from the internal names (`reverseDomain rd: String`).
        var labels: [String: String] = [:]
        /// Its body's lines, numbered (which of them a call runs: ``TuistBranches``).
        var body: [(number: Int, text: String)] = []
    }

    /// A target a helper call builds: the target call with the call's values in place, the file holding its
    /// Info.plist keys (the manifest's when they come from the call), and the helper that builds it.
    struct Built {
        var call: SourceCall
        var plistOrigin: String
        var helper: String
    }

    /// Helpers by name (the last of several with one name is not told apart: none of them is followed).
    var functions: [String: Function] = [:]
    /// Values the helpers' files give names at file level (`let organization = "studio.example"`).
    var constants: [String: SourceExpression] = [:]
    /// Of those, the dictionary literals (`static let baseInfoPlist: [String: Plist.Value] = [...]`) with the file
    /// that sets each: a manifest's `.extendingDefault(with: Project.baseInfoPlist)` writes those keys.
    var dictionaries: [String: (entries: [SourceEntry], path: String)] = [:]
    /// Computed properties and static constants the helpers' files declare as one string literal (`var appName:
    /// String { return "wespot" }` in a module enum's protocol extension, `static let appName = "Keyme"` in a type of
    /// the helpers; a local plugin's files are not read), by name: a target's `name: module.appName` or
    /// `Env.appName` is that literal.
    /// A name declared twice with different literals is not kept.
    var properties: [String: String] = [:]
    /// The deepest chain of helpers followed.
    static let depthLimit = 4

    init() {}

    /// The helpers of `files` (path and text, relative to the root).
    init(_ files: [(path: String, text: String)]) {
        var ambiguous = Set<String>()
        for (path, text) in files {
            let file = CallReader.read(text, language: .swift)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for assignment in file.assignments where assignment.function == nil {
                constants[assignment.name] = assignment.value
                if case .object(let entries) = assignment.value { dictionaries[assignment.name] = (entries, path) }
            }
            for (index, function) in file.functions.enumerated() {
                guard functions[function.name] == nil else {
                    ambiguous.insert(function.name)
                    continue
                }
                var locals: [String: SourceExpression] = [:]
                for assignment in file.assignments where assignment.function == index {
                    locals[assignment.name] = assignment.value
                }
                var read = Function(
                    name: function.name, parameters: function.parameters, path: path, line: function.lines.lowerBound,
                    calls: file.calls.filter { $0.function == index }, locals: locals)
                read.body = function.lines.filter { $0 >= 1 && $0 <= lines.count }.map { ($0, String(lines[$0 - 1])) }
                // The declaration above the body: the nearest `func name(` up to 40 lines before it.
                let body = function.lines.lowerBound - 1
                for start in stride(from: min(body, lines.count - 1), through: max(0, body - 40), by: -1)
                where lines[start].contains("func \(function.name)") {
                    read.line = start + 1
                    let declaration = lines[start...min(body, lines.count - 1)].joined(separator: "\n")
                    (read.defaults, read.labels) = Self.signature(declaration, name: function.name)
                    break
                }
                functions[function.name] = read
            }
        }
        for name in ambiguous { functions[name] = nil }
        var differing = Set<String>()
        // A type's static constant that is one plain literal (`static let appName = "Keyme"`) is read as
        // `Environment.appName` too.
        var literals = constants.compactMap { name, value -> (String, String)? in
            guard case .string(let string) = value, string.isPlain else { return nil }
            return (name, string.text)
        }
        for (_, text) in files { literals += Self.literalProperties(text) }
        for (name, value) in literals {
            if let known = properties[name], known != value { differing.insert(name) }
            properties[name] = value
        }
        for name in differing { properties[name] = nil }
    }

    /// The computed properties of `text` whose body is one plain string literal: `var name: String {`, then
    /// `return "…"` or `"…"` alone, then `}` (on the next lines or on the same one).
    static func literalProperties(_ text: String) -> [(String, String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        var found: [(String, String)] = []
        for (index, line) in lines.enumerated() {
            guard let start = line.range(of: "var "), line.hasSuffix("{") || line.hasSuffix("}") else { continue }
            let rest = line[start.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, rest.dropFirst(name.count).trimmingWhitespace().hasPrefix(": String {") else {
                continue
            }
            // The body: on the same line (`{ "x" }`) or the next, then the closing brace.
            var body: String
            if line.hasSuffix("}"), let open = line.firstIndex(of: "{") {
                body = String(line[line.index(after: open)...].dropLast()).trimmingWhitespace()
            } else {
                guard index + 2 < lines.count, lines[index + 2] == "}" else { continue }
                body = lines[index + 1]
            }
            if body.hasPrefix("return ") { body = String(body.dropFirst("return ".count)).trimmingWhitespace() }
            guard body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\""),
                !body.dropFirst().dropLast().contains("\""), !body.contains("\\")
            else { continue }
            found.append((String(name), String(body.dropFirst().dropLast())))
        }
        return found
    }

    /// The default values and argument labels of the parameters of function `name` declared in `text`
    /// (`func name(label internal: Type = default, …)`), read from its parameter list's text.
    static func signature(_ text: String, name: String) -> (
        defaults: [String: SourceExpression], labels: [String: String]
    ) {
        guard let found = text.range(of: "func \(name)"), let open = text[found.upperBound...].firstIndex(of: "(")
        else { return ([:], [:]) }
        // The parameters, split at the commas outside brackets and strings.
        var parameters: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        for character in text[text.index(after: open)...] {
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) {
                    if depth == 0 { break }
                    depth -= 1
                }
                if character == ",", depth == 0 {
                    parameters.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        parameters.append(current)
        var defaults: [String: SourceExpression] = [:]
        var labels: [String: String] = [:]
        for parameter in parameters {
            guard let colon = parameter.firstIndex(of: ":") else { continue }
            let names = parameter[..<colon].split(whereSeparator: \.isWhitespace).map(String.init)
            guard let inner = names.last else { continue }
            if names.count == 2, names[0] != "_" { labels[names[0]] = inner }
            guard let equals = parameter[colon...].firstIndex(of: "=") else { continue }
            let value = parameter[parameter.index(after: equals)...].trimmingWhitespace()
            if let read = CallReader.read("let value = \(value)\n", language: .swift).assignments.first?.value {
                defaults[inner] = read
            }
        }
        return (defaults, labels)
    }

    /// What a parameter or name stands for in one helper's body: the value and the file it was written in.
    private struct Scope {
        var function: Function
        var arguments: [String: (value: SourceExpression, origin: String)]
        var depth: Int
    }

    /// The targets the helper call `call` (written in `origin`) builds, and what could not be followed, each said
    /// as `target X: label is <expression>, which …`.
    /// `names` are the values the manifest itself names at file level (`let name = "Write"`).
    func expand(_ call: SourceCall, origin: String, names: [String: SourceExpression] = [:]) -> (
        targets: [Built], undecided: [String]
    ) {
        var targets: [Built] = []
        var undecided: [String] = []
        expand(
            call, origin: origin, caller: Self.manifestScope(origin, names), depth: 0, into: &targets,
            undecided: &undecided)
        var seen = Set<String>()
        return (targets, undecided.filter { seen.insert($0).inserted })
    }

    /// `call` of a manifest with the values the manifest names at file level in place.
    func resolved(_ call: SourceCall, origin: String, names: [String: SourceExpression]) -> SourceCall {
        guard !names.isEmpty else { return call }
        var call = call
        var ignored: [String] = []
        for index in call.arguments.indices {
            call.arguments[index].value = substitute(
                call.arguments[index].value, in: Self.manifestScope(origin, names), undecided: &ignored)
        }
        return call
    }

    /// The manifest's own file level, as a scope whose `let` values are the manifest's.
    private static func manifestScope(_ origin: String, _ names: [String: SourceExpression]) -> Scope {
        Scope(
            function: Function(name: "", parameters: [], path: origin, line: 1, calls: [], locals: names),
            arguments: [:], depth: 0)
    }

    private func expand(
        _ call: SourceCall, origin: String, caller: Scope?, depth: Int, into targets: inout [Built],
        undecided: inout [String]
    ) {
        guard depth < Self.depthLimit, let name = call.callee.last, let function = functions[name] else { return }
        // The call's arguments by the helper's parameters: labelled ones by name, the others by position.
        var arguments: [String: (value: SourceExpression, origin: String)] = [:]
        for (position, argument) in call.arguments.enumerated() {
            let parameter =
                argument.label.map { function.labels[$0] ?? $0 }
                ?? (position < function.parameters.count ? function.parameters[position] : nil)
            guard let parameter, function.parameters.contains(parameter) else { continue }
            var ignored: [String] = []
            let value = caller.map { substitute(argument.value, in: $0, undecided: &ignored) } ?? argument.value
            let from = caller.flatMap { scope in passedOrigin(argument.value, in: scope) } ?? origin
            arguments[parameter] = (value, from)
        }
        // A call that leaves out a parameter with no default is not of this function (`.app(.app)`, an enum case of
        // the same name as the helper `app(module:dependencies:)`).
        if function.parameters.contains(where: { arguments[$0] == nil && function.defaults[$0] == nil }) { return }
        let scope = Scope(function: function, arguments: arguments, depth: depth)
        let place = "\(function.name) (\(function.path):\(function.line))"
        // A `Bool` parameter the call (or its default) gives: the branches it rules out build nothing.
        var flags: [String: Bool] = [:]
        for parameter in function.parameters {
            guard let value = arguments[parameter]?.value ?? function.defaults[parameter] else { continue }
            let text = ShareCallReading.text(of: value)
            if text == "true" || text == "false" { flags[parameter] = text == "true" }
        }
        let dead = TuistBranches.deadLines(function.body, flags: flags)
        for inner in function.calls {
            if !dead.isEmpty,
                dead.contains(inner.line) || TuistBranches.boundOnlyForDeadLines(inner.line, function.body, dead: dead)
            {
                continue
            }
            if let innerName = inner.callee.last, functions[innerName] != nil, innerName != function.name {
                expand(
                    inner, origin: function.path, caller: scope, depth: depth + 1, into: &targets,
                    undecided: &undecided)
                continue
            }
            guard inner.arguments.contains(where: { $0.label == "name" }),
                inner.arguments.contains(where: { $0.label == "product" })
            else { continue }
            var said: [String: String] = [:]
            var substituted = inner
            for index in substituted.arguments.indices {
                var open: [String] = []
                substituted.arguments[index].value = substitute(
                    inner.arguments[index].value, in: scope, undecided: &open)
                if let label = inner.arguments[index].label, !open.isEmpty {
                    said[label] = open.joined(separator: ", ")
                }
            }
            // A conditional whose branches are all apps, or all not (`type == .dynamic ? .framework :
            // .staticFramework`), is that kind whatever the condition.
            if let index = substituted.arguments.firstIndex(where: { $0.label == "product" }),
                let product = Self.conditionalProduct(substituted.arguments[index].value)
            {
                substituted.arguments[index].value = product
                said["product"] = nil
            }
            // A product is a member (`.app`); anything else (a function's result) is not followed.
            if let product = TuistManifest.argument(substituted, "product"), said["product"] == nil,
                !Self.isMember(product)
            {
                said["product"] = "`\(ShareCallReading.text(of: product))`"
            }
            let targetName = TuistManifest.argument(substituted, "name").flatMap { TuistManifest.text($0, properties) }
            let title = targetName.map { "target \($0)" } ?? "a target"
            // What an app's judging needs; a framework's or a test bundle's Info.plist and sources are not judged.
            let isApp =
                said["product"] == nil
                && TuistManifest.argument(substituted, "product").flatMap(TuistManifest.member).map {
                    TuistManifest.productType($0).hasPrefix("application")
                } == true
            for label in ["name", "product", "infoPlist", "sources", "destinations", "bundleId"]
            where isApp || label == "name" || label == "product" {
                guard let what = said[label] else { continue }
                undecided.append(
                    "\(title) of helper \(place): \(label) is \(what), which the reader cannot follow")
            }
            if targetName == nil, said["name"] == nil, said["product"] == nil,
                let name = TuistManifest.argument(substituted, "name")
            {
                undecided.append(
                    "\(title) of helper \(place): name is `\(ShareCallReading.text(of: name))`, which the reader "
                        + "cannot follow")
            }
            guard targetName != nil, said["product"] == nil else { continue }
            let plist = inner.arguments.first { $0.label == "infoPlist" }?.value
            targets.append(
                Built(
                    call: substituted, plistOrigin: plist.flatMap { passedOrigin($0, in: scope) } ?? function.path,
                    helper: "helper \(place)"))
        }
    }

    /// The product a conditional gives (`type == .dynamic ? .framework : .staticFramework`, nested ones too) when its
    /// branches are all products of one kind for the app model — all apps, or none — its first branch; `nil` when
    /// they differ in that, or a branch is not a product's name (`.app`, `Product.app`).
    static func conditionalProduct(_ expression: SourceExpression) -> SourceExpression? {
        guard case .other(let text) = expression, !text.contains("??"), !text.contains("?.") else { return nil }
        var branches: [Substring] = []
        var rest = Substring(text)
        while let question = rest.firstIndex(of: "?") {
            let after = rest[rest.index(after: question)...]
            guard let colon = after.firstIndex(of: ":") else { return nil }
            branches.append(after[..<colon])
            rest = after[after.index(after: colon)...]
        }
        guard !branches.isEmpty else { return nil }
        branches.append(rest)
        var names: [String] = []
        for branch in branches {
            var name = branch.trimmingWhitespace()
            if name.hasPrefix("Product.") { name.removeFirst("Product".count) }
            guard name.hasPrefix("."), name.count > 1, name.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber })
            else { return nil }
            names.append(String(name.dropFirst()))
        }
        let apps = Set(names.map { TuistManifest.productType($0).hasPrefix("application") })
        guard apps.count == 1 else { return nil }
        return .reference([names[0]])
    }

    /// Whether `expression` is one name or implicit member (`.app`).
    static func isMember(_ expression: SourceExpression) -> Bool {
        if case .reference(let path) = expression { return path.count == 1 }
        return false
    }

    /// The file a value comes from when it is a parameter passed whole (`infoPlist: infoPlist`, or
    /// `.extendingDefault(with: keys)` of one), or a `let`/`var` of the helper that is one (`var merged = infoPlist`,
    /// then `.extendingDefault(with: merged)`): the caller's; `nil` when the helper writes it itself.
    private func passedOrigin(_ expression: SourceExpression, in scope: Scope, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expression {
        case .reference(let path) where path.count == 1:
            if let passed = scope.arguments[path[0]] { return passed.origin }
            if !scope.function.parameters.contains(path[0]), let local = scope.function.locals[path[0]] {
                return passedOrigin(local, in: scope, depth: depth + 1)
            }
            return nil
        case .call(let call) where call.arguments.count == 1:
            return passedOrigin(call.arguments[0].value, in: scope, depth: depth + 1)
        default: return nil
        }
    }

    /// `expression` with the helper's parameters, its `let` values and the helpers' constants in place; each value it
    /// cannot follow is added to `undecided` as its expression.
    private func substitute(_ expression: SourceExpression, in scope: Scope, undecided: inout [String], depth: Int = 0)
        -> SourceExpression
    {
        guard depth < 8 else { return expression }
        switch expression {
        case .reference(let path) where path.count == 1:
            let name = path[0]
            if name.hasPrefix("$") {
                undecided.append("`\(name)` (a closure's argument)")
                return expression
            }
            if scope.function.parameters.contains(name) {
                if let passed = scope.arguments[name] {
                    if case .other(let text) = passed.value { undecided.append("`\(text)`") }
                    return passed.value
                }
                if let value = scope.function.defaults[name] {
                    return substitute(value, in: scope, undecided: &undecided, depth: depth + 1)
                }
                undecided.append("`\(name)` (the helper's default, not read)")
                return .other(name)
            }
            if let local = scope.function.locals[name] {
                return substitute(local, in: scope, undecided: &undecided, depth: depth + 1)
            }
            if let constant = constants[name] {
                return substitute(constant, in: scope, undecided: &undecided, depth: depth + 1)
            }
            return expression
        case .string(let string):
            var parts: [SourceString.Part] = []
            for part in string.parts {
                guard case .interpolation(let inner) = part else {
                    parts.append(part)
                    continue
                }
                let value = substitute(inner, in: scope, undecided: &undecided, depth: depth + 1)
                switch value {
                case .string(let text) where text.isPlain: parts.append(.text(text.text))
                case .number(let number): parts.append(.text(number))
                default:
                    undecided.append("`\(ShareCallReading.text(of: inner))` in a string")
                    parts.append(.interpolation(value))
                }
            }
            return .string(SourceString(parts: parts))
        case .call(var call):
            for index in call.arguments.indices {
                call.arguments[index].value = substitute(
                    call.arguments[index].value, in: scope, undecided: &undecided, depth: depth + 1)
            }
            return .call(call)
        case .array(let elements):
            return .array(elements.map { substitute($0, in: scope, undecided: &undecided, depth: depth + 1) })
        case .object(let entries):
            return .object(
                entries.map { entry in
                    var entry = entry
                    entry.value = substitute(entry.value, in: scope, undecided: &undecided, depth: depth + 1)
                    return entry
                })
        case .other(let text):
            let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "$") }.map(String.init))
            if !words.isDisjoint(with: scope.function.parameters) || words.contains(where: { $0.hasPrefix("$") }) {
                undecided.append("`\(text)`")
            }
            return expression
        default:
            return expression
        }
    }
}
