// Swift Testing declares a cross-import overlay for UIKit (`Testing.swiftcrossimport` names
// `_Testing_UIKit`, which attaches `UIImage`s on Apple platforms). A test file that imports
// both `Testing` and our `UIKit` makes the compiler look for that module and fail with
// "no such module '_Testing_UIKit'" when it is missing; this empty module, built with UIKit,
// satisfies the lookup. It declares nothing: attachments of images are not supported.
