import Testing

@testable import StorysharePreview

/// What each tile's caption says: as much of the file's path as fits the tile, its name shortened in the middle
/// (the extension kept) when even that is too long, every character outside printable ASCII as `?`; and how large
/// the caption and the number are drawn.
struct TileCaptionTests {
    @Test(arguments: [
        // The whole path when it fits, else the most of its last folders that fits with the name, else the name.
        ("assets/bg/intro.mp4", 22, "assets/bg/intro.mp4"),
        ("assets/bg/landscape.jpg", 22, "bg/landscape.jpg"),
        ("assets/stickers/logo.png", 22, "stickers/logo.png"),
        ("assets/stickers/logo.png", 16, "logo.png"),
        ("/tmp/a.png", 10, "/tmp/a.png"),
        ("/tmp/a.png", 9, "a.png"),
        // A name too long for the tile, shortened in the middle, its extension kept.
        ("art/very_long_background_compound.png", 24, "very_long_bac...ound.png"),
        ("art/very_long_background_compound.png", 13, "very_...d.png"),
        ("café/fond d'écran.jpg", 29, "caf?/fond d'?cran.jpg"),
        ("", 29, ""),
    ])
    func aCaptionIsAsMuchOfThePathAsFits(_ path: String, _ characters: Int, _ caption: String) {
        let shown = ContactSheet.caption(path, fitting: characters)
        #expect(shown == caption)
        #expect(shown.count <= characters)
    }

    @Test(arguments: [
        ("very_long_background_compound.png", 24, "very_long_bac...ound.png"),
        ("very_long_background_compound.png", 33, "very_long_background_compound.png"),
        ("very_long_background_compound.png", 32, "very_long_background_...ound.png"),
        ("very_long_background_compound.png", 8, "v....png"),
        // No extension (or only a leading dot): half of what is kept at each end.
        ("README_FOR_THE_STORY_ASSETS", 13, "READM...SSETS"),
        (".storyshare_background", 11, ".sto...ound"),
        // An extension too long to keep whole with a start.
        ("a.configuration", 9, "a.c...ion"),
        // Too few characters for `...` to help.
        ("background.png", 4, "back"),
        ("background.png", 0, ""),
    ])
    func aLongNameIsShortenedInTheMiddle(_ name: String, _ characters: Int, _ shortened: String) {
        let shown = ContactSheet.shortened(name, to: characters)
        #expect(shown == shortened)
        #expect(shown.count == min(characters, name.count))
    }

    @Test func aNameOutsideASCIIIsDrawnWithQuestionMarks() {
        #expect(ContactSheet.caption("assets/logo-ü.png", fitting: 29) == "assets/logo-?.png")
        #expect(ContactSheet.caption("assets/🎉🎉🎉🎉🎉🎉.png", fitting: 10) == "??????.png")
        // A character made of several code points is one character, and one `?`.
        #expect(ContactSheet.caption("e\u{301}.png", fitting: 29) == "?.png")
    }

    @Test func theCaptionAndTheNumberGrowWithTheTile() {
        #expect(ContactSheet.captionScale(for: PreviewLayout(width: 54)) == 1)
        #expect(ContactSheet.captionScale(for: PreviewLayout(width: 180)) == 1)
        #expect(ContactSheet.captionScale(for: PreviewLayout(width: 359)) == 1)
        #expect(ContactSheet.captionScale(for: PreviewLayout(width: 360)) == 2)
        #expect(ContactSheet.captionScale(for: PreviewLayout(width: 1440)) == 8)
        #expect(ContactSheet.captionHeight(for: PreviewLayout(width: 180)) == 10)
        #expect(ContactSheet.captionHeight(for: PreviewLayout(width: 1440)) == 80)
        // A caption holds 29 characters at 180 pixels and at every multiple of 180, more in between (59 at 359).
        for width in [180, 359, 360, 540, 1080, 1440] {
            let layout = PreviewLayout(width: width)
            let characters = BitmapText.characters(fitting: width, scale: ContactSheet.captionScale(for: layout))
            #expect(characters == [180: 29, 359: 59, 360: 29, 540: 29, 1080: 29, 1440: 29][width], "at \(width)")
        }
        #expect(ContactSheet.numberScale(for: PreviewLayout(width: 9)) == 1)
        #expect(ContactSheet.numberScale(for: PreviewLayout(width: 54)) == 1)
        #expect(ContactSheet.numberScale(for: PreviewLayout(width: 135)) == 2)
        #expect(ContactSheet.numberScale(for: PreviewLayout(width: 180)) == 2)
        #expect(ContactSheet.numberScale(for: PreviewLayout(width: 1440)) == 16)
        // From 40 pixels wide, a four-digit plate's height stays within the band the interface covers.
        for width in [40, 54, 119, 120, 180, 209, 210, 1080, 1440] {
            let layout = PreviewLayout(width: width)
            let plate = BitmapText.plate("2001", at: (0, 0), scale: ContactSheet.numberScale(for: layout))
            #expect(plate.height <= layout.safeZone, "at \(width)")
        }
    }
}
