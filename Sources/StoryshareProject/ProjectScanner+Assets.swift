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
