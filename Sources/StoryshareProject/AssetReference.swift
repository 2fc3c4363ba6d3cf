import Foundation
import StoryshareKit

/// A reference in sharing code to a file, before it is resolved.
struct AssetReference {
    enum Kind {
        /// `UIImage(named: "x")`: an asset catalog set, or a file named so in the app's bundle.
        case catalogName(String)
        /// `R.drawable.x`: an Android resource of that type.
        case androidResource(type: String, name: String)
        /// `require('./x.png')`, an import, a Flutter asset path or another literal naming a media file.
        case path(String)
        /// `data:image/png;base64,…`.
        case dataURI(mediaType: String, base64: String)
        /// `images.image1`: a member of a module imported from `module` (relative to the file).
        case importedMember(module: String, member: String)
        /// `Bundle.main.path(forResource: "x", ofType: "mp4")`, or a helper doing so with the name and extension its
        /// caller gives: the file `x.mp4` the app bundle ships, in whatever folder of the codebase it sits.
        case bundleFile(String)
        /// `DesignSystemAsset.Images.instaBackground.image`, `Asset.storyBackground.image`: an accessor Tuist or
        /// SwiftGen generates for an asset-catalog image, named after the set (`InstaBackground`) in camel case.
        case generatedAccessor(String)
    }

    var kind: Kind
    var evidence: Evidence
    var role: ShareRole?
    /// Whether the code opens it as one of the Android app's assets (`assets.open("x.mp4")`, or a function of the
    /// file that does, given the name): its file is then the `assets` folder's, and said missing when absent.
    var opensAndroidAsset = false
}
