/// Numbers as messages show them.
public enum NumberText {
    /// `12,000,000`: digits in groups of three.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// `x` rounded to `places` decimals, without a trailing `.0`: `2.5`, `3`.
    public static func decimal(_ x: Double, places: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (x * scale).rounded() / scale
        var text = "\(rounded)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// A duration in seconds as messages show it: `20 s`, `20.5 s`.
    public static func seconds(_ x: Double) -> String { decimal(x, places: 2) + " s" }
}
