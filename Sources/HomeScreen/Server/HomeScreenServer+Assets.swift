import Foundation
import Hummingbird
import WidgetRendering

extension HomeScreenServer {
    /// `GET /assets/{name}`: the images the page's widget fragments point at (see
    /// ``ImageAssets``). Names come from the bytes, so answers never change and are cached for good.
    func addAssetRoutes(to router: Router<BasicRequestContext>) {
        router.get("/assets/{name}") { request, context -> Response in
            let name = context.parameters.get("name") ?? ""
            guard let asset = runtime.imageAssets.asset(named: name) else {
                throw RequestError.notFound("No image '\(name)'.")
            }
            let etag = "\"\(name)\""
            var headers: HTTPFields = [.eTag: etag, .cacheControl: "public, max-age=31536000, immutable"]
            HTTPResponses.hardened(&headers)
            if HTTPResponses.matches(request, etag: etag) {
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentType] = asset.mimeType
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: asset.data)))
        }
    }
}
