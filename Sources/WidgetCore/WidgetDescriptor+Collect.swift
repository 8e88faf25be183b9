package import Intents
import Logging

extension WidgetDescriptor {
    /// The widgets of a bundle, in the order of its `body`.
    @MainActor
    package static func descriptors<Bundle: WidgetBundle>(in bundle: Bundle.Type) -> [WidgetDescriptor] {
        var descriptors: [WidgetDescriptor] = []
        collect(from: Bundle().body, into: &descriptors)
        return descriptors
    }

    /// The widgets a single `Widget` declares (one, for a widget with one configuration).
    @MainActor
    package static func descriptors<W: Widget>(for widget: W.Type) -> [WidgetDescriptor] {
        var descriptors: [WidgetDescriptor] = []
        collect(from: W(), into: &descriptors)
        return descriptors
    }

    /// Appends the widgets `widget` declares.
    @MainActor
    package static func collect(from widget: some Widget, into descriptors: inout [WidgetDescriptor]) {
        if let primitive = widget as? any PrimitiveWidget {
            primitive.collectDescriptors(into: &descriptors)
        } else {
            descriptors += self.descriptors(of: widget.body)
        }
    }

    /// The widgets a configuration declares.
    @MainActor
    package static func descriptors(of configuration: some WidgetConfiguration) -> [WidgetDescriptor] {
        if let primitive = configuration as? any PrimitiveWidgetConfiguration {
            return primitive.makeDescriptors()
        }
        return descriptors(of: configuration.body)
    }
}

/// The widgets of a program, by kind.
package struct WidgetRegistry: Sendable {
    /// The widgets in gallery order; kinds are unique.
    package let descriptors: [WidgetDescriptor]
    private let indexByKind: [String: Int]
    /// The Live Activities the program declares (`ActivityConfiguration`s), in body order.
    package var activities: [ActivityDescriptor] = []
    /// The controls the program declares (`ControlWidget`s in its bundle), in body order.
    package var controls: [ControlDescriptor] = []

    /// A registry of `descriptors`; of two widgets with the same kind the first is kept.
    /// `intentsExtension` answers for the dynamic options of intent-configured widgets.
    package init(_ descriptors: [WidgetDescriptor], intentsExtension: INExtension.Type? = nil) {
        var kept: [WidgetDescriptor] = []
        var index: [String: Int] = [:]
        for var descriptor in descriptors {
            if let support = descriptor.configuration, descriptor.configurationSchema == nil {
                descriptor.configurationSchema = support.schema(intentsExtension)
            }
            if index[descriptor.kind] != nil {
                Logger(label: "WidgetKitLinux.WidgetCore").warning(
                    "Two widgets declare kind '\(descriptor.kind)'; the second is ignored")
                continue
            }
            index[descriptor.kind] = kept.count
            kept.append(descriptor)
        }
        self.descriptors = kept
        self.indexByKind = index
    }

    /// The widgets of `bundle`.
    @MainActor
    package init<Bundle: WidgetBundle>(bundle: Bundle.Type) {
        let ((descriptors, activities), controls) = ControlRecorder.recording {
            ActivityRecorder.recording { WidgetDescriptor.descriptors(in: bundle) }
        }
        self.init(descriptors, intentsExtension: Bundle.intentsExtension)
        self.activities = activities
        self.controls = controls
    }

    /// The widgets of a single `Widget`.
    @MainActor
    package init<W: Widget>(widget: W.Type) {
        let ((descriptors, activities), controls) = ControlRecorder.recording {
            ActivityRecorder.recording { WidgetDescriptor.descriptors(for: widget) }
        }
        self.init(descriptors)
        self.activities = activities
        self.controls = controls
    }

    /// The Live Activity whose attributes type is named `attributesType`.
    package func activity(_ attributesType: String) -> ActivityDescriptor? {
        activities.first { $0.attributesType == attributesType }
    }

    /// The control of `kind`.
    package func control(_ kind: String) -> ControlDescriptor? {
        controls.first { $0.kind == kind }
    }

    /// The widget of `kind`.
    package subscript(kind: String) -> WidgetDescriptor? {
        indexByKind[kind].map { descriptors[$0] }
    }

    /// The widget kinds, in gallery order.
    package var kinds: [String] { descriptors.map(\.kind) }

    /// This registry with `added` in it: a widget of a kind already here replaces it in place,
    /// the others follow the existing ones in their order (a bundle installed while the home
    /// screen runs, or a rebuild that changed a bundle's widgets).
    package func adding(_ added: [WidgetDescriptor]) -> WidgetRegistry {
        var merged = descriptors
        for descriptor in added {
            if let index = indexByKind[descriptor.kind] {
                merged[index] = descriptor
            } else {
                merged.append(descriptor)
            }
        }
        var registry = WidgetRegistry(merged)
        registry.activities = activities
        registry.controls = controls
        return registry
    }

    /// This registry without the widgets for which `removes` holds; the others keep their order.
    package func removing(where removes: (WidgetDescriptor) -> Bool) -> WidgetRegistry {
        var registry = WidgetRegistry(descriptors.filter { !removes($0) })
        registry.activities = activities
        registry.controls = controls
        return registry
    }
}
