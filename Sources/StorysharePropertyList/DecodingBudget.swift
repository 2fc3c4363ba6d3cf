/// What reading one property list may spend, counted against the input's size, so that reading N
/// bytes holds at most ``limit(forInputLength:)`` (2N + 8 MiB) of decoded values besides the input
/// itself, and takes time linear in N.
///
/// Each reader charges what it allocates for the value it returns *before* allocating it, at what
/// it costs on a 64-bit platform (measured with glibc's malloc; ``box`` and the functions below): the
/// heap box Swift allocates for every `PropertyList` value (the enum is `indirect`), array and
/// dictionary storage with their headers (and, in XML, where containers grow as they are
/// read, the copy alive while they grow), string and data bytes, the binary reader's table of decoded
/// objects, and buffers that live only while one value is decoded. Values a binary plist shares are
/// decoded once and charged once; each further reference costs its slot in the container.
///
/// Hashing dictionary keys is charged too (see ``keyHashing(_:)``): a binary plist can put one long
/// key object in every dictionary, and Swift hashes every key again for every dictionary it enters.
struct DecodingBudget {
    /// The part of the limit every input gets, however small: enough for any ordinary plist.
    static let allowance = 8 << 20
    /// The part of the limit that grows with the input.
    static let bytesPerInputByte = 2

    /// `2 × length + allowance` (8 MiB except in tests), saturating.
    static func limit(forInputLength length: Int, allowance: Int = Self.allowance) -> Int {
        let (scaled, overflow) = max(length, 0).multipliedReportingOverflow(by: bytesPerInputByte)
        let (limit, sumOverflow) = scaled.addingReportingOverflow(allowance)
        return overflow || sumOverflow ? Int.max : limit
    }

    let limit: Int
    /// What is charged so far.
    private(set) var used = 0

    /// The budget of an input of `inputLength` bytes; tests pass a smaller `allowance` so that
    /// small inputs reach it.
    init(inputLength: Int, allowance: Int = Self.allowance) {
        limit = Self.limit(forInputLength: inputLength, allowance: allowance)
    }

    /// Adds `cost` and returns true, or returns false (charging nothing) when the total would pass
    /// the limit.
    mutating func charge(_ cost: Int) -> Bool {
        let total = total(adding: cost)
        guard total <= limit else {
            return false
        }
        used = total
        return true
    }

    /// Gives back what a short-lived buffer was charged once it is freed.
    mutating func release(_ cost: Int) {
        used -= min(cost, used)
    }

    /// What the total would be with `cost` added (saturating), for error messages.
    func total(adding cost: Int) -> Int {
        let (total, overflow) = used.addingReportingOverflow(cost)
        return overflow ? Int.max : total
    }

    // MARK: Costs

    /// The heap box of an integer, real, bool, date, array or dictionary value: a 16-byte object
    /// header and an 8-byte payload, which malloc rounds to 32 bytes.
    static let box = 32
    /// The box of a string value (a 16-byte payload).
    static let stringBox = 48
    /// The box of a data value (a 25-byte `DataSource`).
    static let dataBox = 64

    /// The storage of a string of `utf8Count` bytes: none up to 15 bytes (Swift keeps those in the
    /// `String` itself), else the bytes, a 32-byte header, a terminating NUL and malloc's rounding.
    static func heapString(utf8Count: Int) -> Int {
        utf8Count <= 15 ? 0 : utf8Count + 64
    }

    /// The storage of `[UInt8]` holding `count` bytes (none when empty).
    static func byteArray(_ count: Int) -> Int {
        count == 0 ? 0 : count + 64
    }

    /// The storage of a `[PropertyList]` of `count` elements reserved up front (binary plists know
    /// the count): a 32-byte header and 8 bytes an element, rounded.
    static func array(count: Int) -> Int {
        count == 0 ? 0 : 48 + 8 * count
    }

    /// The storage of a `[String: PropertyList]` of `count` entries reserved up front: a power of two
    /// of buckets filled to at most 3/4 (so up to 8/3 buckets an entry) of 24 bytes (key and value)
    /// plus a bit each, and a header of about 80 bytes.
    static func dictionary(count: Int) -> Int {
        count == 0 ? 0 : 160 + 68 * count
    }

    /// One more element appended to an XML array (whose count is not known in advance): the
    /// storage doubles when full, and while it does the old and new storage (3 slots an element)
    /// are alive together. The first element also pays both headers.
    static func appendedElement(first: Bool) -> Int {
        first ? 96 + 24 : 24
    }

    /// One more entry inserted into an XML dictionary: while the storage doubles, the old
    /// and the new bucket arrays are alive together (about 97 bytes an entry). The first entry also
    /// pays both headers.
    static func insertedEntry(first: Bool) -> Int {
        first ? 160 + 100 : 100
    }

    /// The work of hashing `key` into a dictionary (and comparing it with the keys it meets there).
    ///
    /// Swift hashes and compares strings by their canonical (NFC) form. That is linear in the
    /// length, except that normalising reorders each run of combining marks by insertion, in time
    /// quadratic in the run when its marks are out of order (a 160 KB key of alternating U+0301 and
    /// U+0316 takes seconds to hash). So the cost is the UTF-8 length, plus, for every run of
    /// combining marks that is not already in canonical order, the square of its length over two.
    static func keyHashing(_ key: String) -> Int {
        let utf8 = key.utf8
        var cost = utf8.count
        guard utf8.contains(where: { $0 >= 0x80 }) else {
            return cost
        }
        var run = 0
        var previousClass = 0
        var inOrder = true
        func endRun() {
            if !inOrder {
                let (square, overflow) = run.multipliedReportingOverflow(by: run - 1)
                let (sum, sumOverflow) = cost.addingReportingOverflow(square / 2)
                cost = overflow || sumOverflow ? Int.max : sum
            }
            run = 0
            inOrder = true
        }
        for scalar in key.unicodeScalars {
            let combiningClass = Int(scalar.properties.canonicalCombiningClass.rawValue)
            if combiningClass == 0 {
                endRun()
            } else {
                if run > 0 && combiningClass < previousClass {
                    inOrder = false
                }
                run += 1
            }
            previousClass = combiningClass
        }
        endRun()
        return cost
    }
}
