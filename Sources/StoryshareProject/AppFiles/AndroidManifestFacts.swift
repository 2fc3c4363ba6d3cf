/// What an AndroidManifest.xml says about sharing to Stories, with where each thing is.
public struct AndroidManifestFacts: Sendable, Equatable {
    /// The `<manifest>` element: where a missing `<queries>` is to be added.
    public var manifest: SourceLocation
    /// `package`, when the manifest still names it (Gradle's `namespace` usually does now).
    public var package: String?
    /// The `<application>` element: where a missing `<provider>` is to be added.
    public var application: SourceLocation?
    /// Whether an activity (or alias) of the application has the `MAIN` action and the `LAUNCHER` category:
    /// the app module's manifest. Libraries' manifests and build variants' (merged into the app's) have none.
    public var hasLauncherActivity: Bool
    /// `<uses-sdk android:targetSdkVersion>` as written, when the manifest sets it (usually Gradle does).
    public var targetSDKVersion: Located<String>?
    /// `<uses-permission android:name="android.permission.QUERY_ALL_PACKAGES">`: every app is visible.
    public var queriesAllPackages: Bool
    /// Each `<queries>` element.
    public var queries: [SourceLocation]
    /// `<queries><package android:name>` values.
    public var queriedPackages: [Located<String>]
    /// `<queries><intent><action android:name>` values.
    public var queriedActions: [Located<String>]
    /// Each `<queries><intent>`, with its actions and data: an intent the target's app answers (SEND of an image)
    /// makes it visible as its package would.
    public var queriedIntents: [AndroidQueriedIntent] = []
    /// `<queries><provider android:authorities>` values, one per authority (the attribute may list several,
    /// separated by `;`): Android makes the app that owns a queried authority visible.
    public var queriedAuthorities: [Located<String>] = []
    /// The application's `<provider>` elements.
    public var providers: [AndroidProvider]
    /// `<meta-data android:name="com.facebook.sdk.ApplicationId" android:value>` in the application, as written.
    public var facebookAppID: Located<String>?
    /// What `facebookAppID` holds when it names a string resource (`@string/facebook_app_id`), followed to the
    /// module's `src/*/res/values*/` and its Gradle `resValue`; `nil` when it names none or was not followed.
    public var facebookAppIDResource: AndroidStringResource?
    /// The Expo configuration the manifest is made from (`app.json`), when the facts are its `expo.android`.
    public var expoConfig: String?
    /// What the Expo configuration sets that storyshare cannot read (a computed value, the app's own config plugin),
    /// as a phrase: a finding about what the configuration lacks is then said, not asserted.
    public var expoUndecided: String?
    /// The device a required `<uses-feature>` makes it an app for, where no Stories app runs: `Wear OS`
    /// (`android.hardware.type.watch`), `Android TV` (`android.software.leanback`), `Android Automotive`
    /// (`android.hardware.type.automotive`).
    public var device: Located<String>?

    /// The facts from their parts: a manifest with only `manifest` given declares nothing.
    public init(
        manifest: SourceLocation, package: String? = nil, application: SourceLocation? = nil,
        hasLauncherActivity: Bool = true, targetSDKVersion: Located<String>? = nil, queriesAllPackages: Bool = false,
        queries: [SourceLocation] = [], queriedPackages: [Located<String>] = [], queriedActions: [Located<String>] = [],
        providers: [AndroidProvider] = [], facebookAppID: Located<String>? = nil
    ) {
        self.manifest = manifest
        self.package = package
        self.application = application
        self.hasLauncherActivity = hasLauncherActivity
        self.targetSDKVersion = targetSDKVersion
        self.queriesAllPackages = queriesAllPackages
        self.queries = queries
        self.queriedPackages = queriedPackages
        self.queriedActions = queriedActions
        self.providers = providers
        self.facebookAppID = facebookAppID
    }
}
