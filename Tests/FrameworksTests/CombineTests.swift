import Foundation
import Testing
import SwiftUI
import Combine
import WidgetRendering

// A view model as widget and app code writes it, in a file importing both SwiftUI and Combine.
final class WeatherModel: ObservableObject {
    @Published var temperature = 18
    @Published var city = "Lisbon"
    var cancellables = Set<AnyCancellable>()
}

private struct WeatherView: View {
    @StateObject private var model = WeatherModel()
    @ObservedObject var other: WeatherModel

    var body: some View {
        VStack {
            Text("\(model.city) \(model.temperature)°")
            Text("Other \(other.temperature)°")
        }
    }
}

private final class Sensor {
    var reading = 0
}

@Suite("Combine: OpenCombine under Apple's names, shared with SwiftUI")
struct CombineTests {
    @Test("A subject's values flow through map, filter and sink")
    func pipeline() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var completed = false
        let cancellable = subject
            .filter { $0 % 2 == 0 }
            .map { "value \($0)" }
            .sink(receiveCompletion: { _ in completed = true }, receiveValue: { received.append($0) })
        (1...5).forEach(subject.send)
        subject.send(completion: .finished)
        #expect(received == ["value 2", "value 4"])
        #expect(completed)
        cancellable.cancel()
    }

    @Test("@Published announces changes through objectWillChange and its own publisher")
    func published() {
        let model = WeatherModel()
        var willChange = 0
        var temperatures: [Int] = []
        model.objectWillChange.sink { willChange += 1 }.store(in: &model.cancellables)
        model.$temperature.sink { temperatures.append($0) }.store(in: &model.cancellables)
        model.temperature = 20
        model.city = "Porto"
        #expect(willChange == 2)
        #expect(temperatures == [18, 20])
    }

    @Test("assign(to:on:), CurrentValueSubject, Just and zip")
    func assignAndOperators() {
        let sensor = Sensor()
        let value = CurrentValueSubject<Int, Never>(1)
        let cancellable = value.assign(to: \.reading, on: sensor)
        value.value = 9
        #expect(sensor.reading == 9)
        cancellable.cancel()
        var pairs: [String] = []
        _ = Just(1).zip(Just("a")).sink { pairs.append("\($0.0)\($0.1)") }
        #expect(pairs == ["1a"])
    }

    @Test("NotificationCenter.publisher delivers posted notifications")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("WidgetDataChanged")
        var received = 0
        let cancellable = center.publisher(for: name).sink { _ in received += 1 }
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(received == 2)
        cancellable.cancel()
    }

    @Test("DispatchQueue is a scheduler and Timer.publish builds a connectable publisher")
    func schedulers() {
        let queue = DispatchQueue(label: "widget.test")
        let done = DispatchSemaphore(value: 0)
        let box = ValuesBox()
        let cancellable = [1, 2, 3].publisher
            .receive(on: queue)
            .collect()
            .sink { box.values = $0; done.signal() }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(box.values == [1, 2, 3])
        cancellable.cancel()
        let timer = Timer.publish(every: 60, on: .main, in: .common)
        let connection = timer.autoconnect().sink { _ in }
        connection.cancel()
    }

    @Test("@StateObject and @ObservedObject with OpenCombine's ObservableObject render their values") @MainActor
    func viewsObserveObjects() {
        let other = WeatherModel()
        other.temperature = 25
        let list = WidgetLayout.displayList(for: WeatherView(other: other), environment: RenderEnvironment(family: .systemMedium))
        let strings = list.textItems.map(\.string)
        #expect(strings.contains("Lisbon 18°"))
        #expect(strings.contains("Other 25°"))
    }
}

private final class ValuesBox: @unchecked Sendable {
    var values: [Int] = []
}
