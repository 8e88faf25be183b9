import HomeScreen
import Synchronization
import Testing
import WidgetHosting

/// The gate in front of an extension's channel: how many calls are in flight and which
/// waiting call goes next.
@Suite("Extension call gate")
struct ExtensionCallGateTests {
    /// Counts calls in flight and remembers the most at once and the order calls got in.
    final class Recorder: Sendable {
        private let state = Mutex((now: 0, most: 0, order: [String]()))

        func begin(_ name: String) {
            state.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
                $0.order.append(name)
            }
        }

        func end() { state.withLock { $0.now -= 1 } }
        var most: Int { state.withLock { $0.most } }
        var order: [String] { state.withLock { $0.order } }
    }

    @Test("Many background calls: at most all but one slot in flight, and every call gets in")
    func backgroundCap() async {
        let gate = ExtensionCallGate(limit: 4)
        let recorder = Recorder()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    await gate.enter(.background)
                    recorder.begin("b\(index)")
                    await Task.yield()
                    recorder.end()
                    gate.leave(.background)
                }
            }
        }
        #expect(recorder.most == 3, "background calls leave one slot for renders: \(recorder.most)")
        #expect(recorder.order.count == 200)
        #expect(gate.load == (0, 0))
    }

    @Test("A render gets the reserved slot while timelines fill the rest, and goes before waiting timelines")
    func interactiveFirst() async {
        let gate = ExtensionCallGate(limit: 3)
        // Two timelines fill the background slots; two more wait.
        await gate.enter(.background)
        await gate.enter(.background)
        let recorder = Recorder()
        let waiting = Task {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<2 {
                    group.addTask {
                        await gate.enter(.background)
                        recorder.begin("timeline \(index)")
                        recorder.end()
                        gate.leave(.background)
                    }
                }
            }
        }
        while gate.load.waiting < 2 { await Task.yield() }
        // A render is let in at once: the third slot is never a timeline's.
        await gate.enter(.interactive)
        #expect(gate.load.inFlight == 3)
        // A second render waits, and goes before the timelines waiting longer.
        let render = Task {
            await gate.enter(.interactive)
            recorder.begin("render")
            recorder.end()
            gate.leave(.interactive)
        }
        while gate.load.waiting < 3 { await Task.yield() }
        gate.leave(.interactive)
        await render.value
        gate.leave(.background)
        gate.leave(.background)
        await waiting.value
        #expect(recorder.order.first == "render", "\(recorder.order)")
        #expect(recorder.order.count == 3)
        #expect(gate.load == (0, 0))
    }
}
