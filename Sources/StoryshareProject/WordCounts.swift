/// How often each identifier occurs in the sources read, counted up to two, as ``ShareReachability`` counts a name
/// (a whole identifier, not one after a `/`): taken while each source is read for its shares, so that which
/// helpers some source calls is known without reading the sources again.
///
/// Words are kept by a 64-bit FNV-1a hash of their bytes, not as text: memory follows the number of different
/// words, a few bytes each. Two different words of one repository sharing a hash is a chance of about one in
/// 10^10 for a million different words.
struct WordCounts {
    private var counts: [UInt64: UInt8] = [:]

    /// Counts the words of `bytes`.
    mutating func add(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard ShareReachability.isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            var hash = Self.offset
            hash = (hash ^ UInt64(bytes[index])) &* Self.prime
            while end < bytes.count, ShareReachability.isIdentifier(bytes[end]) {
                hash = (hash ^ UInt64(bytes[end])) &* Self.prime
                end += 1
            }
            if index == 0 || bytes[index - 1] != 0x2F {
                let count = counts[hash, default: 0]
                if count < 2 { counts[hash] = count + 1 }
            }
            index = end
        }
    }

    /// How many times `word` occurred, at most two.
    func count(of word: String) -> Int {
        var hash = Self.offset
        for byte in word.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
        return Int(counts[hash] ?? 0)
    }

    private static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
}
