package import DisplayList
package import ViewCore
package import WidgetCore

extension WidgetRenderingMode {
    /// The colour of the accented group in the accented mode (the system blue of a dark
    /// appearance; iOS lets the person choose it).
    package static let accentTint = RGBAColor(hex: 0x0A84FF)

    /// How this mode redraws a widget's colours; `nil` for full colour.
    package var colorTreatments: WidgetColorTreatments? {
        switch self {
        case .vibrant: .vibrant
        case .accented: .accented(accent: Self.accentTint)
        default: nil
        }
    }

    /// The mode named `name` (`vibrant`, `accented`, `fullColor`, any case); `nil` otherwise.
    package init?(name: String) {
        guard let mode = [WidgetRenderingMode.vibrant, .accented, .fullColor]
            .first(where: { $0.description.lowercased() == name.lowercased() }) else { return nil }
        self = mode
    }
}
