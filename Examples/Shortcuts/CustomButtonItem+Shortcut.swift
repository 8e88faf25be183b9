import Intents

extension CustomButtonItem {
    /// The configuration item for `function`: its identifier and title, with the deep link,
    /// icon name and enum value in the custom type's properties, as the Intents extension
    /// offers it.
    public convenience init(function: ShortcutFunction) {
        self.init(identifier: function.id, display: function.title)
        urlStr = function.url.absoluteString
        imageName = function.imageName
        buttonType = function.configurationType
    }
}
