// Gauge and progress view styles with configurations, and the built-in looks Apple documents
// for widgets: `.linearCapacity` as a tinted capsule, a circular progress view as a capacity
// gauge with its label inside.
import SwiftUI
import Foundation
import Testing
import DisplayList
import WidgetRendering

private struct DialStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.label
            Color.red.frame(width: 100 * configuration.value, height: 4)
            configuration.currentValueLabel
            configuration.minimumValueLabel
            configuration.maximumValueLabel
            configuration.markedValueLabels
        }
    }
}

private struct BatteryStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            Color.red.frame(width: 50 * (configuration.fractionCompleted ?? 0), height: 10)
            configuration.label
            // The standard drawing inside a custom style.
            ProgressView(configuration).progressViewStyle(.linear)
        }
    }
}

@MainActor
@Suite("Control styles with configurations")
struct ControlStyleConfigurationTests {
    private func list<V: View>(_ view: V, family: WidgetFamily = .systemMedium, date: Date? = nil) -> DisplayList {
        WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: family, date: date ?? Date(timeIntervalSince1970: 1_800_000_000)))
    }

    private func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    @Test("A custom GaugeStyle gets the value as a fraction of the range and every label")
    func customGauge() throws {
        let drawn = list(Gauge(value: 15, in: 10...30) { Text("Temp") } currentValueLabel: { Text("15°") }
            minimumValueLabel: { Text("10") } maximumValueLabel: { Text("30") }.gaugeStyle(DialStyle()))
        #expect(drawn.textItems.map(\.string) == ["Temp", "15°", "10", "30"])
        let bar = try #require(shapes(drawn).first { $0.fill == .color(RGBAColor(hex: 0xFF3B30)) })
        #expect(abs(bar.frame.width - 25) < 0.01)
    }

    @Test("A built-in gauge style inside a custom one's content wins; the custom one applies outside it")
    func styleScopes() {
        let inner = list(VStack {
            Gauge(value: 0.5) { Text("A") }
            Gauge(value: 0.5) { Text("B") }.gaugeStyle(.accessoryCircularCapacity)
        }.gaugeStyle(DialStyle()))
        let rings = shapes(inner).filter { $0.stroke != nil }
        #expect(!rings.isEmpty, "the second gauge is a ring")
        #expect(shapes(inner).contains { $0.fill == .color(RGBAColor(hex: 0xFF3B30)) }, "the first is drawn by the custom style")
    }

    @Test(".linearCapacity is an 18 pt capsule filled with the accent colour, not the foreground")
    func linearCapacity() throws {
        let drawn = list(Gauge(value: 0.25) { Text("Storage") }.gaugeStyle(.linearCapacity).frame(width: 200))
        let capsules = shapes(drawn).filter { $0.outline == .capsule }
        #expect(capsules.count == 2)
        #expect(capsules.allSatisfy { abs($0.frame.height - 18) < 0.01 })
        let fill = try #require(capsules.last)
        #expect(abs(fill.frame.width - capsules[0].frame.width * 0.25) < 0.01)
        let accent = list(Color.accentColor.frame(width: 10, height: 10))
        let accentFill = try #require(shapes(accent).first { abs($0.frame.width - 10) < 0.01 }?.fill)
        #expect(fill.fill == accentFill)
        // The accessory style stays the thin Lock Screen bar.
        let accessory = shapes(list(Gauge(value: 0.25) { Text("S") }.gaugeStyle(.accessoryLinearCapacity)))
        #expect(accessory.filter { $0.outline == .capsule }.allSatisfy { abs($0.frame.height - 6) < 0.01 })
    }

    @Test("A circular timer ProgressView is a capacity ring filling its frame, its label inside")
    func circularTimer() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000), end = start.addingTimeInterval(120)
        let drawn = list(ProgressView(timerInterval: start...end) { Text("Tea") }
            .progressViewStyle(.circular).frame(width: 60, height: 60), date: start.addingTimeInterval(30))
        let ring = try #require(shapes(drawn).first { $0.liveProgress != nil })
        #expect(abs(ring.frame.width - 60) < 0.01 && abs(ring.frame.height - 60) < 0.01)
        // The current value label (the timer text) sits inside the ring.
        let texts = drawn.textItems
        #expect(!texts.isEmpty)
        for text in texts {
            #expect(ring.frame.contains(CGPoint(x: text.frame.midX, y: text.frame.midY)), "\(text.string) at \(text.frame)")
        }
        // NOTES' case: 20 × 20 draws a ring.
        let small = list(ProgressView(timerInterval: start...end).progressViewStyle(.circular).frame(width: 20, height: 20),
                         date: start.addingTimeInterval(30))
        let smallRing = try #require(shapes(small).first { $0.liveProgress != nil })
        #expect(abs(smallRing.frame.width - 20) < 0.01)
    }

    @Test("A custom ProgressViewStyle gets the fraction and the label, and can draw the standard view")
    func customProgress() {
        let drawn = list(ProgressView(value: 3, total: 4) { Text("Charging") }.progressViewStyle(BatteryStyle()))
        let red = shapes(drawn).filter { $0.fill == .color(RGBAColor(hex: 0xFF3B30)) }
        #expect(red.count == 1 && abs((red.first?.frame.width ?? 0) - 37.5) < 0.01)
        #expect(drawn.textItems.map(\.string) == ["Charging", "Charging"])
        #expect(shapes(drawn).filter { $0.outline == .capsule }.count == 2, "the standard bar's track and fill")
    }

    @Test("The app-only controls draw their static look in Swift 6 mode")
    func appOnlyControls() {
        let drawn = list(VStack {
            Slider(value: .constant(0.5))
            Stepper("Cups", value: .constant(2), in: 0...8)
            TextField("Search", text: .constant(""))
            TextField("Name", text: .constant("Ada"))
            Picker("Mode", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.segmented)
            NavigationView { NavigationLink(destination: Text("x")) { Text("Open") } }
        }.frame(width: 300))
        let texts = drawn.textItems.map(\.string)
        for expected in ["Cups", "Search", "Ada", "One", "Two", "Open"] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
        #expect(!texts.contains("x"), "a link's destination is not drawn")
    }
}
