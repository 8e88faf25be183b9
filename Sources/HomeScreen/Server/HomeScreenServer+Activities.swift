import ActivityKit
import ConfigurationSchema
import Foundation
import Hummingbird
import WidgetCore
import WidgetRendering

extension HomeScreenServer {
    /// `GET /api/activities` (the Live Activities shown, most relevant first),
    /// `GET /activities/fragment` (the page's Dynamic Island and Lock Screen entries, as HTML in
    /// JSON, for its script to swap in) and `GET /activities/{id}/{presentation}.png|.svg` (one
    /// of them drawn in a presentation).
    func addActivityRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/activities") { _, _ -> Response in
            guard let center = runtime.liveActivities else { return try HTTPResponses.json([ActivityInfo]()) }
            let pushes = center.pushCounts()
            return try HTTPResponses.json(try center.shown().map { ActivityInfo($0, pushes: pushes[$0.id]) })
        }
        router.get("/activities/fragment") { request, _ -> Response in
            let (preferences, _) = try preferences(for: request, rememberingQuery: false)
            let markup = await HomeScreenPage(runtime: runtime, preferences: preferences).liveActivities()
            return try HTTPResponses.json(markup)
        }
        router.get("/activities/{id}/{file}") { request, context -> Response in
            let id = context.parameters.get("id") ?? ""
            let file = context.parameters.get("file") ?? ""
            guard let dot = file.lastIndex(of: "."),
                  let presentation = ActivityPresentation(name: String(file[..<dot])),
                  let format = RenderFormat(rawValue: String(file[file.index(after: dot)...])),
                  format == .png || format == .svg
            else {
                throw RequestError.notFound("Ask for /activities/<id>/<presentation>.png or .svg; presentations: "
                    + ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
            guard let center = runtime.liveActivities, let record = try center.activity(id), record.state != .dismissed else {
                throw RequestError.notFound("No Live Activity '\(id.prefix(64))' on this home screen.")
            }
            guard let activity = runtime.registry.activity(record.attributesType) else {
                throw RequestError.notFound("This home screen cannot draw \(record.attributesType.prefix(200)) any more.")
            }
            let renderRequest = try renderRequest(for: request, format: format)
            let input = ActivityViewInput(attributes: Data(record.attributes.utf8), contentState: Data(record.contentState.utf8),
                                          isStale: record.state == .stale, activityID: record.id)
            let data: Data
            do {
                data = try await ActivityRenderer.render(renderRequest, activity: activity, input: input,
                                                         presentation: presentation,
                                                         bundles: runtime.configuration.resourceBundles)
            } catch let error as ActivityDecodingError {
                throw RequestError.unprocessable(error.description)
            }
            var headers: HTTPFields = [.contentType: format.mimeType, .cacheControl: "no-store"]
            if format == .svg { headers[.contentSecurityPolicy] = Self.svgPolicy }
            HTTPResponses.hardened(&headers)
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
    }
}

/// One Live Activity as `GET /api/activities` lists it (docs/HTTP-API.md).
struct ActivityInfo: Encodable {
    var id: String
    /// The attributes type's name.
    var kind: String
    /// `active`, `pending`, `stale` or `ended`.
    var state: String
    var style: String
    /// The attributes and the content state, as the app encoded them.
    var attributes: JSONValue?
    var contentState: JSONValue?
    var staleDate: Date?
    var relevanceScore: Double
    var dismissalDate: Date?
    var startDate: Date?
    /// Whether a push token was issued (the token itself is not listed).
    var takesPushes: Bool
    var alert: ActivityAlertRecord?
    /// The pushes it received, by priority (all zero without any).
    var pushes: ActivityPushCounts
    var createdAt: Date
    var updatedAt: Date

    init(_ record: ActivityRecord, pushes: ActivityPushCounts? = nil) {
        id = record.id
        kind = record.attributesType
        state = "\(record.state)"
        style = record.style
        attributes = try? JSONDecoder().decode(JSONValue.self, from: Data(record.attributes.utf8))
        contentState = try? JSONDecoder().decode(JSONValue.self, from: Data(record.contentState.utf8))
        staleDate = record.staleDate
        relevanceScore = record.relevanceScore
        dismissalDate = record.dismissalDate
        startDate = record.startDate
        takesPushes = record.pushToken != nil
        alert = record.alert
        self.pushes = pushes ?? ActivityPushCounts()
        createdAt = record.createdAt
        updatedAt = record.updatedAt
    }
}
