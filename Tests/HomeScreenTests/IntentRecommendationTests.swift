import ConfigurationSchema
import Foundation
import Intents
import Testing
import ViewCore
import WidgetCore

/// A SiriKit provider that recommends two pizzas, as a watchOS-minded extension writes it.
private struct RecommendingPizzaProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SummaryEntry { SummaryEntry(date: Date(), summary: "placeholder") }

    func getSnapshot(for configuration: PizzaIntent, in context: Context, completion: @escaping (SummaryEntry) -> ()) {
        completion(SummaryEntry(date: Date(), summary: configuration.summary))
    }

    func getTimeline(for configuration: PizzaIntent, in context: Context, completion: @escaping (Timeline<SummaryEntry>) -> ()) {
        completion(Timeline(entries: [SummaryEntry(date: Date(), summary: configuration.summary)], policy: .never))
    }

    func recommendations() -> [IntentRecommendation<PizzaIntent>] {
        let olives = PizzaIntent()
        olives.topping = .olives
        let cheesy = PizzaIntent()
        cheesy.extraCheese = NSNumber(value: true)
        let name = String("Extra cheese")
        return [IntentRecommendation(intent: olives, description: "Olives"),
                IntentRecommendation(intent: cheesy, description: name)]
    }
}

/// A provider that recommends nothing: the default.
private struct PlainPizzaProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SummaryEntry { SummaryEntry(date: Date(), summary: "placeholder") }
    func getSnapshot(for configuration: PizzaIntent, in context: Context, completion: @escaping (SummaryEntry) -> ()) {
        completion(placeholder(in: context))
    }
    func getTimeline(for configuration: PizzaIntent, in context: Context, completion: @escaping (Timeline<SummaryEntry>) -> ()) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

@MainActor
@Suite("SiriKit intent recommendations")
struct IntentRecommendationTests {
    @Test("An IntentTimelineProvider's recommendations reach the widget's descriptor with their configurations")
    func recommendations() throws {
        let configuration = IntentConfiguration(kind: "RecommendedPizza", intent: PizzaIntent.self, provider: RecommendingPizzaProvider()) {
            SummaryView(entry: $0)
        }
        let descriptor = try #require(configuration.makeDescriptors().first)
        #expect(descriptor.recommendations.count == 2)
        #expect(descriptor.recommendations.first?.description.plainString == "Olives")
        #expect(descriptor.recommendations.first?.configuration["topping"] == .string("olives"),
            "\(String(describing: descriptor.recommendations.first?.configuration))")
        #expect(descriptor.recommendations.last?.description.plainString == "Extra cheese", "a String description")
        #expect(descriptor.recommendations.last?.configuration["extraCheese"] == .bool(true))
        let plain = IntentConfiguration(kind: "PlainPizza", intent: PizzaIntent.self, provider: PlainPizzaProvider()) {
            SummaryView(entry: $0)
        }
        #expect(plain.makeDescriptors().first?.recommendations.isEmpty == true, "none by default")
    }
}
