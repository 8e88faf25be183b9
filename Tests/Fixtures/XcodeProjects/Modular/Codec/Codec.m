#import "Codec.h"

@implementation Codec
+ (NSString *)encode:(NSData *)data { return [data base64EncodedStringWithOptions:0]; }
@end
