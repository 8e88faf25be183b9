import Foundation
import MarkupSupport

/// `/open?url=…`: what happens when a widget's app link is tapped and no base URL is
/// registered for its scheme — a page naming exactly the URL the app would receive.
enum DeepLinkPage {
    static func page(for url: String, preferences: DisplayPreferences, nonce: String) -> String {
        let body = """
            <main class="deeplink" aria-labelledby="deeplink-title">
            <h1 id="deeplink-title">Open in the app</h1>
            <p>On an iPhone this tap would open the widget’s app, which would receive this URL:</p>
            <code id="deeplink-url" data-url="\(Markup.attribute(url))">\(Markup.attribute(url))</code>
            <p class="status">To send these URLs to your app, start the home screen with \
            <code style="display:inline;padding:2px 4px">--app-url scheme=http://…</code>.</p>
            <p><a class="back" href="/">Back to the Home Screen</a></p>
            </main>
            """
        return HomeScreenPage.document(title: "Open in the app", preferences: preferences, body: body, nonce: nonce)
    }
}
