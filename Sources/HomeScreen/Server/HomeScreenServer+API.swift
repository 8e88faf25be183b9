import Foundation
import Hummingbird
import ViewCore
import WidgetCore
import WidgetHosting
import WidgetRendering

/// The JSON the API sends and accepts.
enum APIModel {
    struct Kind: Encodable {
        var kind: String
        var displayName: String
        var description: String
        var families: [String]
        var configurable: Bool
    }

    struct Instance: Encodable {
        var id: String
        var kind: String
        var family: String
        var position: Int
        var displayName: String
        var available: Bool
        var configuration: String?
        var createdAt: Date
        var updatedAt: Date
        var links: [String: String]
    }

    struct Instances: Encodable {
        var instances: [Instance]
    }

    struct Kinds: Encodable {
        var kinds: [Kind]
    }

    struct NewInstance: Decodable {
        var kind: String
        var family: String
        /// The index of one of the provider's `recommendations()` to place preconfigured.
        var recommendation: Int?
    }

    struct Move: Decodable {
        var position: Int
    }

    struct FamilyChange: Decodable {
        var family: String
    }

    struct HostedBundle: Encodable {
        /// The bundle's key: its kinds are `KEY/kind`.
        var key: String
        var displayName: String
        var path: String
        /// `installed` (`BUNDLE install`) or `command-line` (`serve --bundle`).
        var source: String
        var kinds: [String]
        var instances: Int
        var removalRequested: Bool
        /// Why its widgets are unavailable, if they are.
        var unavailable: String?
        /// When its extension, which failed and waits a long backoff, is started again
        /// (`POST /api/bundles/{key}/restart` ends the wait); absent otherwise.
        var restartsAt: Date?
        /// Its extension's failures in a row, while it waits a long backoff.
        var failures: Int?
    }

    struct HostedBundles: Encodable {
        var bundles: [HostedBundle]
    }

    struct Uninstalled: Encodable {
        var key: String
        var removedInstances: Int
    }
}

extension HomeScreenServer {
    /// `/api/kinds` and `/api/instances…`.
    func addAPIRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/kinds") { request, _ -> Response in
            let (preferences, _) = try preferences(for: request, rememberingQuery: false)
            let bundles = runtime.configuration.resourceBundles
            let kinds = runtime.registry.descriptors.map {
                APIModel.Kind(
                    kind: $0.kind, displayName: Localization.displayName(of: $0, language: preferences.locale, bundles: bundles),
                    description: Localization.description(of: $0, language: preferences.locale, bundles: bundles),
                    families: $0.supportedFamilies.map(\.description), configurable: $0.configurationKind != .static)
            }
            return try HTTPResponses.json(APIModel.Kinds(kinds: kinds))
        }
        router.get("/api/instances") { _, _ -> Response in
            try HTTPResponses.json(APIModel.Instances(instances: try await runtime.instances().map(model)))
        }
        router.post("/api/instances") { request, _ -> Response in
            let body = try await decode(APIModel.NewInstance.self, from: request)
            let record = try await runtime.add(kind: body.kind, family: body.family, recommendation: body.recommendation)
            return try HTTPResponses.json(model(record), status: .created, headers: [.location: "/api/instances/\(record.id)"])
        }
        router.delete("/api/instances/{id}") { _, context -> Response in
            let id = context.parameters.get("id") ?? ""
            guard try await runtime.remove(id) else { throw RequestError.notFound("No widget '\(id)' is placed on this home screen.") }
            return Response(status: .noContent, headers: [.cacheControl: "no-store"])
        }
        router.post("/api/instances/{id}/move") { request, context -> Response in
            let id = context.parameters.get("id") ?? ""
            let body = try await decode(APIModel.Move.self, from: request)
            guard body.position >= 0 else { throw RequestError.badRequest("position must be 0 or more.") }
            guard let order = try await runtime.move(id, to: body.position) else {
                throw RequestError.notFound("No widget '\(id)' is placed on this home screen.")
            }
            return try HTTPResponses.json(APIModel.Instances(instances: order.map(model)))
        }
        router.post("/api/instances/{id}/family") { request, context -> Response in
            let id = context.parameters.get("id") ?? ""
            let body = try await decode(APIModel.FamilyChange.self, from: request)
            guard let record = try await runtime.setFamily(id, family: body.family) else {
                throw RequestError.notFound("No widget '\(id)' is placed on this home screen.")
            }
            return try HTTPResponses.json(model(record))
        }
        router.post("/api/instances/{id}/perform") { request, context -> Response in
            let id = context.parameters.get("id") ?? ""
            let tap = try await decode(ControlTap.self, from: request)
            // Laid out as the page drew it: its preferences (query, cookies) and the variant's appearance.
            let (preferences, _) = try preferences(for: request, rememberingQuery: false)
            var scheme = ColorScheme.light
            if let name = tap.colorScheme {
                guard let named = ColorScheme(name: name) else {
                    throw RequestError.badRequest("colorScheme must be light or dark.")
                }
                scheme = named
            }
            let environment = preferences.renderRequest(colorScheme: scheme, format: .fragment).environment
            return try HTTPResponses.json(try await runtime.perform(instance: id, tap: tap, environment: environment))
        }
        addBundleRoutes(to: router)
    }

    /// `/api/bundles…`: the hosted bundles, and the page's answer to an `uninstall`.
    private func addBundleRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/bundles") { _, _ -> Response in
            let records = try await runtime.instances()
            let registry = runtime.registry
            var bundles: [APIModel.HostedBundle] = []
            for supervisor in runtime.hosted?.supervisors ?? [] {
                bundles.append(bundleModel(supervisor, records: records, registry: registry))
            }
            // Installed, asked to be removed, but not running (its program could not be started).
            for request in runtime.removalRequests where !bundles.contains(where: { $0.key == request.key }) {
                bundles.append(APIModel.HostedBundle(
                    key: request.key, displayName: request.name, path: request.path, source: "installed", kinds: [],
                    instances: records.filter { $0.kind.hasPrefix(request.key + "/") }.count, removalRequested: true,
                    unavailable: "Its program could not be started."))
            }
            return try HTTPResponses.json(APIModel.HostedBundles(bundles: bundles))
        }
        router.post("/api/bundles/{key}/uninstall") { _, context -> Response in
            let key = bundleKey(context)
            let removed = try await runtime.confirmRemoval(of: key)
            return try HTTPResponses.json(APIModel.Uninstalled(key: key, removedInstances: removed))
        }
        router.post("/api/bundles/{key}/restart") { _, context -> Response in
            let key = bundleKey(context)
            let supervisor = try await runtime.restartHostedBundle(key)
            return try HTTPResponses.json(bundleModel(supervisor, records: try await runtime.instances(), registry: runtime.registry))
        }
        router.post("/api/bundles/{key}/keep") { _, context -> Response in
            try runtime.keepInstalled(bundleKey(context))
            return Response(status: .noContent, headers: [.cacheControl: "no-store"])
        }
    }

    /// The API's view of a hosted bundle.
    private func bundleModel(
        _ supervisor: ExtensionSupervisor, records: [WidgetInstanceRecord], registry: WidgetRegistry
    ) -> APIModel.HostedBundle {
        let prefix = supervisor.key + "/"
        let wait = supervisor.longWait
        return APIModel.HostedBundle(
            key: supervisor.key, displayName: supervisor.description?.displayName ?? supervisor.key,
            path: supervisor.executable.path, source: runtime.isInstalled(supervisor.key) ? "installed" : "command-line",
            kinds: registry.kinds.filter { $0.hasPrefix(prefix) }, instances: records.filter { $0.kind.hasPrefix(prefix) }.count,
            removalRequested: runtime.removalRequests.contains { $0.key == supervisor.key },
            unavailable: supervisor.unavailability, restartsAt: wait?.restartsAt, failures: wait?.failures)
    }

    /// The `{key}` of a bundle route, percent-decoded (a program's file name may hold any character but `/`).
    private func bundleKey(_ context: BasicRequestContext) -> String {
        let raw = context.parameters.get("key") ?? ""
        return raw.removingPercentEncoding ?? raw
    }

    /// The API's view of a record.
    func model(_ record: WidgetInstanceRecord) -> APIModel.Instance {
        let descriptor = runtime.registry[record.kind]
        let id = AppLinks.percentEncoded(record.id)
        return APIModel.Instance(
            id: record.id, kind: record.kind, family: record.family, position: record.position,
            displayName: descriptor.map { $0.displayName.isEmpty ? $0.kind : $0.displayName } ?? record.kind,
            available: runtime.unavailability(of: record) == nil, configuration: record.configuration,
            createdAt: record.createdAt, updatedAt: record.updatedAt,
            links: ["png": "/widgets/\(id).png", "svg": "/widgets/\(id).svg", "html": "/widgets/\(id).html",
                    "fragment": "/widgets/\(id)/fragment"])
    }

    /// The request's JSON body as `Body`, or a 400 naming what is wrong.
    func decode<Body: Decodable>(_ type: Body.Type, from request: Request) async throws -> Body {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: 64 * 1024)
        } catch {
            throw RequestError(status: 413, message: "The request body is larger than 64 KiB.")
        }
        guard buffer.readableBytes > 0 else { throw RequestError.badRequest("Send a JSON object in the request body.") }
        do {
            // Strict: a key twice, or `1.5`/`1e3`/`1e-999999` for an integer, is refused (StrictJSONDecoder).
            return try StrictJSONDecoder.decode(Body.self, from: Data(buffer.readableBytesView))
        } catch let error as StrictJSON.SyntaxError {
            throw RequestError.badRequest("Malformed JSON in the request body: \(error).")
        } catch let error as StrictJSONDecoder.NumberError {
            throw RequestError.badRequest("Malformed request: \(error).")
        } catch DecodingError.keyNotFound(let key, _) {
            throw RequestError.badRequest("Malformed request: '\(key.stringValue)' is missing.")
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw RequestError.badRequest("Malformed request: '\(field)' has the wrong type.")
        } catch {
            throw RequestError.badRequest("Malformed JSON in the request body.")
        }
    }
}
