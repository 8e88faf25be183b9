public import Foundation

/// The options for a parameter, in sections: the Intents framework's `INObjectCollection`.
///
/// ```swift
/// completion(INObjectCollection(items: countries), nil)
/// ```
public final class INObjectCollection<ObjectType: AnyObject>: NSObject, _INErasedObjectCollection {
    /// The sections, in order.
    public let sections: [INObjectSection<ObjectType>]
    /// Whether the options are shown with an index; kept for source compatibility.
    public var usesIndexedCollation = false

    /// A collection of sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
    }

    /// A collection of one untitled section.
    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }

    /// Every item of every section, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }

    /// The sections with their items erased, for the host.
    public var _erasedSections: [(title: String?, items: [Any])] {
        sections.map { ($0.title, $0.items.map { $0 as Any }) }
    }
}

/// A titled group of options: the Intents framework's `INObjectSection`.
public final class INObjectSection<ObjectType: AnyObject>: NSObject {
    /// The section's title, if any.
    public let title: String?
    /// The options of the section.
    public let items: [ObjectType]

    /// A section with a title and items.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
    }
}

/// An object collection of any item type, as the host reads options.
public protocol _INErasedObjectCollection {
    /// The sections, with items as `Any`.
    var _erasedSections: [(title: String?, items: [Any])] { get }
}
