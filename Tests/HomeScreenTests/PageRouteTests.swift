import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

@Suite("The home screen page, gallery and deep links")
struct PageRouteTests {
    @Test("An empty home screen invites to add a widget")
    func empty() async throws {
        try await withHomeScreen { _, client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy]?.contains("script-src 'nonce-") == true)
            #expect(page.text.contains("id=\"empty-state\""))
            #expect(page.text.contains("id=\"gallery-button\""))
        }
    }

    @Test("Accessory widgets sit on a Lock Screen panel above the grid, vibrant, resizable among accessories only")
    func lockScreenPanel() async throws {
        try await withHomeScreen { _, client in
            let big = try await client.placedID("Big", "systemLarge")
            let circular = try await client.placedID("Big", "accessoryCircular")
            let html = try await client.execute(uri: "/?appearance=light", method: .get).text
            let panel = try #require(html.range(of: "<section id=\"lock-screen\""))
            let grid = try #require(html.range(of: "<main id=\"home-screen\""))
            let circularTile = try #require(html.range(of: "id=\"tile-\(circular)\""))
            let bigTile = try #require(html.range(of: "id=\"tile-\(big)\""))
            #expect(panel.upperBound < circularTile.lowerBound && circularTile.lowerBound < grid.lowerBound)
            #expect(grid.upperBound < bigTile.lowerBound)
            // The circular tile offers no home screen sizes, the large one no accessory.
            let circularHTML = String(html[circularTile.lowerBound..<grid.lowerBound])
            #expect(circularHTML.contains("<option value=\"accessoryCircular\" selected>"))
            #expect(!circularHTML.contains("value=\"systemLarge\""))
            #expect(!String(html[bigTile.lowerBound...]).contains("value=\"accessoryCircular\""))
            #expect(html.contains(".lock-screen{"))
            let gallery = try await client.execute(uri: "/gallery?partial=1&appearance=light", method: .get).text
            #expect(gallery.contains("id=\"add-Big-accessoryCircular\""))
        }
    }

    @Test("Each instance is a focusable, named tile with its current entry, in order")
    func tiles() async throws {
        try await withHomeScreen { _, client in
            let medium = try await client.placedID("Counter", "systemMedium")
            let big = try await client.placedID("Big", "systemLarge")
            let html = try await client.execute(uri: "/?appearance=light", method: .get).text
            let mediumTile = try #require(html.range(of: "id=\"tile-\(medium)\""))
            let bigTile = try #require(html.range(of: "id=\"tile-\(big)\""))
            #expect(mediumTile.lowerBound < bigTile.lowerBound)
            #expect(html.contains("data-family=\"systemMedium\" data-position=\"0\""))
            #expect(html.contains("class=\"tile family-systemLarge\""))
            #expect(html.contains("tabindex=\"0\" aria-roledescription=\"widget\" aria-label=\"Counter, medium widget\""))
            #expect(html.contains("Count 1"))
            #expect(html.contains("grid-auto-flow:dense"))
            // The fragment carries the accessibility tree and real links.
            #expect(html.contains("class=\"wk-a11y\""))
            #expect(html.contains("href=\"https://example.com/docs\""))
            // App links go to the deep-link page.
            #expect(html.contains("href=\"/open?url=testapp%3A%2F%2Fcounter%2F1%3Ffrom%3Dwidget\""))
            #expect(!html.contains("href=\"testapp:"))
        }
    }

    @Test("Appearance, text size and language come from the query, are remembered in cookies and applied")
    func preferences() async throws {
        try await withHomeScreen { _, client in
            _ = try await client.placedID("Counter", "systemSmall")
            let automatic = try await client.execute(uri: "/", method: .get).text
            #expect(automatic.contains("class=\"variant variant-light\"") && automatic.contains("class=\"variant variant-dark\""))
            #expect(automatic.contains("class=\"appearance-automatic"))

            let dark = try await client.execute(uri: "/?appearance=dark&dynamicTypeSize=accessibility3&locale=de", method: .get)
            #expect(dark.status == .ok)
            #expect(dark.text.contains("class=\"appearance-dark"))
            #expect(!dark.text.contains("class=\"variant variant-light\""))
            #expect(dark.text.contains("<html lang=\"de\">"))
            #expect(dark.text.contains("<option value=\"accessibility3\" selected>"))
            let cookies = dark.headers[values: .setCookie].joined(separator: "\n")
            #expect(cookies.contains("wk_appearance=dark"))
            #expect(cookies.contains("wk_dynamicTypeSize=accessibility3"))
            #expect(cookies.contains("wk_locale=de"))

            let fromCookie = try await client.execute(
                uri: "/", method: .get, headers: [.cookie: "wk_appearance=dark; wk_dynamicTypeSize=xSmall"])
            #expect(fromCookie.text.contains("class=\"appearance-dark"))
            #expect(fromCookie.text.contains("<option value=\"xSmall\" selected>"))
            // Every text size is offered.
            for size in ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"] {
                #expect(automatic.contains("<option value=\"\(size)\""), "\(size)")
            }
            #expect(automatic.contains("<option value=\"en\" selected>"))

            for bad in ["/?appearance=purple", "/?dynamicTypeSize=huge", "/?locale=%3Cscript%3E"] {
                #expect(try await client.execute(uri: bad, method: .get).status == .badRequest, "\(bad)")
            }
        }
    }

    @Test("The Look preference draws controls as iOS 26 or as iOS 17–18, from the query or its cookie")
    func look() async throws {
        try await withHomeScreen(registry: InteractiveTestWidgets.registry(board: "look-\(UUID().uuidString)")) { _, client in
            let id = try await client.placedID("Tally", "systemSmall")
            let current = try await client.execute(uri: "/", method: .get).text
            #expect(current.contains("<option value=\"26\" selected>iOS 26</option>"), "the current look is the default")
            #expect(current.contains("data-look=\"26\""))

            let older = try await client.execute(uri: "/?look=18", method: .get)
            #expect(older.status == .ok)
            #expect(older.text.contains("<option value=\"18\" selected>iOS 17–18</option>"))
            #expect(older.text.contains("data-query=\"appearance=automatic&amp;dynamicTypeSize=large&amp;locale=en&amp;look=18\""),
                    "fragments and live updates ask for the same look")
            #expect(older.headers[values: .setCookie].joined(separator: "\n").contains("wk_look=18"))
            // The tile's switch is drawn in another look: other pixels, and another cache entry.
            let png26 = try await client.execute(uri: "/widgets/\(id).png?look=26", method: .get)
            let png18 = try await client.execute(uri: "/widgets/\(id).png?look=18", method: .get)
            let fromCookie = try await client.execute(uri: "/widgets/\(id).png", method: .get, headers: [.cookie: "wk_look=18"])
            #expect(png26.status == .ok && png18.status == .ok)
            #expect(png26.headers[.eTag] != png18.headers[.eTag], "each look is its own image")
            #expect(fromCookie.headers[.eTag] == png18.headers[.eTag], "the cookie chooses the look when the query does not")
            #expect(try await client.execute(uri: "/widgets/\(id).png?look=iOS18", method: .get).headers[.eTag] == png18.headers[.eTag])
            // A look between the two is the older one's; before widgets took their form, refused.
            #expect(try await client.execute(uri: "/widgets/\(id).png?look=17", method: .get).headers[.eTag] == png18.headers[.eTag])
            for bad in ["/?look=12", "/?look=latest", "/widgets/\(id).png?look=%3Cb%3E"] {
                #expect(try await client.execute(uri: bad, method: .get).status == .badRequest, "\(bad)")
            }
            // A malformed cookie is ignored.
            let ignored = try await client.execute(uri: "/", method: .get, headers: [.cookie: "wk_look=<b>"])
            #expect(ignored.status == .ok && ignored.text.contains("<option value=\"26\" selected>"))
        }
    }

    @Test("Provider strings are escaped in the page, the gallery and the API")
    func escaping() async throws {
        try await withHomeScreen { _, client in
            _ = try await client.placedID("Evil", "systemSmall")
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(!page.contains("<script>alert"))
            #expect(!page.contains("<img src=x"))
            #expect(page.contains("&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;"))
            let gallery = try await client.execute(uri: "/gallery?partial=1", method: .get).text
            #expect(!gallery.contains("<script>alert"))
            #expect(!gallery.contains("<b>"))
            #expect(gallery.contains("Tom &amp; Jerry &lt;b&gt;&quot;bold&quot;&lt;/b&gt;"))
        }
    }

    @Test("A stored instance of a kind the bundle no longer has shows an unavailable tile")
    func unavailable() async throws {
        try await withTemporaryDirectory { directory in
            let store = try SQLiteInstanceStore(directory: directory)
            let gone = try await store.insert(kind: "Vanished", family: "systemSmall", configuration: nil)
            let shrunk = try await store.insert(kind: "Counter", family: "systemLarge", configuration: nil)
            try await withHomeScreen(directory: directory) { _, client in
                let page = try await client.execute(uri: "/", method: .get)
                #expect(page.status == .ok)
                #expect(page.text.contains("id=\"tile-\(gone.id)\""))
                #expect(page.text.contains("data-state=\"unavailable\""))
                #expect(page.text.contains("Unavailable"))
                #expect(page.text.contains("no longer part of the app"))
                #expect(page.text.contains("not available in this size"))
                let list = try await client.execute(uri: "/api/instances", method: .get)
                let instances = try #require(try list.json()["instances"] as? [[String: Any]])
                #expect(instances.map { $0["available"] as? Bool } == [false, false])
                #expect(try await client.execute(uri: "/widgets/\(gone.id).png", method: .get).status == .notFound)
                #expect(try await client.execute(uri: "/api/instances/\(shrunk.id)", method: .delete).status == .noContent)
            }
        }
    }

    @Test("A widget whose first timeline is loading shows its placeholder, redacted")
    func placeholder() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Silent", "systemSmall")
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(page.contains("id=\"tile-\(id)\""))
            #expect(page.contains("data-state=\"placeholder\""))
            #expect(page.contains("aria-busy=\"true\""))
            let png = try await client.execute(uri: "/widgets/\(id).png", method: .get)
            #expect(png.headers[.init("X-Widget-Placeholder")!] == "true")
        }
    }

    @Test("The gallery shows every kind in each family with an Add button")
    func gallery() async throws {
        try await withHomeScreen { _, client in
            let partial = try await client.execute(uri: "/gallery?partial=1&appearance=light", method: .get)
            #expect(partial.status == .ok)
            let html = partial.text
            for (kind, families) in [("Counter", ["systemSmall", "systemMedium"]), ("Silent", ["systemSmall"]),
                                     ("Big", ["systemLarge", "systemExtraLarge", "systemExtraLargePortrait"])] {
                #expect(html.contains("id=\"gallery-kind-\(kind)\""), "\(kind)")
                for family in families {
                    #expect(html.contains("id=\"add-\(kind)-\(family)\" data-action=\"add\" data-kind=\"\(kind)\" data-family=\"\(family)\""))
                }
            }
            #expect(html.contains("Counts reloads."))
            #expect(html.contains("Count 42"))  // the snapshot, not a timeline entry
            let page = try await client.execute(uri: "/gallery", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("<!DOCTYPE html>"))
        }
    }

    @Test("/open shows the URL the app would receive, escaped, or redirects to the registered base")
    func deepLinks() async throws {
        try await withHomeScreen { _, client in
            let page = try await client.execute(uri: "/open?url=testapp%3A%2F%2Fcounter%2F1%3Fa%3D%3Cb%3E", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("testapp://counter/1?a=%3Cb%3E") || page.text.contains("testapp://counter/1?a=&lt;b&gt;"))
            #expect(!page.text.contains("?a=<b>"))
            #expect(try await client.execute(uri: "/open", method: .get).status == .badRequest)
            #expect(try await client.execute(uri: "/open?url=nothing", method: .get).status == .badRequest)
        }
        let base = try #require(URL(string: "http://127.0.0.1:3000/app/"))
        try await withHomeScreen(appURLs: ["testapp": base]) { _, client in
            let redirect = try await client.execute(uri: "/open?url=testapp%3A%2F%2Fcounter%2F1%3Ffrom%3Dwidget", method: .get)
            #expect(redirect.status == .seeOther)
            #expect(redirect.headers[.location] == "http://127.0.0.1:3000/app/counter/1?from=widget")
            let other = try await client.execute(uri: "/open?url=otherapp%3A%2F%2Fx", method: .get)
            #expect(other.status == .ok)
        }
    }
}
