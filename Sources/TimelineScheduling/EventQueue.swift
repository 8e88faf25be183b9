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
        // Sift up by moving parents into the hole, then place the element once.
        storage.append(element)
        storage.withUnsafeMutableBufferPointer { heap in
            var hole = heap.count - 1
            while hole > 0 {
                let parent = (hole - 1) / 2
                guard element.precedes(heap[parent]) else { break }
                heap[hole] = heap[parent]
                hole = parent
            }
            heap[hole] = element
        }
    }

    mutating func popFirst() -> Element? {
        guard let first = storage.first else { return nil }
        let last = storage.removeLast()
        guard !storage.isEmpty else { return first }
        // Sift the last element down from the root by moving children into the hole.
        storage.withUnsafeMutableBufferPointer { heap in
            let count = heap.count
            var hole = 0
            while true {
                let left = 2 * hole + 1
                guard left < count else { break }
                let right = left + 1
                let child = right < count && heap[right].precedes(heap[left]) ? right : left
                guard heap[child].precedes(last) else { break }
                heap[hole] = heap[child]
                hole = child
            }
            heap[hole] = last
        }
        return first
    }
}
