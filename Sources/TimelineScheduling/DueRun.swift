/// The elements of `EventQueue`'s current bucket: (time, slot) pairs kept sorted, taken from
/// the front.
///
/// A bucket is short but can hold ties (instances placed together, entries on the minute), and
/// the scheduler takes its elements in order, each one leaving as the slot is rescheduled. A
/// sorted array does that in constant time from the front (a heap would sift every time); the
/// rare element queued into the current bucket, or removed from its middle, costs a binary
/// search and a shift.
struct DueRun {
    private var times: [Double] = []
    private var slots: [Int32] = []
    /// The index of the first element still in the run.
    private var head = 0

    var isEmpty: Bool { head == times.count }

    /// The earliest element.
    var first: (time: Double, slot: Int)? {
        head < times.count ? (times[head], Int(slots[head])) : nil
    }

    /// Adds an element; appending in order (as a sorted bucket is moved in) is constant time.
    mutating func insert(time: Double, slot: Int) {
        let slot = Int32(slot)
        if let last = times.last, head < times.count, precedes(time, slot, last, slots[slots.count - 1]) {
            if precedes(time, slot, times[head], slots[head]), head > 0 {
                head -= 1
                times[head] = time
                slots[head] = slot
                return
            }
            let index = position(of: time, slot)
            times.insert(time, at: index)
            slots.insert(slot, at: index)
        } else {
            times.append(time)
            slots.append(slot)
        }
    }

    /// Removes the element (`time`, `slot`), which must be in the run.
    mutating func remove(time: Double, slot: Int) {
        let slot = Int32(slot)
        if head < times.count, times[head] == time, slots[head] == slot {
            head += 1
        } else {
            let index = position(of: time, slot)
            precondition(index < times.count && times[index] == time && slots[index] == slot, "element not in the run")
            times.remove(at: index)
            slots.remove(at: index)
        }
        if head == times.count {
            times.removeAll(keepingCapacity: true)
            slots.removeAll(keepingCapacity: true)
            head = 0
        }
    }

    /// The index of the first element not before (`time`, `slot`).
    private func position(of time: Double, _ slot: Int32) -> Int {
        var low = head
        var high = times.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(times[middle], slots[middle], time, slot) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
