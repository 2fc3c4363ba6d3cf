import DriftwoodKit
import XCTest

final class FindLogTests: XCTestCase {
    func testSampleHasTwoFinds() {
        XCTAssertEqual(FindLog.sample.count, 2)
    }
}
