/// The platform a line of cross-platform code (JavaScript, Dart) runs on when the code says so: a React Native
/// file for one platform (`share.android.js`), or a condition on the platform around the line within its function
/// (`if (Platform.OS === 'android') {`, its `else`, `if (Platform.isIOS) return;` before it, Flutter's
/// `Platform.isAndroid` and `defaultTargetPlatform == TargetPlatform.iOS`). A condition that joins others with
/// `||`, or names both platforms, says nothing.
enum PlatformGuard {
    /// The platform each of `lines` (a source at `path` in `language`) runs on, or nil for both: one pass over the
    /// lines, keeping the blocks open at each, so the cost is the file's length whatever the number of shares.
    static func platforms(path: String, lines: [(number: Int, text: String)], language: SourceLanguage)
        -> [Platform?]
    {
        guard language == .javaScript || language == .dart else { return Array(repeating: nil, count: lines.count) }
        if language == .javaScript {
            let name = path.split(separator: "/").last ?? ""
            if name.contains(".android.") { return Array(repeating: .android, count: lines.count) }
            if name.contains(".ios.") { return Array(repeating: .ios, count: lines.count) }
        }
        // No test of the platform anywhere: nothing to follow.
        let tests = ["Platform.OS", "Platform.is", "defaultTargetPlatform"]
        guard lines.contains(where: { line in tests.contains(where: line.text.contains) }) else {
            return Array(repeating: nil, count: lines.count)
        }
        // Each open block: the platform its condition (or an early return in it) keeps it to, and whether it is a
        // function's body, where the search outward stops.
        var blocks: [(platform: Platform?, isFunction: Bool, condition: Platform?)] = [(nil, false, nil)]
        // The condition of the `if` block that closed last, for an `else` after it.
        var closedIf: Platform?
        var result: [Platform?] = []
        result.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            var current: Platform?
            for block in blocks.reversed() {
                if let platform = block.platform {
                    current = platform
                    break
                }
                if block.isFunction { break }
            }
            result.append(current)
            let text = line.text
            if blocks[blocks.count - 1].platform == nil, let early = earlyReturn(text, language: language) {
                blocks[blocks.count - 1].platform = early.other
            }
            let above = index > 0 ? lines[index - 1].text : ""
            var position = text.startIndex
            while position < text.endIndex {
                switch text[position] {
                case "{":
                    let header = Self.header(before: position, in: text, above: above)
                    if header.hasSuffix("else") {
                        blocks.append((closedIf?.other, false, nil))
                    } else if header.hasPrefix("if") || header.hasPrefix("} else if") || header.hasPrefix("else if") {
                        let condition = condition(of: header, language: language)
                        blocks.append((condition, false, condition))
                    } else {
                        blocks.append((nil, isFunction(header), nil))
                    }
                    closedIf = nil
                case "}":
                    closedIf = blocks.count > 1 ? blocks.removeLast().condition : nil
                default: break
                }
                position = text.index(after: position)
            }
        }
        return result
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
