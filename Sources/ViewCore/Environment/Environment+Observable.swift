public import Observation

// `@Observable` models in the environment (iOS 17): `.environment(model)` and
// `@Environment(Model.self) var model`. They share the by-type table of `environmentObject(_:)`.

extension Environment {
    /// Reads the `@Observable` object of type `objectType` set by an ancestor's
    /// `.environment(_:)`; reading it when no ancestor set one stops the program, as on iOS.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment.environmentObjects[ObjectIdentifier(Value.self)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        })
    }

    /// Reads the `@Observable` object of type `objectType` if an ancestor set one, else nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.environmentObjects[ObjectIdentifier(T.self)] as? T })
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view, for
    /// `@Environment(Model.self)` below.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        ModifiedView(self, environment: { $0.environmentObjects[ObjectIdentifier(T.self)] = object })
    }
}

/// Makes bindings to the properties of an `@Observable` object: `@Bindable var model`,
/// then `$model.isOn`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable wrapper itself.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from another one's projected value.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
