public import Foundation

/// How a value is shown to a person: a title, a subtitle and an image — App Intents'
/// `DisplayRepresentation`.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The title.
    public var title: LocalizedStringResource
    /// The subtitle, if any.
    public var subtitle: LocalizedStringResource?
    /// The image, if any.
    public var image: Image?

    /// A representation with a title, a subtitle and an image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(verbatimKey: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(verbatimKey: String(stringInterpolation: stringInterpolation)))
    }

    /// An image of a display representation.
    public struct Image: Sendable, Hashable {
        /// The asset name, if made from one.
        public var name: String?
        /// The SF Symbol name, if made from one.
        public var systemName: String?
        /// The image URL, if made from one.
        public var url: URL?

        /// An image from the app's assets.
        public init(named name: String) { self.name = name }
        /// An SF Symbol.
        public init(systemName: String) { self.systemName = systemName }
        /// An image at a URL.
        public init(url: URL) { self.url = url }
    }
}

/// How a type is named to a person: App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// How a number of values is written, e.g. "\(placeholder: .int) countries".
    public var numericFormat: LocalizedStringResource?

    /// A representation with a name.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(verbatimKey: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(verbatimKey: String(stringInterpolation: stringInterpolation)))
    }
}

/// What an intent does, for a person: App Intents' `IntentDescription`.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    /// The description.
    public var descriptionText: LocalizedStringResource
    /// The category, if any.
    public var categoryName: LocalizedStringResource?
    /// Words a search may match.
    public var searchKeywords: [LocalizedStringResource]

    /// A description with a category and search keywords.
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(verbatimKey: value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(verbatimKey: String(stringInterpolation: stringInterpolation)))
    }
}
