import Foundation
import WidgetKit

/// What the panel shows at one moment: the buttons, which one is featured, and the layout.
public struct ShortcutsEntry: TimelineEntry, Sendable {
    /// When the entry is shown; the date and the sample weather are read from it.
    public let date: Date
    /// The buttons in reading order: the first row left to right, then the second. At most
    /// four are shown; missing ones leave their place empty.
    public let buttons: [ShortcutButtonItem]
    /// The identifier of the button drawn highlighted, if any.
    public let highlightedButtonID: String?
    /// Whether the weather line shows; without it the panel shows the day's date larger.
    public let showsWeather: Bool
    /// Which side the buttons are on.
    public let buttonPosition: ButtonPosition

    /// An entry with explicit contents.
    public init(
        date: Date, buttons: [ShortcutButtonItem], highlightedButtonID: String? = nil, showsWeather: Bool = true,
        buttonPosition: ButtonPosition = .right
    ) {
        self.date = date
        self.buttons = buttons
        self.highlightedButtonID = highlightedButtonID
        self.showsWeather = showsWeather
        self.buttonPosition = buttonPosition
    }

    /// The panel of a new widget: the default four functions on the right, with the weather.
    public static func standard(at date: Date) -> ShortcutsEntry {
        ShortcutsEntry(date: date, buttons: ShortcutFunction.defaultSelection.map(ShortcutButtonItem.init))
    }

    /// The sample weather at the entry's date, in `calendar`'s time zone.
    public func weather(in calendar: Calendar) -> SampleWeather {
        SampleWeather.at(date, calendar: calendar)
    }
}

extension ShortcutsEntry: CustomStringConvertible {
    /// One line for the `timeline` command: the buttons and the layout.
    public var description: String {
        let titles = buttons.map { $0.id == highlightedButtonID ? "*\($0.title)*" : $0.title }
        let side = buttonPosition == .left ? "left" : "right"
        return "[\(titles.joined(separator: ", "))] on the \(side), weather \(showsWeather ? "on" : "off")"
    }
}
