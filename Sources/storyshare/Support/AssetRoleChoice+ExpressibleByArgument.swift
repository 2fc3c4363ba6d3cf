import ArgumentParser
import StoryshareJudging
import StoryshareReport

/// `--role auto|background|sticker`, taken by `validate`, `fix` and `preview --sheet`.
extension AssetRoleChoice: ExpressibleByArgument {}
