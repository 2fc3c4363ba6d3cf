#import <UIKit/UIKit.h>
#import "StoryShareLegacy.h"

/// The story button of the legacy journal screen, still in Objective-C.
@implementation StoryShareLegacy

- (IBAction)shareToInstagram:(id)sender {
    NSString *appID = [[NSBundle mainBundle] objectForInfoDictionaryKey:@"FacebookAppID"];
    NSData *background = UIImageJPEGRepresentation([UIImage imageNamed:@"image"], 0.9);
    NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"instagram-stories://share?source_application=%@", appID]];
    [[UIPasteboard generalPasteboard] setItems:@[@{@"com.instagram.sharedSticker.backgroundImage": background}]
                                       options:@{}];
    [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
}

@end
