// Label and group box styles with configurations, as design systems shared between an app and
// its widgets write them.
import Foundation
import Testing
import DisplayList
import LayoutEngine
import PNGRenderer
@testable import ViewCore

/// The title after the icon, 4 pt apart.
private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

/// The label the outer style draws, on a green backing: `Label(configuration)`.
private struct BackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .padding(4)
            .background(Color(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255))
    }
}

/// A card: the label in a caption above the content, on a blue fill.
private struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption)
            configuration.content
        }
        .padding(10)
        .background(Color(red: 0, green: 0x7A / 255, blue: 1))
    }
}

/// The default box, outlined in red: `GroupBox(configuration)` keeps the current style.
private struct OutlinedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration)
            .padding(2)
            .background(Color(red: 1, green: 0x3B / 255, blue: 0x30 / 255))
    }
}

@MainActor
private func redSquareLabel(_ title: String) -> some View {
    Label {
        Text(title)
    } icon: {
        Rectangle().fill(Color(red: 1, green: 0x3B / 255, blue: 0x30 / 255)).frame(width: 16, height: 16)
    }
}

@MainActor
@Suite("Label and GroupBox styles with configurations")
struct LabelAndGroupBoxStyleTests {
    private let canvas = CGSize(width: 300, height: 200)

    private func writePNG(_ list: DisplayList, _ name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["STYLES_PNG_DIR"] else { return }
        try PNGRenderer().render(list).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).png"))
    }

    @Test("The built-in label styles: the icon 6 pt before the title, the title alone, the icon alone")
    func builtInLabelStyles() throws {
        for style in ["automatic", "titleAndIcon"] {
            let view = style == "automatic" ? AnyView(redSquareLabel("Inbox").labelStyle(.automatic))
                : AnyView(redSquareLabel("Inbox").labelStyle(.titleAndIcon))
            let list = layout(view, in: canvas)
            let icon = try frame(of: red, in: list)
            let title = try #require(list.textItems.first)
            #expect(approximately(title.frame.minX - icon.maxX, 6), "\(style): \(icon) then \(title.frame)")
            #expect(approximately(icon.midY, title.frame.midY, tolerance: 0.5), "centred on one another")
        }
        let titleOnly = layout(redSquareLabel("Inbox").labelStyle(.titleOnly), in: canvas)
        #expect(frames(of: red, in: titleOnly).isEmpty)
        #expect(titleOnly.textItems.map(\.string) == ["Inbox"])
        let iconOnly = layout(redSquareLabel("Inbox").labelStyle(.iconOnly), in: canvas)
        #expect(frames(of: red, in: iconOnly).count == 1)
        #expect(iconOnly.textItems.isEmpty)
    }

    @Test("A custom label style arranges the configuration's title and icon; the innermost style wins")
    func customLabelStyle() throws {
        let list = layout(VStack { redSquareLabel("Later") }.labelStyle(TrailingIconLabelStyle()), in: canvas)
        try writePNG(list, "label-trailing-icon")
        let icon = try frame(of: red, in: list)
        let title = try #require(list.textItems.first)
        #expect(approximately(icon.minX - title.frame.maxX, 4), "the icon 4 pt after the title: \(title.frame), \(icon)")
        let inner = layout(redSquareLabel("Later").labelStyle(.titleOnly).labelStyle(TrailingIconLabelStyle()), in: canvas)
        #expect(frames(of: red, in: inner).isEmpty, "the style nearer the label applies")
    }

    @Test("Label(configuration) in a style draws the style outside it")
    func labelFromConfiguration() throws {
        let list = layout(redSquareLabel("Icon only").labelStyle(BackedLabelStyle()).labelStyle(.iconOnly), in: canvas)
        try writePNG(list, "label-backed-icon-only")
        let backing = try frame(of: green, in: list)
        let icon = try frame(of: red, in: list)
        #expect(list.textItems.isEmpty, "the outer style shows the icon only")
        #expect(approximately(backing.width, 24) && approximately(backing.height, 24), "4 pt around the icon: \(backing)")
        #expect(backing.contains(icon))
        let plain = layout(redSquareLabel("Both").labelStyle(BackedLabelStyle()), in: canvas)
        #expect(plain.textItems.map(\.string) == ["Both"], "no outer style: the automatic one, icon and title")
    }

    @Test("The default group box: a rounded secondary background, the label in headline above the content, 16 pt inside")
    func defaultGroupBox() throws {
        let list = layout(GroupBox("Today") { Text("3 meetings") }.frame(width: 200), in: canvas)
        try writePNG(list, "groupbox-default")
        let box = try frame(of: RGBAColor(hex: 0xF2F2F7), in: list)
        let texts = list.textItems
        #expect(texts.map(\.string) == ["Today", "3 meetings"])
        if texts.count == 2 {
            #expect(approximately(texts[0].frame.minX - box.minX, 16) && approximately(texts[0].frame.minY - box.minY, 16),
                    "the label 16 pt inside: \(texts[0].frame) in \(box)")
            #expect(approximately(texts[1].frame.minY - texts[0].frame.maxY, 8), "8 pt between label and content")
            #expect(approximately(box.maxY - texts[1].frame.maxY, 16), "16 pt below the content")
            let labelWeight = texts[0].lines.first?.runs.first?.font.weight ?? 0
            let contentWeight = texts[1].lines.first?.runs.first?.font.weight ?? 0
            #expect(labelWeight == 600 && contentWeight == 400, "the label is a headline (semibold), the content body: \(labelWeight), \(contentWeight)")
        }
        #expect(approximately(box.width, 200), "the box fills the width it is offered: \(box)")
        let dark = layout(GroupBox { Text("Dark") }, in: canvas, environment: {
            var environment = EnvironmentValues()
            environment.colorScheme = .dark
            return environment
        }())
        #expect(frames(of: RGBAColor(hex: 0x1C1C1E), in: dark).count == 1, "the dark mode fill")
        #expect(dark.textItems.map(\.string) == ["Dark"], "no label, no headline")
    }

    @Test("A custom group box style; GroupBox(configuration) inside a style keeps the outer one")
    func customGroupBoxStyles() throws {
        let card = layout(GroupBox("Steps") { Text("8,000") }.groupBoxStyle(CardGroupBoxStyle()), in: canvas)
        try writePNG(card, "groupbox-card")
        let fill = try frame(of: blue, in: card)
        #expect(frames(of: RGBAColor(hex: 0xF2F2F7), in: card).isEmpty, "the default box is not drawn")
        let label = try #require(card.textItems.first)
        #expect(approximately(label.frame.minX - fill.minX, 10) && approximately(label.frame.minY - fill.minY, 10))
        let outlined = layout(GroupBox("Steps") { Text("8,000") }.groupBoxStyle(OutlinedGroupBoxStyle()).frame(width: 200), in: canvas)
        try writePNG(outlined, "groupbox-outlined")
        let outline = try frame(of: red, in: outlined)
        let box = try frame(of: RGBAColor(hex: 0xF2F2F7), in: outlined)
        #expect(approximately(box.minX - outline.minX, 2) && approximately(outline.maxY - box.maxY, 2), "\(outline) around \(box)")
    }
}
