public import Foundation

/// A thing of your app a person picks, found through a query: App Intents' `AppEntity`.
///
/// ```swift
/// struct TopicEntity: AppEntity {
///     let id: String
///     let name: String
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topic"
///     static let defaultQuery = TopicQuery()
///     var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
/// }
/// ```
public protocol AppEntity: _IntentValue, Identifiable, Sendable where ID: EntityIdentifierConvertible {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// The name of the type, for a person.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The query the host uses to find entities by identifier and to suggest them.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

/// Finds entities: App Intents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    /// The type of entity found.
    associatedtype Entity: AppEntity

    /// Creates the query.
    init()
    /// The entities with these identifiers (those that still exist).
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered to choose from.
    func suggestedEntities() async throws -> [Entity]
    /// The entity a new widget starts with, or `nil`.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// No suggestions unless the query gives some.
    public func suggestedEntities() async throws -> [Entity] { [] }
    /// No default unless the query gives one.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that finds entities matching text a person types: App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching `string`.
    func entities(matching string: String) async throws -> [Entity]
}

/// An identifier type an entity can use: App Intents' `EntityIdentifierConvertible`.
public protocol EntityIdentifierConvertible {
    /// The identifier as text.
    var entityIdentifierString: String { get }
    /// The identifier from its text, or `nil`.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}
