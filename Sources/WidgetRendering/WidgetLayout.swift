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
    /// A home-screen widget whose view never calls `containerBackground(_:for: .widget)` is
    /// drawn as iOS draws widgets built before iOS 17: without content margins, its view edge to
    /// edge over the system's white or black widget background (and a line is logged once).
    ///
    /// - Parameters:
    ///   - contentMarginsDisabled: the configuration's `contentMarginsDisabled()`.
    ///   - bundles: where named images, colors and strings are looked up.
    public static func displayList<V: View>(
        for view: V, environment: RenderEnvironment, contentMarginsDisabled: Bool = false, bundles: [Bundle] = []
    ) -> DisplayList {
        displayList(for: view, kind: String(describing: V.self), environment: environment,
                    contentMarginsDisabled: contentMarginsDisabled, bundles: bundles)
    }

    /// The display list of `entry` of a registered widget.
    package static func displayList(
        for descriptor: WidgetDescriptor, entry: AnyEntry, environment: RenderEnvironment, bundles: [Bundle] = [],
        toggleOverrides: [Int: Bool] = [:]
    ) -> DisplayList {
        layout(for: descriptor, entry: entry, environment: environment, bundles: bundles,
               toggleOverrides: toggleOverrides).displayList
    }

    /// The display list of `entry` of a registered widget and the intents its controls
    /// perform, by control id (``AccessibilityNode/control``); `nil` where a control holds
    /// something that is not an `AppIntent`. `toggleOverrides` draws toggles (by control id) in
    /// another state than their own: a tap shown at once.
    package static func layout(
        for descriptor: WidgetDescriptor, entry: AnyEntry, environment: RenderEnvironment, bundles: [Bundle] = [],
        toggleOverrides: [Int: Bool] = [:]
    ) -> (displayList: DisplayList, controls: [ControlIntent?]) {
        // The content closure runs in the rendered locale too (views made there format in it).
        let view = RenderThread.withRender(locale: environment.locale, dynamicTypeSize: environment.dynamicTypeSize) {
            descriptor.content.view(for: entry) ?? AnyView(Text(verbatim: "This entry does not match the widget's content."))
        }
        let (list, controls) = layout(for: view, kind: descriptor.kind, environment: environment,
                                      contentMarginsDisabled: descriptor.contentMarginsDisabled, bundles: bundles,
                                      toggleOverrides: toggleOverrides)
        return (list, controls.map(ControlIntent.init))
    }

    /// The display list of `view`; `kind` names the widget in the log.
    private static func displayList<V: View>(
        for view: V, kind: String, environment: RenderEnvironment, contentMarginsDisabled: Bool, bundles: [Bundle]
    ) -> DisplayList {
        layout(for: view, kind: kind, environment: environment, contentMarginsDisabled: contentMarginsDisabled,
               bundles: bundles, toggleOverrides: [:]).displayList
    }

    /// The display list of `view` and what its intent controls hold, by control id.
    private static func layout<V: View>(
        for view: V, kind: String, environment: RenderEnvironment, contentMarginsDisabled: Bool, bundles: [Bundle],
        toggleOverrides: [Int: Bool]
    ) -> (displayList: DisplayList, controls: [any Sendable]) {
        // `Locale.current` in the widget's views is the rendered locale (one render at a time on
        // this thread: the main actor's).
        RenderThread.withRender(locale: environment.locale, dynamicTypeSize: environment.dynamicTypeSize) {
            layoutInLocale(for: view, kind: kind, environment: environment, contentMarginsDisabled: contentMarginsDisabled,
                           bundles: bundles, toggleOverrides: toggleOverrides)
        }
    }

    private static func layoutInLocale<V: View>(
        for view: V, kind: String, environment: RenderEnvironment, contentMarginsDisabled: Bool, bundles: [Bundle],
        toggleOverrides: [Int: Bool]
    ) -> (displayList: DisplayList, controls: [any Sendable]) {
        let family = environment.family
        let isSystem = family.isSystemFamily
        var margin = isSystem && !contentMarginsDisabled ? systemContentMargin : 0
        let values = environment.environmentValues(bundles: bundles)
        var (context, content) = resolve(view, values: values, margin: margin, canvas: environment.canvasSize,
                                         toggleOverrides: toggleOverrides)
        // A widget built before iOS 17: no content margins.
        let adopted = context.containerBackground != nil
        if isSystem && !adopted {
            ContainerBackgroundAdoption.reportNotAdopted(kind: kind)
            if margin > 0 && context.readContainerSize {
                (context, content) = resolve(view, values: values, margin: 0, canvas: environment.canvasSize,
                                             toggleOverrides: toggleOverrides)
            }
            margin = 0
        }
        var background: [any LayoutEngine.LayoutElement] = []
        if environment.showsContainerBackground && isSystem {
            // The container background is drawn over the system's widget background, so
            // translucent styles such as `.fill.tertiary` look as they do on a home screen. A
            // widget built before iOS 17 keeps that system background too (iOS 16 drew white or
            // black behind a widget), under whatever its view draws.
            background = [defaultBackground(environment.colorScheme)] + (context.containerBackground ?? [])
        }
        let clip: ShapeOutline? = switch family {
        case .accessoryCircular: .ellipse
        case _ where isSystem:
            .roundedRectangle(cornerWidth: ContainerRelativeShape.widgetCornerRadius,
                              cornerHeight: ContainerRelativeShape.widgetCornerRadius, continuous: true)
        default: nil
        }
        var container: any LayoutEngine.LayoutElement = WidgetContainerElement(
            content: content, background: background,
            margins: Insets(top: margin, leading: margin, bottom: margin, trailing: margin), clip: clip)
        // The rendering mode, applied once as the display list is built (accented groups and
        // images inside choose their own treatment).
        if let treatments = values.widgetColorTreatments {
            container = ColorTreatmentElement(child: container, treatment: treatments.defaultGroup)
        }
        let list = LayoutPass.run(
            container, in: environment.canvasSize, context: LayoutContext(displayScale: environment.displayScale),
            widgetURL: context.widgetURL)
        // Read after the pass: views resolved during layout (GeometryReader) register theirs too.
        return (list, context.controlIntents)
    }

    /// Resolves `view` with the content area inside `margin` as `containerRelativeFrame`'s container.
    private static func resolve<V: View>(
        _ view: V, values: EnvironmentValues, margin: Double, canvas: CGSize, toggleOverrides: [Int: Bool]
    ) -> (ResolveContext, any LayoutEngine.LayoutElement) {
        var values = values
        values.containerSize = CGSize(width: max(0, canvas.width - 2 * margin), height: max(0, canvas.height - 2 * margin))
        let context = ResolveContext(environment: values, controls: ControlRegistry(toggleOverrides: toggleOverrides))
        return (context, context.resolveSingle(view))
    }

    private static func defaultBackground(_ scheme: ColorScheme) -> any LayoutEngine.LayoutElement {
        ShapeElement(outline: .rectangle, fill: .color(scheme == .dark ? RGBAColor(hex: 0x1C1C1E) : .white))
    }
}
