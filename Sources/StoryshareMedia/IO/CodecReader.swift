import CStoryshareCodecs

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reader the codecs take (`CStoryshareCodecsReader`) over a file or bytes in memory: how the checks of
/// `MediaProbe` and the pixel decoder of the imaging core read an image they do not hold whole.
public enum CodecReader {
    /// Runs `body` with a reader over `source`: a file is read by the codecs straight from its descriptor;
    /// any other source through a callback into its `read`.
    public static func with<Result>(
        _ source: any ByteSource, window: Int = 0, _ body: (UnsafePointer<CStoryshareCodecsReader>) throws -> Result
    ) rethrows -> Result {
        if let file = source as? FileByteSource {
            var reader = CStoryshareCodecsReader(
                size: file.size, descriptor: file.descriptor, window: window, read: nil, context: nil, data: nil)
            return try withUnsafePointer(to: &reader) { try body($0) }
        }
        let box = Unmanaged.passRetained(SourceBox(source))
        defer { box.release() }
        var reader = CStoryshareCodecsReader(
            size: source.size, descriptor: -1, window: window, read: readThroughSource, context: box.toOpaque(),
            data: nil)
        return try withUnsafePointer(to: &reader) { try body($0) }
    }

    /// Runs `body` with a reader over `bytes` in place: the codecs read them without copies.
    public static func with<Result>(
        bytes: [UInt8], _ body: (UnsafePointer<CStoryshareCodecsReader>) throws -> Result
    ) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = CStoryshareCodecsReader(
                size: UInt64(buffer.count), descriptor: -1, window: 0, read: nil, context: nil,
                data: buffer.baseAddress)
            return try withUnsafePointer(to: &reader) { try body($0) }
        }
    }

    private final class SourceBox {
        let source: any ByteSource
        init(_ source: any ByteSource) { self.source = source }
    }

    /// The codecs' read callback over a `SourceBox`: the reader asks only for bytes inside the source.
    private static let readThroughSource:
        @convention(c) (UnsafeMutableRawPointer?, UInt64, UnsafeMutablePointer<UInt8>?, Int) -> Int64 = {
            context, offset, buffer, count in
            guard let context, let buffer else { return -1 }
            let source = Unmanaged<SourceBox>.fromOpaque(context).takeUnretainedValue().source
            guard let bytes = try? source.read(at: offset, count: count) else {
                errno = EIO
                return -1
            }
            bytes.withUnsafeBufferPointer {
                if let start = $0.baseAddress { buffer.update(from: start, count: $0.count) }
            }
            return Int64(bytes.count)
        }
}
