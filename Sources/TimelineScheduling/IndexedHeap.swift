/// An indexed 4-ary min-heap of (time, slot) with at most one element per slot: `EventQueue`'s
/// far future.
///
/// Rescheduling a slot moves its element in place (up or down), so the heap never holds stale
/// elements. Keys and slots are kept in separate arrays so that choosing among four
/// children reads 32 contiguous bytes of keys. Ties are broken by slot so that processing
/// order is deterministic.
struct IndexedHeap {
    /// Due times, in heap order.
    private var times: [Double] = []
    /// The slot of each element, in heap order.
    private var slots: [Int32] = []
    /// The heap index of each slot's element, `-1` if the slot has none.
    private var positions: [Int32] = []

    /// The earliest element: its time and slot.
    var first: (time: Double, slot: Int)? {
        guard let time = times.first else { return nil }
        return (time, Int(slots[0]))
    }

    /// Queues `slot` at `time`, or moves its element there.
    mutating func update(slot: Int, time: Double) {
        if slot >= positions.count {
            positions.append(contentsOf: repeatElement(-1, count: slot + 1 - positions.count))
        }
        let position = Int(positions[slot])
        if position < 0 {
            times.append(time)
            slots.append(Int32(slot))
            siftUp(from: times.count - 1, time: time, slot: Int32(slot))
        } else {
            let old = times[position]
            if time < old {
                siftUp(from: position, time: time, slot: Int32(slot))
            } else if time > old {
                siftDown(from: position, time: time, slot: Int32(slot))
            }
        }
    }

    /// Takes `slot`'s element out of the queue, if it has one.
    mutating func remove(slot: Int) {
        guard slot < positions.count else { return }
        let position = Int(positions[slot])
        guard position >= 0 else { return }
        positions[slot] = -1
        let lastTime = times.removeLast()
        let lastSlot = slots.removeLast()
        guard position < times.count else { return }
        // Put the former last element in the hole, then restore the order around it.
        if position > 0, precedes(lastTime, lastSlot, times[(position - 1) / 4], slots[(position - 1) / 4]) {
            siftUp(from: position, time: lastTime, slot: lastSlot)
        } else {
            siftDown(from: position, time: lastTime, slot: lastSlot)
        }
    }

    /// Moves parents down into the hole at `start` until `(time, slot)` fits, then places it.
    private mutating func siftUp(from start: Int, time: Double, slot: Int32) {
        times.withUnsafeMutableBufferPointer { times in
            slots.withUnsafeMutableBufferPointer { slots in
                positions.withUnsafeMutableBufferPointer { positions in
                    var hole = start
                    while hole > 0 {
                        let parent = (hole - 1) / 4
                        guard precedes(time, slot, times[parent], slots[parent]) else { break }
                        times[hole] = times[parent]
                        slots[hole] = slots[parent]
                        positions[Int(slots[hole])] = Int32(hole)
                        hole = parent
                    }
                    times[hole] = time
                    slots[hole] = slot
                    positions[Int(slot)] = Int32(hole)
                }
            }
        }
    }

    /// Moves the earliest child up into the hole at `start` until `(time, slot)` fits, then
    /// places it.
    private mutating func siftDown(from start: Int, time: Double, slot: Int32) {
        times.withUnsafeMutableBufferPointer { times in
            slots.withUnsafeMutableBufferPointer { slots in
                positions.withUnsafeMutableBufferPointer { positions in
                    let count = times.count
                    var hole = start
                    while true {
                        let firstChild = 4 * hole + 1
                        guard firstChild < count else { break }
                        // The earliest of up to four children.
                        var child = firstChild
                        var childTime = times[firstChild]
                        let end = min(firstChild + 4, count)
                        var candidate = firstChild + 1
                        while candidate < end {
                            let candidateTime = times[candidate]
                            if precedes(candidateTime, slots[candidate], childTime, slots[child]) {
                                child = candidate
                                childTime = candidateTime
                            }
                            candidate += 1
                        }
                        guard precedes(childTime, slots[child], time, slot) else { break }
                        times[hole] = childTime
                        slots[hole] = slots[child]
                        positions[Int(slots[hole])] = Int32(hole)
                        hole = child
                    }
                    times[hole] = time
                    slots[hole] = slot
                    positions[Int(slot)] = Int32(hole)
                }
            }
        }
    }
}
