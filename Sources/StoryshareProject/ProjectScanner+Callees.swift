import StoryshareSystem

extension ProjectScanner {
    /// Where a share's function gets its image from a function of another source that draws it
    /// (`val bitmap = ComposeToImage.createStoryImage(…)`, `let card = StoryRenderer.render(…)` whose body makes an
    /// image with ``ShareCodeScanner/makingPatterns``): the line of that body that makes it. One step: the function
    /// must be declared in a source of the same codebase, and its own body must draw.
    ///
    /// Looked at only for a codebase whose shares name no file and draw nothing in their own files or their callers.
    static func drawingCallees(
        of files: [SourceShares], codebase index: Int, folders: CodebaseFolders, walk: ProjectWalk
    ) -> [Evidence] {
        // The names the share functions call before their share, in their own sources.
        var called = Set<String>()
        var own = Set<String>()
        for file in files {
            let ranges = file.calls.compactMap { call in
                call.functionLines.map { $0.lowerBound...max($0.lowerBound, call.evidence.line ?? $0.upperBound) }
            }
            guard !ranges.isEmpty, case .success(let bytes) = walk.files.source(file.path, limit: sourceLimit) else {
                continue
            }
            guard let language = ProjectWalk.sourceExtensions[file.path.fileExtension] else { continue }
            let source = CallReader.read(
                bytes, tokens: SourceLexer.tokens(of: bytes, language: language), language: language)
            own.formUnion(source.functions.map(\.name))
            for call in source.calls where ranges.contains(where: { $0.contains(call.line) }) {
                guard let name = call.callee.last, name.count > 3, name.first?.isLowercase == true else { continue }
                called.insert(name)
            }
        }
        // A function of the sharing file itself is no other source's.
        called.subtract(own)
        guard !called.isEmpty, called.count <= 64 else { return [] }
        let needles = called.map { Array(($0 + "(").utf8) }
        let sharing = Set(files.map(\.path))
        for source in walk.sources
        where !sharing.contains(source.path) && !ProjectWalk.isTestSource(source.path)
            && folders.nearest(source.path) == index
        {
            guard case .success(let bytes) = walk.files.source(source.path, limit: sourceLimit),
                ByteSearch.containsAny(needles, in: bytes),
                ShareCodeScanner.makingPatterns.contains(where: {
                    ByteSearch.offset(of: Array($0.utf8), in: bytes, from: 0) != nil
                })
            else { continue }
            let file = CallReader.read(
                bytes, tokens: SourceLexer.tokens(of: bytes, language: source.language), language: source.language)
            let lines = SourceLines(String(decoding: bytes, as: UTF8.self))
            for function in file.functions where called.contains(function.name) {
                for line in lines.code where function.lines.contains(line.number) {
                    let code = ShareCodeScanner.code(of: line.text)
                    if ShareCodeScanner.makingPatterns.contains(where: code.hasText) {
                        return [Evidence(path: source.path, line: line.number, text: line.text)]
                    }
                }
            }
        }
        return []
    }
}
