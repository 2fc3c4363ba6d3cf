/// One problem found in one file or payload: data, never printed by the library.
public struct Finding: Equatable, Sendable, Codable {
    /// The rule's stable id, e.g. `image-too-small`.
    public var rule: String
    /// How much it matters: the rule's default or the configured severity.
    public var severity: Severity
    /// What is wrong, the measured value, the limit, and how to fix it.
    public var message: String
    /// The file the finding is about, as the user named it (or the payload's name).
    public var path: String
    /// The platform's error code for this problem, where it has one (102 for the SDK image limits).
    public var platformErrorCode: Int?
    /// The line of the file the finding points at (1-based), in a text file (an XML Info.plist, a manifest);
    /// `nil` for images, videos, payloads and binary files, which have no lines.
    public var line: Int?
    /// The column on ``line`` (1-based, in Unicode scalars), where known.
    public var column: Int?

    /// A finding of `rule` about `path`; `column` is kept only with a `line`.
    public init(
        rule: String, severity: Severity, message: String, path: String, platformErrorCode: Int? = nil,
        line: Int? = nil, column: Int? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.path = path
        self.platformErrorCode = platformErrorCode
        self.line = line
        self.column = line == nil ? nil : column
    }

    enum CodingKeys: String, CodingKey { case rule, severity, message, path, platformErrorCode, line, column }
}

extension Finding {
    /// The message as reports made for people show it: after the subject of the file it is about
    /// (`sticker: image is 300x300 px; …`), or alone when there is none.
    public func message(subject: String?) -> String {
        subject.map { "\($0): \(message)" } ?? message
    }
}
