/// What the call reader makes of a source file: its calls with their arguments as expressions, the functions
/// that hold them, and the names assigned on the way, so a share call's target, App ID, assets, colours and
/// link are read from that call's own arguments (and the values they name one step away), never from the lines
/// around it. Not a parser of any one language: the part of Swift, Objective-C, Kotlin, Java, Dart and
/// JavaScript/TypeScript that calls, literals and brackets have in common.

/// A string literal: its text pieces and the expressions interpolated between them (`"a\(b)c"`, `` `a${b}c` ``,
/// `"a$b"` in Kotlin and Dart).
struct SourceString: Sendable, Equatable {
    /// One piece of the literal.
    enum Part: Sendable, Equatable {
        /// Text as written between the quotes, escapes left as they are.
        case text(String)
        /// An interpolated expression.
        case interpolation(SourceExpression)
    }

    var parts: [Part]

    /// The text pieces joined, interpolations left out (`"instagram-stories://share?source_application=\(id)"` →
    /// `instagram-stories://share?source_application=`).
    var text: String {
        parts.reduce(into: "") { joined, part in
            if case .text(let piece) = part { joined += piece }
        }
    }

    /// Whether the literal interpolates nothing (its text is its whole value).
    var isPlain: Bool { parts.allSatisfy { if case .text = $0 { true } else { false } } }
}

/// An argument's or an assignment's value, as far as the reader takes it apart.
indirect enum SourceExpression: Sendable, Equatable {
    /// A string literal (adjacent literals and `+` between literals are one).
    case string(SourceString)
    /// A number as written (`42`, `0xFF000000`, `1.5`).
    case number(String)
    /// A name or a member path (`appID`, `Share.Social.INSTAGRAM_STORIES`, `widget.appId`, `self.id`).
    case reference([String])
    /// A call (a constructor too: `Intent("…")`, `URL(string: …)`, `File(dir, "x.png")`).
    case call(SourceCall)
    /// An object, map or dictionary literal with keys it can name (`{ appId: x }`, `{'a': b}`, `["k": v]`,
    /// `@{@"k": v}`, `mapOf("k" to v)`, `bundleOf(…)`): its entries in order.
    case object([SourceEntry])
    /// An array or list literal.
    case array([SourceExpression])
    /// Anything else (an operator expression, a closure, a ternary), as its source text with each run of white
    /// space made one space, cut at 120 characters (then `…`); the calls inside it are in ``SourceFile/calls``.
    case other(String)
}

/// One key and value of an object literal.
struct SourceEntry: Sendable, Equatable {
    /// The key: an identifier or the text of a string literal.
    var key: String
    var value: SourceExpression
    /// The line the key is on (from 1).
    var line: Int
}

/// A call's argument: positional (no label) or named (`appId: x`, Kotlin's `appId = x`, an Objective-C
/// selector part `setItems:` → label `setItems`).
struct SourceArgument: Sendable, Equatable {
    var label: String?
    var value: SourceExpression
    /// The line the argument starts on (from 1).
    var line: Int
}

/// One call in a source file.
struct SourceCall: Sendable, Equatable {
    /// The called expression as a member path: `Share.shareSingle(…)` → `["Share", "shareSingle"]`,
    /// `appinioSocialShare.iOS.shareToInstagramStory(…)` → `["appinioSocialShare", "iOS", "shareToInstagramStory"]`,
    /// `Intent("…")` → `["Intent"]`, `new Intent(…)` → `["Intent"]`, `[UIPasteboard.generalPasteboard setItems:…
    /// options:…]` → `["UIPasteboard", "generalPasteboard", "setItems"]` (the selector's first part; the rest
    /// are labelled arguments). A receiver that is itself a call keeps its name only (`UIPasteboard.general
    /// .setItems` → `["UIPasteboard", "general", "setItems"]`; `foo().bar()` → `["foo", "bar"]`).
    var callee: [String]
    var arguments: [SourceArgument]
    /// The line of the callee's last name (from 1).
    var line: Int
    /// The index in ``SourceFile/functions`` of the innermost function whose body holds the call.
    var function: Int?
}

/// A function, method or closure assigned to a name: where it is and what it takes.
struct SourceFunction: Sendable, Equatable {
    /// Its name (`shareToStory`; an Objective-C method's first selector part; `build` for
    /// `const build = (…) => {`).
    var name: String
    /// Its parameters' names, in order (Swift's internal names: `func f(for id: String)` → `id`).
    var parameters: [String]
    /// The lines its body spans (from 1), both ends included.
    var lines: ClosedRange<Int>
}

/// A name given a value (`let id = "123"`, `const options = {…}`, `val uri = …`, `final path = …`,
/// `String appId = …;`, `NSString *appID = @"…";`, `options.appId = x` → name `options.appId`).
struct SourceAssignment: Sendable, Equatable {
    var name: String
    var value: SourceExpression
    var line: Int
    /// The index in ``SourceFile/functions`` of the function whose body holds it; `nil` at file or type level.
    var function: Int?
}

/// A source file as the call reader sees it.
struct SourceFile: Sendable, Equatable {
    /// Every call, nested ones too, in the order their callee appears.
    var calls: [SourceCall]
    var functions: [SourceFunction]
    var assignments: [SourceAssignment]
}
