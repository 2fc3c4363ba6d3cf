import StoryshareKit

/// Files of one kind passed over for one reason, with how many and a few examples.
public struct PassOver: Sendable, Equatable {
    /// Why (`launcher icon`, `dependency folder`).
    public var reason: String
    /// How many.
    public var count: Int
    /// The first few paths, relative to the root.
    public var examples: [String]

    /// `count` files passed over for `reason`, with a few `examples`.
    public init(reason: String, count: Int, examples: [String]) {
        self.reason = reason
        self.count = count
        self.examples = examples
    }

    /// `Android launcher icons: 10, app icons: 1`: each reason with its count, as messages list them.
    public static func list(_ items: [PassOver]) -> String {
        items.map { "\($0.reason): \($0.count)" }.joined(separator: ", ")
    }
}
