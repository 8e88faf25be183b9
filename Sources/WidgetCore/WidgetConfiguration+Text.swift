public import ViewCore

extension WidgetConfiguration {
    /// Sets the localized name shown for a widget when someone adds or edits it.
    @MainActor @preconcurrency
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified(.displayName(Text(displayNameKey)))
    }

    /// Sets the name shown for a widget when someone adds or edits it, from a text view.
    @MainActor @preconcurrency
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified(.displayName(displayName))
    }

    /// Sets the localized description shown for a widget when someone adds or edits it.
    @MainActor @preconcurrency
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        modified(.description(Text(descriptionKey)))
    }

    /// Sets the description shown for a widget when someone adds or edits it, from a text view.
    @MainActor @preconcurrency
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified(.description(description))
    }
}
