import Foundation

/// One button of the panel: what it shows and where it leads.
///
/// The dynamic widget builds these from the `CustomButtonItem`s a person chose, so the title,
/// icon and link are the ones the Intents extension put in each item.
public struct ShortcutButtonItem: Identifiable, Hashable, Sendable {
    /// The identifier of the function (`pay`, `scan`, …).
    public var id: String
    /// The title under the icon.
    public var title: String
    /// The icon's name in the target's asset catalog.
    public var imageName: String
    /// The deep link opened by a tap.
    public var url: URL

    /// A button with explicit contents.
    public init(id: String, title: String, imageName: String, url: URL) {
        self.id = id
        self.title = title
        self.imageName = imageName
        self.url = url
    }

    /// The button of one of the eight functions.
    public init(_ function: ShortcutFunction) {
        self.init(id: function.id, title: function.title, imageName: function.imageName, url: function.url)
    }

    /// The button for an item chosen in the widget's configuration. Properties the item lacks
    /// are taken from its `buttonType`; an item with neither a link nor a known type gives `nil`.
    public init?(_ item: CustomButtonItem) {
        let function = ShortcutFunction(item.buttonType) ?? item.identifier.flatMap(ShortcutFunction.init(rawValue:))
        guard let url = item.urlStr.flatMap(URL.init(string:)) ?? function?.url else { return nil }
        self.init(
            id: item.identifier ?? function?.id ?? item.displayString,
            title: item.displayString,
            imageName: item.imageName ?? function?.imageName ?? "",
            url: url)
    }
}
