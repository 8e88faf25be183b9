public import Foundation

extension NSObject {
    /// The class to archive in place of this one: the class itself, as `NSObject`'s default on
    /// Apple's platforms. Widget code registers URL protocols with it
    /// (`configuration.protocolClasses = [ImageURLProtocol.classForCoder()]`); Linux's
    /// Foundation has only the instance property.
    public class func classForCoder() -> AnyClass { self }
}
