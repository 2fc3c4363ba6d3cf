/// The platform a line of cross-platform code (JavaScript, Dart) runs on when the code says so: a React Native
/// file for one platform (`share.android.js`), or a condition on the platform around the line within its function
/// (`if (Platform.OS === 'android') {`, its `else`, `if (Platform.isIOS) return;` before it, Flutter's
/// `Platform.isAndroid` and `defaultTargetPlatform == TargetPlatform.iOS`). A condition that joins others with
/// `||`, or names both platforms, says nothing.
enum PlatformGuard {
    /// The most lines looked at above a call.
    static let lineLimit = 400

    /// The platform the line at `index` of `lines` (a source at `path` in `language`) runs on, or nil for both.
    static func platform(path: String, lines: [(number: Int, text: String)], at index: Int, language: SourceLanguage)
        -> Platform?
    {
        guard language == .javaScript || language == .dart else { return nil }
        if language == .javaScript {
            let name = path.split(separator: "/").last ?? ""
            if name.contains(".android.") { return .android }
            if name.contains(".ios.") { return .ios }
        }
        var depth = 0
        // Inside an `else` block: the `if` it follows is looked for (its `{` brings the depth back to 0).
        var awaitingIf = false
        var line = index - 1
        while line >= 0, index - line <= lineLimit {
            let text = lines[line].text
            if depth == 0, !awaitingIf, let early = earlyReturn(text, language: language) { return early.other }
            var position = text.endIndex
            while position > text.startIndex {
                position = text.index(before: position)
                switch text[position] {
                case "}": depth += 1
                case "{" where depth > 0:
                    depth -= 1
                    guard awaitingIf, depth == 0 else { continue }
                    awaitingIf = false
                    let header = Self.header(before: position, in: text, above: line > 0 ? lines[line - 1].text : "")
                    if let platform = condition(of: header, language: language) { return platform.other }
                case "{":
                    let header = Self.header(before: position, in: text, above: line > 0 ? lines[line - 1].text : "")
                    if header.hasSuffix("else") {
                        awaitingIf = true
                    } else if header.hasPrefix("if") || header.hasPrefix("} else if") || header.hasPrefix("else if") {
                        if let platform = condition(of: header, language: language) { return platform }
                    } else if isFunction(header) {
                        return nil
                    }
                default: continue
                }
            }
            line -= 1
        }
        return nil
    }

    /// The text before the brace at `position` of `text`, trimmed; the line above when nothing is (a brace on its
    /// own line).
    static func header(before position: String.Index, in text: String, above: String) -> String {
        let before = text[..<position].trimmingCharacters(in: .whitespaces)
        return before.isEmpty || before == "}" ? above.trimmingCharacters(in: .whitespaces) : before
    }

    /// Whether a block opened after `header` is a function's body (where the search stops): not a statement's, nor
    /// an object literal or a closure passed as an argument (`= {`, `({`, `, {`).
    static func isFunction(_ header: String) -> Bool {
        let controls = ["if", "for", "while", "do", "switch", "case", "try", "catch", "finally", "else", "default"]
        if controls.contains(where: { header == $0 || header.hasPrefix($0 + " ") || header.hasPrefix($0 + "(") }) {
            return false
        }
        return header.hasSuffix(")") || header.hasSuffix("=>") || header.hasSuffix("async")
            || header.contains("function") || header.hasPrefix("class ")
    }

    /// `if (COND) return` on one line: the platform COND names (the code below runs on the other).
    static func earlyReturn(_ text: String, language: SourceLanguage) -> Platform? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("if"), let open = trimmed.firstIndex(of: "(") else { return nil }
        // The parenthesis that closes the condition.
        var depth = 0
        var closing: String.Index?
        for index in trimmed[open...].indices {
            if trimmed[index] == "(" { depth += 1 }
            if trimmed[index] == ")" { depth -= 1 }
            if depth == 0 {
                closing = index
                break
            }
        }
        guard let close = closing else { return nil }
        let rest = trimmed[trimmed.index(after: close)...].drop { $0 == " " || $0 == "{" }
        guard rest.hasPrefix("return") else { return nil }
        return condition(of: String(trimmed[...close]), language: language)
    }

    /// The platform a condition holds on: one test of the platform, alone or joined with `&&`.
    static func condition(of header: String, language: SourceLanguage) -> Platform? {
        guard !header.contains("||") else { return nil }
        let text = header.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\"", with: "'")
        var found: Set<Platform> = []
        let tests: [(String, Platform)] =
            language == .javaScript
            ? [
                ("Platform.OS==='android'", .android), ("Platform.OS=='android'", .android),
                ("Platform.OS!=='ios'", .android), ("Platform.OS!='ios'", .android),
                ("Platform.OS==='ios'", .ios), ("Platform.OS=='ios'", .ios),
                ("Platform.OS!=='android'", .ios), ("Platform.OS!='android'", .ios),
            ]
            : [
                ("!Platform.isAndroid", .ios), ("!Platform.isIOS", .android), ("Platform.isAndroid", .android),
                ("Platform.isIOS", .ios), ("defaultTargetPlatform==TargetPlatform.android", .android),
                ("defaultTargetPlatform==TargetPlatform.iOS", .ios),
                ("defaultTargetPlatform!=TargetPlatform.android", .ios),
                ("defaultTargetPlatform!=TargetPlatform.iOS", .android),
            ]
        var remaining = text
        for (test, platform) in tests where remaining.contains(test) {
            found.insert(platform)
            // `!Platform.isAndroid` holds `Platform.isAndroid`: each test is counted once.
            remaining = remaining.replacingOccurrences(of: test, with: "")
        }
        return found.count == 1 ? found.first : nil
    }
}

extension Platform {
    /// The other of the two.
    var other: Platform { self == .ios ? .android : .ios }
}
