import StoryshareMedia
import StoryshareRules
import StoryshareSystem

/// JUnit XML, as GitLab, Jenkins and most CI dashboards read it: one `<testsuite name="storyshare">`
/// with one `<testcase>` per file (`classname` `storyshare.<role>`, `name` the path).
///
/// A file whose findings fail the run (errors; warnings too under `--strict`) gets one `<failure>`, or
/// one `<error>` when storyshare could not read it at all (`file-unreadable`): at most one of them per
/// test case, as the JUnit schema allows, with every finding of the file in its body. A file that
/// passes with warnings or infos lists them in `<system-out>`. The `tests`, `failures` and `errors`
/// counts are counts of test cases. JUnit has no place for a line: a finding's line begins the outcome's
/// `message` (`line 12: …`) and its line in the body (`PATH:12: error: …`).
public enum JUnitReporter: Reporter {
    /// `--format junit`.
    public static let identifier = "junit"

    /// Rules meaning the file could not be examined: reported as `<error>`, not `<failure>`.
    static let unexaminedRules: Set<String> = ["file-unreadable"]

    /// The JUnit document for `report`, ending with a newline.
    public static func generateReport(_ report: Report, context: ReportContext) -> String {
        let cases = report.files.map { TestCase(file: $0, strict: report.strict) }
        let failures = cases.filter { $0.outcome?.element == "failure" }.count
        let errors = cases.filter { $0.outcome?.element == "error" }.count
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(ToolInfo.name)\" \(counts)>\n"
        out += "    <testsuite name=\"\(ToolInfo.name)\" \(counts)>\n"
        var properties: [(String, String)] = []
        if let file = context.configurationFile { properties.append(("configuration", DisplayText.path(file))) }
        if let baselined = report.baselined { properties.append(("baselined", "\(baselined)")) }
        if !properties.isEmpty {
            out += "        <properties>\n"
            for (name, value) in properties {
                out += "            <property name=\"\(name)\" value=\"\(XMLEscaping.attribute(value))\"/>\n"
            }
            out += "        </properties>\n"
        }
        for testCase in cases {
            out += testCase.xml(indent: "        ")
        }
        out += "    </testsuite>\n"
        out += "</testsuites>\n"
        return out
    }

    /// One file as a test case.
    struct TestCase {
        /// Why a test case did not pass: the element, its `message` and `type`.
        struct Outcome {
            let element: String
            let message: String
            let type: String
        }

        let file: Report.File
        let outcome: Outcome?

        init(file: Report.File, strict: Bool) {
            self.file = file
            let failing = file.findings.filter { $0.severity == .error || (strict && $0.severity == .warning) }
            if let first = failing.first {
                let unexamined = failing.first { JUnitReporter.unexaminedRules.contains($0.rule) }
                let headline = unexamined ?? first
                let more = failing.count > 1 ? " (and \(failing.count - 1) more)" : ""
                outcome = Outcome(
                    element: unexamined == nil ? "failure" : "error",
                    message: (headline.line.map { "line \($0): " } ?? "")
                        + DisplayText.escaped(headline.message(subject: file.subject)) + more, type: headline.rule)
            } else {
                outcome = nil
            }
        }

        func xml(indent: String) -> String {
            let name = XMLEscaping.attribute(DisplayText.path(file.path))
            let open =
                "\(indent)<testcase classname=\"\(ToolInfo.name).\(file.kind)\" "
                + "name=\"\(name)\" file=\"\(name)\""
            let body = file.findings.map { TextReporter.line($0, subject: file.subject, color: false) + "\n" }
                .joined()
            if let outcome {
                return open + ">\n"
                    + "\(indent)    <\(outcome.element) message=\"\(XMLEscaping.attribute(outcome.message))\" "
                    + "type=\"\(XMLEscaping.attribute(outcome.type))\">\(XMLEscaping.text(body))</\(outcome.element)>\n"
                    + "\(indent)</testcase>\n"
            }
            if !body.isEmpty {
                return open + ">\n"
                    + "\(indent)    <system-out>\(XMLEscaping.text(body))</system-out>\n"
                    + "\(indent)</testcase>\n"
            }
            return open + "/>\n"
        }
    }
}
