/// Every rule storyshare has, in the order findings are reported.
public enum RuleRegistry {
    /// Rules about one image or video.
    public static let assetRules: [AssetRule] = [
        .fileUnreadable, .formatUnsupported, .formatExtensionMismatch,
        .imageCorrupt, .imageTooSmall, .imageTooLargeBytes, .imageDimensionsExcessive, .imageAnimated, .imageCMYK,
        .backgroundAspectRatio, .backgroundOversized, .backgroundTooSmallInstagram,
        .stickerDimensions, .stickerOpaque,
        .videoCorrupt, .videoNoVideoTrack, .videoCodecUnsupported, .videoTooLong, .videoTooLongInstagramIOS,
        .videoResolution, .videoTooLargeBytes,
    ]

    /// Rules about what is shared together.
    public static let payloadRules: [PayloadRule] = [
        .appIDMissing, .appIDInvalid, .noAsset, .backgroundConflict,
        .colorInvalid, .colorHalfSpecified, .colorIgnored, .contentURLInvalid,
    ]

    /// Rules about an asset catalog's image sets and data sets.
    public static let catalogRules: [CatalogRule] = [.assetCatalogMalformed]

    /// Rules about a bundle file (`verify`).
    public static let bundleRules: [BundleRule] = [.bundleMalformed, .bundleIntegrity, .bundleExpired]

    /// Rules about an app's Info.plist and AndroidManifest.xml (`doctor`).
    public static let appFileRules: [AppFileRule] = [
        .infoPlistMalformed, .iosQuerySchemeMissing, .iosQuerySchemesOverLimit, .iosQuerySchemeDuplicate,
        .iosFacebookAppIDMissing, .appIDMismatch, .androidManifestMalformed, .androidQueryMissing,
        .androidFileProviderMissing, .androidFileProviderPath, .androidFileProviderAuthority, .shareAppIDMissing,
        .shareAppIDInvalid,
        .infoPlistDuplicateKey,
        .shareRemoteURL, .shareAssetBundledKey, .shareAssetNotFound, .shareColorInvalid, .shareImageNotData,
        .shareLinkInstagram,
        .shareLinkPlaceholder,
        .shareURINotGranted, .sharePayloadMissing,
        .shareFileURI, .shareLibraryDefect,
    ]

    /// Every rule's description: asset, catalog, payload, bundle and app-file rules.
    public static let descriptions: [RuleDescription] =
        assetRules.map(\.description) + catalogRules.map(\.description) + payloadRules.map(\.description)
        + bundleRules.map(\.description) + appFileRules.map(\.description)

    /// The description of the rule with this id.
    public static func description(id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
