import ActivityKit
import Foundation
import Testing
import DisplayList
import ViewCore
import WidgetCore
import WidgetRendering

struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var stage: String
    }

    var orderNumber: String
}

let orange = Color(red: 1, green: 0.58, blue: 0)
let orangeRGBA = RGBAColor(red: 1, green: 0.58, blue: 0, alpha: 1)

@MainActor
func tripConfiguration(tint: Color? = orange, margins: CGFloat? = nil, tall: Bool = false) -> ActivityConfiguration<TripAttributes> {
    ActivityConfiguration(for: TripAttributes.self) { context in
        VStack(alignment: .leading) {
            Text("Order \(context.orderNumber)").font(.headline)
            Text(context.isStale ? "Updating…" : context.state.stage)
            if tall { Color.blue.frame(height: 400) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .activityBackgroundTint(tint)
        .activitySystemActionForegroundColor(.white)
    } dynamicIsland: { context in
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Text("Lead") }
            DynamicIslandExpandedRegion(.trailing, priority: 1) { Text("\(context.state.minutesLeft) min") }
            DynamicIslandExpandedRegion(.center) { Text("Center") }
            DynamicIslandExpandedRegion(.bottom) { Text(context.state.stage) }
        } compactLeading: {
            Text("L")
        } compactTrailing: {
            Text("\(context.state.minutesLeft)m")
        } minimal: {
            Text("M")
        }
        .keylineTint(orange)
        .widgetURL(URL(string: "trip://order/\(context.orderNumber)"))
        .contentMargins(.horizontal, margins, for: .expanded)
    }
}

@MainActor
@Suite("A Live Activity in each presentation")
struct ActivityLayoutTests {
    let input = ActivityViewInput(attributes: Data(#"{"orderNumber": "42"}"#.utf8),
                                  contentState: Data(#"{"minutesLeft": 12, "stage": "On its way"}"#.utf8))

    func descriptor(_ configuration: ActivityConfiguration<TripAttributes>, families: [ActivityFamily] = []) -> ActivityDescriptor {
        var descriptor = ActivityDescriptor(configuration)
        descriptor.supplementalFamilies = families
        return descriptor
    }

    func layout(_ presentation: ActivityPresentation, _ configuration: ActivityConfiguration<TripAttributes>? = nil,
                families: [ActivityFamily] = [], scheme: ColorScheme = .light) throws -> ActivityLayout.Result {
        try ActivityRenderer.layout(descriptor(configuration ?? tripConfiguration(), families: families), input: input,
                                    presentation: presentation, environment: RenderEnvironment(colorScheme: scheme))
    }

    func strings(_ list: DisplayList) -> [String] {
        list.textItems.flatMap { $0.lines.map(\.string) }
    }

    func shapes(_ list: DisplayList) -> [ShapeItem] {
        list.allItems.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    @Test("The Lock Screen view is 408 pt wide, as tall as its content inside 14 pt margins, over its tint")
    func lockScreen() throws {
        let result = try layout(.lockScreen)
        #expect(result.displayList.size.width == 408)
        #expect(result.displayList.size.height > 28 && result.displayList.size.height < 100, "\(result.displayList.size)")
        #expect(strings(result.displayList) == ["Order 42", "On its way"])
        let first = try #require(result.displayList.textItems.first)
        #expect(first.frame.minX == 14, "the content sits inside 14 pt margins")
        let background = try #require(shapes(result.displayList).first)
        #expect(background.fill == .color(orangeRGBA))
        #expect(background.frame.size == result.displayList.size, "the tint fills the whole platter")
        #expect(result.systemActionForegroundColor == .white)
    }

    @Test("A Lock Screen view taller than 160 pt is cut at 160 pt")
    func lockScreenMaximum() throws {
        let result = try layout(.lockScreen, tripConfiguration(tall: true))
        #expect(result.displayList.size == CGSize(width: 408, height: 160))
    }

    @Test("Without a tint the Lock Screen platter takes the system's colour, light or dark")
    func lockScreenDefaultBackground() throws {
        let lightList = try layout(.lockScreen, tripConfiguration(tint: nil)).displayList
        let darkList = try layout(.lockScreen, tripConfiguration(tint: nil), scheme: .dark).displayList
        let light = try #require(shapes(lightList).first?.fill)
        let dark = try #require(shapes(darkList).first?.fill)
        #expect(light != dark)
        #expect(light != Paint.color(orangeRGBA))
    }

    @Test("A translucent tint lies over the platter (dark in dark mode), not over whatever is behind the image")
    func lockScreenTranslucentTint() throws {
        let tint = Color.orange.opacity(0.2)
        let dark = shapes(try layout(.lockScreen, tripConfiguration(tint: tint), scheme: .dark).displayList)
        let light = shapes(try layout(.lockScreen, tripConfiguration(tint: tint)).displayList)
        for (list, scheme) in [(dark, "dark"), (light, "light")] {
            guard list.count >= 2, case .color(let platter) = list[0].fill, case .color(let over) = list[1].fill else {
                Issue.record("\(scheme): platter and tint: \(list.prefix(2).map(\.fill))"); continue
            }
            #expect(platter.alpha == 1 && over.alpha < 0.3, "\(scheme): \(platter) under \(over)")
            #expect(list[0].frame == list[1].frame)
        }
        if case .color(let platter) = dark.first?.fill { #expect(platter.red < 0.2, "dark platter \(platter)") }
    }

    @Test("Compact: leading and trailing, 62.33×36.67 each, around the sensor housing, black, keyline tinted")
    func compact() throws {
        let result = try layout(.compact)
        #expect(result.displayList.size == CGSize(width: 62.33 * 2 + 125, height: 36.67))
        #expect(Set(strings(result.displayList)) == ["L", "12m"])
        let texts = result.displayList.textItems
        let leading = try #require(texts.first { $0.lines.first?.string == "L" })
        let trailing = try #require(texts.first { $0.lines.first?.string == "12m" })
        #expect(leading.frame.maxX <= 62.33 && trailing.frame.minX >= 62.33 + 125)
        #expect(shapes(result.displayList).first?.fill == .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)))
        #expect(shapes(result.displayList).contains { $0.stroke != nil }, "the keyline")
        #expect(result.displayList.widgetURL == URL(string: "trip://order/42"))
    }

    @Test("Minimal: a 36.67 pt circle")
    func minimal() throws {
        let result = try layout(.minimal)
        #expect(result.displayList.size == CGSize(width: 36.67, height: 36.67))
        #expect(strings(result.displayList) == ["M"])
    }

    @Test("Expanded: 408 pt wide, 84–160 pt high; leading and trailing beside the camera, center below it, bottom last")
    func expanded() throws {
        let result = try layout(.expanded)
        let size = result.displayList.size
        #expect(size.width == 408 && size.height >= 84 && size.height <= 160, "\(size)")
        let texts = result.displayList.textItems
        func frame(_ string: String) throws -> CGRect {
            try #require(texts.first { $0.lines.first?.string == string }).frame
        }
        let lead = try frame("Lead"), trail = try frame("12 min"), center = try frame("Center"), bottom = try frame("On its way")
        #expect(lead.minX == 16, "the system's expanded margin")
        #expect(trail.maxX <= 408 - 16 + 0.01)
        #expect(center.minY >= 36.67 - 0.01, "below the camera")
        #expect(center.midX > lead.maxX && center.midX < trail.minX)
        #expect(bottom.minY >= max(lead.maxY, center.maxY, trail.maxY))
    }

    @Test("Expanded: contentMargins(_:_:for: .expanded) moves the regions")
    func expandedMargins() throws {
        let result = try layout(.expanded, tripConfiguration(margins: 30))
        let lead = try #require(result.displayList.textItems.first { $0.lines.first?.string == "Lead" })
        #expect(lead.frame.minX == 30)
    }

    @Test("StandBy: the Lock Screen view at 200% on a landscape screen filled with its tint")
    func standBy() throws {
        let result = try layout(.standBy)
        #expect(result.displayList.size == CGSize(width: 932, height: 430))
        #expect(shapes(result.displayList).first?.frame.size == CGSize(width: 932, height: 430))
        #expect(shapes(result.displayList).first?.fill == .color(orangeRGBA))
        #expect(strings(result.displayList) == ["Order 42", "On its way"])
    }

    @Test("Small: the Lock Screen view in the small family with supplementalActivityFamilies([.small]), else the compact views")
    func small() throws {
        let declared = try layout(.small, families: [.small])
        #expect(declared.displayList.size == CGSize(width: 184, height: 89))
        #expect(strings(declared.displayList) == ["Order 42", "On its way"])
        let fallback = try layout(.small)
        #expect(fallback.displayList.size == CGSize(width: 184, height: 89))
        #expect(Set(strings(fallback.displayList)) == ["L", "12m"])
    }

    @Test("Every presentation renders to a PNG of its size", arguments: ActivityPresentation.allCases)
    func png(presentation: ActivityPresentation) async throws {
        let configuration = tripConfiguration()
        let png = try await ActivityRenderer.render(RenderRequest(scale: 2, format: .png), activity: descriptor(configuration),
                                                    input: input, presentation: presentation)
        let size = try layout(presentation).displayList.size
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == Int((size.width * 2).rounded(.up)) && height == Int((size.height * 2).rounded(.up)))
    }

    @Test("A stale activity's views see context.isStale")
    func stale() throws {
        var stale = input
        stale.isStale = true
        let result = try ActivityRenderer.layout(descriptor(tripConfiguration()), input: stale, presentation: .lockScreen,
                                                 environment: RenderEnvironment())
        #expect(strings(result.displayList).contains("Updating…"))
    }

    @Test("Attributes or a content state of the wrong shape are a clear error")
    func decodingErrors() throws {
        let activity = descriptor(tripConfiguration())
        var missing = input
        missing.contentState = Data(#"{"stage": "x"}"#.utf8)
        let error = try #require(throws: ActivityDecodingError.self) {
            try ActivityRenderer.layout(activity, input: missing, presentation: .lockScreen, environment: RenderEnvironment())
        }
        #expect(error.description.contains("content state") && error.description.contains("minutesLeft"), "\(error)")
        var wrongType = input
        wrongType.attributes = Data(#"{"orderNumber": 42}"#.utf8)
        let typeError = try #require(throws: ActivityDecodingError.self) {
            try ActivityRenderer.layout(activity, input: wrongType, presentation: .lockScreen, environment: RenderEnvironment())
        }
        #expect(typeError.description.contains("attributes") && typeError.description.contains("orderNumber"), "\(typeError)")
    }

    @Test("A bundle's body records its Live Activities and their supplemental families")
    func recorded() {
        struct Trip: Widget {
            var body: some WidgetConfiguration { tripConfiguration().supplementalActivityFamilies([.small]) }
        }
        let registry = WidgetRegistry(widget: Trip.self)
        #expect(registry.kinds.isEmpty, "a Live Activity is not a home-screen widget")
        #expect(registry.activities.map(\.attributesType) == ["TripAttributes"])
        #expect(registry.activity("TripAttributes")?.supplementalFamilies == [.small])
    }
}
