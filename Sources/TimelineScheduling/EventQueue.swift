/// The due times of widget instances, with at most one element per instance slot: a two-level
/// timing wheel between two indexed heaps.
///
/// Nearly every event the scheduler handles is an entry switch seconds or minutes ahead. A
/// heap of all instances pays a sift through every level, on branches no predictor can guess,
/// for each of them; a wheel queues, moves and removes in constant time. Time is cut into
/// fine buckets of `bucketWidth` seconds, and `bucketsPerLevel` of those make a block. An
/// element lives in one of these places:
///
/// - `current`: the elements in the cursor's bucket or earlier, sorted (`DueRun`), so they come
///   out exactly in (time, slot) order, ties broken by slot;
/// - level 0: the other fine buckets of the cursor's block;
/// - level 1: the next `bucketsPerLevel - 1` blocks, one bucket each;
/// - `far`: a heap of the elements past level 1 (long reload policies), moved in as the
///   cursor reaches them.
///
/// Wheel buckets are unordered doubly linked lists of slots, with a bitmap of the non-empty
/// ones per level. Every element of `current` precedes every element of level 0, which
/// precedes level 1, which precedes `far`. When `current` runs empty the cursor turns to the
/// next non-empty fine bucket and moves its list into `current`; at the end of a block, the
/// next non-empty block's bucket is spread over level 0. Each element is moved at most a
/// few times, whatever the number of instances.
struct EventQueue {
    /// The width of a fine bucket, in seconds.
    let bucketWidth: Double
    /// Buckets per wheel level (a power of two, at least 64).
    let bucketsPerLevel: Int

    private let shift: Int
    private let mask: Int
    /// The fine bucket being processed, as an absolute bucket number. It starts far in the
    /// past, so the first elements go to `far`.
    private var cursor = Int.min / 4
    private var current = DueRun()
    private var far = IndexedHeap()
    /// Per slot: its queued time, its place and its neighbours in a bucket list.
    private var nodes: [Node] = []
    /// The first slot of each bucket's list (`-1`: empty): level 0, then level 1.
    private var heads: [Int32]
    /// One bit per bucket, set when its list is not empty: level 0, then level 1.
    private var occupied: [UInt64]
    private var wheelCounts = (0, 0)
    /// A bucket's elements being sorted into `current` (kept to reuse its storage).
    private var scratch: [(time: Double, slot: Int32)] = []

    /// The number of queued elements.
    private(set) var count = 0

    private struct Node {
        var time: Double
        /// `Place.none`, `.current`, `.far`, or a wheel bucket's index in `heads`.
        var place: Int32
        var next: Int32
        var previous: Int32
    }

    private enum Place {
        static let none: Int32 = -1
        static let current: Int32 = -2
        static let far: Int32 = -3
    }

    /// A queue of `bucketWidth`-second buckets, `bucketsPerLevel` to a block. The defaults
    /// (1/64 s, 4,096) make 64-second blocks, and the two levels cover about three days.
    init(bucketWidth: Double = 1.0 / 64, bucketsPerLevel: Int = 4_096) {
        precondition(bucketWidth > 0 && bucketWidth.isFinite, "bucket width must be positive")
        precondition(bucketsPerLevel >= 64 && bucketsPerLevel & (bucketsPerLevel - 1) == 0,
                     "buckets per level must be a power of two ≥ 64")
        self.bucketWidth = bucketWidth
        self.bucketsPerLevel = bucketsPerLevel
        self.shift = bucketsPerLevel.trailingZeroBitCount
        self.mask = bucketsPerLevel - 1
        self.heads = Array(repeating: -1, count: 2 * bucketsPerLevel)
        self.occupied = Array(repeating: 0, count: 2 * bucketsPerLevel / 64)
    }

    /// The time queued for `slot`, if any.
    func time(of slot: Int) -> Double? {
        guard slot < nodes.count, nodes[slot].place != Place.none else { return nil }
        return nodes[slot].time
    }

    /// The earliest element if it is due by `limit`, turning the wheel to it if `current` has
    /// run empty. The wheel never turns past `limit`, so elements queued later for earlier
    /// times still go to the wheel's buckets rather than to `current`.
    mutating func first(through limit: Double = .infinity) -> (time: Double, slot: Int)? {
        if current.isEmpty { turn(through: bucket(of: limit)) }
        guard let first = current.first, first.time <= limit else { return nil }
        return first
    }

    /// The earliest element's time, without turning the wheel.
    func nextTime() -> Double? {
        if let first = current.first { return first.time }
        if let index = nextFineBucket() { return earliestTime(inList: index) }
        if let block = nextBlock() { return earliestTime(inList: bucketsPerLevel + block & mask) }
        return far.first?.time
    }

    /// Queues `slot` at `time`, or moves its element there.
    mutating func update(slot: Int, time: Double) {
        if slot >= nodes.count {
            nodes.append(contentsOf: repeatElement(
                Node(time: .infinity, place: Place.none, next: -1, previous: -1), count: slot + 1 - nodes.count))
        }
        let place = nodes[slot].place
        let bucket = bucket(of: time)
        let target = wheelIndex(of: bucket)
        if target == place {
            // Same place: a heap re-keys the element, a wheel bucket's list does not change.
            if place == Place.current {
                current.remove(time: nodes[slot].time, slot: slot)
                current.insert(time: time, slot: slot)
            } else if place == Place.far {
                far.update(slot: slot, time: time)
            }
            nodes[slot].time = time
            return
        }
        switch place {
        case Place.none: count += 1
        case Place.current: current.remove(time: nodes[slot].time, slot: slot)
        case Place.far: far.remove(slot: slot)
        default: unlink(slot, from: Int(place))
        }
        nodes[slot].time = time
        insert(slot, time: time, at: target)
    }

    /// Takes `slot`'s element out of the queue, if it has one.
    mutating func remove(slot: Int) {
        guard slot < nodes.count else { return }
        switch nodes[slot].place {
        case Place.none:
            return
        case Place.current:
            current.remove(time: nodes[slot].time, slot: slot)
        case Place.far:
            far.remove(slot: slot)
        case let place:
            unlink(slot, from: Int(place))
        }
        nodes[slot].place = Place.none
        count -= 1
    }

    // MARK: Internals

    /// The absolute fine bucket of `time`. Times too far out for an `Int` share the outermost
    /// buckets, which keeps the order (the heaps order them exactly).
    @inline(__always)
    private func bucket(of time: Double) -> Int {
        let scaled = (time / bucketWidth).rounded(.down)
        if scaled < -0x1p60 { return -(1 << 60) }
        if scaled > 0x1p60 { return 1 << 60 }
        return Int(scaled)
    }

    /// The index in `heads` of the wheel bucket `bucket` belongs in, or a negative `Place`.
    @inline(__always)
    private func wheelIndex(of bucket: Int) -> Int32 {
        if bucket <= cursor { return Place.current }
        let block = bucket >> shift
        let cursorBlock = cursor >> shift
        if block == cursorBlock { return Int32(bucket & mask) }
        if block < cursorBlock + bucketsPerLevel { return Int32(bucketsPerLevel + block & mask) }
        return Place.far
    }

    /// Puts a slot that is in no place at `place` (from `wheelIndex(of:)`).
    @inline(__always)
    private mutating func insert(_ slot: Int, time: Double, at place: Int32) {
        switch place {
        case Place.current:
            nodes[slot].place = place
            current.insert(time: time, slot: slot)
        case Place.far:
            nodes[slot].place = place
            far.update(slot: slot, time: time)
        default:
            link(slot, into: Int(place))
        }
    }

    private mutating func link(_ slot: Int, into index: Int) {
        let head = heads[index]
        nodes[slot].next = head
        nodes[slot].previous = -1
        nodes[slot].place = Int32(index)
        if head >= 0 {
            nodes[Int(head)].previous = Int32(slot)
        } else {
            occupied[index >> 6] |= 1 << UInt64(index & 63)
        }
        heads[index] = Int32(slot)
        if index < bucketsPerLevel { wheelCounts.0 += 1 } else { wheelCounts.1 += 1 }
    }

    private mutating func unlink(_ slot: Int, from index: Int) {
        let next = nodes[slot].next
        let previous = nodes[slot].previous
        if previous >= 0 { nodes[Int(previous)].next = next } else { heads[index] = next }
        if next >= 0 { nodes[Int(next)].previous = previous }
        if heads[index] < 0 { occupied[index >> 6] &= ~(1 << UInt64(index & 63)) }
        if index < bucketsPerLevel { wheelCounts.0 -= 1 } else { wheelCounts.1 -= 1 }
    }

    /// Empties a wheel bucket, returning the first slot of its list (linked by `next`).
    private mutating func detach(_ index: Int) -> Int32 {
        let head = heads[index]
        heads[index] = -1
        occupied[index >> 6] &= ~(1 << UInt64(index & 63))
        return head
    }

    /// The earliest time in a wheel bucket's list.
    private func earliestTime(inList index: Int) -> Double {
        var earliest = Double.infinity
        var slot = heads[index]
        while slot >= 0 {
            earliest = min(earliest, nodes[Int(slot)].time)
            slot = nodes[Int(slot)].next
        }
        return earliest
    }

    /// Moves the cursor to the earliest bucket holding elements, but not past `limit`,
    /// bringing that bucket's elements into `current`.
    private mutating func turn(through limit: Int) {
        while current.isEmpty, count > 0 {
            // The next fine bucket of this block with elements.
            if let index = nextFineBucket() {
                let next = (cursor >> shift) << shift | index
                guard next <= limit else { return }
                cursor = next
                var slot = detach(index)
                scratch.removeAll(keepingCapacity: true)
                while slot >= 0 {
                    scratch.append((nodes[Int(slot)].time, slot))
                    wheelCounts.0 -= 1
                    nodes[Int(slot)].place = Place.current
                    slot = nodes[Int(slot)].next
                }
                if scratch.count > 1 { scratch.sort { precedes($0.time, $0.slot, $1.time, $1.slot) } }
                for element in scratch { current.insert(time: element.time, slot: Int(element.slot)) }
                continue
            }
            // This block is done: the next block with elements, in level 1 or `far`.
            var block = nextBlock() ?? Int.max
            if let element = far.first { block = min(block, bucket(of: element.time) >> shift) }
            guard block != Int.max, block << shift <= limit else { return }
            cursor = block << shift
            // Far elements now within level 1 move in, then the block's bucket spreads over
            // level 0 (its first fine bucket goes to `current`).
            while let element = far.first {
                let bucket = bucket(of: element.time)
                guard bucket >> shift < block + bucketsPerLevel else { break }
                far.remove(slot: element.slot)
                insert(element.slot, time: element.time, at: wheelIndex(of: bucket))
            }
            var slot = detach(bucketsPerLevel + block & mask)
            while slot >= 0 {
                let next = nodes[Int(slot)].next
                wheelCounts.1 -= 1
                let time = nodes[Int(slot)].time
                insert(Int(slot), time: time, at: wheelIndex(of: bucket(of: time)))
                slot = next
            }
        }
    }

    /// The index in level 0 of the next non-empty fine bucket of the cursor's block.
    private func nextFineBucket() -> Int? {
        wheelCounts.0 > 0 ? nextOccupied(from: (cursor & mask) + 1, in: 0) : nil
    }

    /// The absolute number of the next block with elements in level 1.
    private func nextBlock() -> Int? {
        guard wheelCounts.1 > 0 else { return nil }
        let cursorBlock = cursor >> shift
        let start = (cursorBlock + 1) & mask
        guard let index = nextOccupied(from: start, in: 1, wrapping: true) else { return nil }
        return cursorBlock + 1 + ((index - start) & mask)
    }

    /// The index (within its level) of the first non-empty bucket of `level` at or after
    /// `start`; past the level's end it wraps around if `wrapping`, else there is none.
    private func nextOccupied(from start: Int, in level: Int, wrapping: Bool = false) -> Int? {
        let words = bucketsPerLevel / 64
        let base = level * words
        if start >= bucketsPerLevel, !wrapping { return nil }
        let start = start & mask
        var word = start >> 6
        var bits = occupied[base + word] & (~0 << UInt64(start & 63))
        var visited = 0
        while bits == 0 {
            word += 1
            if word == words {
                guard wrapping else { return nil }
                word = 0
            }
            visited += 1
            if visited > words { return nil }
            bits = occupied[base + word]
        }
        return word << 6 | bits.trailingZeroBitCount
    }
}

/// Whether (`time`, `slot`) comes before (`otherTime`, `otherSlot`): the queue's order, ties
/// broken by slot so that processing order is deterministic.
@inline(__always)
func precedes(_ time: Double, _ slot: Int32, _ otherTime: Double, _ otherSlot: Int32) -> Bool {
    time < otherTime || (time == otherTime && slot < otherSlot)
}
