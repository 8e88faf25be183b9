package import Foundation
package import Hummingbird
package import WidgetRendering
import MarkupSupport
import Synchronization

/// One cached render: its bytes and the entity tag derived from them.
package struct RenderedWidget: Sendable {
    /// The encoded widget.
    package let body: ByteBuffer
    /// A strong entity tag (a 64-bit FNV-1a hash of the bytes, quoted).
    package let etag: String
    /// The widget showed its placeholder, redacted (its first timeline is loading).
    package let isPlaceholder: Bool

    /// The render as text, kept for fragments, which pages copy into themselves (decoding the
    /// bytes again for every page was a tenth of a page's time); empty for the other formats.
    package let text: String

    package init(data: Data, isPlaceholder: Bool) {
        self.init(body: ByteBuffer(bytes: data), text: "", isPlaceholder: isPlaceholder)
    }

    /// A render whose bytes are `text` in UTF-8 (a fragment).
    package init(text: String, isPlaceholder: Bool) {
        self.init(body: ByteBuffer(string: text), text: text, isPlaceholder: isPlaceholder)
    }

    private init(body: ByteBuffer, text: String, isPlaceholder: Bool) {
        self.body = body
        var hasher = ContentHasher()
        body.withUnsafeReadableBytes { hasher.add(bytes: $0) }
        etag = "\"\(String(hasher.hash, radix: 16))-\(body.readableBytes)\""
        self.text = text
        self.isPlaceholder = isPlaceholder
    }
}

/// Renders on demand and keeps what was rendered, as iOS archives an entry's view: each
/// (instance, entry version, render request) is laid out and encoded once. Requests for a
/// render already under way wait for it instead of starting another. When an instance moves
/// on to a newer entry its older renders are dropped.
package final class RenderCache: Sendable {
    /// What identifies a render.
    package struct Key: Sendable, Hashable {
        package var owner: String
        package var version: UInt64
        /// The request, undated (the moment is the one of rendering) and without the placeholder
        /// flag (the instance's entry decides it).
        package var request: RenderRequest
    }

    private struct State {
        var renders: [String: [Key: RenderedWidget]] = [:]
        var inFlight: [Key: Task<RenderedWidget, any Error>] = [:]
        /// Renders of an owner below this version are stale.
        var minimumVersion: [String: UInt64] = [:]
    }

    private let state = Mutex(State())
    /// The most variants kept per owner; past it the owner's renders are dropped.
    private let variantsPerOwner: Int

    package init(variantsPerOwner: Int = 48) {
        self.variantsPerOwner = variantsPerOwner
    }

    /// The cached render for `key`, or the result of `make`, which is then cached.
    package func render(
        _ key: Key, make: @escaping @Sendable () async throws -> RenderedWidget
    ) async throws -> RenderedWidget {
        let task = state.withLock { state -> Task<RenderedWidget, any Error>? in
            if state.renders[key.owner]?[key] != nil { return nil }
            if let running = state.inFlight[key] { return running }
            let task = Task { try await make() }
            state.inFlight[key] = task
            return task
        }
        guard let task else {
            if let cached = state.withLock({ $0.renders[key.owner]?[key] }) { return cached }
            return try await render(key, make: make)
        }
        do {
            let rendered = try await task.value
            store(rendered, for: key)
            return rendered
        } catch {
            _ = state.withLock { $0.inFlight.removeValue(forKey: key) }
            throw error
        }
    }

    private func store(_ rendered: RenderedWidget, for key: Key) {
        state.withLock { state in
            state.inFlight.removeValue(forKey: key)
            guard key.version >= state.minimumVersion[key.owner, default: 0] else { return }
            var renders = state.renders[key.owner, default: [:]]
            if renders.count >= variantsPerOwner { renders.removeAll() }
            renders[key] = rendered
            state.renders[key.owner] = renders
        }
    }

    /// Drops the renders of `owner` older than `version`. Returns quickly (called from the
    /// scheduler's observer).
    package func invalidate(_ owner: String, below version: UInt64) {
        state.withLock { state in
            state.minimumVersion[owner] = version
            if let renders = state.renders[owner] {
                state.renders[owner] = renders.filter { $0.key.version >= version }
            }
        }
    }

    /// Forgets `owner` entirely (an instance was removed).
    package func remove(_ owner: String) {
        state.withLock { state in
            state.renders.removeValue(forKey: owner)
            state.minimumVersion.removeValue(forKey: owner)
        }
    }

    /// The number of renders kept.
    package var count: Int {
        state.withLock { $0.renders.values.reduce(0) { $0 + $1.count } }
    }
}
