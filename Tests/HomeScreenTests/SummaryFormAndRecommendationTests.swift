import AppIntents
import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import ViewCore
import WidgetCore

// MARK: A widget whose Edit form follows its parameter summary, and that recommends presets

enum TravelMode: String, AppEnum {
    case drive, fly, sail
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [TravelMode: DisplayRepresentation] = [.drive: "Drive", .fly: "Fly", .sail: "Sail"]
}

struct TripIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Trip"

    @Parameter(title: "Note") var note: String?
    @Parameter(title: "Destination") var destination: CityEntity?
    @Parameter(title: "Show details", default: false) var showsDetails: Bool
    @Parameter(title: "Days", default: 3) var days: Int
    @Parameter(title: "Mode", default: .drive) var mode: TravelMode
    @Parameter(title: "Stops", default: 1) var stops: Int
    @Parameter(title: "Extra days", default: 0) var extraDays: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$showsDetails, .equalTo, true) {
            Summary("Trip to \(\.$destination) for \(\.$days) days") {
                \.$mode
                \.$extraDays
            }
        } otherwise: {
            Switch(\.$mode) {
                Case(.drive) { Summary("Drive to \(\.$destination) with \(\.$stops) stops") }
                DefaultCase { Summary("Go to \(\.$destination)") }
            }
        }
    }

    var summary: String { "days=\(days) mode=\(mode.rawValue) details=\(showsDetails)" }
}

struct TripProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SummaryEntry { SummaryEntry(date: Date(), summary: "placeholder") }
    func snapshot(for configuration: TripIntent, in context: Context) async -> SummaryEntry {
        SummaryEntry(date: Date(), summary: configuration.summary)
    }
    func timeline(for configuration: TripIntent, in context: Context) async -> Timeline<SummaryEntry> {
        Timeline(entries: [SummaryEntry(date: Date(), summary: configuration.summary)], policy: .never)
    }
    func recommendations() -> [AppIntentRecommendation<TripIntent>] {
        let weekend = TripIntent()
        weekend.days = 2
        weekend.showsDetails = true
        let away = TripIntent()
        away.days = 14
        away.mode = .fly
        return [AppIntentRecommendation(intent: weekend, description: "Weekend <away>"),
                AppIntentRecommendation(intent: away, description: Text("Two weeks, flying"))]
    }
}

struct TripWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Trip", intent: TripIntent.self, provider: TripProvider()) { SummaryView(entry: $0) }
            .configurationDisplayName("Trip")
            .supportedFamilies([.systemSmall])
    }
}

struct TripBundle: WidgetBundle {
    var body: some Widget { TripWidget() }
}

@Suite("The Edit form follows the parameter summary; recommendations are gallery presets")
struct SummaryFormAndRecommendationTests {
    @MainActor static func registry() -> WidgetRegistry { WidgetRegistry(bundle: TripBundle.self) }

    static func form(_ client: any TestClientProtocol, _ id: String) async throws -> (parameters: [String], shown: [String], summary: Any?) {
        let configuration = try await ConfigurationAPITests.configuration(client, id)
        let parameters = (configuration["parameters"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        return (parameters, configuration["shown"] as? [String] ?? [], configuration["summary"])
    }

    @Test("Parameters come in the summary's order, the unmentioned after; When and Switch choose which are shown")
    func formFollowsSummary() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Trip", "systemSmall")
            var form = try await Self.form(client, id)
            #expect(form.parameters == ["destination", "days", "mode", "extraDays", "stops", "note", "showsDetails"])
            // Defaults: no details, driving: the Switch's drive case.
            #expect(form.shown == ["destination", "stops", "note", "showsDetails"])
            let summary = try #require(form.summary as? [String: Any])
            #expect(summary["kind"] as? String == "when")
            #expect(summary["comparison"] as? String == "equalTo")
            #expect((summary["otherwise"] as? [String: Any])?["kind"] as? String == "switch")

            var response = try await ConfigurationAPITests.put(client, id, #"{"showsDetails": true}"#)
            #expect(response.status == .ok, "\(response.text)")
            form = try await Self.form(client, id)
            #expect(form.shown == ["destination", "days", "mode", "extraDays", "note", "showsDetails"])

            response = try await ConfigurationAPITests.put(client, id, #"{"showsDetails": false, "mode": "sail"}"#)
            #expect(response.status == .ok, "\(response.text)")
            form = try await Self.form(client, id)
            #expect(form.shown == ["destination", "note", "showsDetails"])
            // The order of the schema does not change with the values.
            #expect(form.parameters == ["destination", "days", "mode", "extraDays", "stops", "note", "showsDetails"])
        }
    }

    @Test("A widget without a summary lists every parameter as declared, all shown")
    func noSummary() async throws {
        let registry = await ConfigurationAPITests.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Sky", "systemSmall")
            let form = try await Self.form(client, id)
            #expect(form.parameters == ["planet", "showsMoons", "count", "note", "city", "favourites"])
            #expect(form.shown == form.parameters)
            #expect(form.summary == nil)
        }
    }

    @Test("The page's script carries the summary rules the form applies on every change")
    func scriptFollowsSummary() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let page = try await client.execute(uri: "/", method: .get).text
            #expect(page.contains("function applySummary("))
            #expect(page.contains("configureForm.onchange = function (event) {"))
            #expect(page.contains("followSummary();"))
            // Every change also asks again for the other dynamic pickers' options, with the form's values.
            #expect(page.contains("box.wkReloadOptions()"))
            #expect(page.contains("query.push(\"values=\" + encodeURIComponent(JSON.stringify(values)))"))
        }
    }

    @Test("The gallery offers each recommendation with its description and a preview of its configuration")
    func galleryOffersRecommendations() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let gallery = try await client.execute(uri: "/gallery?partial=1", method: .get).text
            #expect(gallery.contains(#"id="gallery-kind-Trip""#))
            #expect(gallery.contains(#"id="gallery-kind-Trip-recommendation-0""#))
            #expect(gallery.contains(#"id="gallery-kind-Trip-recommendation-1""#))
            #expect(gallery.contains("Weekend &lt;away&gt;") && !gallery.contains("Weekend <away>"))
            #expect(gallery.contains("Two weeks, flying"))
            #expect(gallery.contains(#"data-action="add" data-kind="Trip" data-family="systemSmall" data-recommendation="1""#))
            // Each preview is the provider's snapshot for that configuration.
            #expect(gallery.contains("days=3 mode=drive details=false"))
            #expect(gallery.contains("days=2 mode=drive details=true"))
            #expect(gallery.contains("days=14 mode=fly details=false"))
        }
    }

    @Test("Adding a recommendation places an instance with its configuration; an unknown one is refused")
    func addRecommendation() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let response = try await client.execute(
                uri: "/api/instances", method: .post,
                body: ByteBuffer(string: #"{"kind":"Trip","family":"systemSmall","recommendation":1}"#))
            #expect(response.status == .created, "\(response.text)")
            let id = try #require(try response.json()["id"] as? String)
            let values = try #require(try await ConfigurationAPITests.configuration(client, id)["values"] as? [String: Any])
            #expect(values["days"] as? Int == 14)
            #expect(values["mode"] as? String == "fly")
            #expect(values["showsDetails"] as? Bool == false)
            #expect((values["destination"] as? [String: Any])?["identifier"] as? String == "oslo")
            #expect(try await eventually {
                try await ConfigurationAPITests.html(client, id).contains("days=14 mode=fly")
            })

            let refused = try await client.execute(
                uri: "/api/instances", method: .post,
                body: ByteBuffer(string: #"{"kind":"Trip","family":"systemSmall","recommendation":7}"#))
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("no recommendation 7"))
            #expect(try await client.instanceIDs() == [id])
        }
    }
}
