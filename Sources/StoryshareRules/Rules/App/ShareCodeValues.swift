import StoryshareColor
import StoryshareKit
import StoryshareProject

/// What a share call passes, judged where the code passes it: the call's own arguments, followed one step
/// (``ShareCodeFacts/Value``). A value the reader could not follow is never judged.
extension AppFileRule {
    /// A background or sticker given as a remote URL: the share libraries and the platform read a local file (a path,
    /// a `file://` or `content://` URI, or the image's data), so nothing is shared.
    public static let shareRemoteURL = AppFileRule(
        RuleDescription(
            id: "share-remote-url",
            summary: "A background or sticker is passed as a remote http(s) URL where the share needs a local file.",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.userReports),
        triggering: [
            Example.shareCall(values: [(.background, "https://cdn.example.com/story.png", true)]),
            Example.shareCall(.facebook, via: "social_share", values: [(.sticker, "http://example.com/s.png", true)]),
        ],
        nonTriggering: [
            Example.shareCall(values: [(.background, "file:///data/story.png", true)]),
            Example.shareCall(values: [(.background, "imageURL", false)]), Example.shareCall(),
        ]
    ) { file in
        judgeValues(file, [.background, .backgroundVideo, .sticker]) { call, value in
            guard value.isLiteral, value.text.hasPrefix("https://") || value.text.hasPrefix("http://") else {
                return nil
            }
            return "the \(value.parameter.rawValue) passed to \(call.via) is a remote URL (\(value.text)): the share "
                + "reads a local file, so the story opens empty or not at all. Download it first (to the cache "
                + "folder) and pass that file's path or URI."
        }
    }

    /// A Flutter asset key passed as a file path: `assets/…` is a key into the app's bundle, not a file on the
    /// device, so the plugin finds nothing to share.
    public static let shareAssetBundledKey = AppFileRule(
        RuleDescription(
            id: "share-asset-bundled-key",
            summary: "A Flutter asset key ('assets/…') is passed where the share plugin needs a file on the device.",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.userReports),
        triggering: [Example.shareCall(via: "social_share", values: [(.sticker, "assets/images/sticker.png", true)])],
        nonTriggering: [
            Example.shareCall(via: "social_share", values: [(.sticker, "/data/user/0/app/cache/sticker.png", true)]),
            Example.shareCall(values: [(.sticker, "assets/sticker.png", true)]),
        ]
    ) { file in
        judgeValues(file, [.background, .backgroundVideo, .sticker]) { call, value in
            guard SharingLibrary.flutterPlugins.contains(call.via), value.isLiteral,
                value.text.hasPrefix("assets/")
            else { return nil }
            return "\"\(value.text)\" is a Flutter asset key, not a file on the device: \(call.via) opens the path "
                + "and finds nothing. Copy the asset to a file first (rootBundle.load, then File.writeAsBytes in the "
                + "temporary folder) and pass that file's path."
        }
    }

    /// A colour the share code passes that the platform cannot read, or one built from Flutter's `Color.value`
    /// (ARGB: alpha first).
    public static let shareColorInvalid = AppFileRule(
        RuleDescription(
            id: "share-color-invalid",
            summary: "A colour the share code passes is not #RGB, #RRGGBB, RRGGBB or rgb(r, g, b) (color-invalid, "
                + "on share code), or is built from Color.value (ARGB).",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.shareCall(values: [(.topColor, "rgba(0, 0, 0, 0.5)", true)]),
            Example.shareCall(values: [(.bottomColor, "#FF000080", true)]),
            Example.shareCall(via: "social_share", values: [(.topColor, "'#${color.value.toRadixString(16)}'", false)]),
            Example.shareCall(via: "appinio_social_share", values: [(.bottomColor, "color.toHexString()", false)]),
        ],
        nonTriggering: [
            Example.shareCall(values: [(.topColor, "#33aa55", true), (.bottomColor, "rgb(0, 0, 255)", true)]),
            Example.shareCall(values: [(.topColor, "theme.primary", false)]),
            Example.shareCall(
                via: "social_share",
                values: [(.topColor, "'#${color.value.toRadixString(16).padLeft(8, '0').substring(2)}'", false)]),
            // A Swift extension named toHexString() (#RRGGBB), not Flutter's Color.value.
            Example.shareCall(
                via: "the Stories pasteboard item", values: [(.topColor, "UIColor.ink.toHexString()", false)]),
        ]
    ) { file in
        judgeValues(file, [.topColor, .bottomColor]) { call, value in
            let written = [value.expression, value.text, value.origin ?? ""]
            // The alpha dropped (`.substring(2)`, a mask of the low 24 bits) is the fix, not the fault.
            let dropsAlpha = written.contains { text in
                ["substring(2", "0xFFFFFF", "0xffffff", "0x00FFFFFF", "0x00ffffff"].contains(where: text.contains)
            }
            // `toHexString()` is Flutter's ARGB only in Dart; a Swift or Kotlin extension of that name gives #RRGGBB.
            let argb =
                [".value.toRadixString("] + (SharingLibrary.flutterPlugins.contains(call.via) ? ["toHexString("] : [])
            if !dropsAlpha, argb.contains(where: { needle in written.contains { $0.contains(needle) } }) {
                return "the \(value.parameter.rawValue) is built from Color.value, which is ARGB with the alpha first "
                    + "(#ff2196f3): the share reads 8 digits as another colour or refuses it. Drop the alpha: "
                    + "'#${(color.value & 0xFFFFFF).toRadixString(16).padLeft(6, '0')}'."
            }
            guard value.isLiteral else { return nil }
            do throws(ColorError) {
                _ = try HexColor(parsing: value.text)
                return nil
            } catch {
                return "the \(value.parameter.rawValue) \"\(value.text)\" passed to \(call.via)"
                    + (value.setElsewhere.map { " (set at \($0))" } ?? "") + " is not a colour the share reads: "
                    + error.message
            }
        }
    }

    /// An image a Swift share puts on the Stories pasteboard as a `UIImage`: Meta's iOS pages give each image key's
    /// type as `NSData` (the image's JPG or PNG data), which is what Instagram and Facebook read from the item.
    public static let shareImageNotData = AppFileRule(
        RuleDescription(
            id: "share-image-not-data",
            summary: "A Swift share puts a UIImage on the Stories pasteboard where the key takes the image's PNG or "
                + "JPEG data.",
            defaultSeverity: .warning, appliesTo: "the sharing code the app model finds",
            source: RuleSource.sharingToStories),
        triggering: [
            Example.shareCall(
                via: "the pasteboard", values: [(.background, "backgroundImage", false)], imageObjectLine: 6)
        ],
        nonTriggering: [
            Example.shareCall(via: "the pasteboard", values: [(.background, "imageData", false)]), Example.shareCall(),
        ]
    ) { file in
        judgeValues(file, [.background, .sticker]) { call, value in
            guard let line = value.imageObjectLine else { return nil }
            // A name is told its fix as written; an expression (`image as Any`) is told in words.
            let isName = value.expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return "the \(value.parameter.rawValue) put on the Stories pasteboard (\(value.expression)) is a UIImage "
                + "(line \(line)), where the pasteboard key takes the image's data (NSData: PNG or JPEG, Meta's Sharing "
                + "to Stories for iOS): the story may open without it. Pass "
                + (isName ? "\(value.expression).pngData()" : "the image's pngData()") + " instead."
        }
    }

    /// An attribution link passed to Instagram: Meta's Sharing to Stories page marks the attribution link
    /// "Approved Apps Only" (a closed beta), so other apps' links are not shown.
    public static let shareLinkInstagram = AppFileRule(
        RuleDescription(
            id: "share-link-instagram",
            summary:
                "A content or attribution link is passed to Instagram, which shows it only for apps Meta approves.",
            defaultSeverity: .info, appliesTo: "the sharing code the app model finds",
            source: RuleSource.attributionLink),
        triggering: [Example.shareCall(values: [(.link, "https://example.com/trail/1", true)])],
        nonTriggering: [
            Example.shareCall(.facebook, values: [(.link, "https://example.com/trail/1", true)]), Example.shareCall(),
        ]
    ) { file in
        judgeValues(file, [.link]) { call, value in
            guard call.target == .instagram else { return nil }
            return "the link passed to Instagram (\(value.isLiteral ? value.text : value.expression)) is shown only "
                + "for apps Meta has approved for attribution links (Meta's Sharing to Stories page: \"Approved Apps "
                + "Only\"); users report it ignored otherwise. Do not rely on it."
        }
    }

    /// An Android sticker URI that nothing grants to the target's app: the intent's `FLAG_GRANT_READ_URI_PERMISSION`
    /// covers its data (the background), not its extras, so Instagram cannot open the sticker.
    public static let shareURINotGranted = AppFileRule(
        RuleDescription(
            id: "share-uri-not-granted",
            summary: "An Android share passes the sticker's content URI in an extra without grantUriPermission to "
                + "the target's app.",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.fileProvider),
        triggering: [
            Example.shareCall(
                via: "the Stories intent", values: [(.sticker, "stickerUri", false)], intent: true,
                ungranted: true)
        ],
        nonTriggering: [
            Example.shareCall(via: "the Stories intent", values: [(.sticker, "stickerUri", false)], intent: true),
            Example.shareCall(),
        ]
    ) { file in
        guard case .shareCode(let code) = file.facts else { return [] }
        return code.calls.compactMap { call in
            guard call.isIntent, let location = call.ungrantedURI else { return nil }
            return LocatedMessage(
                "the sticker's URI goes in the interactive_asset_uri extra, but nothing grants it to "
                    + "\(call.target.displayName) (\(call.target.androidPackage)): the intent's "
                    + "FLAG_GRANT_READ_URI_PERMISSION covers its data, not its extras, so the story opens without the "
                    + "sticker (\"Permission Denial\" in the log). Call activity.grantUriPermission(\""
                    + "\(call.target.androidPackage)\", stickerUri, Intent.FLAG_GRANT_READ_URI_PERMISSION) before "
                    + "startActivity.", at: location)
        }
    }

    /// The messages `judge` gives each value of `parameters` in a share file's calls, each value once.
    static func judgeValues(
        _ file: AppFile, _ parameters: [ShareParameter],
        _ judge: (ShareCodeFacts.Call, ShareCodeFacts.Value) -> String?
    ) -> [LocatedMessage] {
        guard case .shareCode(let code) = file.facts else { return [] }
        var seen = Set<String>()
        var messages: [LocatedMessage] = []
        for call in code.calls {
            for value in call.values where parameters.contains(value.parameter) {
                let location = value.location ?? call.location
                guard seen.insert("\(value.parameter.rawValue)\u{0}\(location.line)\u{0}\(value.text)").inserted,
                    let message = judge(call, value)
                else { continue }
                messages.append(LocatedMessage(message, at: location))
            }
        }
        return messages
    }
}

extension AppFileRule {
    /// A `file://` URI handed to another app through an Android intent: from API 24 Android throws
    /// `FileUriExposedException` and nothing is shared.
    public static let shareFileURI = AppFileRule(
        RuleDescription(
            id: "share-file-uri",
            summary: "An Android Stories intent passes a file:// URI (Uri.fromFile): Android 7 (API 24) and later "
                + "throw FileUriExposedException.",
            defaultSeverity: .error, appliesTo: "the sharing code the app model finds", source: RuleSource.fileProvider),
        triggering: [
            Example.shareCall(
                via: "the Stories intent", values: [(.background, "uri", false)], intent: true,
                origin: "Uri.fromFile(file)"),
            Example.shareCall(
                via: "the Stories intent", values: [(.sticker, "file:///sdcard/s.png", true)], intent: true),
        ],
        nonTriggering: [
            Example.shareCall(
                via: "the Stories intent", values: [(.background, "uri", false)], intent: true,
                origin: "FileProvider.getUriForFile(…)"),
            // react-native-share turns a file:// path into a content URI itself.
            Example.shareCall(values: [(.background, "file:///data/story.png", true)]),
        ]
    ) { file in
        judgeValues(file, [.background, .backgroundVideo, .sticker]) { call, value in
            guard call.isIntent else { return nil }
            let fromFile = [value.expression, value.origin ?? ""].contains { $0.contains("Uri.fromFile") }
            guard fromFile || (value.isLiteral && value.text.hasPrefix("file://")) else { return nil }
            return "the \(value.parameter.rawValue) is a file:// URI (\(value.origin ?? value.expression)): from "
                + "Android 7 (API 24) an intent carrying one to another app throws FileUriExposedException. Share a "
                + "content:// URI from a FileProvider: FileProvider.getUriForFile(context, authority, file)."
        }
    }
}
