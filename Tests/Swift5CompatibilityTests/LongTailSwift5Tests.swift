// Widget code from the long tail of SwiftUI (issue 27) in Swift 5 mode, as most extensions
// compile: builders in nonisolated extensions, the iOS 13–14 modifiers, geometry effects, a
// custom gauge style, and app-only API in a file shared with an app.
import Foundation
import Testing
import WidgetKit
import SwiftUI
import CoreGraphics
import WidgetRendering
import DisplayList

extension Image {
    @ViewBuilder
    func swift5Accentable() -> some View {
        if #available(iOS 18.0, *) {
            self.widgetAccentedRenderingMode(.accented)
        } else {
            self
        }
    }
}

extension Text {
    @ViewBuilder
    func swift5Badged(_ badge: String?) -> some View {
        self
        if let badge {
            Text(verbatim: badge)
        }
    }
}

/// The iOS 14 way of writing a small widget's accessibility and layout.
struct LegacyModifiersView: View {
    var body: some View {
        VStack {
            Text("Steps")
                .accessibility(label: Text("Step count"))
                .accessibility(value: Text("4,200"))
                .accessibility(hint: Text("Opens the app"))
                .accessibility(addTraits: .isHeader)
                .accessibility(removeTraits: .isImage)
                .accessibility(identifier: "steps")
                .accessibility(sortPriority: 1)
                .foregroundColor(.orange)
            Image(systemName: "figure.walk").accessibility(hidden: true)
            Color.blue.frame(width: 20, height: 20).cornerRadius(4)
                .overlay(Text("o"), alignment: .center)
                .background(Color.red, alignment: .center)
            Text("mask").mask(Rectangle())
        }
        .edgesIgnoringSafeArea(.all)
        .animation(.default)
        .onChange(of: 3) { _ in }
        .navigationBarTitle("Title")
        .navigationBarHidden(true)
    }
}

struct TiltedView: View {
    var angle: Angle = .degrees(30)
    var body: some View {
        let spin = -angle + .degrees(10) * 2 - angle / 3
        Text("Tilt")
            .rotation3DEffect(spin, axis: (x: 0, y: 1, z: 0), perspective: 0.5)
            .transformEffect(CGAffineTransform(rotationAngle: .pi / 12).scaledBy(x: 1.2, y: 1))
            .projectionEffect(ProjectionTransform(.identity))
    }
}

struct ThermometerStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.currentValueLabel
            Capsule().fill(Color.red).frame(width: 8, height: 40 * configuration.value)
            configuration.label
            HStack {
                configuration.minimumValueLabel
                configuration.maximumValueLabel
            }
        }
    }
}

/// A design-system file shared between an app and its widget: gestures, navigation and
/// controls a widget never runs.
struct SharedClockFace: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var name = ""
    @State private var level = 0.4
    @State private var count = 2
    @State private var choice = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var drag: some Gesture {
        DragGesture(minimumDistance: 4)
            .updating($dragOffset) { value, state, _ in state = value.translation }
            .onEnded { _ in }
    }

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Details") { Text("Inside") }
                Text(reduceMotion ? "still" : "moving")
                    .gesture(drag)
                    .simultaneousGesture(TapGesture(count: 2).onEnded { })
                    .highPriorityGesture(LongPressGesture(minimumDuration: 1))
                    .onTapGesture(count: 1) { }
                Slider(value: $level, in: 0...1)
                Stepper("Count", value: $count, in: 0...9)
                TextField("Name", text: $name)
                SecureField("Password", text: .constant("abc"))
                Picker("Choice", selection: $choice) {
                    Text("A").tag(0)
                    Text("B").tag(1)
                }
                .pickerStyle(.segmented)
                ScrollViewReader { proxy in
                    Text("row").id(1).onAppear { proxy.scrollTo(1, anchor: .top) }
                }
            }
            .navigationTitle("Clock")
        }
    }
}

struct PulseShape: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: rect.width * (1 - progress) / 2, dy: 0)) }
}

@MainActor
@Suite("Swift 5 mode: the long tail of SwiftUI")
struct LongTailSwift5Tests {
    private func list<V: View>(_ view: V) -> DisplayList {
        WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: .systemMedium))
    }

    @Test("Builders in nonisolated extensions compile in Swift 5 mode and draw what they built")
    func builders() {
        #expect(list(Image(systemName: "star").swift5Accentable()) == list(Image(systemName: "star").widgetAccentedRenderingMode(.accented)))
        #expect(list(Text(verbatim: "A").swift5Badged("2")).textItems.map(\.string) == ["A", "2"])
    }

    @Test("The iOS 13–14 modifiers compile in Swift 5 mode and do what today's do")
    func legacyModifiers() {
        let drawn = list(LegacyModifiersView())
        let texts = drawn.textItems.map(\.string)
        #expect(texts.contains("Steps") && texts.contains("o") && texts.contains("mask"), "\(texts)")
        let nodes = drawn.accessibility.flatMap { [$0] + $0.children }
        let steps = nodes.first { $0.label == "Step count" }
        #expect(steps?.value == "4,200")
        #expect(steps?.hint == "Opens the app")
        #expect(steps?.traits.contains("isHeader") == true, "\(nodes)")
    }

    @Test("Geometry effects and Angle arithmetic compile in Swift 5 mode and transform the drawing")
    func geometry() {
        let drawn = list(TiltedView())
        #expect(drawn.textItems.map(\.string) == ["Tilt"])
        let transformed = drawn.allItems.contains { item in
            if case .group(let group) = item { return group.transform != nil }
            return false
        }
        #expect(transformed)
    }

    @Test("A custom GaugeStyle reads every part of its configuration")
    func customGauge() {
        let gauge = Gauge(value: 30, in: 0...50) { Text("Temp") } currentValueLabel: { Text("30°") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("50") }
            .gaugeStyle(ThermometerStyle())
        let drawn = list(gauge)
        #expect(drawn.textItems.map(\.string) == ["30°", "Temp", "0", "50"])
        let bar = drawn.allItems.compactMap { item -> ShapeItem? in
            if case .shape(let shape) = item, shape.outline == .capsule { return shape }
            return nil
        }
        #expect(bar.map(\.frame.height) == [24])
    }

    @Test("App-only API in a shared file compiles in Swift 5 mode and draws its static look")
    func appOnly() {
        let drawn = list(SharedClockFace())
        let texts = drawn.textItems.map(\.string)
        #expect(texts.contains("Details") && texts.contains("moving") && texts.contains("Name") && texts.contains("•••"), "\(texts)")
        #expect(texts.contains("A") && texts.contains("B") && texts.contains("row"), "\(texts)")
        let shape = PulseShape(progress: 0.5)
        #expect(shape.animatableData == 0.5)
    }
}
