import StoryshareProject

extension AppFileRule {
    /// The `<provider>` element sharing files needs, as the message shows it.
    static let fileProviderSnippet =
        "<provider android:name=\"androidx.core.content.FileProvider\" "
        + "android:authorities=\"${applicationId}.fileprovider\" android:exported=\"false\" "
        + "android:grantUriPermissions=\"true\"><meta-data android:name=\"android.support.FILE_PROVIDER_PATHS\" "
        + "android:resource=\"@xml/file_paths\"/></provider>"

    /// No `<provider>` grants URI permissions: the background and sticker files cannot reach Facebook or
    /// Instagram as the `content://` URIs the share intent needs.
    public static let androidFileProviderMissing = AppFileRule(
        RuleDescription(
            id: "android-file-provider-missing",
            summary: "No <provider> with android:grantUriPermissions=\"true\" (a FileProvider for content:// URIs).",
            defaultSeverity: .error, appliesTo: "an Android app's AndroidManifest.xml", source: RuleSource.fileProvider),
        triggering: [
            Example.androidManifest(grant: nil), Example.androidManifest(grant: "false"),
            Example.androidManifest(grant: "@bool/grant_uri_permissions"),
        ],
        nonTriggering: [
            Example.androidManifest(), Example.androidManifest(grant: nil, launcher: false), Example.infoPlist(),
            // The sharing code takes the URI from MediaStore: a content:// URI without a FileProvider.
            Example.androidManifest(grant: nil, sharing: AppSharing(urisFromMediaStore: true)),
            // Every share only opens a Stories URL: no file is sent.
            Example.androidManifest(grant: nil, sharing: AppSharing(sendsFiles: false)),
        ]
    ) { file in
        guard let manifest = file.appManifest, file.sharing?.urisFromMediaStore != true,
            file.sharing?.sendsFiles != false
        else { return [] }
        guard !manifest.providers.contains(where: { $0.grantURIPermissions == "true" }) else { return [] }
        let enclosing = manifest.application ?? manifest.manifest
        let references = manifest.providers.compactMap(\.grantURIPermissions).filter(FacebookAppID.isReference)
        if let reference = references.first {
            return [
                LocatedMessage(
                    "a <provider> sets android:grantUriPermissions to \(reference), a resource storyshare does not "
                        + "resolve; sharing files needs it true.", at: enclosing, informational: true)
            ]
        }
        let place = manifest.application == nil ? "<manifest>, inside an <application>" : "<application>"
        return [
            LocatedMessage(
                "no <provider> grants URI permissions (android:grantUriPermissions=\"true\"): the background and "
                    + "sticker must reach the app as content:// URIs, which needs a FileProvider. Add to \(place): "
                    + fileProviderSnippet + Phrases.unlessExpo(manifest.expoUndecided), at: enclosing,
                informational: manifest.expoUndecided != nil)
        ]
    }
}
