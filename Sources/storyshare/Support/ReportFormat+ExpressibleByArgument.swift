import ArgumentParser
import StoryshareReport

/// `--format text|json|sarif|junit|github|xcode`, taken by `validate` and `doctor`.
extension ReportFormat: ExpressibleByArgument {}
