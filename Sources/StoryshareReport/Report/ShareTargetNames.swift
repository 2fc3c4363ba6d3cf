import StoryshareKit
import StoryshareRules
import StoryshareSystem

/// Target names in order, each once.
enum ShareTargetNames {
    static func of(_ targets: [ShareTarget]) -> [String] {
        ShareTarget.allCases.filter(targets.contains).map(\.rawValue)
    }
}
