/// A control's style, erased: draws a configuration (a button's or a toggle's) into outputs.
package struct AnyControlStyle<Configuration>: @unchecked Sendable {
    package let makeBody: @MainActor (Configuration, inout _ViewOutputs) -> Void

    package init(_ makeBody: @escaping @MainActor (Configuration, inout _ViewOutputs) -> Void) {
        self.makeBody = makeBody
    }
}

/// Installs a control style (`buttonStyle(_:)`, `toggleStyle(_:)`) in the environment value at
/// `storage` for its content; while the style's body is drawn, the style outside this modifier
/// is in effect again (so a style may draw the standard control inside its own).
package struct ControlStyleModifierView<Content: View, Configuration>: View, PrimitiveView {
    let content: Content
    let style: AnyControlStyle<Configuration>
    let storage: any WritableKeyPath<EnvironmentValues, AnyControlStyle<Configuration>?> & Sendable
    package typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let outer = context.environment[keyPath: storage]
        let style = self.style
        let storage = self.storage
        let scoped = AnyControlStyle<Configuration> { configuration, outputs in
            outputs.context.withEnvironment({ $0[keyPath: storage] = outer }) { style.makeBody(configuration, &outputs) }
        }
        context.withEnvironment({ $0[keyPath: storage] = scoped }) { context.resolve(content, into: &outputs) }
    }
}
