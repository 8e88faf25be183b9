public import ViewCore

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static let defaultValue = WidgetRenderingMode.fullColor
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
    /// The family of the widget being rendered: `@Environment(\.widgetFamily) var family`.
    ///
    /// The host sets it for each render; previews and tests may set it too, as they do on iOS:
    /// `SmallView().environment(\.widgetFamily, .systemSmall)`.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// The widget's rendering mode, based on where it is displayed.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background appears in this context.
    public var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// The content margins of the widget in its current context (16 points on the Home Screen).
    ///
    /// With `contentMarginsDisabled()`, apply them selectively:
    /// `.padding(.leading, widgetContentMargins.leading)`.
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}
