import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

@Suite("Instances as PNG, SVG, HTML and fragments")
struct WidgetRouteTests {
    @Test("PNG with an ETag from the entry and environment; If-None-Match gives 304")
    func png() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemMedium")
            let response = try await client.execute(uri: "/widgets/\(id).png?scale=2&colorScheme=dark", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(response.headers[.cacheControl] == "no-cache")
            let bytes = Array(response.body.readableBytesView)
            #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 364 * 2)
            let etag = try #require(response.headers[.eTag])

            let again = try await client.execute(uri: "/widgets/\(id).png?scale=2&colorScheme=dark", method: .get)
            #expect(again.headers[.eTag] == etag)
            let cached = try await client.execute(
                uri: "/widgets/\(id).png?scale=2&colorScheme=dark", method: .get, headers: [.ifNoneMatch: etag])
            #expect(cached.status == .notModified)
            #expect(cached.body.readableBytes == 0)
            #expect(cached.headers[.eTag] == etag)

            for other in ["scale=3&colorScheme=dark", "scale=2&colorScheme=light", "scale=2&colorScheme=dark&dynamicTypeSize=accessibility2"] {
                let response = try await client.execute(uri: "/widgets/\(id).png?\(other)", method: .get, headers: [.ifNoneMatch: etag])
                #expect(response.status == .ok, "\(other)")
                #expect(response.headers[.eTag] != etag, "\(other)")
            }
        }
    }

    @Test("A reload changes the ETag")
    func etagFollowsEntry() async throws {
        try await withHomeScreen { runtime, client in
            let id = try await client.placedID("Counter", "systemSmall")
            let first = try await client.execute(uri: "/widgets/\(id).svg", method: .get)
            runtime.scheduler.reload(.init(id))
            let changed = try await eventually {
                let next = try await client.execute(uri: "/widgets/\(id).svg", method: .get)
                return next.headers[.eTag] != first.headers[.eTag] && next.text.contains("Count 2")
            }
            #expect(changed)
        }
    }

    @Test("SVG and HTML documents; locale and text size accepted")
    func markup() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemSmall")
            let svg = try await client.execute(uri: "/widgets/\(id).svg?locale=fr_FR&dynamicTypeSize=xLarge", method: .get)
            #expect(svg.status == .ok)
            #expect(svg.headers[.contentType] == "image/svg+xml")
            #expect(svg.text.contains("<svg"))
            #expect(svg.text.contains("/fonts/"))
            let html = try await client.execute(uri: "/widgets/\(id).html?colorScheme=dark&locale=de", method: .get)
            #expect(html.headers[.contentType] == "text/html; charset=utf-8")
            #expect(html.text.contains("<!DOCTYPE html>"))
            #expect(html.text.contains("lang=\"de\""))
            #expect(html.text.contains("Count 1"))
            #expect(html.headers[.eTag] != nil)
        }
    }

    @Test("Fragments for the page: one variant per color scheme")
    func fragment() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemSmall")
            let both = try await client.execute(uri: "/widgets/\(id)/fragment?appearance=automatic", method: .get)
            #expect(both.status == .ok)
            #expect(both.text.contains("variant-light") && both.text.contains("variant-dark"))
            #expect(both.text.contains("id=\"widget-\(id)-dark\""))
            #expect(both.headers[.init("X-Widget-Placeholder")!] == "false")
            let dark = try await client.execute(uri: "/widgets/\(id)/fragment?appearance=dark", method: .get)
            #expect(!dark.text.contains("class=\"variant variant-light\""))
            #expect(try await client.execute(uri: "/widgets/nope/fragment", method: .get).status == .notFound)
        }
    }

    @Test("Bad requests: unknown id or format, malformed scale or environment")
    func bad() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemSmall")
            for (uri, status) in [
                ("/widgets/nope.png", HTTPResponse.Status.notFound),
                ("/widgets/\(id).gif", .notFound),
                ("/widgets/\(id)", .notFound),
                ("/widgets/\(id).png?scale=0", .badRequest),
                ("/widgets/\(id).png?scale=abc", .badRequest),
                ("/widgets/\(id).png?scale=10", .badRequest),
                ("/widgets/\(id).png?colorScheme=sepia", .badRequest),
                ("/widgets/\(id).png?dynamicTypeSize=gigantic", .badRequest),
                ("/widgets/\(id).png?locale=..%2F..", .badRequest),
            ] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == status, "\(uri)")
                #expect(try response.json()["error"] != nil, "\(uri)")
            }
        }
    }
}

@Suite("Fonts")
struct FontRouteTests {
    @Test("Fonts of the table are served with long cache headers and 304")
    func served() async throws {
        try await withHomeScreen { _, client in
            let response = try await client.execute(uri: "/fonts/Inter-Regular.otf", method: .get)
            guard FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf") else {
                #expect(response.status == .notFound)
                return
            }
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "font/otf")
            #expect(response.headers[.cacheControl]?.contains("max-age=31536000") == true)
            let size = try FileManager.default.attributesOfItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")[.size] as? Int
            #expect(response.body.readableBytes == size)
            let etag = try #require(response.headers[.eTag])
            let cached = try await client.execute(uri: "/fonts/Inter-Regular.otf", method: .get, headers: [.ifNoneMatch: etag])
            #expect(cached.status == .notModified)
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(page.contains("url(\"/fonts/Inter-Regular.otf\")"))
        }
    }

    @Test("Anything not in the table is 404, traversal included")
    func traversal() async throws {
        try await withHomeScreen { _, client in
            for uri in ["/fonts/passwd", "/fonts/..%2F..%2F..%2Fetc%2Fpasswd", "/fonts/../../etc/passwd", "/fonts/%2Fetc%2Fpasswd",
                        "/fonts/home-screen.sqlite", "/fonts/", "/fonts/Inter-Regular.otf%00.png"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri)")
                #expect(!response.text.contains("root:"), "\(uri)")
            }
        }
    }
}
