/// Whether a share can run, as far as the sources say it: a share inside a named function that nothing calls
/// (a helper left behind when the app moved to another way of sharing) is "present, not called", and does not
/// make its app share. A function the platform or a framework calls by itself is never judged so: an override, an
/// action wired in Interface Builder or a layout, a method exported to JavaScript or to a web view, a delegate
/// method, a default export (a route), a lifecycle method by its name.
enum ShareReachability {
    /// Marks on a function's declaration (or the line above it) that say something other than the sources calls
    /// it.
    static let entryMarks = [
        "override", "@Override", "@objc", "IBAction", "@ReactMethod", "RCT_EXPORT_METHOD", "RCT_REMAP_METHOD",
        "@JavascriptInterface", "@PluginMethod", "@OnClick", "export default", "vm:entry-point", "@main",
        "@UIApplicationMain", "@Test", "@IBSegueAction",
        // Flutter's engine calls these: an app delegate's `didInitializeImplicitFlutterEngine(_:)`, a plugin's
        // `register(with registrar:)`, a method channel's handler (Swift, Kotlin, Java).
        "FlutterImplicitEngineBridge", "FlutterPluginRegistrar", "FlutterMethodCall", "FlutterEngine", ": MethodCall",
        "MethodCall call",
    ]

    /// Names frameworks call by themselves, without a mark: React's class lifecycle, Android's and UIKit's
    /// callbacks where a language needs no `override`, a program's entry.
    static let frameworkNames: Set<String> = [
        "render", "componentDidMount", "componentDidUpdate", "componentWillUnmount", "constructor", "main", "build",
        "initState", "body", "viewDidLoad", "viewWillAppear", "viewDidAppear", "onCreate", "onResume", "onStart",
        "onClick", "onMethodCall", "handle", "invoke", "run", "execute", "default", "init",
    ]

    /// Whether the function `name`, declared in `declaration` (its first line, with the line before it, in
    /// `language`), is one only a call of the sources can run: `false` when something else may call it.
    static func needsCaller(name: String, declaration: String, language: SourceLanguage) -> Bool {
        guard !name.isEmpty, !frameworkNames.contains(name) else { return false }
        if entryMarks.contains(where: declaration.contains) { return false }
        switch language {
        case .swift:
            // A delegate method names its first parameter as itself: `func tableView(_ tableView: …)`.
            return !declaration.contains("\(name)(_ \(name):")
        case .objectiveC:
            // `- (void)tableView:(UITableView *)tableView didSelect…`, and every method with parameters, whose
            // selector the runtime may call: only a method without one is judged.
            return !declaration.contains("\(name):")
        case .kotlin, .java:
            // A method taking a View is what a layout's `android:onClick` names.
            return !declaration.contains("View ") && !declaration.contains(": View") && !declaration.contains(":View")
        case .dart, .javaScript:
            return true
        }
    }

    /// How a function of a file is reached from the file's own code.
    enum InFile: Equatable {
        /// Used where no caller is needed (outside every function, or in one the platform calls).
        case reached
        /// Used only inside these functions, which need a caller themselves (followed up to three steps).
        case through([String])
        /// Not used in the file beyond its declaration.
        case notUsed
    }

    /// How the function `name`, whose body spans `lines`, is reached in its file: each line of code naming it
    /// (`uses`: lines where the name is written as code, not in a string or a comment) outside its body and its
    /// declaration (the nearest such line within 8 above its body) lies in the function `function` gives, or in
    /// none. `isHelper` says whether a function needs a caller.
    static func reach(
        _ name: String, in lines: ClosedRange<Int>, uses: (String) -> [Int],
        function: (Int) -> (name: String, lines: ClosedRange<Int>)?, isHelper: (String, ClosedRange<Int>) -> Bool,
        depth: Int = 0, seen: Set<String> = []
    ) -> InFile {
        let naming = uses(name)
        let declaration = naming.last { $0 <= lines.lowerBound && $0 >= lines.lowerBound - 8 }
        var callers: [(name: String, lines: ClosedRange<Int>)] = []
        for use in naming where !lines.contains(use) && use != declaration {
            guard let caller = function(use) else { return .reached }
            guard caller.name != name else { continue }
            guard isHelper(caller.name, caller.lines) else { return .reached }
            if !callers.contains(where: { $0.name == caller.name }) { callers.append(caller) }
        }
        guard !callers.isEmpty else { return .notUsed }
        var frontier: [String] = []
        for caller in callers where !seen.contains(caller.name) {
            guard depth < 2 else {
                frontier.append(caller.name)
                continue
            }
            switch reach(
                caller.name, in: caller.lines, uses: uses, function: function, isHelper: isHelper, depth: depth + 1,
                seen: seen.union([name, caller.name]))
            {
            case .reached: return .reached
            case .through(let names): frontier += names.filter { !frontier.contains($0) }
            case .notUsed: if !frontier.contains(caller.name) { frontier.append(caller.name) }
            }
        }
        return .through(frontier.isEmpty ? callers.map(\.name) : frontier)
    }

    /// How many times each of `words` occurs in `bytes` as a whole identifier, not after a `/`, counting at most
    /// `limit` each: one pass over the bytes, however many words there are.
    static func occurrences(of words: Set<String>, in bytes: [UInt8], limit: Int) -> [String: Int] {
        guard !words.isEmpty else { return [:] }
        let needles = Dictionary(words.map { (Array($0.utf8)[...], $0) }, uniquingKeysWith: { first, _ in first })
        let longest = needles.keys.map(\.count).max() ?? 0
        var counts: [String: Int] = [:]
        var index = 0
        while index < bytes.count {
            guard isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            // A name after a `/` is a path's or a URL's (`instagram-stories://share`), not code naming it.
            if end - index <= longest, index == 0 || bytes[index - 1] != 0x2F, let word = needles[bytes[index..<end]],
                counts[word, default: 0] < limit
            {
                counts[word, default: 0] += 1
            }
            index = end
        }
        return counts
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
}
