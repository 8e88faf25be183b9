public import Foundation
public import Testing
public import ViewCore
public import WidgetCore
import WidgetRendering

/// Asserts that a widget view renders as its reference image: the snapshot test of a widget.
///
/// The view is laid out as the content of a widget of `family` (inside the default content
/// margins, over its container background, clipped to the widget's shape), drawn at `scale`
/// pixels per point, and compared pixel by pixel with
/// `__Snapshots__/<TestFileName>/<name>.png` next to the test file. Rendering uses a fixed
/// date (``WidgetRendering/RenderEnvironment/snapshotDate``), UTC and `en_US`, so the same
/// widget gives the same pixels on every machine with the same fonts.
///
/// ```swift
/// import Testing
/// import WidgetKit
/// import SwiftUI
/// import WidgetSnapshotTesting
///
/// struct CounterView: View {
///     var count: Int
///     var body: some View {
///         Text("\(count)").font(.largeTitle.bold())
///             .containerBackground(.blue.gradient, for: .widget)
///     }
/// }
///
/// @MainActor @Suite struct CounterSnapshots {
///     @Test func small() throws {
///         try assertWidgetSnapshot(of: CounterView(count: 3))                  // small.systemSmall.light.png
///         try assertWidgetSnapshot(of: CounterView(count: 3), colorScheme: .dark, named: "small-dark")
///     }
///
///     @Test(arguments: [WidgetFamily.systemSmall, .systemMedium])
///     func families(family: WidgetFamily) throws {
///         try assertWidgetSnapshot(of: CounterView(count: 42), family: family)   // one file per family
///         try assertWidgetSnapshot(of: CounterView(count: 42), as: .displayList, family: family)
///     }
/// }
/// ```
///
/// The first run records each reference and fails, saying where it wrote it; check the image
/// and re-run. When a rendering does not match, the issue says how many pixels differ and by
/// how much, and where `<name>.actual.png` and `<name>.diff.png` (differences in magenta) are.
/// Set `WIDGET_SNAPSHOT_RECORD=1` to rewrite every reference, `failed` to rewrite the failing
/// ones, `never` in CI (see ``WidgetSnapshotRecordMode``).
///
/// - Parameters:
///   - view: The widget's view, typically your entry view with its `containerBackground`.
///   - format: ``WidgetSnapshotFormat/png`` (the default) or ``WidgetSnapshotFormat/displayList``.
///   - family: The widget's size.
///   - colorScheme: Light or dark appearance.
///   - dynamicTypeSize: The text size.
///   - scale: Pixels per point.
///   - contentMarginsDisabled: As the configuration's `contentMarginsDisabled()`.
///   - name: The reference's file name without extension; by default the test function's name,
///     the family and the color scheme, e.g. `small.systemSmall.light`.
///   - record: When to write the reference instead; by default from `WIDGET_SNAPSHOT_RECORD`.
///   - snapshotDirectory: Where the references are, instead of `__Snapshots__/<TestFileName>`.
/// - Throws: When the widget cannot be rendered or a file cannot be written. A rendering that
///   does not match is not an error: it is recorded as an issue at the caller's source location.
@MainActor
public func assertWidgetSnapshot<Content: View>(
    of view: Content,
    as format: WidgetSnapshotFormat = .png,
    family: WidgetFamily = .systemSmall,
    colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .large,
    scale: Double = 2,
    contentMarginsDisabled: Bool = false,
    named name: String? = nil,
    record: WidgetSnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let snapshot = WidgetSnapshot(
        of: view,
        environment: .snapshot(family: family, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, scale: scale),
        contentMarginsDisabled: contentMarginsDisabled)
    try assertWidgetSnapshot(snapshot, as: format, named: name, record: record, snapshotDirectory: snapshotDirectory,
                             filePath: filePath, function: function, sourceLocation: sourceLocation)
}

/// Asserts that a `Widget` shows `entry` as its reference image, laid out as the host lays it
/// out: with the widget's content closure, `contentMarginsDisabled()` and supported families.
///
/// ```swift
/// @Test @MainActor func steps() throws {
///     try assertWidgetSnapshot(of: StepsWidget.self, entry: StepsEntry.sample, family: .systemMedium)
/// }
/// ```
///
/// See ``assertWidgetSnapshot(of:as:family:colorScheme:dynamicTypeSize:scale:contentMarginsDisabled:named:record:snapshotDirectory:filePath:function:sourceLocation:)``
/// for the parameters and how references are recorded.
///
/// - Parameters:
///   - kind: The configuration to use when the widget declares several; the first by default.
/// - Throws: ``WidgetSnapshotError`` when the widget does not support `family`, has no
///   configuration of `kind`, or takes another entry type; errors rendering or writing files.
@MainActor
public func assertWidgetSnapshot<W: Widget, Entry: TimelineEntry>(
    of widget: W.Type,
    kind: String? = nil,
    entry: Entry,
    as format: WidgetSnapshotFormat = .png,
    family: WidgetFamily = .systemSmall,
    colorScheme: ColorScheme = .light,
    dynamicTypeSize: DynamicTypeSize = .large,
    scale: Double = 2,
    named name: String? = nil,
    record: WidgetSnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let snapshot = try WidgetSnapshot(
        of: widget, kind: kind, entry: entry,
        environment: .snapshot(family: family, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, scale: scale))
    try assertWidgetSnapshot(snapshot, as: format, named: name, record: record, snapshotDirectory: snapshotDirectory,
                             filePath: filePath, function: function, sourceLocation: sourceLocation)
}

/// Asserts that a snapshot you made matches its reference: any environment (locale, date,
/// placeholder redaction, no container background), a widget in a `WidgetBundle`, or a display
/// list you laid out yourself.
///
/// ```swift
/// @Test @MainActor func weatherInGerman() throws {
///     let snapshot = try WidgetSnapshot(
///         of: MyWidgets.self, kind: "Weather", entry: WeatherEntry.sample,
///         environment: .snapshot(family: .systemMedium, locale: Locale(identifier: "de_DE")))
///     try assertWidgetSnapshot(snapshot, named: "weather-de")
/// }
/// ```
///
/// See ``verifyWidgetSnapshot(_:as:named:record:snapshotDirectory:filePath:function:)`` for the
/// parameters; this function records the result's message as an issue when it is not a match.
public func assertWidgetSnapshot(
    _ snapshot: WidgetSnapshot,
    as format: WidgetSnapshotFormat = .png,
    named name: String? = nil,
    record: WidgetSnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = try verifyWidgetSnapshot(
        snapshot, as: format, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: filePath, function: function)
    guard !result.isMatch else { return }
    for url in [result.actualURL, result.diffURL].compactMap(\.self) {
        if let data = try? Data(contentsOf: url) {
            Attachment.record(Array(data), named: url.lastPathComponent, sourceLocation: sourceLocation)
        }
    }
    Issue.record(Comment(rawValue: result.message), sourceLocation: sourceLocation)
}
