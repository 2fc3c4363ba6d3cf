import StoryshareSystem

extension ProjectScanner {
    /// Where a share's function gets its image from a function of another source that draws it
    /// (`val bitmap = ComposeToImage.createStoryImage(…)`, `let card = StoryRenderer.render(…)` whose body makes an
    /// image with ``ShareCodeScanner/makingPatterns``): the line of that body that makes it. One step: the function
    /// must be declared in a source of the same codebase, and its own body must draw.
    ///
    /// Looked at only for a codebase whose shares name no file and draw nothing in their own files or their callers,
    /// and which shares from at most 256 places.
    static func drawingCallees(
        of files: [SourceShares], codebase index: Int, folders: CodebaseFolders, walk: ProjectWalk
    ) -> [Evidence] {
        // An app shares from a few places; sources of hundreds of shares (generated, or a test bed) are not read
        // again for this.
        guard files.reduce(0, { $0 + $1.calls.count }) <= 256 else { return [] }
        // The names the share functions call before their share, in their own sources.
        var called = Set<String>()
        var own = Set<String>()
        for file in files {
            // Each share's function up to the share, merged into disjoint spans in line order: a call is looked up
            // by halving, so a file of thousands of shares is read in linear time.
            var spans: [ClosedRange<Int>] = []
            for range in file.calls.compactMap({ call in
                call.functionLines.map { $0.lowerBound...max($0.lowerBound, call.evidence.line ?? $0.upperBound) }
            }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = spans.last, range.lowerBound <= last.upperBound + 1 {
                    spans[spans.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
                } else {
                    spans.append(range)
                }
            }
            guard !spans.isEmpty, let language = ProjectWalk.sourceExtensions[file.path.fileExtension],
                case .success(let bytes) = walk.files.source(file.path, limit: sourceLimit)
            else { continue }
            let source = CallReader.read(
                bytes, tokens: SourceLexer.tokens(of: bytes, language: language), language: language)
            own.formUnion(source.functions.map(\.name))
            let starts = spans.map(\.lowerBound)
            for call in source.calls {
                let index = starts.firstIndex(notBelow: { $0 <= call.line }) - 1
                guard index >= 0, spans[index].contains(call.line), let name = call.callee.last, name.count > 3,
                    name.first?.isLowercase == true
                else { continue }
                called.insert(name)
                // Too many to be one share's helpers: not looked for.
                if called.count > 256 { return [] }
            }
        }
        // A function of the sharing file itself is no other source's.
        called.subtract(own)
        guard !called.isEmpty, called.count <= 64 else { return [] }
        let needles = called.map { Array(($0 + "(").utf8) }
        let making = ShareCodeScanner.makingPatterns.map { Array($0.utf8) }
        let sharing = Set(files.map(\.path))
        for source in walk.sources
        where !sharing.contains(source.path) && !ProjectWalk.isTestSource(source.path)
            && folders.nearest(source.path) == index
        {
            guard case .success(let bytes) = walk.files.source(source.path, limit: sourceLimit),
                ByteSearch.containsAny(needles, in: bytes), ByteSearch.containsAny(making, in: bytes)
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
