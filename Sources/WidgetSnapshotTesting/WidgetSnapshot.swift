public import DisplayList
public import Foundation
public import ViewCore
import WidgetCore
public import WidgetRendering

/// A widget laid out in one environment: the value every snapshot assertion compares.
///
/// Make one from a view, from a `Widget` type and an entry, or from a `WidgetBundle` and a
/// kind; then compare it with ``assertWidgetSnapshot(_:as:named:record:snapshotDirectory:filePath:function:sourceLocation:)``,
/// or read its ``displayList`` and ``pngData()`` for assertions of your own.
///
/// ```swift
/// import Testing
/// import WidgetKit
/// import SwiftUI
/// import WidgetSnapshotTesting
///
/// @Test @MainActor func weatherInDark() throws {
///     let snapshot = WidgetSnapshot(
///         of: WeatherView(entry: .sample), environment: .snapshot(family: .systemMedium, colorScheme: .dark))
///     #expect(snapshot.displayList.links.isEmpty)
///     try assertWidgetSnapshot(snapshot, named: "weather-dark")
///
///     // A registered widget, with its own content margins and supported families:
///     let registered = try WidgetSnapshot(of: WeatherWidget.self, entry: WeatherEntry.sample,
///                                         environment: .snapshot(family: .systemSmall))
///     try assertWidgetSnapshot(registered)
/// }
/// ```
public struct WidgetSnapshot: Sendable, Hashable {
    /// What was laid out: positioned items, links and the accessibility tree.
    public let displayList: DisplayList
    /// The family, appearance, text size, date and scale it was laid out in.
    public let environment: RenderEnvironment

    /// A snapshot of a display list you laid out yourself.
    public init(displayList: DisplayList, environment: RenderEnvironment) {
        self.displayList = displayList
        self.environment = environment
    }

    /// Lays out `view` as the content of a widget of `environment.family`: inside the
    /// default content margins, over its container background, clipped to the widget's shape.
    ///
    /// - Parameters:
    ///   - view: The widget's view, typically your entry view.
    ///   - environment: Family, appearance, text size, date and scale; ``RenderEnvironment/snapshot(family:colorScheme:dynamicTypeSize:locale:timeZone:date:scale:showsContainerBackground:isPlaceholder:)``
    ///     by default, which is the same on every machine.
    ///   - contentMarginsDisabled: Lay the view out over the whole widget, as the
    ///     configuration's `contentMarginsDisabled()` does.
    ///   - bundles: Where named images, colors and strings are looked up (`Bundle.module`).
    @MainActor
    public init<Content: View>(
        of view: Content, environment: RenderEnvironment = .snapshot(), contentMarginsDisabled: Bool = false,
        bundles: [Bundle] = []
    ) {
        self.init(
            displayList: WidgetLayout.displayList(
                for: view, environment: environment, contentMarginsDisabled: contentMarginsDisabled, bundles: bundles),
            environment: environment)
    }

    /// The PNG of the snapshot at `environment.displayScale` pixels per point.
    ///
    /// - Throws: `PNGRenderError` when the canvas cannot be drawn.
    public func pngData() throws -> Data {
        try data(as: .png)
    }

    /// The snapshot in `format`, rendered as the `render` command and the home screen render
    /// the same request (``RenderRequest``): PNG at `environment.displayScale`, SVG, an HTML
    /// document or fragment, or the display list's JSON.
    public func data(as format: RenderFormat, fontBaseURL: String? = nil) throws -> Data {
        try WidgetRenderer.encode(
            displayList, for: RenderRequest(environment: environment, format: format, fontBaseURL: fontBaseURL))
    }

    /// The display list as stable, reviewable JSON: keys sorted, numbers rounded to
    /// `fractionDigits` decimals, image bytes left out (each image keeps its content hash).
    public func displayListJSON(fractionDigits: Int = 2) throws -> String {
        try DisplayListText.json(for: displayList, fractionDigits: fractionDigits)
    }
}
