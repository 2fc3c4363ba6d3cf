import Foundation
import Testing

/// `storyshare color`, end to end through the built binary.
struct ColorCommandTests {
    @Test func textExplainsAGradientWithADefaultedBottom() throws {
        let result = try CLI.run(["color", "rgb(255, 0, 128)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                top:    #FF0080 (from "rgb(255, 0, 128)")
                bottom: #222222 (default: no bottom colour given)
                fill:   gradient from #FF0080 to #222222

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func textExplainsASolidFill() throws {
        let result = try CLI.run(["color", "ff0080", "#FF0080"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                top:    #FF0080 (from "ff0080")
                bottom: #FF0080
                fill:   solid #FF0080

                """)
    }

    @Test func textNamesTheInputOfBothColours() throws {
        let result = try CLI.run(["color", "#abc", " rgb(0,0,255) "])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                top:    #AABBCC (from "#abc")
                bottom: #0000FF (from " rgb(0,0,255) ")
                fill:   gradient from #AABBCC to #0000FF

                """)
    }

    @Test func jsonDescribesBothColoursAndTheFill() throws {
        let result = try CLI.run(["color", "--format", "json", "rgb(255, 0, 128)"])
        #expect(result.status == 0, "\(result.stderr)")
        let doc = try #require(result.json)
        #expect(Set(doc.keys) == ["tool", "top", "bottom", "fill"])
        let tool = try #require(doc["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "storyshare")
        #expect(tool["version"] as? String != nil)
        let top = try #require(doc["top"] as? [String: Any])
        #expect(top["input"] as? String == "rgb(255, 0, 128)")
        #expect(top["hex"] as? String == "#FF0080")
        #expect(top["red"] as? Int == 255 && top["green"] as? Int == 0 && top["blue"] as? Int == 128)
        #expect(top["defaulted"] as? Bool == false)
        #expect(top["error"] == nil)
        let bottom = try #require(doc["bottom"] as? [String: Any])
        #expect(bottom["input"] == nil)
        #expect(bottom["hex"] as? String == "#222222")
        #expect(bottom["red"] as? Int == 0x22)
        #expect(bottom["defaulted"] as? Bool == true)
        #expect(doc["fill"] as? String == "gradient")

        let solid = try CLI.run(["color", "--format", "json", "#222", "222222"])
        #expect(solid.status == 0)
        #expect(solid.json?["fill"] as? String == "solid")
        #expect((solid.json?["bottom"] as? [String: Any])?["defaulted"] as? Bool == false)
    }

    @Test func invalidColourExits1WithTheReasonOnStderr() throws {
        let result = try CLI.run(["color", "#GGGGGG"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                top: error: "#GGGGGG" is not a colour; use #RGB, #RRGGBB, RRGGBB or rgb(r, g, b), e.g. #FF0080 \
                [color-invalid]

                """)
    }

    @Test func everyInvalidColourIsReported() throws {
        let result = try CLI.run(["color", "#ff008080", "rgb(256, 0, 0)"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("top: error: \"#ff008080\" has an alpha channel"))
        #expect(lines[0].contains("Stories background colours do not support"))
        #expect(lines[1].hasPrefix("bottom: error: \"rgb(256, 0, 0)\" is not a colour: \"256\" is out of range"))
    }

    @Test func invalidColourInJSONStillPrintsADocument() throws {
        let result = try CLI.run(["color", "--format", "json", "#fff", "rgba(0, 0, 0, 0.5)"])
        #expect(result.status == 1)
        let doc = try #require(result.json)
        #expect(doc["fill"] == nil)
        let top = try #require(doc["top"] as? [String: Any])
        #expect(top["hex"] as? String == "#FFFFFF")
        let bottom = try #require(doc["bottom"] as? [String: Any])
        #expect(bottom["input"] as? String == "rgba(0, 0, 0, 0.5)")
        #expect(bottom["hex"] == nil)
        #expect((bottom["error"] as? String)?.contains("alpha") == true)
    }

    @Test func emptyColourIsInvalidNotAUsageError() throws {
        let result = try CLI.run(["color", "#000", ""])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("bottom: error: no colour given"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try CLI.run(["color"]).status == 64)
        #expect(try CLI.run(["color", "#000", "#111", "#222"]).status == 64)
        #expect(try CLI.run(["color", "--format", "xml", "#000"]).status == 64)
    }

    @Test func helpListsTheAcceptedForms() throws {
        let help = try CLI.run(["color", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("#RRGGBB"))
        #expect(help.stdout.contains("#222222"))
        #expect(help.stdout.contains("--format"))
    }
}
