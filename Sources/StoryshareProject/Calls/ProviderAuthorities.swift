/// The FileProvider authorities a Kotlin or Java source asks `FileProvider.getUriForFile(context, authority, file)`
/// for, read from each call's second argument: a literal (`"dev.app.fileprovider"`), the app's package joined to
/// a literal (`context.packageName + ".provider"`, `"${BuildConfig.APPLICATION_ID}.fileprovider"`,
/// `getPackageName() + ".provider"`), or a constant of the file set to one of those (one step). The app's package is
/// written `${applicationId}`, as a manifest writes it. An authority built any other way is not read.
public enum ProviderAuthorities {
    /// What the app's package is read from: a name or member path ending so, or a call of `getPackageName`.
    static let packageNames: Set<String> = ["packageName", "APPLICATION_ID", "applicationId", "getPackageName"]

    /// The call's name, as bytes: a source without it asks for no authority.
    static let needle = Array("getUriForFile".utf8)

    /// Each authority `bytes` ask for, where the call is.
    static func read(_ bytes: [UInt8], path: String, language: SourceLanguage) -> [Evidence] {
        guard [.kotlin, .java].contains(language), ByteSearch.offset(of: needle, in: bytes, from: 0) != nil else {
            return []
        }
        let file = CallReader.read(bytes, tokens: SourceLexer.tokens(of: bytes, language: language), language: language)
        return read(file, path: path, language: language)
    }

    /// Each authority a source (`file`, as the call reader read it) asks for, where the call is.
    static func read(_ file: SourceFile, path: String, language: SourceLanguage) -> [Evidence] {
        guard [.kotlin, .java].contains(language) else { return [] }
        var found: [Evidence] = []
        for call in file.calls where call.callee.last == "getUriForFile" && call.arguments.count >= 2 {
            guard let authority = authority(call.arguments[1].value, in: file, steps: 1),
                !found.contains(where: { $0.text == authority })
            else { continue }
            found.append(Evidence(path: path, line: call.line, text: authority))
        }
        return found
    }

    /// The authority an expression gives, with the app's package as `${applicationId}`; `nil` when it is built
    /// otherwise.
    static func authority(_ expression: SourceExpression, in file: SourceFile, steps: Int) -> String? {
        switch expression {
        case .string(let string):
            var text = ""
            for part in string.parts {
                switch part {
                case .text(let piece): text += piece
                case .interpolation(let inner):
                    guard isPackage(inner) else { return nil }
                    text += "${applicationId}"
                }
            }
            return valid(text)
        case .reference(let path):
            if isPackage(expression) { return nil }
            guard steps > 0, let name = path.last,
                let assignment = file.assignments.last(where: { $0.name == name || $0.name.hasSuffix("." + name) })
            else { return nil }
            return authority(assignment.value, in: file, steps: steps - 1)
        case .other(let text):
            // `context.packageName + ".provider"`, `getPackageName() + ".provider"`: parts joined by `+`.
            var joined = ""
            for piece in text.split(separator: "+") {
                let part = piece.trimmingWhitespace()
                if part.count >= 2, let quote = part.first, quote == "\"" || quote == "'", part.last == quote {
                    let inner = part.dropFirst().dropLast()
                    guard !inner.contains("\""), !inner.contains("\\"), !inner.contains("$") else { return nil }
                    joined += inner
                } else {
                    let path = part.split(separator: ".").map { String($0.hasSuffix("()") ? $0.dropLast(2) : $0[...]) }
                    guard let last = path.last, packageNames.contains(last),
                        path.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !$0.isEmpty })
                    else { return nil }
                    joined += "${applicationId}"
                }
            }
            return valid(joined)
        default:
            return nil
        }
    }

    /// Whether an expression reads the app's package (`packageName`, `context.packageName`,
    /// `BuildConfig.APPLICATION_ID`, `getPackageName()`).
    static func isPackage(_ expression: SourceExpression) -> Bool {
        switch expression {
        case .reference(let path): path.last.map(packageNames.contains) ?? false
        case .call(let call): call.callee.last == "getPackageName" && call.arguments.isEmpty
        default: false
        }
    }

    /// `text` when it can be an authority: letters, digits, `.`, `_`, `-`, and `${applicationId}`.
    static func valid(_ text: String) -> String? {
        let rest = text.replacingOccurrences(of: "${applicationId}", with: "")
        guard !text.isEmpty, !rest.contains("$"),
            rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" })
        else { return nil }
        return text
    }

    /// Whether a manifest's declared authority (`android:authorities`, one of its `;` list) serves `asked`: the same
    /// text, or, where one of them writes the app's package as `${applicationId}` and the other a package, the same
    /// text after it (`dev.app.fileprovider` and `${applicationId}.fileprovider`). `nil`: the declared one holds
    /// another placeholder (`${fileProviderAuthority}`), which the manifest merger fills from Gradle.
    public static func serves(_ declared: String, _ asked: String) -> Bool? {
        let placeholder = "${applicationId}"
        let declared = declared.trimmingWhitespace()
        if declared.replacingOccurrences(of: placeholder, with: "").contains("${") { return nil }
        if declared == asked { return true }
        for (one, other) in [(declared, asked), (asked, declared)] where one.hasPrefix(placeholder) {
            let tail = one.dropFirst(placeholder.count)
            if !tail.isEmpty, !other.contains("$"), other.hasSuffix(tail), other.count > tail.count { return true }
        }
        return false
    }
}
