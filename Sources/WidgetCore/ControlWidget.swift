public import AppIntents
public import ViewCore

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
    let content: @MainActor () async -> Content?

    /// A control whose template needs no value.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind
        self.content = { content() }
    }

    /// A control whose template shows the value `provider` gives.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
        self.content = { content(provider.previewValue) }
    }

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("StaticControlConfiguration has no body") }

    /// The template for the provider's preview value.
    package func previewTemplate() async -> Any? { await content() }
    package var controlKind: String { kind }
    package var controlDisplayName: Text? { nil }
}

/// A control a person configures with an intent: WidgetKit's `AppIntentControlConfiguration`.
@MainActor @preconcurrency
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String
    let content: @MainActor () async -> Content?

    /// A control whose template shows the value `provider` prepares from the configuration.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {
        self.kind = kind
        self.content = { content(provider.previewValue(configuration: Configuration())) }
    }

    /// A control whose template reads the configuration directly.
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        self.kind = kind
        self.content = { content(Configuration()) }
    }

    /// A primitive: the host reads it directly, never its body.
    public var body: Never { fatalError("AppIntentControlConfiguration has no body") }

    /// The template for the default configuration's preview value.
    package func previewTemplate() async -> Any? { await content() }
    package var controlKind: String { kind }
    package var controlDisplayName: Text? { nil }
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

/// What tools and tests read of a control's configuration.
@MainActor
package protocol PrimitiveControlWidgetConfiguration {
    /// The control's kind.
    var controlKind: String { get }
    /// The name given with `displayName(_:)`.
    var controlDisplayName: Text? { get }
    /// The template for the preview value.
    func previewTemplate() async -> Any?
}

extension StaticControlConfiguration: PrimitiveControlWidgetConfiguration {}
extension AppIntentControlConfiguration: PrimitiveControlWidgetConfiguration {}

extension _ModifiedControlWidgetConfiguration: PrimitiveControlWidgetConfiguration {
    private var inner: (any PrimitiveControlWidgetConfiguration)? { content as? any PrimitiveControlWidgetConfiguration }
    package var controlKind: String { inner?.controlKind ?? "" }
    package var controlDisplayName: Text? { displayName ?? inner?.controlDisplayName }
    package func previewTemplate() async -> Any? { await inner?.previewTemplate() }
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

    /// The state shown (for tools and tests).
    package var controlIsOn: Bool { isOn }
    /// The value label for the current state.
    package var currentValueLabel: ValueLabel { valueLabel(isOn) }
}

extension ControlWidgetTemplate {
    /// Sets the control's tint colour.
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
}

extension View {
    /// What a control's action does, for VoiceOver and the Action button ("Start", "Unlock").
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    /// What a control's action does, from a localized key.
    public func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// What a control's action does, from a string.
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// A status a control shows briefly after its action.
    public func controlWidgetStatus(_ status: Text) -> some View { self }
    /// A status a control shows briefly after its action, from a localized key.
    public func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }
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
    func collectDescriptors(into descriptors: inout [WidgetDescriptor]) {}
}

extension WidgetBundleBuilder {
    /// A control in a widget bundle (iOS 18): it compiles; the Linux host shows widgets only.
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget {
        _ControlWidgetInBundle<Content>()
    }
}
