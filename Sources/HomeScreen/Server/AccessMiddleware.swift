import Foundation
import Hummingbird

/// Who may talk to the home screen, checked before any route runs.
///
/// - Host: on loopback without a token, the `Host` header must name this machine (`localhost`,
///   `127.x.x.x`, `[::1]`), so a page on another site cannot reach the server by rebinding its
///   DNS name to 127.0.0.1.
/// - Token: bound beyond loopback, every request needs the access token: `Authorization: Bearer
///   <token>`, or the `wk_token` cookie, which a browser gets by opening `/?token=<token>` once
///   (answered with a redirect that drops the token from the address).
/// - Origin: `POST`, `PUT`, `PATCH` and `DELETE` must come from the home screen's own pages: an
///   `Origin` header must match the `Host` header, and without one `Sec-Fetch-Site` (if sent)
///   must be `same-origin` or `none`. Clients that send neither (curl, scripts) pass. The
///   `Origin` must be `http:` (the server has no TLS): `https://127.0.0.1:8080` is another origin.
/// - Two `Host` headers, and an absolute-form target (`GET http://other/ HTTP/1.1`) naming another
///   host than `Host`, are refused before routing, by `RequestHeadGuard`.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: AccessToken?
    static var tokenCookie: String { "wk_token" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // E-paper devices speak plain HTTP from the LAN with their own token, checked by the
        // device routes themselves (docs/HTTP-API.md, "Devices").
        if HomeScreenServer.isDevicePath(request.uri.path) { return try await next(request, context) }
        let authority = request.head.authority ?? ""
        if let token {
            if let offered = HTTPResponses.query(of: request)["token"], request.method == .get || request.method == .head {
                guard token.matches(offered) else { return HTTPResponses.error(.unauthorized, "Wrong access token.") }
                var response = Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"])
                response.setCookie(Cookie(name: Self.tokenCookie, value: token.value, maxAge: 400 * 86_400, path: "/",
                                          httpOnly: true, sameSite: .strict))
                return response
            }
            guard authorized(request, token: token) else {
                return HTTPResponses.error(
                    .unauthorized, "This home screen needs its access token: open /?token=… once, or send Authorization: Bearer …",
                    headers: [.wwwAuthenticate: "Bearer"])
            }
        } else if !authority.isEmpty, !HomeScreenConfiguration.isLoopbackHost(Self.hostName(of: authority)) {
            return HTTPResponses.error(.misdirectedRequest, "This home screen answers only to localhost.")
        }
        if [.post, .put, .patch, .delete].contains(request.method), let problem = originProblem(request, authority: authority) {
            return HTTPResponses.error(.forbidden, problem)
        }
        return try await next(request, context)
    }

    private func authorized(_ request: Request, token: AccessToken) -> Bool {
        if let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer "),
           token.matches(header.dropFirst(7).trimmingCharacters(in: .whitespaces)) {
            return true
        }
        if let cookie = request.cookies[Self.tokenCookie]?.value, token.matches(cookie) { return true }
        return false
    }

    private func originProblem(_ request: Request, authority: String) -> String? {
        if let origin = request.headers[.origin] {
            // The server speaks plain HTTP only: its own pages' origin is `http://<Host>`.
            guard let url = URL(string: origin), url.scheme?.lowercased() == "http", let host = url.host else {
                return "Changes are accepted only from the home screen's own pages (Origin \(origin))."
            }
            let port = url.port.map { ":\($0)" } ?? ""
            let originAuthority = (host.contains(":") ? "[\(host)]" : host) + port
            guard originAuthority.lowercased() == authority.lowercased() else {
                return "Changes are accepted only from the home screen's own pages (Origin \(origin))."
            }
            return nil
        }
        if let site = request.headers[.init("Sec-Fetch-Site")!], site != "same-origin", site != "none" {
            return "Changes are accepted only from the home screen's own pages (Sec-Fetch-Site \(site))."
        }
        return nil
    }

    /// `host` of `host:port` (also `[v6]:port`).
    static func hostName(of authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.startIndex...end])
        }
        return String(authority.split(separator: ":", maxSplits: 1).first ?? "")
    }
}
