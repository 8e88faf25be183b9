import Foundation
import Hummingbird
import WidgetCore
import WidgetRendering

extension HomeScreenServer {
    /// `GET /api/controls` (the controls of Control Center with their state),
    /// `GET /controls/{size}.png|.svg|.html?kind=KIND[&state=on|off]` (one drawn in a size, a toggle
    /// optionally in a given state) and
    /// `POST /api/controls/perform` (a tap: `{"kind": …, "isOn": …}`).
    func addControlRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/controls") { _, _ -> Response in
            try HTTPResponses.json(await runtime.controlSummaries())
        }
        router.get("/controls/{file}") { request, context -> Response in
            let file = context.parameters.get("file") ?? ""
            guard let dot = file.lastIndex(of: "."),
                  let presentation = ControlPresentation(name: String(file[..<dot])),
                  let format = RenderFormat(rawValue: String(file[file.index(after: dot)...])),
                  format == .png || format == .svg || format == .html
            else {
                throw RequestError.notFound("Ask for /controls/<size>.png, .svg or .html?kind=<kind>; sizes: "
                    + ControlPresentation.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
            guard let kind = HTTPResponses.query(of: request)["kind"], !kind.isEmpty else {
                throw RequestError.badRequest("Name the control: ?kind=<its kind>.")
            }
            var isOn: Bool?
            switch HTTPResponses.query(of: request)["state"] {
            case nil: break
            case "on": isOn = true
            case "off": isOn = false
            case let other?: throw RequestError.badRequest("state must be on or off, not '\(other.prefix(20))'.")
            }
            let rendered = try await runtime.renderControl(
                kind: kind, presentation: presentation, request: try renderRequest(for: request, format: format), isOn: isOn)
            var headers: HTTPFields = [.eTag: rendered.etag, .cacheControl: "no-cache"]
            switch format {
            case .svg: headers[.contentSecurityPolicy] = Self.svgPolicy
            case .html: headers[.contentSecurityPolicy] = HTTPResponses.documentPolicy
            default: break
            }
            HTTPResponses.hardened(&headers)
            if HTTPResponses.matches(request, etag: rendered.etag) {
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentType] = format.mimeType
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: rendered.body))
        }
        router.post("/api/controls/perform") { request, _ -> Response in
            let tap = try await decode(ControlCenterTap.self, from: request)
            return try HTTPResponses.json(try await runtime.performControl(kind: tap.kind, isOn: tap.isOn))
        }
    }
}

/// A tap on a control of Control Center, as the page or a script sends it.
struct ControlCenterTap: Decodable {
    /// The control's kind.
    var kind: String
    /// For a toggle: the state it switches to (by default the opposite of its state now).
    var isOn: Bool?
}
