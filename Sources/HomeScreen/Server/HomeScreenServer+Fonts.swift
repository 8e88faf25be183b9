import Foundation
import Hummingbird
import HTMLRenderer
import WidgetRendering

extension HomeScreenServer {
    /// `GET /fonts/{file}`: the font files the pages' `@font-face` rules name, and nothing
    /// else — the name is looked up in `HTMLRenderer.fontFiles`, never joined to a path.
    func addFontRoutes(to router: Router<BasicRequestContext>) {
        router.get("/fonts/{file}") { request, context -> Response in
            let name = context.parameters.get("file") ?? ""
            guard let path = HTMLRenderer.fontFiles[name],
                  let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let size = (attributes[.size] as? NSNumber)?.intValue
            else {
                throw RequestError.notFound("No font '\(name)'.")
            }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let etag = "\"\(String(size, radix: 16))-\(String(Int(modified), radix: 16))\""
            var headers: HTTPFields = [
                .eTag: etag, .cacheControl: "public, max-age=31536000, immutable",
                .accessControlAllowOrigin: "*",
            ]
            HTTPResponses.hardened(&headers)
            if HTTPResponses.matches(request, etag: etag) {
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentType] = Self.fontType(name)
            headers[.contentLength] = String(size)
            let body = try await FileIO().loadFile(path: path, context: context)
            return Response(status: .ok, headers: headers, body: body)
        }
    }

    static func fontType(_ name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "otf": "font/otf"
        case "ttf": "font/ttf"
        case "ttc": "font/collection"
        case "woff2": "font/woff2"
        case "woff": "font/woff"
        default: "application/octet-stream"
        }
    }
}
