import Foundation
import GRDB
package import Hummingbird
package import Logging
import WidgetRendering
import WidgetKitSupport

/// Turns `RequestError` (and Hummingbird's `HTTPError`) into answers: JSON for the API, images
/// and events, a short page for pages. A full disk (SQLite's `SQLITE_FULL`) is a 507 that says
/// so. Any other error becomes a 500 with a JSON body; every
/// answer of 500 or above is logged (method, path, status and the error). The answer to a HEAD
/// request, whichever route (or none) gave it, loses its body and keeps its headers (RFC 9110
/// §9.3.2: `Content-Length` is the GET body's).
package struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    /// Logs server errors to `logger`.
    package init(logger: Logger = Logger(label: "WidgetKitLinux.HomeScreen.HTTP")) {
        self.logger = logger
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response: Response
        var failure: (any Error)?
        do {
            response = try await next(request, context)
        } catch let error as RequestError {
            failure = error
            response = HTTPResponses.error(HTTPResponse.Status(code: error.status), error.message)
        } catch let error as HTTPError {
            failure = error
            response = HTTPResponses.error(error.status, error.body ?? error.status.reasonPhrase)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            failure = error
            response = HTTPResponses.error(
                HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage"),
                "Not saved: the disk holding the data directory is full (database or disk is full). "
                    + "Free some space and try again; nothing saved before is lost.")
        } catch {
            failure = error
            response = HTTPResponses.error(.internalServerError, "The home screen could not answer this request.")
        }
        if response.status.code >= 500 {
            let reason = failure.map { String(describing: $0) } ?? "answered by the route"
            logger.error("\(request.method) \(LogText.escaped(request.uri.path)) -> \(response.status.code): \(LogText.escaped(reason))")
        }
        return request.method == .head ? response.createHeadResponse() : response
    }
}
