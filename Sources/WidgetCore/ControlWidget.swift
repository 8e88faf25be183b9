public import AppIntents
public import ViewCore
import WidgetKitSupport

// iOS 18 controls: Control Center, Lock Screen and Action button buttons and toggles. A Linux
// home screen has none of those places, so a control compiles — in its own file or inside a
// `WidgetBundle` next to widgets — and the host lists only the widgets. The declarations follow
// Apple's; the templates keep what they were given so tests and tools can read it.

/// The configuration and content of a control: SwiftUI's `ControlWidget` (iOS 18).
///
/// ```swift
/// struct TimerToggle: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "com.example.timer", provider: TimerValueProvider()) { isRunning in
///             ControlWidgetToggle("Timer", isOn: isRunning, action: ToggleTimerIntent()) { isOn in
///                 Label(isOn ? "On" : "Off", systemImage: "timer")
///             }
///         }
///         .displayName("Timer")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The type of configuration representing the content of the control.
    associatedtype Body: ControlWidgetConfiguration

    /// Creates a control; the host instantiates controls through this initializer.
    init()

    /// The content and behavior of the control.
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
}

/// A type that describes a control's content: SwiftUI's `ControlWidgetConfiguration`.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// The type of control configuration representing the body of this configuration.
    associatedtype Body: ControlWidgetConfiguration

    /// The content and behavior of this configuration.
    @ControlWidgetConfigurationBuilder var body: Self.Body { get }
}

/// A template that renders a control (a button or a toggle): SwiftUI's `ControlWidgetTemplate`.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The type of template representing the body of this template.
    associatedtype Body: ControlWidgetTemplate

    /// The content of this template.
    @ControlWidgetTemplateBuilder var body: Self.Body { get }
}

extension Never: ControlWidgetConfiguration, ControlWidgetTemplate {}

/// Builds a control's body: SwiftUI's `ControlWidgetConfigurationBuilder`.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    /// Passes a single control configuration through unmodified.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// Builds a control's template: SwiftUI's `ControlWidgetTemplateBuilder`.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// Passes a single template through unmodified.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ControlWidgetTemplate, FalseContent: ControlWidgetTemplate>(
        first: TrueContent
    ) -> _ConditionalControlWidgetTemplate<TrueContent, FalseContent> {
        _ConditionalControlWidgetTemplate(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: ControlWidgetTemplate, FalseContent: ControlWidgetTemplate>(
        second: FalseContent
    ) -> _ConditionalControlWidgetTemplate<TrueContent, FalseContent> {
        _ConditionalControlWidgetTemplate(storage: .falseContent(second))
    }
    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// The result of an `if`/`else` in a `ControlWidgetTemplateBuilder`; not for direct use.
public struct _ConditionalControlWidgetTemplate<TrueContent: ControlWidgetTemplate, FalseContent: ControlWidgetTemplate> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

// The conformance is in an extension, so the type is not isolated: the builder makes it.
extension _ConditionalControlWidgetTemplate: ControlWidgetTemplate {
    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("_ConditionalControlWidgetTemplate has no body") }
}

// MARK: - Value providers

/// Provides the value a control shows: WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider {
    /// The type of value provided to the template.
    associatedtype Value

    /// A value to show while the control is previewed.
    var previewValue: Self.Value { get }
    /// The control's current value.
    func currentValue() async throws -> Self.Value
}

/// Provides the value a configurable control shows: WidgetKit's `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider {
    /// The type of value provided to the template.
    associatedtype Value
    /// The intent carrying the control's configuration.
    associatedtype Configuration: ControlConfigurationIntent

    /// A value to show while the control is previewed.
    func previewValue(configuration: Self.Configuration) -> Self.Value
    /// The control's current value.
    func currentValue(configuration: Self.Configuration) async throws -> Self.Value
}

// MARK: - Configurations

/// A control with no options a person sets: WidgetKit's `StaticControlConfiguration`.
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String
    let templates: ControlTemplates<Content>

    /// A control whose template needs no value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind
        templates = ControlTemplates(preview: { content() }, current: { content() })
    }

    /// A control whose template shows the value `provider` gives.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
        let box = UncheckedSendable(provider)
        // The provider is asked outside the main actor, as WidgetKit asks it in the extension.
        let value = ControlValueFetch.current(of: box)
        templates = ControlTemplates(preview: { content(box.value.previewValue) },
                                     current: { content(try await value().value) })
    }

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("StaticControlConfiguration has no body") }
}

/// A control a person configures with an intent: WidgetKit's `AppIntentControlConfiguration`.
/// The host shows it with the intent's default values.
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String
    let templates: ControlTemplates<Content>

    /// A control whose template shows the value `provider` prepares from the configuration.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {
        self.kind = kind
        let box = UncheckedSendable(provider)
        let value = ControlValueFetch.current(of: box)
        templates = ControlTemplates(preview: { content(box.value.previewValue(configuration: Configuration())) },
                                     current: { content(try await value().value) })
    }

    /// A control whose template reads the configuration directly.
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        self.kind = kind
        templates = ControlTemplates(preview: { content(Configuration()) }, current: { content(Configuration()) })
    }

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("AppIntentControlConfiguration has no body") }
}

/// Asks value providers for their current value, off the main actor.
nonisolated enum ControlValueFetch {
    /// `provider`'s `currentValue()`.
    static func current<Provider: ControlValueProvider>(
        of provider: UncheckedSendable<Provider>
    ) -> @Sendable () async throws -> UncheckedSendable<Provider.Value> {
        erased { try await provider.value.currentValue() }
    }

    /// `provider`'s `currentValue(configuration:)` for the intent's default configuration.
    static func current<Provider: AppIntentControlValueProvider>(
        of provider: UncheckedSendable<Provider>
    ) -> @Sendable () async throws -> UncheckedSendable<Provider.Value> {
        erased { try await provider.value.currentValue(configuration: Provider.Configuration()) }
    }

    /// `call` as a sendable closure; only the box crosses (the provider is only used from the task
    /// that asks it).
    private static func erased<Value>(
        _ call: @escaping () async throws -> Value
    ) -> @Sendable () async throws -> UncheckedSendable<Value> {
        let box = UncheckedSendable(call)
        return { UncheckedSendable(try await box.value()) }
    }
}

/// How a configuration makes its template: for the preview value, and for the current value
/// (asked of the value provider).
@MainActor
struct ControlTemplates<Content: ControlWidgetTemplate> {
    let preview: @MainActor () -> Content
    let current: @MainActor () async throws -> Content
}

/// A control configuration with a modifier applied (name, description, prompts).
@MainActor @preconcurrency
public struct _ModifiedControlWidgetConfiguration<Content: ControlWidgetConfiguration>: ControlWidgetConfiguration {
    let content: Content
    let displayName: Text?
    let description: Text?

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("_ModifiedControlWidgetConfiguration has no body") }
}

/// What the host reads of a control's configuration.
@MainActor
package protocol PrimitiveControlWidgetConfiguration {
    /// The control's kind.
    var controlKind: String { get }
    /// The name given with `displayName(_:)`.
    var controlDisplayName: Text? { get }
    /// The description given with `description(_:)`.
    var controlDescription: Text? { get }
    /// The template for the provider's preview value.
    func previewTemplate() -> ControlTemplateContent
    /// The template for the provider's current value.
    func currentTemplate() async throws -> ControlTemplateContent
}

extension StaticControlConfiguration: PrimitiveControlWidgetConfiguration {
    package var controlKind: String { kind }
    package var controlDisplayName: Text? { nil }
    package var controlDescription: Text? { nil }
    package func previewTemplate() -> ControlTemplateContent { ControlTemplateContent(templates.preview()) }
    package func currentTemplate() async throws -> ControlTemplateContent { ControlTemplateContent(try await templates.current()) }
}

extension AppIntentControlConfiguration: PrimitiveControlWidgetConfiguration {
    package var controlKind: String { kind }
    package var controlDisplayName: Text? { nil }
    package var controlDescription: Text? { nil }
    package func previewTemplate() -> ControlTemplateContent { ControlTemplateContent(templates.preview()) }
    package func currentTemplate() async throws -> ControlTemplateContent { ControlTemplateContent(try await templates.current()) }
}

extension _ModifiedControlWidgetConfiguration: PrimitiveControlWidgetConfiguration {
    private var inner: any PrimitiveControlWidgetConfiguration {
        guard let inner = content as? any PrimitiveControlWidgetConfiguration else {
            return ControlConfigurationBody(content: content)
        }
        return inner
    }
    package var controlKind: String { inner.controlKind }
    package var controlDisplayName: Text? { displayName ?? inner.controlDisplayName }
    package var controlDescription: Text? { description ?? inner.controlDescription }
    package func previewTemplate() -> ControlTemplateContent { inner.previewTemplate() }
    package func currentTemplate() async throws -> ControlTemplateContent { try await inner.currentTemplate() }
}

/// A configuration of the app's own type (its `body` is the primitive one), read through its body.
@MainActor
struct ControlConfigurationBody<Content: ControlWidgetConfiguration>: PrimitiveControlWidgetConfiguration {
    let content: Content
    private var primitive: any PrimitiveControlWidgetConfiguration { ControlDescriptor.primitive(of: content) }
    var controlKind: String { primitive.controlKind }
    var controlDisplayName: Text? { primitive.controlDisplayName }
    var controlDescription: Text? { primitive.controlDescription }
    func previewTemplate() -> ControlTemplateContent { primitive.previewTemplate() }
    func currentTemplate() async throws -> ControlTemplateContent { try await primitive.currentTemplate() }
}

extension ControlWidgetConfiguration {
    private func modified(displayName: Text? = nil, description: Text? = nil) -> _ModifiedControlWidgetConfiguration<Self> {
        _ModifiedControlWidgetConfiguration(content: self, displayName: displayName, description: description)
    }

    /// Sets the control's name shown in the controls gallery.
    public func displayName(_ displayName: Text) -> some ControlWidgetConfiguration { modified(displayName: displayName) }
    /// Sets the control's name shown in the controls gallery.
    public func displayName(_ displayNameKey: LocalizedStringKey) -> some ControlWidgetConfiguration {
        modified(displayName: Text(displayNameKey))
    }
    /// Sets the control's name shown in the controls gallery.
    @_disfavoredOverload
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified(displayName: Text(displayName))
    }
    /// Sets the control's name shown in the controls gallery.
    @_disfavoredOverload
    public func displayName<S: StringProtocol>(_ displayName: S) -> some ControlWidgetConfiguration {
        modified(displayName: Text(displayName))
    }

    /// Sets the control's description shown in the controls gallery.
    public func description(_ description: Text) -> some ControlWidgetConfiguration { modified(description: description) }
    /// Sets the control's description shown in the controls gallery.
    public func description(_ descriptionKey: LocalizedStringKey) -> some ControlWidgetConfiguration {
        modified(description: Text(descriptionKey))
    }
    /// Sets the control's description shown in the controls gallery.
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified(description: Text(description))
    }
    /// Sets the control's description shown in the controls gallery.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some ControlWidgetConfiguration {
        modified(description: Text(description))
    }

    /// Asks a person to configure the control when they add it.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { modified() }
}

// MARK: - Templates

/// The default label shown while a control button's action runs: WidgetKit's `ControlWidgetButtonDefaultActionLabel`.
@MainActor @preconcurrency
public struct ControlWidgetButtonDefaultActionLabel: View {
    nonisolated init() {}
    /// Nothing: the control keeps its label while the action runs.
    public var body: some View { EmptyView() }
}

/// The default "On"/"Off" value label of a control toggle: WidgetKit's `ControlWidgetToggleDefaultLabel`.
@MainActor @preconcurrency
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    nonisolated init(isOn: Bool) { self.isOn = isOn }
    /// "On" or "Off".
    public var body: some View { Text(isOn ? "On" : "Off") }
}

/// A control that performs an action: WidgetKit's `ControlWidgetButton`.
@MainActor @preconcurrency
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    /// The action the button performs.
    public let action: Action
    let label: () -> Label
    let actionLabel: (Bool) -> ActionLabel

    /// A button with a label.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) where ActionLabel == ControlWidgetButtonDefaultActionLabel {
        self.action = action
        self.label = label
        actionLabel = { _ in ControlWidgetButtonDefaultActionLabel() }
    }

    /// A button with a label and a label shown while its action runs.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        self.action = action
        self.label = label
        self.actionLabel = actionLabel
    }

    /// A button titled with a string.
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Label == Text {
        let text = Text(title)
        self.init(action: action, label: { text }, actionLabel: actionLabel)
    }

    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Label == Text {
        let text = Text(titleKey)
        self.init(action: action, label: { text }, actionLabel: actionLabel)
    }

    /// A button titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Label == Text {
        let text = Text(titleResource)
        self.init(action: action, label: { text }, actionLabel: actionLabel)
    }

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("ControlWidgetButton has no body") }
}

/// A control with an on and an off state: WidgetKit's `ControlWidgetToggle`.
@MainActor @preconcurrency
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate where Action.ValueType == Bool {
    /// The toggle's current state.
    public let isOn: Bool
    /// The action that sets the state.
    public let action: Action
    let label: () -> Label
    let valueLabel: (Bool) -> ValueLabel

    /// A toggle with a label and the default "On"/"Off" value label.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label) where ValueLabel == ControlWidgetToggleDefaultLabel {
        self.init(isOn: isOn, action: action, label: label, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) })
    }

    /// A toggle with a label and a value label.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {
        self.isOn = isOn
        self.action = action
        self.label = label
        self.valueLabel = valueLabel
    }

    /// A toggle titled with a string.
    public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Label == Text {
        let text = Text(title)
        self.init(isOn: isOn, action: action, label: { text }, valueLabel: valueLabel)
    }

    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Label == Text {
        let text = Text(titleKey)
        self.init(isOn: isOn, action: action, label: { text }, valueLabel: valueLabel)
    }

    /// A toggle titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Label == Text {
        let text = Text(titleResource)
        self.init(isOn: isOn, action: action, label: { text }, valueLabel: valueLabel)
    }

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("ControlWidgetToggle has no body") }
}

extension ControlWidgetTemplate {
    /// Sets the control's tint colour: the fill of its symbol's circle while a toggle is on.
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { _TintedControlWidgetTemplate(content: self, tint: tint) }
}

/// A control template with a tint; not for direct use.
@MainActor @preconcurrency
public struct _TintedControlWidgetTemplate<Content: ControlWidgetTemplate>: ControlWidgetTemplate {
    let content: Content
    let tint: Color?

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("_TintedControlWidgetTemplate has no body") }
}

// MARK: - What the host reads of a template

/// A template the host reads directly.
@MainActor
protocol PrimitiveControlWidgetTemplate {
    /// The parts of the template, as the host shows them.
    var templateContent: ControlTemplateContent { get }
}

extension ControlWidgetButton: PrimitiveControlWidgetTemplate {
    var templateContent: ControlTemplateContent {
        ControlTemplateContent(isToggle: false, isOn: false, label: ControlLabelParts(label()), valueLabel: nil,
                               action: ControlIntent(action))
    }
}

extension ControlWidgetToggle: PrimitiveControlWidgetTemplate {
    var templateContent: ControlTemplateContent {
        let valueLabel = valueLabel
        return ControlTemplateContent(isToggle: true, isOn: isOn, label: ControlLabelParts(label()),
                                      valueLabel: ControlLabelParts(valueLabel(isOn)), action: ControlIntent(action),
                                      valueLabelForState: { ControlLabelParts(valueLabel($0)) })
    }
}

extension _TintedControlWidgetTemplate: PrimitiveControlWidgetTemplate {
    var templateContent: ControlTemplateContent {
        var content = ControlTemplateContent(self.content)
        // The outermost tint wins, as with SwiftUI's environment.
        if let tint { content.tint = tint }
        return content
    }
}

extension _ConditionalControlWidgetTemplate: PrimitiveControlWidgetTemplate {
    var templateContent: ControlTemplateContent {
        switch storage {
        case .trueContent(let content): ControlTemplateContent(content)
        case .falseContent(let content): ControlTemplateContent(content)
        }
    }
}

extension View {
    /// What a control's action does, for VoiceOver and the Action button ("Start", "Unlock").
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    /// What a control's action does, from a localized key.
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// What a control's action does, from a localized string resource.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }
    /// What a control's action does, from a string.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// A status a control shows briefly after its action.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
    /// A status a control shows briefly after its action, from a localized key.
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }
    /// A status a control shows briefly after its action, from a localized string resource.
    @_disfavoredOverload
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { self }
    /// A status a control shows briefly after its action, from a string.
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { self }
}

// MARK: - In a widget bundle

/// A control inside a `WidgetBundle`'s body: it declares no widget.
struct _ControlWidgetInBundle<Control: ControlWidget> {}

// The conformance is in an extension, so the type is not isolated: the builder makes it.
extension _ControlWidgetInBundle: Widget, PrimitiveWidget {
    var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    /// Declares no widget; records the control (``ControlRecorder``).
    func collectDescriptors(into descriptors: inout [WidgetDescriptor]) {
        ControlRecorder.record(ControlDescriptor(Control()))
    }
}

extension WidgetBundleBuilder {
    /// A control in a widget bundle (iOS 18): shown in the home screen's Control Center.
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget {
        _ControlWidgetInBundle<Content>()
    }
}
