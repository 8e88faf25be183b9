import Foundation
package import LayoutEngine

/// A key for a value in the environment: SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view reads with `@Environment`, passed down the view tree.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

/// Reads a value from the environment: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }

    @MainActor
    package func install(_ context: ResolveContext) {
        box.values = context.environment
    }
}

private final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}

/// A stored property of a view that the engine updates before it evaluates `body`:
/// `@Environment`, `@State`, `@StateObject` and friends.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated. The default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Dynamic properties that read from the resolve context.
@MainActor
package protocol ContextInstallable {
    func install(_ context: ResolveContext)
}

extension Environment: ContextInstallable {}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironment(keyPath) { $0 = value }
    }

    /// Transforms an environment value for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentModifierView(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

/// Applies a change to the environment for its content.
package struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    package typealias Body = Never
    package var body: Never { fatalError() }

    package func resolve(in context: ResolveContext) -> [any LayoutElement] {
        context.withEnvironment(change) { context.resolve(content) }
    }
}
