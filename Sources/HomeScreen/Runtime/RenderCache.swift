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
    /// The widget's last good display list drawn again while its extension is away: shown, never
    /// cached, so the next request after the extension is back renders anew.
    package let isStale: Bool

    /// The render as text, kept for fragments, which pages copy into themselves (decoding the
    /// bytes again for every page was a tenth of a page's time); empty for the other formats.
    package let text: String

    package init(data: Data, isPlaceholder: Bool, isStale: Bool = false) {
        self.init(body: ByteBuffer(bytes: data), text: "", isPlaceholder: isPlaceholder, isStale: isStale)
    }

    /// A render whose bytes are `text` in UTF-8 (a fragment).
    package init(text: String, isPlaceholder: Bool, isStale: Bool = false) {
        self.init(body: ByteBuffer(string: text), text: text, isPlaceholder: isPlaceholder, isStale: isStale)
    }

    /// This render, marked as drawn while its extension is away (a cached render served then).
    package func markedStale() -> RenderedWidget {
        isStale ? self : RenderedWidget(body: body, text: text, isPlaceholder: isPlaceholder, isStale: true)
    }

    private init(body: ByteBuffer, text: String, isPlaceholder: Bool, isStale: Bool) {
        self.body = body
        var hasher = ContentHasher()
        body.withUnsafeReadableBytes { hasher.add(bytes: $0) }
        etag = "\"\(String(hasher.hash, radix: 16))-\(body.readableBytes)\""
        self.text = text
        self.isPlaceholder = isPlaceholder
        self.isStale = isStale
    }
}

/// Renders on demand and keeps what was rendered, as iOS archives an entry's view: each
/// (instance, entry version, render request) is laid out and encoded once. Requests for a
/// render already under way wait for it instead of starting another. When an instance moves
/// on to a newer entry its older renders are dropped.
///
/// The cache is bounded by bytes overall (`maximumBytes`, 64 MB by default): past it, the least
/// recently used renders are dropped until it is back under 90 % of the budget. Each owner
/// also keeps at most `variantsPerOwner` renders. (The routes quantise PNG scales to quarter
/// steps, so arbitrary scales cannot multiply the variants either.)
package final class RenderCache: Sendable {
    /// What identifies a render.
    package struct Key: Sendable, Hashable {
        package var owner: String
        package var version: UInt64
        /// The request, undated (the moment is the one of rendering) and without the placeholder
        /// flag (the instance's entry decides it).
        package var request: RenderRequest

        package init(owner: String, version: UInt64, request: RenderRequest) {
            self.owner = owner
            self.version = version
            self.request = request
        }
    }

    private struct Entry {
        var rendered: RenderedWidget
        var bytes: Int
        var lastUse: UInt64
    }

    private struct State {
        var renders: [Key: Entry] = [:]
        var keysByOwner: [String: Set<Key>] = [:]
        var inFlight: [Key: Task<RenderedWidget, any Error>] = [:]
        /// Renders of an owner below this version are stale.
        var minimumVersion: [String: UInt64] = [:]
        var bytes = 0
        var clock: UInt64 = 0

        /// The render kept for `key`, stamped as used now. One lookup: a hit is the common
        /// case, and a key's hash and equality cover the whole request.
        mutating func touch(_ key: Key) -> RenderedWidget? {
            guard let index = renders.index(forKey: key) else { return nil }
            clock += 1
            renders.values[index].lastUse = clock
            return renders.values[index].rendered
        }

        mutating func drop(_ key: Key) {
            guard let entry = renders.removeValue(forKey: key) else { return }
            bytes -= entry.bytes
            keysByOwner[key.owner]?.remove(key)
            if keysByOwner[key.owner]?.isEmpty == true { keysByOwner.removeValue(forKey: key.owner) }
        }
    }

    /// A render kept, or the one under way.
    private enum Lookup {
        case cached(RenderedWidget)
        case running(Task<RenderedWidget, any Error>)
    }

    private let state = Mutex(State())
    /// The most variants kept per owner; past it the owner's renders are dropped.
    private let variantsPerOwner: Int
    /// The most bytes of renders kept, all owners together.
    package let maximumBytes: Int

    package init(variantsPerOwner: Int = 48, maximumBytes: Int = 64 << 20) {
        self.variantsPerOwner = variantsPerOwner
        self.maximumBytes = maximumBytes
    }

    /// The cached render for `key`, or the result of `make`, which is then cached.
    package func render(
        _ key: Key, make: @escaping @Sendable () async throws -> RenderedWidget
    ) async throws -> RenderedWidget {
        let lookup = state.withLock { state -> Lookup in
            if let cached = state.touch(key) { return .cached(cached) }
            if let running = state.inFlight[key] { return .running(running) }
            let task = Task { try await make() }
            state.inFlight[key] = task
            return .running(task)
        }
        let task: Task<RenderedWidget, any Error>
        switch lookup {
        case .cached(let rendered): return rendered
        case .running(let running): task = running
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
        let maximumBytes = maximumBytes
        let variantsPerOwner = variantsPerOwner
        state.withLock { state in
            state.inFlight.removeValue(forKey: key)
            guard !rendered.isStale, key.version >= state.minimumVersion[key.owner, default: 0], state.renders[key] == nil else { return }
            let size = Self.size(of: rendered, key: key)
            guard size <= maximumBytes else { return }
            if let keys = state.keysByOwner[key.owner], keys.count >= variantsPerOwner {
                for old in keys { state.drop(old) }
            }
            state.clock += 1
            state.renders[key] = Entry(rendered: rendered, bytes: size, lastUse: state.clock)
            state.keysByOwner[key.owner, default: []].insert(key)
            state.bytes += size
            guard state.bytes > maximumBytes else { return }
            // Least recently used first, down to 90 % of the budget. Sorting every entry runs once
            // per tenth of the budget stored (amortised O(log n) a render), and keeps a hit to one
            // lookup and a stamp, where an ordered list would relink on every hit.
            let target = maximumBytes / 10 * 9
            for (old, _) in state.renders.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard state.bytes > target else { break }
                state.drop(old)
            }
        }
    }

    /// The bytes a render holds: its encoded body, its text, and a little for the key.
    private static func size(of rendered: RenderedWidget, key: Key) -> Int {
        rendered.body.readableBytes + rendered.text.utf8.count + rendered.etag.utf8.count + key.owner.utf8.count + 128
    }

    /// Drops the renders of `owner` older than `version`. Returns quickly (called from the
    /// scheduler's observer).
    package func invalidate(_ owner: String, below version: UInt64) {
        state.withLock { state in
            state.minimumVersion[owner] = version
            for key in state.keysByOwner[owner] ?? [] where key.version < version {
                state.drop(key)
            }
        }
    }

    /// Forgets `owner` entirely (an instance was removed).
    package func remove(_ owner: String) {
        state.withLock { state in
            for key in state.keysByOwner[owner] ?? [] { state.drop(key) }
            state.minimumVersion.removeValue(forKey: owner)
        }
    }

    /// The number of renders kept.
    package var count: Int {
        state.withLock { $0.renders.count }
    }

    /// The bytes of the renders kept (as `maximumBytes` counts them).
    package var bytes: Int {
        state.withLock { $0.bytes }
    }
}
