/// A reason a fix could not be made, as a sentence.
struct FixError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
