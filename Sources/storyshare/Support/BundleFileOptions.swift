import ArgumentParser

/// What `inspect` and `verify` both take: the bundle, the output format, the time expiry is judged at.
struct BundleFileOptions: ParsableArguments {
    @Option(help: "Output format: text or json.")
    var format: DocumentFormat = .text

    @Option(help: "Judge expiry at this time, ISO 8601 UTC (default: now).")
    var at: String?

    @Argument(help: "The bundle file.")
    var bundle: String
}
