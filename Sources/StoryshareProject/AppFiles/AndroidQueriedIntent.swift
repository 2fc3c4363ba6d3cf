/// One `<queries><intent>` of an AndroidManifest.xml: the intents whose answering apps become visible to the app
/// on Android 11 (API 30) and later, as Android matches them against each installed app's intent filters.
public struct AndroidQueriedIntent: Sendable, Equatable {
    /// Its `<action android:name>` values.
    public var actions: [String]
    /// Its `<data android:mimeType>` values.
    public var mimeTypes: [String]
    /// Its `<data android:scheme>` values.
    public var schemes: [String]
    /// Where the `<intent>` is.
    public var location: SourceLocation?

    /// An intent from its parts.
    public init(
        actions: [String] = [], mimeTypes: [String] = [], schemes: [String] = [], location: SourceLocation? = nil
    ) {
        self.actions = actions
        self.mimeTypes = mimeTypes
        self.schemes = schemes
        self.location = location
    }
}
