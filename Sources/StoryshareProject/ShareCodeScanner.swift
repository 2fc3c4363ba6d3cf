import Foundation
import StoryshareKit

/// Reads sources for Stories sharing: the call sites and the targets they use, the App ID each gives, the files
/// it names in their roles, and where the shared image is drawn at run time instead. Text patterns, not a
/// parser: what it cannot follow it says (``Sharing/undecided``).
enum ShareCodeScanner {
    /// A file holding none of these is not read further: for each library's marker, the first of ``cores`` it holds,
    /// else the marker itself, so no marker can be missed by it. Few needles with rare first bytes: each is one
    /// `memchr` pass over every source of the repository.
    static let prefilter: [String] = {
        let markers = ShareLibrary.all.flatMap { $0.markers.map(\.text) }
        return Set(markers.map { marker in cores.first(where: marker.contains) ?? marker }).sorted()
    }()

    /// The parts markers share (`Social.INSTAGRAM_STORIES` holds `_STORIES`).
    static let cores = [
        "stories://", "sharedSticker", "ADD_TO_STORY", "_STORIES", "InstagramStor", "FacebookStor", "ToInstagram(",
    ]

    /// The library (or platform transport) a call goes through.
    static func library(of api: ShareAPI) -> ShareLibrary {
        ShareLibrary.all.first { $0.api == api } ?? ShareLibrary.url
    }

    /// The share calls of the source `text` (its `lines`, the file at `path`, in `language`), each with the App ID
    /// it gives, read from that call (``ShareCallReading``).
    static func shares(in text: String, lines: SourceLines, path: String, language: SourceLanguage) -> [ShareCall] {
        read(text, lines: lines, path: path, language: language).calls
    }

    /// ``shares(in:lines:path:language:)``, and the FileProvider authorities the source asks for
    /// (``ProviderAuthorities``), read from the same reading of its calls; none where it does not share.
    static func read(
        _ text: String, lines: SourceLines, path: String, language: SourceLanguage
    ) -> (calls: [ShareCall], authorities: [Evidence]) {
        var found = calls(in: lines, path: path, language: language, text: text)
        guard !found.isEmpty else { return ([], []) }
        let lineText = Dictionary(lines.code.map { ($0.number, $0.text) }, uniquingKeysWith: { first, _ in first })
        let bytes = Array(text.utf8)
        let tokens = SourceLexer.tokens(of: bytes, language: language)
        let reading = ShareCallReading(
            file: CallReader.read(bytes, tokens: tokens, language: language), path: path,
            lineText: { lineText[$0] ?? "" }, tokens: tokens, language: language)
        let grants = reading.firstCall(named: "grantUriPermission") != nil
        // The lines where each name is written as code (an identifier token: not in a string or a comment), found in
        // one pass over the tokens when a share first needs them.
        var identifierLines: [String: [Int]]?
        var reaches: [String: ShareReachability.InFile] = [:]
        var asking: [ClosedRange<Int>: Bool] = [:]
        func uses(_ name: String) -> [Int] {
            if identifierLines == nil { identifierLines = Self.identifierLines(tokens) }
            return identifierLines?[name] ?? []
        }
        // A marker held in a constant outside every function (`private const val ACTION = "…ADD_TO_STORY"`): an
        // intent's action shares where the file passes the constant, one share at each such call, read from its own
        // function. A constant the file never passes is another file's, which gives the share's App ID or not.
        var usedElsewhere: [Int: String] = [:]
        found = found.flatMap { call -> [ShareCall] in
            guard let line = call.evidence.line, let name = reading.constant(at: line) else { return [call] }
            let uses = reading.linesPassing(name)
            if uses.isEmpty { usedElsewhere[line] = name }
            guard call.api == .intent, !uses.isEmpty else { return [call] }
            return uses.map { use in
                var moved = call
                moved.evidence = Evidence(path: path, line: use, text: lineText[use] ?? "")
                return moved
            }
        }
        // Two intents made in one function are two shares: each reads its own extras, from it up to the next. (An action chosen first and one intent made with it, `val action = when (…)`, is one share.)
        let made = reading.lines(ofCallsNamed: "Intent")
        let intentLines = found.filter { $0.api == .intent }.compactMap(\.evidence.line).filter(made.contains).sorted()
        for index in found.indices {
            var window: [Range<Int>]?
            if found[index].api == .intent, let line = found[index].evidence.line, made.contains(line),
                let lines = reading.functionLines(at: line)
            {
                // The intents nearest the line on either side, when in its function (`intentLines` is sorted).
                let after = intentLines.firstIndex(notBelow: { $0 <= line })
                let before = intentLines.firstIndex(notBelow: { $0 < line }) - 1
                let next = after < intentLines.count && lines.contains(intentLines[after]) ? intentLines[after] : nil
                let previous = before >= 0 && lines.contains(intentLines[before]) ? intentLines[before] : nil
                // Its own extras follow it, up to the next intent; the function's first intent also reads those set
                // before it (a `Bundle` filled first).
                if next != nil || previous != nil {
                    window = [line..<(next ?? Int.max)] + (previous == nil ? [0..<line] : [])
                }
            }
            let through = library(of: found[index].api)
            (found[index].appID, found[index].values) = reading.read(found[index], library: through, window: window)
            if through.isLibrary, through.targetKey == nil, let line = found[index].evidence.line {
                let names = Set(through.markers.map { ShareCallReading.callName($0.text) })
                found[index].namedAppID = reading.namedAppID(onLine: line, callNames: names)
                if found[index].namedAppID == nil {
                    found[index].positional = reading.positionalArguments(onLine: line, callNames: names)
                }
            }
            if let line = found[index].evidence.line, let function = reading.function(at: line) {
                found[index].functionLines = function.lines
                // An intent asks whether its app is there in its own function, not in another share's of the file.
                if found[index].api == .intent, [.kotlin, .java].contains(language), found[index].asksVisibility {
                    // Each function once, however many intents it starts.
                    let asks =
                        asking[function.lines]
                        ?? function.lines.contains { number in
                            visibilityQueries.contains { lineText[number]?.hasText($0) == true }
                        }
                    asking[function.lines] = asks
                    found[index].asksVisibility = asks
                }
                found[index].helper = helper(function.name, startingAt: function.lines.lowerBound, language: language) {
                    lineText[$0]
                }
            } else if let line = found[index].evidence.line,
                let constant = through.targetKey.flatMap({ reading.optionsConstant(at: line, key: $0) })
                    ?? (found[index].api == .urlScheme ? reading.outerConstant(at: line) : nil)
            {
                // A library's options built in a constant outside every function run where a call is given it, and
                // a Stories URL kept in a constant or stored property opens where code uses it: the constant waits
                // for a use, as a helper waits for a call.
                found[index].helper = constant
                found[index].helperIsConstant = true
            }
            if let name = found[index].helper, let lines = found[index].functionLines {
                // Each function once, however many shares it holds.
                let key = "\(name)@\(lines.lowerBound)"
                let reach =
                    reaches[key]
                    ?? ShareReachability.reach(
                        name, in: lines, uses: uses, function: reading.function(at:),
                        isHelper: { name, lines in
                            helper(name, startingAt: lines.lowerBound, language: language) { lineText[$0] } != nil
                        })
                reaches[key] = reach
                switch reach {
                case .reached: found[index].helper = nil
                case .through(let callers): found[index].callers = callers
                case .notUsed: break
                }
            }
            // The intent's flag grants its data, not its extras: the sticker's URI needs its own grant.
            if found[index].api == .intent, !grants,
                let sticker = found[index].values.first(where: { $0.parameter == .sticker })
            {
                found[index].ungrantedURI = sticker.evidence
            }
        }
        // Instagram takes the App ID in the URL, not in the pasteboard item: a function that sets the item and opens a
        // URL built elsewhere (another file's constant or builder) gives it there, which this file cannot see.
        let instagramURLs = found.filter { $0.api == .urlScheme && $0.target == .instagram }
        let instagramURLFunctions = Set(instagramURLs.compactMap(\.functionLines))
        for index in found.indices where found[index].api == .pasteboard && found[index].target == .instagram {
            guard found[index].appID == .absent else { continue }
            // Outside any named function (a closure of a reducer): the file's Instagram URLs are its.
            let lines = found[index].functionLines
            let opensURLHere = lines.map(instagramURLFunctions.contains) ?? !instagramURLs.isEmpty
            if !opensURLHere {
                found[index].appID = .unread(Self.urlElsewhere)
            }
        }
        // This file cannot tell the App ID of a share marked by a constant another file uses.
        for index in found.indices where found[index].appID == .absent {
            guard let line = found[index].evidence.line, let name = usedElsewhere[line] else { continue }
            found[index].appID = .unread("\(name) is a constant another file uses: the share is made there")
        }
        // Pasteboard keys set outside any named function (in a closure) are one share while they follow each other
        // (at most 5 lines apart): it starts at the first.
        var previous: (line: Int, start: Int)?
        for index in found.indices where found[index].api == .pasteboard && found[index].functionLines == nil {
            guard let line = found[index].evidence.line else { continue }
            let start = previous.flatMap { line - $0.line <= 5 ? $0.start : nil } ?? line
            found[index].shareStart = start
            previous = (line, start)
        }
        // A URL that only asks whether the app is there is no share.
        found.removeAll { $0.appID == ShareCallReading.availabilityCheck }
        // Pasteboard items whose function names another function of the file that builds a Stories URL (a computed
        // property `storiesURL`, a builder `instagramStoriesURL()`), or a constant holding one, are the share of that
        // URL: judged at it.
        let builders = found.filter { $0.api == .urlScheme && $0.target == .instagram }.compactMap {
            call -> (name: String, line: Int, start: Int)? in
            guard let line = call.evidence.line else { return nil }
            if let function = reading.function(at: line), let start = call.functionLines?.lowerBound {
                return (function.name, line, start)
            }
            // A URL kept in a constant or stored property (`private static let storiesURL = URL(string: …)`).
            return reading.outerConstant(at: line).map { ($0, line, line) }
        }
        for index in found.indices where found[index].api == .pasteboard && found[index].target == .instagram {
            // (Items given the App ID of a URL constant, read through the name the function opens, already say it.)
            let givenByBuilder = found[index].appID.source.map { source in
                source.carrier == ShareCallReading.urlCarrier && builders.contains { $0.line == source.evidence.line }
            }
            guard found[index].appID == .unread(Self.urlElsewhere) || givenByBuilder == true,
                let lines = found[index].functionLines,
                let builder = builders.first(where: { builder in
                    !lines.contains(builder.line)
                        && lines.contains { number in Self.namesWord(builder.name, in: lineText[number] ?? "") }
                })
            else { continue }
            if givenByBuilder != true { found[index].appID = .unread(CallAppID.sameSharePrefix + "\(builder.line)") }
            found[index].joined = builder.start
        }
        // The pasteboard items and the URL that opens them in one function are one share, judged once: at the URL
        // (the first, when the function opens two), or at the first item when the function opens none. Each URL's
        // App ID is its own (a fallback URL without one is not covered by the URL before it); Facebook's pasteboard
        // key gives it for the URL that opens the item. Two intents of one function are two shares, each reading its
        // own extras; an intent without one beside another without one is said once, at the first.
        var firstURL: [String: Int] = [:]
        var firstItem: [String: Int] = [:]
        var firstIntent: [String: Int] = [:]
        var givingItem: [String: Int] = [:]
        let key = { (index: Int) -> String? in
            guard let lines = found[index].functionLines else { return nil }
            return "\(found[index].target.rawValue)@\(lines.lowerBound)"
        }
        for index in found.indices {
            guard let key = key(index) else { continue }
            switch found[index].api {
            case .urlScheme: if firstURL[key] == nil { firstURL[key] = index }
            case .pasteboard:
                if firstItem[key] == nil { firstItem[key] = index }
                // (An item given the App ID by its own key: Facebook's; not one given it by the URL it opens.)
                if found[index].appID.source?.carrier.hasPrefix("the pasteboard's") == true, givingItem[key] == nil {
                    givingItem[key] = index
                }
            default: if firstIntent[key] == nil { firstIntent[key] = index }
            }
        }
        func same(_ other: Int, _ line: Int) -> CallAppID {
            .unread(CallAppID.sameSharePrefix + "\(found[other].evidence.line ?? line)")
        }
        for index in found.indices where !library(of: found[index].api).isLibrary && found[index].appID == .absent {
            guard let key = key(index), let line = found[index].evidence.line else { continue }
            switch found[index].api {
            case .urlScheme:
                if let given = givingItem[key] { found[index].appID = same(given, line) }
            case .pasteboard:
                if let url = firstURL[key] {
                    found[index].appID = same(url, line)
                } else if let first = firstItem[key], first != index, found[first].appID == .absent {
                    found[index].appID = same(first, line)
                }
            default:
                if let first = firstIntent[key], first != index, found[first].appID == .absent {
                    found[index].appID = same(first, line)
                }
            }
        }
        // (A source that never names `getUriForFile` asks for none: its calls are not looked through.)
        let asks = ByteSearch.offset(of: ProviderAuthorities.needle, in: bytes, from: 0) != nil
        return (found, asks ? ProviderAuthorities.read(reading.file, path: path, language: language) : [])
    }

    /// `name` when the function of that name whose body starts at line `start` is one only a call of the sources can
    /// run (``ShareReachability``): its declaration is the nearest line at or above `start` (within 8) naming it,
    /// with the line before that when it is an annotation (`@ReactMethod`).
    static func helper(_ name: String, startingAt start: Int, language: SourceLanguage, line: (Int) -> String?)
        -> String?
    {
        for number in stride(from: start, through: max(1, start - 8), by: -1) {
            guard let text = line(number), text.contains(name) else { continue }
            let above = (line(number - 1) ?? "").trimmingCharacters(in: .whitespaces)
            let declaration = (above.hasPrefix("@") ? above + "\n" : "") + text
            if language == .objectiveC, text.contains("\(name):") {
                // A method with parameters is called by its whole selector: that is the name looked for.
                let lines = (number...(number + 8)).compactMap(line)
                return ShareReachability.objectiveCSelector(
                    declaration: (above.hasPrefix("@") ? [above] : []) + lines)
            }
            return ShareReachability.needsCaller(name: name, declaration: declaration, language: language) ? name : nil
        }
        return nil
    }

    /// The lines where each name is written as code (an identifier token: not in a string or a comment), each line
    /// once a name, in order.
    static func identifierLines(_ tokens: some Sequence<SourceToken>) -> [String: [Int]] {
        var lines: [String: [Int]] = [:]
        for token in tokens where token.kind == .identifier && lines[token.text]?.last != token.line {
            lines[token.text, default: []].append(token.line)
        }
        return lines
    }

    /// A source that names a share helper or constant it does not declare, read once to tell whether each such name
    /// is used only in dead code: on an `import` or inside a function only its file can call — declared inside
    /// another function, or `private` — that needs a caller and that nothing in the file uses
    /// (``ShareReachability/reach(_:in:uses:function:isHelper:depth:seen:)``). A use outside every function, in one a
    /// framework or another file may call, or in one the file uses, may run.
    struct DeadUses {
        let language: SourceLanguage
        let reading: ShareCallReading
        let lineText: [Int: String]
        /// Every name's lines, and its lines outside `import` statements.
        let identifierLines: [String: [Int]]
        let codeLines: [String: [Int]]
        /// The names an `import` gives another name (`import { share as go }`): used under that name.
        let renamed: Set<String>

        init(bytes: [UInt8], language: SourceLanguage) {
            let tokens = SourceLexer.tokens(of: bytes, language: language)
            let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
            let lineText = Dictionary(lines.code.map { ($0.number, $0.text) }, uniquingKeysWith: { first, _ in first })
            self.language = language
            self.lineText = lineText
            reading = ShareCallReading(
                file: CallReader.read(bytes, tokens: tokens, language: language), path: "",
                lineText: { lineText[$0] ?? "" }, tokens: tokens, language: language)
            identifierLines = ShareCodeScanner.identifierLines(tokens)
            // An `import { name } from '…'` (over lines too) names it without running it.
            var importing = false
            var renamed = Set<String>()
            let code = tokens.enumerated().filter { index, token in
                if token.kind == .identifier, token.text == "import", index == 0 || tokens[index - 1].line < token.line
                {
                    importing = true
                } else if importing,
                    token.kind == .stringClose
                        || (language != .javaScript && index > 0 && tokens[index - 1].line < token.line)
                {
                    // A JavaScript import ends at its module's string, over lines too; another language's at its
                    // line's end.
                    importing = false
                } else if importing, token.kind == .identifier, index + 1 < tokens.count,
                    tokens[index + 1].text == "as"
                {
                    renamed.insert(token.text)
                }
                return !importing
            }
            codeLines = ShareCodeScanner.identifierLines(code.map(\.element))
            self.renamed = renamed
        }

        /// Whether every use of `name` in the source is dead.
        func onlyDead(_ name: String) -> Bool {
            let uses = codeLines[name] ?? []
            // Named only where it is imported (under its own name): imported, never called.
            if uses.isEmpty { return identifierLines[name] != nil && !renamed.contains(name) }
            guard uses.count <= 64 else { return false }
            let isHelper: (String, ClosedRange<Int>) -> Bool = { name, lines in
                ShareCodeScanner.helper(name, startingAt: lines.lowerBound, language: language) { lineText[$0] } != nil
            }
            // Only the file can call a nested function, or one declared `private` (`fileprivate`) on its line.
            let local: (String, ClosedRange<Int>) -> Bool = { name, lines in
                reading.isNested(lines)
                    || (max(1, lines.lowerBound - 8)...lines.lowerBound).contains { number in
                        let text = lineText[number] ?? ""
                        return text.contains(name) && (text.contains("private ") || text.contains("fileprivate "))
                    }
            }
            return uses.allSatisfy { use in
                guard let function = reading.function(at: use), local(function.name, function.lines),
                    isHelper(function.name, function.lines)
                else { return false }
                return ShareReachability.reach(
                    function.name, in: function.lines, uses: { identifierLines[$0] ?? [] },
                    function: reading.function(at:), isHelper: isHelper) == .notUsed
            }
        }
    }

    /// Why a pasteboard share's App ID is not read: the URL it opens is built elsewhere.
    static let urlElsewhere = "the URL this share opens is built outside its function"

    /// Whether `line` names `word` as a whole name (not a part of a longer one).
    static func namesWord(_ word: String, in line: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound > line.startIndex ? line[line.index(before: range.lowerBound)] : " "
            let after = range.upperBound < line.endIndex ? line[range.upperBound] : " "
            let isName = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
            if !isName(before), !isName(after) { return true }
            rest = line[range.upperBound...]
        }
        return false
    }

    /// The App IDs `calls` give, each once (by value and place).
    static func appIDs(of calls: [ShareCall]) -> [AppIDSource] {
        var seen = Set<String>()
        return calls.compactMap(\.appID.source).filter { seen.insert("\($0.value)\u{0}\($0.evidence.place)").inserted }
    }

    /// What shows the shared image is made at run time (a capture of a view, a drawing, a picked photo).
    static let runtimePatterns = [
        "captureRef(", "ViewShot", "takeSnapshot", "ScreenshotController", "captureFromWidget", "screenshotController",
        "RepaintBoundary", "toImage(", "UIGraphicsImageRenderer", "ImageRenderer(", "drawHierarchy", "ComposeToBitmap",
        "drawToBitmap", "createBitmap(", "ImagePicker", "pickImage", "launchImageLibrary", "PHPicker",
        "UIImagePickerController", "captureToImage", "renderInContext", "asImage()", "makeImageSnapshot",
        "captureScreen(", "captureFromLongWidget", "base64,$", "base64,\\(", "base64,' +", "base64,\" +",
        // A layer rendered into a bitmap context, and the image taken from it (UIKit's older drawing API).
        "UIGraphicsBeginImageContext", "UIGraphicsGetImageFromCurrentImageContext", "layer.render(in:",
        "CGBitmapContextCreateImage",
        // Compose: a graphics layer drawn into a bitmap, a Capturable's capture, and a Compose image made an Android
        // bitmap to be written out.
        "toImageBitmap(", "captureAsync(", "asAndroidBitmap(",
    ]

    static let prefilterBytes = prefilter.map { Array($0.utf8) }

    /// What asks Android whether another app is there: the calls package visibility filters (an app's own helper
    /// named `…Installed(` — `isPackageInstalled(`, `isInstagramInstalled(` — counts as one).
    static let visibilityQueries = [
        "resolveActivity", "queryIntentActivities", "getPackageInfo", "getLaunchIntentForPackage",
        "getApplicationInfo", "getInstalledPackages", "getInstalledApplications", "Installed(",
        "queryIntentActivityOptions",
    ]

    /// Whether a file of `bytes` may share (worth reading line by line).
    static func mayShare(_ bytes: [UInt8]) -> Bool { ByteSearch.containsAny(prefilterBytes, in: bytes) }

    /// Where `text` (the file at `path`, in `language`, as `lines`) shares: each line's markers, one call a target
    /// (the first library to mark it, in ``ShareLibrary/all``'s order), of the libraries written in `language`
    /// whose import the file holds.
    static func calls(in lines: SourceLines, path: String, language: SourceLanguage, text: String) -> [ShareCall] {
        let mediaStore = text.contains("MediaStore")
        let asks =
            ![.kotlin, .java].contains(language) || visibilityQueries.contains(where: text.contains)
        let libraries = ShareLibrary.all.filter { library in
            library.languages.contains(language)
                && (library.requires.isEmpty || library.requires.contains(where: text.contains))
        }
        var calls: [ShareCall] = []
        // The platform conditions of the file, found once when it first shares.
        var guards: [Platform?]?
        func guarded(_ index: Int) -> Platform? {
            if guards == nil { guards = PlatformGuard.platforms(path: path, lines: lines.code, language: language) }
            return guards?[index] ?? nil
        }
        // Pasteboard keys the file keeps in constants (`let kStickerKey = "com.instagram.sharedSticker.stickerImage"`):
        // the declaration sets no item; a line using the name does, as if the key were written there.
        let keyConstants = pasteboardKeyConstants(lines)
        for (index, (number, line)) in lines.code.enumerated() where !logs(line) {
            var marks = line
            if keyConstants.lines.contains(number) {
                marks = ""
            } else if !keyConstants.names.isEmpty {
                for (name, key) in keyConstants.names where namesWord(name, in: line) { marks += " " + key }
            }
            for target in [ShareTarget.instagram, .facebook] {
                let marked = libraries.first { library in
                    library.markers.contains { marker in
                        // A declaration of the library's own constant is not a call (`INSTAGRAM_STORIES: '…'`).
                        marker.target == target && marks.hasText(marker.text)
                            && !(library.targetKey != nil && line.hasText(marker.text + ":"))
                            && !namesManifestElement(line, marker.text)
                    }
                }
                guard let library = marked else { continue }
                calls.append(
                    ShareCall(
                        target: target, api: library.api, evidence: Evidence(path: path, line: number, text: line),
                        // An intent is Android's, whatever language starts it (React Native's `Linking.sendIntent`).
                        platform: platform(of: path, language: language) ?? guarded(index)
                            ?? (library.api == .intent ? .android : nil),
                        usesMediaStore: mediaStore && language.platform == .android))
                calls[calls.count - 1].asksVisibility = asks
            }
        }
        return calls
    }

    /// The pasteboard keys `lines` declare as constants: each name with its key (`let kAppIDKey =
    /// "com.facebook.sharedSticker.appID"`, `static NSString *const kKey = @"…"`, `#define kKey @"…"`,
    /// `const val KEY = "…"`), and the declarations' lines.
    static func pasteboardKeyConstants(_ lines: SourceLines) -> (names: [String: String], lines: Set<Int>) {
        var names: [String: String] = [:]
        var declared = Set<Int>()
        for (number, line) in lines.code
        where line.hasText("com.instagram.sharedSticker.") || line.hasText("com.facebook.sharedSticker.") {
            let code = line.trimmingWhitespace()
            // One string on the line, and before it `NAME =` after a declaring word, or `#define NAME`.
            guard let open = code.firstIndex(of: "\""),
                let close = code[code.index(after: open)...].firstIndex(of: "\""),
                !code[code.index(after: close)...].contains("\"")
            else { continue }
            let key = String(code[code.index(after: open)..<close])
            guard key.hasPrefix("com.instagram.sharedSticker.") || key.hasPrefix("com.facebook.sharedSticker.") else {
                continue
            }
            let head = code[..<open].replacingOccurrences(of: "@", with: "")
            let words = head.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "#") })
                .map(String.init)
            let name: String?
            if words.first == "#define", words.count >= 2 {
                name = words[1]
            } else if head.trimmingWhitespace().hasSuffix("="),
                let keyword = words.lastIndex(where: { ["let", "var", "val", "const"].contains($0) }),
                keyword + 1 < words.count
            {
                // `let kKey: String =`, `const val KEY =`, `static NSString *const kKey =`.
                name = words[keyword + 1]
            } else if head.trimmingWhitespace().hasSuffix("="),
                words.contains(where: { ["static", "final"].contains($0) }),
                let last = words.last
            {
                // Java's `private static final String KEY =`.
                name = last
            } else {
                name = nil
            }
            guard let name, name != "String", name != "NSString" else { continue }
            names[name] = key
            declared.insert(number)
        }
        return (names, declared)
    }

    /// Whether each place `line` holds `marker` is the `android:name` of a manifest element written in code — a
    /// JavaScript object's key (`"android:name": "com.instagram.share.ADD_TO_STORY"`, as an Expo config plugin adds
    /// `<queries>`) or XML text in a string (`<action android:name="…ADD_TO_STORY" />`): that declares the intent,
    /// it does not send it.
    static func namesManifestElement(_ line: String, _ marker: String) -> Bool {
        var rest = line[...]
        var found = false
        while let range = rest.range(of: marker) {
            var before = line[..<range.lowerBound]
            let skipped: Set<Character> = ["\"", "'", "`", "\\", " ", "\t"]
            while let last = before.last, skipped.contains(last) { before = before.dropLast() }
            guard let last = before.last, last == ":" || last == "=" else { return false }
            before = before.dropLast()
            while let last = before.last, skipped.contains(last) { before = before.dropLast() }
            guard before.hasSuffix("android:name") else { return false }
            found = true
            rest = line[range.upperBound...]
        }
        return found
    }

    /// The platform whose app runs a source: its language's, but for Kotlin Multiplatform source sets — common code
    /// runs on both, `iosMain` (and `appleMain`, `nativeMain`) on iOS.
    static func platform(of path: String, language: SourceLanguage) -> Platform? {
        guard language == .kotlin else { return language.platform }
        if path.contains("src/commonMain/") { return nil }
        if ["src/iosMain/", "src/appleMain/", "src/nativeMain/"].contains(where: path.contains) { return .ios }
        return .android
    }

    /// Calls that name an app folder a share's file is written to, by language family, with the folder's kind.
    static let folderCalls: [(text: String, kind: String, languages: Set<SourceLanguage>)] = [
        ("getTemporaryDirectory(", "cache", [.dart]), ("cacheDir", "cache", [.kotlin, .java]),
        ("getCacheDir(", "cache", [.kotlin, .java]), ("getApplicationSupportDirectory(", "files", [.dart]),
        ("filesDir", "files", [.kotlin, .java]), ("getFilesDir(", "files", [.kotlin, .java]),
        ("getExternalStorageDirectory(", "external-files", [.dart]),
        ("getExternalFilesDir(", "external-files", [.kotlin, .java]),
        ("externalCacheDir", "external-cache", [.kotlin, .java]),
        ("getExternalCacheDir(", "external-cache", [.kotlin, .java]),
        ("Environment.getExternalStorageDirectory(", "external", [.kotlin, .java]),
    ]

    /// The app folders `lines` (a sharing source in `language`) write to, each kind once, where first named.
    static func writtenFolders(in lines: SourceLines, path: String, language: SourceLanguage) -> [Evidence] {
        var found: [Evidence] = []
        for (number, line) in lines.code {
            for call in folderCalls where call.languages.contains(language) && line.hasText(call.text) {
                // `Environment.getExternalStorageDirectory(` also holds `getExternalStorageDirectory(` (Dart's).
                guard !found.contains(where: { $0.text == call.kind }) else { continue }
                found.append(Evidence(path: path, line: number, text: call.kind))
            }
        }
        return found
    }

    /// Whether the line only prints (a log line quoting a URL is no share).
    static func logs(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return [
            "console.log(", "console.warn(", "console.error(", "print(", "debugPrint(", "NSLog(", "Log.d(", "Log.i(",
            "Log.e(", "Log.w(", "println(", "os_log(", "logger.",
        ].contains { trimmed.hasPrefix($0) }
    }

    /// Of ``runtimePatterns``, those that make the image (a capture, a drawing, a pick), not a type or widget that
    /// only prepares one (`RepaintBoundary(`, `<ViewShot>`, `ImagePicker`).
    static let makingPatterns = [
        "captureRef(", "takeSnapshot", "captureFromWidget", "toImage(", "UIGraphicsImageRenderer", "ImageRenderer(",
        "drawHierarchy", "drawToBitmap", "createBitmap(", "captureToImage", "renderInContext", "asImage()",
        "pickImage", "launchImageLibrary", "makeImageSnapshot", "captureScreen(", "captureFromLongWidget",
        "UIGraphicsGetImageFromCurrentImageContext", "layer.render(in:", "CGBitmapContextCreateImage",
        "toImageBitmap(", "captureAsync(",
        // A `data:` URI built from bytes encoded at run time (`data:image/png;base64,${snapshot}`).
        "base64,$", "base64,\\(", "base64,' +", "base64,\" +",
    ]

    /// Whether the file shows the shared image made at run time: the first line whose code makes it
    /// (``makingPatterns``), else the first whose code prepares it. An import of a drawing library, or a comment
    /// naming one after code, draws nothing.
    static func runtimeEvidence(in lines: SourceLines, path: String) -> Evidence? {
        var preparing: Evidence?
        for (number, line) in lines.code where runtimePatterns.contains(where: line.hasText) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if ["import ", "@import ", "export * from", "package "].contains(where: trimmed.hasPrefix) { continue }
            let code = code(of: line)
            if makingPatterns.contains(where: code.hasText) { return Evidence(path: path, line: number, text: line) }
            if preparing == nil, runtimePatterns.contains(where: code.hasText) {
                preparing = Evidence(path: path, line: number, text: line)
            }
        }
        return preparing
    }

    /// Whether the drawing `evidence` cites only prepares an image (a ``runtimePatterns`` type or widget such as an
    /// image picker's options), making none (``makingPatterns``).
    static func onlyPrepares(_ evidence: Evidence) -> Bool {
        let code = code(of: evidence.text)
        return runtimePatterns.contains(where: code.hasText) && !makingPatterns.contains(where: code.hasText)
    }

    /// `line` without a comment after its code (`//` or `/*` outside a string literal; a URL in a string keeps
    /// its `//`).
    static func code(of line: String) -> Substring {
        var quote: Character?
        var escaped = false
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            defer { previous = character }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
                continue
            }
            if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if previous == "/", character == "/" || character == "*" {
                return line[..<line.index(before: index)]
            }
        }
        return line[...]
    }
}

extension ShareCodeScanner {
    /// The role a line gives what it names, from the key or parameter it is passed as.
    static func role(of line: String) -> ShareRole? {
        if ["stickerImage", "interactive_asset_uri", "imagePath:", "stickerAssetPath", "sticker:"].contains(
            where: line.hasText)
        {
            return .sticker
        }
        if [
            "backgroundImage", "backgroundVideo", "backgroundResourcePath", "setDataAndType", "EXTRA_STREAM",
            "background:",
        ]
        .contains(where: line.hasText) {
            return .background
        }
        return nil
    }

    /// The files a sharing source names, each with the role the code gives it. With `passedOnly`, only those the
    /// share takes: what names it, or a name its value flows into (`const bg = require(…)`, then
    /// `path = await toFile(bg)`, up to three steps), is passed as a role's key or parameter; being named near a
    /// share call is no evidence (a button's icon is named there too), so the source's other files are not taken.
    /// Without it, every reference is returned, with the role the code gives where it can tell.
    static func assetReferences(
        in lines: SourceLines, path: String, passedOnly: Bool = false, loads: [Load] = [], truncated: inout Bool
    ) -> [AssetReference] {
        var references: [AssetReference] = []
        var imports: [String: String] = [:]  // local name → relative module, for `name.member`
        var namedImports: [String: String] = [:]  // imported name → relative module
        for (_, line) in lines.code {
            guard let module = importedModule(line) else { continue }
            if module.named.isEmpty {
                imports[module.name] = module.path
            } else {
                for name in module.named { namedImports[name] = module.path }
            }
        }
        let words = WordIndex(lines)
        // What each imported name gives the lines that use it, found through the index of words: the lines holding
        // the name, not every line for every import.
        var imported: [Int: [AssetReference.Kind]] = [:]
        for (name, module) in imports {
            for position in words.positions(of: name) where !lines.code[position].text.contains("import ") {
                for member in identifiers(after: name + ".", in: lines.code[position].text) {
                    imported[position, default: []].append(.importedMember(module: module, member: member))
                }
            }
        }
        for (name, module) in namedImports {
            for position in words.positions(of: name) where !lines.code[position].text.contains("import ") {
                imported[position, default: []].append(.importedMember(module: module, member: name))
            }
        }
        for (position, (number, line)) in lines.code.enumerated() {
            let evidence = Evidence(path: path, line: number, text: line)
            var kinds: [AssetReference.Kind] = []
            for name in arguments(after: ["UIImage(named:", "imageNamed:@"], in: line) {
                kinds.append(.catalogName(name))
            }
            for type in ["drawable", "raw", "mipmap"] {
                for name in identifiers(after: "R.\(type).", in: line) {
                    kinds.append(.androidResource(type: type, name: name))
                }
            }
            if line.hasText("data:"), let range = line.range(of: "data:image/") ?? line.range(of: "data:video/") {
                let uri = line[range.lowerBound...].prefix { $0 != "\"" && $0 != "'" && $0 != "`" }
                if let comma = uri.firstIndex(of: ","), uri[..<comma].hasSuffix(";base64") {
                    let mediaType = String(uri.dropFirst(5).prefix { $0 != ";" })
                    kinds.append(.dataURI(mediaType: mediaType, base64: String(uri[uri.index(after: comma)...])))
                }
            } else {
                for literal in quotedLiterals(in: line)
                where ProjectWalk.mediaExtensions.contains(literal.fileExtension) {
                    kinds.append(.path(literal))
                }
            }
            kinds += imported[position] ?? []
            for kind in kinds { references.append(AssetReference(kind: kind, evidence: evidence, role: nil)) }
        }
        // Roles: from the line itself, else from a line its value flows into.
        if references.count > referenceLimit {
            truncated = true
            references.removeLast(references.count - referenceLimit)
        }
        let text = Dictionary(lines.code.map { ($0.number, $0.text) }, uniquingKeysWith: { first, _ in first })
        // The role each line gives, worked out once and only for the lines asked about (a file of thousands of
        // calls asks about the few near the files it names).
        var lineRoles: [Int: ShareRole?] = [:]
        func lineRole(_ number: Int) -> ShareRole? {
            if let known = lineRoles[number] { return known }
            let found = text[number].flatMap(Self.role(of:))
            lineRoles[number] = found
            return found
        }
        var taken: [AssetReference] = []
        for var reference in references {
            let flow = flowLines(from: reference.evidence.line ?? 0, in: lines, words: words)
            // Its own line first, then the lines it flows into, in order.
            let own = reference.evidence.line ?? 0
            reference.role =
                role(of: reference.evidence.text) ?? openingRole(of: own, in: lines)
                ?? flow.filter { $0 != own }.sorted().lazy.compactMap(lineRole).first
            if reference.role == nil, let line = reference.evidence.line,
                let load = loads.first(where: { $0.lines.contains(line) }),
                loadCalls.contains(where: reference.evidence.text.hasText)
            {
                // Loaded by the function that shares (`rootBundle.load('assets/sticker.png')`, then written to the
                // file it passes): the share's image, in the role it passes one in.
                reference.role = load.role
            }
            if reference.role == nil, case .path = reference.kind, let line = reference.evidence.line {
                // Copied to a file the share passes (`copyAsset(this, "video.mp4", videoFile().absolutePath)`,
                // then `setDataAndType(uriFor(videoFile()), …)`): the role that file is passed in.
                reference.role = destinationRole(of: line, in: lines, words: words, role: lineRole)
            }
            guard !passedOnly || reference.role != nil else { continue }
            if case .path = reference.kind, let line = reference.evidence.line {
                reference.opensAndroidAsset = opensAndroidAsset(on: line, in: lines, words: words)
            }
            taken.append(reference)
        }
        return taken
    }

    /// The role the line that opens the call holding line `number` gives (`stickerImage: Image.resolveAssetSource(`
    /// then `require('./sticker.png')` on the next code line): the nearest of the two code lines above, when each
    /// line up to it ends in an open call (`(`).
    static func openingRole(of number: Int, in lines: SourceLines) -> ShareRole? {
        guard let index = lines.code.firstIndex(where: { $0.number == number }) else { return nil }
        for back in stride(from: index - 1, through: max(0, index - 2), by: -1) {
            let text = String(code(of: lines.code[back].text)).trimmingWhitespace()
            guard text.hasSuffix("(") else { return nil }
            if let found = role(of: text) { return found }
        }
        return nil
    }

    /// The role of the file a line naming a bundled file copies it to: a function called among the line's
    /// arguments (a call after the line's first) whose result, where the file calls it elsewhere (at most eight
    /// places), flows into a share's key or parameter (``flowLines(from:in:words:)``).
    static func destinationRole(
        of number: Int, in lines: SourceLines, words: WordIndex, role: (Int) -> ShareRole?
    ) -> ShareRole? {
        guard let text = lines.code.first(where: { $0.number == number })?.text else { return nil }
        var names: [String] = []
        var rest = code(of: text)[...]
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name.reversed())) }
            rest = rest[rest.index(after: open)...]
        }
        for name in names.dropFirst() {
            let places = words.positions(of: name).filter {
                lines.code[$0].number != number && lines.code[$0].text.hasText(name + "(")
            }
            guard places.count <= 8 else { continue }
            for place in places {
                var flow = flowLines(from: lines.code[place].number, in: lines, words: words)
                // An argument of a call spread over lines (`getUriForFile(` … `clipFile()`): what the call assigns.
                if let assigned = continuedAssignment(at: place, in: lines) {
                    flow += words.positions(of: assigned).map { lines.code[$0].number }
                }
                if let found = flow.sorted().lazy.compactMap(role).first { return found }
            }
        }
        return nil
    }

    /// Calls that open a file of an Android app's `assets` folder by its name.
    static let assetOpeningCalls = ["assets.open(", "getAssets().open(", "assets.openFd(", "getAssets().openFd("]

    /// Whether the line `number` opens the file it names as an Android asset: it calls ``assetOpeningCalls``
    /// itself, or its first call is a function of the file whose body (up to 60 lines) does.
    static func opensAndroidAsset(on number: Int, in lines: SourceLines, words: WordIndex) -> Bool {
        guard let index = lines.code.firstIndex(where: { $0.number == number }) else { return false }
        let text = code(of: lines.code[index].text)
        if assetOpeningCalls.contains(where: text.hasText) { return true }
        guard let open = text.firstIndex(of: "(") else { return false }
        let name = String(text[..<open].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard !name.isEmpty else { return false }
        for position in words.positions(of: name) where position != index {
            let head = String(code(of: lines.code[position].text)).trimmingWhitespace()
            guard functionName(declaredBy: head) == name || head.contains("fun \(name)(") else { continue }
            // `assets.open(`, or `.open(` on what an `AssetManager` or `.assets` gives.
            var depth = 0
            var opens = false
            var assets = false
            for body in lines.code[position..<min(lines.code.count, position + 60)] {
                let line = code(of: body.text)
                if assetOpeningCalls.contains(where: line.hasText) { return true }
                opens = opens || line.hasText(".open(")
                assets =
                    assets || line.hasText("AssetManager") || line.hasText(".assets") || line.hasText("getAssets()")
                if opens, assets { return true }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                if depth <= 0, body.number != lines.code[position].number { break }
            }
        }
        return false
    }

    /// A function that shares: its lines, and the role its share passes an image in.
    struct Load {
        var lines: ClosedRange<Int>
        var role: ShareRole
    }

    /// Calls that load a bundled file's bytes, to be written to the file a share passes.
    static let loadCalls = [
        "rootBundle.load(", "openRawResource(", "assets.open(", "getAssets().open(", "decodeResource(",
        "Bundle.main.url(", "Bundle.main.path(",
    ]

    /// The functions of `calls` that share an image, each with the role it passes it in (background, unless the
    /// share passes only a sticker).
    static func loads(of calls: [ShareCall]) -> [Load] {
        calls.compactMap { call in
            guard let lines = call.functionLines else { return nil }
            let passed = Set(call.values.map(\.parameter))
            let role: ShareRole =
                passed.contains(.sticker) && !passed.contains(.background) && !passed.contains(.backgroundVideo)
                ? .sticker : .background
            return Load(lines: lines, role: role)
        }
    }

    /// ``assetReferences(in:path:passedOnly:truncated:)`` when whether it stopped at ``referenceLimit`` is not
    /// asked.
    static func assetReferences(in lines: SourceLines, path: String, passedOnly: Bool = false) -> [AssetReference] {
        var truncated = false
        return assetReferences(in: lines, path: path, passedOnly: passedOnly, truncated: &truncated)
    }

    /// The most files one source is followed for: a file naming more is followed for the first ones, and the
    /// scan says so.
    static let referenceLimit = 64

    /// The lines a value named on line `start` reaches: that line, and each line using a name it (or a name
    /// set from it, up to four steps: a drawable, its bitmap, the stored image's path, its URI) is assigned to; a
    /// name given as an argument of a call spread over lines is assigned to what that call's statement assigns. An assignment begun on an earlier line
    /// (`const bg = resolve(` then `require(…)`) counts. A function's local is followed in that function only, a
    /// property of another value only through its path (``memberPath(assigning:in:)``). Line numbers, in no order.
    static func flowLines(from start: Int, in lines: SourceLines, words: WordIndex) -> [Int] {
        guard let index = lines.code.firstIndex(where: { $0.number == start }) else { return [] }
        var flow: Set<Int> = [start]
        var names: [String] = []
        // Where each name is read: a property of another value only with that value (`params.path`), a local of a
        // function only in that function (another function's local of the same name is another value).
        var paths: [String: String] = [:]
        var scopes: [String: Range<Int>] = [:]
        func follow(_ name: String, assignedAt position: Int) {
            names.append(name)
            let text = lines.code[position].text
            if let path = memberPath(assigning: name, in: text) { paths[name] = path }
            if declaresLocal(name, in: text), let scope = function(holding: position, in: lines) {
                scopes[name] = scope
            }
        }
        for back in stride(from: index, through: max(0, index - 2), by: -1) {
            // An earlier line counts only when its expression goes on into the next (`= resolve(`, `=`); an
            // object literal's opening (`const options = {`) holds the value as a property, not as itself.
            let text = lines.code[back].text.trimmingWhitespace()
            if back < index, !(text.hasSuffix("(") || text.hasSuffix("=")) { break }
            if let name = assignedName(lines.code[back].text) {
                follow(name, assignedAt: back)
                break
            }
        }
        if names.isEmpty {
            // A value a function of this file returns flows where that function is called (one step), and a value an
            // immediately-called closure returns flows into the name the closure's result is assigned to.
            for (line, name) in returnedInto(at: index, in: lines, words: words, followCalls: true) {
                flow.insert(line)
                names.append(name)
            }
            // A value a branch of an `if`, `when` or `try` expression ends with is what the expression assigns
            // (`val bg: Uri? = if (…) { … } else { copyAsset("bg.jpg") }`).
            if names.isEmpty, let (line, name) = branchAssignment(at: index, in: lines) {
                flow.insert(line)
                names.append(name)
            }
        }
        var seen = Set(names)
        var step = 0
        while !names.isEmpty, step < 4 {
            step += 1
            var next: [(String, Int)] = []
            for name in names {
                for position in words.positions(of: name) where lines.code[position].number != start {
                    let line = lines.code[position]
                    if let path = paths[name], !line.text.contains(path) { continue }
                    if let scope = scopes[name], !scope.contains(position),
                        !receives(name, at: position, from: scope, in: lines)
                    {
                        continue
                    }
                    flow.insert(line.number)
                    if let assigned = assignedName(line.text) ?? continuedAssignment(at: position, in: lines),
                        assigned != name, seen.insert(assigned).inserted
                    {
                        next.append((assigned, position))
                    }
                }
            }
            names = []
            for (name, position) in next { follow(name, assignedAt: position) }
        }
        return Array(flow)
    }

    /// The whole member path a line assigns `name` as, when it is a property of another value
    /// (`shareView.linkImageView.image = …` gives `shareView.linkImageView.image`): what is set there is read only
    /// through that path, not through a local of the same last name. A property of `self` or `this` (read bare in
    /// its type) gives nil.
    static func memberPath(assigning name: String, in line: String) -> String? {
        let code = code(of: line)
        guard let range = code.range(of: "." + name) else { return nil }
        let after = code[range.upperBound...].drop { $0 == " " }
        guard after.hasPrefix("="), !after.hasPrefix("==") else { return nil }
        let head = code[..<range.lowerBound].reversed().prefix {
            $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!" || $0 == "$"
        }
        let owner = String(head.reversed())
        guard !owner.isEmpty, !["self", "this"].contains(owner) else { return nil }
        return owner + "." + name
    }

    /// Whether `line` declares `name` as a new value (`let`, `var`, `val`, `const`, `final`, or a Java or Dart type
    /// before it: `File bg = …`), which, in a function, is that function's local.
    static func declaresLocal(_ name: String, in line: String) -> Bool {
        var head = code(of: line).trimmingWhitespace()
        for prefix in ["} else if ", "guard ", "if ", "while "] where head.hasPrefix(prefix) {
            head = String(head.dropFirst(prefix.count))
        }
        guard let range = head.range(of: name) else { return false }
        let words = head[..<range.lowerBound].split(separator: " ")
        guard let first = words.first else { return false }
        if ["let", "var", "val", "const", "final", "late"].contains(first) { return true }
        // `File bg`, `Future<File> bg`: one type word, no call or member path.
        return words.count == 1 && first.first?.isUppercase == true
            && first.allSatisfy { $0.isLetter || $0.isNumber || "_<>?,[]".contains($0) }
    }

    /// The lines (indexes of `lines.code`) of the function holding the line at `position`: found by its braces back
    /// to a line declaring a function (``functionName(declaredBy:)``), through blocks that are not functions (`if`, a
    /// closure), up to ``functionScanLimit`` lines back, then on to its closing brace. Nil outside a function found
    /// so.
    static func function(holding position: Int, in lines: SourceLines) -> Range<Int>? {
        guard let start = functionHead(holding: position, in: lines) else { return nil }
        var open = 0
        var opened = false
        for index in start..<lines.code.count {
            for character in code(of: lines.code[index].text) {
                if character == "{" {
                    open += 1
                    opened = true
                } else if character == "}" {
                    open -= 1
                }
            }
            if opened, open <= 0 { return start..<(index + 1) }
        }
        return start..<lines.code.count
    }

    /// The line (an index of `lines.code`) declaring the function that holds the line at `position`, found as
    /// ``function(holding:in:)`` finds it, without reading on to its end.
    static func functionHead(holding position: Int, in lines: SourceLines) -> Int? {
        var depth = 0
        var back = position
        while back >= 0, back >= position - functionScanLimit {
            let text = code(of: lines.code[back].text)
            // The line itself counts only for a block it opens before the position's code (its own `{`s are inner).
            if back < position, opensBlock(text, depth: &depth),
                functionName(declaredBy: String(text).trimmingWhitespace()) != nil
            {
                return back
            }
            back -= 1
        }
        return nil
    }

    /// Whether the line at `position` is in a function of the file that takes `name` as a parameter and that the
    /// lines of `scope` (another function, where `name` is a local) call: the local is passed on (`post(art)`, then
    /// `func post(_ art: UIImage?)`).
    static func receives(_ name: String, at position: Int, from scope: Range<Int>, in lines: SourceLines) -> Bool {
        // Only the declaration is read: the function's end is not needed here.
        guard let callee = functionHead(holding: position, in: lines) else { return false }
        let head = String(code(of: lines.code[callee].text)).trimmingWhitespace()
        guard let called = functionName(declaredBy: head), let open = head.firstIndex(of: "(") else { return false }
        let parameters = head[open...].split { !($0.isLetter || $0.isNumber || $0 == "_") }
        guard parameters.contains(Substring(name)) else { return false }
        return scope.contains { lines.code[$0].text.hasText(called + "(") }
    }

    /// How far back a line looks for the function that holds it.
    static let functionScanLimit = 400

    /// Where the value a `return` line (at `position`, an index of `lines.code`) returns goes, as (line, name)
    /// pairs: the block that holds it is found by its braces, through blocks that are not functions (`if`, `guard`,
    /// a loop), up to ``returnScanLimit`` lines back. An immediately-called closure (`let bg: UIImage? = {` …
    /// `}()`) gives its name. A function of the file (`func makeBackground(`, `fun`, `function`, a Dart or Java
    /// method) gives, with `followCalls`, the lines that call it: the name each assigns, or where it returns it in
    /// turn (not calls again: one step).
    static func returnedInto(
        at position: Int, in lines: SourceLines, words: WordIndex, followCalls: Bool
    ) -> [(line: Int, name: String)] {
        let trimmed = lines.code[position].text.trimmingWhitespace()
        guard trimmed.hasPrefix("return ") else { return [] }
        var depth = 0
        var back = position - 1
        while back >= 0, back >= position - returnScanLimit {
            let text = code(of: lines.code[back].text)
            if opensBlock(text, depth: &depth) {
                let head = String(text).trimmingWhitespace()
                if let name = functionName(declaredBy: head) {
                    guard followCalls else { return [] }
                    let declaration = lines.code[back].number
                    var found: [(line: Int, name: String)] = []
                    for call in words.positions(of: name) where lines.code[call].number != declaration {
                        let callText = lines.code[call].text
                        guard callText.hasText(name + "(") else { continue }
                        if let assigned = assignedName(callText), assigned != name {
                            found.append((lines.code[call].number, assigned))
                        } else {
                            found += returnedInto(at: call, in: lines, words: words, followCalls: false)
                        }
                    }
                    return found
                }
                if head.hasSuffix("= {") || head.hasSuffix("={") {
                    // A closure called where it is written gives its result to the name; one stored is not called
                    // here.
                    guard let name = declaredName(head) ?? assignedName(head), closesCalled(from: back, in: lines)
                    else { return [] }
                    return [(lines.code[back].number, name)]
                }
            }
            back -= 1
        }
        return []
    }

    /// The name a declaration with a type gives (`let art: UIImage? = {`, `final File bg =`), where the name
    /// before `=` is the type's.
    static func declaredName(_ head: String) -> String? {
        let words = head.split(separator: " ")
        guard let keyword = words.firstIndex(where: { ["let", "var", "val", "const", "final"].contains($0) }),
            keyword + 1 < words.count
        else { return nil }
        let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The name an `if`, `when` or `try` expression assigns (`val bg: Uri? = if (…) {`), with its line, when the line
    /// at `position` (an index of `lines.code`) is in one of its branches (through `} else {`, not through a
    /// function or another block), up to ``returnScanLimit`` lines back.
    static func branchAssignment(at position: Int, in lines: SourceLines) -> (line: Int, name: String)? {
        var depth = 0
        var chain = false  // inside an `else` branch: the `if` that heads it is the opening sought
        var back = position - 1
        while back >= 0, back >= position - returnScanLimit {
            let text = code(of: lines.code[back].text)
            if opensBlock(text, depth: &depth, chain: chain) {
                let head = String(text).trimmingWhitespace()
                if head.hasPrefix("}"), head.contains("else") {
                    chain = true
                    depth = 1
                } else {
                    let expression = [" = if ", " = if(", " = when ", " = when(", " = try {", " = when {"]
                    guard expression.contains(where: head.contains) else { return nil }
                    guard let name = declaredName(head) else { return nil }
                    return (lines.code[back].number, name)
                }
            }
            back -= 1
        }
        return nil
    }

    /// How far back a `return` looks for the block that holds it.
    static let returnScanLimit = 80

    /// Whether the line of code `text`, read from its end while looking back for the block a line is in, holds that
    /// block's `{`: each `}` met goes a block deeper (`depth`), each `{` one out, and a `{` at depth 0 is the one
    /// sought; with `chain` (inside an `else` branch), so is a `{` that brings the depth back to 0 (its `if`'s).
    static func opensBlock(_ text: Substring, depth: inout Int, chain: Bool = false) -> Bool {
        for character in text.reversed() {
            if character == "}" {
                depth += 1
            } else if character == "{" {
                if depth == 0 { return true }
                depth -= 1
                if depth == 0, chain { return true }
            }
        }
        return false
    }

    /// The function a line holding a block's `{` declares: `func name(`, `fun name(`, `function name(`, or a
    /// method (`UIImage background() {`, `Future<File> load() async {`) — a name before `(` that is no keyword,
    /// with a word before it and no `=` or `.` (a call with a trailing closure).
    static func functionName(declaredBy head: String) -> String? {
        for keyword in ["func ", "fun ", "function "] {
            if let range = head.range(of: keyword),
                range.lowerBound == head.startIndex || head[head.index(before: range.lowerBound)] == " "
            {
                let name = head[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let rest = head[range.upperBound...].dropFirst(name.count)
                return !name.isEmpty && (rest.hasPrefix("(") || rest.hasPrefix("<")) ? String(name) : nil
            }
        }
        guard let open = head.firstIndex(of: "("), !head.contains("="), !head.hasPrefix("}") else { return nil }
        let before = head[..<open]
        let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let rest = before.dropLast(name.count)
        guard !name.isEmpty, !rest.hasSuffix("."), rest.hasSuffix(" ") else { return nil }
        let word = String(name.reversed())
        let keywords: Set = [
            "if", "for", "while", "switch", "catch", "when", "guard", "synchronized", "else", "return", "new",
        ]
        guard !keywords.contains(word), !rest.split(separator: " ").contains(where: { keywords.contains(String($0)) })
        else { return nil }
        return word
    }

    /// Whether the block opened on the line at `position` (an index of `lines.code`) closes with `}()`: a closure
    /// called where it is written.
    static func closesCalled(from position: Int, in lines: SourceLines) -> Bool {
        var depth = 0
        var index = position
        while index < lines.code.count, index <= position + returnScanLimit {
            let text = code(of: lines.code[index].text)
            for (offset, character) in zip(text.indices, text) {
                if character == "{" {
                    depth += 1
                } else if character == "}" {
                    depth -= 1
                    if depth == 0 {
                        return text[text.index(after: offset)...].hasPrefix("()")
                    }
                }
            }
            index += 1
        }
        return false
    }

    /// The name a statement begun on an earlier line assigns when the line at `position` (an index of `lines.code`)
    /// is one of its call's arguments: `val path = MediaStore.Images.Media.insertImage(` … `bitmap,`. Up to four
    /// lines back, each ending with `(` or `,`.
    static func continuedAssignment(at position: Int, in lines: SourceLines) -> String? {
        var back = position - 1
        while back >= 0, back >= position - 4 {
            let text = lines.code[back].text.trimmingWhitespace()
            guard text.hasSuffix("(") || text.hasSuffix(",") else { return nil }
            if text.hasSuffix("("), let name = assignedName(lines.code[back].text) { return name }
            back -= 1
        }
        return nil
    }

    /// `import x from './m'`, `const x = require('./m')`, `import * as x from "./m"` (a name whose members are
    /// used), or `import {a, b as c} from './m'` (names used themselves): the names and the module.
    static func importedModule(_ line: String) -> (name: String, named: [String], path: String)? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("import ") || trimmed.contains("require(") else { return nil }
        guard let module = quotedLiterals(in: trimmed).first, module.hasPrefix(".") else { return nil }
        if ProjectWalk.mediaExtensions.contains(module.fileExtension) { return nil }
        var head = trimmed
        if let from = trimmed.range(of: " from ") {
            head = String(trimmed[..<from.lowerBound])
        } else if let equals = trimmed.range(of: "=") {
            head = String(trimmed[..<equals.lowerBound])
        }
        if let open = head.firstIndex(of: "{"), let close = head.firstIndex(of: "}"), open < close {
            let named = head[head.index(after: open)..<close].split(separator: ",").compactMap { entry in
                entry.split(separator: " ").last.map { String($0).trimmingWhitespace() }
            }.filter { !$0.isEmpty }
            return ("", named, module)
        }
        let words = head.replacingOccurrences(of: "*", with: " ").split { !($0.isLetter || $0.isNumber || $0 == "_") }
        guard let name = words.last.map(String.init), !["import", "as", "const", "let", "var"].contains(name) else {
            return nil
        }
        return (name, [], module)
    }

    /// The string literals (in `"` or `'`) that follow each of `openers` on the line.
    static func arguments(after openers: [String], in line: String) -> [String] {
        var found: [String] = []
        for opener in openers {
            var rest = Substring(line)
            while let range = rest.range(of: opener) {
                rest = rest[range.upperBound...]
                var value = rest.drop { $0 == " " }
                if opener.hasSuffix("\"") {
                    found.append(String(value.prefix { $0 != "\"" }))
                    continue
                }
                guard let quote = value.first, quote == "\"" || quote == "'" else { continue }
                value = value.dropFirst()
                found.append(String(value.prefix { $0 != quote }))
            }
        }
        return found.filter { !$0.isEmpty }
    }

    /// The identifiers after each `prefix` on the line (`R.drawable.` → `liverpool`).
    static func identifiers(after prefix: String, in line: String) -> [String] {
        var found: [String] = []
        var rest = Substring(line)
        while let range = rest.range(of: prefix) {
            if let before = rest[..<range.lowerBound].last, before.isLetter || before.isNumber || before == "_" {
                rest = rest[range.upperBound...]
                continue
            }
            rest = rest[range.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { found.append(String(name)) }
        }
        return found
    }

    /// The string literals on the line.
    static func quotedLiterals(in line: String) -> [String] {
        var found: [String] = []
        var rest = Substring(line)
        while let start = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
            let quote = rest[start]
            let body = rest[rest.index(after: start)...]
            guard let end = body.firstIndex(of: quote) else { break }
            found.append(String(body[..<end]))
            rest = body[body.index(after: end)...]
        }
        return found
    }

    /// The name a line assigns (`let image = …`, `const bg = …`, `val uri = …`, `final String path = …`,
    /// `backgroundPath = …`): the identifier just before its first `=` that is not `==`, `=>`, `!=`, `<=`, `>=`; or
    /// the name a default import gives its file (`import sticker from "./sticker.png"`).
    static func assignedName(_ line: String) -> String? {
        // A default import gives its file to a name: `import sticker from './sticker.png'`.
        let trimmed = line.trimmingWhitespace()
        if trimmed.hasPrefix("import "), trimmed.contains(" from ") {
            let name = trimmed.dropFirst("import ".count).prefix {
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$"
            }
            return name.isEmpty || name == "type" ? nil : String(name)
        }
        let characters = Array(line)
        for index in characters.indices where characters[index] == "=" {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            if "=!<>:+-*/".contains(before) || after == "=" || after == ">" { continue }
            var end = index
            while end > 0, characters[end - 1] == " " { end -= 1 }
            var start = end
            while start > 0,
                characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_"
            {
                start -= 1
            }
            // Inside a call's parentheses or an object it is an argument label or a key, not an assignment.
            let head = characters[..<start]
            if head.filter({ $0 == "(" }).count > head.filter({ $0 == ")" }).count { return nil }
            return start < end ? String(characters[start..<end]) : nil
        }
        return nil
    }
}
