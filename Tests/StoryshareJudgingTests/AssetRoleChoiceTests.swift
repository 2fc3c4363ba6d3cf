import StoryshareJudging
import StoryshareMedia
import StoryshareRules
import Testing

@testable import StoryshareReport

/// `--role`: a fixed role wins over everything; under `auto` a configuration's glob wins over the app model's role,
/// which wins over the naming convention.
struct AssetRoleChoiceTests {
    static func configuration(stickerGlobs: [String] = [], backgroundGlobs: [String] = []) -> Configuration {
        var configuration = Configuration()
        configuration.directory = "/repo"
        configuration.stickerGlobs = stickerGlobs.map(Glob.init)
        configuration.backgroundGlobs = backgroundGlobs.map(Glob.init)
        return configuration
    }

    static func role(
        _ choice: AssetRoleChoice, _ path: String, kind: MediaKind = .image, model: AssetRole? = nil,
        _ configuration: Configuration = configuration()
    ) -> AssetRole {
        choice.role(of: path, kind: kind, modelRole: model, configuration: configuration, workingDirectory: "/repo")
    }

    @Test func aFixedRoleWinsOverTheModelAndTheGlobs() {
        let globs = Self.configuration(stickerGlobs: ["*.png"])
        #expect(Self.role(.background, "stickers/logo.png", model: .sticker, globs) == .background)
        #expect(Self.role(.sticker, "bg.jpg", kind: .video, model: .background) == .sticker)
    }

    @Test func underAutoTheModelsRoleStandsUnlessAGlobSaysOtherwise() {
        // The model's role wins over the naming convention ("stickers/" would make it a sticker).
        #expect(Self.role(.auto, "stickers/logo.png", model: .background) == .background)
        #expect(Self.role(.auto, "hero.png", model: .sticker) == .sticker)
        // A glob of the configuration wins over the model.
        #expect(
            Self.role(.auto, "hero.png", model: .sticker, Self.configuration(backgroundGlobs: ["hero.png"]))
                == .background)
        #expect(
            Self.role(.auto, "hero.png", model: .background, Self.configuration(stickerGlobs: ["*.png"])) == .sticker)
    }

    @Test func underAutoWithoutAModelTheConfigurationAndTheConventionDecide() {
        #expect(Self.role(.auto, "stickers/logo.png") == .sticker)
        #expect(Self.role(.auto, "hero.png") == .background)
        #expect(Self.role(.auto, "stickers/intro.mp4", kind: .video) == .background)
        // With sticker globs the convention no longer applies.
        #expect(
            Self.role(.auto, "stickers/logo.png", Self.configuration(stickerGlobs: ["badges/*.png"])) == .background)
    }

    @Test func theChoicesAreWhatRoleTakes() {
        #expect(AssetRoleChoice.allCases.map(\.rawValue) == ["auto", "background", "sticker"])
    }
}
