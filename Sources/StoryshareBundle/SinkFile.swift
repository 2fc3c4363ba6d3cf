import StorysharePropertyList
import StoryshareSystem

/// An atomic write (`AtomicFile`) through a `FileSink` over the temporary file, failing with
/// `BundleWriteError`s: how bundles and extracted assets are written.
enum SinkFile {
    /// Writes the file at `path` with `body`; returns its size. See `AtomicFile.write`.
    @discardableResult
    static func write(
        _ path: String, protecting inputs: [FileStatus.Identity] = [], links: AtomicFile.Links = .followed,
        _ body: (FileSink) throws -> Void
    ) throws(BundleWriteError) -> Int {
        do {
            return try AtomicFile.write(path, protecting: inputs, links: links) { descriptor in
                let sink = FileSink(fileDescriptor: descriptor, displayPath: DisplayText.path(path))
                try body(sink)
                try sink.flush()
            }
        } catch let error as BundleWriteError {
            throw error
        } catch let failure as AtomicFile.Failure {
            throw BundleWriteError(failure)
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }
}
