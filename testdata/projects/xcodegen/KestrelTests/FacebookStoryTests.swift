import XCTest

@testable import Kestrel

final class FacebookStoryTests: XCTestCase {
    func testAppIDIsDigits() {
        XCTAssertTrue(FacebookStory.facebookAppID.allSatisfy(\.isNumber))
    }
}
