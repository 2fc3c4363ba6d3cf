/// A file that makes a folder a project the app model could not read (a Tuist manifest declared through helpers,
/// an XcodeGen spec whose targets' types it does not find): what its apps are is not known, so nothing there is
/// judged by its name alone.
public struct UnreadProjectFile: Sendable, Equatable {
    /// The file, below the root.
    public var path: String
    /// The layout it belongs to, as a person says it (`a Tuist manifest`).
    public var layout: String

    /// The file at `path`, of `layout`.
    public init(path: String, layout: String) {
        self.path = path
        self.layout = layout
    }

    /// `path (a Tuist manifest)`.
    public var phrase: String { "\(path) (\(layout))" }
}
