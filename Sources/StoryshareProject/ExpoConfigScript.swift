import StoryshareSystem

/// An Expo configuration written as code (`app.config.ts`, `.js`, `.mjs`, `.cjs`), read statically: the object the
/// file exports (`export default {…}`, `module.exports = {…}`, `export default config` with `const config = {…}`,
/// `export default defineConfig({…})`), its literals taken as JSON would give them, and a name followed one step
/// to the literal it is assigned. What is computed when Expo runs the file (a function's result, a spread, a call)
/// is not guessed: it is said, with its expression.
enum ExpoConfigScript {
    /// The `LSApplicationQueriesSchemes` lists anywhere in the script, the exported object's and those its own code
    /// sets (an inline `withInfoPlist` mod's `config.modResults = {…, LSApplicationQueriesSchemes: […]}`): each
    /// string with its line.
    static func schemes(in file: SourceFile) -> [(text: String, line: Int)] {
        var found: [(text: String, line: Int)] = []
        func visit(_ expression: SourceExpression, depth: Int) {
            guard depth < 64 else { return }
            switch expression {
            case .object(let entries):
                for entry in entries {
                    if entry.key == "LSApplicationQueriesSchemes", case .array(let elements) = entry.value {
                        for case .string(let string) in elements where string.isPlain {
                            found.append((string.text, entry.line))
                        }
                    }
                    visit(entry.value, depth: depth + 1)
                }
            case .array(let elements): for element in elements { visit(element, depth: depth + 1) }
            case .call(let call): for argument in call.arguments { visit(argument.value, depth: depth + 1) }
            default: break
            }
        }
        for assignment in file.assignments { visit(assignment.value, depth: 0) }
        for call in file.calls { for argument in call.arguments { visit(argument.value, depth: 0) } }
        return found
    }

    /// The script `text`, read once: the object it exports, what could not be read, the schemes it sets
    /// (``schemes(in:)``), and whether the object spreads a value (Expo's `config`, or another) into itself.
    static func read(_ text: String) -> (
        object: [String: Any]?, undecided: [(text: String, line: Int)], schemes: [(text: String, line: Int)],
        spreads: Bool
    ) {
        // A function Expo calls with the static configuration (`({ config }) => ({ ...config, … })`) is read as the
        // object it returns, its parameter as that configuration.
        let function = functionExport(text)
        // `export default X` read as the assignment of a name the reader knows (the lines stay where they are).
        let source = (function?.source ?? text).replacingOccurrences(
            of: "export default ", with: "const __export__ = ")
        let file = CallReader.read(source, language: .javaScript)
        let (object, undecided, spreads) = exported(file, base: function?.base ?? [])
        return (object, undecided, schemes(in: file), spreads)
    }

    /// `text` with its exported function (`export default ({ config }: ConfigContext): ExpoConfig => ({…})`, a
    /// body that ends `return {…}`, `module.exports = (…) => …`, `export default function (…) { … }`) made the export
    /// of the object literal it returns (the statements of its body before that `return` kept at file level, every
    /// line where it was), and the names its parameter gives Expo's static configuration (`config` of `{ config }`,
    /// `context.config` of `context`); `nil` when the export is not such a function.
    static func functionExport(_ text: String) -> (source: String, base: [String])? {
        let bytes = Array(text.utf8)
        let tokens = SourceLexer.tokens(of: bytes, language: .javaScript)
        func isWord(_ index: Int, _ word: String) -> Bool {
            index < tokens.count && tokens[index].kind == .identifier && tokens[index].text == word
        }
        func isToken(_ index: Int, _ kind: SourceToken.Kind, _ text: String) -> Bool {
            index < tokens.count && tokens[index].kind == kind && tokens[index].text == text
        }
        // The index of the bracket that closes the one opened at `open`.
        func closing(_ open: Int) -> Int? {
            var depth = 0
            for index in open..<tokens.count {
                if tokens[index].kind == .open || tokens[index].kind == .interpolationOpen { depth += 1 }
                if tokens[index].kind == .close || tokens[index].kind == .interpolationClose {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            return nil
        }
        guard
            let exportAt = tokens.indices.first(where: {
                isWord($0, "export") && isWord($0 + 1, "default")
                    || isWord($0, "module") && isToken($0 + 1, .punctuation, ".") && isWord($0 + 2, "exports")
                        && isToken($0 + 3, .punctuation, "=")
            })
        else { return nil }
        var index = exportAt + (isWord(exportAt, "export") ? 2 : 4)
        if isWord(index, "async") { return nil }
        let isFunction = isWord(index, "function")
        if isFunction {
            index += 1
            if index < tokens.count, tokens[index].kind == .identifier { index += 1 }
        }
        // The parameters: `({ config })`, `(context)`, or one name without brackets (`config => …`).
        var base: [String] = []
        if isToken(index, .open, "(") {
            guard let close = closing(index) else { return nil }
            if isToken(index + 1, .open, "{") {
                if index + 2 < tokens.count, tokens[index + 2].kind == .identifier { base = [tokens[index + 2].text] }
            } else if index + 1 < close, tokens[index + 1].kind == .identifier {
                base = [tokens[index + 1].text + ".config"]
            }
            index = close + 1
        } else if !isFunction, index < tokens.count, tokens[index].kind == .identifier,
            isToken(index + 1, .punctuation, "=>")
        {
            base = [tokens[index].text + ".config"]
            index += 1
        } else {
            return nil
        }
        // A return type (`: ExpoConfig`), then `=>` (an arrow) or the body's `{` (a function).
        while index < tokens.count, !isToken(index, .punctuation, "=>"), !isToken(index, .open, "{") {
            guard
                tokens[index].kind == .identifier || isToken(index, .punctuation, ":")
                    || isToken(index, .punctuation, ".")
            else { return nil }
            index += 1
        }
        if isToken(index, .punctuation, "=>") {
            guard !isFunction else { return nil }
            index += 1
        }
        let object: Int
        let end: Int
        var kept: (from: Int, to: Int)?
        if isToken(index, .open, "("), isToken(index + 1, .open, "{") {
            // `=> ({ … })`: the object in brackets.
            guard let close = closing(index) else { return nil }
            object = index + 1
            end = close
        } else if isToken(index, .open, "{") {
            // A body: the object its last `return {` at its own level gives.
            guard let close = closing(index) else { return nil }
            var depth = 0
            var found: Int?
            for inner in (index + 1)..<close {
                if tokens[inner].kind == .open || tokens[inner].kind == .interpolationOpen { depth += 1 }
                if tokens[inner].kind == .close || tokens[inner].kind == .interpolationClose { depth -= 1 }
                if depth == 0, isWord(inner, "return"), isToken(inner + 1, .open, "{") { found = inner }
            }
            guard let found else { return nil }
            object = found + 1
            end = close
            kept = (index + 1, found)
        } else {
            return nil
        }
        guard let objectEnd = closing(object) else { return nil }
        // Only the line ends of what is dropped stay, so every line keeps its number.
        func lineEnds(_ from: Int, _ to: Int) -> [UInt8] {
            from < to ? bytes[from..<to].filter { $0 == 0x0A || $0 == 0x0D } : []
        }
        var result = Array(bytes[0..<tokens[exportAt].start])
        if let kept {
            result += lineEnds(tokens[exportAt].start, tokens[kept.from].start)
            result += bytes[tokens[kept.from].start..<tokens[kept.to].start]
            result += Array("const __export__ = ".utf8)
        } else {
            result += lineEnds(tokens[exportAt].start, tokens[object].start)
            result += Array("const __export__ = ".utf8)
        }
        result += bytes[tokens[object].start..<tokens[objectEnd].end]
        result += Array(";".utf8)
        result += lineEnds(tokens[objectEnd].end, tokens[end].end)
        result += bytes[tokens[end].end...]
        return (String(decoding: result, as: UTF8.self), base)
    }

    /// The `expo` object the script read as `file` exports, as `JSONSerialization` would give it, and what could not
    /// be read.
    /// `base` names the configuration Expo passes an exported function (``functionExport(_:)``): spread, it is the
    /// `app.json` beside the script, read as such, not said undecided.
    static func exported(_ file: SourceFile, base: [String] = []) -> (
        object: [String: Any]?, undecided: [(text: String, line: Int)], spreads: Bool
    ) {
        var byName: [String: SourceAssignment] = [:]
        for assignment in file.assignments where assignment.function == nil && byName[assignment.name] == nil {
            byName[assignment.name] = assignment
        }
        guard let export = file.assignments.last(where: { ["__export__", "module.exports"].contains($0.name) }) else {
            return (nil, [], false)
        }
        var undecided: [(text: String, line: Int)] = []
        var value = export.value
        // `defineConfig({…})`, `withPlugins({…}, …)`: the object it is given; a name: its literal.
        for _ in 0..<2 {
            switch value {
            case .call(let call)
            where call.arguments.first.map({ if case .object = $0.value { true } else { false } }) == true:
                value = call.arguments[0].value
            case .reference(let path):
                guard let assigned = byName[path.joined(separator: ".")] else { break }
                value = assigned.value
            default: break
            }
        }
        guard case .object = value else {
            undecided.append(
                ("the exported configuration is computed: \(ShareCallReading.text(of: export.value))", export.line))
            return (nil, undecided, false)
        }
        // A list the configuration names, changed after it is written (`plugins.push([…])`).
        for call in file.calls where call.callee.count == 2 && ["push", "unshift", "splice"].contains(call.callee[1]) {
            guard byName[call.callee[0]] != nil else { continue }
            undecided.append(("\(call.callee[0]) is changed by \(call.callee.joined(separator: "."))(…)", call.line))
        }
        var spreads = false
        var converted = convert(
            value, line: export.line, names: byName, base: base, undecided: &undecided, spreads: &spreads, depth: 0)
        if var root = converted as? [String: Any] {
            if let expo = root["expo"] as? [String: Any] { root = expo }
            converted = root
        }
        return (converted as? [String: Any], undecided, spreads)
    }

    /// `expression` as JSON would give it; what is not a literal is left out and said in `undecided`, with its key
    /// path (`ios.infoPlist.X`) and why it cannot be read (``unread(_:)``). `true`, `false` and `null` are literals.
    private static func convert(
        _ expression: SourceExpression, line: Int, names: [String: SourceAssignment], base: [String],
        undecided: inout [(text: String, line: Int)], spreads: inout Bool, depth: Int, key: String = ""
    ) -> Any? {
        guard depth < 64 else { return nil }
        switch expression {
        case .string(let string) where string.isPlain: return string.text
        case .number(let digits): return Int(digits) ?? Double(digits) ?? digits
        case .reference(let path) where path == ["true"]: return true
        case .reference(let path) where path == ["false"]: return false
        case .other("true"): return true
        case .other("false"): return false
        // JSON's null, and a value left undefined: the key is as good as unset, nothing to say.
        case .other("null"), .other("undefined"): return nil
        case .reference(let path):
            if depth < 63, let assigned = names[path.joined(separator: ".")] {
                return convert(
                    assigned.value, line: assigned.line, names: names, base: base, undecided: &undecided,
                    spreads: &spreads, depth: depth + 1, key: key)
            }
        case .object(let entries):
            var object: [String: Any] = [:]
            for entry in entries {
                if entry.key == "..." {
                    spreads = true
                    // Expo's own configuration (the `app.json` beside the script) is read as such.
                    if case .reference(let path) = entry.value, base.contains(path.joined(separator: ".")) {
                        continue
                    }
                    let place = key.isEmpty ? "" : " into \(key)"
                    undecided.append(
                        (
                            "spreads \(ShareCallReading.text(of: entry.value))\(place), whose keys are known only "
                                + "when Expo runs the file", entry.line
                        ))
                    continue
                }
                let path = key.isEmpty ? entry.key : key + "." + entry.key
                if let value = convert(
                    entry.value, line: entry.line, names: names, base: base, undecided: &undecided,
                    spreads: &spreads, depth: depth + 1, key: path)
                {
                    object[entry.key] = value
                }
            }
            return object
        case .array(let elements):
            return elements.compactMap {
                convert(
                    $0, line: line, names: names, base: base, undecided: &undecided, spreads: &spreads,
                    depth: depth + 1, key: key)
            }
        default: break
        }
        let named = key.isEmpty ? "" : "\(key) is "
        undecided.append(("\(named)\(unread(expression))", line))
        return nil
    }

    /// A value the reader cannot read, said with why: `` `process.env.X`, an environment variable read when Expo runs
    /// the file ``.
    static func unread(_ expression: SourceExpression) -> String {
        let text = "`\(ShareCallReading.text(of: expression))`"
        switch expression {
        case .reference(let path) where path.first == "process" && path.dropFirst().first == "env":
            return "\(text), an environment variable read when Expo runs the file"
        case .reference:
            return "\(text), a name the file gives no literal value, known only when Expo runs it"
        case .call:
            return "\(text), the result of a call made when Expo runs the file"
        case .string:
            return "\(text), a string built when Expo runs the file"
        case .other(let code) where code.contains("process.env."):
            return "\(text), worked out from an environment variable when Expo runs the file"
        default:
            return "\(text), an expression worked out when Expo runs the file"
        }
    }
}
