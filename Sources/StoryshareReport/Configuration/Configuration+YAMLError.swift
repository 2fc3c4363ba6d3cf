import Yams

extension Configuration {
    /// A YAML syntax error as one line at its line and column: libyaml's problem and, when it gives one, what it
    /// was reading. Yams's own text spans lines and quotes the source under a caret, which the escaping of
    /// messages would print as literal `\n`s.
    static func yamlError(_ error: YamlError, file: String) -> ConfigurationError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let reading = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return ConfigurationError(
                location: "\(file):\(mark.line):\(mark.column)", message: "not valid YAML: \(problem)\(reading)")
        default:
            let text = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
            return ConfigurationError(location: file, message: "not valid YAML: \(text)")
        }
    }
}
