import XCTest
@testable import StoryApp

final class StoryAppTests: XCTestCase {
    func testShareAssetsLoad() {
        XCTAssertNotNil(UIImage(named: "StoryStickerArt"))
        XCTAssertNotNil(UIImage(named: "image"))
    }

    func testCardRenderPerformance() {
        measure {
            _ = UIImage(named: "image")?.jpegData(compressionQuality: 0.9)
        }
    }
}
