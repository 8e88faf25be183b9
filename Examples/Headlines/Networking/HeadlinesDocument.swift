import Foundation

/// Reads a `top-headlines` answer: the articles, or the error the service reported.
enum HeadlinesDocument {
    /// The headlines in `data`, an answer with HTTP `status`.
    ///
    /// A NewsAPI error body (`"status": "error"`) is a ``HeadlinesError/service(code:message:status:)``
    /// whatever the HTTP status; another non-2xx answer is ``HeadlinesError/httpStatus(_:reason:)``;
    /// a 2xx answer that is not the document is ``HeadlinesError/malformedResponse(_:)``.
    static func decode(_ data: Data, status: Int, reason: String) throws(HeadlinesError) -> TopHeadlines {
        if let failure = try? JSONDecoder().decode(NewsAPIErrorResponse.self, from: data), failure.status == "error" {
            throw .service(code: failure.code ?? "unknown", message: failure.message ?? "", status: status)
        }
        guard (200..<300).contains(status) else {
            throw .httpStatus(status, reason: reason)
        }
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
            throw .malformedResponse("not valid JSON")
        }
        let document: TopHeadlines
        do {
            document = try JSONDecoder().decode(TopHeadlines.self, from: data)
        } catch let error as DecodingError {
            throw .malformedResponse(describe(error))
        } catch {
            throw .malformedResponse(String(describing: error))
        }
        guard document.status == "ok" else {
            throw .malformedResponse("status is \"\(document.status)\", not \"ok\"")
        }
        return document
    }

    /// "articles is missing", "articles[2].title has the wrong type".
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            guard !keys.isEmpty else { return "the document" }
            return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
        case .valueNotFound(_, let context): return "\(path(context)) is null"
        case .typeMismatch(_, let context): return "\(path(context)) has the wrong type"
        case .dataCorrupted(let context): return "\(path(context)) is unreadable"
        @unknown default: return "unreadable"
        }
    }
}
