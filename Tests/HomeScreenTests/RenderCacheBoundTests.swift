import TestSupport
import Foundation
import HomeScreen
import Synchronization
import Testing
import ViewCore
import WidgetCore
import WidgetRendering

@Suite("The render cache is bounded by bytes, least recently used first")
struct RenderCacheBoundTests {
    static func key(_ owner: String, scale: Double) -> RenderCache.Key {
        RenderCache.Key(owner: owner, version: 1, request: RenderRequest(
            family: .systemSmall, date: Date(timeIntervalSinceReferenceDate: 0), scale: scale, format: .png))
    }

    static func render(_ bytes: Int) -> RenderedWidget {
        RenderedWidget(data: Data(repeating: 7, count: bytes), isPlaceholder: false)
    }

    @Test("Many distinct renders stay within the byte budget; the recently used one survives")
    func bounded() async throws {
        let cache = RenderCache(variantsPerOwner: 1000, maximumBytes: 20_000)
        let made = Mutex(0)
        let favourite = Self.key("a", scale: 1)
        _ = try await cache.render(favourite) { Self.render(1_000) }
        for index in 0..<200 {
            _ = try await cache.render(Self.key("owner\(index % 7)", scale: 1 + Double(index) / 1000)) { Self.render(1_000) }
            #expect(cache.bytes <= cache.maximumBytes)
            // Keep using the favourite: it must never be evicted.
            _ = try await cache.render(favourite) {
                made.withLock { $0 += 1 }
                return Self.render(1_000)
            }
        }
        #expect(made.withLock { $0 } == 0)
        #expect(cache.count < 20)
        #expect(cache.count > 5)
    }

    @Test("A render larger than the whole budget is served but not kept")
    func tooLarge() async throws {
        let cache = RenderCache(maximumBytes: 5_000)
        let rendered = try await cache.render(Self.key("a", scale: 2)) { Self.render(10_000) }
        #expect(rendered.body.readableBytes == 10_000)
        #expect(cache.count == 0)
        #expect(cache.bytes == 0)
    }

    @Test("Invalidation and removal give their bytes back")
    func accounting() async throws {
        let cache = RenderCache()
        _ = try await cache.render(Self.key("a", scale: 1)) { Self.render(3_000) }
        _ = try await cache.render(Self.key("a", scale: 2)) { Self.render(3_000) }
        _ = try await cache.render(Self.key("b", scale: 2)) { Self.render(3_000) }
        let three = cache.bytes
        #expect(three >= 9_000)
        cache.invalidate("a", below: 2)
        #expect(cache.count == 1)
        #expect(cache.bytes == three / 3)
        cache.remove("b")
        #expect(cache.count == 0)
        #expect(cache.bytes == 0)
    }
}
