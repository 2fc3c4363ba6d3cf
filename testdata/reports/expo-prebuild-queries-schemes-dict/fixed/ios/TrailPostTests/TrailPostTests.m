#import <XCTest/XCTest.h>

@interface TrailPostTests : XCTestCase
@end

@implementation TrailPostTests

- (void)testBundleLoads
{
  XCTAssertNotNil([NSBundle mainBundle]);
}

@end
