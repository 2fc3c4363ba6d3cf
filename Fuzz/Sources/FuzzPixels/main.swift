import FuzzSupport
import StoryshareImaging
import StoryshareMedia

/// The imaging core's decoders (libpng and libjpeg to RGBA, a band at a time) drawing the input whole and shrunk to
/// a cover crop (1-megapixel cap, so runs stay fast under ASan), and the APNG first-frame edit. Differential: an image
/// MediaProbe decodes cleanly must decode to pixels too, at the size the probe read, and the first frame of a PNG
/// whose chunks walk must walk again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPixels(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let options = ProbeOptions(maxPixels: 1_000_000)
    let facts = MediaProbe.probe(bytes: bytes, path: "fuzz", options: options)
    var decoded: (width: Int, height: Int)?
    var failure: String?
    do {
        try ImageReader.open(.bytes(bytes), options: options) { reader in
            decoded = (reader.width, reader.height)
            var whole = RGBAImage(width: min(reader.width, 64), height: min(reader.height, 64))
            try reader.draw(
                orientation: ImageOrientation(exif: facts.orientation),
                placement: .cover(imageWidth: reader.width, imageHeight: reader.height, width: 37, height: 53),
                into: &whole, at: (-3, 2))
        }
    } catch {
        failure = "\(error)"
    }
    let clean =
        (facts.format == .png || facts.format == .jpeg) && facts.decodeError == nil && facts.decodeSkipped == nil
        && facts.readError == nil
    if clean {
        if let failure { Fuzz.fail("the probe decodes the image cleanly, the pixel decoder says: \(failure)") }
        if let decoded, decoded.width != facts.width || decoded.height != facts.height {
            Fuzz.fail(
                "the probe reads \(facts.width ?? -1)x\(facts.height ?? -1), the pixel decoder \(decoded.width)x\(decoded.height)"
            )
        }
    }
    if (try? PNG.chunks(bytes)) != nil {
        guard let still = try? AnimatedPNG.firstFrame(bytes), (try? PNG.chunks(still)) != nil else {
            Fuzz.fail("the first frame of a PNG whose chunks walk does not walk")
        }
    }
    return 0
}
