import ActivityKit
import Foundation
import Hummingbird
import WidgetCore
import WidgetRendering

extension HomeScreenServer {
    /// `GET /api/activities` (the Live Activities shown, most relevant first) and
    /// `GET /activities/{id}/{presentation}.png|.svg|.html` (one of them drawn).
    func addActivityRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/activities") { _, _ -> Response in
            try HTTPResponses.json(try runtime.liveActivities?.shown() ?? [])
        }
        router.get("/activities/{id}/{file}") { request, context -> Response in
            let id = context.parameters.get("id") ?? ""
            let file = context.parameters.get("file") ?? ""
            guard let dot = file.lastIndex(of: "."),
                  let presentation = ActivityPresentation(name: String(file[..<dot])),
                  let format = RenderFormat(rawValue: String(file[file.index(after: dot)...])),
                  format == .png || format == .svg || format == .html
            else {
                throw RequestError.notFound("Ask for /activities/<id>/<presentation>.png, .svg or .html; presentations: "
                    + ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
            guard let center = runtime.liveActivities, let stored = try center.store.activity(id) else {
                throw RequestError.notFound("No Live Activity '\(id)' on this home screen.")
            }
            let record = center.current(stored, at: Date())
            guard let activity = runtime.registry.activity(record.attributesType) else {
                throw RequestError.notFound("This home screen cannot draw \(record.attributesType) any more.")
            }
            let (preferences, _) = try preferences(for: request, rememberingQuery: false)
            var scale = 2.0
            if let text = HTTPResponses.query(of: request)["scale"] {
                guard let value = Double(text), value.isFinite, value >= Self.scaleStep, value <= 4 else {
                    throw RequestError.badRequest("Malformed scale '\(text.prefix(40))': use a number from \(Self.scaleStep) to 4.")
                }
                scale = (value / Self.scaleStep).rounded() * Self.scaleStep
            }
            let hint = request.headers[HTTPField.Name("Sec-CH-Prefers-Color-Scheme")!]
            let renderRequest = preferences.renderRequest(colorScheme: preferences.colorScheme(clientHint: hint),
                                                          format: format, scale: scale)
            let input = ActivityViewInput(attributes: Data(record.attributes.utf8), contentState: Data(record.contentState.utf8),
                                          isStale: record.state == .stale, activityID: record.id)
            let data: Data
            do {
                data = try await ActivityRenderer.render(renderRequest, activity: activity, input: input,
                                                         presentation: presentation)
            } catch let error as ActivityDecodingError {
                throw RequestError.unprocessable(error.description)
            }
            var headers: HTTPFields = [.contentType: format.mimeType, .cacheControl: "no-store"]
            HTTPResponses.hardened(&headers)
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
    }
}
