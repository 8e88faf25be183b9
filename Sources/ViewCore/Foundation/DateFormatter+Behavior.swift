public import Foundation

// Apple's Foundation declares formatter behaviours (`formatterBehavior`, the class default) that
// swift-corelibs-foundation lacks: code written for iOS sets `.behavior10_4` out of habit
// ("error: value of type 'DateFormatter' has no member 'formatterBehavior'" here). iOS has one
// behaviour, 10.4's, which is how Linux's formatters behave: these declarations accept it and
// report it. macOS's `.behavior10_0` is absent, as on iOS.

extension DateFormatter {
    /// The behaviours a date formatter can have (Foundation's `DateFormatter.Behavior`).
    public enum Behavior: UInt, Sendable, Hashable {
        /// The class's default behaviour (10.4's).
        case `default` = 0
        /// The behaviour of Mac OS X 10.4 and later: the only one on iOS and here.
        case behavior10_4 = 1040
    }

    /// The formatter's behaviour: always ``Behavior/behavior10_4``, the only one iOS has.
    ///
    /// ```swift
    /// let formatter = DateFormatter()
    /// formatter.formatterBehavior = .behavior10_4
    /// formatter.dateFormat = "HH:mm"
    /// ```
    ///
    /// Setting it changes nothing, as on iOS: every formatter already behaves as 10.4's.
    public var formatterBehavior: Behavior {
        get { .behavior10_4 }
        set {}
    }

    /// The default behaviour of new date formatters: ``Behavior/behavior10_4`` (iOS's default;
    /// setting it changes nothing, as every formatter has that behaviour).
    public class var defaultFormatterBehavior: Behavior {
        get { .behavior10_4 }
        set {}
    }
}

extension NumberFormatter {
    /// The behaviours a number formatter can have (Foundation's `NumberFormatter.Behavior`).
    public enum Behavior: UInt, Sendable, Hashable {
        /// The class's default behaviour (10.4's).
        case `default` = 0
        /// The behaviour of Mac OS X 10.4 and later: the only one on iOS and here.
        case behavior10_4 = 1040
    }

    /// The formatter's behaviour: always ``Behavior/behavior10_4``, the only one iOS has;
    /// setting it changes nothing.
    public var formatterBehavior: Behavior {
        get { .behavior10_4 }
        set {}
    }

    /// The default behaviour of new number formatters: ``Behavior/behavior10_4``.
    public class func defaultFormatterBehavior() -> Behavior { .behavior10_4 }

    /// Sets the default behaviour of new number formatters; every formatter has 10.4's, so this
    /// changes nothing (as on iOS).
    public class func setDefaultFormatterBehavior(_ behavior: Behavior) {}
}
