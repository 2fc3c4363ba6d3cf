/// Which lines of a Tuist helper's body a call of it runs, where the body chooses by a `Bool` parameter: `if flag {`
/// (`!flag`, `flag == true`), its `} else {`, and `switch (hasTests, hasDemoApp) {` with `case (true, false):`
/// patterns. A template that adds a demo app or a test bundle only `if hasDemoApp` makes none for a manifest that
/// leaves the flag at its default `false`. Read line by line, as helpers are written (one condition a line); a
/// condition or pattern of any other shape leaves its lines run.
enum TuistBranches {
    /// The lines of `body` (numbered text) that the values of `flags` keep from running.
    static func deadLines(_ body: [(number: Int, text: String)], flags: [String: Bool]) -> Set<Int> {
        guard !flags.isEmpty else { return [] }
        struct Frame {
            /// The brace depth inside the block.
            var depth: Int
            /// Whether the block runs (`nil`: not known, so it runs).
            var runs: Bool?
            /// A switch's subject values, and whether a case before matched.
            var subject: [Bool]?
            var matched = false
        }
        var frames: [Frame] = []
        var depth = 0
        var dead = Set<Int>()
        for (number, raw) in body {
            let code = codeText(raw)
            let trimmed = code.trimmingWhitespace()
            let opens = code.filter { $0 == "{" }.count
            let closes = code.filter { $0 == "}" }.count
            // `} else {` flips the `if` it closes.
            if trimmed.hasPrefix("}"), trimmed.dropFirst().trimmingWhitespace().hasPrefix("else"),
                let top = frames.last, top.subject == nil, top.depth == depth
            {
                frames[frames.count - 1].runs = top.runs.map { !$0 }
                if trimmed.contains("else if") { frames[frames.count - 1].runs = top.runs == true ? false : nil }
                if frames.contains(where: { $0.runs == false }) { dead.insert(number) }
                continue
            }
            depth += opens - closes
            while let top = frames.last, top.depth > depth { frames.removeLast() }
            if let top = frames.last, let subject = top.subject, top.depth == depth,
                trimmed.hasPrefix("case ") || trimmed.hasPrefix("default:")
            {
                let matches =
                    trimmed.hasPrefix("default:") ? !top.matched : Self.matches(pattern: trimmed, subject)
                frames[frames.count - 1].runs = matches.map { $0 && !top.matched }
                if matches == true { frames[frames.count - 1].matched = true }
            }
            if frames.contains(where: { $0.runs == false }) {
                dead.insert(number)
                continue
            }
            guard opens == closes + 1, trimmed.hasSuffix("{") else { continue }
            let head = trimmed.dropLast().trimmingWhitespace()
            if head.hasPrefix("if ") {
                frames.append(Frame(depth: depth, runs: value(of: head.dropFirst(3).trimmingWhitespace(), flags)))
            } else if head.hasPrefix("switch ") {
                var subject = head.dropFirst(7).trimmingWhitespace()[...]
                if subject.hasPrefix("("), subject.hasSuffix(")") { subject = subject.dropFirst().dropLast() }
                let values = subject.split(separator: ",").map { flags[$0.trimmingWhitespace()] }
                let known = values.allSatisfy { $0 != nil } ? values.compactMap { $0 } : nil
                frames.append(Frame(depth: depth, runs: nil, subject: known ?? []))
            }
        }
        return dead
    }

    /// Whether the call at `line` is in the value of a local (`let demoTarget: Target = { … }()`) that the body
    /// names elsewhere only on `dead` lines: the target it builds is never added.
    static func boundOnlyForDeadLines(_ line: Int, _ body: [(number: Int, text: String)], dead: Set<Int>) -> Bool {
        guard let at = body.firstIndex(where: { $0.number == line }) else { return false }
        // The nearest `let NAME` / `var NAME` above, whose brackets are still open at the call's line.
        var balance = 0
        var start = at
        var name: String?
        while start >= 0 {
            let code = codeText(body[start].text)
            if start < at {
                balance += code.filter { "({[".contains($0) }.count - code.filter { ")}]".contains($0) }.count
            }
            let words = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            if let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }), keyword + 1 < words.count,
                start == at || balance > 0
            {
                name = String(words[keyword + 1])
                break
            }
            if balance < 0 || at - start > 40 { return false }
            start -= 1
        }
        guard let name, start >= 0 else { return false }
        // The value's end: where its brackets close again.
        var end = start
        balance = 0
        repeat {
            let code = codeText(body[end].text)
            balance += code.filter { "({[".contains($0) }.count - code.filter { ")}]".contains($0) }.count
            end += 1
        } while balance > 0 && end < body.count
        let mentions = body.indices.filter { index in
            (index < start || index >= end)
                && codeText(body[index].text).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                    .contains { $0 == name }
        }
        return !mentions.isEmpty && mentions.allSatisfy { dead.contains(body[$0].number) }
    }

    /// `flag`, `!flag`, `flag == true`, `flag != false`: its value for `flags`; `nil` for any other condition.
    static func value(of condition: String, _ flags: [String: Bool]) -> Bool? {
        if condition.hasPrefix("!") { return flags[String(condition.dropFirst())].map { !$0 } }
        for (op, equal) in [(" == ", true), (" != ", false)] {
            let sides = condition.components(separatedBy: op)
            if sides.count == 2, let flag = flags[sides[0]], ["true", "false"].contains(sides[1]) {
                return (flag == (sides[1] == "true")) == equal
            }
        }
        return flags[condition]
    }

    /// Whether `case (true, _):` matches `subject`; `nil` for a pattern of another shape.
    static func matches(pattern line: String, _ subject: [Bool]) -> Bool? {
        guard !subject.isEmpty, let colon = line.lastIndex(of: ":") else { return nil }
        var pattern = line[line.index(line.startIndex, offsetBy: 5)..<colon].trimmingWhitespace()[...]
        if pattern.hasPrefix("("), pattern.hasSuffix(")") { pattern = pattern.dropFirst().dropLast() }
        let parts = pattern.split(separator: ",").map { $0.trimmingWhitespace() }
        guard parts.count == subject.count, !pattern.contains("(") else { return nil }
        var all = true
        for (part, value) in zip(parts, subject) {
            switch part {
            case "true": all = all && value
            case "false": all = all && !value
            case "_": continue
            default:
                guard part.hasPrefix("let ") || part.hasPrefix("var ") else { return nil }
            }
        }
        return all
    }

    /// The line without its `//` comment and the insides of its string literals (braces in them count for nothing).
    static func codeText(_ line: String) -> String {
        var out = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" {
                out.removeLast()
                break
            }
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString || character == "\"" { out.append(character) }
            previous = character
        }
        return out
    }
}
