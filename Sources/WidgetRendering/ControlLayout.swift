package import Foundation
package import DisplayList
import ViewCore
package import WidgetCore
import LayoutEngine

/// Lays out a control as Control Center shows it (iOS 18), from its template's parts: the symbol
/// in a circle (filled with the tint while a toggle is on), and beside or under it, in the
/// medium and large sizes, the title and the value. Control Center lies over a dimmed wallpaper,
/// so controls are drawn light on dark in either appearance.
@MainActor
package enum ControlLayout {
    /// The fill of a control's platter and of an off symbol circle.
    static let platter = Color(white: 0.2)
    static let offCircle = Color(white: 0.32)

    /// The display list of `template` in `presentation`.
    ///
    /// - Parameters:
    ///   - fallbackTitle: the title when the label has no text (the control's display name).
    ///   - isOn: the state to draw a toggle in, if not its own (a tap shown before it settles).
    package static func layout(
        _ template: ControlTemplateContent, presentation: ControlPresentation, fallbackTitle: String,
        environment: RenderEnvironment, bundles: [Bundle] = [], isOn: Bool? = nil
    ) -> DisplayList {
        var environment = environment
        environment.colorScheme = .dark
        return RenderThread.withRender(locale: environment.locale, dynamicTypeSize: environment.dynamicTypeSize) {
            let values = environment.environmentValues(bundles: bundles)
            let context = ResolveContext(environment: values, controls: ControlRegistry(toggleOverrides: [:]))
            let template = isOn.map { template.switched(to: $0) } ?? template
            let view = body(template, presentation: presentation, isOn: template.isToggle && template.isOn,
                            fallbackTitle: fallbackTitle)
            let size = presentation.size
            let radius = ControlMetrics.cell / 2
            let shape: ShapeOutline = presentation == .small
                ? .ellipse : .roundedRectangle(cornerWidth: radius, cornerHeight: radius, continuous: true)
            let container = WidgetContainerElement(
                content: context.resolveSingle(view), background: [], margins: .zero, clip: shape)
            return LayoutPass.run(container, in: size, context: LayoutContext(displayScale: environment.displayScale),
                                  widgetURL: nil)
        }
    }

    /// The control's view: its symbol circle, and its texts beside (medium) or under it (large).
    private static func body(
        _ template: ControlTemplateContent, presentation: ControlPresentation, isOn: Bool, fallbackTitle: String
    ) -> AnyView {
        let tint = template.tint ?? .blue
        let title = template.title ?? AnyView(Text(verbatim: fallbackTitle))
        let size = presentation.size
        switch presentation {
        case .small:
            return AnyView(ZStack {
                Circle().fill(isOn ? tint : offCircle)
                symbol(template, size: ControlMetrics.symbolSize)
            }
            .frame(width: size.width, height: size.height))
        case .medium:
            return AnyView(ZStack(alignment: .leading) {
                Capsule().fill(platter)
                HStack(spacing: 8) {
                    circle(template, isOn: isOn, tint: tint)
                    texts(title: title, value: template.value, titleLines: 1)
                    Spacer(minLength: 0)
                }
                .padding(.leading, (size.height - ControlMetrics.symbolCircle) / 2)
                .padding(.trailing, 10)
            }
            .frame(width: size.width, height: size.height))
        case .large:
            return AnyView(ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: ControlMetrics.cell / 2, style: .continuous).fill(platter)
                VStack(alignment: .leading, spacing: 0) {
                    circle(template, isOn: isOn, tint: tint)
                    Spacer(minLength: 4)
                    texts(title: title, value: template.value, titleLines: 2)
                }
                .padding(14)
                .frame(width: size.width, height: size.height, alignment: .topLeading)
            }
            .frame(width: size.width, height: size.height))
        }
    }

    /// The symbol in its circle, for the medium and large sizes.
    private static func circle(_ template: ControlTemplateContent, isOn: Bool, tint: Color) -> some View {
        ZStack {
            Circle().fill(isOn ? tint : offCircle)
            symbol(template, size: ControlMetrics.symbolSize * 0.85)
        }
        .frame(width: ControlMetrics.symbolCircle, height: ControlMetrics.symbolCircle)
    }

    /// The template's symbol at `size` points, white; nothing when it has none.
    @ViewBuilder
    private static func symbol(_ template: ControlTemplateContent, size: Double) -> some View {
        if let symbol = template.symbol {
            symbol
                .font(.system(size: size, weight: .medium))
                .foregroundStyle(Color.white)
                .imageScale(.medium)
        }
    }

    /// The title over the value, both white (the value dimmer), truncated.
    private static func texts(title: AnyView, value: AnyView?, titleLines: Int) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            title
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(Color.white)
                .lineLimit(titleLines)
                .minimumScaleFactor(0.8)
            if let value {
                value
                    .font(.system(size: 13))
                    .foregroundStyle(Color.white.opacity(0.65))
                    .lineLimit(1)
            }
        }
    }
}

/// The one path from a control to the bytes of one presentation: its template (for the value
/// provider's current value, or its preview value), laid out by ``ControlLayout``, encoded in
/// the request's format (`WidgetRenderer.encode`). The `render` command and the home screen
/// take it.
package enum ControlRenderer {
    /// The control of `control` in `presentation`, for its value provider's current value (or
    /// its preview value, with `preview`).
    ///
    /// - Parameters:
    ///   - isOn: the state to draw a toggle in, if not the provider's.
    ///   - bundles: the program's resource bundles (for images and strings), read on the main actor.
    /// - Throws: What the value provider threw.
    @MainActor
    package static func draw(
        _ control: ControlDescriptor, presentation: ControlPresentation, environment: RenderEnvironment,
        fallbackTitle: String, preview: Bool = false, isOn: Bool? = nil, bundles: @Sendable () -> [Bundle] = { [] }
    ) async throws -> DisplayList {
        let template = try await control.template(preview: preview)
        let title = control.displayName?.plainString ?? fallbackTitle
        return ControlLayout.layout(template, presentation: presentation, fallbackTitle: title,
                                    environment: environment, bundles: bundles(), isOn: isOn)
    }
}
