/// A property list value, as storyshare reads and writes bundle files.
///
/// The model is Apple's property list model minus the types a bundle never holds (UIDs, sets,
/// null). Writers emit dictionary keys sorted by their UTF-8 bytes (which is the same order as
/// Unicode scalar order), so equal values always give byte-identical output.
///
/// Equality (`==`) is exact rather than lenient, to match what a writer emits: strings and
/// dictionary keys compare by Unicode scalars (not by Swift's canonical equivalence), reals and
/// dates compare by bit pattern (so `NaN == NaN` with the same payload and `0.0 != -0.0`), and
/// data compares by source (see ``DataSource``).
public indirect enum PropertyList: Sendable {
    /// Text.
    case string(String)
    /// A whole number.
    case integer(Int64)
    /// A floating-point number.
    case real(Double)
    /// true / false.
    case bool(Bool)
    /// A moment, as seconds since 1970-01-01T00:00:00Z.
    ///
    /// Binary plists keep the full `Double` (as seconds since 2001); XML plists hold whole seconds.
    case date(Double)
    /// Bytes, in memory or streamed from a file when written.
    case data(DataSource)
    /// An ordered list.
    case array([PropertyList])
    /// String keys to values. Writers emit keys sorted by UTF-8 bytes, so output is byte-identical
    /// for equal input.
    case dictionary([String: PropertyList])
}
