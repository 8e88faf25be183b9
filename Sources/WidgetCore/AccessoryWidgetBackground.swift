public import ViewCore

/// The standard backdrop of an accessory widget: WidgetKit's `AccessoryWidgetBackground`.
///
/// Fills what it is offered with a translucent white level: on the Lock Screen (the
/// ``WidgetRenderingMode/vibrant`` mode) the soft disc or rounded panel iOS draws behind
/// circular and rectangular accessories; a dim grey over black in full colour.
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     Text("72°")
/// }
/// ```
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    /// The opacity of the white level: an approximation of the material, not measured.
    static let opacity = 0.2

    /// The standard accessory backdrop.
    public init() {}

    public var body: some View {
        if family == .accessoryCircular {
            Circle().fill(Color.white.opacity(Self.opacity))
        } else {
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.white.opacity(Self.opacity))
        }
    }
}
