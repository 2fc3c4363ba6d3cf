import Testing

@testable import StoryshareProject

@Suite struct SourceLexerTests {
    /// The tokens' kinds and texts, as `kind:text` strings, for short expectations.
    func cut(_ text: String, _ language: SourceLanguage) -> [String] {
        SourceLexer.tokens(of: text, language: language).map { "\($0.kind):\($0.text)" }
    }

    func texts(_ text: String, _ language: SourceLanguage) -> [String] {
        SourceLexer.tokens(of: text, language: language).map(\.text)
    }

    @Test func commentsAreLeftOutAndNestOnlyWhereTheLanguageNestsThem() {
        let nested = "a /* x /* y */ z */ b // c(\nd"
        #expect(texts(nested, .swift) == ["a", "b", "d"])
        #expect(texts(nested, .kotlin) == ["a", "b", "d"])
        #expect(texts(nested, .dart) == ["a", "b", "d"])
        #expect(texts(nested, .java) == ["a", "z", "*", "/", "b", "d"])
        #expect(texts("#!/usr/bin/env node\nrun()", .javaScript) == ["run", "(", ")"])
    }

    /// An apostrophe in JSX text (`Don't`) opens no string: the code after it on its line is code; a quote after a
    /// keyword or an operator still opens one, and so does Dart's `r'…'`.
    @Test func anApostropheInProseOpensNoString() {
        #expect(
            texts("<Text>Don't wait</Text><Button onPress={share} />", .javaScript).contains("share"))
        #expect(texts("x = 'a'; return'b'", .javaScript) == ["x", "=", "'", "a", "'", ";", "return", "'", "b", "'"])
        #expect(texts("f(r'\\d')", .dart).contains("\\d"))
        let uses = ShareReachability.namings(
            of: ["share"], in: Array("<Text>Don't wait</Text><Button onPress={share} />".utf8), limit: 2)
        #expect(uses["share"]?.uses == 1)
    }

    @Test func directivesAreSkippedAndHashIsNoComment() {
        #expect(texts("#import <UIKit/UIKit.h>\n#define A \\\n  B(1)\nfoo();", .objectiveC) == ["foo", "(", ")", ";"])
        #expect(
            texts("#if DEBUG\nlet a = #selector(go)\n#endif", .swift) == ["let", "a", "=", "#selector", "(", "go", ")"])
        #expect(texts("a # b", .kotlin) == ["a", "#", "b"])
    }

    @Test func stringsHoldCommentMarksBracketsAndQuotes() {
        #expect(
            cut(#"f("a // (b), \"c\" ${x")"#, .java) == [
                "identifier:f", "open:(", "stringOpen:\"", #"stringText:a // (b), \"c\" ${x"#, "stringClose:\"",
                "close:)",
            ])
        #expect(cut("c = 'it\\'s'", .javaScript).suffix(3) == ["stringOpen:'", "stringText:it\\'s", "stringClose:'"])
    }

    @Test func swiftInterpolationRawAndMultilineStrings() {
        #expect(
            cut(#""a\(f("x)", (1)))b""#, .swift) == [
                "stringOpen:\"", "stringText:a", "interpolationOpen:\\(", "identifier:f", "open:(", "stringOpen:\"",
                "stringText:x)", "stringClose:\"", "punctuation:,", "open:(", "number:1", "close:)", "close:)",
                "interpolationClose:)", "stringText:b", "stringClose:\"",
            ])
        #expect(
            cut(##"#"a\(b)\#(c)"#"##, .swift) == [
                "stringOpen:#\"", "stringText:a\\(b)", "interpolationOpen:\\#(", "identifier:c",
                "interpolationClose:)", "stringClose:\"#",
            ])
        let multiline = "let s = \"\"\"\n  one \"quoted\"\n  \"\"\"\nnext"
        let tokens = SourceLexer.tokens(of: multiline, language: .swift)
        #expect(tokens.map(\.text).suffix(2) == ["\"\"\"", "next"])
        #expect(tokens.last?.line == 4)
    }

    @Test func kotlinAndDartDollarInterpolation() {
        #expect(
            cut(#""id=$appId&x=${a.b}""#, .kotlin) == [
                "stringOpen:\"", "stringText:id=", "interpolationOpen:$", "identifier:appId", "interpolationClose:",
                "stringText:&x=", "interpolationOpen:${", "identifier:a", "punctuation:.", "identifier:b",
                "interpolationClose:}", "stringClose:\"",
            ])
        #expect(cut("r'$a\\n'", .dart) == ["stringOpen:r'", "stringText:$a\\n", "stringClose:'"])
        #expect(cut("'''x\n'y'\n'''", .dart) == ["stringOpen:'''", "stringText:x\n'y'\n", "stringClose:'''"])
        #expect(
            cut(#""""a "$b""""#, .kotlin) == [
                "stringOpen:\"\"\"", "stringText:a \"", "interpolationOpen:$", "identifier:b", "interpolationClose:",
                "stringClose:\"\"\"",
            ])
    }

    @Test func javaScriptTemplatesNest() {
        #expect(
            cut("`a${`b${c}`}d`", .javaScript) == [
                "stringOpen:`", "stringText:a", "interpolationOpen:${", "stringOpen:`", "stringText:b",
                "interpolationOpen:${", "identifier:c", "interpolationClose:}", "stringClose:`",
                "interpolationClose:}", "stringText:d", "stringClose:`",
            ])
        #expect(cut("$scope.x", .javaScript).first == "identifier:$scope")
    }

    @Test func aQuoteInARegularExpressionDerailsOnlyItsLine() {
        let text = "const r = /don't/g;\nshare(x)"
        let tokens = SourceLexer.tokens(of: text, language: .javaScript)
        #expect(tokens.suffix(4).map(\.text) == ["share", "(", "x", ")"])
        #expect(tokens.last?.line == 2)
    }

    @Test func objectiveCLiteralsAndAnnotations() {
        #expect(
            texts(#"@{@"k": @[@(1)]}"#, .objectiveC) == [
                "@{", "@\"", "k", "\"", ":", "@[", "@(", "1", ")", "]", "}",
            ])
        #expect(cut("@Override void f()", .java).first == "annotation:@Override")
    }

    @Test func lineEndsOfEveryKindCount() {
        for end in ["\n", "\r\n", "\r"] {
            let tokens = SourceLexer.tokens(of: "a\(end)/* x\(end)y */\(end)\"s\"\(end)b", language: .java)
            #expect(tokens.map(\.line) == [1, 4, 4, 4, 5], "line end \(end.debugDescription)")
        }
    }

    @Test func unterminatedStringsAndCommentsEndAtTheEnd() {
        #expect(
            cut("f(\"abc", .javaScript) == [
                "identifier:f", "open:(", "stringOpen:\"", "stringText:abc", "stringClose:",
            ])
        #expect(texts("a /* never closed", .kotlin) == ["a"])
        #expect(cut("`x ${y", .javaScript).suffix(2) == ["interpolationClose:", "stringClose:"])
        #expect(SourceLexer.tokens(of: "", language: .swift).isEmpty)
    }

    @Test func deepInterpolationDegradesToText() {
        var text = ""
        for _ in 0..<100_000 { text += "\"\\(" }
        let tokens = SourceLexer.tokens(of: text, language: .swift)
        let opens = tokens.filter { $0.kind == .interpolationOpen }.count
        #expect(opens < SourceLexer.nestingLimit)
        #expect(tokens.count <= 4 * 100_000)
    }
}
