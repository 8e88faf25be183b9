import Foundation

/// The answer NewsAPI gives when a request fails:
/// `{"status": "error", "code": "apiKeyInvalid", "message": "Your API key is invalid…"}`.
///
/// It comes with an HTTP error status (401, 429, 500…) and, from some mirrors, with 200.
public struct NewsAPIErrorResponse: Codable, Sendable, Hashable {
    /// `"error"`.
    public var status: String
    /// A short machine-readable code such as `apiKeyMissing`, `rateLimited` or `parameterInvalid`.
    public var code: String?
    /// A sentence explaining the problem.
    public var message: String?

    /// Creates an error answer.
    public init(status: String = "error", code: String? = nil, message: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
    }
}
