import Foundation
import Testing
import Observation
import DisplayList
@testable import ViewCore

/// A checkbox style of the user's: a symbol that shows the state, then the label.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Rectangle()
                .fill(configuration.isOn ? Color.green : Color.red)
                .frame(width: 20, height: 20)
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

@Observable
final class TaskModel {
    var done = true
    var title = "Water the plants"
}

struct ObservedTaskRow: View {
    @Environment(TaskModel.self) private var model
    var body: some View {
        @Bindable var model = model
        Toggle(model.title, isOn: $model.done)
    }
}

struct OptionalTaskRow: View {
    @Environment(TaskModel.self) private var model: TaskModel?
    var body: some View {
        Text(model == nil ? "none" : "some")
    }
}

@MainActor
@Suite("Toggles and labeled content")
struct ToggleLayoutTests {
    /// The environment of a render in the iOS 17–18 look (`render --ios 18`).
    static func iOS18(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.systemLook = .iOS18
        environment.colorScheme = scheme
        return environment
    }

    @Test("iOS 26: a switch is a 61×28 pt capsule, green when on, with a white 37×24 pt pill knob and no shadow")
    func switchIOS26() throws {
        let list = layout(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 280), in: canvas)
        let capsules = shapes(list).filter { $0.outline == .capsule }
        let track = try #require(capsules.first)
        #expect(track.frame.size == CGSize(width: 61, height: 28))
        #expect(track.fill == .color(green))
        #expect(approximately(track.frame.maxX, 290), "the switch ends at the trailing edge of the 280 pt row")
        let knob = try #require(capsules.dropFirst().first)
        #expect(knob.fill == .color(.white))
        #expect(knob.frame.size == CGSize(width: 37, height: 24))
        #expect(approximately(knob.frame.maxX, track.frame.maxX - 2) && approximately(knob.frame.midY, track.frame.midY))
        let shadowed = list.allItems.contains { if case .group(let g) = $0 { g.shadow != nil } else { false } }
        #expect(!shadowed, "iOS 26's knob casts no shadow in snapshots")
        let label = try textFrame("Wi-Fi", in: list)
        #expect(approximately(label.midY, track.frame.midY, tolerance: 1))
    }

    @Test("iOS 26: the off track is #C5C5C7 (light) and #464649 (dark), the knob on the left")
    func switchOffIOS26() throws {
        let off = layout(Toggle("Wi-Fi", isOn: .constant(false)), in: canvas)
        let capsules = shapes(off).filter { $0.outline == .capsule }
        #expect(capsules.first?.fill == .color(RGBAColor(hex: 0xC5C5C7)))
        let track = try #require(capsules.first), knob = try #require(capsules.dropFirst().first)
        #expect(approximately(knob.frame.minX, track.frame.minX + 2))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let darkOff = layout(Toggle("Wi-Fi", isOn: .constant(false)), in: canvas, environment: dark)
        #expect(shapes(darkOff).first { $0.outline == .capsule }?.fill == .color(RGBAColor(hex: 0x464649)))
    }

    @Test("iOS 18 look: a switch is a 51×31 pt capsule at the trailing edge, green when on, with a white knob on the right")
    func switchOn() throws {
        let list = layout(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 280), in: canvas, environment: Self.iOS18())
        let items = shapes(list)
        let track = try #require(items.first { $0.outline == .capsule })
        #expect(track.frame.size == CGSize(width: 51, height: 31))
        #expect(track.fill == .color(green))
        #expect(approximately(track.frame.maxX, 290), "the switch ends at the trailing edge of the 280 pt row")
        let knob = try #require(items.first { $0.outline == .ellipse })
        #expect(knob.fill == .color(.white))
        #expect(knob.frame.size == CGSize(width: 27, height: 27))
        #expect(approximately(knob.frame.maxX, track.frame.maxX - 2))
        let label = try textFrame("Wi-Fi", in: list)
        #expect(approximately(label.minX, 10), "the label starts at the leading edge")
        #expect(approximately(label.midY, track.frame.midY, tolerance: 1))
        let shadowed = list.allItems.contains { if case .group(let g) = $0 { g.shadow != nil } else { false } }
        #expect(shadowed, "the knob has a shadow")
    }

    @Test("iOS 18 look, off: the knob is on the left of a gray track; a tint colors the on track")
    func switchOffAndTint() throws {
        let off = layout(Toggle("Wi-Fi", isOn: .constant(false)), in: canvas, environment: Self.iOS18())
        let track = try #require(shapes(off).first { $0.outline == .capsule })
        #expect(track.fill == .color(RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)))
        let knob = try #require(shapes(off).first { $0.outline == .ellipse })
        #expect(approximately(knob.frame.minX, track.frame.minX + 2))
        let tinted = layout(Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange), in: canvas)
        #expect(shapes(tinted).first { $0.outline == .capsule }?.fill == .color(RGBAColor(hex: 0xFF9500)))
        let darkOff = layout(Toggle("Wi-Fi", isOn: .constant(false)), in: canvas, environment: Self.iOS18(.dark))
        #expect(shapes(darkOff).first { $0.outline == .capsule }?.fill
            == .color(RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32)))
    }

    @Test("labelsHidden() draws the switch alone")
    func labelsHidden() throws {
        let list = layout(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), in: canvas)
        #expect(list.textItems.isEmpty)
        let track = try #require(shapes(list).first { $0.outline == .capsule })
        #expect(approximately(track.frame.midX, canvas.width / 2))
    }

    @Test("The button toggle style is bordered when off and prominent when on")
    func buttonStyle() throws {
        let on = layout(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button), in: canvas)
        #expect(shapes(on).first?.fill == .color(blue))
        #expect(try paint(of: "Bold", in: on) == .color(.white))
        let off = layout(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button), in: canvas, environment: Self.iOS18())
        #expect(shapes(off).first?.fill == .color(blue.withAlpha(0.15)))
        let offIOS26 = layout(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button), in: canvas)
        #expect(shapes(offIOS26).first?.fill == .color(RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)))
        #expect(try paint(of: "Bold", in: off) == .color(blue))
    }

    @Test("A ToggleStyle of the user's reads isOn and draws its label")
    func customStyle() throws {
        let list = layout(VStack {
            Toggle("Done", isOn: .constant(true))
            Toggle("Open", isOn: .constant(false))
        }.toggleStyle(CheckboxStyle()), in: canvas)
        #expect(shapes(list).compactMap(\.fill) == [.color(green), .color(red)])
        #expect(Set(list.textItems.map(\.string)) == ["Done", "Open"])
    }

    @Test("Every documented initializer; the marker says isToggle with the value")
    func initializersAndMarker() throws {
        let title = "Alarm"
        @State var isOn = true
        let list = layout(VStack {
            Toggle(isOn: $isOn) { Text("custom") }
            Toggle("key", isOn: $isOn)
            Toggle(title, isOn: .constant(false))
            Toggle("symbol", systemImage: "bell", isOn: $isOn)
            Toggle(title, systemImage: "bell", isOn: $isOn)
        }, in: CGSize(width: 300, height: 400))
        let toggles = list.accessibility.filter { $0.traits.contains("isToggle") }
        #expect(toggles.count == 5)
        #expect(toggles.map(\.value) == ["1", "1", "0", "1", "1"])
        #expect(toggles[0].label == "custom")
        #expect(toggles[0].traits.contains("performs:binding"))
    }

    @Test("LabeledContent puts the label leading and the value trailing in the secondary style")
    func labeledContent() throws {
        let list = layout(VStack {
            LabeledContent("Humidity", value: "62%")
            LabeledContent("Wind") { Text("12 km/h") }
            LabeledContent { Text("3") } label: { Text("Alerts") }
            LabeledContent(String("UV"), value: String("High"))
        }.frame(width: 200), in: canvas)
        let label = try textFrame("Humidity", in: list)
        let value = try textFrame("62%", in: list)
        #expect(approximately(label.minX, 50))
        #expect(approximately(value.maxX, 250))
        #expect(try paint(of: "62%", in: list)
            == .color(RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)))
        #expect(try paint(of: "Humidity", in: list) == .color(.black))
        for string in ["Wind", "12 km/h", "Alerts", "3", "UV", "High"] {
            #expect(list.textItems.contains { $0.string == string }, "missing \(string)")
        }
    }

    @Test("A ControlGroup draws its buttons bordered in a row")
    func controlGroup() throws {
        let list = layout(ControlGroup {
            Button("Back", systemImage: "backward.fill") {}
            Button("Next", systemImage: "forward.fill") {}
        }, in: canvas)
        let fills = shapes(list)
        #expect(fills.count == 2)
        let grey = fills.allSatisfy { $0.fill == .color(RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)) }
        #expect(grey, "iOS 26: bordered buttons on the grey system fill")
        let legacy = shapes(layout(ControlGroup {
            Button("Back", systemImage: "backward.fill") {}
            Button("Next", systemImage: "forward.fill") {}
        }, in: canvas, environment: Self.iOS18()))
        let tinted = legacy.allSatisfy { $0.fill == .color(blue.withAlpha(0.15)) }
        #expect(legacy.count == 2 && tinted, "iOS 18 look: the tint at 15%")
        #expect(approximately(fills[0].frame.midY, fills[1].frame.midY) && fills[0].frame.maxX < fills[1].frame.minX)
    }

    @Test("An @Observable model from .environment(_:) reaches @Environment(Model.self), with @Bindable bindings")
    func observableEnvironment() throws {
        let model = TaskModel()
        let list = layout(ObservedTaskRow().environment(model), in: canvas)
        #expect(list.textItems.map(\.string) == ["Water the plants"])
        #expect(list.accessibility.first?.value == "1")
        model.done = false
        let off = layout(ObservedTaskRow().environment(model), in: canvas)
        #expect(off.accessibility.first?.value == "0")
        #expect(layout(OptionalTaskRow(), in: canvas).textItems.map(\.string) == ["none"])
        #expect(layout(OptionalTaskRow().environment(model), in: canvas).textItems.map(\.string) == ["some"])
    }
}
