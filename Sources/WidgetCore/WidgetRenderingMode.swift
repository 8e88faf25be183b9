/// How the system renders a widget: WidgetKit's `WidgetRenderingMode`.
///
/// Our home screen renders in `fullColor`; `accented` and `vibrant` are available for hosts
/// (lock-screen style pages) that tint or desaturate.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    private enum Mode: Hashable, Sendable { case fullColor, accented, vibrant }
    private let mode: Mode

    /// The system renders the widget in full color.
    public static let fullColor = WidgetRenderingMode(mode: .fullColor)
    /// The system tints the widget's accented group with the accent color.
    public static let accented = WidgetRenderingMode(mode: .accented)
    /// The system desaturates the widget for an adaptive, vibrant effect.
    public static let vibrant = WidgetRenderingMode(mode: .vibrant)

    public var description: String {
        switch mode {
        case .fullColor: "fullColor"
        case .accented: "accented"
        case .vibrant: "vibrant"
        }
    }
}
