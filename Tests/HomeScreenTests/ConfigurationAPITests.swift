import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TimelineScheduling
import WidgetCore
import TestSupport

/// Configurable widgets through the HTTP API: the schema, options, saving, validation, the
/// provider receiving exactly the saved values, and persistence across a restart.
@Suite("Configuring widgets over HTTP")
struct ConfigurationAPITests {
    @MainActor static func registry() -> WidgetRegistry { WidgetRegistry(bundle: ConfigurableBundle.self) }

    static func configuration(_ client: any TestClientProtocol, _ id: String) async throws -> [String: Any] {
        let response = try await client.execute(uri: "/api/instances/\(id)/configuration", method: .get)
        #expect(response.status == .ok, "\(response.text)")
        return try response.json()
    }

    static func put(_ client: any TestClientProtocol, _ id: String, _ json: String) async throws -> TestResponse {
        try await client.execute(uri: "/api/instances/\(id)/configuration", method: .put, body: ByteBuffer(string: json))
    }

    /// The widget's current render as HTML.
    static func html(_ client: any TestClientProtocol, _ id: String) async throws -> String {
        try await client.execute(uri: "/widgets/\(id).html", method: .get).text
    }

    @Test("An App Intent widget starts with its defaults, including the entity query's default result")
    func appIntentDefaults() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Sky", "systemSmall")
            let configuration = try await Self.configuration(client, id)
            let values = try #require(configuration["values"] as? [String: Any])
            #expect(values["planet"] as? String == "earth")
            #expect(values["showsMoons"] as? Bool == true)
            #expect(values["count"] as? Int == 3)
            #expect((values["city"] as? [String: Any])?["identifier"] as? String == "oslo")
            let parameters = try #require(configuration["parameters"] as? [[String: Any]])
            #expect(parameters.map { $0["name"] as? String } == ["planet", "showsMoons", "count", "note", "city", "favourites"])
            let planet = try #require(parameters.first)
            #expect(planet["type"] as? String == "enumeration")
            #expect((planet["options"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Mercury", "Venus", "Earth"])
            let count = parameters[2]
            #expect(count["minimum"] as? Double == 1 && count["maximum"] as? Double == 5)
            let favourites = parameters[5]
            #expect(favourites["isList"] as? Bool == true && favourites["maximumCount"] as? Int == 2)
            #expect(favourites["hasDynamicOptions"] as? Bool == true)
            #expect(try await eventually {
                ReceivedConfigurations.contains("Sky", "planet=earth moons=true count=3 note=- city=Oslo favourites=Oslo")
            })
        }
    }

    @Test("Saving an App Intent configuration: the provider receives exactly those values and the render shows them")
    func appIntentEndToEnd() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Sky", "systemLarge")
            let response = try await Self.put(client, id, """
                {"planet": "venus", "showsMoons": false, "count": 5, "note": "<b>rings & things</b>",
                 "city": "lisbon", "favourites": [{"identifier": "tokyo"}, "lima"]}
                """)
            #expect(response.status == .ok, "\(response.text)")
            let expected = "planet=venus moons=false count=5 note=<b>rings & things</b> city=Lisbon favourites=Tokyo,Lima"
            #expect(try await eventually { ReceivedConfigurations.contains("Sky", expected) })
            // The entry is drawn (escaped) in the render; the words may wrap onto several lines.
            #expect(try await eventually {
                let html = try await Self.html(client, id)
                return ["planet=venus", "moons=false", "count=5", "note=&lt;b&gt;rings", "&amp; things",
                        "city=Lisbon", "favourites=Tokyo,Lima"].allSatisfy(html.contains) && !html.contains("<b>")
            })
            let values = try #require(try await Self.configuration(client, id)["values"] as? [String: Any])
            // The stored entity is the query's, with its display name, not what the client sent.
            #expect((values["favourites"] as? [[String: Any]])?.map { $0["display"] as? String } == ["Tokyo", "Lima"])
        }
    }

    @Test("Refused values: 400 with a message naming the parameter, and nothing changes", arguments: [
        (#"{"planet": "pluto"}"#, "'pluto' is not one of the options of 'Planet'"),
        (#"{"city": "atlantis"}"#, "'atlantis' is not one of the options of 'City'"),
        (#"{"favourites": ["oslo", "lima", "tokyo"]}"#, "'Favourites' takes at most 2 values; 3 were given"),
        (#"{"count": 9}"#, "'Count' must be at most 5"),
        (#"{"count": 2.5}"#, "'Count' takes a whole number"),
        (#"{"showsMoons": "yes"}"#, "'Show moons' takes true or false"),
        (#"{"planet": null}"#, "'Planet' needs a value"),
        (#"{"colour": "red"}"#, "Unknown parameter 'colour'"),
        (#"["venus"]"#, "A configuration is a JSON object"),
        (#"{"planet": "venus""#, "Malformed JSON"),
    ])
    func refused(body: String, message: String) async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Sky", "systemSmall")
            let before = try await client.execute(uri: "/api/instances/\(id)/configuration", method: .get).text
            let response = try await Self.put(client, id, body)
            #expect(response.status == .badRequest)
            #expect(response.text.contains(message), "\(response.text)")
            let after = try await client.execute(uri: "/api/instances/\(id)/configuration", method: .get).text
            #expect(before == after, "nothing changed")
        }
    }

    @Test("Entity options come from the query; a search term goes to its string query")
    func entityOptions() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Sky", "systemSmall")
            let all = try await client.execute(uri: "/api/instances/\(id)/configuration/options/city", method: .get).json()
            #expect((all["options"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Lisbon", "Oslo", "Tokyo", "Lima"])
            let found = try await client.execute(uri: "/api/instances/\(id)/configuration/options/city?search=li", method: .get).json()
            #expect((found["options"] as? [[String: Any]])?.map { $0["id"] as? String } == ["lisbon", "lima"])
            let missing = try await client.execute(uri: "/api/instances/\(id)/configuration/options/nope", method: .get)
            #expect(missing.status == .notFound)
        }
    }

    @Test("Options that depend on another parameter follow the form's values, saved or not")
    func dependentOptions() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Agenda", "systemSmall")
            func titles(_ parameter: String, values: String? = nil, search: String? = nil) async throws -> [String?] {
                var query: [String] = []
                if let search { query.append("search=\(search)") }
                if let values {
                    query.append("values=" + values.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
                }
                let uri = "/api/instances/\(id)/configuration/options/\(parameter)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .ok, "\(response.text)")
                return (try response.json()["options"] as? [[String: Any]])?.map { $0["title"] as? String } ?? []
            }
            // No account yet: the dependency is nil, so the query offers nothing.
            #expect(try await titles("calendar") == [])
            #expect(try await titles("colour") == ["none"])
            // The form shows an account not yet saved: the options follow it.
            #expect(try await titles("calendar", values: #"{"account": "work"}"#) == ["Meetings", "Travel"])
            #expect(try await titles("colour", values: #"{"account": "home", "days": 5}"#) == ["green-5", "yellow-5"])
            #expect(try await titles("calendar", values: #"{"account": null}"#) == [], "an account cleared in the form")
            #expect(try await titles("calendar", values: #"{"account": "home"}"#, search: "gar") == ["Garden"])
            // Saved values count when the form sends none.
            let saved = try await Self.put(client, id, #"{"account": "home", "calendar": "Family"}"#)
            #expect(saved.status == .ok, "\(saved.text)")
            #expect(try await titles("calendar") == ["Family", "Garden"])
            #expect(try await titles("colour") == ["green-3", "yellow-3"], "the default day count")
            // Bad form values are refused with a message, not ignored.
            let bad = try await client.execute(
                uri: "/api/instances/\(id)/configuration/options/calendar?values=%5B1%5D", method: .get)
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("JSON object"), "\(bad.text)")
        }
        // Outside a form's request nothing is configured: the dependency reads nil.
        #expect(try await CalendarQuery().suggestedEntities().isEmpty)
        #expect(AgendaColourOptions().agenda == nil)
    }

    @Test("An Intents widget: the INExtension's dynamic options (in sections) and defaults, then the provider gets the typed intent")
    func intentsEndToEnd() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { _, client in
            let id = try await client.placedID("Pizza", "systemLarge")
            let values = try #require(try await Self.configuration(client, id)["values"] as? [String: Any])
            #expect(values["topping"] as? String == "cheese")
            #expect(values["extraCheese"] as? Bool == false)
            #expect((values["teams"] as? [[String: Any]])?.first?["identifier"] as? String == "wolves", "defaultTeams(for:)")
            #expect(try await eventually { ReceivedConfigurations.contains("Pizza", "topping=1 extraCheese=false teams=Wolves@Oslo") })

            let options = try await client.execute(uri: "/api/instances/\(id)/configuration/options/teams", method: .get).json()
            let list = try #require(options["options"] as? [[String: Any]])
            #expect(list.map { $0["id"] as? String } == ["bears", "wolves", "sharks"])
            #expect(list.map { $0["section"] as? String } == ["North", "North", "South"])

            let saved = try await Self.put(client, id, #"{"topping": "olives", "extraCheese": true, "teams": ["sharks", "bears"]}"#)
            #expect(saved.status == .ok, "\(saved.text)")
            // The custom type's properties come from the handler's objects, not from the client.
            #expect(try await eventually {
                ReceivedConfigurations.contains("Pizza", "topping=2 extraCheese=true teams=Sharks@Lima,Bears@Chicago")
            })
            #expect(try await eventually { try await Self.html(client, id).contains("teams=Sharks@Lima,Bears@Chicago") })
            #expect(try await Self.html(client, id).contains("topping=2"))

            let refused = try await Self.put(client, id, #"{"teams": ["dragons"]}"#)
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("'dragons' is not one of the options of 'Teams'"))
            let tooMany = try await Self.put(client, id, #"{"teams": ["sharks", "bears", "wolves"]}"#)
            #expect(tooMany.status == .badRequest)
        }
    }

    @Test("A static widget has nothing to configure")
    func staticWidget() async throws {
        try await withHomeScreen { _, client in
            let id = try await client.placedID("Counter", "systemSmall")
            let response = try await client.execute(uri: "/api/instances/\(id)/configuration", method: .get)
            #expect(response.status == .badRequest)
            #expect(response.text.contains("nothing to configure"))
            let unknown = try await client.execute(uri: "/api/instances/nope/configuration", method: .get)
            #expect(unknown.status == .notFound)
        }
    }

    @Test("A configuration survives a restart, and the provider gets it again")
    func survivesRestart() async throws {
        let registry = await Self.registry()
        try await withTemporaryDirectory { directory in
            let id = try await withHomeScreen(directory: directory, registry: registry) { _, client in
                let id = try await client.placedID("Sky", "systemSmall")
                let response = try await Self.put(client, id, #"{"planet": "mercury", "city": "tokyo"}"#)
                #expect(response.status == .ok)
                return id
            }
            try await withHomeScreen(directory: directory, registry: registry) { _, client in
                let values = try #require(try await Self.configuration(client, id)["values"] as? [String: Any])
                #expect(values["planet"] as? String == "mercury")
                #expect(try await eventually { try await Self.html(client, id).contains("planet=mercury") })
                #expect(try await eventually { try await Self.html(client, id).contains("city=Tokyo") })
            }
        }
    }

    @Test("currentConfigurations() reports each widget's kind, family and typed configuration")
    func currentConfigurations() async throws {
        let registry = await Self.registry()
        try await withHomeScreen(registry: registry) { runtime, client in
            let sky = try await client.placedID("Sky", "systemMedium")
            let pizza = try await client.placedID("Pizza", "systemSmall")
            _ = try await Self.put(client, sky, #"{"planet": "venus", "city": "lima"}"#)
            _ = try await Self.put(client, pizza, #"{"topping": "olives"}"#)
            let infos = try await runtime.scheduler.currentConfigurations()
            let skyInfo = try #require(infos.first { $0.kind == "Sky" })
            #expect(skyInfo.family == .systemMedium)
            let intent = try #require(skyInfo.widgetConfigurationIntent(of: SkyIntent.self))
            #expect(intent.planet == .venus && intent.city?.name == "Lima")
            let pizzaInfo = try #require(infos.first { $0.kind == "Pizza" })
            #expect((pizzaInfo.configuration as? PizzaIntent)?.topping == .olives)
            #expect(pizzaInfo.widgetConfigurationIntent(of: SkyIntent.self) == nil)
        }
    }
}
