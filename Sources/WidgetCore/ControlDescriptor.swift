import Foundation
package import ViewCore
import WidgetKitSupport

/// A control a bundle declares (iOS 18's `ControlWidget`), type-erased: what the host shows in
/// its Control Center and what the `render` command draws. Found by its kind.
package struct ControlDescriptor: Sendable {
    /// The control's kind (`StaticControlConfiguration(kind:)`).
    package let kind: String
    /// The name given with `displayName(_:)`; `nil` shows the app's name, as iOS does.
    package let displayName: Text?
    /// The description given with `description(_:)`.
    package let description: Text?
    private let make: @MainActor @Sendable (_ preview: Bool) async throws -> ControlTemplateContent

    /// A descriptor of `control`'s configuration.
    @MainActor
    package init(_ control: some ControlWidget) {
        let configuration = Self.primitive(of: control.body)
        kind = configuration.controlKind
        displayName = configuration.controlDisplayName
        description = configuration.controlDescription
        // Called only on the main actor, where the configuration was made.
        let box = UncheckedSendable(configuration)
        make = { preview in
            preview ? box.value.previewTemplate() : try await box.value.currentTemplate()
        }
    }

    /// The primitive configuration `configuration` is, or its body is.
    @MainActor
    static func primitive(of configuration: some ControlWidgetConfiguration) -> any PrimitiveControlWidgetConfiguration {
        if let primitive = configuration as? any PrimitiveControlWidgetConfiguration { return primitive }
        return primitive(of: configuration.body)
    }

    /// The template for the value provider's current value (`currentValue()`), or for its
    /// preview value (`previewValue`) with `preview`.
    ///
    /// - Throws: What the value provider threw.
    @MainActor
    package func template(preview: Bool = false) async throws -> ControlTemplateContent {
        try await make(preview)
    }
}

/// What a control's template shows and does: a button or a toggle in its state, its label and
/// value label split into title and symbol, its tint, and its action.
@MainActor
package struct ControlTemplateContent {
    /// A toggle (`ControlWidgetToggle`), not a button.
    package var isToggle: Bool
    /// A toggle's state; `false` for a button.
    package var isOn: Bool
    /// The label (`Label("Timer", systemImage: "timer")`, a `Text`, an `Image`).
    package var label: ControlLabelParts
    /// A toggle's value label for its state (`Label(isOn ? "On" : "Off", systemImage: …)`).
    package var valueLabel: ControlLabelParts?
    /// The tint given with `tint(_:)`.
    package var tint: Color?
    /// The intent the control performs (a toggle's `SetValueIntent`).
    package var action: ControlIntent?
    /// A toggle's value label for either state (the system draws a tapped toggle in its new
    /// state before the value provider answers).
    private var valueLabelForState: ((Bool) -> ControlLabelParts)?

    package init(isToggle: Bool, isOn: Bool, label: ControlLabelParts, valueLabel: ControlLabelParts?,
                 tint: Color? = nil, action: ControlIntent?, valueLabelForState: ((Bool) -> ControlLabelParts)? = nil) {
        self.isToggle = isToggle
        self.isOn = isOn
        self.label = label
        self.valueLabel = valueLabel
        self.tint = tint
        self.action = action
        self.valueLabelForState = valueLabelForState
    }

    /// This template drawn in state `isOn`: a toggle's value label for that state.
    package func switched(to isOn: Bool) -> ControlTemplateContent {
        guard isToggle, isOn != self.isOn else { return self }
        var switched = self
        switched.isOn = isOn
        if let valueLabelForState { switched.valueLabel = valueLabelForState(isOn) }
        return switched
    }

    /// The content of `template`; a template of the app's own type is read through its body.
    init(_ template: some ControlWidgetTemplate) {
        if let primitive = template as? any PrimitiveControlWidgetTemplate {
            self = primitive.templateContent
        } else {
            self.init(template.body)
        }
    }

    /// The control's title: the label's text, else the value label's.
    package var title: AnyView? { label.title ?? valueLabel?.title }
    /// The control's symbol: the value label's icon (it changes with the state), else the label's.
    package var symbol: AnyView? { valueLabel?.icon ?? label.icon }
    /// The value text under the title: a toggle's value label; a button has none.
    package var value: AnyView? {
        guard isToggle else { return nil }
        // The value label's own text, or its icon-less view; the label's text is the title.
        return label.title == nil ? nil : valueLabel?.title
    }
}

/// A control's label as the system reads it: its title (the text) and its icon (the symbol).
/// A `Label` gives both; a `Text` only a title; an `Image`, or any other view, only an icon.
@MainActor
package struct ControlLabelParts {
    package var title: AnyView?
    package var icon: AnyView?

    package init(title: AnyView?, icon: AnyView?) {
        self.title = title
        self.icon = icon
    }

    /// The parts of `view`.
    package init(_ view: some View) {
        if let label = view as? any ControlLabelSplitting {
            self = label.controlLabelParts
        } else if view is Text {
            self.init(title: AnyView(view), icon: nil)
        } else if view is ControlWidgetToggleDefaultLabel || view is ControlWidgetButtonDefaultActionLabel {
            self.init(title: AnyView(view), icon: nil)
        } else {
            self.init(title: nil, icon: AnyView(view))
        }
    }
}

/// A label the system splits into title and icon.
@MainActor
protocol ControlLabelSplitting {
    var controlLabelParts: ControlLabelParts { get }
}

extension Label: ControlLabelSplitting {
    var controlLabelParts: ControlLabelParts { ControlLabelParts(title: AnyView(title), icon: AnyView(icon)) }
}

/// Records the controls a bundle's body declares while the registry evaluates it.
@MainActor
package enum ControlRecorder {
    private static var recording: [ControlDescriptor]?

    /// The result of `body` and the controls declared while it ran, in order; of two with the
    /// same kind the first is kept.
    package static func recording<T>(_ body: () -> T) -> (T, [ControlDescriptor]) {
        let outer = recording
        recording = []
        defer { recording = outer }
        let result = body()
        return (result, recording ?? [])
    }

    static func record(_ descriptor: ControlDescriptor) {
        guard recording != nil, recording?.contains(where: { $0.kind == descriptor.kind }) == false else { return }
        recording?.append(descriptor)
    }
}
