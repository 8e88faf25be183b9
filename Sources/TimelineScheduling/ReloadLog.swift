/// The times of an instance's budgeted reloads inside the budget window, oldest first.
struct ReloadLog {
    private var times: [Double] = []
    private var head = 0

    /// Reloads still inside the window.
    var count: Int { times.count - head }

    /// The oldest reload inside the window.
    var oldest: Double? { head < times.count ? times[head] : nil }

    mutating func append(_ time: Double) {
        times.append(time)
    }

    /// Forgets reloads at or before `cutoff`.
    mutating func removeAll(through cutoff: Double) {
        while head < times.count, times[head] <= cutoff { head += 1 }
        if head > 32, head * 2 > times.count {
            times.removeFirst(head)
            head = 0
        }
    }

    /// The reload times inside the window.
    var all: ArraySlice<Double> { times[head...] }
}
