// A widget that uses every kind of thing a display list holds, laid out as a host would ask
// for it (families, appearances, rendering modes), round-trips through the binary coding an
// extension process sends its host. (Every other layout test's list round-trips too: see
// `expectingBinaryRoundTrip` in LayoutHarness.swift.)
import WidgetKit
import SwiftUI
import Charts
import UIKit
import Foundation
import Testing
import DisplayList
import WidgetRendering

private struct EverythingEntry: TimelineEntry {
    let date: Date
}

private struct Sample: Identifiable {
    let hour: Int
    let value: Double
    var id: Int { hour }
}

private struct EverythingView: View {
    let entry: EverythingEntry
    let photo: UIImage

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                (Text("Bold ").bold() + Text("under").underline(pattern: .dash, color: .red)
                    + Text(" struck").strikethrough(color: .blue) + Text("up").baselineOffset(4).kerning(1))
                    .font(.caption)
                Text("漢字 🙂").font(.system(.footnote, design: .serif)).italic().monospacedDigit()
                    .environment(\.locale, Locale(identifier: "zh-Hans"))
            }
            HStack {
                Text(entry.date, style: .timer).font(.caption2.monospacedDigit())
                Text(timerInterval: entry.date...entry.date.addingTimeInterval(600), countsDown: true)
                Text(entry.date, style: .relative)
                Text(entry.date, style: .offset)
            }
            ProgressView(timerInterval: entry.date...entry.date.addingTimeInterval(600), countsDown: true)
            ProgressView(timerInterval: entry.date...entry.date.addingTimeInterval(600), countsDown: false)
                .progressViewStyle(.circular).frame(width: 20, height: 20)
            HStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 4, style: .continuous)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                Circle().fill(RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 1, endRadius: 10))
                Capsule().fill(AngularGradient(colors: [.red, .green, .blue], center: .center))
                Ellipse().fill(EllipticalGradient(colors: [.white, .black]))
                Circle().trim(from: 0, to: 0.7).stroke(.teal, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [2, 1]))
                Image(uiImage: photo).resizable().interpolation(.none).frame(width: 16, height: 16)
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
            .frame(height: 20)
            HStack {
                Color.blue.frame(width: 12, height: 12).blur(radius: 2).grayscale(0.5).saturation(1.2).brightness(0.1)
                    .contrast(1.1).hueRotation(.degrees(30)).colorInvert().colorMultiply(.green)
                Color.red.frame(width: 12, height: 12).mask { Circle() }.blendMode(.multiply).compositingGroup()
                Color.green.frame(width: 12, height: 12).luminanceToAlpha().invalidatableContent()
                Text("Tilted").rotationEffect(.degrees(15)).shadow(color: .black.opacity(0.3), radius: 2, x: 1, y: 1)
                    .opacity(0.8).clipShape(RoundedRectangle(cornerRadius: 3))
                Link(destination: URL(string: "everything://link")!) { Text("Link") }
            }
            Chart {
                ForEach((0..<6).map { Sample(hour: $0, value: Double($0 * $0 % 7)) }) { sample in
                    LineMark(x: .value("Hour", sample.hour), y: .value("Value", sample.value))
                        .foregroundStyle(.purple)
                    AreaMark(x: .value("Hour", sample.hour), y: .value("Value", sample.value))
                        .foregroundStyle(.purple.opacity(0.2))
                }
                RuleMark(y: .value("Goal", 3)).lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
            }
            .frame(height: 40)
            .accessibilityLabel("Chart")
            .accessibilityHint("Values by hour")
            .accessibilityValue("Rising")
        }
        .widgetURL(URL(string: "everything://open"))
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

@MainActor
@Suite("Display list binary coding of real widgets")
struct DisplayListBinaryRoundTripTests {
    @Test("A widget with every kind of item round-trips in every family, appearance and rendering mode")
    func everything() throws {
        let photo = try #require(UIImage(data: TestImages.png(width: 8, height: 8), scale: 2))
        let view = EverythingView(entry: EverythingEntry(date: Date(timeIntervalSinceReferenceDate: 786_000_000)), photo: photo)
        var lists: [DisplayList] = []
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular] {
            for scheme in [ColorScheme.light, .dark] {
                for mode in [WidgetRenderingMode.fullColor, .accented, .vibrant] {
                    lists.append(WidgetLayout.displayList(for: view, environment: RenderEnvironment(
                        family: family, colorScheme: scheme, renderingMode: mode)))
                }
            }
        }
        for list in lists {
            let bytes = try list.binaryRepresentation()
            #expect(try DisplayList(binaryRepresentation: bytes) == list)
        }

        // The large full-colour one holds every kind of thing, so the round-trip above covered it.
        let large = lists[12]
        let items = large.allItems
        let shapes = items.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
        let groups = items.compactMap { if case .group(let group) = $0 { group } else { nil } }
        let runs = large.textItems.flatMap { $0.lines.flatMap(\.runs) }
        #expect(items.contains { if case .image = $0 { true } else { false } })
        #expect(large.textItems.contains { $0.live?.style == .timer })
        #expect(large.textItems.contains { $0.live?.style == .relative })
        #expect(shapes.contains { $0.liveProgress != nil })
        #expect(shapes.contains { $0.stroke?.dash.isEmpty == false })
        for kind in ["linear", "radial", "angular", "elliptical"] {
            #expect(shapes.contains { String(describing: $0.fill).contains(kind) }, "\(kind) gradient")
        }
        #expect(runs.contains { $0.underlinePattern == .dash && $0.underlineColor != nil })
        #expect(runs.contains { $0.strikethroughColor != nil && $0.baselineOffset == nil })
        #expect(runs.contains { $0.baselineOffset != nil && $0.font.tracking != 0 })
        #expect(groups.flatMap { $0.filters ?? [] }.count >= 8)
        #expect(groups.contains { $0.mask != nil })
        #expect(groups.contains { $0.blendMode == .multiply })
        #expect(groups.contains { $0.isolated == true })
        #expect(groups.contains { $0.invalidatable == true })
        #expect(groups.contains { $0.shadow != nil })
        #expect(groups.contains { $0.transform != nil })
        #expect(groups.contains { $0.clip != nil })
        #expect(large.links.map(\.url.absoluteString) == ["everything://link"])
        #expect(large.widgetURL?.absoluteString == "everything://open")
        #expect(!large.accessibility.isEmpty)
    }
}
