/// Each tile's number and caption: how large they are drawn, and how much of a path a caption holds.
extension ContactSheet {
    /// How many image pixels a font pixel of a tile's number is on a tile of `layout`'s size: 1 up to 119 pixels
    /// wide, 2 at 120 to 209 (the default 180), then one more for every 90 pixels (16 at 1440). A digit is then
    /// 10x14 pixels on a 180x320 tile; on tiles 40 pixels wide or more the plate of a number stays within the top
    /// band the Stories interface covers.
    public static func numberScale(for layout: PreviewLayout) -> Int { max((layout.width + 60) / 90, 1) }

    /// How many image pixels a font pixel of a tile's caption is on a tile of `layout`'s size: 1 up to 359 pixels
    /// wide, then one more for every 180 (8 at 1440). A caption then holds 29 characters on the default 180-wide
    /// tile and from 29 to 59 on a wider one; 22 at 135, 13 at 84, 8 at 54.
    public static func captionScale(for layout: PreviewLayout) -> Int { max(layout.width / 180, 1) }

    /// The height of the band below each tile's picture that holds its caption: one line of text, tails below the
    /// line and all, on its plate; 10 pixels on tiles up to 359 pixels wide.
    public static func captionHeight(for layout: PreviewLayout) -> Int {
        (BitmapText.glyphHeight + BitmapText.descent + 2) * captionScale(for: layout)
    }

    /// What the caption of a file at `path` says in at most `characters` characters, each outside printable
    /// ASCII as `?`: the whole path when it fits (`assets/bg/intro.mp4`), else the most of its last folders that
    /// fits with its name (`bg/landscape.jpg`), else its name, shortened in the middle when even that is too long
    /// (see `shortened(_:to:)`).
    public static func caption(_ path: String, fitting characters: Int) -> String {
        let drawn = BitmapText.drawn(path)
        guard drawn.count > characters else { return drawn }
        let components = drawn.split(separator: "/")
        for start in components.indices.dropFirst() {
            let tail = components[start...].joined(separator: "/")
            if tail.count <= characters { return tail }
        }
        return shortened(components.last.map(String.init) ?? drawn, to: characters)
    }

    /// `name` in at most `characters` characters: itself when it fits, else its start and its end around `...`,
    /// the end keeping the extension and the four characters before it when there is room
    /// (`very_long_bac...ound.png` for `very_long_background_compound.png` in 24), else half of what is kept. Under
    /// 5 characters, where `...` would leave next to nothing, its first characters.
    public static func shortened(_ name: String, to characters: Int) -> String {
        guard name.count > characters else { return name }
        guard characters >= 5 else { return String(name.prefix(max(characters, 0))) }
        let kept = characters - 3
        let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
        let extensionLength = dot.map { name[$0...].count } ?? 0
        let end =
            extensionLength > 0 && extensionLength < kept
            ? min(extensionLength + 4, max(extensionLength, kept / 2)) : kept / 2
        return "\(name.prefix(kept - end))...\(name.suffix(end))"
    }
}
