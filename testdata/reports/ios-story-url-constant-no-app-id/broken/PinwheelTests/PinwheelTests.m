#import <XCTest/XCTest.h>

@interface PinwheelTests : XCTestCase
@end

@implementation PinwheelTests

- (void)testBundleLoads
{
  XCTAssertNotNil([NSBundle mainBundle]);
}

@end
