import StoryshareKit
import StoryshareMedia
import StoryshareSystem

/// Writes each embedded asset of a bundle into a directory, under names storyshare chooses.
public enum BundleExtractor {
    /// Writes `backgroundImage.png`, `stickerImage.jpg`, `backgroundVideo.mp4`, … into `directory`
    /// (created if missing, with the permissions the umask allows) and returns their paths. Each file is
    /// written atomically (see `AtomicFile`); storyshare chooses these names, so a symbolic link at one is
    /// replaced, never written through, and nothing else (a device, a FIFO, a directory) is ever replaced.
    /// `protecting` names files that must not be written over (the bundle being read).
    public static func extract(
        _ bundle: ShareBundle, into directory: String, protecting inputs: [FileStatus.Identity] = []
    ) throws(BundleWriteError) -> [String] {
        try extract(InPlaceBundle(bundle), into: directory, protecting: inputs)
    }

    /// ``extract(_:into:protecting:)-(ShareBundle,_,_)`` of a bundle read in place: each asset is written from
    /// where it lies in the file's buffer.
    public static func extract(
        _ loaded: InPlaceBundle, into directory: String, protecting inputs: [FileStatus.Identity] = []
    ) throws(BundleWriteError) -> [String] {
        let bundle = loaded.bundle
        do {
            try AtomicFile.makeDirectory(directory)
        } catch {
            throw BundleWriteError(error)
        }
        var written: [String] = []
        for key in bundle.item.keys.sorted() {
            guard let bytes = loaded.data(forKey: key),
                let payloadKey = PayloadKey.named(key, target: bundle.target)
            else { continue }
            let format = FormatSniffer.identify(Array(bytes.prefix(FormatSniffer.headerLength)))
            let name = "\(payloadKey.rawValue).\(format.extensions.first ?? "bin")"
            let path = FilePaths.join(directory, name)
            try SinkFile.write(path, protecting: inputs, links: .replaced) { sink in
                try bytes.withUnsafeBytes { try sink.write($0) }
            }
            written.append(path)
        }
        return written
    }
}
