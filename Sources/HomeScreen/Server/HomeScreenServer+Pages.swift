import Foundation
import Hummingbird
import WidgetRendering

extension HomeScreenServer {
    /// `GET /`, `GET /gallery`, `GET /open`.
    func addPageRoutes(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ -> Response in
            let (preferences, cookies) = try preferences(for: request, rememberingQuery: true)
            let openGallery = HTTPResponses.query(of: request)["gallery"] == "1"
            let nonce = HTTPResponses.nonce()
            let html = try await HomeScreenPage(runtime: runtime, preferences: preferences)
                .render(openGallery: openGallery, nonce: nonce)
            return HTTPResponses.page(html, nonce: nonce, cookies: cookies)
        }
        router.get("/gallery") { request, _ -> Response in
            let (preferences, cookies) = try preferences(for: request, rememberingQuery: true)
            let gallery = GalleryPage(runtime: runtime, preferences: preferences)
            if HTTPResponses.query(of: request)["partial"] == "1" {
                var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
                HTTPResponses.hardened(&headers)
                return Response(status: .ok, headers: headers,
                                body: ResponseBody(byteBuffer: ByteBuffer(string: try await gallery.content())))
            }
            let nonce = HTTPResponses.nonce()
            return HTTPResponses.page(try await gallery.page(nonce: nonce), nonce: nonce, cookies: cookies)
        }
        router.get("/open") { request, _ -> Response in
            let (preferences, _) = try preferences(for: request, rememberingQuery: false)
            guard let text = HTTPResponses.query(of: request)["url"], !text.isEmpty, let url = URL(string: text), url.scheme != nil else {
                throw RequestError.badRequest("Give the URL to open as ?url=…")
            }
            if let destination = AppLinks.destination(of: url, bases: runtime.configuration.appURLBaseURLs) {
                return Response(status: .seeOther, headers: [.location: destination.absoluteString, .cacheControl: "no-store"])
            }
            let nonce = HTTPResponses.nonce()
            let html = DeepLinkPage.page(for: url.absoluteString, preferences: preferences, nonce: nonce)
            return HTTPResponses.page(html, nonce: nonce)
        }
    }

    /// The viewer's preferences, and the cookies that remember those given in the query.
    func preferences(for request: Request, rememberingQuery: Bool) throws -> (DisplayPreferences, [Cookie]) {
        let query = HTTPResponses.query(of: request)
        let cookieValues = HTTPResponses.cookies(of: request, named: DisplayPreferences.cookies)
        let preferences = try DisplayPreferences(query: query, cookies: cookieValues)
        guard rememberingQuery else { return (preferences, []) }
        var cookies: [Cookie] = []
        func remember(_ name: String, _ value: String) {
            cookies.append(Cookie(name: name, value: value, maxAge: 400 * 86_400, path: "/", httpOnly: false, sameSite: .lax))
        }
        if query["appearance"] != nil || query["colorScheme"] != nil {
            remember(DisplayPreferences.appearanceCookie, preferences.appearance.rawValue)
        }
        if query["dynamicTypeSize"] != nil { remember(DisplayPreferences.dynamicTypeSizeCookie, preferences.dynamicTypeSize.name) }
        if query["locale"] != nil { remember(DisplayPreferences.localeCookie, preferences.locale) }
        if query["look"] != nil { remember(DisplayPreferences.lookCookie, DisplayPreferences.name(of: preferences.look)) }
        return (preferences, cookies)
    }
}
