package import Foundation
@_spi(Reflection) import Swift
package import LayoutEngine
import Logging

/// The intents of a render's controls, in resolve order (their index is the control id).
@MainActor
package final class ControlRegistry {
    package var intents: [any Sendable] = []
    /// States toggles are drawn in instead of their own, by control id: a host shows a tap at
    /// once while its intent runs.
    package var toggleOverrides: [Int: Bool]

    package init(toggleOverrides: [Int: Bool] = [:]) {
        self.toggleOverrides = toggleOverrides
    }
}

/// Resolves a view tree into layout elements: evaluates bodies with the environment installed,
/// and collects what views report upwards (widget URL, container background).
@MainActor
package final class ResolveContext {
    package private(set) var environment: EnvironmentValues
    /// The `widgetURL` closest to the root wins, as in SwiftUI.
    package var widgetURL: URL?
    /// Content of `containerBackground(_:for: .widget)`, if a view set one.
    package var containerBackground: [any LayoutElement]?
    /// Whether a view read the environment's `containerSize` (`containerRelativeFrame`): a host
    /// that changes the content area after resolving must resolve again.
    package var readContainerSize = false
    /// The preference values written by the views resolved so far in the current scope
    /// (see ``collectingPreferences(_:)``).
    package var preferences = PreferenceValues()
    /// Where the controls that perform an App Intent are recorded; shared with contexts that
    /// resolve parts of the view later (GeometryReader).
    package let controls: ControlRegistry
    let logger = Logger(label: "WidgetKitLinux.ViewCore")

    package init(environment: EnvironmentValues, controls: ControlRegistry = ControlRegistry()) {
        self.environment = environment
        self.controls = controls
    }

    /// What the controls that perform an App Intent perform, by control id (their index, in
    /// resolve order): the host gets the intent back by the id the display list carries.
    package var controlIntents: [any Sendable] { controls.intents }

    /// Records what a control performs and returns its control id.
    package func registerControl(performing intent: any Sendable) -> Int {
        controls.intents.append(intent)
        return controls.intents.count - 1
    }

    /// The layout elements of `view`.
    package func resolve<V: View>(_ view: V) -> [any LayoutElement] {
        var outputs = _ViewOutputs(context: self)
        V._resolve(view, into: &outputs)
        return outputs.elements
    }

    /// Appends the layout elements of `view` to `outputs`.
    package func resolve<V: View>(_ view: V, into outputs: inout _ViewOutputs) {
        V._resolve(view, into: &outputs)
    }

    /// The layout elements of `view`, merged into a single element (a ZStack-like group
    /// when it produced several, an empty element when none).
    package func resolveSingle<V: View>(_ view: V) -> any LayoutElement {
        let elements = resolve(view)
        if elements.count == 1 { return elements[0] }
        return GroupElement(children: elements)
    }

    /// Runs `body` with the environment changed by `change`.
    package func withEnvironment<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () -> T) -> T {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return body()
    }

    /// Per view type: whether it may store a `ContextInstallable` (so its properties must be
    /// reflected before its body is evaluated). Most views have none.
    private static var mayHaveInstallables: [ObjectIdentifier: Bool] = [:]

    private static func mayHaveInstallables(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = mayHaveInstallables[key] { return known }
        let result = computeMayHaveInstallables(type)
        mayHaveInstallables[key] = result
        return result
    }

    /// False only when the stored properties' declared types prove that none can hold a
    /// `ContextInstallable`: structs and enums (whose values have exactly that type) that do
    /// not conform, tuples and functions. Classes, optionals, existentials, custom mirrors and
    /// types the runtime cannot enumerate keep the reflection.
    private static func computeMayHaveInstallables(_ type: Any.Type) -> Bool {
        if type is AnyClass || type is any CustomReflectable.Type { return true }
        var found = false
        let enumerated = _forEachField(of: type, options: []) { _, _, fieldType, kind in
            switch kind {
            case .struct, .enum:
                if fieldType is any ContextInstallable.Type { found = true }
            case .tuple, .function:
                break
            default:
                found = true
            }
            return !found
        }
        return found || !enumerated
    }

    /// Installs the context into the view's dynamic properties (`@Environment`, `@State`…)
    /// before its body is evaluated.
    package func installDynamicProperties<V: View>(of view: V) {
        guard Self.mayHaveInstallables(V.self) else { return }
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            for child in current.children {
                if let installable = child.value as? any ContextInstallable {
                    installable.install(self)
                }
            }
            mirror = current.superclassMirror
        }
    }
}
