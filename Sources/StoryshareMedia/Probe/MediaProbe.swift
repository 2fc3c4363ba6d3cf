/// Reports the facts of a file: reads it, identifies it by content, and hands it to the image or
/// video probe. Never throws and never traps on bad input: problems become `readError` /
/// `decodeError` facts.
///
/// Memory is bounded whatever the file's size: a PNG or JPEG of at most `wholeFileLimit` bytes is read
/// whole and checked in memory (the fast path, which covers every image the platform takes); a larger one
/// is checked as it is read, a window at a time, with the same verdicts and messages. Videos are never
/// read whole. The pixel cap (`ProbeOptions.maxPixels`) bounds what a decode allocates for pixels.
public enum MediaProbe {
    /// Images up to this many bytes are read whole: 12 MiB, just over the platform's 12,000,000-byte
    /// limit. With the IDAT data joined for libdeflate and its whole-image buffer
    /// (`CStoryshareCodecs_pngWholeBufferLimit`, 24 MiB) a check stays under 50 MB.
    public static let wholeFileLimit: UInt64 = 12 << 20

    /// Probes the file at `path`. Only a regular file is read: a directory, a FIFO, a device or a socket
    /// is refused before any read (see `FileByteSource`), so a probe never blocks.
    public static func probe(path: String, options: ProbeOptions = ProbeOptions()) -> MediaFacts {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch {
            return .unreadable(path, error.readError)
        }
        return probe(source, path: path, options: options)
    }

    /// Probes bytes held in memory (an embedded bundle asset, a fuzz input); `path` names them in facts.
    public static func probe(bytes: [UInt8], path: String, options: ProbeOptions = ProbeOptions()) -> MediaFacts {
        probe(MemoryByteSource(bytes), path: path, options: options)
    }

    /// Probes an already open source (a file opened once, then probed and copied from): identifies its
    /// content and hands it to the image or video probe. `path` names it in facts.
    public static func probe(_ source: any ByteSource, path: String, options: ProbeOptions = ProbeOptions())
        -> MediaFacts
    {
        var facts = MediaFacts(path: path)
        facts.bytes = Int(clamping: source.size)
        guard source.size > 0 else {
            facts.readError = "the file is empty (0 bytes)"
            return facts
        }
        probe(source, into: &facts, options: options)
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
            guard source.size <= options.wholeFileLimit else {
                ImageProbe.probe(.source(source), format: facts.format, into: &facts, options: options)
                return
            }
            let bytes: [UInt8]
            do {
                bytes = try readAll(source)
            } catch {
                facts.readError = "cannot read: \(describe(error))"
                return
            }
            ImageProbe.probe(.bytes(bytes), format: facts.format, into: &facts, options: options)
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
            let text = String(decoding: header.prefix(256), as: UTF8.self)
            if header.starts(with: Array("%PDF".utf8)) {
                facts.decodeError = "a PDF document (a vector image), not an image or video the platform takes"
            } else if text.contains("<svg") {
                facts.decodeError = "an SVG document (a vector image), not an image or video the platform takes"
            } else {
                facts.decodeError = "not a recognised image or video format (the file starts with \(start))"
            }
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
