import ArgumentParser
import StoryshareBundle
import StoryshareFix
import StoryshareJudging
import StoryshareKit
import StoryshareReport

/// Output formats of commands that print facts or findings for people or programs.
enum DocumentFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `--role auto|background|sticker`, taken by `validate`, `fix` and `preview --sheet`.
extension AssetRoleChoice: ExpressibleByArgument {}
/// `--format text|json|sarif|junit|github|xcode`, taken by `validate` and `doctor`.
extension ReportFormat: ExpressibleByArgument {}
/// `--target facebook|instagram`, taken by `validate`, `fix`, `preview` and `bundle`.
extension ShareTarget: ExpressibleByArgument {}
/// `--target facebook|instagram|both`, taken by `doctor`.
extension TargetChoice.Named: ExpressibleByArgument {}
/// `--fit pad|crop`, taken by `fix`.
extension FitMode: ExpressibleByArgument {}
/// `--encoding binary`, taken by `bundle`.
extension ShareBundle.Encoding: ExpressibleByArgument {}
