public import Foundation

/// An object a person picks as a parameter value, with an identifier and the text shown for
/// it: the Intents framework's `INObject`.
///
/// Custom types in an `.intentdefinition` become subclasses with typed properties (the
/// build plugin generates them):
///
/// ```swift
/// let item = ShortcutItem(identifier: "pay", display: "Pay")
/// item.urlString = "alipay://pay"
/// ```
open class INObject: NSObject {
    /// The object's identifier; stored with the configuration and used to find it again.
    public let identifier: String?
    /// The text shown for the object.
    public let displayString: String
    /// A second line of text, if any.
    public let subtitleString: String?
    /// Values of the properties a generated subclass declares, by property name.
    ///
    /// Generated code reads and writes these; widget code uses the typed properties.
    public final var _propertyValues: [String: Any] = [:]

    /// Creates an object with an identifier and the text shown for it.
    public required init(identifier: String?, display displayString: String) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = nil
        super.init()
    }

    /// Creates an object with a subtitle and an image (the image is not shown on Linux).
    public init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image: INImage?) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = subtitleString
        super.init()
    }

    /// The properties a generated subclass declares; empty for `INObject` itself.
    open class var _propertyDefinitions: [_INPropertyDefinition] { [] }

    /// A property value, as generated accessors read it.
    public final func _value<T>(forProperty name: String) -> T? {
        _propertyValues[name] as? T
    }

    /// Sets a property value, as generated accessors write it.
    public final func _setValue<T>(_ value: T?, forProperty name: String) {
        _propertyValues[name] = value.map { $0 as Any }
    }

    open override var description: String {
        "<\(type(of: self)) identifier=\(identifier ?? "nil") display=\(displayString)>"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject, type(of: other) == type(of: self) else { return false }
        return other.identifier == identifier && other.displayString == displayString
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(displayString)
        return hasher.finalize()
    }
}

/// An image for an intent object or response: the Intents framework's `INImage`.
///
/// Kept so code that builds objects with images compiles; the configuration form shows text.
public final class INImage: NSObject {
    /// The image's name in the app's assets, if it was made from one.
    public let name: String?
    /// The image's URL, if it was made from one.
    public let url: URL?
    /// The image's encoded data, if it was made from data.
    public let data: Data?

    /// An image from the app's assets.
    public init(named name: String) {
        self.name = name
        self.url = nil
        self.data = nil
    }

    /// An image at a URL.
    public init?(url: URL) {
        self.name = nil
        self.url = url
        self.data = nil
    }

    /// An image from encoded data (PNG or JPEG).
    public init(imageData: Data) {
        self.name = nil
        self.url = nil
        self.data = imageData
    }
}
