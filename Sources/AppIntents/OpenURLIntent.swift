public import Foundation

/// An intent that opens a URL (App Intents' `OpenURLIntent`, iOS 18): returned from another
/// intent's `perform()` as `.result(opensIntent: OpenURLIntent(url))`, or run by a widget's
/// `Button(intent:)`. On the home screen the tap then opens the URL as a widget's `Link` does:
/// a web address in a new tab, an app's URL through `/open` (the app's registered base URL).
public struct OpenURLIntent: SystemIntent {
    /// The intent's title.
    public static let title: LocalizedStringResource = "Open URL"

    /// The URL to open.
    @Parameter(title: "URL")
    public var url: URL

    /// An intent with no URL yet.
    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// Does nothing itself: whoever performs it opens ``url`` (the home screen, after a tap).
    public func perform() async throws -> some IntentResult { .result() }

    /// The URL, or `nil` when none was set.
    var urlIfSet: URL? { _url.currentValue as? URL }
}
