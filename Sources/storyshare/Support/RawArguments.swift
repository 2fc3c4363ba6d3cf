import StoryshareSystem

/// The command line as the process received it: arguments that are not UTF-8 are kept byte for byte
/// (see `PathBytes`), where `CommandLine.arguments` would replace their bytes with U+FFFD.
enum RawArguments {
    static func current() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { PathBytes.string(fromCString: $0) }
        }
    }
}
