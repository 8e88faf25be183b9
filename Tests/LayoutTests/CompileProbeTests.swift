import Foundation
import Testing
import DisplayList
@testable import ViewCore

/// Widget code in the shapes real widgets use: compiles unchanged and lays out.
private struct ProbeView: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.redactionReasons) var redaction
    @Environment(\.isLuminanceReduced) var luminanceReduced
    @Environment(\.calendar) var calendar
    @Environment(\.locale) var locale
    @Environment(\.displayScale) var displayScale
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let value = 42.5

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor).imageScale(.large)
                Image(systemName: "wifi", variableValue: 0.5).symbolVariant(.fill)
                Text("\(value, specifier: "%.0f")%").font(.system(.caption2, design: .rounded).weight(.medium))
                Text(date, format: .dateTime.weekday(.wide)).font(.custom("Inter", size: 12, relativeTo: .body))
                Text(date, style: .time).monospacedDigit().fontWeight(.semibold).fontDesign(.rounded)
            }
            Text("Big").font(.system(size: 34, weight: .bold, design: .rounded)).minimumScaleFactor(0.5)
                .contentTransition(.numericText(value: value)).invalidatableContent().privacySensitive()
            Label("Rain", systemImage: "cloud.rain").labelStyle(.iconOnly)
            Gauge(value: 0.4) { Text("G") } currentValueLabel: { Text("40") }.gaugeStyle(.accessoryCircularCapacity)
            ProgressView(value: 3, total: 10) { Text("P") }.progressViewStyle(.linear).tint(.orange)
            Divider().overlay(Color.secondary)
            Color(hue: 0.5, saturation: 0.5, brightness: 0.5, opacity: 0.5).frame(height: 2)
            Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 1).frame(height: 2)
            Color(white: 0.5, opacity: 0.5).frame(height: 2)
            Color(uiColor: .secondaryLabel).frame(height: 2)
            Color(.systemBackground).frame(height: 2)
            ContainerRelativeShape().fill(.quaternary).frame(height: 4)
            RoundedRectangle(cornerRadius: 10, style: .continuous).stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [2]))
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 10, y: 10))
                path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: 15))
                path.addArc(center: CGPoint(x: 5, y: 5), radius: 3, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
                path.closeSubpath()
            }
            .trim(from: 0, to: 0.5)
            .stroke(.blue, lineWidth: 2)
            Circle().trim(from: 0, to: 0.7).stroke(.green, style: StrokeStyle(lineWidth: 4, lineCap: .round)).rotationEffect(.degrees(-90))
            Text("Hi").font(.title3.bold().italic().smallCaps().leading(.tight))
            Text("x").foregroundColor(Color(UIColor.secondaryLabel)).shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
            Link(destination: URL(string: "widget://x")!) { Text("link") }
            Text("y").redacted(reason: .placeholder).unredacted().widgetAccentable()
            Image(systemName: "star").symbolEffect(.bounce, value: value)
            ForEach(Array(["a", "b"].enumerated()), id: \.offset) { index, item in Text(item).tag(index).id(item) }
            AnyView(Text("any")).accessibilityHidden(true).accessibilityLabel("A")
            if #available(iOS 17.0, *) { Text("17") }
            Text("z").scaleEffect(0.9, anchor: .leading).opacity(0.5).blur(radius: 1).allowsHitTesting(false).disabled(true)
            Text("h").frame(maxWidth: .infinity, alignment: .leading).dynamicTypeSize(...DynamicTypeSize.large)
            Text("e").environment(\.colorScheme, .dark).transition(.opacity).animation(.default, value: value)
            Text("m").mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }.compositingGroup()
            Text("t").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).background(.ultraThinMaterial, in: Capsule())
        }
        .containerBackground(for: .widget) { Color.white }
        .widgetURL(URL(string: "widget://probe"))
    }
}

private struct ProbeView2: View {
    let items = [(name: "A", value: 3.0), (name: "B", value: 5.0)]
    var body: some View {
        VStack {
            Text(Image(systemName: "bolt.fill")) + Text(" 80%").bold() + Text(verbatim: " x")
            Text(.init("**bold** _it_")).foregroundStyle(.tint)
            Rectangle().fill(.background.secondary).frame(height: 2)
            Rectangle().fill(.fill.tertiary).frame(height: 2)
            Rectangle().fill(Color.accentColor.opacity(0.3)).frame(height: 2)
            Rectangle().fill(LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]), startPoint: .top, endPoint: .bottom))
            HStack(alignment: .bottom, spacing: 2) {
                ForEach(items, id: \.name) { item in
                    RoundedRectangle(cornerRadius: 2).fill(Color.blue.gradient).frame(height: item.value * 4)
                }
            }
            Text(Date(), style: .relative).multilineTextAlignment(.trailing).lineLimit(2, reservesSpace: true)
            Text(timerInterval: Date()...Date().addingTimeInterval(60), countsDown: true)
            Text("a").textCase(.uppercase).kerning(1).tracking(0.5).baselineOffset(2).underline(color: .red)
            Text("b").font(.caption).foregroundStyle(.secondary).truncationMode(.middle).lineSpacing(2)
            Toggle(isOn: .constant(true)) { Text("T") }.toggleStyle(.switch).labelsHidden()
            Button(action: {}) { Label("Go", systemImage: "play") }.buttonStyle(.borderedProminent).controlSize(.small).buttonBorderShape(.capsule)
            ViewThatFits(in: .horizontal) { Text("Long long long"); Text("Short") }
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow { Text("k"); Text("v").gridColumnAlignment(.trailing) }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { Text("wide").gridCellColumns(2) }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 30)), GridItem(.fixed(20), spacing: 2, alignment: .leading)]) {
                Section { Text("1") } header: { Text("H") }
            }
            Text("sh").shadow(radius: 3).rotationEffect(.degrees(5), anchor: .topLeading).offset(CGSize(width: 1, height: 1))
            Text("fg").foregroundStyle(.red, .blue).hueRotation(.degrees(10)).saturation(0.5).brightness(0.1)
            Image(systemName: "circle").resizable().aspectRatio(contentMode: .fit).frame(width: 20).clipShape(Circle())
                .overlay(Circle().stroke(.white, lineWidth: 1))
            Capsule().strokeBorder(.red, lineWidth: 1).background(Capsule().fill(.red.opacity(0.2)))
            Circle().fill(.red).stroke(.blue, lineWidth: 2)
            Text("ctx").containerRelativeFrame(.horizontal) { length, _ in length / 2 }
            Text("inset").safeAreaInset(edge: .bottom) { Text("b") }
            Text("scaled").textScale(.secondary)
            VStack { Text("s") }.textScale(.default, isEnabled: false)
        }
        .padding()
        .environment(\.locale, Locale(identifier: "en_US"))
        .onAppear {}
        .task { }
    }
}

@MainActor
@Suite("Compile probe: widget code as real widgets write it")
struct CompileProbeTests {
    @Test("The probe widget compiles and lays out")
    func probe() {
        let list = layout(ProbeView(), in: CGSize(width: 329, height: 345))
        #expect(!list.items.isEmpty)
        #expect(!layout(ProbeView2(), in: CGSize(width: 329, height: 345)).items.isEmpty)
    }

    @Test("A Path is a shape drawn in its frame's coordinates: stroked, filled, trimmed")
    func pathAsShape() throws {
        let chart = Path { path in
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 10, y: 5))
            path.addLine(to: CGPoint(x: 20, y: 10))
        }
        let list = layout(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 30)
            chart.stroke(.blue, lineWidth: 2).frame(width: 40, height: 20)
            chart.trim(from: 0, to: 0.5).stroke(.green, lineWidth: 1).frame(width: 40, height: 20)
        }, in: CGSize(width: 100, height: 100))
        let strokes = list.allItems.compactMap { item -> ShapeItem? in
            if case .shape(let shape) = item, shape.stroke != nil { return shape }
            return nil
        }
        #expect(strokes.count == 2)
        let red = try frame(of: RGBAColor(hex: 0xFF3B30), in: list)
        // The stack is centred in 100 × 100: the path's frame starts 30 points below the red
        // block's top, at its leading edge; the path's points are offset by that origin.
        guard case .path(let elements)? = strokes.first?.outline else {
            Issue.record("not a path")
            return
        }
        #expect(elements.first == .move(to: CGPoint(x: red.minX, y: red.maxY + 20)))
        #expect(elements.last == .line(to: CGPoint(x: red.minX + 20, y: red.maxY + 10)))
        #expect(chart.boundingRect == CGRect(x: 0, y: 5, width: 20, height: 15))
        #expect(chart.currentPoint == CGPoint(x: 20, y: 10))
    }

    @Test("Canvas draws what its renderer records: paths, gradients, text, with transforms, opacity and clips")
    func canvas() throws {
        let values: [CGFloat] = [0.2, 0.8, 0.5, 1]
        let view = Canvas { context, size in
            var line = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1), y: size.height * (1 - value))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineCap: .round))
            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()
            context.fill(area, with: .linearGradient(Gradient(colors: [.blue, .clear]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.drawLayer { layer in
                layer.opacity = 0.5
                layer.translateBy(x: 10, y: 5)
                layer.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
                layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red))
            }
            context.draw(Text("Max"), at: CGPoint(x: size.width / 2, y: 4), anchor: .top)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .style(.tint))
        }
        .frame(width: 100, height: 50)
        let list = layout(VStack(spacing: 0) { Color.green.frame(width: 10, height: 10); view }, in: CGSize(width: 100, height: 60))
        // One group for the canvas: moved to its frame (10 points down) and clipped to its bounds.
        let canvas = try #require(list.items.compactMap { if case .group(let g) = $0, g.transform != nil { g } else { nil } }.first)
        #expect(canvas.transform?.ty == 10 && canvas.clip?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        let shapes = canvas.children.flatMap { item -> [ShapeItem] in
            DisplayList(size: .zero, items: [item]).allItems.compactMap { if case .shape(let s) = $0 { s } else { nil } }
        }
        #expect(shapes.count == 4)
        #expect(shapes[0].stroke?.lineWidth == 2 && shapes[0].frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        if case .linearGradient(_, let start, let end)? = shapes[1].fill {
            #expect(start == UnitPoint2D(x: 0, y: 0) && end == UnitPoint2D(x: 0, y: 1), "the area spans the whole height")
        } else {
            Issue.record("not a gradient: \(String(describing: shapes[1].fill))")
        }
        // The layer's circle: inside a clip, at half opacity, moved by (10, 5).
        let layerGroups = DisplayList(size: .zero, items: canvas.children).allItems.compactMap { if case .group(let g) = $0 { g } else { nil } }
        #expect(layerGroups.contains { $0.clip?.frame == CGRect(x: 10, y: 5, width: 20, height: 20) })
        #expect(layerGroups.contains { $0.opacity == 0.5 && $0.transform?.tx == 10 && $0.transform?.ty == 5 })
        let max = try #require(textItems("Max", in: list).first)
        #expect(abs(max.frame.midX - 50) < 0.5 && max.frame.minY == 4)
    }

    @Test("ScrollView lays its content out from the start, unbounded along its axis, clipped to its bounds")
    func scrollView() throws {
        let list = layout(ScrollView {
            ForEach(0..<10) { index in Color.blue.frame(width: 40, height: 20) }
        }
        .scrollIndicators(.hidden)
        .scrollDisabled(true)
        .frame(width: 100, height: 50), in: CGSize(width: 100, height: 50))
        let blocks = frames(of: blue, in: list)
        #expect(blocks.count == 10)
        #expect(blocks.first == CGRect(x: 30, y: 0, width: 40, height: 20), "the first block at the top, centred across")
        let clip = list.items.compactMap { if case .group(let g) = $0 { g.clip } else { nil } }.first
        #expect(clip?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        let horizontal = layout(ScrollView(.horizontal, showsIndicators: false) {
            Color.blue.frame(width: 80, height: 10)
            Color.red.frame(width: 80, height: 10)
        }.frame(width: 100, height: 10), in: CGSize(width: 100, height: 10))
        #expect(try frame(of: red, in: horizontal).minX == 88)
    }
}
