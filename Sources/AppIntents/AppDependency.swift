import Foundation

// `@Dependency var store: NoteStore` in intents and queries, registered by the app with
// `AppDependencyManager.shared.add(dependency: NoteStore())`. On Linux the widget program
// registers them the same way (at start, before providers run).

/// Registers the values intents and queries resolve with `@Dependency`: App Intents'
/// `AppDependencyManager`.
public final class AppDependencyManager: @unchecked Sendable {
    /// The manager `@Dependency` resolves from unless told otherwise.
    public static let shared = AppDependencyManager()

    private let lock = NSLock()
    private var providers: [AnyHashable: () throws -> Any] = [:]
    private var values: [AnyHashable: Any] = [:]

    /// A standalone manager (for tests).
    public init() {}

    /// Registers a dependency, created when it is first resolved.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency) {
        register(key: key, type: Dependency.self) { dependency() }
    }

    /// Registers a dependency made by a closure that may throw, run when it is first resolved.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency: @escaping @Sendable () throws -> Dependency) {
        register(key: key, type: Dependency.self) { try dependency() }
    }

    private func register<Dependency>(key: AnyHashable?, type: Dependency.Type, _ make: @escaping () throws -> Any) {
        let slot = Self.slot(key, type)
        lock.withLock {
            providers[slot] = make
            values[slot] = nil
        }
    }

    /// The dependency of this type (and key), made once; `nil` if none was added.
    func resolve<Dependency>(_ type: Dependency.Type, key: AnyHashable?) throws -> Dependency? {
        let slot = Self.slot(key, type)
        return try lock.withLock {
            if let value = values[slot] as? Dependency { return value }
            guard let make = providers[slot], let value = try make() as? Dependency else { return nil }
            values[slot] = value
            return value
        }
    }

    private static func slot<Dependency>(_ key: AnyHashable?, _ type: Dependency.Type) -> AnyHashable {
        key ?? AnyHashable(ObjectIdentifier(type))
    }
}

/// A property wrapper that resolves a registered dependency: App Intents' `AppDependency`,
/// written `@Dependency` in intents, queries and options providers.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager

    /// A dependency resolved from `manager` by its type, or by `key`.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
    }

    /// The dependency. Reading one that was never added stops the program with a message
    /// naming the type, as on iOS.
    public var wrappedValue: Value {
        do {
            if let value = try manager.resolve(Value.self, key: key) { return value }
            fatalError("No dependency of type \(Value.self) was added to AppDependencyManager")
        } catch {
            fatalError("The dependency of type \(Value.self) could not be made: \(error)")
        }
    }

    /// The wrapper itself.
    public var projectedValue: AppDependency<Value> { self }
}

extension AppIntent {
    /// `@Dependency var store: Store` inside an intent.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension EntityQuery {
    /// `@Dependency var store: Store` inside a query.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension DynamicOptionsProvider {
    /// `@Dependency var store: Store` inside an options provider.
    public typealias Dependency<Value: Sendable> = AppDependency<Value>
}
