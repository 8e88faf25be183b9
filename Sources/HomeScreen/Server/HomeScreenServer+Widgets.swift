import Foundation
import Hummingbird
import ViewCore
import WidgetRendering

extension HomeScreenServer {
    /// `GET /widgets/{id}.png|.svg|.html` and `GET /widgets/{id}/fragment`.
    func addWidgetRoutes(to router: Router<BasicRequestContext>) {
        router.get("/widgets/{id}") { request, context -> Response in
            let file = context.parameters.get("id") ?? ""
            guard let dot = file.lastIndex(of: "."),
                  let format = RenderFormat(rawValue: String(file[file.index(after: dot)...])),
                  format == .png || format == .svg || format == .html
            else {
                throw RequestError.notFound("Ask for /widgets/<id>.png, .svg or .html.")
            }
            return try await widget(String(file[..<dot]), format: format, request: request)
        }
        router.get("/widgets/{id}/fragment") { request, context -> Response in
            let id = context.parameters.get("id") ?? ""
            let (preferences, _) = try preferences(for: request, rememberingQuery: false)
            guard runtime.scheduler.status(of: .init(id)) != nil else {
                throw RequestError.notFound("No widget '\(id)' is placed on this home screen.")
            }
            let overrides = try Self.toggleOverrides(HTTPResponses.query(of: request)["switch"])
            let (html, isPlaceholder, isStale) = try await HomeScreenPage(runtime: runtime, preferences: preferences)
                .fragment(instance: id, toggleOverrides: overrides)
            var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
            headers[.init("X-Widget-Placeholder")!] = isPlaceholder ? "true" : "false"
            headers[.init("X-Widget-Stale")!] = isStale ? "true" : "false"
            headers[.contentSecurityPolicy] = HTTPResponses.fragmentPolicy
            HTTPResponses.hardened(&headers)
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
    }

    /// `?switch=4:on` (or `4:off`): draw the toggle with control id 4 in that state, as the page
    /// shows a tap at once while the toggle's intent runs. Anything else is a 400.
    static func toggleOverrides(_ value: String?) throws -> [Int: Bool] {
        guard let value else { return [:] }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let control = Int(parts[0]), control >= 0, parts[1] == "on" || parts[1] == "off" else {
            throw RequestError.badRequest("switch must be <control id>:on or <control id>:off.")
        }
        return [control: parts[1] == "on"]
    }

    /// PNG scales are multiples of this (a requested scale is rounded to the nearest), from it to 4.
    static let scaleStep = 0.25

    /// The render request of `request` in `format`: the page's preferences, the client's colour
    /// scheme hint and the `scale` query (2 by default).
    func renderRequest(for request: Request, format: RenderFormat) throws -> RenderRequest {
        let (preferences, _) = try preferences(for: request, rememberingQuery: false)
        var scale = 2.0
        if let text = HTTPResponses.query(of: request)["scale"] {
            guard let value = Double(text), value.isFinite, value >= Self.scaleStep, value <= 4 else {
                throw RequestError.badRequest(
                    "Malformed scale '\(text.prefix(40))': use a number from \(Self.scaleStep) to 4.")
            }
            // Quantised, so arbitrary scales cannot fill the render cache with near-duplicates.
            scale = (value / Self.scaleStep).rounded() * Self.scaleStep
        }
        let hint = request.headers[.init("Sec-CH-Prefers-Color-Scheme")!]
        return preferences.renderRequest(colorScheme: preferences.colorScheme(clientHint: hint), format: format, scale: scale)
    }

    /// The content security policy of a widget or activity served alone as SVG.
    static let svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src data:"

    /// One instance in one format, with its entity tag; 304 when the client has it.
    private func widget(_ id: String, format: RenderFormat, request: Request) async throws -> Response {
        let renderRequest = try renderRequest(for: request, format: format)
        let rendered = try await runtime.render(instance: id, request: renderRequest)
        var headers: HTTPFields = [
            .eTag: rendered.etag,
            .cacheControl: "no-cache",
            .vary: "Cookie, Sec-CH-Prefers-Color-Scheme",
        ]
        headers[.init("X-Widget-Placeholder")!] = rendered.isPlaceholder ? "true" : "false"
        headers[.init("X-Widget-Stale")!] = rendered.isStale ? "true" : "false"
        switch format {
        case .svg: headers[.contentSecurityPolicy] = Self.svgPolicy
        case .html: headers[.contentSecurityPolicy] = HTTPResponses.documentPolicy
        case .png, .fragment, .displayList: break
        }
        HTTPResponses.hardened(&headers)
        if HTTPResponses.matches(request, etag: rendered.etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = format.mimeType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: rendered.body))
    }
}
