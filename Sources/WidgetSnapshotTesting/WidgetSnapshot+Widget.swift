public import Foundation
public import WidgetCore
public import WidgetRendering
import ViewCore

extension WidgetSnapshot {
    /// Lays out `entry` with the content closure of a `Widget` type, as the host does: with the
    /// widget's `contentMarginsDisabled()`, and only in a family the widget supports.
    ///
    /// ```swift
    /// let snapshot = try WidgetSnapshot(of: StepsWidget.self, entry: StepsEntry.sample,
    ///                                   environment: .snapshot(family: .systemMedium))
    /// ```
    ///
    /// - Parameters:
    ///   - widget: The widget type; it is created with `init()`.
    ///   - kind: Which configuration to use when the widget declares several; the first by default.
    ///   - entry: The timeline entry to show, of the type the widget's provider returns.
    /// - Throws: ``WidgetSnapshotError`` when the kind is unknown, the family is not among the
    ///   widget's `supportedFamilies`, or the entry is not of the widget's entry type.
    @MainActor
    public init<W: Widget, Entry: TimelineEntry>(
        of widget: W.Type, kind: String? = nil, entry: Entry, environment: RenderEnvironment = .snapshot(),
        bundles: [Bundle] = []
    ) throws {
        try self.init(descriptors: WidgetDescriptor.descriptors(for: widget), kind: kind, entry: entry,
                      environment: environment, bundles: bundles)
    }

    /// Lays out `entry` with the widget of `kind` in a `WidgetBundle`, as the host does.
    ///
    /// ```swift
    /// let snapshot = try WidgetSnapshot(of: MyWidgets.self, kind: "Weather", entry: WeatherEntry.sample)
    /// ```
    ///
    /// - Throws: ``WidgetSnapshotError`` when the bundle has no widget of `kind`, the family is
    ///   not supported, or the entry is not of the widget's entry type.
    @MainActor
    public init<B: WidgetBundle, Entry: TimelineEntry>(
        of bundle: B.Type, kind: String, entry: Entry, environment: RenderEnvironment = .snapshot(),
        bundles: [Bundle] = []
    ) throws {
        try self.init(descriptors: WidgetDescriptor.descriptors(in: bundle), kind: kind, entry: entry,
                      environment: environment, bundles: bundles)
    }

    @MainActor
    private init<Entry: TimelineEntry>(
        descriptors: [WidgetDescriptor], kind: String?, entry: Entry, environment: RenderEnvironment, bundles: [Bundle]
    ) throws {
        let registry = WidgetRegistry(descriptors)
        let found: WidgetDescriptor? = kind.map { registry[$0] } ?? registry.descriptors.first
        guard let descriptor = found else {
            throw WidgetSnapshotError.unknownKind(kind ?? "", available: registry.kinds)
        }
        guard descriptor.supportedFamilies.contains(environment.family) else {
            throw WidgetSnapshotError.unsupportedFamily(
                environment.family, kind: descriptor.kind, supported: descriptor.supportedFamilies)
        }
        let erased = AnyEntry(entry)
        guard descriptor.content.view(for: erased) != nil else {
            throw WidgetSnapshotError.entryTypeMismatch(kind: descriptor.kind, entryType: String(reflecting: Entry.self))
        }
        // Laid out as every host lays a widget's entry out (`WidgetPresenter`).
        self.init(displayList: InProcessPresenter(bundles: bundles).layoutNow(erased, of: descriptor, in: environment).displayList,
                  environment: environment)
    }
}

/// Why a snapshot could not be made or checked. Differences from the reference are not errors:
/// they are reported as test issues (or in a ``WidgetSnapshotResult``).
public enum WidgetSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No widget of this kind; `available` lists the kinds there are.
    case unknownKind(String, available: [String])
    /// The widget does not list the family in `supportedFamilies`.
    case unsupportedFamily(WidgetFamily, kind: String, supported: [WidgetFamily])
    /// The entry is not of the type the widget's content closure takes.
    case entryTypeMismatch(kind: String, entryType: String)
    /// A PNG (a reference image or a rendering) could not be decoded.
    case unreadableImage(String)
    /// A snapshot name that cannot be a file name.
    case invalidName(String)
    /// A timeline with no entry to show (none, or none with a finite date).
    case emptyTimeline

    public var description: String {
        switch self {
        case .unknownKind(let kind, let available):
            let list = available.map { "'\($0)'" }.joined(separator: ", ")
            return kind.isEmpty ? "The widget declares no configuration." : "No widget of kind '\(kind)'; kinds: \(list)."
        case .unsupportedFamily(let family, let kind, let supported):
            return "Widget '\(kind)' does not support \(family); its supportedFamilies are "
                + supported.map(\.description).joined(separator: ", ") + "."
        case .entryTypeMismatch(let kind, let entryType):
            return "Widget '\(kind)' cannot show an entry of type \(entryType)."
        case .unreadableImage(let detail):
            return "Cannot decode the PNG: \(detail)."
        case .invalidName(let name):
            return "'\(name)' cannot name a snapshot: use letters, digits, '-', '_' and '.'."
        case .emptyTimeline:
            return "The timeline has no entry to show (none with a finite date)."
        }
    }
}
