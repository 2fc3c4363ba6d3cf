/// Groups of globs (the configuration's `sticker` and `background`, or its `include` and `exclude`) compiled
/// once into one matcher that says, in a single pass over a path, which groups have a glob matching it.
///
/// Each glob becomes a row of states, one bit each, and the matcher runs all of them at once, 64 states to
/// a machine word: every character of the path costs a few passes over `states / 64` words, however many
/// globs there are. A run's cost is then bounded by the configuration's caps (``Configuration/maximumGlobs``
/// globs, ``Configuration/maximumGlobCharacters`` characters in all), where matching each glob on its own
/// cost every file a pass per glob (990 long globs took over 100 s on 200 files).
///
/// A glob without `/` (matching the file name anywhere) runs as `**/` followed by it with its `**` made `*`,
/// which is the same.
public struct GlobMatcher: Sendable, Equatable {
    /// The globs, by group.
    public let groups: [[Glob]]
    /// Words of state bits.
    private let words: Int
    /// How many states there are: each character of a path costs a few passes over `stateCount / 64` words.
    let stateCount: Int
    /// The states a match starts in.
    private let start: [UInt64]
    /// States with an empty move to the next state, and to the one after it.
    private let skipOne: [UInt64]
    private let skipTwo: [UInt64]
    /// States that stay on any character, and on any character but `/`.
    private let stayOnAny: [UInt64]
    private let stayInSegment: [UInt64]
    /// States that move to the next one on any character but `/` (`?`).
    private let advanceInSegment: [UInt64]
    /// States that move to the next one on one character: for each character, the words holding such states.
    private let advanceOn: [Unicode.Scalar: [(word: Int, bits: UInt64)]]
    /// The final state of each glob, and its group.
    private let accepting: [(word: Int, bit: UInt64, group: Int)]

    /// Compiles `groups`; ``groups(matching:)`` answers with one flag per group, in this order.
    public init(_ groups: [[Glob]]) {
        self.groups = groups
        var count = 0
        var start: [Int] = []
        var skipOne: [Int] = []
        var skipTwo: [Int] = []
        var stayOnAny: [Int] = []
        var stayInSegment: [Int] = []
        var advanceInSegment: [Int] = []
        var advanceOn: [Unicode.Scalar: [Int]] = [:]
        var accepting: [(Int, Int)] = []
        for (group, globs) in groups.enumerated() {
            for glob in globs {
                start.append(count)
                // A name is one segment: there `**` is `*`, and `**/` before the name finds its segment.
                let tokens =
                    glob.matchesNameOnly
                    ? [.anyDirectories] + glob.tokens.map { $0 == .anySegments ? .any : $0 } : glob.tokens
                for token in tokens {
                    switch token {
                    case .literal(let scalar): advanceOn[scalar, default: []].append(count)
                    case .one: advanceInSegment.append(count)
                    case .any:
                        stayInSegment.append(count)
                        skipOne.append(count)
                    case .anySegments:
                        stayOnAny.append(count)
                        skipOne.append(count)
                    case .anyDirectories:
                        // Nothing, or anything ending in `/`: an entry state that skips to the next token or
                        // to a state taking any characters, which leaves on a `/`.
                        skipTwo.append(count)
                        skipOne.append(count)
                        count += 1
                        stayOnAny.append(count)
                        advanceOn["/", default: []].append(count)
                    }
                    count += 1
                }
                accepting.append((count, group))
                count += 1
            }
        }
        stateCount = count
        let words = (count + 63) / 64
        func mask(_ bits: [Int]) -> [UInt64] {
            var mask = [UInt64](repeating: 0, count: words)
            for bit in bits { mask[bit / 64] |= 1 << UInt64(bit % 64) }
            return mask
        }
        self.words = words
        self.start = mask(start)
        self.skipOne = mask(skipOne)
        self.skipTwo = mask(skipTwo)
        self.stayOnAny = mask(stayOnAny)
        self.stayInSegment = mask(stayInSegment)
        self.advanceInSegment = mask(advanceInSegment)
        self.advanceOn = advanceOn.mapValues { bits in
            mask(bits).enumerated().filter { $0.element != 0 }.map { (word: $0.offset, bits: $0.element) }
        }
        self.accepting = accepting.map { (word: $0.0 / 64, bit: 1 << UInt64($0.0 % 64), group: $0.1) }
    }

    /// Matchers of the same groups of globs are equal.
    public static func == (a: GlobMatcher, b: GlobMatcher) -> Bool { a.groups == b.groups }

    /// For each group, whether one of its globs matches `path` (relative, `/`-separated; a leading `./` is
    /// passed over, as ``Glob/matches(_:)`` does).
    public func groups(matching path: String) -> [Bool] {
        var result = [Bool](repeating: false, count: groups.count)
        guard words > 0 else { return result }
        var subject = Substring(path)
        while subject.hasPrefix("./") { subject.removeFirst(2) }
        var states = [UInt64](repeating: 0, count: words)
        var next = [UInt64](repeating: 0, count: words)
        // What moves on the character: filled for the words `advanceOn` names, emptied as it is used.
        var moving = [UInt64](repeating: 0, count: words)
        _ = step(from: start, to: &states, moving: &moving, on: nil)
        for scalar in subject.unicodeScalars {
            if let advancing = advanceOn[scalar] {
                for (w, bits) in advancing { moving[w] = states[w] & bits }
            }
            guard step(from: states, to: &next, moving: &moving, on: scalar) else { return result }
            swap(&states, &next)
        }
        for state in accepting where states[state.word] & state.bit != 0 { result[state.group] = true }
        return result
    }

    /// The states after `scalar` (nil: `states` themselves), closed under empty moves, in one pass over the
    /// words: every move goes forward, so what a word sends on is known when the next word is reached. False
    /// when no state is left.
    private func step(
        from states: [UInt64], to next: inout [UInt64], moving: inout [UInt64], on scalar: Unicode.Scalar?
    )
        -> Bool
    {
        let slash = scalar == "/"
        var shifted: UInt64 = 0
        var skipped: UInt64 = 0
        var any: UInt64 = 0
        for w in 0..<words {
            let here = states[w]
            var state: UInt64
            if scalar != nil {
                var move = moving[w]
                moving[w] = 0
                guard here != 0 || move != 0 || shifted != 0 || skipped != 0 else {
                    next[w] = 0
                    continue
                }
                if !slash { move |= here & advanceInSegment[w] }
                state = here & (slash ? stayOnAny[w] : stayOnAny[w] | stayInSegment[w])
                state |= move << 1 | shifted
                shifted = move >> 63
            } else {
                state = here
            }
            state |= skipped
            while true {
                let reached = (state & skipOne[w]) << 1 | (state & skipTwo[w]) << 2
                guard reached & ~state != 0 else { break }
                state |= reached
            }
            skipped = (state & skipOne[w]) >> 63 | (state & skipTwo[w]) >> 62
            next[w] = state
            any |= state
        }
        return any != 0
    }
}
