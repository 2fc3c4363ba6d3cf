/// How the automatic role tells a sticker from a background when the configuration gives no `sticker`
/// globs: by the names people already give them.
///
/// An image is a sticker when a folder in its path is named `sticker` or `stickers`, when an asset
/// catalog's image set in its path has `sticker` in its name (`StickerLogo.imageset`: the asset's name is
/// the image's name there), or when its file name contains `sticker`; letter case never matters. Every
/// other image is a background.
public enum RoleConvention {
    /// Folder names that make every image below them a sticker (compared in lower case).
    public static let stickerFolderNames: Set<String> = ["sticker", "stickers"]

    /// The role `path` (relative to the configuration's directory, `/`-separated) gets by convention.
    public static func role(forPath path: String) -> AssetRole {
        let components = path.split(separator: "/").map { $0.lowercased() }
        guard let name = components.last else { return .background }
        for folder in components.dropLast() {
            if stickerFolderNames.contains(folder) { return .sticker }
            if folder.hasSuffix(".imageset"), folder.dropLast(".imageset".count).contains("sticker") {
                return .sticker
            }
        }
        return name.contains("sticker") ? .sticker : .background
    }
}
