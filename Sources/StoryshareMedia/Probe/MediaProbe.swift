import StoryshareSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reports the facts of a file: reads it, identifies it by content, and hands it to the image or
/// video probe. Never throws and never traps on bad input: problems become `readError` /
/// `decodeError` facts.
public enum MediaProbe {
    /// Probes the file at `path`.
    public static func probe(path: String, options: ProbeOptions = ProbeOptions()) -> MediaFacts {
        var facts = MediaFacts(path: path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            facts.readError = errno == ENOENT ? "no such file" : "cannot read: \(systemErrorText())"
            return facts
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            facts.readError = "is a directory, not a file"
            return facts
        }
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch {
            facts.readError = "cannot read: \(describe(error))"
            return facts
        }
        facts.bytes = Int(clamping: source.size)
        guard source.size > 0 else {
            facts.readError = "the file is empty (0 bytes)"
            return facts
        }
        probe(source, into: &facts, options: options)
        return facts
    }

    /// Probes bytes held in memory (an embedded bundle asset, a fuzz input); `path` names them in facts.
    public static func probe(bytes: [UInt8], path: String, options: ProbeOptions = ProbeOptions()) -> MediaFacts {
        var facts = MediaFacts(path: path)
        facts.bytes = bytes.count
        guard !bytes.isEmpty else {
            facts.readError = "the file is empty (0 bytes)"
            return facts
        }
        probe(MemoryByteSource(bytes), into: &facts, options: options)
        return facts
    }

    static func probe(_ source: any ByteSource, into facts: inout MediaFacts, options: ProbeOptions) {
        let header: [UInt8]
        do {
            header = try source.read(at: 0, count: Int(min(source.size, UInt64(FormatSniffer.headerLength))))
        } catch {
            facts.readError = "cannot read: \(describe(error))"
            return
        }
        facts.format = FormatSniffer.identify(header)
        facts.kind = facts.format.kind
        switch facts.format {
        case .png, .jpeg:
            let bytes: [UInt8]
            do {
                bytes = try readAll(source)
            } catch {
                facts.readError = "cannot read: \(describe(error))"
                return
            }
            ImageProbe.probe(bytes, format: facts.format, into: &facts, options: options)
        case .mp4, .mov, .webm, .matroska:
            VideoProbe.probe(source, format: facts.format, into: &facts)
        case .gif, .webp, .bmp:
            if let size = OtherImageHeader.size(header, format: facts.format) {
                (facts.width, facts.height) = (size.width, size.height)
                facts.setDisplaySize(swapped: false)
            }
        case .tiff, .heic, .avif:
            break
        case .unknown:
            let start = header.prefix(8).map { String($0, radix: 16, uppercase: true) }
                .map { $0.count == 1 ? "0" + $0 : $0 }.joined(separator: " ")
            facts.decodeError = "not a recognised image or video format (the file starts with \(start))"
        }
    }

    private static func readAll(_ source: any ByteSource) throws -> [UInt8] {
        if let memory = source as? MemoryByteSource { return memory.bytes }
        guard source.size <= UInt64(Int.max) else { throw ByteSourceError.system("file too large") }
        return try source.read(at: 0, count: Int(source.size))
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case ByteSourceError.system(let reason): reason
        case ByteSourceError.pastEnd(let offset, let count, let size):
            "tried to read \(count) bytes at offset \(offset) of a \(size)-byte file"
        default: "\(error)"
        }
    }
}
