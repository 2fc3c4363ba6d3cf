#import <UIKit/UIKit.h>
- (void)shareTo:(NSString *)appID image:(UIImage *)image {
    NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"instagram-stories://share?source_application=%@", appID]];
    [[UIPasteboard generalPasteboard] setItems:@[@{@"k": UIImagePNGRepresentation(image)}] options:@{}];
}
