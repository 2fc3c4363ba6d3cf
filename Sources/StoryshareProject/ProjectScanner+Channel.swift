import StoryshareSystem

extension ProjectScanner {
    /// What a Flutter app's own method channel sends to a native share whose image the native code only reads from
    /// the channel (`call.argument<String>("stickerImage")`, `args["imagePath"]`): the Dart code that calls
    /// `invokeMethod` with one of the share's method names or argument keys is the share's call site. A capture that
    /// feeds that call, in its file or in a caller of the Dart function holding it (one step), is the image made at
    /// run time; a bundled file that function (or such a caller) loads with `rootBundle.load('assets/…')` is the
    /// share's file, in the role its key names (a sticker or the background; the background where no key names one;
    /// none where the call sends both, as which of them the file is cannot be told).
    ///
    /// Read only for a codebase whose shares name no file and draw nothing the scan recognises: its Dart sources
    /// that call `invokeMethod` are read once more.
    ///
    /// `callers` is the codebase whose Dart code is looked at one step out: the same one, or a Flutter app that
    /// links a plugin of the repository (its example app) and calls the plugin's Dart functions.
    static func channelSenders(
        of files: [SourceShares], codebase index: Int, callers: Int? = nil, folders: CodebaseFolders,
        walk: ProjectWalk
    ) -> (references: [AssetReference], drawn: [Evidence]) {
        let callers = callers ?? index
        var names = ChannelNames()
        for file in files {
            let native = file.calls.filter { $0.isNative && $0.functionLines != nil }
            guard !native.isEmpty, case .success(let bytes) = walk.files.source(file.path, limit: sourceLimit) else {
                continue
            }
            names.add(channelNames(of: native, in: SourceLines(String(decoding: bytes, as: UTF8.self))))
        }
        guard !names.methods.isEmpty || !names.keys.isEmpty else { return ([], []) }
        let needle = Array("invokeMethod".utf8)
        var senders: [(path: String, lines: SourceLines, file: SourceFile, matched: [SourceCall])] = []
        // The callers' Dart sources, by path: read again one step out, if it comes to that, not kept meanwhile.
        var dart: [String] = []
        for source in walk.sources where source.language == .dart && !ProjectWalk.isTestSource(source.path) {
            let owner = folders.nearest(source.path)
            guard owner == index || owner == callers,
                case .success(let bytes) = walk.files.source(source.path, limit: sourceLimit)
            else { continue }
            if owner == callers { dart.append(source.path) }
            guard owner == index, ByteSearch.offset(of: needle, in: bytes, from: 0) != nil else { continue }
            let file = CallReader.read(bytes, tokens: SourceLexer.tokens(of: bytes, language: .dart), language: .dart)
            let matched = file.calls.filter { names.sends($0) }
            if !matched.isEmpty {
                senders.append((source.path, SourceLines(String(decoding: bytes, as: UTF8.self)), file, matched))
            }
        }
        var references: [AssetReference] = []
        var drawn: [Evidence] = []
        var wrappers = Set<String>()
        for sender in senders {
            let holders = sender.matched.compactMap { $0.function.map { sender.file.functions[$0] } }
            wrappers.formUnion(holders.map(\.name).filter { !$0.isEmpty })
            let role = ChannelNames.role(of: sender.matched)
            if let drawing = ownDrawing(
                in: sender.lines, path: sender.path, storyLines: Set(sender.matched.map(\.line)),
                calling: Set(holders.map(\.name)))
            {
                drawn.append(drawing)
            }
            for function in holders {
                guard let role else { continue }
                references += bundleLoads(in: sender.lines, within: function.lines, path: sender.path, role: role)
            }
        }
        guard drawn.isEmpty, references.isEmpty, !wrappers.isEmpty else { return (references, drawn) }
        // One step out: the Dart code calling a function that sends to the channel.
        let calls = wrappers.map { Array(($0 + "(").utf8) }
        let role = ChannelNames.role(of: senders.flatMap(\.matched))
        for path in dart {
            guard case .success(let bytes) = walk.files.source(path, limit: sourceLimit),
                ByteSearch.containsAny(calls, in: bytes)
            else { continue }
            let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
            if let drawing = ownDrawing(in: lines, path: path, storyLines: [], calling: wrappers) {
                drawn.append(drawing)
                continue
            }
            let file = CallReader.read(bytes, tokens: SourceLexer.tokens(of: bytes, language: .dart), language: .dart)
            for call in file.calls.prefix(10_000)
            where call.callee.last.map(wrappers.contains) == true && call.arguments.count <= 8 {
                guard let role, let function = call.function.map({ file.functions[$0] }) else { continue }
                references += bundleLoads(in: lines, within: function.lines, path: path, role: role)
            }
        }
        return (references, drawn)
    }

    /// The bundled media files `lines` load by their asset key (`rootBundle.load('assets/story.png')`) within
    /// `range`, each as a reference in `role`.
    static func bundleLoads(
        in lines: SourceLines, within range: ClosedRange<Int>, path: String, role: ShareRole
    ) -> [AssetReference] {
        var found: [AssetReference] = []
        for line in lines.code where range.contains(line.number) && line.text.hasText("rootBundle.load") {
            for literal in ShareCodeScanner.quotedLiterals(in: String(ShareCodeScanner.code(of: line.text)))
            where ProjectWalk.mediaExtensions.contains(literal.fileExtension) {
                found.append(
                    AssetReference(
                        kind: .path(literal), evidence: Evidence(path: path, line: line.number, text: line.text),
                        role: role))
            }
        }
        return found
    }

    /// The method names and argument keys of a Flutter method channel that reach native shares.
    struct ChannelNames {
        /// Method names whose branch holds a share or calls the function holding one (`call.method ==
        /// "shareToStory"`, `case "shareToStory":`, `"shareToStory" -> shareToStory(…)`).
        var methods = Set<String>()
        /// Keys the file reads from a call's arguments (`call.argument<String>("stickerImage")`, `args["path"]`,
        /// `call.arguments[@"backgroundImage"]`).
        var keys = Set<String>()

        mutating func add(_ other: ChannelNames) {
            methods.formUnion(other.methods)
            keys.formUnion(other.keys)
        }

        /// Whether a Dart call sends to the channel: an `invokeMethod` whose method is one of ``methods``, or, where
        /// its method is not one the native code branches on to a share (none does, or the method is no literal),
        /// whose map of arguments passes one of ``keys``.
        func sends(_ call: SourceCall) -> Bool {
            guard let last = call.callee.last, last.hasPrefix("invoke"), last.hasSuffix("Method"),
                let first = call.arguments.first
            else { return false }
            if let method = ShareCallReading.literalText(first.value), !methods.isEmpty {
                return methods.contains(method)
            }
            return call.arguments.dropFirst().contains { argument in
                guard case .object(let entries) = argument.value else { return false }
                return entries.contains { keys.contains($0.key) }
            }
        }

        /// The role a bundled file sent by `calls` takes: the one their keys name (`stickerImage`, `backgroundImage`),
        /// the background where none does; `nil` where they send both a sticker and a background, and which of them
        /// the file is cannot be told.
        static func role(of calls: [SourceCall]) -> ShareRole? {
            var roles = Set<ShareRole>()
            for call in calls {
                for argument in call.arguments.dropFirst() {
                    guard case .object(let entries) = argument.value else { continue }
                    roles.formUnion(entries.compactMap { parameterRole($0.key) })
                }
            }
            return roles.count > 1 ? nil : roles.first ?? .background
        }
    }

    /// The channel names of a native source (`lines`) that reach `calls` (its native shares): the method names
    /// whose branch holds one of the shares or calls the function holding one (the branch runs to the next branch,
    /// at most 12 lines, and a declaration ends it); and the keys the file reads from a call's arguments.
    static func channelNames(of calls: [ShareCall], in lines: SourceLines) -> ChannelNames {
        var names = ChannelNames()
        let ranges = calls.compactMap(\.functionLines)
        let holders = Set(
            ranges.compactMap { range in
                lines.code.first { $0.number == range.lowerBound }.flatMap {
                    ShareCodeScanner.functionName(declaredBy: String(ShareCodeScanner.code(of: $0.text)))
                }
            })
        let code = lines.code.map { (number: $0.number, text: String(ShareCodeScanner.code(of: $0.text))) }
        // Each branch on a method: its line and the method it names (the line's first literal).
        var branches: [(index: Int, method: String)] = []
        for (index, line) in code.enumerated() {
            let literals = ShareCodeScanner.quotedLiterals(in: line.text).filter(isChannelName)
            guard let first = literals.first else { continue }
            names.keys.formUnion(channelKeys(in: line.text))
            let trimmed = line.text.trimmingWhitespace()
            if line.text.containsWord("method") || trimmed.hasPrefix("case \"")
                || trimmed.hasPrefix("\"\(first)\" ->") || trimmed.hasPrefix("\"\(first)\"->")
            {
                branches.append((index, first))
            }
        }
        for (position, branch) in branches.enumerated() {
            let end = min(code.count, branch.index + 12, branches.dropFirst(position + 1).first?.index ?? code.count)
            let body = code[branch.index..<end].prefix { line in
                line.number == code[branch.index].number || !isDeclaration(line.text)
            }
            if ranges.contains(where: { $0.contains(code[branch.index].number) })
                || body.contains(where: { line in holders.contains { line.text.hasText($0 + "(") } })
            {
                names.methods.insert(branch.method)
            }
        }
        return names
    }

    /// The keys a line of native code reads from a method call's arguments: a literal opened right after
    /// `argument(` or `argument<T>(` (Kotlin, Java), or after `[` (`[@` in Objective-C) on a name holding `arg` or
    /// `call` (`args["path"]`, `args?["path"]`, `call.arguments[@"path"]`), or on a cast of one in parentheses
    /// (`(call.arguments as? [String: Any])?["path"]`, `(call.arguments as! [String: Any])["appId"]`).
    static func channelKeys(in line: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(line)
        while let quote = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
            let body = rest[rest.index(after: quote)...]
            guard let end = body.firstIndex(of: rest[quote]) else { break }
            let literal = String(body[..<end])
            var before = line[..<quote]
            if before.hasSuffix("@") { before = before.dropLast() }
            if isChannelName(literal) {
                if before.hasSuffix("(") {
                    var callee = before.dropLast()
                    if callee.hasSuffix(">"), let open = callee.lastIndex(of: "<") { callee = callee[..<open] }
                    if callee.hasSuffix("argument") { keys.append(literal) }
                } else if before.hasSuffix("[") {
                    var owner = before.dropLast()
                    if owner.hasSuffix("?") || owner.hasSuffix("!") { owner = owner.dropLast() }
                    // A cast in parentheses (`(call.arguments as! [String: Any])["appId"]`): what it casts.
                    if owner.hasSuffix(")"), let open = Self.matchingOpen(owner) { owner = owner[open...] }
                    let name = String(owner.reversed().prefix { !" ,=(".contains($0) }.reversed()).lowercased()
                    let group = owner.hasSuffix(")") ? owner.lowercased() : name
                    if group.contains("arg") || group.contains("call") { keys.append(literal) }
                }
            }
            rest = body[body.index(after: end)...]
        }
        return keys
    }

    /// The index of the `(` that the `)` ending `text` closes, within the text; `nil` when there is none.
    static func matchingOpen(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == ")" { depth += 1 }
            if text[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether a line of native code starts a declaration (which ends a branch on a method).
    static func isDeclaration(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return [
            "func ", "fun ", "private ", "public ", "override ", "internal ", "static ", "@objc", "void ", "- (", "+ (",
        ]
        .contains(where: trimmed.hasPrefix)
    }

    /// Whether a literal can be a channel's method name or argument key: a name of letters, digits and `_`.
    static func isChannelName(_ literal: String) -> Bool {
        (1...64).contains(literal.count) && literal.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
