import WidgetKitSupport
import AppIntents
import ConfigurationSchema
import Foundation
import Intents
import Logging

extension AnyTimelineProvider {
    /// Wraps an `IntentTimelineProvider`: each call gets an intent holding the placed widget's
    /// configuration (JSON), or the definition's defaults.
    package init<Provider: IntentTimelineProvider>(intentProvider provider: Provider) {
        self.init(erased: UncheckedSendable(TypedIntentProvider(provider: provider)))
    }

    /// Wraps an `AppIntentTimelineProvider`. Entity parameters are found through their query
    /// first; if that fails, the intent's defaults are used and the error is logged.
    package init<Provider: AppIntentTimelineProvider>(appIntentProvider provider: Provider) {
        self.init(erased: UncheckedSendable(TypedAppIntentProvider(provider: provider)))
    }

    /// The closures over a provider behind an existential, so they capture no generic type.
    private init(erased box: UncheckedSendable<any ErasedConfigurableProvider>) {
        self.init(
            placeholder: { context, _ in box.value.placeholder(in: context) },
            snapshot: { context, configuration, completion in
                box.value.snapshot(in: context, configuration: configuration, completion: completion)
            },
            timeline: { context, configuration, completion in
                box.value.timeline(in: context, configuration: configuration, completion: completion)
            })
    }
}

private protocol ErasedConfigurableProvider {
    func placeholder(in context: TimelineProviderContext) -> AnyEntry
    func snapshot(in context: TimelineProviderContext, configuration: Data?, completion: @escaping @Sendable (AnyEntry) -> Void)
    func timeline(in context: TimelineProviderContext, configuration: Data?, completion: @escaping @Sendable (AnyTimeline) -> Void)
}

private struct TypedIntentProvider<Provider: IntentTimelineProvider>: ErasedConfigurableProvider {
    let provider: Provider

    func placeholder(in context: TimelineProviderContext) -> AnyEntry {
        AnyEntry(provider.placeholder(in: context))
    }

    func snapshot(in context: TimelineProviderContext, configuration: Data?, completion: @escaping @Sendable (AnyEntry) -> Void) {
        let intent = Provider.Intent.make(from: WidgetConfigurationSupport.object(from: configuration))
        provider.getSnapshot(for: intent, in: context, completion: ErasingIntentCompletion<Provider.Entry>(completion).entry)
    }

    func timeline(in context: TimelineProviderContext, configuration: Data?, completion: @escaping @Sendable (AnyTimeline) -> Void) {
        let intent = Provider.Intent.make(from: WidgetConfigurationSupport.object(from: configuration))
        provider.getTimeline(for: intent, in: context, completion: ErasingIntentCompletion<Provider.Entry>(completion).timeline)
    }
}

/// An async provider behind an existential, so the tasks that call it capture no generic type.
private protocol AsyncConfigurableProvider {
    func snapshot(in context: TimelineProviderContext, configuration: Data?) async -> AnyEntry
    func timeline(in context: TimelineProviderContext, configuration: Data?) async -> AnyTimeline
}

private func startSnapshot(
    _ box: UncheckedSendable<any AsyncConfigurableProvider>, context: TimelineProviderContext, configuration: Data?,
    completion: @escaping @Sendable (AnyEntry) -> Void
) {
    Task { completion(await box.value.snapshot(in: context, configuration: configuration)) }
}

private func startTimeline(
    _ box: UncheckedSendable<any AsyncConfigurableProvider>, context: TimelineProviderContext, configuration: Data?,
    completion: @escaping @Sendable (AnyTimeline) -> Void
) {
    Task { completion(await box.value.timeline(in: context, configuration: configuration)) }
}

private struct TypedAppIntentProvider<Provider: AppIntentTimelineProvider>: ErasedConfigurableProvider, AsyncConfigurableProvider {
    let provider: Provider

    func placeholder(in context: TimelineProviderContext) -> AnyEntry {
        AnyEntry(provider.placeholder(in: context))
    }

    func snapshot(in context: TimelineProviderContext, configuration: Data?, completion: @escaping @Sendable (AnyEntry) -> Void) {
        startSnapshot(UncheckedSendable(self), context: context, configuration: configuration, completion: completion)
    }

    func timeline(in context: TimelineProviderContext, configuration: Data?, completion: @escaping @Sendable (AnyTimeline) -> Void) {
        startTimeline(UncheckedSendable(self), context: context, configuration: configuration, completion: completion)
    }

    func snapshot(in context: TimelineProviderContext, configuration: Data?) async -> AnyEntry {
        let intent = await intent(from: configuration)
        return AnyEntry(await provider.snapshot(for: intent.value, in: context))
    }

    func timeline(in context: TimelineProviderContext, configuration: Data?) async -> AnyTimeline {
        let intent = await intent(from: configuration)
        return AnyTimeline(await provider.timeline(for: intent.value, in: context))
    }

    private func intent(from configuration: Data?) async -> UncheckedSendable<Provider.Intent> {
        do {
            return UncheckedSendable(try await Provider.Intent.make(from: WidgetConfigurationSupport.object(from: configuration)))
        } catch {
            Logger(label: "WidgetKitLinux.WidgetCore").error(
                "Could not read the configuration of \(Provider.Intent.self): \(error); using its defaults")
            return UncheckedSendable(Provider.Intent())
        }
    }
}

/// Erases what an intent provider hands its completion.
private final class ErasingIntentCompletion<Entry: TimelineEntry>: Sendable {
    private let entryCompletion: (@Sendable (AnyEntry) -> Void)?
    private let timelineCompletion: (@Sendable (AnyTimeline) -> Void)?

    init(_ completion: @escaping @Sendable (AnyEntry) -> Void) {
        entryCompletion = completion
        timelineCompletion = nil
    }

    init(_ completion: @escaping @Sendable (AnyTimeline) -> Void) {
        entryCompletion = nil
        timelineCompletion = completion
    }

    func entry(_ entry: Entry) { entryCompletion?(AnyEntry(entry)) }
    func timeline(_ timeline: Timeline<Entry>) { timelineCompletion?(AnyTimeline(timeline)) }
}
