import StoryshareKit
import StoryshareSystem

/// A codebase whose sharing the share-call stage has read, with the files that sharing names: what the asset stage
/// resolves.
struct SharedCodebase {
    var codebase: Codebase
    /// The files the sharing code passes, in the order its sources name them.
    var references: [AssetReference]
}

extension ProjectScanner {
    /// What one source that shares gives, taken from it as it is read: no source's text is kept past its own reading
    /// (memory follows the largest source, not the sum of them).
    struct SourceShares {
        let path: String
        /// The codebase holding it, by its position among those the stage was given.
        let owner: Int
        /// Codebases elsewhere that link its folder (a Kotlin Multiplatform module beside the iOS app that embeds
        /// it): its calls share for them too.
        let linkedBy: [Int]
        var calls: [ShareCall]
        var writtenFolders: [Evidence]
        /// The FileProvider authorities it asks `getUriForFile` for (``ProviderAuthorities``).
        var authorities: [Evidence] = []
        var drawing: Evidence?
        var references: [AssetReference]
        /// Whether it names more files than are followed.
        var truncated: Bool
    }

    /// The share-call stage: `codebases` with their sharing read from the sources of `walk` (calls, App IDs written
    /// in them, the folders they write to, what they draw at run time, shares nothing calls), each with the files its
    /// code names; and the sources that could not be read.
    static func shareCalls(
        of codebases: [Codebase], walk: ProjectWalk
    ) -> (codebases: [SharedCodebase], unreadable: [Evidence]) {
        let reading = readShares(of: codebases, walk: walk)
        let (compiled, uncompiled) = droppingUncompiled(reading.sources, walk: walk)
        let (sources, notCalled, callers) = droppingUncalled(compiled, walk: walk)
        let uncalled = uncompiled + notCalled
        let folders = CodebaseFolders(codebases)
        var shared = codebases.map { SharedCodebase(codebase: $0, references: []) }
        var owned: [Int: [SourceShares]] = [:]
        for source in sources {
            for index in [source.owner] + source.linkedBy {
                shared[index].codebase.sharing.calls += source.calls
            }
            owned[source.owner, default: []].append(source)
        }
        for (source, said) in uncalled {
            for index in [source.owner] + source.linkedBy { shared[index].codebase.sharing.uncalled += said }
        }
        for index in shared.indices {
            shared[index].codebase.sharing.appIDs = ShareCodeScanner.appIDs(of: shared[index].codebase.sharing.calls)
            // A grant of a content URI anywhere in the codebase's sources (the launcher that starts the intent may be
            // another file than the one that builds it).
            if reading.granting.contains(index) {
                for call in shared[index].codebase.sharing.calls.indices {
                    shared[index].codebase.sharing.calls[call].ungrantedURI = nil
                }
            }
            // The authority a sharing library's Android code asks its FileProvider for, where the app declares it:
            // the library as published (a version or range the manifest asks for), not a copy the app vendors by
            // path or takes from git, whose code may ask for another.
            for call in shared[index].codebase.sharing.calls where call.platform != .ios {
                guard let authority = ShareCodeScanner.library(of: call.api).fileProviderAuthority,
                    shared[index].codebase.sharing.libraries.contains(where: {
                        $0.api == call.api && !$0.version.isEmpty
                    }),
                    !shared[index].codebase.sharing.providerAuthorities.contains(where: { $0.text == authority })
                else { continue }
                shared[index].codebase.sharing.providerAuthorities.append(
                    Evidence(path: call.evidence.path, line: call.evidence.line, text: authority))
            }
            guard let files = owned[index] else { continue }
            // An intent whose function asks no FileProvider for its URI (it is given one), in a codebase that saves
            // images through MediaStore: the URI it shares is taken as MediaStore's, which needs no FileProvider.
            if reading.mediaStore.contains(index) {
                let asked = files.flatMap(\.authorities)
                for call in shared[index].codebase.sharing.calls.indices {
                    let share = shared[index].codebase.sharing.calls[call]
                    guard share.api == .intent, let lines = share.functionLines,
                        !asked.contains(where: { $0.path == share.evidence.path && lines.contains($0.line ?? 0) })
                    else { continue }
                    shared[index].codebase.sharing.calls[call].usesMediaStore = true
                }
            }
            var sharing = shared[index].codebase.sharing
            for file in files {
                for folder in file.writtenFolders
                where !sharing.writtenFolders.contains(where: { $0.text == folder.text }) {
                    sharing.writtenFolders.append(folder)
                }
                for authority in file.authorities
                where !sharing.providerAuthorities.contains(where: { $0.text == authority.text }) {
                    sharing.providerAuthorities.append(authority)
                }
                if file.truncated {
                    sharing.undecided.append(
                        Evidence(
                            path: file.path,
                            text:
                                "names more than \(ShareCodeScanner.referenceLimit) files: only the first were followed"
                        ))
                }
                shared[index].references += file.references
            }
            // A share that only opens a Stories URL sends nothing: what the code draws beside it is not its image.
            sharing.runtimeAssets = sharing.opensURLOnly ? [] : files.compactMap(\.drawing)
            if sharing.runtimeAssets.isEmpty, !sharing.opensURLOnly {
                // A file named for sharing is looked at again for drawing when its codebase's share draws nothing,
                // and then the files calling the functions that share: a capture there counts when it feeds a call
                // of one of those functions, not another share.
                let sharingPaths = Set(files.map(\.path))
                let functions = sharingFunctions(of: files, walk: walk)
                for path in reading.candidates[index] ?? [] where !sharingPaths.contains(path) {
                    guard case .success(let bytes) = walk.files.source(path, limit: sourceLimit) else { continue }
                    let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
                    if let found = ownDrawing(in: lines, path: path, storyLines: [], calling: functions) {
                        sharing.runtimeAssets.append(found)
                    }
                }
                if sharing.runtimeAssets.isEmpty, !functions.isEmpty {
                    let paths = functions.flatMap { callers[$0] ?? [] }.filter {
                        !sharingPaths.contains($0) && folders.nearest($0) == index
                    }
                    sharing.runtimeAssets = drawingCallers(of: functions, in: paths, walk: walk)
                }
                // A function of another source that the share's function calls and whose body draws.
                if sharing.runtimeAssets.isEmpty, shared[index].references.isEmpty {
                    sharing.runtimeAssets = drawingCallees(of: files, codebase: index, folders: folders, walk: walk)
                }
                // A Flutter app's native share reading its image from the app's own method channel: what the Dart
                // code sends it.
                if sharing.runtimeAssets.isEmpty, shared[index].references.isEmpty,
                    [.flutter, .flutterPlugin].contains(shared[index].codebase.stack)
                {
                    let sent = channelSenders(of: files, codebase: index, folders: folders, walk: walk)
                    sharing.runtimeAssets = sent.drawn
                    shared[index].references += sent.references
                }
            }
            // A helper of a sharing source that opens a shipped file by the name its caller gives: what its callers
            // pass is the share's file, and only a caller that passes a drawing is drawn at run time.
            let helpers = files.flatMap { file -> [NameTakingHelper] in
                guard file.path.hasSuffix(".swift"),
                    case .success(let bytes) = walk.files.source(file.path, limit: sourceLimit)
                else { return [] }
                return nameTakingHelpers(in: SourceLines(String(decoding: bytes, as: UTF8.self)))
            }
            if !helpers.isEmpty {
                let passed = callersNaming(helpers, codebase: index, folders: folders, walk: walk)
                if !passed.references.isEmpty || !passed.drawn.isEmpty {
                    shared[index].references += passed.references
                    // A helper given the image itself (a UIImage it puts on the pasteboard) may still draw its other
                    // image (a sticker rendered from a view): its own drawing stays.
                    let byName = helpers.contains { $0.taking.contains { $0.opening != .object } }
                    sharing.runtimeAssets =
                        byName
                        ? passed.drawn
                        : sharing.runtimeAssets + passed.drawn.filter { !sharing.runtimeAssets.contains($0) }
                }
            }
            shared[index].codebase.sharing = sharing
        }
        // A Flutter plugin's example app (a Flutter app linking the plugin) calls the plugin's Dart functions: what it
        // sends them through the plugin's channel is its share's image.
        for (owner, files) in owned where shared[owner].codebase.stack == .flutterPlugin {
            for linking in Set(files.flatMap(\.linkedBy)) where shared[linking].codebase.stack == .flutter {
                guard shared[linking].references.isEmpty, shared[linking].codebase.sharing.runtimeAssets.isEmpty,
                    !shared[linking].codebase.sharing.opensURLOnly
                else { continue }
                let sent = channelSenders(of: files, codebase: owner, callers: linking, folders: folders, walk: walk)
                shared[linking].codebase.sharing.runtimeAssets = sent.drawn
                shared[linking].references += sent.references
            }
        }
        return (shared, reading.unreadable)
    }

    /// Calls of a share other than to Stories (a share sheet, WhatsApp through `shareSingle`, a chooser): a capture
    /// feeding one of them is not the Stories share's image.
    static let otherShareCalls = [
        "Share.open(", "Share.share(", "shareSingle(", "UIActivityViewController(", "Intent.createChooser(",
        "shareXFiles(", "shareFiles(", "Sharing.shareAsync(", "navigator.share(",
    ]

    /// What in `lines` (the file at `path`) draws the image a Stories share sends: of the lines that make or prepare
    /// an image at run time (``ShareCodeScanner/runtimePatterns``, the first that makes one preferred), the first
    /// that does not feed another share. A capture feeds the share call whose arguments hold it, else the first
    /// share call after it in the block holding it (none: it draws for a share elsewhere); a share call is one of ``otherShareCalls`` or a call of `calling`
    /// (functions that share to Stories), and it is a Stories one when it calls `calling` or spans one of
    /// `storyLines` (the file's Stories calls, each also one of its own). A capture in a comment is none.
    static func ownDrawing(
        in lines: SourceLines, path: String, storyLines: Set<Int>, calling functions: Set<String>
    ) -> Evidence? {
        let code = lines.code.map { String(ShareCodeScanner.code(of: $0.text)) }
        var points: [(start: Int, end: Int, stories: Bool)] = []
        for (index, line) in code.enumerated() {
            let number = lines.code[index].number
            let calls = functions.contains { name in
                guard let range = line.range(of: name + "(") else { return false }
                let before = line[..<range.lowerBound]
                return !(before.last.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                    && !before.hasSuffix("function ") && !before.hasSuffix("func ") && !before.hasSuffix("fun ")
            }
            guard calls || otherShareCalls.contains(where: line.hasText) else {
                if storyLines.contains(number) { points.append((number, number, true)) }
                continue
            }
            // Where the call's arguments close (at most 40 lines on).
            var depth = 0
            var end = number
            scan: for (offset, text) in code[index..<min(code.count, index + 40)].enumerated() {
                for character in text {
                    if character == "(" { depth += 1 }
                    if character == ")" { depth -= 1 }
                    if depth <= 0, character == ")" {
                        end = lines.code[index + offset].number
                        break scan
                    }
                }
            }
            // (The call's own lines are looked up, not every Stories line of the file.)
            let stories = calls || (number...max(number, end)).contains(where: storyLines.contains)
            points.append((number, end, stories))
        }
        let widest = points.map { $0.end - $0.start }.max() ?? 0
        func feedsStories(_ position: Int) -> Bool {
            let number = lines.code[position].number
            // Where the block holding the capture closes (at most 400 lines on): a share call after it is fed by
            // something else (a function returning the capture to its callers).
            // An object literal holding the capture (`const options = { url: `data:…${base64}` };`) is no block: the
            // block is the one holding the literal.
            var depth = 0
            var floor = -1
            var blockEnd = lines.code[min(code.count, position + 400) - 1].number
            scan: for (offset, text) in code[position..<min(code.count, position + 400)].enumerated() {
                for (at, character) in zip(text.indices, text) where character == "{" || character == "}" {
                    depth += character == "{" ? 1 : -1
                    guard depth <= floor else { continue }
                    let rest = text[text.index(after: at)...].drop { $0 == " " }
                    if floor == -1, let next = rest.first, [";", ","].contains(next) {
                        // A literal that holds a Stories call's line (its `social:` key) is that call's options.
                        let literal = objectStart(before: position)...lines.code[position + offset].number
                        if storyLines.contains(where: literal.contains) { return true }
                        floor = -2
                        continue
                    }
                    blockEnd = lines.code[position + offset].number
                    break scan
                }
            }
            // `points` is in line order: the calls spanning the capture are the few starting at most the widest
            // call's span before it, found by halving (a file of thousands of calls is not searched once a capture).
            let after = points.firstIndex(notBelow: { $0.start <= number })
            var spanning: (start: Int, end: Int, stories: Bool)?
            for candidate in points[points.firstIndex(notBelow: { $0.start < number - widest })..<after].reversed()
            where candidate.end >= number {
                spanning = candidate
                break
            }
            let next = after < points.endIndex && points[after].start <= blockEnd ? points[after] : nil
            let point = spanning ?? next
            // A capture feeding no share call of its block draws for a share elsewhere (a renderer the share uses).
            return point?.stories ?? true
        }
        /// The line of the `{` the line at `position` is inside, looked for from the line above (at most 40 lines
        /// up; the capture's own line holds its interpolation's braces), or that line.
        func objectStart(before position: Int) -> Int {
            var depth = 0
            for index in stride(from: position - 1, through: max(0, position - 40), by: -1) {
                for character in code[index].reversed() where character == "{" || character == "}" {
                    depth += character == "}" ? 1 : -1
                    if depth < 0 { return lines.code[index].number }
                }
            }
            return lines.code[position].number
        }
        var preparing: Evidence?
        var feedsOther = false
        for (index, (number, line)) in lines.code.enumerated()
        where ShareCodeScanner.runtimePatterns.contains(where: code[index].hasText) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if ["import ", "@import ", "export * from", "package "].contains(where: trimmed.hasPrefix) { continue }
            let making = ShareCodeScanner.makingPatterns.contains(where: code[index].hasText)
            guard feedsStories(index) else {
                feedsOther = feedsOther || making
                continue
            }
            if making { return Evidence(path: path, line: number, text: line) }
            if preparing == nil { preparing = Evidence(path: path, line: number, text: line) }
        }
        // What only prepares a capture (a `RepaintBoundary`, a `<ViewShot>`) prepares the file's capture: when that
        // feeds another share, so does what prepares it.
        return feedsOther ? nil : preparing
    }

    /// The names of the functions holding the Stories calls of `files` (`func name(`, `function name(`,
    /// `const name = async (…) => {`) whose image is one of their parameters (`stickerImage: uri` in
    /// `async (uri) => {`): what their callers give them is what the share sends.
    static func sharingFunctions(of files: [SourceShares], walk: ProjectWalk) -> Set<String> {
        let images: Set<ShareParameter> = [.background, .backgroundVideo, .sticker]
        var names = Set<String>()
        for file in files {
            // Each function's first line, with the names its share passes as an image.
            var passed: [Int: [String]] = [:]
            for call in file.calls {
                guard let start = call.functionLines?.lowerBound else { continue }
                for value in call.values where images.contains(value.parameter) && !value.isLiteral {
                    let name = value.expression.trimmingWhitespace()
                    if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        passed[start, default: []].append(name)
                    }
                }
            }
            guard !passed.isEmpty, case .success(let bytes) = walk.files.source(file.path, limit: sourceLimit) else {
                continue
            }
            for (number, line) in SourceLines(String(decoding: bytes, as: UTF8.self)).code {
                guard let values = passed[number] else { continue }
                let head = String(ShareCodeScanner.code(of: line)).trimmingWhitespace()
                guard let name = ShareCodeScanner.functionName(declaredBy: head) ?? ShareCodeScanner.declaredName(head),
                    name.count > 2, let open = head.firstIndex(of: "(")
                else { continue }
                let parameters = head[open...].split { !($0.isLetter || $0.isNumber || $0 == "_") }
                if values.contains(where: { parameters.contains(Substring($0)) }) { names.insert(name) }
            }
        }
        return names
    }

    /// In `paths` (sources seen calling one of `functions`, kept from that reading), what each draws for that call
    /// (``ownDrawing(in:path:storyLines:calling:)``). Looked at only when a codebase's share draws nothing in its
    /// own files or those named for sharing.
    static func drawingCallers(of functions: Set<String>, in paths: [String], walk: ProjectWalk) -> [Evidence] {
        var found: [Evidence] = []
        for path in paths where !found.contains(where: { $0.path == path }) {
            guard case .success(let bytes) = walk.files.source(path, limit: sourceLimit) else { continue }
            let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
            if let drawing = ownDrawing(in: lines, path: path, storyLines: [], calling: functions) {
                found.append(drawing)
            }
        }
        return found
    }

    /// What the calls of `helpers` in the Swift sources of codebase `index` pass them
    /// (``callerAssets(of:in:path:)``). Each source is read once more, and only one that names a helper is split
    /// into lines: this look is made only when a sharing source has such a helper.
    static func callersNaming(
        _ helpers: [NameTakingHelper], codebase index: Int, folders: CodebaseFolders, walk: ProjectWalk
    ) -> (references: [AssetReference], drawn: [Evidence]) {
        let calls = Set(helpers.map(\.name)).map { Array(($0 + "(").utf8) }
        var references: [AssetReference] = []
        var drawn: [Evidence] = []
        for source in walk.sources
        where source.language == .swift && !ProjectWalk.isTestSource(source.path)
            && folders.nearest(source.path) == index
        {
            guard case .success(let bytes) = walk.files.source(source.path, limit: sourceLimit),
                ByteSearch.containsAny(calls, in: bytes)
            else { continue }
            let found = callerAssets(
                of: helpers, in: SourceLines(String(decoding: bytes, as: UTF8.self)), path: source.path)
            references += found.references
            drawn += found.drawn
        }
        return (references, drawn)
    }

    /// What a reading of every source gives: the sources that share, in the walk's order, and what the other sources
    /// say about their codebases.
    struct ShareReading {
        var sources: [SourceShares] = []
        /// The codebases one of whose Kotlin or Java sources grants a content URI.
        var granting = Set<Int>()
        /// The codebases one of whose Kotlin or Java sources inserts into MediaStore (`EXTERNAL_CONTENT_URI`).
        var mediaStore = Set<Int>()
        /// Each codebase's sources named for sharing (`share`, `story`, `stories`).
        var candidates: [Int: [String]] = [:]
        var unreadable: [Evidence] = []
    }

    /// Reads each source of `walk` once (a test's share is not the app's: test sources are not read), taking what a
    /// sharing one gives.
    static func readShares(of codebases: [Codebase], walk: ProjectWalk) -> ShareReading {
        var reading = ShareReading()
        let folders = CodebaseFolders(codebases)
        let grantBytes = Array("grantUriPermission(".utf8)
        let mediaStoreBytes = Array("EXTERNAL_CONTENT_URI".utf8)
        var linkers: [(folder: String, index: Int)] = []
        for (index, codebase) in codebases.enumerated() {
            for folder in codebase.linkedFolders where folders.nearest(folder) != index {
                linkers.append((folder, index))
            }
        }
        for source in walk.sources where !source.path.hasSuffix(".min.js") && !ProjectWalk.isTestSource(source.path) {
            guard let index = folders.nearest(source.path) else { continue }
            let name = source.path.split(separator: "/").last.map { $0.lowercased() } ?? ""
            let isCandidate = name.contains("share") || name.contains("story") || name.contains("stories")
            if isCandidate { reading.candidates[index, default: []].append(source.path) }
            let bytes: [UInt8]
            switch walk.files.source(source.path, limit: sourceLimit) {
            case .success(let read): bytes = read
            case .failure(let problem):
                // Generated bundles are large; a source that cannot be read at all is said.
                if case .tooLarge = problem { continue }
                reading.unreadable.append(Evidence(path: source.path, text: "cannot be read: \(problem)"))
                continue
            }
            // A file named for sharing is looked at again for drawing when its codebase's share draws nothing: kept.
            if isCandidate { walk.files.keep(source.path, bytes) }
            if [.kotlin, .java].contains(source.language) {
                if ByteSearch.offset(of: grantBytes, in: bytes, from: 0) != nil { reading.granting.insert(index) }
                if ByteSearch.offset(of: mediaStoreBytes, in: bytes, from: 0) != nil {
                    reading.mediaStore.insert(index)
                }
            }
            guard ShareCodeScanner.mayShare(bytes) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = SourceLines(text)
            let read = ShareCodeScanner.read(text, lines: lines, path: source.path, language: source.language)
            var calls = read.calls
            guard !calls.isEmpty else { continue }
            // A helper its own file calls is reached; the others wait for the rest of the sources.
            let waiting = Set(calls.filter { $0.callers.isEmpty }.compactMap(\.helper))
            let named = ShareReachability.namings(of: waiting, in: bytes, limit: 2)
            for call in calls.indices {
                guard let name = calls[call].helper, calls[call].callers.isEmpty, named[name]?.called == true else {
                    continue
                }
                calls[call].helper = nil
            }
            // Where its App IDs are set is looked up in it again.
            walk.files.keep(source.path, bytes)
            var written: [Evidence] = []
            for folder in ShareCodeScanner.writtenFolders(in: lines, path: source.path, language: source.language)
            where !written.contains(where: { $0.text == folder.text }) {
                written.append(folder)
            }
            // What a sharing file names is taken when the code passes it in a role; the file's other images are its
            // screen's art.
            var truncated = false
            let references = ShareCodeScanner.assetReferences(
                in: lines, path: source.path, passedOnly: true, loads: ShareCodeScanner.loads(of: calls),
                truncated: &truncated)
            reading.sources.append(
                SourceShares(
                    path: source.path, owner: index,
                    linkedBy: linkers.filter { RepositoryPaths.contains($0.folder, source.path) && $0.index != index }
                        .map(\.index),
                    calls: calls, writtenFolders: written,
                    authorities: read.authorities,
                    drawing: ownDrawing(
                        in: lines, path: source.path, storyLines: Set(calls.compactMap(\.evidence.line)),
                        calling: []),
                    references: references,
                    truncated: truncated))
        }
        return reading
    }

    /// The first share to Stories in a source no codebase holds (each read until one is found), or nil.
    static func firstShare(outside codebases: [Codebase], walk: ProjectWalk) -> Evidence? {
        let folders = CodebaseFolders(codebases)
        for source in walk.sources
        where folders.nearest(source.path) == nil && !source.path.hasSuffix(".min.js")
            && !ProjectWalk.isTestSource(source.path)
        {
            guard case .success(let bytes) = walk.files.source(source.path, limit: sourceLimit),
                ShareCodeScanner.mayShare(bytes)
            else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let calls = ShareCodeScanner.shares(
                in: text, lines: SourceLines(text), path: source.path, language: source.language)
            if let first = calls.first { return first.evidence }
        }
        // C# (a .NET head, not read as code): the first line naming a Stories URL, intent or pasteboard key.
        for path in walk.csharpSources where folders.nearest(path) == nil {
            guard case .success(let bytes) = walk.files.source(path, limit: sourceLimit),
                ByteSearch.containsAny(DotnetProject.storiesMarkerBytes, in: bytes)
            else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            for line in SourceLines(text).code where DotnetProject.storiesMarkers.contains(where: line.text.contains) {
                return Evidence(path: path, line: line.number, text: line.text)
            }
        }
        return nil
    }

    /// `sources` without the shares whose function nothing in the sources calls (``ShareReachability``), each said
    /// once a function (what becomes ``Sharing/uncalled``); a source left with no share is dropped, with its assets,
    /// drawing and folders.
    static func droppingUncalled(
        _ sources: [SourceShares], walk: ProjectWalk
    ) -> (
        kept: [SourceShares], uncalled: [(source: SourceShares, said: [Evidence])], callers: [String: [String]]
    ) {
        // A share reached only through other helpers of its file waits for those to be called.
        let pending = Set(
            sources.flatMap { source in
                source.calls.flatMap { call in
                    call.helper == nil ? [] : call.callers.isEmpty ? [call.helper ?? ""] : call.callers
                }
            })
        guard !pending.isEmpty else { return (sources, [], [:]) }
        let (called, callers) = calledNames(pending, walk: walk)
        func runs(_ call: ShareCall) -> Bool {
            guard let helper = call.helper else { return true }
            return call.callers.isEmpty ? called.contains(helper) : call.callers.contains(where: called.contains)
        }
        var kept: [SourceShares] = []
        var uncalled: [(source: SourceShares, said: [Evidence])] = []
        for var source in sources {
            let dropped = source.calls.filter { !runs($0) }
            source.calls.removeAll { !runs($0) }
            if !source.calls.isEmpty { kept.append(source) }
            guard !dropped.isEmpty else { continue }
            // The targets each helper of the file shares to.
            var helperTargets: [String: Set<ShareTarget>] = [:]
            for call in dropped { helperTargets[call.helper ?? "", default: []].insert(call.target) }
            var said: [Evidence] = []
            var saidHelpers = Set<String>()
            for call in dropped where saidHelpers.insert(call.helper ?? "").inserted {
                let targets = ShareTarget.allCases.filter((helperTargets[call.helper ?? ""] ?? []).contains)
                let through =
                    call.callers.isEmpty
                    ? (call.helperIsConstant ? "no code that runs uses it" : "no source calls it")
                    : "only \(call.callers.dropLast().joined(separator: ", "))"
                        + (call.callers.count > 1 ? " and " : "") + (call.callers.last ?? "")
                        + " use\(call.callers.count == 1 ? "s" : "") it, and no "
                        + "source calls \(call.callers.count == 1 ? "that" : "them")"
                said.append(
                    Evidence(
                        path: call.evidence.path, line: call.evidence.line,
                        text: "\(call.helper ?? "") shares to " + targets.map(\.displayName).joined(separator: " and ")
                            + ", but \(through): not counted as sharing"))
            }
            uncalled.append((source, said))
        }
        return (kept, uncalled, callers)
    }

    /// Which of `names` the sources call (``ShareReachability/Naming/called``: written as code beyond its declaration).
    /// Each source is read once more (a sharing one is kept from the first reading), and the reading stops when every
    /// name is found. Counting every word of every source during the first reading, so as to need no second, cost
    /// 30–45% more scan time on repositories that have no helper to look for: this look is made only when one does.
    ///
    /// A name declared by a keyword in two files or more, outside Kotlin Multiplatform's source sets, is a requirement
    /// of a protocol or interface those files' types implement, which a framework calls (ReactorKit's `mutate`, a
    /// delegate's method): called. The same name declared in `iosMain` and `androidMain` is one function for two
    /// platforms (`expect`/`actual`, or a plain pair), and calls nothing.
    ///
    /// With them, the sources seen to use each name (its callers found before the reading stopped), whose bytes are
    /// kept for the stages that look at what they pass.
    static func calledNames(_ names: Set<String>, walk: ProjectWalk) -> (
        called: Set<String>, callers: [String: [String]]
    ) {
        var seen: [String: ShareReachability.Naming] = [:]
        var declaringFiles: [String: Int] = [:]
        var called = Set<String>()
        var callers: [String: [String]] = [:]
        for source in walk.sources where !source.path.hasSuffix(".min.js") {
            guard called.count < names.count else { break }
            guard case .success(let bytes) = walk.files.source(source.path, limit: sourceLimit) else {
                continue
            }
            let multiplatform = isMultiplatformSourceSet(source.path)
            // Read once a file, when one of its names needs it.
            var deadUses: ShareCodeScanner.DeadUses?
            for (name, naming) in ShareReachability.namings(of: names.subtracting(called), in: bytes, limit: 2) {
                // A file naming it only in an import and in its own functions nothing calls does not run it.
                if naming.uses > 0, naming.declarations == 0 {
                    if deadUses == nil { deadUses = ShareCodeScanner.DeadUses(bytes: bytes, language: source.language) }
                    if deadUses?.onlyDead(name) == true { continue }
                }
                seen[name] = (seen[name] ?? .init()) + naming
                if naming.uses > 0, naming.declarations == 0 {
                    callers[name, default: []].append(source.path)
                    walk.files.keep(source.path, bytes)
                }
                if naming.declarations > 0, !multiplatform { declaringFiles[name, default: 0] += 1 }
                if seen[name]?.called == true || declaringFiles[name, default: 0] >= 2 { called.insert(name) }
            }
        }
        return (called, callers)
    }

    /// Whether `path` is in a Kotlin Multiplatform source set (`src/iosMain/`, `src/androidMain/`, `src/commonMain/`,
    /// `src/jvmMain/`, …).
    static func isMultiplatformSourceSet(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return zip(parts, parts.dropFirst()).contains { folder, set in
            folder == "src" && set.hasSuffix("Main") && set != "main" && set.count > 4
        }
    }
}
