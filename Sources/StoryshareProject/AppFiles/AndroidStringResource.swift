/// What an Android string resource (`@string/NAME`) holds, followed to the resources of the module that names it.
public enum AndroidStringResource: Sendable, Equatable {
    /// One value, set where `Evidence` says (a `<string>` of `res/values*/`, or Gradle's `resValue`).
    case value(String, Evidence)
    /// Set in several places to different values (per flavour, per build type), or at build time: said, as a phrase.
    case undecided(String)
    /// No file of the module defines it: the build fails (aapt: "resource string/NAME not found"). `lookedIn` says
    /// where storyshare looked.
    case undefined(lookedIn: String)
}
