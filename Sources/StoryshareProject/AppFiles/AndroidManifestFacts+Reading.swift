import StoryshareXML

extension AndroidManifestFacts {
    /// The facts of an AndroidManifest.xml's bytes, read by storyshare's own XML reader (bounded, no entity
    /// expanded). A document that is not well-formed XML, or whose root is not `<manifest>`, is `.malformed`
    /// with the line and column of the problem.
    public static func read(_ bytes: [UInt8], limits: XMLLimits = XMLLimits()) -> AppFileFacts {
        var scanner = AndroidManifestScanner()
        do throws(XMLReadError) {
            try XMLReader.read(bytes, limits: limits, into: &scanner)
        } catch {
            return .malformed(
                .androidManifest, reason: "it is not well-formed XML: \(error.reason)",
                at: SourceLocation(error.position))
        }
        if let (name, location) = scanner.wrongRoot {
            return .malformed(.androidManifest, reason: "its root element is <\(name)>, not <manifest>", at: location)
        }
        guard let facts = scanner.facts else {
            return .malformed(.androidManifest, reason: "it has no <manifest> element", at: nil)
        }
        return .androidManifest(facts)
    }
}
