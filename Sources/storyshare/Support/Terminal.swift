import Foundation

/// What the terminal allows: colour only on a TTY (and not under NO_COLOR), progress only on a TTY.
enum Terminal {
    enum Stream {
        case standardOutput, standardError
        var descriptor: Int32 { self == .standardOutput ? 1 : 2 }
    }

    static func isTerminal(_ stream: Stream) -> Bool { isatty(stream.descriptor) == 1 }

    static func useColor(for stream: Stream) -> Bool {
        let env = ProcessInfo.processInfo.environment
        return isTerminal(stream) && env["NO_COLOR"] == nil && env["TERM"] != "dumb"
    }
}
