/// A request the home screen refuses, with the status and the message it answers with
/// (as JSON on `/api/…`, as a short page elsewhere).
package struct RequestError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status code.
    package let status: Int
    /// What went wrong, for a person.
    package let message: String

    package var description: String { "\(status): \(message)" }

    /// 400: the request is malformed.
    package static func badRequest(_ message: String) -> RequestError { RequestError(status: 400, message: message) }
    /// 404: there is nothing at this address.
    package static func notFound(_ message: String) -> RequestError { RequestError(status: 404, message: message) }
    /// 422: well-formed, but names a kind or family that cannot be placed.
    package static func unprocessable(_ message: String) -> RequestError { RequestError(status: 422, message: message) }
}
