import StoryshareKit
import StoryshareProject

extension AppFileRule {
    /// The share code asks `FileProvider.getUriForFile` for an authority no `<provider>` of the app declares:
    /// Android throws `IllegalArgumentException` ("Couldn't find meta-data for provider with authority …") and
    /// nothing is shared.
    public static let androidFileProviderAuthority = AppFileRule(
        RuleDescription(
            id: "android-file-provider-authority",
            summary: "The share code asks FileProvider.getUriForFile for an authority no <provider> of the app "
                + "declares (\"Couldn't find meta-data for provider with authority\").",
            defaultSeverity: .error, appliesTo: "an Android app's AndroidManifest.xml", source: RuleSource.fileProvider),
        triggering: [
            Example.androidManifest(
                sharing: AppSharing(
                    providerAuthorities: [
                        .init(authority: "${applicationId}.provider", place: "lib/share.dart:8", library: "appinio")
                    ])),
            Example.androidManifest(
                sharing: AppSharing(
                    providerAuthorities: [.init(authority: "com.example.app.share", place: "Share.kt:20")])),
        ],
        nonTriggering: [
            Example.androidManifest(
                sharing: AppSharing(
                    providerAuthorities: [.init(authority: "${applicationId}.fileprovider", place: "Share.kt:20")])),
            // A package written out where the manifest writes `${applicationId}`: the same provider.
            Example.androidManifest(
                sharing: AppSharing(
                    providerAuthorities: [.init(authority: "com.example.app.fileprovider", place: "Share.kt:20")])),
            // No provider at all: android-file-provider-missing says so.
            Example.androidManifest(
                grant: nil,
                sharing: AppSharing(
                    providerAuthorities: [.init(authority: "${applicationId}.provider", place: "Share.kt:20")])),
            Example.androidManifest(),
        ]
    ) { file in
        guard let manifest = file.appManifest, let asked = file.sharing?.providerAuthorities, !asked.isEmpty,
            let first = manifest.providers.first
        else { return [] }
        let declared = manifest.providers.flatMap { ($0.authorities ?? "").split(separator: ";").map(String.init) }
        var messages: [LocatedMessage] = []
        for request in asked {
            let verdicts = declared.map { ProviderAuthorities.serves($0, request.authority) }
            // A provider whose authority Gradle fills in (another placeholder) may be the one: not known.
            guard !verdicts.contains(where: { $0 != false }) else { continue }
            let who = request.library.map { "\($0)'s Android code" } ?? "the share code"
            messages.append(
                LocatedMessage(
                    "\(who) asks FileProvider.getUriForFile for the authority \(request.authority) "
                        + "(\(request.place)), but no <provider> declares it (declared: "
                        + "\(declared.isEmpty ? "none" : declared.joined(separator: ", "))): Android throws "
                        + "IllegalArgumentException (\"Couldn't find meta-data for provider with authority\") and "
                        + "nothing is shared. Declare the FileProvider with android:authorities=\""
                        + "\(request.authority)\" (the attribute takes several, separated by ;).",
                    at: first.location))
        }
        return messages
    }
}
