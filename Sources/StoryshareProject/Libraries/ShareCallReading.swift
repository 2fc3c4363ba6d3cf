import StoryshareKit

/// Reads each share's App ID from what that share itself gives: a library call from its own arguments (or the
/// options object that names its target), a share through the platform's URL, pasteboard or intent from the
/// function that holds it. A value given by name is followed one step — to the name's assignment, or, for a
/// parameter of the function holding the share, to what the file's callers of that function pass — and what cannot
/// be followed is given as the name written, not guessed. Nothing is pooled across a file's shares.
struct ShareCallReading {
    let file: SourceFile
    let path: String
    /// The text of a line (from 1), for the evidence.
    let lineText: (Int) -> String
    /// The assignments of each name, in order (indices into `file.assignments`); a member assignment
    /// (`options.appId = …`) under its whole name.
    private var assignments: [String: [Int]] = [:]
    /// The calls of each callee's last name (indices into `file.calls`).
    private var callsByName: [String: [Int]] = [:]
    /// Every object literal of the file: its entries, the function holding it, and the name it is assigned to.
    private var objects: [(entries: [SourceEntry], function: Int?, owner: String?)] = []
    /// Where a value carries an App ID: the key it goes under, what carries it (for the reports), the function
    /// holding it, its value and line.
    private var carriers: [(key: String, carrier: String, function: Int?, value: SourceExpression, line: Int)] = []

    /// The keys under which the platform's URL, pasteboard item and intents carry an App ID.
    static let carrierKeys = ["source_application", "com.facebook.sharedSticker.appID",
        "com.facebook.platform.extra.APPLICATION_ID"]

    init(file: SourceFile, path: String, lineText: @escaping (Int) -> String) {
        self.file = file
        self.path = path
        self.lineText = lineText
        for (index, assignment) in file.assignments.enumerated() {
            assignments[assignment.name, default: []].append(index)
            visit(assignment.value, function: assignment.function, line: assignment.line, owner: assignment.name)
        }
        for (index, call) in file.calls.enumerated() {
            if let name = call.callee.last { callsByName[name, default: []].append(index) }
            // `putExtra("source_application", id)`, `URLQueryItem(name: "source_application", value: id)`.
            if call.arguments.count >= 2, case .string(let key) = call.arguments[0].value, key.isPlain,
                Self.carrierKeys.contains(key.text)
            {
                let carrier =
                    key.text == "source_application"
                    ? "the intent's source_application extra" : "the intent's \(key.text)"
                carriers.append((key.text, carrier, call.function, call.arguments[1].value, call.arguments[1].line))
            }
            for (position, argument) in call.arguments.enumerated() {
                visit(argument.value, function: call.function, line: argument.line, owner: nil)
                // A format string's `source_application=%@`: the value is the argument after the format.
                if case .string(let format) = argument.value, format.text.contains("source_application=%"),
                    position + 1 < call.arguments.count
                {
                    let next = call.arguments[position + 1]
                    carriers.append(
                        ("source_application", "the URL's source_application", call.function, next.value, next.line))
                }
            }
        }
    }

    /// Records the objects and carriers in `expression` (not inside calls: each call is visited as one of the
    /// file's calls), each node once.
    private mutating func visit(_ expression: SourceExpression, function: Int?, line: Int, owner: String?) {
        switch expression {
        case .object(let entries):
            objects.append((entries, function, owner))
            for entry in entries {
                if Self.carrierKeys.contains(entry.key) {
                    let carrier =
                        entry.key.hasPrefix("com.facebook.sharedSticker")
                        ? "the pasteboard's \(entry.key)" : "the share's \(entry.key)"
                    carriers.append((entry.key, carrier, function, entry.value, entry.line))
                }
                visit(entry.value, function: function, line: entry.line, owner: nil)
            }
        case .array(let elements):
            for element in elements { visit(element, function: function, line: line, owner: nil) }
        case .string(let string):
            var previous = ""
            for part in string.parts {
                switch part {
                case .text(let text):
                    // `…?source_application=123456789012345&…` as written.
                    if let range = text.range(of: "source_application=") {
                        let value = text[range.upperBound...].prefix { $0 != "&" && $0 != "%" && $0 != "#" }
                        if !value.isEmpty {
                            let literal = SourceExpression.string(SourceString(parts: [.text(String(value))]))
                            carriers.append(("source_application", "the URL's source_application", function, literal, line))
                        }
                    }
                    previous = text
                case .interpolation(let inner):
                    if previous.hasSuffix("source_application=") {
                        carriers.append(("source_application", "the URL's source_application", function, inner, line))
                    }
                    previous = ""
                    visit(inner, function: function, line: line, owner: nil)
                }
            }
        default:
            break
        }
    }

    /// The App ID `call` gives, read as `library` takes it.
    func appID(for call: ShareCall, library: ShareLibrary) -> CallAppID {
        guard let line = call.evidence.line else { return .unread("no line") }
        if library.isLibrary, library.appID.isEmpty { return .notTaken(library.name) }
        if let key = library.targetKey { return optionsAppID(line: line, targetKey: key, library: library) }
        if library.isLibrary { return argumentAppID(line: line, target: call.target, library: library) }
        return functionAppID(line: line, target: call.target, library: library)
    }

    /// A library whose options object names the target: the App ID is a key of that object, of a key set on it
    /// afterwards (`options.appId = …`), or of an object it spreads.
    private func optionsAppID(line: Int, targetKey: String, library: ShareLibrary) -> CallAppID {
        guard let object = objects.first(where: { $0.entries.contains { $0.key == targetKey && $0.line == line } })
        else { return .unread("its options are not an object the reader follows") }
        let keys = library.appID.compactMap { place -> String? in
            if case .key(let key) = place { return key }
            return nil
        }
        if let entry = object.entries.first(where: { keys.contains($0.key) }) {
            return .given(resolve(entry.value, function: object.function, line: entry.line, carrier: library.appIDCarrier))
        }
        if let owner = object.owner {
            for key in keys {
                for index in assignments[owner + "." + key] ?? [] {
                    let assignment = file.assignments[index]
                    return .given(
                        resolve(
                            assignment.value, function: assignment.function, line: assignment.line,
                            carrier: library.appIDCarrier))
                }
            }
        }
        for entry in object.entries where entry.key == "..." {
            guard case .reference(let name) = entry.value, let found = self.object(named: name.joined(separator: "."))
            else { return .unread("it spreads \(Self.text(of: entry.value)), which the reader does not follow") }
            if let inner = found.first(where: { keys.contains($0.key) }) {
                return .given(resolve(inner.value, function: object.function, line: inner.line, carrier: library.appIDCarrier))
            }
        }
        return .absent
    }

    /// The object literal assigned to `name`, when one is.
    private func object(named name: String) -> [SourceEntry]? {
        for index in assignments[name] ?? [] {
            if case .object(let entries) = file.assignments[index].value { return entries }
        }
        return nil
    }

    /// A library call: the App ID is an argument of the call on the share's line.
    private func argumentAppID(line: Int, target: ShareTarget, library: ShareLibrary) -> CallAppID {
        let names = Set(library.markers.map { Self.callName($0.text) })
        let calls = names.flatMap { callsByName[$0] ?? [] }.map { file.calls[$0] }
        guard let call = calls.first(where: { $0.line == line }) else {
            return .unread("the call on this line is not one the reader follows")
        }
        for place in library.appID {
            if let value = argument(of: call, at: place) {
                return .given(resolve(value.value, function: call.function, line: value.line, carrier: library.appIDCarrier))
            }
        }
        return .absent
    }

    /// The argument of `call` at `place`.
    private func argument(of call: SourceCall, at place: ParameterPlace) -> SourceArgument? {
        switch place {
        case .label(let label): return call.arguments.first { $0.label == label }
        case .position(let position):
            let unlabelled = call.arguments.filter { $0.label == nil }
            return position < unlabelled.count ? unlabelled[position] : nil
        case .key: return nil
        }
    }

    /// A share through the platform's URL, pasteboard or intent: the App ID its function carries, else one carried
    /// outside any function (a type's constant); carriers of Facebook's own keys count only for Facebook.
    private func functionAppID(line: Int, target: ShareTarget, library: ShareLibrary) -> CallAppID {
        let function = innermostFunction(at: line)
        let fits = carriers.filter { $0.key == "source_application" || target == .facebook }
        let found = fits.first { $0.function == function } ?? fits.first { $0.function == nil }
        guard let found else { return .absent }
        return .given(resolve(found.value, function: found.function, line: found.line, carrier: found.carrier))
    }

    /// The function whose body holds `line`: of those that do, the one with the shortest span.
    private func innermostFunction(at line: Int) -> Int? {
        var best: Int?
        for (index, function) in file.functions.enumerated() where function.lines.contains(line) {
            if let current = best, file.functions[current].lines.count <= function.lines.count { continue }
            best = index
        }
        return best
    }

    /// The App ID `expression` gives: a literal, a name followed one step to a literal, or the name as written.
    func resolve(_ expression: SourceExpression, function: Int?, line: Int, carrier: String) -> AppIDSource {
        func literal(_ value: String, at line: Int) -> AppIDSource {
            AppIDSource(
                value: value, isLiteral: true, carrier: carrier,
                evidence: Evidence(path: path, line: line, text: lineText(line)))
        }
        func named(_ name: String) -> AppIDSource {
            AppIDSource(
                value: name, isLiteral: false, carrier: carrier,
                evidence: Evidence(path: path, line: line, text: lineText(line)))
        }
        switch expression {
        case .string(let string) where string.isPlain:
            return literal(string.text, at: line)
        case .string(let string):
            // `"\(appID)"`, `'$appId'`, `` `${appId}` ``: the one value interpolated.
            let values = string.parts.compactMap { part -> SourceExpression? in
                if case .interpolation(let inner) = part { return inner }
                return nil
            }
            if values.count == 1, string.text.isEmpty { return resolve(values[0], function: function, line: line, carrier: carrier) }
            return named(Self.text(of: expression))
        case .number(let digits):
            return literal(digits, at: line)
        case .reference(let path):
            guard let name = path.last else { return named(Self.text(of: expression)) }
            if let value = assignedLiteral(path.joined(separator: "."), function: function, line: line)
                ?? assignedLiteral(name, function: function, line: line)
            {
                return literal(value.text, at: value.line)
            }
            if let value = passedLiteral(parameter: name, of: function) { return literal(value.text, at: value.line) }
            return named(name)
        case .call(let call):
            return named(call.callee.last ?? Self.text(of: expression))
        default:
            return named(Self.text(of: expression))
        }
    }

    /// The literal assigned to `name`: the last assignment before `line` in `function`, else one outside any
    /// function; `nil` when that assignment is not a literal.
    private func assignedLiteral(_ name: String, function: Int?, line: Int) -> (text: String, line: Int)? {
        let found = (assignments[name] ?? []).map { file.assignments[$0] }
        let assignment =
            found.last { $0.function == function && $0.line <= line && function != nil }
            ?? found.first { $0.function == nil }
        guard let assignment else { return nil }
        return Self.literalText(assignment.value).map { ($0, assignment.line) }
    }

    /// The literal the file's callers of `function` pass for its parameter `name` (the first caller that passes
    /// one).
    private func passedLiteral(parameter name: String, of function: Int?) -> (text: String, line: Int)? {
        guard let function, let position = file.functions[function].parameters.firstIndex(of: name) else { return nil }
        for index in callsByName[file.functions[function].name] ?? [] {
            let call = file.calls[index]
            let argument =
                call.arguments.first { $0.label == name }
                ?? (position < call.arguments.count ? call.arguments[position] : nil)
            if let argument, let text = Self.literalText(argument.value) { return (text, argument.line) }
        }
        return nil
    }

    /// The text of a literal string or number.
    static func literalText(_ expression: SourceExpression) -> String? {
        switch expression {
        case .string(let string) where string.isPlain: string.text
        case .number(let digits): digits
        default: nil
        }
    }

    /// How an expression is written, roughly, for a message.
    static func text(of expression: SourceExpression) -> String {
        switch expression {
        case .string(let string): string.text
        case .number(let digits): digits
        case .reference(let path): path.joined(separator: ".")
        case .call(let call): call.callee.joined(separator: ".") + "(…)"
        case .object: "{…}"
        case .array: "[…]"
        case .other(let text): text
        }
    }

    /// A marker's call name: `.shareInstagramStory` → `shareInstagramStory`, `.shareToInstagram(` →
    /// `shareToInstagram`.
    static func callName(_ marker: String) -> String {
        String(marker.drop { $0 == "." }.prefix { $0 != "(" })
    }
}
