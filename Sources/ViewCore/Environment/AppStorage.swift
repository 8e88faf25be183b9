public import Foundation

/// A value stored in `UserDefaults`: `@AppStorage("count", store: UserDefaults(suiteName: group))`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set { write(store, key, newValue) }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    private init(key: String, defaultValue: Value, store: UserDefaults?,
                 read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.object(forKey: $1) as? Bool }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? NSNumber)?.intValue }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? NSNumber)?.doubleValue }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value == URL {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }
}
