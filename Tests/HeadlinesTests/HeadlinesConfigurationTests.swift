import ConfigurationSchema
import Foundation
import HeadlinesWidgets
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import WidgetCore

/// The country a person chooses reaches the provider and changes the feed: through
/// `--configuration`-style JSON and through the home screen's HTTP API.
@Suite("Choosing the country")
struct HeadlinesConfigurationTests {
    @Test("The Edit form offers the definition's countries, United States by default")
    func schema() async throws {
        let schema = try await MainActor.run { try #require(HeadlinesDescriptor.descriptor.configurationSchema) }
        #expect(schema.typeName == "ConfigurationIntent")
        let country = try #require(schema.parameter(named: "country"))
        #expect(country.title == "Country")
        #expect(country.options.map(\.id) == ["us", "gb", "ar", "de", "fr", "jp"])
        #expect(country.options.map(\.title) == ["United States", "United Kingdom", "Argentina", "Germany", "France", "Japan"])
        #expect(await schema.defaultConfiguration()["country"] == .string("us"))
    }

    @Test("--configuration JSON: each country reaches the provider and gives its own feed", arguments: [
        ("us", "City council approves overnight ferry service linking three harbor towns"),
        ("gb", "Overnight sleeper trains to return to the coastal line from September"),
        ("ar", "La cosecha de uva en Mendoza supera las previsiones por segundo año consecutivo"),
        ("de", "Nachtzug-Netz wächst: Neue Verbindung von Hamburg an die Adria ab Dezember"),
        ("fr", "Vendanges précoces dans le Bordelais après un printemps particulièrement chaud"),
        ("jp", "桜の開花、平年より5日早く　各地で見頃を迎える"),
    ])
    func commandLineConfiguration(code: String, lead: String) async throws {
        let descriptor = await HeadlinesDescriptor.descriptor
        let configuration = try await HeadlinesDescriptor.configuration(#"{"country": "\#(code)"}"#)
        let timeline = try await descriptor.timeline(in: TimelineProviderContext(family: .systemSmall), configuration: configuration)
        let entry = try #require(timeline.entries.first?.as(HeadlinesEntry.self))
        #expect(entry.country.code == code)
        #expect(entry.stories.map(\.article.title) == [lead])
    }

    @Test("The configured country is the one asked of the service")
    func serviceQuery() async throws {
        try await withFixtureServer { server in
            let provider = HeadlinesProvider(client: server.client("by-country"))
            let intent = ConfigurationIntent()
            #expect(intent.country == .us, "the definition's default")
            intent.country = .jp
            let timeline = await withCheckedContinuation { continuation in
                provider.getTimeline(for: intent, in: TimelineProviderContext(family: .systemMedium)) { continuation.resume(returning: $0) }
            }
            #expect(timeline.entries.first?.stories.map(\.article.title) == ["Top story for jp"])
            #expect(server.requests.queries == ["country=jp&pageSize=10"])
        }
    }

    @Test("A country that is not offered is refused with a sentence naming the parameter")
    func refused() async throws {
        await #expect(throws: ConfigurationError.self) {
            _ = try await HeadlinesDescriptor.configuration(#"{"country": "xx"}"#)
        }
    }

    @Test("Home screen: saving a country over HTTP reloads the widget with that country's headlines")
    func homeScreen() async throws {
        let registry = await MainActor.run { WidgetRegistry(bundle: HeadlinesWidgetBundle.self) }
        try await withHomeScreen(registry: registry) { _, client in
            let placed = try await client.place("TopHeadlines", "systemMedium")
            #expect(placed.status == .created)
            let id = try #require(try placed.json()["id"] as? String)

            let form = try await client.execute(uri: "/api/instances/\(id)/configuration", method: .get).json()
            #expect((form["values"] as? [String: Any])?["country"] as? String == "us")
            #expect(try await eventually {
                try await html(client, id).contains("City council approves")
            })

            let saved = try await client.execute(
                uri: "/api/instances/\(id)/configuration", method: .put, body: ByteBuffer(string: #"{"country": "fr"}"#))
            #expect(saved.status == .ok, "\(String(buffer: saved.body))")
            #expect(try await eventually {
                let page = try await html(client, id)
                return page.contains("Vendanges précoces") && page.contains("France · Sample")
            })

            let refused = try await client.execute(
                uri: "/api/instances/\(id)/configuration", method: .put, body: ByteBuffer(string: #"{"country": "xx"}"#))
            #expect(refused.status == .badRequest)
            #expect(String(buffer: refused.body).contains("'xx' is not one of the options of 'Country'"))
        }
    }
}

private func html(_ client: any TestClientProtocol, _ id: String) async throws -> String {
    String(buffer: try await client.execute(uri: "/widgets/\(id).html", method: .get).body)
}
