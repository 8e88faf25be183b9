public import Foundation
public import Dispatch

// What Apple's Foundation and Dispatch declare and Linux's lack, for widget code that uses them.
// Visible through every drop-in module (SwiftUI, WidgetKit, UIKit); a file importing only Foundation
// does not see them (docs/PORTING.md).

/// Nanoseconds per second (Dispatch's `NSEC_PER_SEC`): `.now() + .nanoseconds(Int(2 * NSEC_PER_SEC))`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// A serial dispatch queue (iOS 17's `DispatchSerialQueue`); on Linux every `DispatchQueue`
/// created without `.concurrent` is serial, so this is `DispatchQueue`.
public typealias DispatchSerialQueue = DispatchQueue

extension UserDefaults {
    /// The value for `key` (key-value coding's `value(forKey:)`, which Linux's `UserDefaults` lacks).
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` for `key`, or removes the key when `value` is nil (key-value coding's `setValue(_:forKey:)`).
    public func setValue(_ value: Any?, forKey key: String) {
        if let value {
            set(value, forKey: key)
        } else {
            removeObject(forKey: key)
        }
    }
}
