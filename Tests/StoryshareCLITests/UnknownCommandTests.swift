import Foundation
import Testing

/// A mistyped command: refused with the nearest command's name, by `help` too, never with the top-level help.
struct UnknownCommandTests {
    @Test func aMistypedCommandGetsTheNearestName() throws {
        let result = try CLI.run(["valdate", "testdata/images"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'valdate' (did you mean \"validate\"?)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func helpForAnUnknownCommandFails() throws {
        let result = try CLI.run(["help", "valdate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'valdate' (did you mean \"validate\"?)"), "\(result.stderr)")
        #expect(!result.stdout.contains("OVERVIEW"), "no top-level help: \(result.stdout)")
    }

    @Test func aWordFarFromEveryCommandGetsNoGuess() throws {
        let result = try CLI.run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'frobnicate'; the commands are validate, doctor,"))
    }

    @Test func knownCommandsAndHelpStillWork() throws {
        #expect(try CLI.run(["help", "validate"]).stdout.contains("OVERVIEW: Check images and videos"))
        #expect(try CLI.run(["help"]).status == 0)
        #expect(try CLI.run(["--version"]).status == 0)
        #expect(try CLI.run(["color", "#f08"]).status == 0)
    }
}
