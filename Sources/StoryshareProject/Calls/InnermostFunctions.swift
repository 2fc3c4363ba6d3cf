/// The function whose body holds each line of a file: of those that do, the one with the shortest span (the first
/// in the file's order among equal spans). Worked out once, so that asking costs nothing however many shares ask:
/// the functions are taken from shortest to longest, and each paints the lines of its span no shorter one painted,
/// skipping painted runs, so every line is painted at most once.
struct InnermostFunctions {
    /// The function of each line (from 1), or -1.
    private let table: [Int32]

    init(_ functions: [SourceFunction]) {
        let last = functions.map(\.lines.upperBound).max() ?? 0
        var table = [Int32](repeating: -1, count: last + 2)
        // next[line]: the first line at or after it not yet painted (path-halving union-find over painted runs).
        var next = Array(0...(last + 1))
        func unpainted(_ line: Int) -> Int {
            var line = line
            while next[line] != line {
                next[line] = next[next[line]]
                line = next[line]
            }
            return line
        }
        let order = functions.indices.sorted { left, right in
            let (a, b) = (functions[left].lines.count, functions[right].lines.count)
            return a != b ? a < b : left < right
        }
        for index in order {
            let lines = functions[index].lines
            guard lines.lowerBound >= 0 else { continue }
            var line = unpainted(lines.lowerBound)
            while line <= lines.upperBound {
                table[line] = Int32(index)
                next[line] = line + 1
                line = unpainted(line + 1)
            }
        }
        self.table = table
    }

    /// The index of the innermost function holding `line`, when one does.
    func at(_ line: Int) -> Int? {
        guard table.indices.contains(line), table[line] >= 0 else { return nil }
        return Int(table[line])
    }
}
