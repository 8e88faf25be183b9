import WidgetKitSupport
package import ConfigurationSchema
package import Foundation
package import ViewCore
import Logging
import WidgetResources

/// Everything the host knows about one kind of widget: its gallery information and erased
/// calls into its provider and content closure.
///
/// Built from the user's `Widget` declarations (see `descriptors(in:)`); `Sendable`, so the
/// scheduler and the HTTP host can share it across threads. Only `view(for:)` runs on the
/// main actor, like every view.
package struct WidgetDescriptor: Sendable {
    /// The widget's `kind` string.
    package var kind: String
    /// `configurationDisplayName(_:)`, or empty.
    package var displayName: String
    /// `description(_:)`, or empty.
    package var description: String
    /// The display name as declared (a localized key or verbatim text), for other languages.
    package var displayNameText: Text?
    /// The description as declared.
    package var descriptionText: Text?
    /// `supportedFamilies(_:)`, or the Home Screen families of an iPhone.
    package var supportedFamilies: [WidgetFamily]
    /// `contentMarginsDisabled()` was applied.
    package var contentMarginsDisabled: Bool
    /// `containerBackgroundRemovable(_:)`; `true` by default.
    package var containerBackgroundRemovable: Bool
    /// How the widget is configured by the person placing it.
    package var configurationKind: WidgetConfigurationKind
    /// The erased timeline provider.
    package var provider: AnyTimelineProvider
    /// The erased content closure.
    package var content: WidgetContent
    /// For a configurable widget: how its configuration is described and decoded.
    package var configuration: WidgetConfigurationSupport?
    /// For a configurable widget: its parameters, options and defaults (set by the registry,
    /// which knows the bundle's Intents extension).
    package var configurationSchema: ConfigurationSchema?
    /// For an App Intent widget: the provider's `recommendations()`, preconfigured widgets the
    /// gallery offers (AppIntentRecommendation.swift).
    package var recommendations: [WidgetRecommendation] = []
    /// The app the widget comes from when the home screen hosts it from another bundle program
    /// (the gallery groups by it); `nil` for the serving bundle's own widgets.
    package var appName: String?
    /// A hosted widget's display name and description in each language its bundle has strings
    /// for (BCP 47 identifiers, `es`, `zh-Hans`): its extension resolved them, as the host has
    /// not its string tables. Empty for the serving bundle's own widgets.
    package var translations: [String: WidgetNames] = [:]
    /// Where the widget runs when that is another process (a hosted bundle's extension: set by
    /// WidgetHosting); `nil` for a widget of this process. Read it through WidgetRendering's
    /// `presenter(bundles:)`, the one place that decides where a widget is laid out and tapped.
    package var remotePresenter: (any RemoteWidgetPresenter)?
    /// Whether the widget is configured for push (`pushHandler(_:)`): a `content-changed` push
    /// to its app's token reloads it. A hosted widget has it from its extension's description.
    package var isPushEnabled = false
    /// The type `pushHandler(_:)` named, for a widget of this process (a hosted widget's handler
    /// is called in its extension).
    package var pushHandler: WidgetPushHandlerType?

    /// The families a widget supports when it does not say: the iPhone Home Screen families.
    package static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    package init(
        kind: String,
        displayName: String = "",
        description: String = "",
        supportedFamilies: [WidgetFamily] = WidgetDescriptor.defaultFamilies,
        contentMarginsDisabled: Bool = false,
        containerBackgroundRemovable: Bool = true,
        configurationKind: WidgetConfigurationKind = .static,
        provider: AnyTimelineProvider,
        content: WidgetContent
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
        self.configurationKind = configurationKind
        self.provider = provider
        self.content = content
    }
}

/// How a widget is configured.
package enum WidgetConfigurationKind: Hashable, Sendable {
    /// `StaticConfiguration`: nothing to configure.
    case `static`
    /// A configuration with user-editable parameters of the named type (an intent).
    case parameters(typeName: String)
}

/// The erased content closure of a widget: entry in, view out, on the main actor.
package struct WidgetContent: Sendable {
    private let make: @MainActor @Sendable (AnyEntry) -> AnyView?

    package init(_ make: @escaping @MainActor @Sendable (AnyEntry) -> AnyView?) {
        self.make = make
    }

    /// Wraps a typed content closure; an entry of another type yields `nil`.
    package init<Entry, Content: View>(_ content: @escaping (Entry) -> Content) {
        // The closure is only called on the main actor, where it was created.
        let box = UncheckedSendable<any ErasedWidgetContent>(TypedWidgetContent(content: content))
        make = { entry in box.value.view(for: entry) }
    }

    @MainActor
    package func view(for entry: AnyEntry) -> AnyView? {
        make(entry)
    }
}

/// A content closure behind an existential, so the `@Sendable` closure captures no generic type.
private protocol ErasedWidgetContent {
    @MainActor func view(for entry: AnyEntry) -> AnyView?
}

private struct TypedWidgetContent<Entry, Content: View>: ErasedWidgetContent {
    let content: (Entry) -> Content

    @MainActor
    func view(for entry: AnyEntry) -> AnyView? {
        guard let typed = entry.as(Entry.self) else { return nil }
        return AnyView(content(typed))
    }
}

private let descriptorLogger = Logger(label: "WidgetKitLinux.WidgetCore")

extension WidgetDescriptor {
    /// The placeholder entry, called synchronously as WidgetKit does.
    package func placeholder(in context: TimelineProviderContext, configuration: Data? = nil) -> AnyEntry {
        provider.placeholder(context, configuration)
    }

    /// A snapshot entry. Waits until the provider completes or the task is cancelled; a second
    /// completion is ignored.
    package func snapshot(in context: TimelineProviderContext, configuration: Data? = nil) async throws -> AnyEntry {
        try await OnceContinuation.value { completion in
            provider.snapshot(context, configuration, completion)
        }
    }

    /// A timeline. Waits until the provider completes or the task is cancelled; a second
    /// completion is ignored.
    package func timeline(in context: TimelineProviderContext, configuration: Data? = nil) async throws -> AnyTimeline {
        try await OnceContinuation.value { completion in
            provider.timeline(context, configuration, completion)
        }
    }

    /// A snapshot, or `ProviderTimeoutError` after `timeout`.
    package func snapshot(
        in context: TimelineProviderContext, configuration: Data? = nil, timeout: Duration
    ) async throws -> AnyEntry {
        try await withTimeout(timeout) { try await snapshot(in: context, configuration: configuration) }
    }

    /// A timeline, or `ProviderTimeoutError` after `timeout`.
    package func timeline(
        in context: TimelineProviderContext, configuration: Data? = nil, timeout: Duration
    ) async throws -> AnyTimeline {
        try await withTimeout(timeout) { try await timeline(in: context, configuration: configuration) }
    }

    private func withTimeout<Value: Sendable>(
        _ timeout: Duration, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let kind = kind
        return try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw ProviderTimeoutError(kind: kind, seconds: timeout.timeInterval)
            }
            defer { group.cancelAll() }
            guard let value = try await group.next() else { throw CancellationError() }
            return value
        }
    }

    /// The widget's view for `entry`, by calling the widget's content closure.
    ///
    /// An entry of the wrong type (a bug in the host) gives an empty view and an error log.
    @MainActor
    package func view(for entry: AnyEntry) -> AnyView {
        if let view = content.view(for: entry) { return view }
        descriptorLogger.error(
            "Widget '\(kind)' cannot show an entry of type \(type(of: entry.base)); showing nothing")
        return AnyView(EmptyView())
    }
}

/// A widget's display name and description in one language.
package struct WidgetNames: Sendable, Codable, Equatable {
    package var displayName: String
    package var description: String

    package init(displayName: String, description: String) {
        self.displayName = displayName
        self.description = description
    }
}

extension WidgetDescriptor {
    /// The display name in `locale`, from the bundles' `Localizable.strings` / `.xcstrings`
    /// (a hosted widget's from its ``translations``).
    package func localizedDisplayName(in locale: Locale, bundles: [Bundle]) -> String {
        if let names = translation(for: locale) { return names.displayName }
        guard let text = displayNameText else { return displayName }
        return text.string(localizer: LocalizationCatalog.catalog(for: bundles + [Bundle.main]).localizer(for: locale), locale: locale)
    }

    /// The description in `locale`.
    package func localizedDescription(in locale: Locale, bundles: [Bundle]) -> String {
        if let names = translation(for: locale) { return names.description }
        guard let text = descriptionText else { return description }
        return text.string(localizer: LocalizationCatalog.catalog(for: bundles + [Bundle.main]).localizer(for: locale), locale: locale)
    }

    /// The translation that best matches `locale`, most specific language first (as string
    /// tables are looked up: `es_MX` finds `es`, `zh_CN` finds `zh-Hans`); `nil` for none.
    package func translation(for locale: Locale) -> WidgetNames? {
        guard !translations.isEmpty else { return nil }
        return LocalizationCatalog.languageChain(for: locale).lazy.compactMap { translations[$0] }.first
    }
}
