/// A .NET project (`.csproj`): .NET for Android and iOS, Xamarin and MAUI heads make apps the model does not read,
/// so a repository of them is said to be one, and its images are not judged by their names.
enum DotnetProject {
    /// The largest project file read.
    static let limit = 1 << 20

    /// What a mobile head's project file names: a target framework (`net8.0-android`, `net8.0-ios`), MAUI, or
    /// Xamarin's Android or iOS SDK.
    static let mobileMarkers = [
        "-android</TargetFramework", "-ios</TargetFramework", "-android;", "-ios;", "-android</TargetFrameworks",
        "-ios</TargetFrameworks", "<UseMaui>true", "Xamarin.Android", "Xamarin.iOS", "MonoAndroid",
    ].map { Array($0.utf8) }

    /// Whether the project file at `path` builds an Android or iOS app head.
    static func isMobileHead(_ path: String, files: RepositorySnapshot) -> Bool {
        guard case .success(let bytes) = files.bytes(path, limit: limit) else { return false }
        return ByteSearch.containsAny(mobileMarkers, in: bytes)
    }

    /// What shows a C# source shares to Stories: the platform's own markers (the URLs, the intents' actions and
    /// the pasteboard keys), as their descriptors hold them.
    static let storiesMarkers = [ShareLibrary.url, .intent, .pasteboard].flatMap { $0.markers.map(\.text) }
    static let storiesMarkerBytes = storiesMarkers.map { Array($0.utf8) }
}
