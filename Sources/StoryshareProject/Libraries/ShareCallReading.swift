import StoryshareKit

/// Reads what each share passes — its App ID, background, sticker, colours and link — from that share itself: a
/// library call from its own arguments (or the options object that names its target), a share through the
/// platform's URL, pasteboard item or intent from the function that holds it. A value given by name is followed one
/// step — to the name's assignment, or, for a parameter of the function holding the share, to what the file's
/// callers of that function pass (and, a second and last step, to the literal a name they pass is set to in the
/// file) — and what cannot be followed is given as the expression written, not guessed.
/// Nothing is pooled across a file's shares.
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
    /// Every value given under a key: a dictionary's or object's entry, an intent extra (`putExtra("k", v)`), a
    /// URL's query (`source_application=…`); with what carries it, the function holding it and its line.
    private var keyed: [String: [Keyed]] = [:]
    /// The string constants the file sets outside any function (`let kAppIDKey = "com.facebook.sharedSticker.appID"`,
    /// `const val EXTRA_SOURCE_APPLICATION = "source_application"`), by name: a key written as one of them is its
    /// text. (Not in JavaScript, where an object's name key is the name itself.)
    private var keyConstants: [String: String] = [:]
    /// The same values by key and the function holding them, in the order of `keyed`, each list with its positions
    /// sorted by line: what a share takes from its own function (or its window of it) is found without reading the
    /// other functions' values.
    private var keyedByFunction: [String: [Int?: (values: [Keyed], byLine: [Int])]] = [:]
    /// The Info.plist key each computed property reads (`var appID: String { Bundle.main.object(forInfoDictionaryKey:
    /// "META_APP_ID") as? String ?? "" }` → `appID`: `META_APP_ID`), by the property's name.
    private var infoPlistProperties: [String: String] = [:]
    /// For a Swift file: what says whether a name is an optional where a share uses it.
    private let optionals: SwiftOptionals?
    /// For an Objective-C file: what says whether a name may be nil where a share formats it.
    private let nullables: ObjectiveCNullables?
    /// The function holding each line.
    private let innermost: InnermostFunctions
    /// The objects with an entry on each line (indices into `objects`).
    private var objectsByLine: [Int: [Int]] = [:]
    /// The first call of each callee's last name on each line (an index into `file.calls`).
    private var callByNameAndLine: [String: [Int: Int]] = [:]
    /// The first string constant assigned on each line (an index into `file.assignments`).
    private var stringAssignmentByLine: [Int: Int] = [:]
    /// The first assignment outside every function on each line: a constant or a stored property.
    private var outerAssignmentByLine: [Int: Int] = [:]
    /// The lines of the calls, inside a function, passing each name (a reference's last part) as an argument.
    private var passingLines: [String: Set<Int>] = [:]
    /// The callees' last names of each function's calls.
    private var calleesByFunction: [Int: Set<String>] = [:]
    /// The lines of the calls of each callee's last name, in order.
    private var callLines: [String: [Int]] = [:]
    private let returned = Returned()
    /// The first function of each name (an index into `file.functions`).
    private var firstFunctionNamed: [String: Int] = [:]

    /// A value given under a key.
    struct Keyed {
        var carrier: String
        var function: Int?
        var value: SourceExpression
        var line: Int
    }

    init(
        file: SourceFile, path: String, lineText: @escaping (Int) -> String, tokens: [SourceToken] = [],
        language: SourceLanguage? = nil
    ) {
        self.file = file
        self.path = path
        self.lineText = lineText
        innermost = InnermostFunctions(file.functions)
        let scopes = [.swift, .objectiveC].contains(language) ? TokenScopes(tokens: tokens) : nil
        optionals = language == .swift ? scopes.map(SwiftOptionals.init) : nil
        nullables = language == .objectiveC ? scopes.map(ObjectiveCNullables.init) : nil
        if language != .javaScript {
            var differing = Set<String>()
            for assignment in file.assignments where assignment.function == nil {
                guard case .string(let string) = assignment.value, string.isPlain, !string.text.isEmpty else {
                    continue
                }
                if let known = keyConstants[assignment.name], known != string.text { differing.insert(assignment.name) }
                keyConstants[assignment.name] = string.text
            }
            for name in differing { keyConstants[name] = nil }
        }
        addURLCarriers(tokens)
        addSubscriptKeys(tokens)
        if language == .swift { infoPlistProperties = Self.infoPlistProperties(tokens) }
        for (index, function) in file.functions.enumerated() where firstFunctionNamed[function.name] == nil {
            firstFunctionNamed[function.name] = index
        }
        for (index, assignment) in file.assignments.enumerated() {
            assignments[assignment.name, default: []].append(index)
            if case .string = assignment.value, stringAssignmentByLine[assignment.line] == nil {
                stringAssignmentByLine[assignment.line] = index
            }
            if assignment.function == nil, outerAssignmentByLine[assignment.line] == nil {
                outerAssignmentByLine[assignment.line] = index
            }
            visit(assignment.value, function: assignment.function, line: assignment.line, owner: assignment.name)
        }
        for (index, call) in file.calls.enumerated() {
            if let name = call.callee.last {
                callsByName[name, default: []].append(index)
                if callByNameAndLine[name]?[call.line] == nil {
                    callByNameAndLine[name, default: [:]][call.line] = index
                }
                if let function = call.function { calleesByFunction[function, default: []].insert(name) }
            }
            if call.function != nil {
                for argument in call.arguments {
                    if case .reference(let path) = argument.value, let name = path.last {
                        passingLines[name, default: []].insert(call.line)
                    }
                }
            }
            // `putExtra("source_application", id)`, `URLQueryItem(name: "source_application", value: id)`, the key
            // a constant of the file (`putExtra(EXTRA_SOURCE_APPLICATION, id)`).
            let written: String? =
                switch call.arguments.first?.value {
                case .string(let key)? where key.isPlain: key.text
                case .reference(let path)?: path.last.flatMap { keyConstants[$0] }
                default: nil
                }
            if call.arguments.count >= 2, let key = written {
                let carrier =
                    key == "source_application" && call.callee.last == "putExtra"
                    ? "the intent's source_application extra"
                    : call.callee.last == "putExtra" ? "the intent's \(key)" : "the share's \(key)"
                keyed[key, default: []].append(
                    Keyed(
                        carrier: carrier, function: call.function, value: call.arguments[1].value,
                        line: call.arguments[1].line))
            }
            for (position, argument) in call.arguments.enumerated() {
                visit(argument.value, function: call.function, line: argument.line, owner: nil)
                // A format string's `source_application=%@`: the value is the argument after the format.
                if case .string(let format) = argument.value, format.text.contains("source_application=%"),
                    position + 1 < call.arguments.count
                {
                    let next = call.arguments[position + 1]
                    keyed["source_application", default: []].append(
                        Keyed(carrier: Self.urlCarrier, function: call.function, value: next.value, line: next.line))
                }
            }
        }
        callLines = callsByName.mapValues { $0.map { file.calls[$0].line }.sorted() }
        indexKeyed()
    }

    /// Groups `keyed` by function, once all of it is known.
    private mutating func indexKeyed() {
        for (key, values) in keyed {
            var groups: [Int?: [Keyed]] = [:]
            for value in values { groups[value.function, default: []].append(value) }
            keyedByFunction[key] = groups.mapValues { values in
                (values, values.indices.sorted { (values[$0].line, $0) < (values[$1].line, $1) })
            }
        }
    }

    /// The first value (in `keyed`'s order) under `key` that `function` holds on a line of `window` (any line when
    /// it is `nil`).
    private func firstKeyed(
        _ key: String, function: Int?, window: Range<Int>?, accept: (Keyed) -> Bool = { _ in true }
    ) -> Keyed? {
        guard let group = keyedByFunction[key]?[function] else { return nil }
        guard let window else { return group.values.first(where: accept) }
        // The positions on the window's lines are a run of `byLine`: the earliest of them is the first value.
        var low = group.byLine.firstIndex(notBelow: { group.values[$0].line < window.lowerBound })
        var first: Int?
        while low < group.byLine.count, group.values[group.byLine[low]].line < window.upperBound {
            if accept(group.values[group.byLine[low]]) { first = min(first ?? Int.max, group.byLine[low]) }
            low += 1
        }
        return first.map { group.values[$0] }
    }

    static let urlCarrier = "the URL's source_application"

    /// What a Stories URL that only asks whether the app is there (`canOpenURL`) gives: it is no share.
    static let availabilityCheck = CallAppID.unread("an availability check (canOpenURL), not a share")

    /// Every URL's `source_application=` in the text, wherever the string is (a `return`, a computed property, an
    /// argument the reader takes apart or not): the literal after it, or the name interpolated.
    private mutating func addURLCarriers(_ tokens: [SourceToken]) {
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let token = tokens[index]
            guard token.kind == .stringText, let range = token.text.range(of: "source_application=") else { continue }
            let rest = token.text[range.upperBound...].prefix { $0 != "&" && $0 != "%" && $0 != "#" && $0 != "\"" }
            let line = token.line
            let function = innermostFunction(at: line)
            if !rest.isEmpty {
                let literal = SourceExpression.string(SourceString(parts: [.text(String(rest))]))
                keyed["source_application", default: []].append(
                    Keyed(carrier: Self.urlCarrier, function: function, value: literal, line: line))
            } else if token.text.hasSuffix("source_application="), index + 1 < tokens.count,
                tokens[index + 1].kind == .interpolationOpen
            {
                // The name interpolated: its identifiers and dots up to the interpolation's end.
                var path: [String] = []
                var next = index + 2
                while next < tokens.count, tokens[next].kind == .identifier || tokens[next].text == "." {
                    if tokens[next].kind == .identifier { path.append(tokens[next].text) }
                    next += 1
                }
                guard !path.isEmpty else { continue }
                var value = SourceExpression.reference(path)
                // `\(String(describing: appID))`: the name described.
                if path == ["String"], tokens.indices.contains(next + 3), tokens[next].text == "(",
                    tokens[next + 1].text == "describing", tokens[next + 2].text == ":"
                {
                    var inner: [String] = []
                    next += 3
                    while next < tokens.count, tokens[next].kind == .identifier || tokens[next].text == "." {
                        if tokens[next].kind == .identifier { inner.append(tokens[next].text) }
                        next += 1
                    }
                    let argument = SourceArgument(label: "describing", value: .reference(inner), line: line)
                    value = .call(SourceCall(callee: ["String"], arguments: [argument], line: line, function: function))
                }
                keyed["source_application", default: []].append(
                    Keyed(carrier: Self.urlCarrier, function: function, value: value, line: line))
            }
        }
    }

    /// Every pasteboard key set by a subscript (`items["com.instagram.sharedSticker.contentURL"] = link`,
    /// `items[0]["…"] = "https://…"`): the value written after `=` on that line (or alone on the next) — a string
    /// literal, a name or member path, else the text as written.
    private mutating func addSubscriptKeys(_ tokens: [SourceToken]) {
        var index = 1
        while index + 4 < tokens.count {
            defer { index += 1 }
            // `items["…"] =`, or `items[kStickerKey] =` with the key a constant of the file; `equals` is the `=`.
            let key: String
            let equals: Int
            if tokens[index].kind == .stringOpen, tokens[index - 1].text == "[",
                tokens[index + 1].kind == .stringText, tokens[index + 2].kind == .stringClose,
                tokens[index + 3].text == "]", tokens[index + 4].kind == .punctuation, tokens[index + 4].text == "="
            {
                key = tokens[index + 1].text
                equals = index + 4
            } else if tokens[index].kind == .identifier, tokens[index - 1].text == "[",
                tokens[index + 1].text == "]", tokens[index + 2].kind == .punctuation, tokens[index + 2].text == "=",
                let constant = keyConstants[tokens[index].text]
            {
                key = constant
                equals = index + 2
            } else {
                continue
            }
            guard key.hasPrefix("com.instagram.sharedSticker.") || key.hasPrefix("com.facebook.sharedSticker.") else {
                continue
            }
            let line = tokens[equals].line
            var end = equals + 1
            while end < tokens.count, tokens[end].line == line, tokens[end].text != ";" { end += 1 }
            // A value written on the line after the `=` (`items["…stickerImage"] =` and the image below it).
            if end == equals + 1, end < tokens.count, tokens[end].line == line + 1 {
                while end < tokens.count, tokens[end].line == line + 1, tokens[end].text != ";" { end += 1 }
            }
            let value = Self.expression(of: tokens[(equals + 1)..<end])
            guard let value else { continue }
            keyed[key, default: []].append(
                Keyed(
                    carrier: "the pasteboard's \(key)", function: innermostFunction(at: line), value: value, line: line)
            )
        }
    }

    /// A value's tokens read as a plain string literal, a name or member path, else as their text.
    private static func expression(of tokens: ArraySlice<SourceToken>) -> SourceExpression? {
        guard !tokens.isEmpty else { return nil }
        let kinds = tokens.map(\.kind)
        if kinds == [.stringOpen, .stringText, .stringClose] {
            return .string(SourceString(parts: [.text(tokens[tokens.startIndex + 1].text)]))
        }
        if kinds == [.stringOpen, .stringClose] { return .string(SourceString(parts: [])) }
        let names = tokens.enumerated().allSatisfy { offset, token in
            offset % 2 == 0 ? token.kind == .identifier : token.text == "."
        }
        if names, tokens.count % 2 == 1 { return .reference(tokens.filter { $0.kind == .identifier }.map(\.text)) }
        // Words apart, punctuation against them (`attributionURL?.absoluteString`).
        var text = ""
        var previous: SourceToken.Kind?
        for token in tokens {
            let word = [.identifier, .number].contains(token.kind)
            if word, let previous, [.identifier, .number].contains(previous) { text += " " }
            text += token.text
            previous = token.kind
        }
        return .other(String(text.prefix(120)))
    }

    /// Records the objects and keyed values in `expression` (not inside calls: each call is visited as one of the
    /// file's calls), each node once.
    private mutating func visit(_ expression: SourceExpression, function: Int?, line: Int, owner: String?) {
        switch expression {
        case .object(let entries):
            for line in Set(entries.map(\.line)) { objectsByLine[line, default: []].append(objects.count) }
            objects.append((entries, function, owner))
            for entry in entries {
                // A constant's name, or a type's (`Plugin.kAppIDKey`, `Self.kAppIDKey`).
                let key =
                    keyConstants[entry.key]
                    ?? (entry.key.contains(".") && !entry.key.contains(" ")
                        ? entry.key.split(separator: ".").last.flatMap { keyConstants[String($0)] } : nil)
                    ?? entry.key
                let carrier =
                    key.hasPrefix("com.facebook.sharedSticker.") || key.hasPrefix("com.instagram.sharedSticker.")
                    ? "the pasteboard's \(key)" : "the share's \(key)"
                keyed[key, default: []].append(
                    Keyed(carrier: carrier, function: function, value: entry.value, line: entry.line))
                visit(entry.value, function: function, line: entry.line, owner: nil)
            }
            // React Native's `Linking.sendIntent(action, [{ key: "source_application", value: id }])`: an extra
            // written as a key and a value.
            if let key = entries.first(where: { $0.key == "key" }), case .string(let name) = key.value, name.isPlain,
                let value = entries.first(where: { $0.key == "value" })
            {
                keyed[name.text, default: []].append(
                    Keyed(
                        carrier: "the intent's \(name.text) extra", function: function, value: value.value,
                        line: value.line))
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
                            keyed["source_application", default: []].append(
                                Keyed(carrier: Self.urlCarrier, function: function, value: literal, line: line))
                        }
                    }
                    previous = text
                case .interpolation(let inner):
                    if previous.hasSuffix("source_application=") {
                        keyed["source_application", default: []].append(
                            Keyed(carrier: Self.urlCarrier, function: function, value: inner, line: line))
                    }
                    previous = ""
                    visit(inner, function: function, line: line, owner: nil)
                }
            }
        default:
            break
        }
    }

    /// What `call` passes, read as `library` takes it: its App ID and each other value it gives. A share through the
    /// platform's transports reads its function's values on the lines of `window`, range by range (an intent: those
    /// from it up to the function's next intent, then, for its first intent, those before it), all of them when it is
    /// `nil`.
    func read(_ call: ShareCall, library: ShareLibrary, window: [Range<Int>]? = nil) -> (
        appID: CallAppID, values: [ShareValue]
    ) {
        guard let line = call.evidence.line else { return (.unread("no line"), []) }
        let share: Share
        if let key = library.targetKey {
            guard
                let found = objectsByLine[line]?.first(where: { index in
                    objects[index].entries.contains { $0.key == key && $0.line == line }
                })
            else {
                return (.unread("its options are not an object the reader follows"), [])
            }
            let object = objects[found]
            share = .options(object.entries, owner: object.owner, function: object.function)
        } else if library.isLibrary {
            let names = Set(library.markers.map { Self.callName($0.text) })
            guard let found = names.lazy.compactMap({ callByNameAndLine[$0]?[line] }).first else {
                return (.unread("the call on this line is not one the reader follows"), [])
            }
            share = .call(file.calls[found])
        } else {
            let function = innermostFunction(at: line)
            // A function that only asks whether the app is there (`canOpenURL`) and opens nothing shares nothing.
            if call.api == .urlScheme,
                bareScheme(line) || checksOnLine(line) || onlyChecked(line, in: function)
                    || (function.map { checksOnly($0, checks: Self.urlChecks, opens: Self.urlOpens) } == true
                        && !function.map { returnsURL(of: line, in: $0) }!)
            {
                return (Self.availabilityCheck, [])
            }
            // A URL a function of the file returns is what its callers make of it: none that can reach this branch
            // opens it (`canOpenURL` only), so it is an availability check.
            if call.api == .urlScheme, let function, isReturned(line, by: function),
                onlyCheckedByCallers(line, of: function)
            {
                return (Self.availabilityCheck, [])
            }
            // An intent only asked whether an app answers it (`resolveActivity`), in its function or, when the
            // function makes several, between it and the next, and neither started nor handed on, shares nothing.
            if call.api == .intent, let function,
                checksOnly(
                    function, checks: Self.intentChecks, opens: Self.intentStarts,
                    on: window?.first ?? file.functions[function].lines.lowerBound..<Int.max),
                !returnsURL(of: line, in: function)
            {
                return (Self.availabilityCheck, [])
            }
            share = .function(function, target: call.target, window: window)
        }
        var values: [ShareValue] = []
        for parameter in ShareParameter.allCases where parameter != .appID {
            guard let found = value(of: library.places[parameter] ?? [], in: share) else { continue }
            let resolved = resolve(found.value, function: found.function, line: found.line, carrier: found.carrier)
            var value = ShareValue(
                parameter: parameter, text: resolved.value, isLiteral: resolved.isLiteral,
                evidence: resolved.evidence, expression: Self.text(of: found.value),
                origin: origin(of: found.value, function: found.function, line: found.line))
            if !library.isLibrary, parameter == .background || parameter == .sticker {
                value.imageObjectLine = imageObject(found)
            }
            values.append(value)
        }
        if library.isLibrary, library.appID.isEmpty { return (.notTaken(library.name), values) }
        // A Stories URL's App ID is its own: the `source_application=` of another Stories URL string of the function
        // (a fallback opened when the first fails), or a query item added after another Stories URL is made
        // (`URLComponents(string: "instagram-stories://share")`, then its `queryItems`), is that URL's.
        let own: (Keyed) -> Bool = { value in
            call.api != .urlScheme || value.line == line || !self.anotherURL(from: line, to: value.line)
        }
        guard let found = value(of: library.appID(for: call.target), in: share, accept: own) else {
            return (.absent, values)
        }
        let carrier = library.isLibrary ? library.appIDCarrier : found.carrier
        var source = resolve(found.value, function: found.function, line: found.line, carrier: carrier)
        source.optional = optionalUse(found)
        return (.given(source), values)
    }

    /// Where a Swift pasteboard item's value is a `UIImage` rather than its data: the line of the `UIImage(…)` it
    /// passes, or of the declaration of the name it passes (``SwiftOptionals/imageDeclaration(at:)``).
    private func imageObject(_ found: Keyed) -> Int? {
        guard let optionals else { return nil }
        var value = found.value
        // A name only cast or defaulted to fit a `[String: Any]` (`image as Any`, `(image ?? nil) as Any`) is that name.
        if case .other(let text) = value, let path = Self.castName(text) { value = .reference(path) }
        switch value {
        case .call(let call) where call.callee == ["UIImage"]: return found.line
        case .reference(let path):
            guard let name = path.last, path.count == 1 || (path.count == 2 && ["self", "Self"].contains(path[0]))
            else { return nil }
            let tokens = optionals.scopes.tokens
            // On the key's line, or the next (`items["…stickerImage"] =` and the value below it).
            guard
                let use =
                    (optionals.scopes.onLine(found.line)
                    .lowerBound..<optionals.scopes.onLine(found.line + 1)
                    .upperBound).first(where: {
                        tokens[$0].kind == .identifier && tokens[$0].text == name
                    })
            else { return nil }
            return optionals.imageDeclaration(at: use)
        default: return nil
        }
    }

    /// Why the value `found` gives is written as text that is no App ID, when the declaration the use sees says so: a
    /// Swift optional interpolated into the URL or passed to `String(describing:)` as is (`Optional("…")`), an
    /// Objective-C name that may be nil formatted with `%@` (`(null)`).
    private func optionalUse(_ found: Keyed) -> String? {
        guard let scopes = optionals?.scopes ?? nullables?.scopes else { return nil }
        let tokens = scopes.tokens
        var expression = found.value
        var described = false
        if case .call(let call) = expression, call.callee == ["String"], call.arguments.count == 1,
            call.arguments[0].label == "describing"
        {
            expression = call.arguments[0].value
            described = true
        }
        guard case .reference(let path) = expression, let name = path.last,
            path.count == 1 || (path.count == 2 && ["self", "Self"].contains(path[0]))
        else { return nil }
        // The name where the share uses it: inside an interpolation, `String(describing:)`, a format's arguments, or
        // after `self.`.
        guard
            let use = scopes.onLine(found.line).first(where: { index in
                guard tokens[index].kind == .identifier, tokens[index].text == name, index > 0 else { return false }
                let before = tokens[index - 1]
                return before.kind == .interpolationOpen || [":", ".", "+", ","].contains(before.text)
            })
        else { return nil }
        let written = path.joined(separator: ".")
        if let nullables {
            guard case .optional(let why, let line) = nullables.verdict(at: use) else { return nil }
            return "\(written) formatted with %@, which may be nil (\(written) is \(why) on line \(line)) and then "
                + "prints as (null)"
        }
        guard let optionals, case .optional(let why, let line) = optionals.verdict(at: use) else { return nil }
        let shown = described ? "String(describing: \(written))" : "\\(\(written))"
        return "\(shown), an optional (\(written) is \(why) on line \(line)), which prints as Optional(\"…\")"
    }

    /// The name a Swift value written only to fit a dictionary of `Any` holds: `image as Any`, `(image ?? nil) as
    /// Any`, `self.image as AnyObject`, `image!`. `nil` for anything else (a call, an operator between two names).
    static func castName(_ text: String) -> [String]? {
        var rest = text.trimmingWhitespaceSubstring()
        for cast in [" as Any", " as AnyObject", " as! Any", " as? Any"] where rest.hasSuffix(cast) {
            rest = rest.dropLast(cast.count).trimmingWhitespaceSubstring()
            break
        }
        while rest.hasPrefix("("), rest.hasSuffix(")") {
            rest = rest.dropFirst().dropLast().trimmingWhitespaceSubstring()
        }
        for fallback in ["?? nil", "!"] where rest.hasSuffix(fallback) {
            rest = rest.dropLast(fallback.count).trimmingWhitespaceSubstring()
            break
        }
        let path = rest.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard path.count == 1 || (path.count == 2 && ["self", "Self"].contains(path[0])),
            path.allSatisfy({ part in
                part.first.map { $0.isLetter || $0 == "_" } == true
                    && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
        else { return nil }
        return path
    }

    /// The share a call is read from.
    private enum Share {
        /// A library's options object (inline or assigned to `owner`).
        case options([SourceEntry], owner: String?, function: Int?)
        /// A library's call.
        case call(SourceCall)
        /// A share through the platform's transports: the function holding it, the lines of it that are the share's.
        case function(Int?, target: ShareTarget, window: [Range<Int>]?)
    }

    /// The first value of `places` the share gives.
    private func value(of places: [ParameterPlace], in share: Share, accept: (Keyed) -> Bool = { _ in true }) -> Keyed?
    {
        for place in places {
            if let found = value(at: place, in: share, accept: accept) { return found }
        }
        return nil
    }

    private func value(at place: ParameterPlace, in share: Share, accept: (Keyed) -> Bool) -> Keyed? {
        switch (share, place) {
        case (.options(let entries, let owner, let function), .key(let key)):
            return entry(key, of: entries, owner: owner, function: function)
        case (.call(let call), .key(let key)):
            // The options object a call is given first, inline or by name.
            guard let first = call.arguments.first else { return nil }
            switch first.value {
            case .object(let entries): return entry(key, of: entries, owner: nil, function: call.function)
            case .reference(let name):
                let owner = name.joined(separator: ".")
                guard let entries = object(named: owner) else { return nil }
                return entry(key, of: entries, owner: owner, function: call.function)
            default: return nil
            }
        case (.call(let call), .label(let label)):
            return call.arguments.first { $0.label == label }.map {
                Keyed(carrier: "", function: call.function, value: $0.value, line: $0.line)
            }
        case (.call(let call), .position(let position)):
            let unlabelled = call.arguments.filter { $0.label == nil }
            guard position < unlabelled.count, call.arguments[position].label == nil else { return nil }
            let argument = unlabelled[position]
            return Keyed(carrier: "", function: call.function, value: argument.value, line: argument.line)
        case (.function(let function, let target, let window), .key(let key)):
            // Facebook's own keys carry nothing for an Instagram share.
            if target == .instagram, key.hasPrefix("com.facebook.") { return nil }
            if target == .facebook, key.hasPrefix("com.instagram.") { return nil }
            // A share marked outside any function (a constant: `INTENT = "…ADD_TO_STORY"`) is made wherever the file
            // uses it: any function's value counts.
            for lines in window.map({ $0.map(Optional.some) }) ?? [nil] {
                if let found = firstKeyed(key, function: function, window: lines, accept: accept)
                    ?? firstKeyed(key, function: nil, window: lines, accept: accept)
                {
                    return found
                }
            }
            return function == nil
                ? (keyed[key] ?? []).first { value in
                    accept(value) && window?.contains { $0.contains(value.line) } ?? true
                } : nil
        case (.function(let function, _, _), .call(let name, let position)):
            for index in callsByName[name] ?? [] {
                let call = file.calls[index]
                guard call.function == function, position < call.arguments.count else { continue }
                let argument = call.arguments[position]
                return Keyed(carrier: "", function: function, value: argument.value, line: argument.line)
            }
            return nil
        default:
            return nil
        }
    }

    /// The value under `key` in an options object: its entry, a key set on it afterwards (`options.appId = …`), or
    /// an entry of an object it spreads.
    private func entry(_ key: String, of entries: [SourceEntry], owner: String?, function: Int?) -> Keyed? {
        if let entry = entries.first(where: { $0.key == key }) {
            return Keyed(carrier: "", function: function, value: entry.value, line: entry.line)
        }
        if let owner, let index = assignments[owner + "." + key]?.first {
            let assignment = file.assignments[index]
            return Keyed(carrier: "", function: assignment.function, value: assignment.value, line: assignment.line)
        }
        for entry in entries where entry.key == "..." {
            guard case .reference(let name) = entry.value, let found = object(named: name.joined(separator: ".")),
                let inner = found.first(where: { $0.key == key })
            else { continue }
            return Keyed(carrier: "", function: function, value: inner.value, line: inner.line)
        }
        return nil
    }

    /// The object literal assigned to `name`, when one is.
    private func object(named name: String) -> [SourceEntry]? {
        for index in assignments[name] ?? [] {
            if case .object(let entries) = file.assignments[index].value { return entries }
        }
        return nil
    }

    /// The lines of the function whose body holds `line`, when one does.
    func functionLines(at line: Int) -> ClosedRange<Int>? {
        innermostFunction(at: line).map { file.functions[$0].lines }
    }

    /// The name a string constant declared at `line`, outside every function, is given (`ACTION` of
    /// `private const val ACTION = "…"`), when one is.
    func constant(at line: Int) -> String? {
        guard innermostFunction(at: line) == nil, let index = stringAssignmentByLine[line] else { return nil }
        return String(file.assignments[index].name.split(separator: ".").last ?? "")
    }

    /// The constant or stored property outside every function assigned on `line` (`static let STORIES_URL =
    /// URL(string: "instagram-stories://share")!`): a Stories URL there is opened where code that runs uses it.
    func outerConstant(at line: Int) -> String? {
        guard innermostFunction(at: line) == nil, let index = outerAssignmentByLine[line] else { return nil }
        let name = String(file.assignments[index].name.split(separator: ".").last ?? "")
        return name.isEmpty ? nil : name
    }

    /// The constant outside every function whose options object holds `key` on `line` (`export const ShareOptions =
    /// { social: Social.InstagramStories, … }`): the share runs where a call is given it.
    func optionsConstant(at line: Int, key: String) -> String? {
        guard innermostFunction(at: line) == nil else { return nil }
        for index in objectsByLine[line] ?? [] {
            let object = objects[index]
            guard object.function == nil, let owner = object.owner, !owner.contains("."),
                object.entries.contains(where: { $0.key == key && $0.line == line })
            else { continue }
            return owner
        }
        return nil
    }

    /// The lines of the calls, inside a function, that pass the constant `name` as an argument
    /// (`Intent(ACTION)`, `Intent(Companion.ACTION)`), in order.
    func linesPassing(_ name: String) -> [Int] {
        (passingLines[name] ?? []).sorted()
    }

    /// The name and lines of the function whose body holds `line`, when one does.
    func function(at line: Int) -> (name: String, lines: ClosedRange<Int>)? {
        innermostFunction(at: line).map { (file.functions[$0].name, file.functions[$0].lines) }
    }

    /// Whether a function of the file other than the one spanning `lines` holds them: a function declared inside
    /// another (a closure or arrow function bound to a local name), which only its own file can call.
    func isNested(_ lines: ClosedRange<Int>) -> Bool {
        file.functions.contains {
            $0.lines != lines && $0.lines.contains(lines.lowerBound) && $0.lines.contains(lines.upperBound)
        }
    }

    /// The function whose body holds `line`: of those that do, the one with the shortest span.
    private func innermostFunction(at line: Int) -> Int? {
        innermost.at(line)
    }

    /// Whether a line between the Stories URL on `line` and a value on `other` makes another Stories URL: one of
    /// the lines after `line` up to `other` (a value after it), or from `other` up to `line` (a value before it).
    private func anotherURL(from line: Int, to other: Int) -> Bool {
        let lines = other > line ? (line + 1)...other : other...(line - 1)
        guard lines.count <= 400 else { return false }
        return lines.contains { lineText($0).contains("-stories://") }
    }

    /// Whether the Stories URL built on `line` in `function` is only asked about: the name it is given there
    /// (`guard let url = URL(string: "instagram-stories://share")`) is used on later lines of the function, up to
    /// where the name is given again, only where a line asks `canOpenURL` of it and opens nothing (a method
    /// channel's "is Instagram there?" answer beside the share that opens another URL).
    private func onlyChecked(_ line: Int, in function: Int?) -> Bool {
        guard let function else { return false }
        let text = lineText(line)
        guard let equals = text.range(of: " = "),
            let found = text[..<equals.lowerBound].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                .last
        else { return false }
        let name = String(found)
        // Looked at up to the function's end (a pasteboard may be built between the check and the open), at most
        // ``usesLookedAt`` lines so that a file of many URLs stays linear: past them nothing is concluded, and the URL
        // stays a share.
        let functionEnd = file.functions[function].lines.upperBound
        let end = min(functionEnd, line + Self.usesLookedAt)
        var checked = false
        var givenAgain = false
        for number in stride(from: line + 1, through: end, by: 1) {
            let body = lineText(number)
            guard body.containsWord(name) else { continue }
            // Given again: the uses below are another URL's.
            let trimmed = body.trimmingWhitespace()
            if ["let ", "var ", "val ", "const "].contains(where: { body.contains($0 + name) })
                || trimmed.hasPrefix(name + " =") && !trimmed.hasPrefix(name + " ==")
            {
                givenAgain = true
                break
            }
            guard Self.urlChecks.contains(where: { body.contains($0 + "(") }),
                !Self.urlOpens.contains(where: { body.contains("." + $0 + "(") || body.contains(" " + $0 + "(") })
            else { return false }
            checked = true
        }
        return checked && (givenAgain || end == functionEnd)
    }

    /// What a caller does with the URL a call on its line gives.
    private enum URLUse {
        /// Opens it: a share.
        case opens
        /// Only asks `canOpenURL` of it.
        case checks
        /// Hands it on, or the reader cannot tell.
        case unknown
    }

    /// Whether the Stories URL `function` returns on `line` is only asked about by the file's callers of `function`
    /// that can reach that line: each assigns the call's URL and asks `canOpenURL` of it, opening nothing (one step,
    /// the same file). A URL returned without an App ID when the function's App ID parameter is empty
    /// (`guard let appId, !appId.isEmpty else { return URL(string: "instagram-stories://share") }`) is reached only
    /// by callers that may pass an empty one: a literal `""`, `nil`, or a name not checked non-empty before the
    /// call.
    private func onlyCheckedByCallers(_ line: Int, of function: Int) -> Bool {
        let defined = file.functions[function]
        let callers = (callsByName[defined.name] ?? []).map { file.calls[$0] }.filter { caller in
            caller.function != nil && !defined.lines.contains(caller.line)
        }
        guard !callers.isEmpty else { return false }
        let fallback = emptyAppIDBranch(line, of: function)
        for caller in callers {
            if let fallback, !mayPassEmpty(caller, for: fallback, of: defined) { continue }
            guard let holder = caller.function, use(ofCallOn: caller.line, named: defined.name, in: holder) == .checks
            else { return false }
        }
        return true
    }

    /// The parameter of `function` whose emptiness selects the URL returned on `line`: the line's URL gives no App
    /// ID, another line of the function interpolates that parameter into `source_application=`, and a `guard` or
    /// `if` before the line tests the parameter (`guard let appId, !appId.isEmpty else {`, `if appId == nil`).
    private func emptyAppIDBranch(_ line: Int, of function: Int) -> String? {
        guard !lineText(line).contains("source_application") else { return nil }
        let defined = file.functions[function]
        let given = keyedByFunction["source_application"]?[function]?.values ?? []
        guard
            let parameter = given.lazy.compactMap({ value -> String? in
                guard value.line != line, case .reference(let path) = value.value, path.count == 1,
                    defined.parameters.contains(path[0])
                else { return nil }
                return path[0]
            }).first
        else { return nil }
        let tested = (defined.lines.lowerBound..<line).contains { number in
            let text = lineText(number).trimmingWhitespace()
            return (text.hasPrefix("guard ") || text.hasPrefix("if ") || text.hasPrefix("if("))
                && text.containsWord(parameter)
                && (text.contains("isEmpty") || text.contains("nil") || text.contains("null")
                    || text.contains("let " + parameter))
        }
        return tested ? parameter : nil
    }

    /// Whether `caller` may pass an empty value for `parameter` of `function`: a literal `""`, `nil` or nothing,
    /// or a name its function does not check non-empty before the call (`!appId.isEmpty`, `appId.isNotEmpty`).
    private func mayPassEmpty(_ caller: SourceCall, for parameter: String, of function: SourceFunction) -> Bool {
        let position = function.parameters.firstIndex(of: parameter)
        let argument =
            caller.arguments.first { $0.label == parameter }
            ?? position.flatMap { $0 < caller.arguments.count ? caller.arguments[$0] : nil }
        guard let argument else { return true }
        if let text = Self.literalText(argument.value) { return text.isEmpty }
        guard case .reference(let path) = argument.value, path.count == 1, let holder = caller.function else {
            return true
        }
        let name = path[0]
        if ["nil", "null"].contains(name) { return true }
        let checks = [
            "!\(name).isEmpty", "\(name).isNotEmpty", "!\(name).isNullOrEmpty", "!\(name).isNullOrBlank",
            "\(name).isNotBlank",
        ]
        let before = file.functions[holder].lines.lowerBound..<caller.line
        return !before.contains { number in checks.contains { lineText(number).contains($0) } }
    }

    /// What the caller on `line` (in `function`) does with the URL its call of `callee` gives: the name the line
    /// gives it (`guard let url = storiesURL(appId: id), …`) opened or only asked about, on that line after the call
    /// and on the function's later lines up to where the name is given again; without a name, the line's own use.
    private func use(ofCallOn line: Int, named callee: String, in function: Int) -> URLUse {
        let text = lineText(line)
        func opens(_ body: some StringProtocol) -> Bool {
            Self.urlOpens.contains { body.contains("." + $0 + "(") || body.contains(" " + $0 + "(") }
        }
        func checks(_ body: some StringProtocol) -> Bool { Self.urlChecks.contains { body.contains($0 + "(") } }
        guard let call = text.range(of: callee + "("), let equals = text[..<call.lowerBound].range(of: " = "),
            let found = text[..<equals.lowerBound].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                .last
        else {
            if text.trimmingWhitespace().hasPrefix("return ") { return .unknown }
            return opens(text) ? .opens : checks(text) ? .checks : .unknown
        }
        let name = String(found)
        var checked = false
        let rest = text[call.upperBound...]
        if String(rest).containsWord(name) {
            if opens(rest) { return .opens }
            checked = checks(rest)
        }
        let end = min(file.functions[function].lines.upperBound, line + Self.usesLookedAt)
        for number in stride(from: line + 1, through: end, by: 1) {
            let body = lineText(number)
            guard body.containsWord(name) else { continue }
            let trimmed = body.trimmingWhitespace()
            if ["let ", "var ", "val ", "const ", "final "].contains(where: { body.contains($0 + name) })
                || trimmed.hasPrefix(name + " =") && !trimmed.hasPrefix(name + " ==")
            {
                break
            }
            if opens(body) { return .opens }
            if trimmed.hasPrefix("return " + name) && !checks(body) { return .unknown }
            if checks(body) { checked = true } else { return .unknown }
        }
        return checked ? .checks : .unknown
    }

    /// How many lines after a Stories URL its name's uses are looked at, to tell an availability check from a share.
    static let usesLookedAt = 2_000

    /// Whether the line asks `canOpenURL` of the URL it builds and opens nothing (`if let url = URL(string: "…"),
    /// UIApplication.shared.canOpenURL(url)`).
    private func checksOnLine(_ line: Int) -> Bool {
        let text = lineText(line)
        return text.contains("canOpenURL") && !text.contains(".open(") && !text.contains("openURL")
    }

    /// Whether the line names a Stories scheme alone (`"instagram-stories://"`): what `canOpenURL` is asked, not a
    /// share, which opens `…://share`.
    private func bareScheme(_ line: Int) -> Bool {
        let text = lineText(line)
        return ["instagram-stories://", "facebook-stories://"].contains { scheme in
            ["\"", "'", "`"].contains { text.contains(scheme + $0) }
        }
    }

    /// Whether `line` is what `function` returns: a `return` statement, or the body of an arrow function that is an
    /// expression (`const schemeFor = (format) =>` and, on its line or the next, `format === "story" ? "…" : "…"`).
    private func isReturned(_ line: Int, by function: Int) -> Bool {
        if lineText(line).trimmingWhitespace().hasPrefix("return ") { return true }
        // (A function's lines may start at its body: the arrow is on its line or the one before.)
        let start = max(1, file.functions[function].lines.lowerBound - 1)
        guard line >= start, line - start <= 2 else { return false }
        let own = lineText(line).trimmingWhitespace()
        if let arrow = own.range(of: "=>", options: .backwards) {
            let body = own[arrow.upperBound...].trimmingWhitespace()
            return !body.isEmpty && !body.hasPrefix("{")
        }
        // The arrow ends the line before, and this line is its body.
        guard line - 1 >= start, !own.hasPrefix("{") else { return false }
        return lineText(line - 1).trimmingWhitespace().hasSuffix("=>")
    }

    /// Whether `function` hands on the URL the line builds (`if let url = URL(string: "…") { … return url }`): it
    /// checks the URL for its caller, which opens it (a computed property, a factory).
    private func returnsURL(of line: Int, in function: Int) -> Bool {
        let text = lineText(line)
        guard let equals = text.range(of: " = "),
            let name = text[..<equals.lowerBound].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                .last
        else { return false }
        return returnedNames(of: function).contains(String(name))
    }

    /// The names `function`'s lines return as they are (`return url`, `return url;`, `return url // …`), worked out
    /// once per function.
    private func returnedNames(of function: Int) -> Set<String> {
        if let known = returned.names[function] { return known }
        var names = Set<String>()
        for number in file.functions[function].lines {
            let body = lineText(number).trimmingCharacters(in: .whitespaces)
            guard body.hasPrefix("return ") else { continue }
            names.insert(String(body.dropFirst("return ".count).prefix { $0 != " " && $0 != ";" }))
        }
        returned.names[function] = names
        return names
    }

    /// What ``returnedNames(of:)`` found, by function.
    private final class Returned {
        var names: [Int: Set<String>] = [:]
    }

    /// What asks whether an app can be opened by URL, and what opens one.
    static let urlChecks = ["canOpenURL", "canLaunchUrl", "canLaunch", "canOpenUrl"]
    static let urlOpens = ["open", "openURL", "openUrl", "launchUrl", "launch", "launchURL", "startActivity"]
    /// What asks whether an app answers an intent, and what starts one.
    static let intentChecks = ["resolveActivity", "queryIntentActivities", "resolveActivityInfo"]
    static let intentStarts = [
        "startActivity", "startActivityForResult", "startActivities", "launch", "startActivityIfNeeded",
        "startIntentSenderForResult",
    ]

    /// Whether `function`'s own calls (those on `lines`, when given) ask whether an app is there (one of `checks`)
    /// and make none of `opens` (`canOpenURL` without `open`, `resolveActivity` without `startActivity`).
    private func checksOnly(_ function: Int, checks: [String], opens: [String], on lines: Range<Int>? = nil) -> Bool {
        let names = calleesByFunction[function] ?? []
        func called(_ name: String) -> Bool {
            guard names.contains(name) else { return false }
            guard let lines else { return true }
            guard let found = callLines[name] else { return false }
            let first = found.firstIndex(notBelow: { $0 < lines.lowerBound })
            return first < found.count && found[first] < lines.upperBound
        }
        return checks.contains(where: called) && !opens.contains(where: called)
    }

    /// The argument of the call on `line` named one of `names` whose label names an App ID (`appId:`,
    /// `facebookAppId:`, `fbAppId:`, …), as written: how an app's own function is given one.
    func namedAppID(onLine line: Int, callNames names: Set<String>) -> String? {
        guard let index = names.lazy.compactMap({ self.callByNameAndLine[$0]?[line] }).first else { return nil }
        let argument = file.calls[index].arguments.first { argument in
            argument.label.map { Self.appIDLabels.contains($0.lowercased()) } ?? false
        }
        return argument.map { "\($0.label ?? ""): \(Self.text(of: $0.value))" }
    }

    /// The unlabelled arguments of the call on `line` named one of `names`, in order: what an app's own function of
    /// that name is given by position.
    func positionalArguments(onLine line: Int, callNames names: Set<String>) -> [PassedArgument] {
        guard let index = names.lazy.compactMap({ self.callByNameAndLine[$0]?[line] }).first else { return [] }
        return file.calls[index].arguments.prefix { $0.label == nil }.map { argument in
            PassedArgument(
                written: Self.text(of: argument.value), literal: Self.literalText(argument.value), line: argument.line)
        }
    }

    /// The labels (lowercased) an argument carrying an App ID goes by.
    static let appIDLabels: Set<String> = [
        "appid", "facebookappid", "fbappid", "metaappid", "facebookid", "fbid", "sourceapplication",
    ]

    /// Whether the file calls a function named `name` (`grantUriPermission`), and where first.
    func firstCall(named name: String) -> Int? {
        callsByName[name]?.first.map { file.calls[$0].line }
    }

    /// The lines of the calls named `name`.
    func lines(ofCallsNamed name: String) -> Set<Int> {
        Set((callsByName[name] ?? []).map { file.calls[$0].line })
    }

    /// What `expression` gives: a literal, a name followed one step to a literal, or the name as written.
    func resolve(_ expression: SourceExpression, function: Int?, line: Int, carrier: String) -> AppIDSource {
        func fromInfoPlist(_ key: String, written: String) -> AppIDSource {
            var source = AppIDSource(
                value: written, isLiteral: false, carrier: carrier,
                evidence: Evidence(path: path, line: line, text: lineText(line)))
            source.infoPlistKey = key
            return source
        }
        if let key = Self.infoPlistKey(of: expression) { return fromInfoPlist(key, written: Self.text(of: expression)) }
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
            if values.count == 1, string.text.isEmpty {
                return resolve(values[0], function: function, line: line, carrier: carrier)
            }
            return named(Self.text(of: expression))
        case .number(let digits):
            return literal(digits, at: line)
        case .reference(let path):
            guard let name = path.last else { return named(Self.text(of: expression)) }
            // A member of `self` or of a type (`Self.appID`, `Config.APP_ID`) is that declaration; a member of a
            // value (`options.appId`, `widget.appId`) is whatever the value holds, not a property's default.
            let receiver = path.count > 1 ? path[path.count - 2] : nil
            let followsName =
                receiver.map { ["self", "Self", "this"].contains($0) || $0.first?.isUppercase == true } ?? true
            if let value = assignedLiteral(path.joined(separator: "."), function: function, line: line)
                ?? (followsName ? assignedLiteral(name, function: function, line: line) : nil)
            {
                return literal(value.text, at: value.line)
            }
            if path.count == 1, let passed = passedValues(parameter: name, of: function),
                passed.contains(where: { $0.literal != nil })
            {
                // Every caller of the file passes one literal: that literal, where the first passes it. Callers that
                // pass different literals, or a literal and a name or expression: undecided, each said with its line.
                // (Callers that all pass names leave the parameter's name as written.)
                let literals = Set(passed.compactMap(\.literal))
                if literals.count == 1, passed.allSatisfy({ $0.literal != nil }), let first = passed.first {
                    // A name the caller passes, set to the literal in this file: said where it is set too.
                    var source = literal(first.literal ?? "", at: first.line)
                    source.definition = first.setAt.map { Evidence(path: self.path, line: $0, text: lineText($0)) }
                    return source
                }
                var source = named(name)
                let function = function.map { file.functions[$0].name } ?? ""
                source.undecided =
                    "the parameter \(name) of \(function), which its callers give as "
                    + passed.map { "\($0.literal ?? $0.written) (\(self.path):\($0.line))" }.joined(separator: ", ")
                return source
            }
            // As written, with what it is a member of (`env.INSTAGRAM_APP_ID`, `Config.appID`); a local given another
            // name is that name (`let appID = Credentials.instagramAppID`).
            let written = path.joined(separator: ".")
            let assigned = visibleAssignment(written, function: function, line: line)?.value
            if case .reference(let other) = assigned {
                return named(other.joined(separator: "."))
            }
            if case .call(let call) = assigned, let tidied = Self.tidiedName(call) { return named(tidied) }
            // A name given another name with a fallback to nothing (`const FB_APP_ID = process.env.X ?? ''`): that
            // name, as the fallback leaves it.
            if case .other(let text) = assigned, case let fallenFrom = AppIDResolution.droppingEmptyFallback(text),
                fallenFrom != text, fallenFrom.split(separator: ".").allSatisfy({ AppIDResolution.isName(String($0)) })
            {
                return named(fallenFrom)
            }
            // A name given an Info.plist read, or a computed property returning one: the app's Info.plist says.
            if let key = assigned.flatMap(Self.infoPlistKey(of:))
                ?? (followsName && assigned == nil ? infoPlistProperties[name] : nil)
            {
                return fromInfoPlist(key, written: written)
            }
            return named(written)
        case .call(let call) where call.callee == ["String"] && call.arguments.count == 1:
            // `String(describing: appID)`, `String(appID)`: the value described.
            return resolve(call.arguments[0].value, function: function, line: line, carrier: carrier)
        case .call(let call):
            // Android's `getString(R.string.facebook_app_id)`: the string resource it names.
            if let resource = Self.stringResource(call) { return named("R.string." + resource) }
            if let tidied = Self.tidiedName(call) { return named(tidied) }
            // A one-line arrow function of the file that returns a name (`const metaAppId = () =>
            // process.env.META_APP_ID?.trim() || ''`), called with nothing: that name.
            if call.arguments.isEmpty, call.callee.count == 1,
                case .other(let text)? = visibleAssignment(call.callee[0], function: function, line: line)?.value,
                let returned = Self.arrowReturnedName(text)
            {
                return named(returned)
            }
            return named(call.callee.last ?? Self.text(of: expression))
        default:
            return named(Self.text(of: expression))
        }
    }

    /// The app's own string resource an Android call reads (`getString(R.string.NAME)`,
    /// `context.getString(R.string.NAME)`, `resources.getText(R.string.NAME)`): `NAME`. The framework's
    /// (`android.R.string.…`) is none of the app's.
    static func stringResource(_ call: SourceCall) -> String? {
        guard call.callee.last.map({ ["getString", "getText"].contains($0) }) == true, let first = call.arguments.first,
            first.label == nil, case .reference(let path) = first.value, path.count >= 3,
            path[path.count - 3] == "R", path[path.count - 2] == "string", path.first != "android",
            let name = path.last
        else { return nil }
        return name
    }

    /// The name an arrow function taking nothing returns (`(): string => process.env.X?.trim() || ''` →
    /// `process.env.X`), a fallback to nothing and a tidying call after it left out; `nil` for any other body.
    static func arrowReturnedName(_ text: String) -> String? {
        guard let arrow = text.range(of: "=>"),
            text[..<arrow.lowerBound].filter({ $0 != " " }).hasPrefix("()")
        else { return nil }
        var body = AppIDResolution.droppingEmptyFallback(String(text[arrow.upperBound...]))
        for suffix in ["?.trim()", ".trim()", ".toString()"] where body.hasSuffix(suffix) {
            body = String(body.dropLast(suffix.count))
        }
        body = body.replacingOccurrences(of: "?.", with: ".")
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ AppIDResolution.isName(String($0)) }) else { return nil }
        return body
    }

    /// The name a call only tidies as a string (`process.env.META_APP_ID?.trim()`, `appID.toString()`): the value is
    /// that name's, spaces aside.
    static func tidiedName(_ call: SourceCall) -> String? {
        guard call.arguments.isEmpty, call.callee.count > 1, let last = call.callee.last,
            ["trim", "toString", "trimmed"].contains(last)
        else { return nil }
        return call.callee.dropLast().joined(separator: ".")
    }

    /// The key of the app's own Info.plist that `expression` reads, when it reads one: Swift's
    /// `Bundle.main.object(forInfoDictionaryKey: "K")` and `Bundle.main.infoDictionary?["K"]` (a cast and a default
    /// after it included), Objective-C's `[[NSBundle mainBundle] objectForInfoDictionaryKey:@"K"]`,
    /// `[NSBundle.mainBundle.infoDictionary objectForKey:@"K"]` and `NSBundle.mainBundle.infoDictionary[@"K"]`. An
    /// expression reading two keys reads none the reader can name.
    static func infoPlistKey(of expression: SourceExpression) -> String? {
        switch expression {
        case .call(let call):
            let labels: Set<String> =
                call.callee.contains("infoDictionary")
                ? ["objectForKey", "forKey", "valueForKey"] : ["forInfoDictionaryKey", "objectForInfoDictionaryKey"]
            guard let argument = call.arguments.first(where: { $0.label.map(labels.contains) == true }),
                case .string(let key) = argument.value, key.isPlain, !key.text.isEmpty
            else { return nil }
            return key.text
        case .other(let text):
            let compact = text.filter { $0 != " " }
            var keys = Set<String>()
            for opening in [
                "forInfoDictionaryKey:\"", "objectForInfoDictionaryKey:@\"", "infoDictionary?[\"",
                "infoDictionary![\"", "infoDictionary[\"", "infoDictionary[@\"",
            ] {
                var rest = compact[...]
                while let range = rest.range(of: opening) {
                    let key = rest[range.upperBound...].prefix { $0 != "\"" && $0 != "\\" }
                    if !key.isEmpty { keys.insert(String(key)) }
                    rest = rest[range.upperBound...]
                }
            }
            return keys.count == 1 ? keys.first : nil
        default:
            return nil
        }
    }

    /// The Info.plist key each Swift computed property of `tokens` reads: `var NAME: Type {` whose body reads one
    /// key (``infoPlistKey(of:)``'s forms), by the property's name.
    static func infoPlistProperties(_ tokens: [SourceToken]) -> [String: String] {
        var found: [String: String] = [:]
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index].text == "var",
                tokens[index + 1].kind == .identifier, tokens[index + 2].text == ":"
            else { continue }
            // The type, up to the body's `{`; a stored property (`=`) or the line's end is no computed one.
            var open = index + 3
            while open < tokens.count, tokens[open].line == tokens[index].line, tokens[open].text != "{",
                tokens[open].text != "="
            {
                open += 1
            }
            guard open < tokens.count, tokens[open].kind == .open, tokens[open].text == "{" else { continue }
            var depth = 0
            var end = open
            while end < tokens.count {
                if tokens[end].kind == .open { depth += 1 }
                if tokens[end].kind == .close {
                    depth -= 1
                    if depth == 0 { break }
                }
                end += 1
            }
            var keys = Set<String>()
            for position in open..<min(end, tokens.count) where tokens[position].kind == .stringText {
                if let key = readKey(tokens, stringAt: position) { keys.insert(key) }
            }
            if keys.count == 1, let key = keys.first { found[tokens[index + 1].text] = key }
            index = open
        }
        return found
    }

    /// The key when the string whose text is at `position` is the key of an Info.plist read
    /// (`forInfoDictionaryKey: "K"`, `infoDictionary?["K"]`).
    private static func readKey(_ tokens: [SourceToken], stringAt position: Int) -> String? {
        guard position >= 3, tokens[position - 1].kind == .stringOpen else { return nil }
        var before = position - 2
        if tokens[before].text == ":" {
            let name = tokens[before - 1].text
            return ["forInfoDictionaryKey", "objectForInfoDictionaryKey"].contains(name) ? tokens[position].text : nil
        }
        guard tokens[before].text == "[" else { return nil }
        before -= 1
        if ["?", "!"].contains(tokens[before].text), before > 0 { before -= 1 }
        return tokens[before].text == "infoDictionary" ? tokens[position].text : nil
    }

    /// The expression assigned to the name `expression` is, as written roughly: the last assignment before `line`
    /// in `function`, else one outside any function.
    private func origin(of expression: SourceExpression, function: Int?, line: Int) -> String? {
        // A call of a function of the file (`_hex(color)`): the text of its body, up to 20 lines.
        if case .call(let call) = expression, call.callee.count == 1,
            let defined = firstFunctionNamed[call.callee[0]].map({ file.functions[$0] })
        {
            let last = min(defined.lines.upperBound, defined.lines.lowerBound + 19)
            return (defined.lines.lowerBound...last).map(lineText).joined(separator: "\n")
        }
        guard case .reference(let path) = expression else { return nil }
        return visibleAssignment(path.joined(separator: "."), function: function, line: line).map {
            Self.text(of: $0.value)
        }
    }

    /// The assignment of `name` a use on `line` in `function` sees: the last before it in that function or in one
    /// that holds it (a local of the method a closure is in), else one outside any function.
    private func visibleAssignment(_ name: String, function: Int?, line: Int) -> SourceAssignment? {
        let found = (assignments[name] ?? []).map { file.assignments[$0] }
        let enclosing = found.last { assignment in
            guard let holder = assignment.function, assignment.line <= line else { return false }
            return holder == function || file.functions[holder].lines.contains(line)
        }
        return enclosing ?? found.first { $0.function == nil }
    }

    /// The literal assigned to `name`: the last assignment before `line` in `function`, else one outside any
    /// function; `nil` when that assignment is not a literal.
    private func assignedLiteral(_ name: String, function: Int?, line: Int) -> (text: String, line: Int)? {
        guard let assignment = visibleAssignment(name, function: function, line: line) else { return nil }
        return Self.literalText(assignment.value).map { ($0, assignment.line) }
    }

    /// What the file's callers of `function` pass for its parameter `name`, each different value once in the order
    /// of the callers: the literal, or the expression as written; `nil` when the file does not call it (or `name` is
    /// no parameter of it). A caller inside the function itself (a recursion) does not count. A caller that passes a
    /// name set to a literal in this file (a constant, or a local of the caller before the call), which is no
    /// parameter of its own function, passes that literal (`setAt`: the line that sets it): the second and last
    /// step (a name given to the caller by its own callers is left as written).
    private func passedValues(parameter name: String, of function: Int?) -> [(
        literal: String?, written: String, line: Int, setAt: Int?
    )]? {
        guard let function, let position = file.functions[function].parameters.firstIndex(of: name) else { return nil }
        let defined = file.functions[function]
        var passed: [(literal: String?, written: String, line: Int, setAt: Int?)] = []
        for index in callsByName[defined.name] ?? [] {
            let call = file.calls[index]
            guard !defined.lines.contains(call.line) else { continue }
            let argument =
                call.arguments.first { $0.label == name }
                ?? (position < call.arguments.count ? call.arguments[position] : nil)
            guard let argument else { continue }
            var literal = Self.literalText(argument.value)
            var setAt: Int?
            if literal == nil, case .reference(let path) = argument.value, path.count == 1, let passedName = path.first,
                !(call.function.map { file.functions[$0].parameters.contains(passedName) } ?? false),
                let set = assignedLiteral(passedName, function: call.function, line: call.line)
            {
                literal = set.text
                setAt = set.line
            }
            let written = Self.text(of: argument.value)
            guard !passed.contains(where: { $0.literal == literal && $0.written == written }) else { continue }
            passed.append((literal, written, argument.line, setAt))
        }
        return passed.isEmpty ? nil : passed
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
        case .string(let string):
            string.parts.map { part in
                switch part {
                case .text(let text): text
                case .interpolation(let inner): "${" + text(of: inner) + "}"
                }
            }.joined()
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
