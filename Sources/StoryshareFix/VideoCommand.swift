import StoryshareColor
import StoryshareMedia
import StoryshareRules

/// The `ffmpeg` command that would make a video what the rules ask: storyshare depends on no video codec, so
/// it says what to run instead of re-encoding. H.264 in MP4 (what every target plays), scaled to fit 1080p,
/// cut to the longest allowed duration, AAC audio, the index at the front.
enum VideoCommand {
    /// Findings a re-encode answers.
    static let answeredRules: Set<String> = [
        AssetRule.videoCodecUnsupported, .videoTooLong, .videoTooLongInstagramIOS, .videoResolution,
        .videoTooLargeBytes, .formatExtensionMismatch, .backgroundAspectRatio,
    ].reduce(into: []) { $0.insert($1.description.id) }

    /// The command for `facts`' findings, writing `output`; nil when none of them is a re-encode's to answer.
    /// A video that is not 9:16 is made 1080x1920 as `fit` says: padded with `padColor` (ffmpeg pads with one
    /// colour: a gradient's top one) or cropped to cover. Every scale ends with `setsar=1`: rounding a side to
    /// an even number makes ffmpeg keep the aspect with non-square pixels otherwise, and players then show a
    /// 1080-wide video 1081 wide, over 1080p.
    static func suggestion(
        facts: MediaFacts, findings: [Finding], limits: Limits, fit: FitMode = .pad,
        padColor: HexColor = .defaultTop, output: String
    ) -> String? {
        let fired = Set(findings.map(\.rule))
        guard !fired.isDisjoint(with: answeredRules) else { return nil }
        var arguments = ["ffmpeg", "-i", quoted(facts.path)]
        if fired.contains(AssetRule.videoTooLongInstagramIOS.description.id) {
            arguments += ["-t", seconds(limits.instagramMaxVideoSeconds)]
        } else if fired.contains(AssetRule.videoTooLong.description.id) {
            arguments += ["-t", seconds(limits.maxVideoSeconds)]
        }
        let (short, long) = (limits.maxVideoShortSide, limits.maxVideoLongSide)
        if fired.contains(AssetRule.backgroundAspectRatio.description.id) {
            let filter =
                switch fit {
                case .pad:
                    "scale=w=\(short):h=\(long):force_original_aspect_ratio=decrease:force_divisible_by=2,"
                        + "pad=\(short):\(long):(ow-iw)/2:(oh-ih)/2:color=0x\(padColor.hex.dropFirst()),setsar=1"
                case .crop:
                    "scale=w=\(short):h=\(long):force_original_aspect_ratio=increase,crop=\(short):\(long),setsar=1"
                }
            arguments += ["-vf", "'\(filter)'"]
        } else if fired.contains(AssetRule.videoResolution.description.id) {
            let landscape = (facts.displayWidth ?? 0) > (facts.displayHeight ?? 0)
            let (w, h) = landscape ? (long, short) : (short, long)
            arguments += [
                "-vf", "'scale=w=\(w):h=\(h):force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1'",
            ]
        }
        arguments += [
            "-c:v", "libx264", "-crf", "23", "-preset", "medium", "-pix_fmt", "yuv420p", "-c:a", "aac",
            "-movflags", "+faststart", quoted(output),
        ]
        return arguments.joined(separator: " ")
    }

    /// Where the command writes: the destination's name with `.mp4`, beside the input (`NAME.fixed.mp4`) when
    /// that would be the input itself.
    static func output(path: String, relativePath: String, destination: FixDestination) -> String {
        let target = FixedFileName.of(path: path, relativePath: relativePath, format: .mp4, destination: destination)
        let withMP4 = replacingExtension(target, with: "mp4")
        guard withMP4 == path else { return withMP4 }
        return replacingExtension(path, with: "fixed.mp4")
    }

    private static func replacingExtension(_ path: String, with ext: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + "." + ext }
        return String(path.dropLast(name.count)) + name[..<dot] + "." + ext
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A word for a POSIX shell: single-quoted unless it is plain.
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "/._-+,".unicodeScalars.contains($0)
        }
        if plain && !word.isEmpty { return word }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
