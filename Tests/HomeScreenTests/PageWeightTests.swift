import DisplayList
import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import ViewCore
import WidgetCore
import TestSupport

/// A widget showing one small PNG, twice.
private struct PictureView: View {
    nonisolated static let png = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAFUlEQVR4nGP8H8DwnwEJMDGgAcICAJhxAlbHAAQzAAAAAElFTkSuQmCC")!
    let entry: CountEntry
    var body: some View {
        HStack {
            Image(uiImage: UIImage(data: Self.png)!).resizable().frame(width: 20, height: 20)
            Image(uiImage: UIImage(data: Self.png)!).resizable().frame(width: 30, height: 30)
            Text("Picture \(entry.count)")
        }
    }
}

private func pictureRegistry() -> WidgetRegistry {
    WidgetRegistry([
        WidgetDescriptor(
            kind: "Picture", displayName: "Picture", description: "Shows a picture.", supportedFamilies: [.systemSmall],
            provider: AnyTimelineProvider(CountingProvider()),
            content: WidgetContent { (entry: CountEntry) in PictureView(entry: entry) }),
    ])
}

@Suite("What a page weighs: images served once, scripts with the page's nonce")
struct PageWeightTests {
    @Test("Widget images on the page point at /assets, which serves their bytes, cached for good")
    func imagesServedOnce() async throws {
        try await withHomeScreen(registry: pictureRegistry()) { _, client in
            _ = try await client.placedID("Picture", "systemSmall")
            _ = try await client.placedID("Picture", "systemSmall")
            let html = try await client.execute(uri: "/", method: .get).text
            #expect(html.contains("Picture 1"))
            #expect(!html.contains("data:image/png"))
            let pattern = /\/assets\/([0-9a-f]+-[0-9a-f]+\.png)/
            let names = Set(html.matches(of: pattern).map { String($0.output.1) })
            // One image, however many tiles, color schemes and sizes show it.
            #expect(names.count == 1)
            let name = try #require(names.first)
            let asset = try await client.execute(uri: "/assets/\(name)", method: .get)
            #expect(asset.status == .ok)
            #expect(asset.headers[.contentType] == "image/png")
            #expect(asset.headers[.cacheControl]?.contains("immutable") == true)
            #expect(Data(asset.body.readableBytesView) == PictureView.png)
            let etag = try #require(asset.headers[.eTag])
            let again = try await client.execute(uri: "/assets/\(name)", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            // The widget's own documents still stand alone.
            let ids = try await client.instanceIDs()
            let document = try await client.execute(uri: "/widgets/\(ids[0]).html", method: .get).text
            #expect(document.contains("data:image/png;base64,"))
            #expect(!document.contains("/assets/"))
        }
    }

    @Test("An unknown or malformed asset name is a 404 that names it")
    func unknownAsset() async throws {
        try await withHomeScreen(registry: pictureRegistry()) { _, client in
            for name in ["0123-4.png", "..%2F..%2Fetc%2Fpasswd", "%3Cscript%3E.png"] {
                let response = try await client.execute(uri: "/assets/\(name)", method: .get)
                #expect(response.status == .notFound)
                #expect(!response.text.contains("<script>"))
            }
            let post = try await client.execute(uri: "/assets/x.png", method: .post)
            #expect(post.status == .methodNotAllowed)
        }
    }

    @Test("Every script on the page, the gallery and the deep-link page carries the nonce the policy allows")
    func nonces() async throws {
        try await withHomeScreen { _, client in
            _ = try await client.placedID("Counter", "systemSmall")
            for uri in ["/", "/gallery", "/open?url=testapp%3A%2F%2Fx"] {
                let response = try await client.execute(uri: uri, method: .get)
                let policy = try #require(response.headers[.contentSecurityPolicy])
                let nonce = try #require(policy.firstMatch(of: /'nonce-([0-9a-f]+)'/)?.output.1)
                let scripts = response.text.matches(of: /<script[^>]*>/).map { String($0.output) }
                #expect(!scripts.isEmpty, "\(uri)")
                let allCarryNonce = scripts.allSatisfy { $0 == "<script nonce=\"\(nonce)\">" }
                #expect(allCarryNonce, "\(uri): \(scripts)")
            }
        }
    }
}

@Suite("ImageAssets")
struct ImageAssetsTests {
    static let png = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAFUlEQVR4nGP8H8DwnwEJMDGgAcICAJhxAlbHAAQzAAAAAElFTkSuQmCC")!

    static func image(id: String = "00c0ffee00c0ffee-4a") -> ImageData {
        ImageData(format: .png, bytes: png, pixelWidth: 4, pixelHeight: 4, id: id)
    }

    @Test("An image is registered once under its digest; ids that are not digests stay inline")
    func registration() throws {
        let assets = ImageAssets()
        let first = try #require(assets.url(for: Self.image()))
        #expect(first == "/assets/00c0ffee00c0ffee-4a.png")
        #expect(assets.url(for: Self.image()) == first)
        #expect(assets.count == 1)
        #expect(assets.asset(named: "00c0ffee00c0ffee-4a.png")?.data == Self.png)
        #expect(assets.asset(named: "00c0ffee00c0ffee-4a.png")?.mimeType == "image/png")
        for id in ["", "../x", "<script>", "ABC"] {
            #expect(assets.url(for: Self.image(id: id)) == nil)
        }
        #expect(assets.count == 1)
    }

    @Test("Past the byte limit images stay inline")
    func limit() {
        let assets = ImageAssets(byteLimit: 10)
        #expect(assets.url(for: Self.image()) == nil)
        #expect(assets.count == 0)
    }
}
