package import DisplayList
package import WidgetCore

/// The intent a tap on a control of a laid-out widget performs: the one rule the home screen
/// and an extension process both follow (``WidgetLayout/layout(for:entry:environment:bundles:toggleOverrides:)``
/// gives the display list and the controls' intents).
package struct TappedControl {
    /// The intent to perform (a toggle's `SetValueIntent` already switched).
    package var intent: ControlIntent
    /// For a toggle, the state it switches to.
    package var isOn: Bool?

    /// The intent control `control` performs when tapped, given the intent type the page saw
    /// there (`expectedIntent`) and, for a toggle, the state asked for (`isOn`; by default the
    /// opposite of the state shown).
    ///
    /// - Throws: ``RequestError``: 422 when no control `control` performs an intent, 409 when it now
    ///   performs another one, 400 for `isOn` on a button.
    package init(
        control: Int, isOn: Bool?, expectedIntent: String?, in list: DisplayList, controls: [ControlIntent?]
    ) throws(RequestError) {
        guard controls.indices.contains(control), let held = controls[control],
              let node = Self.node(control, in: list.accessibility)
        else {
            throw RequestError(status: 422, message: "The widget has no control \(control) that performs an intent (it has \(controls.count)).")
        }
        if let expectedIntent, expectedIntent != held.typeName {
            throw RequestError(status: 409, message:
                "Control \(control) now performs \(held.typeName), not \(expectedIntent): the widget changed; try again.")
        }
        if node.traits.contains("isToggle") {
            let switched = isOn ?? (node.value != "1")
            self.intent = held.switched(to: switched)
            self.isOn = switched
        } else if isOn != nil {
            throw RequestError(status: 400, message: "Control \(control) is a button: 'isOn' is for toggles.")
        } else {
            self.intent = held
            self.isOn = nil
        }
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
