// A widget file importing SwiftUI, Combine, OSLog and WidgetKit together, as iOS code does:
// one `ObservableObject`, one `Published`, one `Logger`, no ambiguity (Swift 5 mode).
import SwiftUI
import Combine
import OSLog
import WidgetKit

private let log = Logger(subsystem: "com.example.counter", category: "Model")

final class TickerModel: ObservableObject {
    @Published var ticks = 0
    @Published private(set) var label = "idle"
    private var cancellables = Set<AnyCancellable>()

    init() {
        $ticks
            .map { "tick \($0)" }
            .sink { [weak self] in self?.label = $0 }
            .store(in: &cancellables)
    }

    func tick() {
        ticks += 1
        log.debug("ticked to \(self.ticks, privacy: .public) for \(self.label)")
    }
}

struct TickerView: View {
    @ObservedObject var model: TickerModel
    var body: some View {
        Text(model.label)
    }
}
