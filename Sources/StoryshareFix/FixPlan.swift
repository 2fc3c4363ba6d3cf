/// What `fix` will do to one file, decided from its facts and findings before anything is decoded.
enum FixPlan: Equatable {
    /// No finding `fix` can answer.
    case unchanged
    /// Something `fix` cannot repair: why (a sentence).
    case notFixable(String)
    /// The file's own bytes, with the APNG animation chunks dropped when `stripAnimation`, under the name
    /// its content calls for: nothing decoded. When `reencodeIfTooLarge`, a result still over the byte limit
    /// is then re-encoded (`pixels` of the same size).
    case bytes(stripAnimation: Bool, reencodeIfTooLarge: Bool)
    /// New pixels.
    case pixels(ImagePlan)
}
