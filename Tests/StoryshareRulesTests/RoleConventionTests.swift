import Testing

@testable import StoryshareRules

/// With no `sticker:` globs, names say what is a sticker: folders named sticker(s), image sets and file
/// names holding "sticker", in any case.
struct RoleConventionTests {
    @Test(arguments: [
        ("Share/stickers/logo.png", AssetRole.sticker),
        ("Share/Stickers/logo.png", .sticker),
        ("STICKER/a/b/c.png", .sticker),
        ("App/sticker/x.jpg", .sticker),
        ("Share/logo-sticker.png", .sticker),
        ("Share/MySticker@3x.png", .sticker),
        ("App/Assets.xcassets/StickerLogo.imageset/logo@3x.png", .sticker),
        ("App/Assets.xcassets/Share/Stickers/Logo.imageset/logo@3x.png", .sticker),
        ("Share/bg/landscape.jpg", .background),
        ("Share/logo.png", .background),
        ("stickers.png", .sticker),
        ("stickersheet/a.png", .background),
        ("old-stickers/a.png", .background),
        ("App/Assets.xcassets/StoryBackground.imageset/bg@3x.png", .background),
        ("", .background),
    ])
    func roleByName(path: String, role: AssetRole) {
        #expect(RoleConvention.role(forPath: path) == role, "\(path)")
    }
}
