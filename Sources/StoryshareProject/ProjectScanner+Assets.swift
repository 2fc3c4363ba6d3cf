import Foundation
import StoryshareSystem

extension ProjectScanner {
    /// Android density folders, most detailed first: the file an Android phone of today loads is judged.
    static let densities = ["xxxhdpi", "xxhdpi", "xhdpi", "hdpi", "mdpi", "nodpi", "ldpi"]

    static func resolveAssets(
        _ references: [AssetReference], in codebase: inout Codebase, media: MediaIndex, walk: ProjectWalk
    ) {
        var assets: [ShareAsset] = []
        var modules: [String: ImportedModule?] = [:]
        func add(_ path: String, set: Bool = false, _ reference: AssetReference, embedded: EmbeddedAsset? = nil) {
            guard !assets.contains(where: { $0.path == path }) else { return }
            assets.append(
                ShareAsset(
                    path: path, isCatalogSet: set, role: reference.role ?? .background,
                    roleFromCode: reference.role != nil,
                    evidence: reference.evidence, foundBy: "code", embedded: embedded))
        }
        let codebasePath = codebase.path
        let inCodebase = { (path: String) in RepositoryPaths.contains(codebasePath, path) }
        for reference in references {
            let fileFolder = RepositoryPaths.folder(of: reference.evidence.path)
            switch reference.kind {
            case .catalogName(let name):
                if let set = media.sets[name]?.filter(inCodebase).sorted().first {
                    add(set, set: true, reference)
                } else if let file = media.files.first(where: { inCodebase($0) && fileStem($0) == name }) {
                    add(file, reference)
                } else {
                    codebase.sharing.undecided.append(
                        note(reference, "names \"\(name)\", but no image set or image of that name is in the codebase"))
                    codebase.sharing.missingAssets.append(
                        Evidence(path: reference.evidence.path, line: reference.evidence.line, text: name))
                }
            case .androidResource(let type, let name):
                let candidates = media.files.filter { file in
                    inCodebase(file) && fileStem(file) == name
                        && RepositoryPaths.folder(of: file).split(separator: "/").last?.hasPrefix(type) == true
                }
                if let best = candidates.min(by: { densityRank($0) < densityRank($1) }) {
                    add(best, reference)
                } else {
                    codebase.sharing.undecided.append(
                        note(
                            reference,
                            "names R.\(type).\(name), but no image file of that name is in res/ (an XML drawable?)"))
                }
            case .path(let literal):
                let tries =
                    literal.hasPrefix(".")
                    ? [RepositoryPaths.joinResolving(fileFolder, literal)]
                    : [
                        RepositoryPaths.joinResolving(codebase.path == "." ? "" : codebase.path, literal),
                        RepositoryPaths.joinResolving(fileFolder, literal),
                    ]
                let assetsFolder = androidAssets(literal, from: reference.evidence.path)
                if let found = (tries + assetsFolder).first(where: media.fileSet.contains) {
                    add(found, reference)
                } else if let expected = assetsFolder.first, reference.opensAndroidAsset {
                    // An Android asset the share opens by name (`assets.open("video.mp4")`) that is not there: the
                    // named file is missing, not a value the scan cannot follow.
                    codebase.sharing.undecided.append(
                        note(reference, "opens the app's asset \(literal), but \(expected) is not in the repository"))
                }
            case .dataURI(let mediaType, let base64):
                if let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) {
                    add(
                        reference.evidence.place, reference,
                        embedded: EmbeddedAsset(mediaType: mediaType, bytes: Array(data)))
                }
            case .bundleFile(let name):
                if let file = media.files.filter({
                    inCodebase($0) && $0.split(separator: "/").last.map(String.init) == name
                })
                .sorted().first {
                    add(file, reference)
                } else {
                    codebase.sharing.undecided.append(
                        note(reference, "names the bundled file \(name), but no file of that name is in the codebase"))
                    codebase.sharing.missingAssets.append(
                        Evidence(path: reference.evidence.path, line: reference.evidence.line, text: name))
                }
            case .generatedAccessor(let accessor):
                // The set whose name, letters and digits only, matches the accessor's without regard to case: one
                // such set is it; none or several are said, not guessed.
                let key = Self.accessorKey(accessor)
                let sets = media.sets.filter { Self.accessorKey($0.key) == key }.flatMap(\.value).filter(inCodebase)
                    .sorted()
                if sets.count == 1 {
                    add(sets[0], set: true, reference)
                } else {
                    codebase.sharing.undecided.append(
                        note(
                            reference,
                            sets.isEmpty
                                ? "names the generated asset accessor \(accessor), but no image set it could be made "
                                    + "from is in the codebase"
                                : "names the generated asset accessor \(accessor), which \(sets.count) image sets "
                                    + "could be made from"))
                }
            case .importedMember(let module, let member):
                resolveMember(
                    member, of: module, from: fileFolder, reference: reference, walk: walk, media: media,
                    modules: &modules, add: add)
            }
        }
        codebase.sharing.assets = assets
    }

    /// Where an Android source's name of a file of the app's assets (`assets.open("bg.jpg")`, or a helper that
    /// copies it from there) is: the `assets` folder of the source set holding the source (`src/main/assets/`).
    static func androidAssets(_ literal: String, from source: String) -> [String] {
        guard !literal.hasPrefix("."), !literal.hasPrefix("/"), source.hasSuffix(".kt") || source.hasSuffix(".java"),
            let range = source.range(of: "/src/")
        else { return [] }
        let rest = source[range.upperBound...]
        guard let set = rest.split(separator: "/").first,
            ["java", "kotlin"].contains(rest.split(separator: "/").dropFirst().first ?? "")
        else { return [] }
        return [String(source[..<range.upperBound]) + set + "/assets/" + literal]
    }

    /// A module a sharing file imports, read once: its lines, and the line where each name is first defined
    /// (`name =`, `name:`, or a line that starts with it).
    struct ImportedModule {
        var path: String
        var lines: SourceLines
        var definitions: [String: Int]
    }

    /// A member of a module the sharing file imports: a `data:` URI or a media path it is set to. Each module is
    /// read and indexed once (`modules`).
    static func resolveMember(
        _ member: String, of module: String, from folder: String, reference: AssetReference, walk: ProjectWalk,
        media: MediaIndex, modules: inout [String: ImportedModule?],
        add: (String, Bool, AssetReference, EmbeddedAsset?) -> Void
    ) {
        let base = RepositoryPaths.joinResolving(folder, module)
        if modules[base] == nil {
            modules[base] = readModule(base, walk: walk)
        }
        guard let found = modules[base], let module = found, let number = module.definitions[member],
            let index = module.lines.code.firstIndex(where: { $0.number == number })
        else { return }
        let line = module.lines.code[index].text
        // The value may be on the next line (`image1:` then the literal).
        let next = index + 1 < module.lines.code.count ? module.lines.code[index + 1].text : ""
        for var inner in ShareCodeScanner.assetReferences(in: SourceLines(line + " " + next), path: module.path) {
            inner.evidence = Evidence(path: module.path, line: number, text: line)
            inner.role = reference.role
            switch inner.kind {
            case .dataURI(let mediaType, let base64):
                if let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) {
                    add(inner.evidence.place, false, inner, EmbeddedAsset(mediaType: mediaType, bytes: Array(data)))
                }
            case .path(let literal):
                let path = RepositoryPaths.joinResolving(RepositoryPaths.folder(of: module.path), literal)
                if media.fileSet.contains(path) { add(path, false, inner, nil) }
            default: continue
            }
        }
    }

    /// The module at `base` (with the extensions an import leaves out), read and indexed.
    static func readModule(_ base: String, walk: ProjectWalk) -> ImportedModule? {
        for candidate in ["", ".js", ".ts", ".tsx", ".jsx", "/index.js", "/index.ts"].map({ base + $0 }) {
            guard case .success(let bytes) = walk.files.source(candidate, limit: sourceLimit) else {
                continue
            }
            let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
            var definitions: [String: Int] = [:]
            for (number, line) in lines.code {
                let trimmed = line.trimmingWhitespace()
                var name = ShareCodeScanner.assignedName(line)
                if name == nil, let colon = trimmed.firstIndex(of: ":") {
                    let key = trimmed[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
                    if !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { name = key }
                }
                if let name, definitions[name] == nil { definitions[name] = number }
            }
            return ImportedModule(path: candidate, lines: lines, definitions: definitions)
        }
        return nil
    }

    static func note(_ reference: AssetReference, _ text: String) -> Evidence {
        Evidence(
            path: reference.evidence.path, line: reference.evidence.line, text: "\(reference.evidence.text) — \(text)")
    }

    /// The file's name without its extension.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func densityRank(_ path: String) -> Int {
        let folder = RepositoryPaths.folder(of: path)
        return densities.firstIndex { folder.hasSuffix("-" + $0) || folder.contains("-\($0)-") } ?? densities.count
    }

    // MARK: Passed over

    static func passOver(media: MediaIndex, files: ProjectFiles, codebases: [Codebase], claimed: Set<String>)
        -> [PassOver]
    {
        var expoImages = Set<String>()
        for config in files.expoConfigs.values { expoImages.formUnion(config.appImages) }
        var byReason: [String: [String]] = [:]
        var seen = Set<String>()
        let folders = CodebaseFolders(codebases)
        for file in media.files {
            let asset = MediaIndex.catalogSet(of: file) ?? file
            guard !claimed.contains(asset), seen.insert(asset).inserted else { continue }
            var reason = MediaClassifier.reason(file)
            if reason == nil, expoImages.contains(file) {
                reason = file.lowercased().contains("splash") ? MediaClassifier.launchImages : MediaClassifier.appIcons
            }
            if reason == nil {
                // A file no codebase holds belongs to no app the scan knows (a project it does not read, a folder of
                // documents): it is not said to be in code that does not share.
                reason =
                    folders.nearest(file).map {
                        codebases[$0].sharing.shares ? MediaClassifier.notShared : MediaClassifier.appDoesNotShare
                    } ?? MediaClassifier.outsideApps
            }
            byReason[reason!, default: []].append(asset)
        }
        return byReason.map { PassOver(reason: $0.key, count: $0.value.count, examples: Array($0.value.prefix(3))) }
            .sorted { $0.count == $1.count ? $0.reason < $1.reason : $0.count > $1.count }
    }
}

// MARK: Files a share helper's callers name

extension ProjectScanner {
    /// A parameter of a share helper that the helper opens as a shipped file by the name its caller gives.
    struct NamedFileParameter: Equatable {
        enum Opening: Equatable {
            /// `UIImage(named: name)` (directly, or in a function of the file the helper hands it to).
            case image
            /// `Bundle.main.path(forResource: name, ofType: ext)` or `url(forResource:withExtension:)`: the extension
            /// is the parameter at `extensionParameter`, or the literal `literalExtension`.
            case bundleFile(extensionParameter: Int?, literalExtension: String?)
            /// The image itself, put on the Stories pasteboard as given (or as its data): what the caller passes is
            /// followed to a shipped image — `UIImage(named: "x")` or a generated asset accessor — one step through
            /// a local of the caller.
            case object
        }
        /// Its position in the helper's parameter list.
        var position: Int
        var role: ShareRole
        var opening: Opening
    }

    /// A function of a sharing source with a parameter it opens as a shipped file by name (``NamedFileParameter``):
    /// what its callers pass there as a literal is the share's file.
    struct NameTakingHelper {
        var name: String
        /// Each parameter's argument label (`nil` for `_`) and local name, in order.
        var parameters: [(label: String?, name: String)]
        var taking: [NamedFileParameter]
        /// The functions of its file that draw an image (their body makes one: ``ShareCodeScanner/makingPatterns``):
        /// a caller passing what one gives passes a drawing.
        var drawing: Set<String> = []
    }

    /// The Swift functions of a sharing source that open a parameter as a shipped file by name, each parameter in
    /// the role its label or name gives (``parameterRole(_:)``); a parameter of
    /// no role is not taken. The name is opened in the function's own body (`UIImage(named: p)`,
    /// `Bundle.main.path(forResource: p, ofType: q)`), or one step away: the body hands the parameter to a function
    /// of the file whose body opens a name it is given (`UIImage(named:` on a value that is no literal).
    static func nameTakingHelpers(in lines: SourceLines) -> [NameTakingHelper] {
        let code = lines.code.map { String(ShareCodeScanner.code(of: $0.text)) }
        var declared: [(name: String, head: Int, body: String)] = []
        for (index, line) in code.enumerated() {
            guard let range = line.range(of: "func "), let name = swiftFunctionName(line[range.upperBound...]) else {
                continue
            }
            declared.append((name, index, functionBody(from: index, in: code)))
        }
        // The functions of the file that open, by name, an image whose name is a value (a parameter's, not a literal).
        let openingByName = Set(
            declared.filter { function in
                imageNameArguments(in: function.body).contains { !$0.hasPrefix("\"") }
            }.map(\.name))
        let drawing = Set(
            declared.filter { function in ShareCodeScanner.makingPatterns.contains(where: function.body.hasText) }
                .map(\.name))
        var helpers: [NameTakingHelper] = []
        for function in declared {
            let parameters = parameterList(from: function.head, in: code)
            guard !parameters.isEmpty else { continue }
            var taking: [NamedFileParameter] = []
            let images = Set(imageNameArguments(in: function.body))
            let files = bundleFileArguments(in: function.body)
            let handedOver = handedArguments(in: function.body, to: openingByName.subtracting([function.name]))
            // The lines of the body that set a Stories pasteboard item: a parameter named there is the image itself.
            let pasteboardLines = function.body.split(separator: "\n").filter { $0.hasText("sharedSticker.") }
            for (position, parameter) in parameters.enumerated() {
                guard let role = parameterRole(parameter.label) ?? parameterRole(parameter.name) else { continue }
                if let file = files.first(where: { $0.name == parameter.name }) {
                    let extensionParameter: Int? = parameters.firstIndex(where: { $0.name == file.fileExtension })
                    let literal =
                        file.fileExtension.hasPrefix("\"")
                        ? String(file.fileExtension.dropFirst().dropLast()) : nil
                    guard extensionParameter != nil || literal != nil else { continue }
                    taking.append(
                        NamedFileParameter(
                            position: position, role: role,
                            opening: .bundleFile(extensionParameter: extensionParameter, literalExtension: literal)))
                } else if images.contains(parameter.name) || handedOver.contains(parameter.name) {
                    taking.append(NamedFileParameter(position: position, role: role, opening: .image))
                } else if Self.heldNames(parameter.name, in: function.body).contains(where: { name in
                    pasteboardLines.contains { $0.containsWord(name, asMember: false) }
                }) {
                    taking.append(NamedFileParameter(position: position, role: role, opening: .object))
                }
            }
            if !taking.isEmpty {
                helpers.append(
                    NameTakingHelper(name: function.name, parameters: parameters, taking: taking, drawing: drawing))
            }
        }
        return helpers
    }

    /// What the calls of `helpers` in a source (`lines`, at `path`) pass them: each literal given for a parameter
    /// the helper opens by name, as a reference in that parameter's role (at the call's line); and each call that
    /// passes there what it draws at run time (``ShareCodeScanner/makingPatterns``, or a call of a function of the
    /// helper's file that draws: `view.snapshotImage()`). A call is
    /// matched to the overload whose labels it uses.
    static func callerAssets(
        of helpers: [NameTakingHelper], in lines: SourceLines, path: String
    ) -> (references: [AssetReference], drawn: [Evidence]) {
        let names = Set(helpers.map(\.name))
        let code = lines.code.map { String(ShareCodeScanner.code(of: $0.text)) }
        var references: [AssetReference] = []
        var drawn: [Evidence] = []
        for (index, line) in code.enumerated() {
            for name in names where line.hasText(name + "(") {
                for arguments in callArguments(of: name, from: index, in: code) {
                    guard let helper = overload(of: helpers.filter { $0.name == name }, for: arguments) else {
                        continue
                    }
                    let evidence = Evidence(path: path, line: lines.code[index].number, text: lines.code[index].text)
                    let given = argumentsByParameter(arguments, of: helper)
                    for parameter in helper.taking {
                        guard let value = given[parameter.position] else { continue }
                        if ShareCodeScanner.makingPatterns.contains(where: value.hasText)
                            || helper.drawing.contains(where: { value.hasText($0 + "(") })
                        {
                            if !drawn.contains(evidence) { drawn.append(evidence) }
                            continue
                        }
                        if parameter.opening == .object {
                            if let kind = shippedImage(value, before: index, in: code) {
                                references.append(AssetReference(kind: kind, evidence: evidence, role: parameter.role))
                            }
                            continue
                        }
                        guard let literal = plainLiteral(value) else { continue }
                        switch parameter.opening {
                        case .image:
                            references.append(
                                AssetReference(kind: .catalogName(literal), evidence: evidence, role: parameter.role))
                        case .object: continue
                        case .bundleFile(let extensionParameter, let literalExtension):
                            let fileExtension =
                                literalExtension ?? extensionParameter.flatMap { given[$0] }.flatMap(plainLiteral)
                            guard let fileExtension, !fileExtension.isEmpty else { continue }
                            let name = literal + (fileExtension.hasPrefix(".") ? "" : ".") + fileExtension
                            references.append(
                                AssetReference(kind: .bundleFile(name), evidence: evidence, role: parameter.role))
                        }
                    }
                }
            }
        }
        return (references, drawn)
    }

    /// `name` and the locals of `body` made from it one step (`let data = name.pngData()`, `guard let data =
    /// name.jpegData(…)`): the names that hold a parameter's image or its data.
    static func heldNames(_ name: String, in body: String) -> [String] {
        var names = [name]
        for line in body.split(separator: "\n") {
            var rest = line[...]
            while let range = rest.range(of: "let ") ?? rest.range(of: "var ") {
                let after = rest[range.upperBound...]
                let local = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let value = after.dropFirst(local.count).drop { $0 == " " }
                if !local.isEmpty, value.hasPrefix("="),
                    value.dropFirst().drop(while: { $0 == " " }).hasPrefix(name),
                    value.dropFirst().containsWord(name, asMember: false)
                {
                    names.append(String(local))
                }
                rest = after
            }
        }
        return names
    }

    /// The shipped image a caller's value is, when it says so: `UIImage(named: "x")`, a generated asset accessor
    /// (``generatedAccessorName(_:)``), or a local of the caller assigned one of those on a line above the call
    /// (within 40 lines).
    static func shippedImage(_ value: String, before index: Int, in code: [String]) -> AssetReference.Kind? {
        func kind(_ expression: String) -> AssetReference.Kind? {
            let expression = expression.trimmingCharacters(in: .whitespaces)
            if let accessor = generatedAccessorName(expression) { return .generatedAccessor(accessor) }
            for opener in ["UIImage(named: ", "UIImage.init(named: "] where expression.hasPrefix(opener) {
                let inner = expression.dropFirst(opener.count).prefix { $0 != ")" && $0 != "," }
                return plainLiteral(String(inner)).map { .catalogName($0) }
            }
            return nil
        }
        if let direct = kind(value) { return direct }
        guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        for line in code[max(0, index - 40)..<index].reversed() {
            for keyword in ["let ", "var "] {
                guard let range = line.range(of: keyword + value + " = ") else { continue }
                return kind(String(line[range.upperBound...]))
            }
        }
        return nil
    }

    /// The asset name a generated image accessor is made from, in camel case: Tuist's and SwiftGen's
    /// `<Module>Asset.<Group>.<name>.image` (`.swiftUIImage`, `.uiImage`) and `Asset.<name>.image`, R.swift's
    /// `R.image.<name>()`; `nil` for any other expression.
    static func generatedAccessorName(_ expression: String) -> String? {
        var text = expression.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("!") { text.removeLast() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let isName = { (part: String) in part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        if parts[0] == "R", parts[1] == "image", parts.count == 3, parts[2].hasSuffix("()") {
            let name = String(parts[2].dropLast(2))
            return isName(name) ? name : nil
        }
        guard parts[0] == "Asset" || parts[0].hasSuffix("Asset"), let last = parts.last,
            ["image", "swiftUIImage", "uiImage"].contains(last), parts.dropLast().allSatisfy(isName)
        else { return nil }
        return parts[parts.count - 2]
    }

    /// A name as a generated accessor spells it, for matching: lowercased, letters and digits only
    /// (`insta-background` and `InstaBackground` give `instabackground`).
    static func accessorKey(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The role a parameter's label or name gives what it takes: a sticker (`stickerImage`, `overlaySticker`), else
    /// a background (`backgroundImage`, `backgroundVideoName`, `background`); nil for any other.
    static func parameterRole(_ name: String?) -> ShareRole? {
        guard let name = name?.lowercased() else { return nil }
        return name.contains("sticker") ? .sticker : name.contains("background") ? .background : nil
    }

    /// The name a Swift function declaration gives after `func ` (`name(` or `name<T>(`), or nil.
    static func swiftFunctionName(_ rest: Substring) -> String? {
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest.dropFirst(name.count).first
        guard !name.isEmpty, after == "(" || after == "<" else { return nil }
        return String(name)
    }

    /// The body of the function declared on `code[head]`: its lines from the first `{` to the one closing it (at
    /// most 150 lines), joined.
    static func functionBody(from head: Int, in code: [String]) -> String {
        var depth = 0
        var opened = false
        var body: [String] = []
        for line in code[head..<min(code.count, head + 150)] {
            body.append(line)
            for character in line where character == "{" || character == "}" {
                depth += character == "{" ? 1 : -1
                opened = opened || character == "{"
            }
            if opened, depth <= 0 { break }
        }
        return body.joined(separator: "\n")
    }

    /// The parameters of the function declared on `code[head]` (the list may span lines): each one's argument label
    /// (`nil` for `_`) and local name.
    static func parameterList(from head: Int, in code: [String]) -> [(label: String?, name: String)] {
        guard let open = code[head].range(of: "func ").flatMap({ code[head][$0.upperBound...].firstIndex(of: "(") })
        else { return [] }
        let text = ([String(code[head][open...])] + code[(head + 1)..<min(code.count, head + 10)])
            .joined(separator: " ")
        guard let list = balanced(text) else { return [] }
        return topLevelParts(list).compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let words = part[..<colon].split(separator: " ").filter { !$0.hasPrefix("@") }
            guard let last = words.last else { return nil }
            let label = words.count > 1 ? words[words.count - 2] : last
            return (label == "_" ? nil : String(label), String(last))
        }
    }

    /// The text inside the parentheses `text` opens with (its first `(` to the one closing it), or nil when they
    /// do not close. Strings are skipped.
    static func balanced(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        var depth = 0
        var string = StringSkip()
        for index in text[open...].indices {
            let character = text[index]
            if string.skips(character) { continue }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return String(text[text.index(after: open)..<index]) }
            default: break
            }
        }
        return nil
    }

    /// `text` split at its commas outside brackets and strings, each part trimmed.
    static func topLevelParts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var string = StringSkip()
        for character in text {
            if string.skips(character) {
                // Inside a string literal (its quotes included): kept as written.
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                parts.append(current.trimmingWhitespace())
                current = ""
                continue
            }
            current.append(character)
        }
        let last = current.trimmingWhitespace()
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// The argument expressions of `UIImage(named:` / `UIImage.init(named:` / `imageNamed:` in `body`.
    static func imageNameArguments(in body: String) -> [String] {
        var found: [String] = []
        for opener in ["UIImage(named:", "UIImage.init(named:", "imageNamed:"] {
            var rest = body[...]
            while let range = rest.range(of: opener) {
                rest = rest[range.upperBound...]
                let argument = rest.drop { $0 == " " }.prefix { $0 != ")" && $0 != "," && $0 != "]" && $0 != "\n" }
                found.append(argument.trimmingWhitespace())
            }
        }
        return found
    }

    /// The name and extension expressions of `forResource: name, ofType: ext` / `forResource: name, withExtension:
    /// ext` in `body`.
    static func bundleFileArguments(in body: String) -> [(name: String, fileExtension: String)] {
        var found: [(String, String)] = []
        var rest = body[...]
        while let range = rest.range(of: "forResource:") {
            rest = rest[range.upperBound...]
            let name = rest.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "\"" }
            let after = rest.prefix { $0 != ")" && $0 != "\n" }
            guard
                let label = after.range(of: "ofType:") ?? after.range(of: "withExtension:")
            else { continue }
            let fileExtension = after[label.upperBound...].drop { $0 == " " }.prefix { $0 != "," && $0 != ")" }
            found.append((String(name), fileExtension.trimmingWhitespace()))
        }
        return found
    }

    /// The plain names `body` hands, as a whole argument, to a call of one of `functions`.
    static func handedArguments(in body: String, to functions: Set<String>) -> Set<String> {
        var names = Set<String>()
        for function in functions {
            var rest = body[...]
            while let range = rest.range(of: function + "(") {
                let before = rest[..<range.lowerBound].last
                rest = rest[range.lowerBound...]
                defer { rest = rest.dropFirst() }
                guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
                    let list = balanced(String(rest.prefix(400)))
                else { continue }
                for part in topLevelParts(list) {
                    let value = part.split(separator: ":", maxSplits: 1).last.map { $0.trimmingWhitespace() } ?? ""
                    if !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        names.insert(value)
                    }
                }
            }
        }
        return names
    }

    /// The argument lists of each call of `name` that starts on `code[index]` (a call, not its declaration), each
    /// argument as its label (or nil) and expression; the list may span up to ten lines.
    static func callArguments(of name: String, from index: Int, in code: [String]) -> [[(
        label: String?, value: String
    )]] {
        let text = ([code[index]] + code[(index + 1)..<min(code.count, index + 10)]).joined(separator: " ")
        var calls: [[(label: String?, value: String)]] = []
        var rest = code[index][...]
        while let range = rest.range(of: name + "(") {
            let before = code[index][..<range.lowerBound]
            rest = rest[range.upperBound...]
            if let last = before.last, last.isLetter || last.isNumber || last == "_" { continue }
            if before.trimmingWhitespace().hasSuffix("func") { continue }
            let offset = code[index].distance(from: code[index].startIndex, to: range.lowerBound)
            guard let list = balanced(String(text.dropFirst(offset))) else { continue }
            calls.append(
                topLevelParts(list).map { part in
                    let head = part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    let after = part.dropFirst(head.count).drop { $0 == " " }
                    if !head.isEmpty, after.first == ":", after.dropFirst().first != ":" {
                        return (String(head), after.dropFirst().trimmingWhitespace())
                    }
                    return (nil, part)
                })
        }
        return calls
    }

    /// Of a helper's overloads, the one a call's arguments fit: every label it uses is one of the overload's, and
    /// it gives no more arguments than the overload takes (the overload taking exactly as many is preferred).
    static func overload(
        of helpers: [NameTakingHelper], for arguments: [(label: String?, value: String)]
    ) -> NameTakingHelper? {
        let fitting = helpers.filter { helper in
            arguments.count <= helper.parameters.count
                && arguments.allSatisfy { argument in
                    argument.label.map { label in helper.parameters.contains { $0.label == label } } ?? true
                }
                && arguments.filter { $0.label == nil }.count <= helper.parameters.filter { $0.label == nil }.count
        }
        return fitting.first { $0.parameters.count == arguments.count } ?? fitting.first
    }

    /// Each argument's expression by the position of the parameter it is given for: by label, else the next
    /// unlabelled parameter.
    static func argumentsByParameter(
        _ arguments: [(label: String?, value: String)], of helper: NameTakingHelper
    ) -> [Int: String] {
        var given: [Int: String] = [:]
        let unlabelled = helper.parameters.indices.filter { helper.parameters[$0].label == nil }
        var next = 0
        for argument in arguments {
            if let label = argument.label {
                if let position = helper.parameters.firstIndex(where: { $0.label == label }) {
                    given[position] = argument.value
                }
            } else if next < unlabelled.count {
                given[unlabelled[next]] = argument.value
                next += 1
            }
        }
        return given
    }

    /// The text of a plain string literal (`"name"`, no interpolation), or nil.
    static func plainLiteral(_ value: String) -> String? {
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
        let inner = value.dropFirst().dropLast()
        guard !inner.contains("\""), !inner.contains("\\") else { return nil }
        return String(inner)
    }
}

/// Where a scan of Swift text is in a `"…"` string literal, a character at a time (escapes inside it skipped).
struct StringSkip {
    private var quoted = false
    private var escaped = false

    /// Whether `character` is part of a string literal (an opening or closing quote included), moving past it.
    mutating func skips(_ character: Character) -> Bool {
        if quoted {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted = false
            }
            return true
        }
        if character == "\"" {
            quoted = true
            return true
        }
        return false
    }
}
