public import Foundation

/// An intent that opens a URL (App Intents' `OpenURLIntent`, iOS 18): returned from another
/// intent's `perform()` as `.result(opensIntent: OpenURLIntent(url))`, or run by a control's
/// button. A Linux home screen opens no apps: performing it does nothing; the URL stays
/// readable for code and tests that check where a tap would lead.
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

    /// Does nothing: there is no app to open here.
    public func perform() async throws -> some IntentResult { .result() }
}
