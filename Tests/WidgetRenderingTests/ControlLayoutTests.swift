import AppIntents
import Foundation
import Testing
import DisplayList
import PNGRenderer
import ViewCore
import WidgetCore
import WidgetRendering

// Controls (iOS 18) as Control Center draws them: read from a bundle's body, their templates
// split into title, symbol and value, drawn at the cell sizes with the tint filling the
// symbol's circle only while a toggle is on.

private struct FanIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Fan"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

private struct PingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ping"
    func perform() async throws -> some IntentResult { .result() }
}

private struct FanProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { false }
}

private struct FanControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.fan", provider: FanProvider()) { isOn in
            ControlWidgetToggle("Fan", isOn: isOn, action: FanIntent()) { isOn in
                Label(isOn ? "Spinning" : "Still", systemImage: "fan")
            }
            .tint(.red)
        }
        .displayName("Ceiling Fan")
    }
}

private struct PingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.ping") {
            ControlWidgetButton(action: PingIntent()) { Label("Ping", systemImage: "bell") }
        }
    }
}

/// A control whose template is picked by an `if` (ControlWidgetTemplateBuilder's buildEither).
private struct SwitchedControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.switched", provider: FanProvider()) { isOn in
            if isOn {
                ControlWidgetButton(action: PingIntent()) { Label("Ping", systemImage: "bell") }
            } else {
                ControlWidgetToggle(isOn: isOn, action: FanIntent()) { Label("Fan", systemImage: "fan") }
            }
        }
    }
}

private struct ControlBundle: WidgetBundle {
    var body: some Widget {
        FanControl()
        PingControl()
        SwitchedControl()
    }
}

@Suite("Control layout")
@MainActor
struct ControlLayoutTests {
    /// The SVG of `template` in the medium size: its texts are in it.
    static func svg(_ template: ControlTemplateContent) throws -> String {
        let list = ControlLayout.layout(template, presentation: .medium, fallbackTitle: "App",
                                        environment: RenderEnvironment(family: .systemSmall))
        let request = RenderRequest(family: .systemSmall, format: .svg)
        return String(decoding: try WidgetRenderer.encode(list, for: request, title: "Control"), as: UTF8.self)
    }

    @Test("a bundle's controls are recorded in body order with their kinds and names")
    func recorded() async throws {
        let registry = WidgetRegistry(bundle: ControlBundle.self)
        #expect(registry.controls.map(\.kind) == ["com.example.fan", "com.example.ping", "com.example.switched"])
        #expect(registry.control("com.example.fan")?.displayName == Text("Ceiling Fan"))
        #expect(registry.control("com.example.ping")?.displayName == nil)
        #expect(registry.descriptors.isEmpty, "controls declare no widget")
    }

    @Test("a toggle's template: the current value (not the preview's), the title, the value label and the tint")
    func template() async throws {
        let fan = try #require(WidgetRegistry(bundle: ControlBundle.self).control("com.example.fan"))
        let current = try await fan.template()
        #expect(current.isToggle && !current.isOn)
        #expect(current.action?.typeName == "FanIntent")
        #expect(current.tint == .red)
        let drawn = try Self.svg(current)
        #expect(drawn.contains(">Fan<") && drawn.contains(">Still<"), "the title over the value label's text: \(drawn)")
        let preview = try await fan.template(preview: true)
        #expect(preview.isOn)
        #expect(try Self.svg(preview).contains(">Spinning<"))

        let ping = try await #require(WidgetRegistry(bundle: ControlBundle.self).control("com.example.ping")).template()
        #expect(!ping.isToggle && ping.value == nil && ping.action?.typeName == "PingIntent")
        let pingDrawn = try Self.svg(ping)
        #expect(pingDrawn.contains(">Ping<") && !pingDrawn.contains(">Off<"), "a button has no value")

        // `if`/`else` in the template builder: the branch the value picks.
        let switched = try #require(WidgetRegistry(bundle: ControlBundle.self).control("com.example.switched"))
        #expect(try await switched.template().isToggle)
        #expect(try await !switched.template(preview: true).isToggle)
        // The default value label says On/Off.
        #expect(try Self.svg(try await switched.template()).contains(">Off<"))
    }

    @Test("each size is drawn at its cell size; the tint fills the symbol's circle only while on")
    func drawn() async throws {
        let fan = try #require(WidgetRegistry(bundle: ControlBundle.self).control("com.example.fan"))
        let environment = RenderEnvironment(family: .systemSmall)
        for presentation in ControlPresentation.allCases {
            let drawn = try await ControlRenderer.draw(fan, presentation: presentation, environment: environment,
                                                       fallbackTitle: "App")
            #expect(drawn.size.width == presentation.size.width)
            #expect(drawn.size.height == presentation.size.height)
        }
        #expect(ControlPresentation.small.size == CGSize(width: 72, height: 72))
        #expect(ControlPresentation.medium.size == CGSize(width: 160, height: 72))
        #expect(ControlPresentation.large.size == CGSize(width: 160, height: 160))

        // A point inside the symbol's circle, clear of the symbol: (18 pt, 36 pt) of the medium size.
        func circlePixel(isOn: Bool) throws -> (red: Int, green: Int, blue: Int) {
            let template = ControlTemplateContent(
                isToggle: true, isOn: isOn, label: ControlLabelParts(title: AnyView(Text("Fan")), icon: nil),
                valueLabel: ControlLabelParts(title: AnyView(Text("x")), icon: AnyView(Image(systemName: "fan"))),
                tint: .red, action: nil)
            let list = ControlLayout.layout(template, presentation: .medium, fallbackTitle: "App", environment: environment)
            let pixels = try PNGRenderer().renderPixels(list, scale: 2, background: RGBAColor(hex: 0x000000))
            let word = pixels.argb[(36 * 2) * pixels.width + 18 * 2]
            return (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
        }
        let on = try circlePixel(isOn: true)
        #expect(on.red > 200 && on.green < 90 && on.blue < 90, "red while on: \(on)")
        let off = try circlePixel(isOn: false)
        #expect(abs(off.red - off.green) < 8 && abs(off.green - off.blue) < 8 && off.red > 40, "gray while off: \(off)")
    }
}
