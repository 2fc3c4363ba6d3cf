import StoryshareColor
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareFix

/// Where fixed files go, and the command shown for videos.
struct FixedFileNameTests {
    @Test func theExtensionIsCorrectedOnlyWhenItNamesAnotherFormat() {
        #expect(FixedFileName.named("a/photo.png", for: .jpeg) == "a/photo.jpg")
        #expect(FixedFileName.named("a/photo.PNG", for: .jpeg) == "a/photo.jpg")
        #expect(FixedFileName.named("photo.jpeg", for: .jpeg) == "photo.jpeg")
        #expect(FixedFileName.named("photo.jpg", for: .png) == "photo.png")
        #expect(FixedFileName.named("no-extension", for: .png) == "no-extension")
        #expect(FixedFileName.named("notes.v2", for: .png) == "notes.v2")
        #expect(FixedFileName.named(".hidden", for: .png) == ".hidden")
        #expect(FixedFileName.named("dir.jpg/logo.png", for: .png) == "dir.jpg/logo.png")
    }

    @Test func aDirectoryTakesThePathBelowWhatWasNamed() {
        #expect(
            FixedFileName.of(
                path: "assets/stickers/logo.jpg", relativePath: "stickers/logo.jpg", format: .png,
                destination: .directory("out")) == "out/stickers/logo.png")
        #expect(
            FixedFileName.of(path: "/abs/bg.png", relativePath: "bg.png", format: .png, destination: .inPlace)
                == "/abs/bg.png")
    }

    @Test func aVideoGetsTheFFmpegCommandForItsFindings() throws {
        let asset = Example.video(.mp4, codec: "mpeg4", 2160, 3840, seconds: 31) { $0.path = "clips/it's.mp4" }
        let findings = Validator().findings(for: asset.facts, role: .background)
        let output = VideoCommand.output(path: "clips/it's.mp4", relativePath: "it's.mp4", destination: .inPlace)
        #expect(output == "clips/it's.fixed.mp4")
        let command = VideoCommand.suggestion(
            facts: asset.facts, findings: findings, limits: Limits(), output: output)
        #expect(
            command
                == "ffmpeg -i 'clips/it'\\''s.mp4' -t 20 -vf "
                + "'scale=w=1080:h=1920:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1' -c:v libx264 "
                + "-crf 23 -preset medium -pix_fmt yuv420p -c:a aac -movflags +faststart 'clips/it'\\''s.fixed.mp4'")
        // A landscape video (a warning only) is made 9:16: padded with the pad colour, or cropped to cover.
        let landscape = Example.video(.mp4, 1920, 1080) { $0.path = "wide.mp4" }
        let wide = Validator().findings(for: landscape.facts, role: .background)
        #expect(wide.map(\.rule) == ["background-aspect-ratio"])
        let navy = try HexColor(parsing: "#1D3557")
        let tail = " -c:v libx264 -crf 23 -preset medium -pix_fmt yuv420p -c:a aac -movflags +faststart out.mp4"
        #expect(
            VideoCommand.suggestion(
                facts: landscape.facts, findings: wide, limits: Limits(), fit: .pad,
                padColor: navy, output: "out.mp4")
                == "ffmpeg -i wide.mp4 -vf 'scale=w=1080:h=1920:force_original_aspect_ratio=decrease:"
                + "force_divisible_by=2,pad=1080:1920:(ow-iw)/2:(oh-ih)/2:color=0x1D3557,setsar=1'" + tail)
        #expect(
            VideoCommand.suggestion(
                facts: landscape.facts, findings: wide, limits: Limits(), fit: .crop, output: "out.mp4")
                == "ffmpeg -i wide.mp4 -vf 'scale=w=1080:h=1920:force_original_aspect_ratio=increase,"
                + "crop=1080:1920,setsar=1'" + tail)
        // Nothing a re-encode answers: no command.
        let fine = Example.video()
        #expect(
            VideoCommand.suggestion(
                facts: fine.facts, findings: Validator().findings(for: fine.facts, role: .background),
                limits: Limits(), output: "x.mp4") == nil)
        #expect(
            VideoCommand.output(path: "a/clip.webm", relativePath: "clip.webm", destination: .directory("out"))
                == "out/clip.mp4")
    }
}
