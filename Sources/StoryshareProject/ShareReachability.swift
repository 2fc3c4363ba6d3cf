/// Whether a share can run, as far as the sources say it: a share inside a named function that nothing calls
/// (a helper left behind when the app moved to another way of sharing) is "present, not called", and does not
/// make its app share. A function the platform or a framework calls by itself is never judged so: an override, an
/// action wired in Interface Builder or a layout, a method exported to JavaScript or to a web view, a delegate
/// method, a default export (a route), a lifecycle method by its name.
enum ShareReachability {
    /// Marks on a function's declaration (or the line above it) that say something other than the sources calls
    /// it.
    static let entryMarks = [
        "override", "@Override", "@objc", "IBAction", "@ReactMethod", "RCT_EXPORT_METHOD", "RCT_REMAP_METHOD",
        "@JavascriptInterface", "@PluginMethod", "@OnClick", "export default", "vm:entry-point", "@main",
        "@UIApplicationMain", "@Test", "@IBSegueAction",
        // Flutter's engine calls these: an app delegate's `didInitializeImplicitFlutterEngine(_:)`, a plugin's
        // `register(with registrar:)`, a method channel's handler (Swift, Kotlin, Java).
        "FlutterImplicitEngineBridge", "FlutterPluginRegistrar", "FlutterMethodCall", "FlutterEngine", ": MethodCall",
        "MethodCall call",
    ]

    /// Names frameworks call by themselves, without a mark: React's class lifecycle, Android's and UIKit's
    /// callbacks where a language needs no `override`, a program's entry.
    static let frameworkNames: Set<String> = [
        "render", "componentDidMount", "componentDidUpdate", "componentWillUnmount", "constructor", "main", "build",
        "initState", "body", "viewDidLoad", "viewWillAppear", "viewDidAppear", "onCreate", "onResume", "onStart",
        "onClick", "onMethodCall", "handle", "invoke", "run", "execute", "default", "init",
    ]

    /// Whether the function `name`, declared in `declaration` (its first line, with the line before it, in
    /// `language`), is one only a call of the sources can run: `false` when something else may call it.
    static func needsCaller(name: String, declaration: String, language: SourceLanguage) -> Bool {
        guard !name.isEmpty, !frameworkNames.contains(name) else { return false }
        if entryMarks.contains(where: declaration.contains) { return false }
        switch language {
        case .swift:
            // A delegate method names its first parameter as itself: `func tableView(_ tableView: …)`.
            return !declaration.contains("\(name)(_ \(name):")
        case .objectiveC:
            // A method with parameters is judged by its whole selector (``objectiveCSelector(declaration:)``).
            return !declaration.contains("\(name):")
        case .kotlin, .java:
            // A method taking a View is what a layout's `android:onClick` names.
            return !declaration.contains("View ") && !declaration.contains(": View") && !declaration.contains(":View")
        case .dart, .javaScript:
            return true
        }
    }

    /// The whole selector of the Objective-C method with parameters declared on `declaration`'s lines (from the line
    /// naming it, with the annotation above it first when there is one, up to its body's `{`):
    /// `backgroundImage:attributionURL:`, when only a call of the sources can run it. A delegate's or a data
    /// source's method, which the runtime calls (its first parameter the object it serves, typed as its first part
    /// names it: `tableView:(UITableView *)tableView`, or a protocol: `sharer:(id<FBSDKSharing>)sharer`), an action
    /// and a method exported to JavaScript are not: `nil`. Swift calls the selector by its first part, its other
    /// parts as labels (`backgroundImage(data, attributionURL: link)`), Objective-C by the whole selector
    /// (`[share backgroundImage:data attributionURL:link]`): ``occurrences(of:in:limit:)`` counts both.
    static func objectiveCSelector(declaration lines: [String]) -> String? {
        var text = ""
        for line in lines {
            text += line + "\n"
            if line.contains("{") || line.hasSuffix(";") { break }
        }
        if let body = text.firstIndex(of: "{") { text = String(text[..<body]) }
        if entryMarks.contains(where: text.contains) { return nil }
        guard let dash = text.firstIndex(where: { $0 == "-" || $0 == "+" }) else { return nil }
        // The parts: each name followed by `:` outside the parentheses of a type.
        var parts: [String] = []
        var firstType = ""
        var depth = 0
        var word = ""
        var inFirstType = false
        for character in text[text.index(after: dash)...] {
            if character == "(" {
                depth += 1
                if parts.count == 1, firstType.isEmpty { inFirstType = true }
                word = ""
                continue
            }
            if character == ")" {
                depth -= 1
                inFirstType = false
                word = ""
                continue
            }
            if inFirstType { firstType.append(character) }
            guard depth == 0 else { continue }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if character == ":", !word.isEmpty {
                parts.append(word)
                word = ""
            } else {
                word = ""
            }
        }
        guard parts.count >= 1, let first = parts.first else { return nil }
        let type = firstType.filter { $0 != "*" && $0 != " " }
        if type.hasPrefix("id<") || type.lowercased().hasSuffix(first.lowercased()) { return nil }
        return parts.map { $0 + ":" }.joined()
    }

    /// How a function of a file is reached from the file's own code.
    enum InFile: Equatable {
        /// Used where no caller is needed (outside every function, or in one the platform calls).
        case reached
        /// Used only inside these functions, which need a caller themselves (followed up to three steps).
        case through([String])
        /// Not used in the file beyond its declaration.
        case notUsed
    }

    /// How the function `name`, whose body spans `lines`, is reached in its file: each line of code naming it
    /// (`uses`: lines where the name is written as code, not in a string or a comment) outside its body and its
    /// declaration (the nearest such line within 8 above its body) lies in the function `function` gives, or in
    /// none. `isHelper` says whether a function needs a caller.
    static func reach(
        _ name: String, in lines: ClosedRange<Int>, uses: (String) -> [Int],
        function: (Int) -> (name: String, lines: ClosedRange<Int>)?, isHelper: (String, ClosedRange<Int>) -> Bool,
        depth: Int = 0, seen: Set<String> = []
    ) -> InFile {
        let naming = uses(name)
        let declaration = naming.last { $0 <= lines.lowerBound && $0 >= lines.lowerBound - 8 }
        var callers: [(name: String, lines: ClosedRange<Int>)] = []
        for use in naming where !lines.contains(use) && use != declaration {
            guard let caller = function(use) else { return .reached }
            guard caller.name != name else { continue }
            guard isHelper(caller.name, caller.lines) else { return .reached }
            if !callers.contains(where: { $0.name == caller.name }) { callers.append(caller) }
        }
        guard !callers.isEmpty else { return .notUsed }
        var frontier: [String] = []
        for caller in callers where !seen.contains(caller.name) {
            guard depth < 2 else {
                frontier.append(caller.name)
                continue
            }
            switch reach(
                caller.name, in: caller.lines, uses: uses, function: function, isHelper: isHelper, depth: depth + 1,
                seen: seen.union([name, caller.name]))
            {
            case .reached: return .reached
            case .through(let names): frontier += names.filter { !frontier.contains($0) }
            case .notUsed: if !frontier.contains(caller.name) { frontier.append(caller.name) }
            }
        }
        return .through(frontier.isEmpty ? callers.map(\.name) : frontier)
    }

    /// How many times each of `words` occurs in `bytes` as a whole identifier, not after a `/`, counting at most
    /// `limit` each: one pass over the bytes, however many words there are.
    /// An Objective-C selector among `words` (`backgroundImage:attributionURL:`) counts where its first part is
    /// followed by `:` or `(` and each other part, in order, by `:` before the statement ends: a declaration, an
    /// Objective-C message, a Swift call or `#selector`/`@selector`.
    static func occurrences(of words: Set<String>, in bytes: [UInt8], limit: Int) -> [String: Int] {
        guard !words.isEmpty else { return [:] }
        let plain = words.filter { !$0.contains(":") }
        let needles = Dictionary(plain.map { (Array($0.utf8)[...], $0) }, uniquingKeysWith: { first, _ in first })
        // Each selector by its first part.
        var selectors: [ArraySlice<UInt8>: [(word: String, rest: [[UInt8]])]] = [:]
        for word in words where word.contains(":") {
            let parts = word.split(separator: ":").map { Array($0.utf8) }
            guard let first = parts.first else { continue }
            selectors[first[...], default: []].append((word, Array(parts.dropFirst())))
        }
        let longest = (Array(needles.keys) + Array(selectors.keys)).map(\.count).max() ?? 0
        var counts: [String: Int] = [:]
        var index = 0
        while index < bytes.count {
            guard isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            // A name after a `/` is a path's or a URL's (`instagram-stories://share`), not code naming it.
            if end - index <= longest, index == 0 || bytes[index - 1] != 0x2F {
                if let word = needles[bytes[index..<end]], counts[word, default: 0] < limit {
                    counts[word, default: 0] += 1
                }
                for selector in selectors[bytes[index..<end]] ?? []
                where counts[selector.word, default: 0] < limit && sends(selector.rest, in: bytes, after: end) {
                    counts[selector.word, default: 0] += 1
                }
            }
            index = end
        }
        return counts
    }

    /// Whether the first part of a selector ending at `start` of `bytes` is followed by `:` or `(`, and then each of
    /// `rest`, in order, as a whole name followed by `:`, before a `;`, `{` or `}` (within 400 bytes).
    private static func sends(_ rest: [[UInt8]], in bytes: [UInt8], after start: Int) -> Bool {
        var at = start
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        guard at < bytes.count, bytes[at] == 0x3A || bytes[at] == 0x28 else { return false }
        let limit = min(bytes.count, start + 400)
        var wanted = 0
        at += 1
        while wanted < rest.count, at < limit {
            let byte = bytes[at]
            if byte == 0x3B || byte == 0x7B || byte == 0x7D { return false }
            guard isIdentifier(byte) else {
                at += 1
                continue
            }
            var end = at + 1
            while end < limit, isIdentifier(bytes[end]) { end += 1 }
            if bytes[at..<end].elementsEqual(rest[wanted]) {
                var after = end
                while after < limit, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0A {
                    after += 1
                }
                if after < limit, bytes[after] == 0x3A { wanted += 1 }
            }
            at = end
        }
        return wanted == rest.count
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
}
