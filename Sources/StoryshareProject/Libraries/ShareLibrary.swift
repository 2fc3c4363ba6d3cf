import StoryshareKit

/// Where a library's share call takes one of its values.
enum ParameterPlace: Sendable, Equatable {
    /// A named argument (`appId:`; Kotlin's `appId =`).
    case label(String)
    /// The n-th argument without a label, from 0.
    case position(Int)
    /// A key: of the options object the call is given (`{ appId: … }`, the object holding the target's key), or,
    /// for the platform's transports, of a dictionary (`["com.instagram.sharedSticker.stickerImage": …]`), an
    /// intent extra (`putExtra("source_application", …)`) or the URL's query, in the function holding the share.
    case key(String)
    /// The n-th argument (from 0) of a call of this name in the function holding the share
    /// (`setDataAndType(uri, "image/jpeg")`).
    case call(String, Int)
}

/// What a share passes.
public enum ShareParameter: String, Sendable, Equatable, CaseIterable {
    case appID = "App ID"
    case background
    case backgroundVideo = "background video"
    case sticker
    case topColor = "top colour"
    case bottomColor = "bottom colour"
    case link
}

/// A way the sources share to Stories, as data: a library's calls, or the platform's own URLs, pasteboard keys and
/// intents. The scan finds shares by ``markers``, reads each call's App ID from ``appID``, and its prefilter is
/// every library's markers and ``requires``, so a marker can never be dead. Adding a library is one value here and
/// its ``examples``, which a test runs through the whole scanner.
struct ShareLibrary: Sendable {
    /// How users know it (`react-native-share`).
    var name: String
    /// How its calls reach the app.
    var api: ShareAPI
    /// The languages its calls are written in; a marker in another language's source is not this library's.
    var languages: Set<SourceLanguage>
    /// Text that marks a share and the target it reaches: a library's call name or its target's constant, a URL,
    /// a pasteboard key or an intent action.
    var markers: [(text: String, target: ShareTarget)]
    /// Text a file must also hold for ``markers`` to count (the library's import, for a call name other libraries
    /// use too).
    var requires: [String] = []
    /// For a library whose options object names the target (`social:`), that key: the share is the object.
    var targetKey: String?
    /// Where its calls take each value; no App ID place when the library has no App ID (the share goes without one).
    var places: [ShareParameter: [ParameterPlace]]
    /// Where its calls take the App ID.
    var appID: [ParameterPlace] { places[.appID] ?? [] }
    /// For a transport whose two targets take the App ID in different places (the Android intents: Instagram's
    /// `source_application` extra, Facebook's `com.facebook.platform.extra.APPLICATION_ID`), each target's: the other
    /// target's place is not this target's App ID (a Facebook intent may carry `source_application` as the app's
    /// package name). Empty: ``appID`` for both.
    var appIDByTarget: [ShareTarget: [ParameterPlace]] = [:]

    /// Where a share to `target` takes the App ID.
    func appID(for target: ShareTarget) -> [ParameterPlace] { appIDByTarget[target] ?? appID }
    /// What carries the App ID, in findings and in `scan`.
    var appIDCarrier: String
    /// Whether its Android manifest declares a FileProvider that Gradle merges into the app.
    var shipsFileProvider: Bool
    /// The authority its Android code asks `FileProvider.getUriForFile` for, where the app must declare the provider
    /// (`${applicationId}` for the app's package): `nil` where it ships its own or asks for none.
    var fileProviderAuthority: String? = nil
    /// Snippets and the shares the scanner must find in each.
    var examples: [ShareLibraryExample]
    /// The package apps install it as, whose version the model reads (`nil`: the platform's own transports).
    var package: SharingLibrary? = nil
    /// The Expo config plugin it ships, which an Expo app lists in `plugins`: what its options add to the Info.plist
    /// and the manifest `expo prebuild` writes (`nil`: none).
    var expoPlugin: ExpoPlugin? = nil

    /// Whether the library's calls are read by the call reader (a library call); the platform's own transports
    /// are read by the function that holds their URL, key or action.
    var isLibrary: Bool { ![.urlScheme, .pasteboard, .intent].contains(api) }
}

/// A snippet of share code and what the scanner must find in it.
struct ShareLibraryExample: Sendable {
    /// The file's name (its extension picks the language).
    var file: String
    /// Its text.
    var code: String
    /// Each share found, in order: its target, its line, and its App ID (`nil`: it gives none where one is taken;
    /// a name the reader cannot follow is written `?name`; `=N`: the same share as the one on line N, judged there).
    var shares: [(target: ShareTarget, line: Int, appID: String?)]
}

/// An Expo config plugin a sharing library ships: the name an app lists in `expo.plugins` (`["name", {options}]`),
/// and the options whose strings it adds to what `expo prebuild` writes.
struct ExpoPlugin: Sendable {
    /// The name in `plugins`.
    var name: String
    /// The option whose strings it appends to the Info.plist's `LSApplicationQueriesSchemes`.
    var queriesSchemesOption: String?
    /// The option whose strings it adds to the manifest as `<queries>` `<package android:name="…">`.
    var queriedPackagesOption: String?

    /// The plugins of every sharing library, by the name apps list them under.
    static let byName: [String: ExpoPlugin] = Dictionary(
        ShareLibrary.all.compactMap(\.expoPlugin).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
