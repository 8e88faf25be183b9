// Widget extension source as real iOS 17–18 apps write it, with the imports they use, compiled
// unchanged and rendered. Each probe is a shape found in open-source widget code (see
// /work/shared/API-USAGE.md); what CompileProbeTests and Swift5CompatibilityTests already
// cover is not repeated here.
import WidgetKit
import SwiftUI
import AppIntents
import UIKit
import Foundation
import Combine
import OSLog
import ActivityKit
import Testing
import DisplayList
import WidgetRendering

// MARK: - Shared helpers as apps write them

private let probeLogger = Logger(subsystem: "com.example.probe.widgets", category: "Timeline")

extension Color {
    /// The `Color(hex:)` extension nearly every app carries.
    fileprivate init(probeHex hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let r, g, b: UInt64
        switch hex.count {
        case 6: (r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
        default: (r, g, b) = (0, 0, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1)
    }

    fileprivate static let probeBrand = Color(probeHex: "#FF9500")
}

extension View {
    /// The availability shim apps use to adopt iOS 17's container background.
    @ViewBuilder
    fileprivate func probeWidgetBackground(_ color: Color) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            containerBackground(for: .widget) { color }
        } else {
            background(color)
        }
    }
}

private enum ProbeFormatters {
    static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    static let relative: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .short
        formatter.dateTimeStyle = .named
        return formatter
    }()

    static let number: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 1
        return formatter
    }()
}

// MARK: - A weather-style static widget

private struct ProbeForecast: Codable, Hashable {
    var temperature: Double
    var condition: String
    var high: Double
    var low: Double
}

private struct ProbeWeatherEntry: TimelineEntry {
    let date: Date
    let forecast: ProbeForecast
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 10, duration: 3600) }
}

private struct ProbeWeatherProvider: TimelineProvider {
    typealias Entry = ProbeWeatherEntry
    static let sample = ProbeForecast(temperature: 21.4, condition: "sun.max.fill", high: 24, low: 12)

    func placeholder(in context: Context) -> ProbeWeatherEntry {
        ProbeWeatherEntry(date: .now, forecast: Self.sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (ProbeWeatherEntry) -> Void) {
        if context.isPreview {
            completion(placeholder(in: context))
            return
        }
        completion(ProbeWeatherEntry(date: Date(), forecast: Self.sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeWeatherEntry>) -> Void) {
        // (Real Swift 5 code wraps this in `Task { … }`; Swift 6 refuses to send the completion there.)
        let forecast = (try? fetch()) ?? Self.sample
        let next = Calendar.current.date(byAdding: .minute, value: 30, to: Date())!
        probeLogger.info("Loaded forecast \(forecast.temperature, privacy: .public) for \(context.family.description)")
        completion(Timeline(entries: [ProbeWeatherEntry(date: Date(), forecast: forecast)], policy: .after(next)))
    }

    private func fetch() throws -> ProbeForecast {
        // A file URL keeps the test off the network; the code path is URLSession's.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("probe-forecast-\(UUID().uuidString).json")
        try JSONEncoder().encode(Self.sample).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let data = try Data(contentsOf: url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ProbeForecast.self, from: data)
    }
}

private struct ProbeWeatherView: View {
    var entry: ProbeWeatherProvider.Entry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.sizeCategory) private var sizeCategory

    private var temperature: String {
        let measurement = Measurement(value: entry.forecast.temperature, unit: UnitTemperature.celsius)
        return measurement.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))))
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.forecast.temperature, in: entry.forecast.low...entry.forecast.high) {
                Image(systemName: "thermometer")
            } currentValueLabel: {
                Text("\(Int(entry.forecast.temperature))")
            } minimumValueLabel: {
                Text("\(Int(entry.forecast.low))")
            } maximumValueLabel: {
                Text("\(Int(entry.forecast.high))")
            }
            .gaugeStyle(.accessoryCircular)
            .widgetLabel("Weather")
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label(temperature, systemImage: entry.forecast.condition)
                    .font(.headline)
                    .widgetAccentable()
                Text("H:\(Int(entry.forecast.high))° L:\(Int(entry.forecast.low))°")
                    .foregroundStyle(.secondary)
            }
        case .accessoryInline:
            ViewThatFits {
                Text("\(temperature) and sunny")
                Text(temperature)
            }
        default:
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Lisbon")
                        .font(.system(.headline, design: .rounded))
                        .foregroundStyle(.primary)
                    Spacer(minLength: 0)
                    Image(systemName: entry.forecast.condition)
                        .symbolRenderingMode(renderingMode == .fullColor ? .multicolor : .hierarchical)
                        .imageScale(.medium)
                        .font(.title3)
                }
                Text(temperature)
                    .font(.system(size: 44, weight: .light, design: .rounded))
                    .minimumScaleFactor(0.6)
                    .lineLimit(1)
                    .contentTransition(.numericText())
                Spacer()
                HStack(spacing: 4) {
                    Text("H:\(entry.forecast.high, specifier: "%.0f")°")
                    Text("L:\(entry.forecast.low, format: .number.precision(.fractionLength(0)))°")
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                Text("Updated \(entry.date, style: .relative) ago")
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
                    .invalidatableContent()
            }
            .padding(showsBackground ? 0 : 8)
            .probeWidgetBackground(colorScheme == .dark ? Color(probeHex: "1C1C1E") : .probeBrand.opacity(0.15))
        }
    }
}

private struct ProbeWeatherWidget: Widget {
    let kind = "ProbeWeather"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ProbeWeatherProvider()) { entry in
            ProbeWeatherView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Current conditions.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        .contentMarginsDisabled()
        .disfavoredLocations([.standBy, .iPhoneWidgetsOnMac], for: [.systemSmall])
    }
}

// MARK: - An App Intents configured widget

private enum ProbeMetric: String, AppEnum {
    case steps, distance

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Metric"
    static let caseDisplayRepresentations: [ProbeMetric: DisplayRepresentation] = [
        .steps: "Steps",
        .distance: DisplayRepresentation(title: "Distance", subtitle: "Kilometres", image: .init(systemName: "figure.walk")),
    ]
}

private struct ProbeConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configuration"
    static let description = IntentDescription("Choose what to show.")

    @Parameter(title: "Metric", default: .steps)
    var metric: ProbeMetric

    @Parameter(title: "Show goal", default: true)
    var showsGoal: Bool
}

private struct ProbeActivityEntry: TimelineEntry {
    let date: Date
    let configuration: ProbeConfigurationIntent
    let value: Double
    let goal: Double
}

private struct ProbeActivityProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ProbeActivityEntry {
        ProbeActivityEntry(date: Date(), configuration: ProbeConfigurationIntent(), value: 4_200, goal: 10_000)
    }

    func snapshot(for configuration: ProbeConfigurationIntent, in context: Context) async -> ProbeActivityEntry {
        ProbeActivityEntry(date: Date(), configuration: configuration, value: 6_512, goal: 10_000)
    }

    func timeline(for configuration: ProbeConfigurationIntent, in context: Context) async -> Timeline<ProbeActivityEntry> {
        let defaults = UserDefaults(suiteName: "group.com.example.probe")
        let steps = defaults?.double(forKey: "steps") ?? 0
        let midnight = Calendar.current.startOfDay(for: Calendar.current.date(byAdding: .day, value: 1, to: .now)!)
        return Timeline(entries: [ProbeActivityEntry(date: .now, configuration: configuration, value: steps, goal: 10_000)],
                        policy: .after(midnight))
    }

    func recommendations() -> [AppIntentRecommendation<ProbeConfigurationIntent>] {
        [AppIntentRecommendation(intent: ProbeConfigurationIntent(), description: "Steps")]
    }
}

private struct ProbeRing: View {
    let progress: Double
    var lineWidth: CGFloat = 8

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.green.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(
                    AngularGradient(gradient: Gradient(colors: [.green, .mint]), center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

private struct ProbeActivityView: View {
    let entry: ProbeActivityEntry
    @AppStorage("unit", store: UserDefaults(suiteName: "group.com.example.probe")) private var unit = "km"

    @ViewBuilder
    private func stat(_ title: LocalizedStringKey, value: String, systemImage: String) -> some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.caption2).foregroundStyle(.secondary)
                Text(value).font(.subheadline.bold()).monospacedDigit()
            }
        } icon: {
            Image(systemName: systemImage).foregroundStyle(Color.accentColor)
        }
    }

    var body: some View {
        HStack(spacing: 12) {
            ProbeRing(progress: entry.value / entry.goal)
                .frame(width: 64, height: 64)
                .overlay(alignment: .center) {
                    Text(entry.value / entry.goal, format: .percent.precision(.fractionLength(0)))
                        .font(.caption.bold())
                }
            VStack(alignment: .leading, spacing: 6) {
                stat("Steps", value: ProbeFormatters.number.string(from: NSNumber(value: entry.value)) ?? "–", systemImage: "figure.walk")
                if entry.configuration.showsGoal {
                    stat("Goal", value: entry.goal.formatted(.number), systemImage: "flag.checkered")
                }
                Text(entry.configuration.metric == .steps ? "Steps" : "Distance (\(unit))")
                    .font(.footnote)
                    .privacySensitive()
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(alignment: .topTrailing) {
            Image(systemName: "bolt.fill").foregroundStyle(.yellow.opacity(0.3)).font(.largeTitle)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

private struct ProbeActivityWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "ProbeActivity", intent: ProbeConfigurationIntent.self, provider: ProbeActivityProvider()) { entry in
            ProbeActivityView(entry: entry)
                .widgetURL(URL(string: "probe://activity")!)
        }
        .configurationDisplayName("Activity")
        .description("Today's steps.")
        .supportedFamilies([.systemMedium])
    }
}

// MARK: - UIKit and Foundation idioms in a view

private struct ProbeUIKitView: View {
    let date: Date
    let imageData: Data?

    private var screenWidth: CGFloat { UIScreen.main.bounds.width }

    private var photo: UIImage {
        if let imageData, let image = UIImage(data: imageData) { return image }
        return UIImage(named: "Placeholder") ?? UIImage(systemName: "photo")!
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(uiImage: photo)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 40)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            Text(ProbeFormatters.time.string(from: date))
                .font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
            Text(ProbeFormatters.relative.localizedString(for: date, relativeTo: date.addingTimeInterval(3600)))
                .font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
            Text(date.formatted(date: .abbreviated, time: .omitted))
                .foregroundColor(Color(UIColor.systemBlue))
            Text(date, format: .dateTime.hour().minute())
                .foregroundStyle(Color(uiColor: .secondaryLabel))
            Text("w \(Int(screenWidth))")
                .font(.system(size: screenWidth > 400 ? 14 : 12))
        }
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

// MARK: - A news/photo widget: downscaled images, App Group files, Combine, accessibility

private struct ProbeArticle: Identifiable, Codable, Hashable {
    let id: Int
    let title: String
    let published: Date
}

private struct ProbeNewsEntry: TimelineEntry {
    let date: Date
    let articles: [ProbeArticle]
    let loggedIn: Bool
    var thumbnail: UIImage?
}

private final class ProbeStore: ObservableObject {
    @Published var unread = 3
    let changes = PassthroughSubject<Int, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        changes.sink { [weak self] value in self?.unread = value }.store(in: &cancellables)
    }
}

private struct ProbeNewsView: View {
    let entry: ProbeNewsEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.openURL) private var openURL
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                if let thumbnail = entry.thumbnail {
                    Image(uiImage: thumbnail).resizable().scaledToFill().frame(width: 24, height: 24).clipShape(Circle())
                }
                Text("Top stories").font(.headline).accessibilityAddTraits(.isHeader)
                Spacer()
                Text(entry.date, style: .time).font(.caption2).foregroundColor(.secondary)
            }
            ForEach(entry.articles.prefix(family == .systemLarge ? 5 : 2)) { article in
                Link(destination: URL(string: "probe://article/\(article.id)")!) {
                    HStack(alignment: .top) {
                        Circle().fill(Color.accentColor).frame(width: 6, height: 6).padding(.top, 5)
                        VStack(alignment: .leading) {
                            Text(article.title).font(.subheadline).lineLimit(2).fixedSize(horizontal: false, vertical: true)
                            Text(article.published, format: .relative(presentation: .named))
                                .font(.caption2).foregroundStyle(.tertiary)
                        }
                    }
                }
                .accessibilityElement(children: .combine)
                .accessibilityValue(Text(article.published, style: .relative))
            }
            Spacer(minLength: 0)
            ProgressView(timerInterval: entry.date...entry.date.addingTimeInterval(600), countsDown: true) {
                Text("Refresh")
            }
            .tint(.blue)
        }
        .redacted(reason: entry.loggedIn ? [] : .placeholder)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) {
            LinearGradient(gradient: Gradient(colors: [Color(.systemBackground), Color(.secondarySystemBackground)]),
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

private enum ProbeAppGroup {
    static let identifier = "group.com.example.probe"

    static var archiveURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)?
            .appendingPathComponent("articles.json")
    }

    static func save(_ articles: [ProbeArticle]) throws {
        guard let url = archiveURL else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        try encoder.encode(articles).write(to: url, options: .atomic)
        WidgetCenter.shared.reloadTimelines(ofKind: "ProbeNews")
        WidgetCenter.shared.invalidateConfigurationRecommendations()
    }

    static func load() -> [ProbeArticle] {
        guard let url = archiveURL, let data = try? Data(contentsOf: url) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return (try? decoder.decode([ProbeArticle].self, from: data)) ?? []
    }
}

extension UIImage {
    /// The resize helper widget code carries to stay under the memory limit.
    fileprivate func probeResized(toWidth width: CGFloat) -> UIImage? {
        let canvas = CGSize(width: width, height: CGFloat(ceil(width / size.width * size.height)))
        let format = imageRendererFormat
        format.opaque = false
        return UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: canvas))
        }
    }
}

// MARK: - A grab bag of idioms from other widgets

private struct ProbeIdiomsView: View {
    let date: Date
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    private var greeting: String {
        switch Calendar.current.component(.hour, from: date) {
        case 5..<12: "Good morning"
        case 12..<18: "Good afternoon"
        default: "Good evening"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(greeting)
                .font(.system(.title3, design: .rounded, weight: .bold))
                .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
            Text(date, style: .date).font(.caption).foregroundStyle(.secondary)
            Text(timerInterval: date...date.addingTimeInterval(3600), countsDown: false)
                .monospacedDigit().multilineTextAlignment(.leading)
            HStack(spacing: 4) {
                ForEach(0..<7, id: \.self) { day in
                    RoundedRectangle(cornerRadius: 3, style: .continuous)
                        .fill(day < 4 ? Color.green : Color(.systemGray5))
                        .frame(width: 10, height: 10)
                }
            }
            Gauge(value: 0.7) {
                Text("Battery")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(Gradient(colors: [.red, .green]))
            Label {
                Text("3 tasks").fontWeight(.medium)
            } icon: {
                Image(systemName: "checklist").renderingMode(.template).widgetAccentedRenderingMode(.accented)
            }
            .labelStyle(.titleAndIcon)
            .font(.footnote)
            Text(verbatim: "\(typeSize.isAccessibilitySize ? "A" : "a")\(isLuminanceReduced ? "L" : "l")")
                .font(.caption2)
                .layoutPriority(1)
                .cornerRadius(4)
        }
        .padding(.horizontal, 4)
        .overlay(alignment: .topTrailing) {
            ZStack {
                AccessoryWidgetBackground().frame(width: 20, height: 20)
                Image(systemName: "star.fill").imageScale(.small)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

// MARK: - Previews, as Xcode writes them

private struct ProbeWeatherView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProbeWeatherView(entry: ProbeWeatherEntry(date: .now, forecast: ProbeWeatherProvider.sample))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
            ProbeWeatherView(entry: ProbeWeatherEntry(date: .now, forecast: ProbeWeatherProvider.sample))
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .environment(\.colorScheme, .dark)
        }
    }
}

#Preview(as: .systemMedium) {
    ProbeActivityWidget()
} timeline: {
    ProbeActivityEntry(date: .now, configuration: ProbeConfigurationIntent(), value: 1_000, goal: 10_000)
}

#Preview(as: .systemSmall, using: ProbeConfigurationIntent()) {
    ProbeActivityWidget()
} timeline: {
    ProbeActivityEntry(date: .now, configuration: ProbeConfigurationIntent(), value: 9_000, goal: 10_000)
}

#Preview(as: .accessoryRectangular, widget: { ProbeWeatherWidget() }, timelineProvider: { ProbeWeatherProvider() })

// MARK: - A Live Activity next to the widgets

private struct ProbeDeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var stage: String
    }

    var orderNumber: String
}

private struct ProbeDeliveryLockScreenView: View {
    let context: ActivityViewContext<ProbeDeliveryAttributes>

    var body: some View {
        HStack {
            Image(systemName: "box.truck.fill").foregroundStyle(.orange)
            VStack(alignment: .leading) {
                Text("Order \(context.attributes.orderNumber)").font(.headline)
                Text(context.state.stage).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(context.state.minutesLeft) min").font(.title2.monospacedDigit())
        }
        .padding()
        .activityBackgroundTint(Color.black.opacity(0.6))
        .activitySystemActionForegroundColor(.white)
    }
}

private struct ProbeDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeDeliveryAttributes.self) { context in
            ProbeDeliveryLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "box.truck.fill")
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Text("\(context.state.minutesLeft) min").dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.isStale { Text("Updating…") } else { Text(context.state.stage) }
                }
            } compactLeading: {
                Image(systemName: "box.truck.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "box.truck.fill")
            }
            .widgetURL(URL(string: "probe://order/\(context.orderNumber)"))
            .keylineTint(.orange)
            .contentMargins(.horizontal, 8, for: .expanded)
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

private func probeStartDelivery() async {
    guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
    let content = ActivityContent(state: ProbeDeliveryAttributes.ContentState(minutesLeft: 12, stage: "On its way"), staleDate: nil)
    do {
        let activity = try Activity.request(attributes: ProbeDeliveryAttributes(orderNumber: "42"), content: content, pushType: nil)
        await activity.update(content)
        await activity.end(nil, dismissalPolicy: .immediate)
    } catch {
        probeLogger.error("Could not start: \(error.localizedDescription)")
    }
}

extension ProbeDeliveryAttributes {
    fileprivate static var preview: ProbeDeliveryAttributes { ProbeDeliveryAttributes(orderNumber: "7") }
}

extension ProbeDeliveryAttributes.ContentState {
    fileprivate static var early: Self { .init(minutesLeft: 30, stage: "Preparing") }
    fileprivate static var late: Self { .init(minutesLeft: 2, stage: "Arriving") }
}

// Xcode's Live Activity template preview.
#Preview("Notification", as: .content, using: ProbeDeliveryAttributes.preview) {
    ProbeDeliveryLiveActivity()
} contentStates: {
    ProbeDeliveryAttributes.ContentState.early
    ProbeDeliveryAttributes.ContentState.late
}

// MARK: - The bundle

private struct ProbeBundle: WidgetBundle {
    var body: some Widget {
        ProbeWeatherWidget()
        ProbeActivityWidget()
        ProbeDeliveryLiveActivity()
    }
}

// MARK: - Tests

@MainActor
@Suite("Real-world probe: widget extensions as open-source apps write them")
struct RealWorldProbeTests {
    private func strings(_ list: DisplayList) -> [String] {
        list.allItems.compactMap { if case .text(let text) = $0 { text.string } else { nil } }
    }

    private func render<V: View>(_ view: V, _ family: WidgetFamily = .systemSmall) -> DisplayList {
        expectingBinaryRoundTrip(WidgetLayout.displayList(for: view, environment: RenderEnvironment(family: family)))
    }

    @Test("The weather widget renders its texts in every family it supports")
    func weather() throws {
        let entry = ProbeWeatherEntry(date: Date(), forecast: ProbeWeatherProvider.sample)
        let small = render(ProbeWeatherView(entry: entry))
        let texts = strings(small).joined(separator: "|")
        #expect(texts.contains("Lisbon"))
        #expect(texts.contains("21"), "the temperature, formatted as a measurement: \(texts)")
        #expect(texts.contains("H:24°") && texts.contains("L:12°"))
        for item in small.textItems { #expect(item.frame.width > 0 && item.frame.height > 0) }
        #expect(!strings(render(ProbeWeatherView(entry: entry), .accessoryCircular)).isEmpty)
        #expect(strings(render(ProbeWeatherView(entry: entry), .accessoryRectangular)).contains { $0.contains("H:24") })
        #expect(!strings(render(ProbeWeatherView(entry: entry), .accessoryInline)).isEmpty)
    }

    @Test("The bundle's widgets reach their descriptors with their configuration")
    func bundle() throws {
        let registry = WidgetRegistry(bundle: ProbeBundle.self)
        #expect(registry.kinds == ["ProbeWeather", "ProbeActivity"])
        let weather = try #require(registry["ProbeWeather"])
        #expect(weather.contentMarginsDisabled)
        #expect(weather.supportedFamilies.contains(.accessoryInline))
        let activity = try #require(registry["ProbeActivity"])
        let entry = ProbeActivityEntry(date: Date(), configuration: ProbeConfigurationIntent(), value: 5_000, goal: 10_000)
        let list = WidgetLayout.displayList(for: activity, entry: AnyEntry(entry), environment: RenderEnvironment(family: .systemMedium))
        let texts = strings(list)
        #expect(texts.contains("50%"))
        #expect(texts.contains("5,000"))
        #expect(texts.contains("Goal"))
    }

    @Test("A Live Activity compiles in the bundle; its Lock Screen view lays out; none can start")
    func liveActivity() async throws {
        #expect(WidgetRegistry(bundle: ProbeBundle.self).kinds.count == 2, "the Live Activity is not a home-screen widget")
        let configuration = ActivityConfiguration(for: ProbeDeliveryAttributes.self) { context in
            ProbeDeliveryLockScreenView(context: context)
        } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("c") } } compactLeading: { EmptyView() } compactTrailing: {
                EmptyView()
            } minimal: { EmptyView() }
        }
        let context = ActivityViewContext(attributes: ProbeDeliveryAttributes(orderNumber: "42"),
                                          state: .init(minutesLeft: 12, stage: "On its way"))
        let texts = strings(render(configuration.content(context), .systemMedium))
        #expect(texts.contains("Order 42") && texts.contains("12 min") && texts.contains("On its way"))
        #expect(configuration.dynamicIsland(context).expanded.map(\.position) == [.center])
        let preview = _Preview("p", as: .content, using: ProbeDeliveryAttributes.preview) { ProbeDeliveryLiveActivity() } contentStates: {
            ProbeDeliveryAttributes.ContentState.late
        }
        guard case .activity(let activity) = preview.content, let state = activity.states().first else {
            Issue.record("a Live Activity preview draws its presentation once per state")
            return
        }
        #expect(activity.presentation == .lockScreen)
        #expect(state.supplementalFamilies == [.small, .medium], "the widget's supplementalActivityFamilies")
        #expect(strings(render(state.views.lockScreen, .systemMedium)).contains("Arriving"))
        await probeStartDelivery()
        #expect(throws: ActivityAuthorizationError.unsupported) {
            try Activity.request(attributes: ProbeDeliveryAttributes(orderNumber: "1"),
                                 content: ActivityContent(state: .init(minutesLeft: 1, stage: "x"), staleDate: nil))
        }
    }

    @Test("A news widget: App Group files, a downscaled UIImage, redaction, links, a live progress bar")
    func news() throws {
        let articles = [ProbeArticle(id: 1, title: "First story", published: Date().addingTimeInterval(-600)),
                        ProbeArticle(id: 2, title: "Second story", published: Date().addingTimeInterval(-7200)),
                        ProbeArticle(id: 3, title: "Third story", published: Date())]
        try ProbeAppGroup.save(articles)
        #expect(ProbeAppGroup.load().map(\.title) == articles.map(\.title))
        // A 2 × 2-pixel PNG, resized to 1 point across, keeps its pixels at scale 2.
        let png = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mP8z8DwnwEIGGEMAD8gA/2Wm9nPAAAAAElFTkSuQmCC"))
        let thumbnail = try #require(UIImage(data: png)?.probeResized(toWidth: 1))
        #expect(thumbnail.size == CGSize(width: 1, height: 1) && thumbnail.scale == 2)
        #expect(thumbnail.preparingThumbnail(of: CGSize(width: 4, height: 4))?.size.width == 4)
        let store = ProbeStore()
        store.changes.send(7)
        #expect(store.unread == 7)

        let entry = ProbeNewsEntry(date: Date(), articles: ProbeAppGroup.load(), loggedIn: true, thumbnail: thumbnail)
        let list = render(ProbeNewsView(entry: entry), .systemMedium)
        let texts = strings(list)
        #expect(texts.contains("Top stories") && texts.contains("First story") && texts.contains("Second story"))
        #expect(!texts.contains("Third story"), "a medium widget shows two articles")
        #expect(list.allItems.contains { if case .image = $0 { true } else { false } }, "the thumbnail is drawn")
        let large = strings(render(ProbeNewsView(entry: entry), .systemLarge))
        #expect(large.contains("Third story"))
        let redacted = render(ProbeNewsView(entry: ProbeNewsEntry(date: Date(), articles: articles, loggedIn: false)), .systemMedium)
        #expect(!strings(redacted).contains("First story"), "redacted text is drawn as placeholders")
    }

    @Test("Idioms from other widgets: greetings by hour, timers, week dots, a capacity gauge")
    func idioms() throws {
        var components = DateComponents()
        (components.year, components.month, components.day, components.hour) = (2024, 6, 1, 9)
        let morning = try #require(Calendar.current.date(from: components))
        let list = render(ProbeIdiomsView(date: morning))
        let texts = strings(list)
        // Inter is wider than SF Pro Rounded: "Good morning" in bold title3 fills 130 points and
        // may be truncated here where iOS fits it (a metrics difference, not a compile gap).
        #expect(texts.contains { $0.hasPrefix("Good morn") }, "\(texts)")
        #expect(texts.contains("al"))
        let dots = list.allItems.filter { if case .shape(let shape) = $0 { shape.frame.size == CGSize(width: 10, height: 10) } else { false } }
        #expect(dots.count == 7)
    }

    @Test("UIKit and Foundation idioms draw: a UIImage, UIFont-sized text, formatters")
    func uikit() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let list = render(ProbeUIKitView(date: date, imageData: nil), .systemMedium)
        let texts = strings(list)
        #expect(texts.contains("22:13"))
        // Formatters use `Locale.current` (en_001 on Linux: "1 hr ago", "14 Nov 2023"), as on iOS
        // they ignore the view's environment.
        #expect(texts.contains { $0.hasPrefix("1 hr") && $0.hasSuffix("ago") }, "\(texts)")
        #expect(texts.contains { $0.contains("Nov") && $0.contains("2023") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("10:13") && $0.hasSuffix("PM") }, "Text(date, format:) follows the view's en_US locale")
        #expect(texts.contains { $0.hasPrefix("w ") })
    }
}
