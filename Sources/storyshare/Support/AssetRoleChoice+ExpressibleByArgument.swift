import ArgumentParser
import StoryshareJudging

/// `--role auto|background|sticker`, taken by `validate`, `fix` and `preview --sheet`.
extension AssetRoleChoice: ExpressibleByArgument {}
