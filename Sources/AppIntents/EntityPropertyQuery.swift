import Foundation

// Property queries (Shortcuts' "Find … where …"): the query declares which entity properties
// can be compared and sorted, each comparator maps a person's value into a type of the
// query's choosing, and `entities(matching:mode:sortedBy:limit:)` answers. Widgets on Linux
// never run a Find action; the declarations compile and the query stays usable from code.

/// A query that finds entities by comparing their properties: App Intents' `EntityPropertyQuery`.
///
/// ```swift
/// struct BookQuery: EntityPropertyQuery {
///     static var properties = QueryProperties {
///         Property(\BookEntity.$title) {
///             EqualToComparator { NSPredicate(format: "title = %@", $0) }
///             ContainsComparator { NSPredicate(format: "title CONTAINS %@", $0) }
///         }
///     }
///     static var sortingOptions = SortingOptions {
///         SortableBy(\BookEntity.$title)
///     }
///     func entities(matching comparators: [NSPredicate], mode: ComparatorMode,
///                   sortedBy: [Sort<BookEntity>], limit: Int?) async throws -> [BookEntity] { … }
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparator maps a person's value into (an `NSPredicate`, a URL query item…).
    associatedtype ComparatorMappingType
    /// What `entities(matching:mode:sortedBy:limit:)` returns: usually `[Entity]`.
    associatedtype Result = [Self.Entity]

    /// The properties a person can compare, with their comparators.
    static var properties: EntityQueryProperties<Self.Entity, Self.ComparatorMappingType> { get }
    /// The properties a person can sort by.
    static var sortingOptions: EntityQuerySortingOptions<Self.Entity> { get }

    /// The entities matching `comparators` (all of them or any, by `mode`), sorted and limited.
    func entities(
        matching comparators: [Self.ComparatorMappingType], mode: EntityQueryComparatorMode,
        sortedBy: [EntityQuerySort<Self.Entity>], limit: Int?
    ) async throws -> Self.Result
}

extension EntityPropertyQuery {
    /// `QueryProperties { Property(\.$name) { … } }` inside a property query.
    public typealias QueryProperties = EntityQueryProperties<Self.Entity, Self.ComparatorMappingType>
    /// `SortingOptions { SortableBy(\.$name) }` inside a property query.
    public typealias SortingOptions = EntityQuerySortingOptions<Self.Entity>
    /// `SortableBy(\.$name)` inside a property query.
    public typealias SortableBy = EntityQuerySortableByProperty<Self.Entity>
    /// `Sort<BookEntity>` in `entities(matching:mode:sortedBy:limit:)`.
    public typealias Sort = EntityQuerySort
    /// Whether entities must match all comparators or any.
    public typealias ComparatorMode = EntityQueryComparatorMode
    /// `Property(\.$title) { EqualToComparator { … } }` inside `QueryProperties`.
    public typealias Property<PropertyType: Sendable> = EntityQueryProperty<
        Self.Entity, Self.Entity, EntityProperty<PropertyType>, PropertyType, Self.ComparatorMappingType>

    /// No sorting unless the query declares some.
    public static var sortingOptions: EntityQuerySortingOptions<Self.Entity> { EntityQuerySortingOptions {} }
}

/// Whether entities must match every comparator (`and`) or any (`or`).
public enum EntityQueryComparatorMode: Sendable, Hashable {
    /// Every comparator matches.
    case and
    /// At least one comparator matches.
    case or
}

// MARK: - Properties

/// The properties of a property query, with their comparators: App Intents' `EntityQueryProperties`.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    /// The declared properties, in order.
    public let properties: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    /// The properties a builder lists.
    public init(
        @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
    ) {
        self.properties = properties()
    }
}

/// One property of a property query, with its type erased: App Intents' `EntityQueryPropertyDeclaration`.
public class EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    /// The entity's property, as `\Entity.$name`.
    public let keyPath: AnyKeyPath
    /// How many comparators the property offers.
    public let comparatorCount: Int

    init(keyPath: AnyKeyPath, comparatorCount: Int) {
        self.keyPath = keyPath
        self.comparatorCount = comparatorCount
    }
}

/// One comparable property of an entity: App Intents' `EntityQueryProperty`, written
/// `Property(\.$title) { … }` inside `QueryProperties`.
public final class EntityQueryProperty<Entity: AppEntity, Subject: AppEntity, Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>, @unchecked Sendable
{
    /// The comparators of one property.
    public typealias QueryComparators = [AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>]

    /// The comparators this property supports.
    public let comparators: QueryComparators

    /// A property of the entity itself.
    public convenience init(
        _ keyPath: KeyPath<Subject, Property>,
        @EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType> comparators: () -> QueryComparators
    ) where Entity == Subject {
        self.init(keyPath, entityProvider: { $0 }, comparators: comparators)
    }

    /// A property of another entity reached from this one (`entityProvider`).
    public init(
        _ keyPath: KeyPath<Subject, Property>, entityProvider: @escaping (Entity) -> Subject,
        @EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType> comparators: () -> QueryComparators
    ) {
        self.comparators = comparators()
        super.init(keyPath: keyPath, comparatorCount: self.comparators.count)
    }
}

/// Builds the properties of `QueryProperties { … }`.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
    /// Passes one element of the block through.
    public static func buildExpression(
        _ expression: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
    ) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> { expression }

    /// Collects the block\'s elements, in order.
    public static func buildBlock(
        _ components: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>...
    ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { components }
}

// MARK: - Comparators

/// The base of every comparator: maps a person's value into the query's mapping type
/// (App Intents' `EntityQueryComparator`).
public class EntityQueryComparator<Property, PropertyType: Sendable, InputType, ComparatorMappingType>: @unchecked Sendable {
    /// Maps the value a person gives into the query's mapping type.
    public let mappingTransform: (InputType) -> ComparatorMappingType

    init(transform: @escaping (InputType) -> ComparatorMappingType) {
        mappingTransform = transform
    }
}

/// A comparator with its concrete type erased: App Intents' `AnyEntityQueryComparator`.
public struct AnyEntityQueryComparator<Entity: AppEntity, Subject: AppEntity, Property, PropertyType: Sendable, ComparatorMappingType>: @unchecked Sendable {
    /// The comparator's kind (`EqualToComparator`, …).
    public let kind: String
    let map: (Any) -> ComparatorMappingType?

    init<InputType>(_ comparator: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>) {
        kind = String(describing: type(of: comparator)).components(separatedBy: "<").first ?? ""
        map = { value in (value as? InputType).map(comparator.mappingTransform) }
    }

    /// The mapping of `value`, or `nil` if it is not of the comparator's input type.
    public func mapping(for value: Any) -> ComparatorMappingType? { map(value) }
}

/// Builds the comparators of `Property(\.$name) { … }`.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Entity: AppEntity, Subject: AppEntity, Property, PropertyType: Sendable, ComparatorMappingType> {
    /// Passes one element of the block through.
    public static func buildExpression<InputType>(
        _ comparator: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
    ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType> {
        AnyEntityQueryComparator(comparator)
    }

    /// Collects the block\'s elements, in order.
    public static func buildBlock(
        _ components: AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>...
    ) -> [AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>] { components }
}

/// The property equals the value.
public final class EqualToComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The property differs from the value.
public final class NotEqualToComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The property is less than the value.
public final class LessThanComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The property is at most the value.
public final class LessThanOrEqualToComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The property is greater than the value.
public final class GreaterThanComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The property is at least the value.
public final class GreaterThanOrEqualToComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The property (text, or a list) contains the value.
public final class ContainsComparator<Property, PropertyType: Sendable, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator on text: the value is text too.
    public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) where InputType == PropertyType {
        super.init(transform: mappingTransform)
    }

    /// A comparator on a list: the value is one element.
    public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType) where PropertyType == [InputType] {
        super.init(transform: mappingTransform)
    }
}

/// The text property starts with the value.
public final class HasPrefixComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The text property ends with the value.
public final class HasSuffixComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the value with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) { super.init(transform: mappingTransform) }
}

/// The property lies between two values.
public final class IsBetweenComparator<Property, PropertyType: Sendable, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, (PropertyType, PropertyType), ComparatorMappingType>, @unchecked Sendable
{
    /// A comparator mapping the two bounds with `mappingTransform`.
    public init(mappingTransform: @escaping (PropertyType, PropertyType) -> ComparatorMappingType) {
        super.init(transform: { bounds in mappingTransform(bounds.0, bounds.1) })
    }
}

// MARK: - Sorting

/// A property a person can sort by: App Intents' `EntityQuerySortableByProperty`.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
    /// The property, as `\Entity.$name`.
    public let keyPath: PartialKeyPath<Entity>

    /// Sorting by the property at `keyPath`.
    public init<Property>(_ keyPath: KeyPath<Entity, Property>) {
        self.keyPath = keyPath
    }
}

/// The properties a person can sort by: App Intents' `EntityQuerySortingOptions`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: @unchecked Sendable {
    let options: [EntityQuerySortableByProperty<Entity>]

    /// The sorting options a builder lists.
    public init(@EntityQuerySortingOptionsBuilder<Entity> sortingOptions: () -> [EntityQuerySortableByProperty<Entity>]) {
        options = sortingOptions()
    }

    /// The number of options.
    public var count: Int { options.count }

    /// The option at `index`.
    public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { options[index] }
}

/// Builds `SortingOptions { SortableBy(\.$name) }`.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    /// Passes one element of the block through.
    public static func buildExpression(_ expression: EntityQuerySortableByProperty<Entity>) -> EntityQuerySortableByProperty<Entity> {
        expression
    }

    /// Collects the block\'s elements, in order.
    public static func buildBlock(_ components: EntityQuerySortableByProperty<Entity>...) -> [EntityQuerySortableByProperty<Entity>] {
        components
    }
}

/// How a query's results are sorted: App Intents' `EntityQuerySort`.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    /// The direction of a sort.
    public enum Ordering: Sendable, Hashable {
        /// Smallest first.
        case ascending
        /// Largest first.
        case descending
    }

    /// The property sorted by.
    public let by: PartialKeyPath<Entity>
    /// The direction.
    public let order: Ordering

    /// A sort by the property at `by`.
    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}
