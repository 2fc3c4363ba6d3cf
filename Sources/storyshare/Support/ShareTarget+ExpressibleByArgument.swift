import ArgumentParser
import StoryshareKit

/// `--target facebook|instagram`, taken by `validate`, `fix`, `preview` and `bundle`.
extension ShareTarget: ExpressibleByArgument {}
