/// A `<provider>` of the `<application>`: its attributes as written (`android:` namespace), and where it is.
public struct AndroidProvider: Sendable, Equatable {
    /// `android:name`: `androidx.core.content.FileProvider` or a subclass.
    public var name: String?
    /// `android:authorities`, as written (`${applicationId}.fileprovider`).
    public var authorities: String?
    /// `android:exported`: a FileProvider must not be exported.
    public var exported: String?
    /// `android:grantUriPermissions`: `true` is what sharing files needs.
    public var grantURIPermissions: String?
    /// Where its start tag is.
    public var location: SourceLocation
    /// Its `FILE_PROVIDER_PATHS` meta-data's resource, as written (`@xml/file_paths`).
    public var pathsResource: String?
    /// The kinds of folder its paths XML shares (`cache-path`, `files-path`, `external-path`, …), when the file was
    /// read; `nil` when not known.
    public var pathKinds: [String]?

    /// A provider from its attributes, as written, and its place.
    public init(
        name: String? = nil, authorities: String? = nil, exported: String? = nil, grantURIPermissions: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.authorities = authorities
        self.exported = exported
        self.grantURIPermissions = grantURIPermissions
        self.location = location
    }
}
