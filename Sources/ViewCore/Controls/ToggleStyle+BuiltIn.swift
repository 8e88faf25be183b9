package import Foundation
import DisplayList

/// The default toggle style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: nil)
    }
}

/// The iOS switch: a 61×28 pt capsule (51×31 pt in the iOS 18 look), green (or the tint) when on,
/// with a white knob.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { self.tint = nil }

    /// A switch whose track is `tint` when on (deprecated on iOS in favour of `tint(_:)`).
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

/// A toggle drawn as a button: bordered when off, bordered prominent (tint fill) when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: configuration.isOn ? .borderedProminent : .bordered,
                          configuration: PrimitiveButtonStyleConfiguration(role: nil, label: configuration.label, action: {}))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows whether it is on by its fill.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch and its label: the label leading, taking the width left; the switch trailing.
package struct SwitchToggleBody: View, PrimitiveView {
    /// The switch's size on iOS 26: a 61×28 pt track.
    package static let trackSize = CGSize(width: 61, height: 28)
    /// The switch's size on iOS 17–18.
    package static let legacyTrackSize = CGSize(width: 51, height: 31)
    /// The knob on iOS 26: a white pill 37×24 pt, 2 pt inside the track, without a shadow.
    package static let knobSize = CGSize(width: 37, height: 24)
    /// The off track on iOS 26: `#C5C5C7` in light mode, `#464649` in dark mode (opaque).
    package static let offColor = RGBAColor(hex: 0xC5C5C7)
    package static let darkOffColor = RGBAColor(hex: 0x464649)
    /// The on color of the track (`#34C759`, as in light and dark mode).
    package static let onColor = Color(red: 0x34 / 255, green: 0xC7 / 255, blue: 0x59 / 255)

    let configuration: ToggleStyleConfiguration
    let tint: Color?

    package typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let environment = outputs.context.environment
        let isOn = configuration.isOn
        let dark = environment.colorScheme == .dark
        let onPaint = tint?.resolvePaint(in: environment) ?? environment.tintPaint ?? Self.onColor.resolvePaint(in: environment)
        let track: AnyView
        switch environment.systemLook {
        case .iOS26:
            let offPaint = Paint.color(dark ? Self.darkOffColor : Self.offColor)
            track = AnyView(ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(ResolvedPaintStyle(paint: isOn ? onPaint : offPaint))
                Capsule()
                    .fill(Color.white)
                    .frame(width: Self.knobSize.width, height: Self.knobSize.height)
                    .padding(2)
            }
            .frame(width: Self.trackSize.width, height: Self.trackSize.height))
        case .iOS18:
            // The off track is the system fill; the knob is round and casts a shadow.
            let offPaint = Paint.color(RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: dark ? 0.32 : 0.16))
            track = AnyView(ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(ResolvedPaintStyle(paint: isOn ? onPaint : offPaint))
                Circle()
                    .fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                    .frame(width: 27, height: 27)
                    .padding(2)
            }
            .frame(width: Self.legacyTrackSize.width, height: Self.legacyTrackSize.height))
        }
        let enabled = environment.isEnabled

        let view: AnyView
        if environment.labelsHidden {
            view = enabled ? AnyView(track) : AnyView(track.opacity(0.5))
        } else {
            let row = HStack(alignment: .center, spacing: 8) {
                configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                track
            }
            view = enabled ? AnyView(row) : AnyView(row.opacity(0.5))
        }
        outputs.context.resolve(view, into: &outputs)
    }
}
