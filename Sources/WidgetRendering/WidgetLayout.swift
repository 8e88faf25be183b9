public import Foundation
public import DisplayList
public import ViewCore
package import WidgetCore
import LayoutEngine

/// Turns a widget's view for an entry into a display list, the way iOS hosts it.
@MainActor
public enum WidgetLayout {
    /// iOS 17's default content margins for home-screen widgets.
    public static let systemContentMargin = 16.0

    /// The display list of `view` as a widget of `environment.family`.
    ///
    /// - Parameters:
    ///   - contentMarginsDisabled: the configuration's `contentMarginsDisabled()`.
    ///   - bundles: where named images, colors and strings are looked up.
    public static func displayList<V: View>(
        for view: V, environment: RenderEnvironment, contentMarginsDisabled: Bool = false, bundles: [Bundle] = []
    ) -> DisplayList {
        let family = environment.family
        let isSystem = family.isSystemFamily
        let margin = isSystem && !contentMarginsDisabled ? systemContentMargin : 0
        var values = environment.environmentValues(bundles: bundles)
        // `containerRelativeFrame`'s container: the content area.
        values.containerSize = CGSize(width: max(0, environment.canvasSize.width - 2 * margin),
                                      height: max(0, environment.canvasSize.height - 2 * margin))
        let context = ResolveContext(environment: values)
        let content = context.resolveSingle(view)
        var background: [any LayoutEngine.LayoutElement] = []
        if environment.showsContainerBackground && isSystem {
            // The container background is drawn over the system's widget background, so
            // translucent styles such as `.fill.tertiary` look as they do on a home screen.
            background = [defaultBackground(environment.colorScheme)] + (context.containerBackground ?? [])
        }
        let clip: ShapeOutline? = switch family {
        case .accessoryCircular: .ellipse
        case _ where isSystem:
            .roundedRectangle(cornerWidth: ContainerRelativeShape.widgetCornerRadius,
                              cornerHeight: ContainerRelativeShape.widgetCornerRadius, continuous: true)
        default: nil
        }
        let container = WidgetContainerElement(
            content: content, background: background,
            margins: Insets(top: margin, leading: margin, bottom: margin, trailing: margin), clip: clip)
        return LayoutPass.run(container, in: environment.canvasSize, context: LayoutContext(displayScale: environment.displayScale),
                              widgetURL: context.widgetURL)
    }

    /// The display list of `entry` of a registered widget.
    package static func displayList(
        for descriptor: WidgetDescriptor, entry: AnyEntry, environment: RenderEnvironment, bundles: [Bundle] = []
    ) -> DisplayList {
        let view = descriptor.content.view(for: entry) ?? AnyView(Text(verbatim: "This entry does not match the widget's content."))
        return displayList(for: view, environment: environment, contentMarginsDisabled: descriptor.contentMarginsDisabled,
                           bundles: bundles)
    }

    private static func defaultBackground(_ scheme: ColorScheme) -> any LayoutEngine.LayoutElement {
        ShapeElement(outline: .rectangle, fill: .color(scheme == .dark ? RGBAColor(hex: 0x1C1C1E) : .white))
    }
}
