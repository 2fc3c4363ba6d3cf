import StoryshareKit

/// One place the sources share to Stories.
public struct ShareCall: Sendable, Equatable {
    /// Facebook or Instagram.
    public var target: ShareTarget
    /// How.
    public var api: ShareAPI
    /// Where.
    public var evidence: Evidence
    /// The platform whose sources hold it; `nil` for shared sources (JavaScript, TypeScript, Dart).
    public var platform: Platform?
    /// Whether the file builds the shared URI from MediaStore (Android: no FileProvider needed).
    public var usesMediaStore: Bool
    /// Whether the Android code around an intent asks whether the target's app is there (`resolveActivity`,
    /// `getPackageInfo`, `queryIntentActivities`, …): what package visibility hides. Starting an activity needs no
    /// visibility. A library's call is taken to ask.
    public var asksVisibility = true
    /// The App ID this share gives: from its own call's arguments, or the function holding a share through the
    /// platform's URL, pasteboard or intent.
    public var appID: CallAppID = .unread("not read")
    /// What else the share passes (background, sticker, colours, link), each as written or followed to a literal.
    public var values: [ShareValue] = []
    /// An Android intent's sticker URI that no `grantUriPermission` of the file grants to the target's app: where
    /// it is passed.
    public var ungrantedURI: Evidence?
    /// The lines of the function that holds the share, when the reader found one.
    public var functionLines: ClosedRange<Int>?
    /// The name of the function that holds the share, when only a call of the sources can run it (not an override,
    /// an action, an exported or framework-called method: ``ShareReachability``).
    var helper: String?
    /// When ``helper`` is used in its own file only inside other functions that need a caller (a computed property
    /// read only by helpers): those functions, up to three steps out. The share runs when one of them is called.
    var callers: [String] = []
    /// Whether ``helper`` names a constant (a library's options object outside every function), which runs where
    /// code that runs uses it, rather than a function.
    var helperIsConstant = false

    /// Where the share this call is part of starts, as `path:line`: a library call and an intent are shares of their
    /// own; a URL and pasteboard items set in one function are one share, which starts with that function.
    public var share: String {
        if let joined { return "\(evidence.path):\(joined)" }
        let own = ShareCodeScanner.library(of: api).isLibrary || api == .intent ? nil : functionLines?.lowerBound
        return "\(evidence.path):\(own ?? shareStart ?? evidence.line ?? 0)"
    }

    /// For pasteboard items opened by a Stories URL another function of the file builds (`UIApplication.shared
    /// .open(storiesURL)`, `storiesURL` a computed property): where that URL's share starts.
    var joined: Int?

    /// For pasteboard keys set outside any named function: the line of the first key of the run they belong to.
    var shareStart: Int?

    /// For a library's call: the App ID it passes by a named argument of an App ID's name, as written
    /// (`facebookAppId: kFacebookAppId`): what is said of it when the call proves the app's own function (the
    /// codebase does not depend on the library).
    var namedAppID: String?

    /// For a library's call that gives no App ID by name: its unlabelled arguments in order, each as written with
    /// its literal when it is one, and their lines: what the app's own function of that name is given, where its
    /// definition says which parameter is the App ID.
    var positional: [PassedArgument] = []

    /// How the call shares, for messages: the library's name, or the platform's transport.
    public var via: String { ShareCodeScanner.library(of: api).name }

    /// A call that shares, as the scan found it.
    public init(
        target: ShareTarget, api: ShareAPI, evidence: Evidence, platform: Platform? = nil,
        usesMediaStore: Bool = false
    ) {
        self.target = target
        self.api = api
        self.evidence = evidence
        self.platform = platform
        self.usesMediaStore = usesMediaStore
    }
}

/// What one share gives for its App ID.
public enum CallAppID: Sendable, Equatable {
    /// An App ID: a literal (followed to it where the value is a name one step away), or a name the reader could not
    /// follow.
    case given(AppIDSource)
    /// None, where the share takes one.
    case absent
    /// None: the library it goes through has no App ID option (named).
    case notTaken(String)
    /// The reader could not tell (why): not judged.
    case unread(String)

    /// Whether the share gives an App ID: `nil` when the reader could not tell.
    public var isGiven: Bool? {
        switch self {
        case .given: true
        case .absent, .notTaken: false
        case .unread: nil
        }
    }

    /// Why a line of a share judged at another line (a pasteboard item at the URL that opens it) is not read on its
    /// own: `the same share as line N`.
    public static let sameSharePrefix = "the same share as line "

    /// Whether this line's App ID is judged at another line of the same share.
    public var isJudgedElsewhere: Bool {
        if case .unread(let why) = self { return why.hasPrefix(Self.sameSharePrefix) }
        return false
    }

    /// The library without an App ID option the share goes through.
    public var libraryWithout: String? {
        if case .notTaken(let library) = self { return library }
        return nil
    }

    /// The App ID, when the share gives one.
    public var source: AppIDSource? {
        if case .given(let source) = self { return source }
        return nil
    }
}

/// A value a share passes, other than its App ID.
public struct ShareValue: Sendable, Equatable {
    /// What it is.
    public var parameter: ShareParameter
    /// The literal, when ``isLiteral`` (followed one step where a name holds one); else the name or expression.
    public var text: String
    /// Whether ``text`` is the value as written in a literal.
    public var isLiteral: Bool
    /// Where it is given (for a followed name, where the literal is).
    public var evidence: Evidence
    /// The expression the share passes, as written roughly (`'#${color.value.toRadixString(16)}'`).
    public var expression: String
    /// When the share passes a name: the expression assigned to it (`Uri.fromFile(…)` for `uri`), one step.
    public var origin: String?
    /// For an image a Swift share puts on the pasteboard: the line saying it is a `UIImage` (the value, or the
    /// declaration of the name passed), where the pasteboard needs its PNG or JPEG data.
    public var imageObjectLine: Int?
}

/// An argument a call passes, as written, with its literal when it is one.
struct PassedArgument: Sendable, Equatable {
    var written: String
    var literal: String?
    var line: Int
}
