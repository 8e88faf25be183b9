import Foundation

/// Where the home screen keeps its placed widgets: their order, family and configuration.
///
/// Every method returns only once its change is committed, so what the HTTP host acknowledges
/// survives a crash. `SQLiteInstanceStore` is the one-process store; the protocol is the seam
/// for a shared store (PostgreSQL) behind several stateless hosts.
///
/// ```swift
/// let store = try SQLiteInstanceStore(directory: dataDirectory)
/// let placed = try await store.insert(kind: "Weather", family: "systemSmall", configuration: nil)
/// try await store.move(placed.id, to: 0)
/// ```
package protocol InstanceStore: Sendable {
    /// Every placed widget, in home screen order.
    func instances() async throws -> [WidgetInstanceRecord]

    /// The placed widget with `id`, or `nil`.
    func instance(_ id: String) async throws -> WidgetInstanceRecord?

    /// Places a widget after the last one and returns it.
    func insert(kind: String, family: String, configuration: String?) async throws -> WidgetInstanceRecord

    /// Removes a widget and closes the gap in the order; `false` if there was none with `id`.
    @discardableResult
    func delete(_ id: String) async throws -> Bool

    /// Moves a widget to `position` (clamped to the order), shifting the others; returns the
    /// new order, or `nil` if there is no widget with `id`.
    func move(_ id: String, to position: Int) async throws -> [WidgetInstanceRecord]?

    /// Changes a widget's family; returns the changed record, or `nil` if there is none with `id`.
    func setFamily(_ id: String, family: String) async throws -> WidgetInstanceRecord?

    /// Replaces a widget's configuration (JSON text); returns the changed record, or `nil` if
    /// there is none with `id`.
    func setConfiguration(_ id: String, configuration: String?) async throws -> WidgetInstanceRecord?
}
