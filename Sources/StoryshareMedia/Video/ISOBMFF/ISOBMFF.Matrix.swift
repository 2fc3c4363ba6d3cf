extension ISOBMFF {
    /// The 2×2 linear part of a `tkhd`/`mvhd` transformation matrix `{a b u, c d v, x y w}`.
    ///
    /// A point `(x, y)` of the picture (y pointing down) is shown at
    /// `(a·x + c·y + tx, b·x + d·y + ty)`. iPhone portrait video carries `a = 0, b = 1, c = -1,
    /// d = 0`: the picture's top goes to the right, a quarter turn clockwise, which ffprobe
    /// reports as a display matrix `rotation` of -90 (its angles are counter-clockwise).
    struct Matrix: Equatable, Sendable {
        var a: Double
        var b: Double
        var c: Double
        var d: Double

        /// No transformation.
        static let identity = Matrix(a: 1, b: 0, c: 0, d: 1)

        /// The matrix from the file's 16.16 fixed-point `a`, `b`, `c`, `d` fields.
        init(fixed a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) {
            func value(_ raw: UInt32) -> Double { Double(Int32(bitPattern: raw)) / 65536 }
            self.init(a: value(a), b: value(b), c: value(c), d: value(d))
        }

        init(a: Double, b: Double, c: Double, d: Double) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// This transformation followed by `next` (a track's matrix, then the movie's).
        func followed(by next: Matrix) -> Matrix {
            Matrix(
                a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                c: c * next.a + d * next.c, d: c * next.b + d * next.d)
        }

        /// Clockwise display rotation in degrees, rounded to the nearest quarter turn: 0, 90, 180
        /// or 270 (0 for a degenerate matrix). Mirroring is not reported.
        var clockwiseRotation: Int {
            guard a != 0 || b != 0, a.isFinite, b.isFinite else { return 0 }
            if abs(a) >= abs(b) { return a > 0 ? 0 : 180 }
            return b > 0 ? 90 : 270
        }
    }
}
