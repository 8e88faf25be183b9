import Foundation
import Hummingbird
import HTMLRenderer

/// Small builders for the responses the routes send.
enum HTTPResponses {
    /// Headers every page carries: no sniffing, no framing, no referrer leaving the host.
    static func hardened(_ headers: inout HTTPFields) {
        headers[.xContentTypeOptions] = "nosniff"
        headers[.init("X-Frame-Options")!] = "DENY"
        headers[.init("Referrer-Policy")!] = "same-origin"
    }

    /// An HTML page with a content security policy that allows only the page's own scripts.
    static func page(_ html: String, nonce: String, status: HTTPResponse.Status = .ok, cookies: [Cookie] = []) -> Response {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
        headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
            + "script-src 'nonce-\(nonce)'; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
            + "form-action 'self'"
        hardened(&headers)
        var response = Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        for cookie in cookies { response.setCookie(cookie) }
        return response
    }

    /// The policy of a standalone widget document (`/widgets/{id}.html`): its own styles, the
    /// fonts and images of the host, and only its one inline script, named by hash (the document
    /// is cached, so it cannot carry a per-request nonce).
    static let documentPolicy = "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self' data:; "
        + "script-src \(ScriptHash.cspSource(of: "\n" + HTMLRenderer.liveScript)); frame-ancestors 'none'; base-uri 'none'; "
        + "form-action 'none'"

    /// The policy of a widget fragment served alone (`/widgets/{id}/fragment`): markup and
    /// styles, no script at all.
    static let fragmentPolicy = "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self' data:; "
        + "script-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

    /// A fresh nonce for a page's scripts.
    static func nonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(UInt8.random(in: 0...255, using: &generator), radix: 16) }.joined()
    }

    /// A JSON body.
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        headers.append(contentsOf: extra)
        hardened(&headers)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: try encoder.encode(value))))
    }

    /// A JSON error: `{"error": message}`.
    static func error(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) -> Response {
        let body = (try? JSONEncoder().encode(["error": message])) ?? Data("{}".utf8)
        var fields: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        fields.append(contentsOf: headers)
        hardened(&fields)
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(data: body)))
    }

    /// The request's query as a dictionary (the first value of each name).
    static func query(of request: Request) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in request.uri.queryParameters where result[String(key)] == nil {
            result[String(key)] = String(value)
        }
        return result
    }

    /// The request's cookies of the given names.
    static func cookies(of request: Request, named names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names {
            if let value = request.cookies[name]?.value { result[name] = value }
        }
        return result
    }

    /// Whether `If-None-Match` names `etag`.
    static func matches(_ request: Request, etag: String) -> Bool {
        guard let header = request.headers[.ifNoneMatch] else { return false }
        return header.split(separator: ",").contains {
            let tag = $0.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}

extension ByteBuffer {
    init(data: Data) {
        self.init(bytes: data)
    }
}
