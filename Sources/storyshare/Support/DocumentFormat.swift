import ArgumentParser

/// Output formats of commands that print facts or findings for people or programs.
enum DocumentFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
