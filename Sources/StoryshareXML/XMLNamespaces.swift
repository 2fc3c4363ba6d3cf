/// The namespace bindings in scope while a document is read: each prefix's stack of URIs, so that looking a
/// prefix up costs the same however many elements declare it.
struct XMLNamespaces {
    /// The namespace the `xml` prefix is bound to in every document.
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// Prefix (`""` for the default namespace) → URIs, innermost last; an empty URI undeclares the default.
    private var bindings: [String: [String]] = ["xml": [xmlNamespace]]

    /// The URI `prefix` is bound to (`""`: the default namespace), if any.
    func uri(for prefix: String) -> String? {
        guard let uri = bindings[prefix]?.last, !uri.isEmpty else { return nil }
        return uri
    }

    mutating func declare(_ prefix: String, _ uri: String) {
        bindings[prefix, default: []].append(uri)
    }

    /// Ends the scope of declarations of `prefixes` (an element's, when it ends).
    mutating func undeclare(_ prefixes: [String]) {
        for prefix in prefixes {
            bindings[prefix]?.removeLast()
        }
    }
}
