/// A binary min-heap of due times, one live element per widget instance.
///
/// Elements are never removed from the middle: rescheduling an instance bumps its generation
/// and pushes a new element, and stale ones are skipped when they surface. Ties are broken by
/// slot so that processing order is deterministic.
struct EventQueue {
    struct Element {
        var time: Double
        var slot: Int32
        var generation: UInt32

        @inline(__always)
        func precedes(_ other: Element) -> Bool {
            time < other.time || (time == other.time && slot < other.slot)
        }
    }

    private var storage: [Element] = []

    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }
    var first: Element? { storage.first }

    mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].precedes(storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popFirst() -> Element? {
        guard !storage.isEmpty else { return nil }
        let first = storage[0]
        let last = storage.removeLast()
        if !storage.isEmpty {
            storage[0] = last
            var parent = 0
            let count = storage.count
            while true {
                let left = 2 * parent + 1
                guard left < count else { break }
                let right = left + 1
                var smallest = left
                if right < count, storage[right].precedes(storage[left]) { smallest = right }
                guard storage[smallest].precedes(storage[parent]) else { break }
                storage.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }
}
