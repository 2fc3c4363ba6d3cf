import StoryshareMedia
import StoryshareSystem

/// `storyshare probe --format json`: `{"tool":{"name","version"},"files":[{"path","facts"}]}`.
public struct ProbeDocument: Encodable {
    struct File: Encodable {
        let path: String
        let facts: MediaFacts
    }

    let tool = ToolStamp()
    let files: [File]

    /// The document of the files' facts, in the order given; paths escaped (`DisplayText`).
    public init(_ facts: [MediaFacts]) {
        files = facts.map { File(path: DisplayText.escaped($0.path), facts: $0.displayed) }
    }

    /// The document as JSON, with a final newline. Throws when a value has no JSON form.
    public func json() throws -> String {
        try JSONReporter.encode(self) + "\n"
    }
}
