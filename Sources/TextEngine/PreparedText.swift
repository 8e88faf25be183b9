/// A text's content ready to be laid out at any proposed size: what
/// ``TextEngine/prepare(_:)`` returns.
///
/// It belongs to the engine (and so the thread) that prepared it, and keeps the layouts that
/// engine computed for it, by proposed size. Lay it out with
/// ``TextEngine/layout(_:maxWidth:maxHeight:)``.
public final class PreparedText {
    /// The sanitized request, without a proposed size.
    let request: TextLayoutRequest
    /// Layouts by proposed width and height, most recent last.
    private var layouts: [Entry] = []

    private struct Entry {
        let width: Double?
        let height: Double?
        let result: TextLayoutResult
    }

    /// A text proposes a handful of sizes; past this many, the oldest layout is forgotten.
    static let layoutLimit = 32

    init(request: TextLayoutRequest) {
        self.request = request
    }

    /// The layout computed for this proposed size, if any.
    func layout(width: Double?, height: Double?) -> TextLayoutResult? {
        for entry in layouts where entry.width == width && entry.height == height {
            return entry.result
        }
        return nil
    }

    /// Whether the engine still holds this text (a pass may keep using it after the engine
    /// forgot it; it then keeps no layouts, so the engine's count stays true).
    private var isCached = true

    /// Keeps `result` for this proposed size; true when the number of layouts grew.
    func store(_ result: TextLayoutResult, width: Double?, height: Double?) -> Bool {
        guard isCached else { return false }
        let grew = layouts.count < Self.layoutLimit
        if !grew { layouts.removeFirst() }
        layouts.append(Entry(width: width, height: height, result: result))
        return grew
    }

    /// Forgets every layout and stops keeping new ones: the engine no longer holds this text.
    func evict() {
        isCached = false
        layouts.removeAll()
    }
}
