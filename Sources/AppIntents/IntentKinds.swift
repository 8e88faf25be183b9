public import Foundation

// The kinds of intents and queries widget and app code declares. Widgets on Linux run none of
// them: they compile, and their static data (titles, parameters) is available.

/// An intent that opens the app at an entity: `var target: Value` is its parameter.
public protocol OpenIntent: AppIntent {
    /// The entity opened.
    associatedtype Value: AppEntity
    /// The entity to open (a `@Parameter`).
    var target: Value { get set }
}

/// An intent that plays audio (a button in an interactive widget can run it).
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent that starts, updates or ends a Live Activity.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that may continue in the foreground (`requestToContinueInForeground`).
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// Asks to continue in the app; on Linux there is no app to bring forward, so this does nothing.
    public func requestToContinueInForeground(_ dialog: IntentDialog? = nil) async throws {}
}

/// An App Intent that replaces a SiriKit custom intent (`intentClassName` names the old class),
/// so existing widget configurations keep their values.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent class this intent replaces, e.g. `"ConfigurationIntent"`.
    static var intentClassName: String { get }
}

/// A query that can list every entity of its type.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The entity type (restated so that `allEntities()` alone determines it).
    associatedtype Entity
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// The entities with the given identifiers, from `allEntities()`.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    /// Every entity is suggested.
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// What the system says when it asks a person for a parameter's value.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// The full dialog, spoken or shown.
    public let full: LocalizedStringResource
    /// A shorter form shown with supporting UI.
    public let supporting: LocalizedStringResource

    /// A dialog whose full and supporting forms are the same.
    public init(_ resource: LocalizedStringResource) {
        full = resource
        supporting = resource
    }

    /// A dialog with different full and supporting forms.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(verbatimKey: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(verbatimKey: String(stringInterpolation: stringInterpolation)))
    }
}

/// Whether a parameter takes the previous action's output in a shortcut.
public enum InputConnectionBehavior: Sendable {
    /// The system decides.
    case `default`
    /// Connects to the previous intent's result.
    case connectToPreviousIntentResult
    /// Never connects.
    case never
}

/// How many values an array parameter holds (`@Parameter(title: "Cities", size: 3)`):
/// App Intents' `IntentCollectionSize`.
public struct IntentCollectionSize: Sendable, Equatable, ExpressibleByIntegerLiteral {
    /// The fewest values.
    public let minimum: Int
    /// The most values (what the configuration form offers).
    public let size: Int

    /// Exactly `size` values.
    public init(_ size: Int) { self.init(exactly: size) }
    /// Exactly `exactly` values.
    public init(exactly: Int) {
        size = max(0, exactly)
        minimum = size
    }
    /// Between `min` and `max` values.
    public init(min: Int, max: Int) {
        minimum = Swift.max(0, min)
        size = Swift.max(minimum, max)
    }
    /// Exactly `value` values: `size: 3`.
    public init(integerLiteral value: Int) { self.init(exactly: value) }
}

/// The widget families a parameter's collection size can depend on: App Intents'
/// `IntentWidgetFamily` (`@Parameter(title: "Cities", size: [.systemSmall: 1, .systemLarge: 4])`).
public enum IntentWidgetFamily: String, Sendable, Hashable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

extension IntentParameter {
    /// A parameter with a collection size.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value? = nil, size: IntentCollectionSize?,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        if let size {
            self.init(title: title, description: description, default: defaultValue, maximumCount: size.size)
        } else {
            self.init(title: title, description: description, default: defaultValue)
        }
    }

    /// A list parameter whose size depends on the widget family; the configuration form offers
    /// the largest.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue,
                  maximumCount: size.values.map(\.size).max() ?? 0)
    }

    /// A parameter with the dialog that asks for its value.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value? = nil, requestValueDialog: IntentDialog?,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, default: defaultValue)
    }

    /// A parameter with how it connects to a shortcut's previous action.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value? = nil, inputConnectionBehavior: InputConnectionBehavior) {
        self.init(title: title, description: description, default: defaultValue)
    }

    /// A parameter with dynamic options and the dialog that asks for its value.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        optionsProvider: Provider, requestValueDialog: IntentDialog?,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: defaultValue, optionsProvider: optionsProvider)
    }
}

/// A file passed to or from an intent.
public struct IntentFile: _IntentValue, Sendable, Hashable {
    /// The file's contents.
    public var data: Data
    /// The file's name.
    public var filename: String
    /// Where the file is, when it is on disk.
    public var fileURL: URL?

    /// A file from data.
    public init(data: Data, filename: String) {
        self.data = data
        self.filename = filename
    }

    /// A file on disk (its contents read now; empty if it cannot be read).
    public init(fileURL: URL, filename: String? = nil) {
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.data = (try? Data(contentsOf: fileURL)) ?? Data()
    }
}

/// A person passed to an intent (a contact).
public struct IntentPerson: _IntentValue, Sendable, Hashable, Identifiable {
    /// A person's handle: an e-mail address or a phone number.
    public struct Handle: Sendable, Hashable {
        /// The kind of handle.
        public enum Kind: Sendable, Hashable { case emailAddress, phoneNumber }
        public var value: String
        public var type: Kind
        public var label: String?

        public init(value: String, type: Kind, label: String? = nil) {
            self.value = value
            self.type = type
            self.label = label
        }
    }

    /// The person's identifier.
    public var identifier: String
    /// The person's name.
    public var name: PersonNameComponents
    /// How to reach the person.
    public var handle: Handle?
    /// The contact's identifier in the address book.
    public var contactIdentifier: String?

    public var id: String { identifier }

    /// A person.
    public init(identifier: String, name: PersonNameComponents, handle: Handle? = nil, contactIdentifier: String? = nil) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.contactIdentifier = contactIdentifier
    }
}

extension Measurement: _IntentValue {}

/// A property of an entity shown in Shortcuts and used by property queries: `@Property(title: "Name") var name: String`.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private var value: Value?
    /// The property's title.
    public let title: LocalizedStringResource

    /// A property with a title.
    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// A property with a title and an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("Property '\(title)' of type \(Value.self) read before it was set") }
            return value
        }
        set { value = newValue }
    }

    public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
    /// The property wrapper for an entity's properties: `@Property(title: "Name") var name: String`.
    public typealias Property<Value> = EntityProperty<Value>
}

/// An entity of which there is exactly one (the app's settings, say).
public protocol UniqueAppEntity: AppEntity {
    /// The one entity.
    init()
}

extension UniqueAppEntity where ID == String {
    /// The one entity's identifier.
    public var id: String { String(describing: Self.self) }
}

extension UniqueAppEntity {
    /// The query returning the one entity.
    public static var defaultQuery: UniqueAppEntityQuery<Self> { UniqueAppEntityQuery() }
}

/// The query of a `UniqueAppEntity`: it returns the one entity.
public struct UniqueAppEntityQuery<Entity: UniqueAppEntity>: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [Entity()] }
    public func suggestedEntities() async throws -> [Entity] { [Entity()] }
}
