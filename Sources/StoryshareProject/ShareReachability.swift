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
        // Expo's module runtime calls a module's `definition() -> ModuleDefinition` (the Kotlin one overrides).
        "ModuleDefinition",
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
    /// (`[share backgroundImage:data attributionURL:link]`): ``namings(of:in:limit:)`` counts both.
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

    /// How a name is written across sources, as far as the bytes show: uses that may call it, and declarations by a
    /// keyword (`fun`, `func`, `function`) that are not calls.
    struct Naming: Equatable, Sendable {
        /// Where the name is written as code, not declared by a keyword: a call, a reference, a declaration without
        /// a keyword (a Java, Dart or Objective-C method, a JavaScript arrow function's name).
        var uses = 0
        /// Where a keyword declares it: `fun share(`, `actual fun share(`, `func share(`, `function share(`.
        var declarations = 0
        /// Where it is declared without a keyword, by its shape: a Java or Dart method (`void share(…) {`,
        /// `Future<void> share(…) async {`, `String share(…) =>`), an Objective-C method (`- (void)share:(id)x {`).
        var plainDeclarations = 0

        /// Whether something calls the name: a use beyond the declarations. A name declared by a keyword or by its
        /// shape is called by any use (two Kotlin Multiplatform source sets declaring one name, `expect` and
        /// `actual`, call nothing; nor do two classes each declaring a method of that name); a name whose
        /// declaration is not recognised is written once to declare it, so it takes two.
        var called: Bool { uses >= (declarations + plainDeclarations > 0 ? 1 : 2) }

        static func + (left: Naming, right: Naming) -> Naming {
            Naming(
                uses: left.uses + right.uses, declarations: left.declarations + right.declarations,
                plainDeclarations: left.plainDeclarations + right.plainDeclarations)
        }
    }

    /// How each of `words` is written in `bytes` as a whole identifier of code, not after a `/`, counting at most
    /// `limit` uses and declarations each: one pass over the bytes, however many words there are. Comments (`//`,
    /// `/* … */`) and string literals (`"…"`, `'…'`, `"""…"""`, `'''…'''`, Swift's `#"…"#`, JavaScript's template
    /// literals) are no code: a call commented out calls nothing, nor does a string holding the name; the code of
    /// an interpolation (`\(…)`, `${…}`) is code. The six languages the share scan reads write comments and
    /// strings alike, so one reading serves them all.
    /// An Objective-C selector among `words` (`backgroundImage:attributionURL:`) counts where its first part is
    /// followed by `:` or `(` and each other part, in order, by `:` before the statement ends: a declaration, an
    /// Objective-C message, a Swift call or `#selector`/`@selector`.
    static func namings(of words: Set<String>, in bytes: [UInt8], limit: Int) -> [String: Naming] {
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
        var found: [String: Naming] = [:]
        var code = CodeBytes(bytes)
        while let (index, end) = code.nextIdentifier() {
            // A name after a `/` is a path's or a URL's (`instagram-stories://share`), not code naming it.
            guard end - index <= longest, index == 0 || bytes[index - 1] != 0x2F else { continue }
            if let word = needles[bytes[index..<end]] {
                var naming = found[word] ?? Naming()
                if declaredByKeyword(at: index, in: bytes) {
                    naming.declarations = min(limit, naming.declarations + 1)
                } else if declaredByShape(at: index, end: end, in: bytes) {
                    naming.plainDeclarations = min(limit, naming.plainDeclarations + 1)
                } else {
                    naming.uses = min(limit, naming.uses + 1)
                }
                found[word] = naming
            }
            for selector in selectors[bytes[index..<end]] ?? []
            where found[selector.word]?.uses ?? 0 < limit && sends(selector.rest, in: bytes, after: end) {
                if objectiveCMethodHead(at: index, in: bytes) {
                    found[selector.word, default: Naming()].plainDeclarations += 1
                } else {
                    found[selector.word, default: Naming()].uses += 1
                }
            }
        }
        return found
    }

    /// Whether the name starting at `index` of `bytes` is declared by a keyword: `fun`, `func` or `function` before
    /// it, over a receiver (`fun Context.share(`) or type parameters (`fun <T> share(`).
    static func declaredByKeyword(at index: Int, in bytes: [UInt8]) -> Bool {
        var at = skippingSpaces(before: index, in: bytes)
        if at > 0, bytes[at - 1] == 0x2E {
            // A Kotlin extension's receiver.
            at -= 1
            while at > 0, isIdentifier(bytes[at - 1]) { at -= 1 }
            at = skippingSpaces(before: at, in: bytes)
        }
        if at > 0, bytes[at - 1] == 0x3E {
            // Type parameters, within a line.
            var depth = 0
            var back = at - 1
            while back >= 0, back > at - 120, bytes[back] != 0x0A {
                if bytes[back] == 0x3E { depth += 1 }
                if bytes[back] == 0x3C {
                    depth -= 1
                    if depth == 0 { break }
                }
                back -= 1
            }
            guard back >= 0, depth == 0 else { return false }
            at = skippingSpaces(before: back, in: bytes)
        }
        var start = at
        while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
        guard start < at else { return false }
        return declarationKeywords.contains(bytes[start..<at])
    }

    /// Whether the name from `index` to `end` of `bytes` is declared by its shape, with no keyword: an Objective-C
    /// method's head (``objectiveCMethodHead(at:in:)``), or a type on its line before it (a name, `>`, `?` or `]`;
    /// not a word such as `return`, `new` or `await`, which precede calls) and after its parameter list a body
    /// (`{`, `=>`, after `async`, `async*`, `sync*` or a `throws` clause).
    static func declaredByShape(at index: Int, end: Int, in bytes: [UInt8]) -> Bool {
        if objectiveCMethodHead(at: index, in: bytes) { return true }
        var before = index
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        guard before < index, before > 0 else { return false }
        let previous = bytes[before - 1]
        if isIdentifier(previous) {
            var start = before - 1
            while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
            if callingWords.contains(bytes[start..<before]) { return false }
        } else if previous != 0x3E && previous != 0x3F && previous != 0x5D {
            return false
        } else if previous == 0x3E, before > 1, bytes[before - 2] == 0x3D {
            return false  // `=> share(`
        }
        // The parameter list.
        var at = end
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        guard at < bytes.count, bytes[at] == 0x28 else { return false }
        var depth = 0
        let limit = min(bytes.count, at + 4000)
        while at < limit {
            if bytes[at] == 0x28 { depth += 1 }
            if bytes[at] == 0x29 {
                depth -= 1
                if depth == 0 { break }
            }
            at += 1
        }
        guard at < limit else { return false }
        at += 1
        // What follows: a body, maybe after `async`, `async*`, `sync*` or a `throws` clause.
        var throwsClause = false
        while at < min(bytes.count, limit + 400) {
            let byte = bytes[at]
            if [0x20, 0x09, 0x0A, 0x0D, 0x2A].contains(byte) || (throwsClause && (byte == 0x2C || byte == 0x2E)) {
                at += 1
                continue
            }
            if byte == 0x7B { return true }
            if byte == 0x3D { return at + 1 < bytes.count && bytes[at + 1] == 0x3E }
            guard isIdentifier(byte) else { return false }
            var wordEnd = at
            while wordEnd < bytes.count, isIdentifier(bytes[wordEnd]) { wordEnd += 1 }
            let word = bytes[at..<wordEnd]
            if word.elementsEqual("throws".utf8) {
                throwsClause = true
            } else if !throwsClause && !word.elementsEqual("async".utf8) && !word.elementsEqual("sync".utf8) {
                return false
            }
            at = wordEnd
        }
        return false
    }

    /// Whether the name at `index` of `bytes` heads an Objective-C method declaration: its line starts with `-` or
    /// `+`, then `(`, and the name follows the return type's `)`.
    static func objectiveCMethodHead(at index: Int, in bytes: [UInt8]) -> Bool {
        var before = index
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        guard before > 0, bytes[before - 1] == 0x29 else { return false }
        var start = before - 1
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        while start < index, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        guard start + 1 < index, bytes[start] == 0x2D || bytes[start] == 0x2B else { return false }
        var open = start + 1
        while open < index, bytes[open] == 0x20 || bytes[open] == 0x09 { open += 1 }
        return bytes[open] == 0x28
    }

    /// Words that come before a call, not a type: a name after one of them is called.
    private static let callingWords: Set<ArraySlice<UInt8>> = [
        "return", "new", "await", "try", "throw", "else", "case", "yield", "in", "is", "as", "typeof", "do", "if",
        "while", "for", "switch", "when", "guard", "not", "and", "or", "let", "var", "val", "const", "final",
        "of", "delete", "default",
    ].reduce(into: []) { $0.insert(Array($1.utf8)[...]) }

    private static let declarationKeywords: Set<ArraySlice<UInt8>> = ["fun", "func", "function"].reduce(into: []) {
        $0.insert(Array($1.utf8)[...])
    }

    private static func skippingSpaces(before index: Int, in bytes: [UInt8]) -> Int {
        var at = index
        while at > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at - 1]) { at -= 1 }
        return at
    }

    /// The identifiers of a source's code, in order, with its comments and string literals passed over (an
    /// interpolation's code read as code). Strings and interpolations nest on a stack; a one-quote string ends at
    /// its line's end, so one stray quote derails no more than its line.
    struct CodeBytes {
        private enum Context {
            /// Code inside an interpolation, ended by `closer` at `depth` 0.
            case code(closer: UInt8, depth: Int)
            /// A string literal ended by `quote` (three times when `triple`), or by `"#` when `raw`.
            case string(quote: UInt8, triple: Bool, raw: Bool)
        }

        private let bytes: [UInt8]
        private var position = 0
        private var stack: [Context] = []

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        private func at(_ offset: Int) -> UInt8 {
            position + offset < bytes.count ? bytes[position + offset] : 0
        }

        /// The next identifier of code, as its start and end, or `nil` at the end.
        mutating func nextIdentifier() -> (Int, Int)? {
            while position < bytes.count {
                if case .string(let quote, let triple, let raw)? = stack.last {
                    readString(quote: quote, triple: triple, raw: raw)
                    continue
                }
                let byte = bytes[position]
                switch byte {
                case 0x2F where at(1) == 0x2F:
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                case 0x2F where at(1) == 0x2A:
                    position += 2
                    while position < bytes.count, !(bytes[position] == 0x2A && at(1) == 0x2F) { position += 1 }
                    position += 2
                case 0x27 where SourceLexer.isApostrophe(at: position, in: bytes):
                    position += 1
                case 0x22, 0x27, 0x60:
                    let triple = byte != 0x60 && at(1) == byte && at(2) == byte
                    let raw = byte == 0x22 && position > 0 && bytes[position - 1] == 0x23
                    stack.append(.string(quote: byte, triple: triple, raw: raw))
                    position += triple ? 3 : 1
                case 0x28, 0x7B:
                    if case .code(let closer, let depth)? = stack.last, closer == (byte == 0x28 ? 0x29 : 0x7D) {
                        stack[stack.count - 1] = .code(closer: closer, depth: depth + 1)
                    }
                    position += 1
                case 0x29, 0x7D:
                    if case .code(let closer, let depth)? = stack.last, closer == byte {
                        if depth == 0 {
                            stack.removeLast()
                        } else {
                            stack[stack.count - 1] = .code(closer: closer, depth: depth - 1)
                        }
                    }
                    position += 1
                case _ where ShareReachability.isIdentifier(byte):
                    let start = position
                    while position < bytes.count, ShareReachability.isIdentifier(bytes[position]) { position += 1 }
                    return (start, position)
                default:
                    position += 1
                }
            }
            return nil
        }

        /// Reads a string's text up to its end or to an interpolation's code.
        private mutating func readString(quote: UInt8, triple: Bool, raw: Bool) {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x5C, !raw {
                    if at(1) == 0x28, quote == 0x22, stack.count < 256 {
                        // Swift's `\(…)`.
                        stack.append(.code(closer: 0x29, depth: 0))
                        position += 2
                        return
                    }
                    position += 2
                    continue
                }
                if byte == 0x24, at(1) == 0x7B, !raw, stack.count < 256 {
                    // `${…}` of Kotlin, Dart and JavaScript.
                    stack.append(.code(closer: 0x7D, depth: 0))
                    position += 2
                    return
                }
                if byte == quote {
                    if raw {
                        if at(1) == 0x23 {
                            position += 2
                            stack.removeLast()
                            return
                        }
                    } else if !triple {
                        position += 1
                        stack.removeLast()
                        return
                    } else if at(1) == quote, at(2) == quote {
                        position += 3
                        stack.removeLast()
                        return
                    }
                }
                if byte == 0x0A, !triple, quote != 0x60 {
                    // A one-line string left open ends with its line.
                    stack.removeLast()
                    return
                }
                position += 1
            }
        }
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

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
}
