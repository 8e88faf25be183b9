import Foundation
import LayoutEngine

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
    // Values set on a copy are pushed on an immutable list, so setting a value (every
    // modifier, every stack) copies nothing, and copying the environment is one retain. The
    // list ends in a table of older values; once the list gets long it is folded into a new
    // table. Each value sits in a node typed by its key's value type, so reading it back is a
    // pointer cast, not a dynamic cast from `Any`. A table is two small arrays (a widget's
    // environment holds a few dozen keys): a scan of contiguous keys beats hashing them.
    private var head: Node?
    /// A 128-bit filter of the keys set (one bit per key, by hash): most reads are of keys
    /// never set, and the filter answers those without walking anything.
    private var present: (UInt64, UInt64) = (0, 0)

    /// A value in the environment as set for one key, or (`Table`) the folded older values.
    private class Node {
        let key: ObjectIdentifier
        let next: Node?
        /// The number of value nodes from this one to the table (or the end): 0 for a table.
        let depth: Int
        var isTable: Bool { depth == 0 }

        init(key: ObjectIdentifier, next: Node?, isTable: Bool = false) {
            self.key = key
            self.next = next
            self.depth = isTable ? 0 : (next?.depth ?? 0) + 1
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

    /// The values folded from a list: the newest node of each key.
    private final class Table: Node {
        let keys: [ObjectIdentifier]
        let nodes: [Node]

        init(keys: [ObjectIdentifier], nodes: [Node]) {
            self.keys = keys
            self.nodes = nodes
            // No key type is the table's own type: the walk never takes a table for a value.
            super.init(key: ObjectIdentifier(Table.self), next: nil, isTable: true)
        }
    }

    /// Values kept in the list before they are folded into a table.
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
            head = TypedNode(key: id, value: newValue, next: head)
            if head!.depth >= Self.maximumChanges { fold() }
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
        var cursor = head.map { Unmanaged.passUnretained($0) }
        while let current = cursor {
            let step = current._withUnsafeGuaranteedRef { node -> (found: Bool, table: Bool, next: Unmanaged<Node>?) in
                (node.key == key, node.isTable, node.next.map { Unmanaged.passUnretained($0) })
            }
            if step.found { return current.takeUnretainedValue() }
            if step.table {
                let table = unsafeDowncast(current.takeUnretainedValue(), to: Table.self)
                return table.keys.withUnsafeBufferPointer { keys in
                    for index in keys.indices where keys[index] == key { return table.nodes[index] }
                    return nil
                }
            }
            cursor = step.next
        }
        return nil
    }

    /// Replaces the list by one table of the newest value of each key.
    private mutating func fold() {
        var pending: [Node] = []
        var keys: [ObjectIdentifier] = []
        var nodes: [Node] = []
        var cursor = head
        while let current = cursor {
            if current.isTable {
                let table = unsafeDowncast(current, to: Table.self)
                keys = table.keys
                nodes = table.nodes
                break
            }
            pending.append(current)
            cursor = current.next
        }
        for current in pending.reversed() {
            if let index = keys.firstIndex(of: current.key) {
                nodes[index] = current
            } else {
                keys.append(current.key)
                nodes.append(current)
            }
        }
        head = Table(keys: keys, nodes: nodes)
    }

    public var description: String {
        var copy = self
        copy.fold()
        return "EnvironmentValues(\((copy.head as? Table)?.keys.count ?? 0) values)"
    }
}

/// Reads a value from the environment: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.read = { $0[keyPath: keyPath] }
    }

    /// Reads with `read` (an `@Observable` object's type, see Environment+Observable.swift).
    package init(reading read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
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

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        context.withEnvironment(change) { context.resolve(content, into: &outputs) }
    }
}
