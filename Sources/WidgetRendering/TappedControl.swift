package import DisplayList
package import WidgetCore

/// The intent a tap on a control of a laid-out widget performs: the one rule of every tap
/// (``InProcessPresenter/perform(_:on:of:in:timeout:)``, which the home screen, an extension
/// process and the `perform` command reach through ``WidgetPresenter``).
package struct TappedControl {
    /// The intent to perform (a toggle's `SetValueIntent` already switched).
    package var intent: ControlIntent
    /// For a toggle, the state it switches to.
    package var isOn: Bool?

    /// The intent `tap` performs on a widget laid out as `list`, whose controls hold `controls`
    /// (by control id): the control's (``WidgetTap/control``, else the first one that performs
    /// ``WidgetTap/expectedIntent``), given the intent type the caller saw there and, for a
    /// toggle, the state asked for (by default the opposite of the state shown).
    ///
    /// - Throws: ``RequestError``: 422 when no such control performs an intent, 409 when it now
    ///   performs another one, 400 for `isOn` on a button.
    package init(_ tap: WidgetTap, in list: DisplayList, controls: [ControlIntent?]) throws(RequestError) {
        let control: Int
        if let id = tap.control {
            control = id
        } else {
            control = try Self.first(performing: tap.expectedIntent, in: controls)
        }
        guard controls.indices.contains(control), let held = controls[control],
              let node = Self.node(control, in: list.accessibility)
        else {
            throw RequestError(status: 422, message: "The widget has no control \(control) that performs an intent (it has \(controls.count)).")
        }
        if let expectedIntent = tap.expectedIntent, expectedIntent != held.typeName {
            throw RequestError(status: 409, message:
                "Control \(control) now performs \(held.typeName), not \(expectedIntent): the widget changed; try again.")
        }
        if node.traits.contains("isToggle") {
            let switched = tap.isOn ?? (node.value != "1")
            self.intent = held.switched(to: switched)
            self.isOn = switched
        } else if tap.isOn != nil {
            throw RequestError(status: 400, message: "Control \(control) is a button: 'isOn' is for toggles.")
        } else {
            self.intent = held
            self.isOn = nil
        }
    }

    /// The id of the first control that performs an intent of type `name`; 422 naming the
    /// intents the controls perform when none does.
    private static func first(performing name: String?, in controls: [ControlIntent?]) throws(RequestError) -> Int {
        if let name, let index = controls.firstIndex(where: { $0?.typeName == name }) { return index }
        let names = Array(Set(controls.compactMap { $0?.typeName })).sorted()
        throw RequestError(status: 422, message: names.isEmpty
            ? "It has no controls that perform intents." : "Its controls perform: \(names.joined(separator: ", ")).")
    }

    /// The accessibility node of control `id`.
    private static func node(_ id: Int, in nodes: [AccessibilityNode]) -> AccessibilityNode? {
        for node in nodes {
            if node.control == id { return node }
            if let found = self.node(id, in: node.children) { return found }
        }
        return nil
    }
}
