/// The app's shortcuts, offered in Spotlight and Siri: App Intents' `AppShortcutsProvider`.
/// On Linux nothing offers them; they compile, and `appShortcuts` can be read.
///
/// ```swift
/// struct WeatherShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(intent: ForecastIntent(), phrases: ["Forecast in \(.applicationName)"],
///                     shortTitle: "Forecast", systemImageName: "cloud.sun")
///     }
/// }
/// ```
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The color of the app's tile in Shortcuts.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Asks the system to read the shortcuts' parameters again.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Navy, as on Apple platforms.
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Nothing to update on Linux.
    public static func updateAppShortcutParameters() {}
}

/// The colors of an app's tile in Shortcuts.
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
    case blue, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

/// One shortcut: an intent and the phrases that run it.
public struct AppShortcut: @unchecked Sendable {
    /// The intent the shortcut runs.
    public let intent: any AppIntent
    /// The phrases, with `${applicationName}` and parameter placeholders written out.
    public let phrases: [String]
    /// The shortcut's title.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol shown with it.
    public let systemImageName: String?

    /// A shortcut with a title and a symbol.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        self.intent = intent
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// A shortcut (iOS 16's form, without a title).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        self.intent = intent
        self.phrases = phrases.map(\.text)
        self.shortTitle = nil
        self.systemImageName = nil
    }
}

/// A placeholder in a shortcut phrase.
public struct AppShortcutPhraseToken: Sendable, Hashable {
    let name: String
    /// The app's name: every phrase must contain it.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

/// A phrase that runs a shortcut: `"Forecast in \(.applicationName)"`, `"Show \(\.$city) in \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase from text, the app's name and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
        /// A parameter of the intent: `\(\.$city)`.
        public mutating func appendInterpolation<Value: _IntentValue>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// Builds the list of an app's shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}
