public import ViewCore

/// How an `Image` is drawn when the widget is rendered in the ``WidgetRenderingMode/accented``
/// mode: WidgetKit's `WidgetAccentedRenderingMode`.
///
/// ```swift
/// Image("cat_full")
///     .resizable()
///     .widgetAccentedRenderingMode(.fullColor)
/// ```
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let rendering: AccentedImageRendering

    /// In the accented group: equivalent to `widgetAccentable()` on the image.
    public static let accented = WidgetAccentedRenderingMode(rendering: .accented)
    /// The image's luminance becomes its opacity, in the colour of the default group.
    public static let desaturated = WidgetAccentedRenderingMode(rendering: .desaturated)
    /// The image's luminance becomes its opacity, in the colour of the accent group.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(rendering: .accentedDesaturated)
    /// The image at full colour, unchanged.
    public static let fullColor = WidgetAccentedRenderingMode(rendering: .fullColor)
}

extension Image {
    /// How to render this image in the ``WidgetRenderingMode/accented`` mode (`nil`: as the
    /// group it is in). Other modes draw it as they draw everything else.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        accentedImageRendering(renderingMode?.rendering)
    }
}
