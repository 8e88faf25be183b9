import DisplayImaging
import Foundation
import Hummingbird

/// The routes of e-paper devices: TRMNL's `/api/setup`, `/api/display`, `/api/log` and the
/// images they download. They need the device's own token and nothing else (the access
/// middleware lets them through); docs/HTTP-API.md has the threat model.
extension HomeScreenServer {
    /// The paths a device calls.
    static func isDevicePath(_ path: String) -> Bool {
        path == "/api/setup" || path == "/api/setup/" || path == "/api/display" || path == "/api/log"
            || path == "/api/device-setup.bmp" || path.hasPrefix("/api/device-images/")
    }

    /// The largest `/api/log` body accepted.
    static let deviceLogBodyLimit = 256 * 1024

    func addDeviceRoutes(to router: Router<BasicRequestContext>) {
        let devices = devices
        // `/api/setup/` (Terminus's spelling) reaches the same route: the router ignores a trailing slash.
        router.get("/api/setup") { request, _ -> Response in
            let (status, answer) = try await devices.setup(DeviceReport(headers: request.headers), baseURL: baseURL(of: request))
            return try HTTPResponses.json(answer, status: HTTPResponse.Status(code: status))
        }
        router.get("/api/display") { request, _ -> Response in
            guard devices.store != nil else {
                return HTTPResponses.error(.serviceUnavailable, "This home screen is read-only: it serves no devices.")
            }
            return try HTTPResponses.json(try await devices.display(DeviceReport(headers: request.headers),
                                                                   baseURL: baseURL(of: request)))
        }
        router.post("/api/log") { request, _ -> Response in
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: Self.deviceLogBodyLimit)
            } catch {
                return HTTPResponses.error(.contentTooLarge, "A log request may carry at most 256 KiB.")
            }
            let (status, problem) = try await devices.log(DeviceReport(headers: request.headers),
                                                         body: Data(body.readableBytesView))
            if let problem { return HTTPResponses.error(HTTPResponse.Status(code: status), problem) }
            return Response(status: HTTPResponse.Status(code: status), headers: [.cacheControl: "no-store"])
        }
        router.get("/api/device-setup.bmp") { _, _ -> Response in
            Self.image(try await devices.setupImage(), format: .bmp)
        }
        router.get("/api/device-images/{key}/{filename}") { request, context -> Response in
            let key = context.parameters.get("key") ?? ""
            let filename = context.parameters.get("filename") ?? ""
            let report = DeviceReport(headers: request.headers)
            guard let image = devices.images.image(named: filename), DeviceHub.constantTimeEqual(image.imageKey, key),
                  report.accessToken.map({ DeviceHub.constantTimeEqual(image.apiKey, $0) }) ?? true
            else { return HTTPResponses.error(.notFound, "No such device image (it may have been replaced).") }
            return Self.image(image.data, format: image.format)
        }
        addDeviceAPIRoutes(to: router)
    }

    /// An image answer with its exact length (the firmware reads `Content-Length` first).
    static func image(_ data: Data, format: DisplayImageFormat) -> Response {
        var headers: HTTPFields = [.contentType: format.mimeType, .cacheControl: "private, max-age=86400"]
        headers[.contentLength] = String(data.count)
        HTTPResponses.hardened(&headers)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
    }

    /// `http://` and the `Host` the device called, if it is a plain host name or address with a
    /// port; else the address the server listens on.
    func baseURL(of request: Request) -> String {
        let authority = request.head.authority ?? ""
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        if !authority.isEmpty, authority.count <= 255, authority.unicodeScalars.allSatisfy(allowed.contains) {
            return "http://" + authority
        }
        let host = runtime.configuration.host.contains(":") ? "[\(runtime.configuration.host)]" : runtime.configuration.host
        return "http://\(host):\(runtime.configuration.port)"
    }
}
