// Swift Testing declares a cross-import overlay for CoreGraphics (`Testing.swiftcrossimport`
// names `_Testing_CoreGraphics`, which attaches `CGImage`s on Apple platforms). A test file that
// imports both `Testing` and our `CoreGraphics` makes the compiler look for that module and fail
// with "no such module '_Testing_CoreGraphics'" when it is missing; this empty module, built with
// CoreGraphics, satisfies the lookup (as `_Testing_UIKit` does for UIKit).
