/// A request an extension refuses, with an HTTP-like status for the host to pass on.
package struct ExtensionRequestError: Error, CustomStringConvertible {
    package var status: Int
    package var message: String

    package init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    package var description: String { message }
}
