import Foundation
import Testing
import DisplayList
@testable import ViewCore

/// Shapes, by frame and fill, in painting order.
func shapes(_ list: DisplayList) -> [ShapeItem] {
    list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
}

/// The paint of the first run of the text item showing `string`.
func paint(of string: String, in list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> Paint {
    let item = try #require(list.textItems.first { $0.string == string }, "no text \(string)", sourceLocation: sourceLocation)
    return try #require(item.lines.first?.runs.first?.paint, sourceLocation: sourceLocation)
}

func textFrame(_ string: String, in list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> CGRect {
    try #require(list.textItems.first { $0.string == string }, "no text \(string)", sourceLocation: sourceLocation).frame
}

let canvas = CGSize(width: 300, height: 200)

/// A style of the user's: a capsule of the tint, and a marker whether the role is destructive.
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(configuration.role == .destructive ? Color.red : Color.green, in: Capsule())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// A primitive style of the user's that draws the standard button with a border shape of its own.
struct CapsuleBorderedStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}

@MainActor
@Suite("Buttons")
struct ButtonLayoutTests {
    /// The environment of a render in the iOS 17–18 look (`render --ios 18`).
    static var iOS18: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.systemLook = .iOS18
        return environment
    }

    @Test("iOS 26: a bordered button is a grey capsule (the tertiary system fill) with a tinted label, 12 × 7 pt padding")
    func borderedIOS26() throws {
        let list = layout(Button("Add") {}.buttonStyle(.bordered), in: canvas)
        let label = try textFrame("Add", in: list)
        let fill = try #require(shapes(list).first)
        #expect(approximately(fill.frame.width, label.width + 24))
        #expect(approximately(fill.frame.height, label.height + 14))
        #expect(fill.outline == .capsule)
        #expect(fill.fill == .color(RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)))
        #expect(try paint(of: "Add", in: list) == .color(blue))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let darkList = layout(Button("Add") {}.buttonStyle(.bordered), in: canvas, environment: dark)
        #expect(shapes(darkList).first?.fill == .color(RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)))
        let prominent = layout(Button("Add") {}.buttonStyle(.borderedProminent), in: canvas)
        #expect(shapes(prominent).first?.outline == .capsule)
        #expect(shapes(prominent).first?.fill == .color(blue))
        // An explicit border shape still wins.
        let square = layout(Button("Add") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle), in: canvas)
        if case .roundedRectangle(let radius, _, _) = shapes(square).first?.outline { #expect(radius == 8) } else { Issue.record("not rounded") }
    }

    @Test("iOS 18 look: a bordered button is its label plus 12 × 7 pt of padding on the tint at 15% opacity, label tinted")
    func bordered() throws {
        let list = layout(Button("Add") {}.buttonStyle(.bordered), in: canvas, environment: Self.iOS18)
        let label = try textFrame("Add", in: list)
        let fill = try #require(shapes(list).first)
        #expect(approximately(fill.frame.width, label.width + 24))
        #expect(approximately(fill.frame.height, label.height + 14))
        #expect(approximately(fill.frame.midX, label.midX) && approximately(fill.frame.midY, label.midY))
        #expect(fill.fill == .color(blue.withAlpha(0.15)))
        #expect(try paint(of: "Add", in: list) == .color(blue))
        if case .roundedRectangle(let radius, _, _) = fill.outline { #expect(radius == 8) } else { Issue.record("not rounded: \(fill.outline)") }
    }

    @Test("In a widget the automatic style draws like bordered")
    func automatic() throws {
        let automatic = layout(Button("Add") {}, in: canvas)
        let bordered = layout(Button("Add") {}.buttonStyle(.bordered), in: canvas)
        #expect(shapes(automatic) == shapes(bordered))
        #expect(automatic.textItems == bordered.textItems)
    }

    @Test("borderedProminent fills with the tint and draws the label white")
    func prominent() throws {
        let list = layout(Button("Play", systemImage: "play.fill") {}.buttonStyle(.borderedProminent).tint(.orange), in: canvas)
        let fill = try #require(shapes(list).first)
        #expect(fill.fill == .color(RGBAColor(hex: 0xFF9500)))
        #expect(try paint(of: "Play", in: list) == .color(.white))
    }

    @Test("plain draws the label alone, untinted; borderless tints it without a background")
    func plainAndBorderless() throws {
        let plain = layout(Button("Skip") {}.buttonStyle(.plain), in: canvas)
        #expect(shapes(plain).isEmpty)
        #expect(try paint(of: "Skip", in: plain) == .color(.black))
        let borderless = layout(Button("Skip") {}.buttonStyle(.borderless), in: canvas)
        #expect(shapes(borderless).isEmpty)
        #expect(try paint(of: "Skip", in: borderless) == .color(blue))
    }

    @Test("A destructive role draws red; a foreground style set outside wins over the tint")
    func roleAndForeground() throws {
        let destructive = layout(Button("Delete", role: .destructive) {}.buttonStyle(.bordered), in: canvas,
                                 environment: Self.iOS18)
        #expect(try paint(of: "Delete", in: destructive) == .color(red))
        #expect(shapes(destructive).first?.fill == .color(red.withAlpha(0.15)))
        let styled = layout(Button("Later") {}.buttonStyle(.bordered).foregroundStyle(.purple), in: canvas)
        #expect(try paint(of: "Later", in: styled) == .color(RGBAColor(hex: 0xAF52DE)))
    }

    @Test("Control size changes the padding; the border shape changes the outline")
    func sizeAndShape() throws {
        let large = layout(Button("Go") {}.buttonStyle(.bordered).controlSize(.large), in: canvas)
        let label = try textFrame("Go", in: large)
        let fill = try #require(shapes(large).first)
        #expect(approximately(fill.frame.width, label.width + 40))
        #expect(approximately(fill.frame.height, label.height + 28))
        let capsule = layout(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule), in: canvas)
        #expect(shapes(capsule).first?.outline == .capsule)
        let custom = layout(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3)), in: canvas)
        if case .roundedRectangle(let radius, _, _) = shapes(custom).first?.outline { #expect(radius == 3) } else { Issue.record("not rounded") }
        let small = layout(Button("Go") {}.buttonStyle(.bordered).controlSize(.small), in: canvas)
        let smallLabel = try textFrame("Go", in: small)
        #expect(smallLabel.height < label.height, "small buttons use the subheadline font")
    }

    @Test("A disabled button draws gray, as iOS dims it")
    func disabled() throws {
        let list = layout(Button("Send") {}.buttonStyle(.borderedProminent).disabled(true), in: canvas)
        #expect(shapes(list).first?.fill == .color(RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)))
        #expect(try paint(of: "Send", in: list) == .color(RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)))
        let enabled = layout(Button("Send") {}.buttonStyle(.borderedProminent).disabled(false), in: canvas)
        #expect(shapes(enabled).first?.fill == .color(blue))
    }

    @Test("A ButtonStyle of the user's draws the body it makes, with the role it is given")
    func customStyle() throws {
        let list = layout(HStack {
            Button("Keep") {}
            Button("Delete", role: .destructive) {}
        }.buttonStyle(PillStyle()), in: canvas)
        let fills = shapes(list)
        #expect(fills.map(\.outline) == [.capsule, .capsule])
        #expect(fills.map(\.fill) == [.color(green), .color(red)])
        let keep = try textFrame("Keep", in: list)
        #expect(approximately(fills[0].frame.width, keep.width + 28))
        #expect(try paint(of: "Keep", in: list) == .color(.black), "a custom style does not tint its label")
    }

    @Test("A PrimitiveButtonStyle can draw Button(configuration) with another built-in style")
    func primitiveStyle() throws {
        let list = layout(Button("Open") {}.buttonStyle(CapsuleBorderedStyle()), in: canvas)
        let fill = try #require(shapes(list).first)
        #expect(fill.outline == .capsule)
        #expect(fill.fill == .color(blue))
        #expect(try paint(of: "Open", in: list) == .color(.white))
    }

    @Test("Every documented initializer makes a button with its title")
    func initializers() throws {
        let title = "Save"
        let list = layout(VStack {
            Button(action: {}) { Text("custom") }
            Button("key") {}
            Button(title) {}
            Button("with symbol", systemImage: "star") {}
            Button(title, systemImage: "star") {}
            Button("asset", image: "missing-asset") {}
            Button(role: .cancel, action: {}) { Text("cancel") }
            Button("role", role: .destructive) {}
            Button(title, role: .destructive) {}
            Button("both", systemImage: "trash", role: .destructive) {}
        }, in: CGSize(width: 300, height: 800))
        let strings = list.textItems.map(\.string)
        for expected in ["custom", "key", "Save", "with symbol", "asset", "cancel", "role", "both"] {
            #expect(strings.contains(expected), "missing \(expected)")
        }
        #expect(list.accessibility.filter { $0.traits.contains("isButton") }.count == 10)
    }

    @Test("The display list marks a button: an accessibility node with isButton, its label and what it performs")
    func marker() throws {
        let list = layout(Button("Refresh", systemImage: "arrow.clockwise") {}, in: canvas)
        let node = try #require(list.accessibility.first)
        #expect(node.traits.contains("isButton"))
        #expect(node.traits.contains("performs:action"))
        #expect(node.label.contains("Refresh"))
        let fill = try #require(shapes(list).first)
        #expect(node.frame == fill.frame)
    }

    @Test("A circular bordered button is a circle around its padded label: minus as wide as plus")
    func circleBorder() throws {
        let list = layout(HStack(spacing: 20) {
            Button {} label: { Image(systemName: "minus") }
            Button {} label: { Image(systemName: "plus") }
            Button("Wide title") {}
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.circle), in: CGSize(width: 600, height: 200))
        let circles = shapes(list).filter { $0.frame.width > 10 }
        #expect(circles.count == 3)
        guard circles.count == 3 else { return }
        for circle in circles {
            #expect(abs(circle.frame.width - circle.frame.height) < 0.001, "\(circle.frame)")
        }
        #expect(abs(circles[0].frame.width - circles[1].frame.width) < 0.001)
        // The title's circle encloses it: its diameter is the padded title's width.
        let title = try textFrame("Wide title", in: list)
        #expect(circles[2].frame.width > title.width)
        #expect(circles[2].frame.minX <= title.minX && circles[2].frame.maxX >= title.maxX)
    }

    @Test("A title broken inside a word by a narrow button is read whole, and a truncated one in full")
    func spokenTitle() throws {
        let list = layout(VStack {
            Button("Add") {}.frame(width: 24)
            Text("A headline far too long for its line").lineLimit(1).frame(width: 80)
            Text("Two\nlines")
        }, in: canvas)
        let broken = try #require(list.textItems.first { $0.string.hasPrefix("A") && $0.lines.count > 1 && !$0.string.contains(" ") },
                                  "the narrow title should break inside the word")
        #expect(broken.lines.count > 1)
        let labels = list.accessibility.map(\.label)
        #expect(labels.contains { $0.contains("Add") && !$0.contains("A d") })
        #expect(labels.contains("A headline far too long for its line"))
        #expect(labels.contains("Two lines"))
    }
}

extension RGBAColor {
    func withAlpha(_ alpha: Double) -> RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: self.alpha * alpha) }
}
