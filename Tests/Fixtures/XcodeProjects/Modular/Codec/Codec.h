#import <Foundation/Foundation.h>

@interface Codec : NSObject
+ (NSString *)encode:(NSData *)data;
@end
