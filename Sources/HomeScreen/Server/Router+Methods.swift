import Foundation
import Hummingbird

/// Every method on every route, answered as RFC 9110 asks, in one place.
///
/// Hummingbird routes a request by path *and* method, and answers any method a path has no
/// handler for with 404. The home screen's router is built with
/// `RouterOptions.autoGenerateHeadEndpoints` (HEAD runs the GET handler; `ErrorMiddleware`
/// drops the body and keeps the GET's headers, `Content-Length` included), and, once every
/// route is added, ``Hummingbird/Router/answerOtherMethods()`` adds to each path:
/// - `OPTIONS`: 204 with `Allow` (the path's methods, HEAD beside GET, and OPTIONS);
/// - every other method of RFC 9110 (`GET`, `HEAD`, `POST`, `PUT`, `PATCH`, `DELETE`, `TRACE`,
///   `CONNECT`) the path has no handler for: 405 with `Allow`.
///
/// A method RFC 9110 does not define (`PROPFIND`, `BREW`) is answered 501 on any path
/// (``UnknownMethodMiddleware``).
extension Router {
    /// The methods RFC 9110 defines, in the order an `Allow` header lists them.
    static var standardMethods: [HTTPRequest.Method] {
        [.get, .head, .post, .put, .patch, .delete, .options, .trace, .connect]
    }

    /// Adds OPTIONS (204) and 405 answers, both with `Allow`, to every path that has routes.
    /// Call it once, after the last route.
    func answerOtherMethods() {
        var byPath: [String: (path: RouterPath, methods: Set<HTTPRequest.Method>)] = [:]
        for route in routes {
            byPath[route.path.description, default: (route.path, [])].methods.insert(route.method)
        }
        for (path, handled) in byPath.values {
            var allowed = handled
            if allowed.contains(.get) { allowed.insert(.head) }
            allowed.insert(.options)
            let allow = Self.standardMethods.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
            on(path, method: .options) { _, _ -> Response in
                Response(status: .noContent, headers: [.allow: allow, .cacheControl: "no-store"])
            }
            for method in Self.standardMethods where !allowed.contains(method) {
                on(path, method: method) { _, _ -> Response in
                    HTTPResponses.error(.methodNotAllowed, "\(method.rawValue) is not supported here; use \(allow).",
                                        headers: [.allow: allow])
                }
            }
        }
    }
}

/// Answers a method RFC 9110 does not define with 501, before anything else runs.
struct UnknownMethodMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Router<Context>.standardMethods.contains(request.method) else {
            return HTTPResponses.error(.notImplemented, "The method \(request.method.rawValue) is not implemented here.")
        }
        return try await next(request, context)
    }
}
