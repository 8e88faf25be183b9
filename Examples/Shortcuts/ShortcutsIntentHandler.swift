import Intents

/// The bundle's Intents extension: offers the eight functions for the dynamic widget's
/// "Select Buttons" parameter and chooses the first four for a new widget.
///
/// On iOS the Intents extension's `Info.plist` names this class; here
/// ``ShortcutsWidgetBundle`` does, with `static let intentsExtension`.
public final class ShortcutsIntentHandler: INExtension, DynamicConfigurationIntentHandling {
    /// The functions offered, in the order the picker lists them.
    public static let offeredFunctions: [ShortcutFunction] = [
        .scan, .pay, .healthCode, .trips, .transit, .cards, .rewards, .savings,
    ]

    /// This object: it handles every intent of the bundle.
    public override func handler(for intent: INIntent) -> Any? {
        self
    }

    /// The eight functions, or those whose title contains `searchTerm`.
    public func provideSelectButtonsOptionsCollection(
        for intent: DynamicConfigurationIntent, searchTerm: String?,
        with completion: @escaping (INObjectCollection<CustomButtonItem>?, Error?) -> Void
    ) {
        let functions = Self.offeredFunctions.filter { function in
            guard let searchTerm, !searchTerm.isEmpty else { return true }
            return function.title.localizedCaseInsensitiveContains(searchTerm)
        }
        completion(INObjectCollection(items: functions.map(CustomButtonItem.init(function:))), nil)
    }

    /// Scan, pay, health code and trips.
    public func defaultSelectButtons(for intent: DynamicConfigurationIntent) -> [CustomButtonItem]? {
        ShortcutFunction.defaultSelection.map(CustomButtonItem.init(function:))
    }
}
