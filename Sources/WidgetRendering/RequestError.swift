/// A request refused, with an HTTP status and why: the one error of everything that answers a
/// request about a widget — the home screen's routes (as JSON on `/api/…`, as a short page
/// elsewhere), an extension process answering its host (the status crosses the channel), and a
/// tap on a control (``TappedControl``, ``WidgetPresenter``).
package struct RequestError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status code.
    package let status: Int
    /// What went wrong, for a person.
    package let message: String

    /// A refusal with `status` and `message`.
    package init(status: Int, message: String) {
        self.status = status
        self.message = message
    }

    package var description: String { "\(status): \(message)" }

    /// 400: the request is malformed.
    package static func badRequest(_ message: String) -> RequestError { RequestError(status: 400, message: message) }
    /// 404: there is nothing at this address.
    package static func notFound(_ message: String) -> RequestError { RequestError(status: 404, message: message) }
    /// 422: well-formed, but names a kind or family that cannot be placed.
    package static func unprocessable(_ message: String) -> RequestError { RequestError(status: 422, message: message) }
}
