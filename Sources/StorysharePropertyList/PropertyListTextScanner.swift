import StoryshareXML

/// The JSON reader's cursor: the one XML lexer's ``TextScanner`` (peeking, literals, runs, UTF-8, what is found
/// at a place) with the reading's ``DecodingBudget`` and the property list errors it throws, with positions.
struct PropertyListTextScanner {
    private var base: TextScanner
    let encoding: PropertyListEncoding
    private(set) var budget: DecodingBudget

    init(_ bytes: InputBytes, encoding: PropertyListEncoding, allowance: Int = DecodingBudget.allowance) {
        base = TextScanner(bytes)
        self.encoding = encoding
        budget = DecodingBudget(inputLength: bytes.count, allowance: allowance)
    }

    var bytes: InputBytes { base.bytes }

    var index: Int {
        get { base.index }
        set { base.index = newValue }
    }

    var isAtEnd: Bool { base.isAtEnd }

    func peek(_ ahead: Int = 0) -> UInt8? { base.peek(ahead) }

    func hasPrefix(_ literal: StaticString) -> Bool { base.hasPrefix(literal) }

    @discardableResult
    mutating func skipWhitespace() -> Bool { base.skipWhitespace() }

    @inline(__always)
    func endOfRun(from start: Int, stoppingAt stops: (UInt8) -> Bool, wordMayStop mayStop: (UInt64) -> Bool) -> Int {
        base.endOfRun(from: start, stoppingAt: stops, wordMayStop: mayStop)
    }

    /// Charges `cost` for the value that starts at `offset`, described by `value` in the error.
    mutating func charge(_ cost: Int, at offset: Int, _ value: @autoclosure () -> String) throws(PropertyListError) {
        guard budget.charge(cost) else {
            throw .textOverBudget(
                encoding: encoding, position: position(offset), value: value(), total: budget.total(adding: cost),
                limit: budget.limit)
        }
    }

    /// Gives back the charge of a buffer that has been freed.
    mutating func release(_ cost: Int) {
        budget.release(cost)
    }

    func position(_ offset: Int) -> TextPosition {
        TextPosition(offset: offset, in: bytes)
    }

    /// A syntax error at `offset` (the cursor by default), describing what is found there.
    func syntax(_ expected: String, at offset: Int? = nil) -> PropertyListError {
        let place = offset ?? index
        return .syntax(
            encoding: encoding, position: position(place), expected: expected, found: base.describe(at: place))
    }

    /// An invalid-value error for the text `bytes[range]` (abbreviated in the payload).
    func invalidValue(_ range: Range<Int>, expected: String) -> PropertyListError {
        .invalidValue(
            encoding: encoding, position: position(range.lowerBound), text: Self.abbreviate(bytes[range]),
            expected: expected)
    }

    /// At most 60 Unicode scalars of `slice` (decoded leniently), with "…" when cut.
    static func abbreviate(_ slice: InputBytes) -> String {
        let head = slice.prefix(256)
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: head), as: UTF8.self)
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == 60 {
                return result + "…"
            }
            result.unicodeScalars.append(scalar)
            count += 1
        }
        return head.count < slice.count ? result + "…" : result
    }
}
