import StoryshareKit
import StorysharePropertyList
import StoryshareSystem

/// Writes a validated plan as a bundle file, atomically, streaming video bytes from their files and
/// hashing them on the way (see ``StreamedDigests``).
public enum BundleWriter {
    /// Writes `plan` to `path` as a binary property list and returns the file's size. On failure nothing is left
    /// behind and an existing file at `path` is untouched. Refused before anything is written: a path
    /// that names one of the plan's input files or something other than a regular file, and a bundle
    /// larger than readers take (``ShareBundle/maximumFileSize``). A video that changed after it was
    /// validated (another file, size or modification time) is refused, before and after it is copied.
    @discardableResult
    public static func write(_ plan: BundlePlan, to path: String) throws(BundleWriteError) -> Int {
        let estimate = estimatedSize(plan)
        guard estimate <= ShareBundle.maximumFileSize else {
            throw .tooLarge(path: path, bytes: estimate, limit: ShareBundle.maximumFileSize)
        }
        let inputs = plan.assets.values.compactMap(\.origin).map(\.identity)
        try checkStreamedInputs(plan)
        return try SinkFile.write(path, protecting: inputs) { sink in
            let (value, digests) = plan.propertyList()
            do {
                try PropertyListWriter.write(value, to: sink, observer: digests)
            } catch PropertyListError.dataFileChanged(let path, _, _) {
                throw BundleWriteError.inputChanged(path: path)
            }
            try checkStreamedInputs(plan)  // before the file takes its place
        }
    }

    /// The bundle in memory (tests, and apps that hand it on without a file).
    public static func encode(_ plan: BundlePlan) throws -> [UInt8] {
        let (value, digests) = plan.propertyList()
        return try PropertyListWriter.encode(value, observer: digests)
    }

    /// An upper bound of the file's size: the assets and room for the rest.
    static func estimatedSize(_ plan: BundlePlan) -> Int {
        let assets = plan.assets.values.reduce(0) { $0 + $1.source.length }
        let strings = plan.strings.values.reduce(0) { $0 + $1.utf8.count * 2 }  // UTF-16 at worst
        return assets + strings + 64 * 1024
    }

    /// Refuses when a file streamed into the bundle is no longer the file that was validated.
    static func checkStreamedInputs(_ plan: BundlePlan) throws(BundleWriteError) {
        for asset in plan.assets.values {
            guard case .file(let path, _) = asset.source, let origin = asset.origin else { continue }
            guard case .success(let now) = FileStatus.of(path), now.isUnchanged(comparedTo: origin) else {
                throw .inputChanged(path: path)
            }
        }
    }
}
