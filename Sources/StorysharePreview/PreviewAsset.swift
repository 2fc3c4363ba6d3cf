import StoryshareImaging
import StoryshareMedia

/// An image or a video ready to be drawn: its facts (probed from its bytes, the image fully decoded once),
/// and for an image where its bytes are. Only what a preview can draw is made into one.
public struct PreviewAsset {
    /// The path, or the name of the bundle key it came from: what messages call it.
    public let name: String
    /// What the asset is: its format, kind, size and orientation.
    public let facts: MediaFacts
    /// An image's bytes (nil for a video, whose frames are never decoded).
    let input: ImageInput?

    /// The file at `path`, probed (or with the `facts` a probe of it already gave). A file that cannot be read,
    /// does not decode or is in another format is refused.
    public static func file(_ path: String, facts known: MediaFacts? = nil, options: ProbeOptions = ProbeOptions())
        throws(PreviewError) -> PreviewAsset
    {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch {
            throw .unreadable(name: path, reason: "\(error)")
        }
        let facts = known ?? MediaProbe.probe(source, path: path, options: options)
        try check(facts, name: path)
        guard facts.kind == .image else { return PreviewAsset(name: path, facts: facts, input: nil) }
        guard source.size <= MediaProbe.wholeFileLimit else {
            return PreviewAsset(name: path, facts: facts, input: .source(source))
        }
        do {
            return PreviewAsset(name: path, facts: facts, input: .bytes(try source.readAll()))
        } catch {
            throw .unreadable(name: path, reason: "\(error)")
        }
    }

    /// `bytes` (a bundle's asset), probed and refused as a file would be.
    public static func bytes(_ bytes: [UInt8], name: String, options: ProbeOptions = ProbeOptions())
        throws(PreviewError) -> PreviewAsset
    {
        let facts = MediaProbe.probe(bytes: bytes, path: name, options: options)
        try check(facts, name: name)
        return PreviewAsset(name: name, facts: facts, input: facts.kind == .image ? .bytes(bytes) : nil)
    }

    /// The size as shown (after EXIF orientation or the video's rotation).
    public var displaySize: (width: Int, height: Int) { (facts.displayWidth ?? 0, facts.displayHeight ?? 0) }

    /// Throws unless `kind` is what this is.
    public func require(_ kind: MediaKind) throws(PreviewError) {
        guard facts.kind != kind else { return }
        throw .wrongKind(name: name, expected: Self.article(kind), found: Self.article(facts.kind))
    }

    private static func article(_ kind: MediaKind) -> String {
        switch kind {
        case .image: "an image"
        case .video: "a video"
        case .unknown: "neither an image nor a video"
        }
    }

    private static func check(_ facts: MediaFacts, name: String) throws(PreviewError) {
        if let reason = facts.readError { throw .unreadable(name: name, reason: reason) }
        switch facts.format {
        case .png, .jpeg, .mp4, .mov, .webm: break
        case .unknown: throw .refusedFormat(name: name, format: "not an image or a video storyshare recognises")
        case .matroska: throw .refusedFormat(name: name, format: "Matroska (MKV)")
        default: throw .refusedFormat(name: name, format: facts.format.rawValue.uppercased())
        }
        if let reason = facts.decodeError { throw .undecodable(name: name, reason: reason) }
        if let reason = facts.decodeSkipped { throw .overBound(name: name, reason: reason) }
        if facts.kind == .video && facts.hasVideo == false {
            throw .undecodable(name: name, reason: "it has no video track")
        }
        guard let width = facts.displayWidth, let height = facts.displayHeight, width > 0, height > 0 else {
            throw .undecodable(name: name, reason: "it has no displayed size")
        }
    }

    /// Draws the image with `placement` (in displayed pixels) into `image` at `origin`, source-over.
    func draw(placement: Placement, into image: inout RGBAImage, at origin: (x: Int, y: Int), options: ProbeOptions)
        throws(PreviewError)
    {
        guard let input else { return }
        let orientation = ImageOrientation(exif: facts.orientation)
        do {
            try ImageReader.open(input, options: options) { reader in
                try reader.draw(orientation: orientation, placement: placement, into: &image, at: origin)
            }
        } catch ImagingError.undecodable(let reason) {
            throw .undecodable(name: name, reason: reason)
        } catch let error as ImagingError where error.isOverBound {
            throw .overBound(name: name, reason: "\(error)")
        } catch {
            throw .undecodable(name: name, reason: "\(error)")
        }
    }
}
