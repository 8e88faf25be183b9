public import AppIntents
public import ViewCore

// Buttons and toggles that perform an App Intent (iOS 17 interactive widgets). They draw as
// any button or toggle does; the display list marks them with the intent's type name
// (`performs:<Intent>`) and a control id, by which the host gets the intent value back
// (`WidgetLayout.layout(for:entry:environment:bundles:)`) and performs it.

extension Button {
    /// Creates a button that performs an `AppIntent`.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: nil, performs: I.typeName, intent: intent, action: {}, label: label())
    }

    /// Creates a button with a role that performs an `AppIntent`.
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: role, performs: I.typeName, intent: intent, action: {}, label: label())
    }
}

extension Button where Label == Text {
    /// Creates a button that performs an `AppIntent`, titled with a localized key.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// Creates a button that performs an `AppIntent`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: AppIntent>(_ title: S, intent: I) {
        self.init(intent: intent) { Text(title) }
    }

    /// Creates a button with a role that performs an `AppIntent`, titled with a localized key.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: I) {
        self.init(role: role, intent: intent) { Text(titleKey) }
    }

    /// Creates a button with a role that performs an `AppIntent`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: AppIntent>(_ title: S, role: ButtonRole?, intent: I) {
        self.init(role: role, intent: intent) { Text(title) }
    }
}

extension Button where Label == ViewCore.Label<Text, Image> {
    /// Creates a button that performs an `AppIntent`, with a localized title and an SF Symbol.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { ViewCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button that performs an `AppIntent`, with a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, I: AppIntent>(_ title: S, systemImage: String, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { ViewCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button that performs an `AppIntent`, with a localized title and an asset catalog image.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { ViewCore.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// Creates a button that performs an `AppIntent`, with a string title and an asset catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol, I: AppIntent>(_ title: S, image: ImageResource, role: ButtonRole? = nil, intent: I) {
        self.init(role: role, intent: intent) { ViewCore.Label { Text(title) } icon: { Image(image) } }
    }
}

extension Toggle {
    /// Creates a toggle that performs an `AppIntent` when switched; `isOn` is its current state.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), performs: I.typeName, intent: intent, label: label())
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that performs an `AppIntent`, titled with a localized key.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// Creates a toggle that performs an `AppIntent`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, I: AppIntent>(_ title: S, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}
