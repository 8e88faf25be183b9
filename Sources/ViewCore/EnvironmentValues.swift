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
    // Values set on a copy are pushed on an immutable list in front of a shared table, so
    // setting a value (every modifier, every stack) copies nothing; the list is folded into
    // the table once it gets long. Each value sits in a node typed by its key's value type,
    // so reading it back is a pointer cast, not a dynamic cast from `Any`. The table is two
    // small arrays (a widget's environment holds a few dozen keys): a scan of contiguous
    // keys beats hashing them.
    private var keys: [ObjectIdentifier] = []
    private var nodes: [Node] = []
    private var changes: Node?
    /// A 128-bit filter of the keys set (one bit per key, by hash): most reads are of keys
    /// never set, and the filter answers those without walking anything.
    private var present: (UInt64, UInt64) = (0, 0)

    /// A value in the environment, as set for one key.
    private class Node {
        let key: ObjectIdentifier
        let next: Node?
        let depth: Int

        init(key: ObjectIdentifier, next: Node?) {
            self.key = key
            self.next = next
            self.depth = (next?.depth ?? 0) + 1
        }
    }

    /// A node holding a value of the key's `Value` type.
    private final class TypedNode<Value>: Node {
        let value: Value

        init(key: ObjectIdentifier, value: Value, next: Node?) {
            self.value = value
            super.init(key: key, next: next)
        }
    }

    /// Changes kept in the list before they are folded into the table.
    private static let maximumChanges = 24

    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let bit = Self.filterBit(id)
            guard present.0 & bit.0 != 0 || present.1 & bit.1 != 0, let node = node(for: id) else {
                return K.defaultValue
            }
            // Only the setter below makes nodes for `key`, always with a `K.Value`.
            return unsafeDowncast(node, to: TypedNode<K.Value>.self).value
        }
        set {
            let id = ObjectIdentifier(key)
            let bit = Self.filterBit(id)
            present = (present.0 | bit.0, present.1 | bit.1)
            changes = TypedNode(key: id, value: newValue, next: changes)
            if changes!.depth >= Self.maximumChanges { fold() }
        }
    }

    /// The filter bit of `key`: one of 128, from a multiplicative hash of its address.
    @inline(__always)
    private static func filterBit(_ key: ObjectIdentifier) -> (UInt64, UInt64) {
        let index = (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 57
        return index < 64 ? (1 << index, 0) : (0, 1 << (index - 64))
    }

    private func node(for key: ObjectIdentifier) -> Node? {
        // Walk the list without retaining each node: `self` keeps the list alive.
        var change = changes.map { Unmanaged.passUnretained($0) }
        while let current = change {
            let found = current._withUnsafeGuaranteedRef { node -> Bool in node.key == key }
            if found { return current.takeUnretainedValue() }
            change = current._withUnsafeGuaranteedRef { node in node.next.map { Unmanaged.passUnretained($0) } }
        }
        return keys.withUnsafeBufferPointer { keys in
            for index in keys.indices where keys[index] == key { return nodes[index] }
            return nil
        }
    }

    /// Moves the list of changes into the table, oldest first.
    private mutating func fold() {
        var pending: [Node] = []
        var change = changes
        while let current = change {
            pending.append(current)
            change = current.next
        }
        for current in pending.reversed() {
            if let index = keys.firstIndex(of: current.key) {
                nodes[index] = current
            } else {
                keys.append(current.key)
                nodes.append(current)
            }
        }
        changes = nil
    }

    public var description: String {
        var copy = self
        copy.fold()
        return "EnvironmentValues(\(copy.keys.count) values)"
    }
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
