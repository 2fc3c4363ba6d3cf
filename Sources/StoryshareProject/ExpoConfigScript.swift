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

    /// The script `text`, read once: the object it exports, what could not be read, and the schemes it sets
    /// (``schemes(in:)``).
    static func read(_ text: String) -> (
        object: [String: Any]?, undecided: [(text: String, line: Int)], schemes: [(text: String, line: Int)]
    ) {
        // `export default X` read as the assignment of a name the reader knows (the lines stay where they are).
        let source = text.replacingOccurrences(of: "export default ", with: "const __export__ = ")
        let file = CallReader.read(source, language: .javaScript)
        let (object, undecided) = exported(file)
        return (object, undecided, schemes(in: file))
    }

    /// The `expo` object the script read as `file` exports, as `JSONSerialization` would give it, and what could not
    /// be read.
    static func exported(_ file: SourceFile) -> (object: [String: Any]?, undecided: [(text: String, line: Int)]) {
        var byName: [String: SourceAssignment] = [:]
        for assignment in file.assignments where assignment.function == nil && byName[assignment.name] == nil {
            byName[assignment.name] = assignment
        }
        guard let export = file.assignments.last(where: { ["__export__", "module.exports"].contains($0.name) }) else {
            return (nil, [])
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
            return (nil, undecided)
        }
        // A list the configuration names, changed after it is written (`plugins.push([…])`).
        for call in file.calls where call.callee.count == 2 && ["push", "unshift", "splice"].contains(call.callee[1]) {
            guard byName[call.callee[0]] != nil else { continue }
            undecided.append(("\(call.callee[0]) is changed by \(call.callee.joined(separator: "."))(…)", call.line))
        }
        var converted = convert(value, line: export.line, names: byName, undecided: &undecided, depth: 0)
        if var root = converted as? [String: Any] {
            if let expo = root["expo"] as? [String: Any] { root = expo }
            converted = root
        }
        return (converted as? [String: Any], undecided)
    }

    /// `expression` as JSON would give it; what is not a literal is left out and said in `undecided`, with its key
    /// path (`ios.infoPlist.X`) and why it cannot be read (``unread(_:)``). `true`, `false` and `null` are literals.
    private static func convert(
        _ expression: SourceExpression, line: Int, names: [String: SourceAssignment],
        undecided: inout [(text: String, line: Int)], depth: Int, key: String = ""
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
                    assigned.value, line: assigned.line, names: names, undecided: &undecided, depth: depth + 1,
                    key: key)
            }
        case .object(let entries):
            var object: [String: Any] = [:]
            for entry in entries {
                if entry.key == "..." {
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
                    entry.value, line: entry.line, names: names, undecided: &undecided, depth: depth + 1, key: path)
                {
                    object[entry.key] = value
                }
            }
            return object
        case .array(let elements):
            return elements.compactMap {
                convert($0, line: line, names: names, undecided: &undecided, depth: depth + 1, key: key)
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
