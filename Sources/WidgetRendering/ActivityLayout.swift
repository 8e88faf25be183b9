package import Foundation
package import DisplayList
package import ViewCore
package import WidgetCore
import ActivityKit
import LayoutEngine

/// Lays out a Live Activity's presentations as iOS presents them, at the sizes of
/// ``ActivityMetrics``: the Lock Screen platter (the content closure inside 14 pt margins over
/// its `activityBackgroundTint`, at most 160 pt high), the Dynamic Island's compact sides around
/// the sensor housing, minimal and expanded (regions by position and priority, `contentMargins`,
/// `keylineTint`; always dark), StandBy (the Lock Screen view at 200% on a landscape screen
/// filled with its tint) and the `.small` family.
@MainActor
package enum ActivityLayout {
    /// A laid-out presentation.
    package struct Result {
        /// What the renderers draw; its size is the presentation's.
        package var displayList: DisplayList
        /// The intents of the controls inside, by control id (as a widget's).
        package var controls: [ControlIntent?]
        /// `activitySystemActionForegroundColor(_:)`, if the view set one.
        package var systemActionForegroundColor: Color?
        /// `activityBackgroundTint(_:)`, if the view set one.
        package var backgroundTint: Color?
    }

    /// The system's default margins of each Dynamic Island presentation (approximations: Apple
    /// publishes none; `contentMargins(_:_:for:)` changes them).
    package static func defaultMargins(for mode: DynamicIslandMode) -> EdgeInsets {
        switch mode {
        case .compactLeading: EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 4)
        case .compactTrailing: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 8)
        case .minimal: EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        default: EdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
        }
    }

    /// Lays out `presentation` of `views` in `environment`.
    ///
    /// - Parameters:
    ///   - supplementalFamilies: the activity's `supplementalActivityFamilies(_:)`: `.small`
    ///     draws its Lock Screen view in the small family, else the compact presentation.
    ///   - toggleOverrides: toggles drawn in another state than their own, by control id.
    package static func layout(
        _ views: ActivityViews, presentation: ActivityPresentation, supplementalFamilies: [ActivityFamily] = [],
        environment: RenderEnvironment, bundles: [Bundle] = [], toggleOverrides: [Int: Bool] = [:]
    ) -> Result {
        var environment = environment
        // The Dynamic Island is always dark.
        if presentation.isDynamicIsland { environment.colorScheme = .dark }
        return RenderThread.withRender(locale: environment.locale, dynamicTypeSize: environment.dynamicTypeSize) {
            var values = environment.environmentValues(bundles: bundles)
            let usesSmallFamily = presentation == .small && supplementalFamilies.contains(.small)
            values.activityFamily = usesSmallFamily ? .small : .medium
            let context = ResolveContext(environment: values, controls: ControlRegistry(toggleOverrides: toggleOverrides))
            let scheme = environment.colorScheme
            var layout: Laid
            var preferences = PreferenceValues()
            switch presentation {
            case .lockScreen:
                let (content, written) = context.collectingPreferences { context.resolveSingle(views.lockScreen) }
                preferences = written
                layout = lockScreen(content, tint: written[ActivityBackgroundTintKey.self], scheme: scheme, context: context)
            case .standBy:
                let enlarged = views.lockScreen
                    .padding(ActivityMetrics.lockScreenMargin)
                    .frame(width: ActivityMetrics.lockScreenWidth)
                    .scaleEffect(ActivityMetrics.standByScale)
                let (content, written) = context.collectingPreferences { context.resolveSingle(enlarged) }
                preferences = written
                let background = platter(tint: written[ActivityBackgroundTintKey.self], scheme: scheme, context: context)
                layout = Laid(content: content, background: background, margins: .zero, clip: nil,
                              size: .fixed(ActivityMetrics.standBy))
            case .small where usesSmallFamily:
                let (content, written) = context.collectingPreferences { context.resolveSingle(views.lockScreen) }
                preferences = written
                let background = platter(tint: written[ActivityBackgroundTintKey.self], scheme: scheme, context: context)
                layout = Laid(content: content, background: background, margins: .zero,
                              clip: .roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: true),
                              size: .fixed(ActivityMetrics.small))
            case .small:
                // Without a `.small` family the Smart Stack and CarPlay show the compact views.
                let island = views.island
                let row = HStack(spacing: 8) { island.compactLeading; Spacer(minLength: 0); island.compactTrailing }
                    .padding(12)
                    .environment(\.colorScheme, .dark)
                layout = Laid(content: context.resolveSingle(row), background: [context.resolveSingle(Color.black)],
                              margins: .zero, clip: .roundedRectangle(cornerWidth: 20, cornerHeight: 20, continuous: true),
                              size: .fixed(ActivityMetrics.small))
            case .compact:
                layout = compact(views.island, context: context)
            case .minimal:
                layout = minimal(views.island, context: context)
            case .expanded:
                layout = expanded(views.island, context: context)
            }
            let size = layout.canvasSize(context: LayoutContext(displayScale: environment.displayScale))
            var container: any LayoutElement = WidgetContainerElement(
                content: layout.content, background: layout.background, margins: layout.margins, clip: layout.clip)
            if let treatments = values.widgetColorTreatments {
                container = ColorTreatmentElement(child: container, treatment: treatments.defaultGroup)
            }
            let url = presentation.isDynamicIsland ? (views.island.url ?? context.widgetURL) : context.widgetURL
            let list = LayoutPass.run(container, in: size, context: LayoutContext(displayScale: environment.displayScale),
                                      widgetURL: url)
            return Result(displayList: list, controls: context.controlIntents.map(ControlIntent.init),
                          systemActionForegroundColor: preferences[ActivitySystemActionForegroundColorKey.self],
                          backgroundTint: preferences[ActivityBackgroundTintKey.self])
        }
    }

    // MARK: - Presentations

    /// A presentation's parts before its size is known.
    private struct Laid {
        enum Size {
            /// Exactly this size.
            case fixed(CGSize)
            /// This width; the content's height inside the margins, within `heights`.
            case fitting(width: Double, heights: ClosedRange<Double>)
        }

        var content: any LayoutElement
        var background: [any LayoutElement]
        var margins: Insets
        var clip: ShapeOutline?
        var size: Size

        func canvasSize(context: LayoutContext) -> CGSize {
            switch size {
            case .fixed(let size):
                return size
            case .fitting(let width, let heights):
                let inner = max(0, width - margins.horizontal)
                let measured = Double(content.measure(ProposedSize(width: inner, height: nil), context).height)
                let height = min(max(measured + margins.vertical, heights.lowerBound), heights.upperBound)
                return CGSize(width: width, height: height)
            }
        }
    }

    private static func lockScreen(
        _ content: any LayoutElement, tint: Color?, scheme: ColorScheme, context: ResolveContext
    ) -> Laid {
        let margin = ActivityMetrics.lockScreenMargin
        let radius = ActivityMetrics.lockScreenCornerRadius
        return Laid(content: content, background: platter(tint: tint, scheme: scheme, context: context),
                    margins: Insets(top: margin, leading: margin, bottom: margin, trailing: margin),
                    clip: .roundedRectangle(cornerWidth: radius, cornerHeight: radius, continuous: true),
                    size: .fitting(width: ActivityMetrics.lockScreenWidth, heights: 0...ActivityMetrics.lockScreenMaximumHeight))
    }

    private static func compact(_ island: DynamicIsland, context: ResolveContext) -> Laid {
        let side = ActivityMetrics.compactSide
        let leading = island.margins(for: .compactLeading, defaults: defaultMargins(for: .compactLeading))
        let trailing = island.margins(for: .compactTrailing, defaults: defaultMargins(for: .compactTrailing))
        let row = HStack(spacing: 0) {
            island.compactLeading.padding(leading).frame(width: side.width, height: side.height)
            Color.clear.frame(width: ActivityMetrics.sensorHousingWidth, height: side.height)
            island.compactTrailing.padding(trailing).frame(width: side.width, height: side.height)
        }
        return Laid(content: context.resolveSingle(row), background: islandBackground(Capsule(), island, context),
                    margins: .zero, clip: .capsule, size: .fixed(ActivityMetrics.compact))
    }

    private static func minimal(_ island: DynamicIsland, context: ResolveContext) -> Laid {
        let size = ActivityMetrics.minimal
        let margins = island.margins(for: .minimal, defaults: defaultMargins(for: .minimal))
        let content = island.minimal.padding(margins).frame(width: size.width, height: size.height)
        return Laid(content: context.resolveSingle(content), background: islandBackground(Circle(), island, context),
                    margins: .zero, clip: .ellipse, size: .fixed(size))
    }

    private static func expanded(_ island: DynamicIsland, context: ResolveContext) -> Laid {
        let defaults = defaultMargins(for: .expanded)
        let margins = island.margins(for: .expanded, defaults: defaults)
        func regions(_ position: DynamicIslandExpandedRegionPosition) -> [DynamicIslandExpandedRegionContent] {
            island.expanded.filter { $0.position == position }
        }
        func column(_ position: DynamicIslandExpandedRegionPosition, alignment: HorizontalAlignment) -> some View {
            let found = regions(position)
            return VStack(alignment: alignment, spacing: 4) {
                ForEach(found.indices, id: \.self) { index in
                    let region = found[index]
                    let insets = region.contentMargins.reduce(EdgeInsets()) { $1.applied(to: $0, defaults: EdgeInsets()) }
                    region.view.padding(insets)
                }
            }
            .layoutPriority(found.map(\.priority).max() ?? 0)
        }
        let hasCenter = !regions(.center).isEmpty
        let radius = ActivityMetrics.expandedCornerRadius
        let shape = RoundedRectangle(cornerRadius: radius, style: .continuous)
        let body = VStack(spacing: 6) {
            HStack(alignment: .top, spacing: 6) {
                column(.leading, alignment: .leading)
                Spacer(minLength: 0)
                VStack(spacing: 4) {
                    // The camera sits at the top; the center region is right below it.
                    Color.clear.frame(width: ActivityMetrics.sensorHousingWidth,
                                      height: hasCenter ? ActivityMetrics.cameraHeight - margins.top : 0)
                    column(.center, alignment: .center)
                }
                .layoutPriority(regions(.center).map(\.priority).max() ?? 0)
                Spacer(minLength: 0)
                column(.trailing, alignment: .trailing)
            }
            column(.bottom, alignment: .center)
        }
        return Laid(content: context.resolveSingle(body), background: islandBackground(shape, island, context),
                    margins: Insets(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing),
                    clip: .roundedRectangle(cornerWidth: radius, cornerHeight: radius, continuous: true),
                    size: .fitting(width: ActivityMetrics.expandedWidth, heights: ActivityMetrics.expandedHeights))
    }

    /// The island's black and, with `keylineTint(_:)`, its tinted border.
    private static func islandBackground<S: InsettableShape>(
        _ shape: S, _ island: DynamicIsland, _ context: ResolveContext
    ) -> [any LayoutElement] {
        var layers: [any LayoutElement] = [context.resolveSingle(shape.fill(Color.black))]
        if let keyline = island.keylineTint {
            layers.append(context.resolveSingle(shape.strokeBorder(keyline.opacity(0.6), lineWidth: 1)))
        }
        return layers
    }

    /// The system's Lock Screen platter where the activity sets no tint.
    /// The Lock Screen platter with the activity's background tint over it: a translucent tint
    /// (`Color.orange.opacity(0.2)`) shows the platter through, as it shows the Lock Screen's
    /// material on iOS, rather than whatever is behind the image.
    private static func platter(tint: Color?, scheme: ColorScheme, context: ResolveContext) -> [any LayoutElement] {
        guard let tint else { return [context.resolveSingle(platterColor(scheme))] }
        if tint.resolve(in: context.environment).alpha >= 1 { return [context.resolveSingle(tint)] }
        return [context.resolveSingle(platterColor(scheme)), context.resolveSingle(tint)]
    }

    private static func platterColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color(red: 0.95, green: 0.95, blue: 0.97)
    }
}
