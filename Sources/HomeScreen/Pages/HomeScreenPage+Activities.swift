import ActivityKit
import Foundation
import MarkupSupport
import ViewCore
import WidgetCore
import WidgetRendering

/// The Live Activities of the home screen page: the Dynamic Island at the top and the entries
/// of the Lock Screen panel, drawn as HTML fragments (as widgets are) in their presentations.
///
/// The island follows the Human Interface Guidelines ("Live Activities"): one running activity
/// shows its compact presentation (leading and trailing around the sensor housing); with two
/// or more, the system shows two in their minimal presentation, the most relevant attached to
/// the island and the next detached beside it. A click (or a long press, or Enter/Space) opens
/// one into its expanded presentation; Escape or a click outside closes it. Ended activities
/// leave the island at once and stay on the Lock Screen until their dismissal date. Pending
/// (not yet started) activities show nowhere.
///
/// Hooks for scripts and tests: `#dynamic-island` with `data-mode` (`none`, `compact`,
/// `minimal`) and `data-count`; each `.island-bubble` with `data-activity-id`, `data-kind` and
/// the class `expanded` when open (then `#dynamic-island` has `data-expanded` = its id), and
/// `data-alert` (its last alert's date, milliseconds since 1970: an update with an alert opens
/// the island for a few seconds, `data-alerting` meanwhile, as iOS shows an alerting update);
/// `#lock-screen-activities` holds one `.lock-activity` per activity (`data-activity-id`,
/// `data-state`).
struct LiveActivitiesMarkup: Encodable {
    /// The inside of `#dynamic-island`.
    var island: String
    /// What `#dynamic-island` says of itself.
    var mode: String
    var islandCount: Int
    /// The inside of `#lock-screen-activities`.
    var lockScreen: String
    var lockScreenCount: Int
    /// When the page should ask again without an event (a stale, start or dismissal date comes
    /// due), in milliseconds since 1970; `nil` for never.
    var nextChange: Double?

    /// No activities.
    static let empty = LiveActivitiesMarkup(island: "", mode: "none", islandCount: 0, lockScreen: "", lockScreenCount: 0,
                                            nextChange: nil)

    /// The attributes of the `#dynamic-island` element.
    var islandAttributes: String {
        "id=\"dynamic-island\" class=\"dynamic-island\" data-mode=\"\(mode)\" data-count=\"\(islandCount)\" "
            + "role=\"region\" aria-label=\"Dynamic Island\""
    }
}

extension HomeScreenPage {
    /// The sensor housing's width beside an attached minimal presentation (an approximation,
    /// docs/LIVE-ACTIVITIES.md).
    private static let housingWidth = ActivityMetrics.sensorHousingWidth

    /// The Live Activities shown now, as the page draws them; empty without any (or on a
    /// read-only home screen). An activity that cannot be drawn (its kind is gone, its JSON no
    /// longer decodes) is left out rather than failing the page.
    func liveActivities(now: Date = Date()) async -> LiveActivitiesMarkup {
        guard let center = runtime.liveActivities, let records = try? center.shown(), !records.isEmpty else { return .empty }
        let onIsland = records.filter { $0.state == .active || $0.state == .stale }
        let onLockScreen = records.filter { $0.state != .pending }
        let darkIsland = preferences.renderRequest(colorScheme: .dark, format: .fragment)

        var bubbles: [String] = []
        if onIsland.count == 1, let record = onIsland.first {
            if let bubble = await bubble(record, rest: .compact, attached: false, request: darkIsland) { bubbles.append(bubble) }
        } else {
            for (index, record) in onIsland.prefix(2).enumerated() {
                if let bubble = await bubble(record, rest: .minimal, attached: index == 0, request: darkIsland) {
                    bubbles.append(bubble)
                }
            }
        }
        var entries: [String] = []
        for record in onLockScreen {
            if let entry = await lockScreenEntry(record) { entries.append(entry) }
        }
        let mode = bubbles.isEmpty ? "none" : onIsland.count == 1 ? "compact" : "minimal"
        let dates = records.compactMap { record -> Date? in
            switch record.state {
            case .pending: record.startDate
            case .active: record.staleDate
            case .ended: record.dismissalDate
            case .stale, .dismissed: nil
            }
        }.filter { $0 > now }
        return LiveActivitiesMarkup(
            island: bubbles.joined(separator: "\n"), mode: mode, islandCount: bubbles.count,
            lockScreen: entries.joined(separator: "\n"), lockScreenCount: entries.count,
            nextChange: dates.min().map { ($0.timeIntervalSince1970 * 1000).rounded() })
    }

    /// One bubble of the island: `rest` (compact, or minimal — attached to the sensor housing
    /// or detached), and the expanded presentation it opens into.
    private func bubble(_ record: ActivityRecord, rest: ActivityPresentation, attached: Bool,
                        request: RenderRequest) async -> String? {
        guard let resting = try? await runtime.activityFragment(record, presentation: rest, request: request),
              let open = try? await runtime.activityFragment(record, presentation: .expanded, request: request)
        else { return nil }
        var restWidth = Double(resting.size.width)
        if attached { restWidth += Self.housingWidth }
        let id = Markup.attribute(record.id)
        let style = "--rest-w:\(Self.px(restWidth));--rest-h:\(Self.px(Double(resting.size.height)));"
            + "--open-w:\(Self.px(Double(open.size.width)));--open-h:\(Self.px(Double(open.size.height)))"
        let kind = Markup.attribute(record.attributesType)
        let placement = rest == .compact ? "compact" : attached ? "attached" : "detached"
        // An alerting update (its alert's date): the page opens the island for a moment, as iOS does.
        let alert = record.alert.map { " data-alert=\"\(Int64(($0.date.timeIntervalSince1970 * 1000).rounded()))\"" } ?? ""
        return """
            <div class="island-bubble island-\(placement)" id="island-\(Markup.attribute(HTMLText.identifier(record.id)))" \
            data-activity-id="\(id)" data-kind="\(kind)" data-state="\(record.state)" role="button" tabindex="0" \
            aria-expanded="false" aria-label="Live Activity \(kind)" style="\(style)"\(alert)>\
            <div class="island-rest">\(resting.html)</div>\
            <div class="island-open" aria-hidden="true">\(open.html)</div></div>
            """
    }

    /// One activity's Lock Screen presentation, in each colour scheme the page shows.
    private func lockScreenEntry(_ record: ActivityRecord) async -> String? {
        var variants = ""
        for scheme in preferences.colorSchemes {
            let request = preferences.renderRequest(colorScheme: scheme, format: .fragment)
            guard let drawn = try? await runtime.activityFragment(record, presentation: .lockScreen, request: request) else {
                return nil
            }
            variants += "<div class=\"variant variant-\(scheme == .dark ? "dark" : "light")\">\(drawn.html)</div>"
        }
        let id = Markup.attribute(record.id)
        return """
            <div class="lock-activity" id="lock-activity-\(Markup.attribute(HTMLText.identifier(record.id)))" \
            data-activity-id="\(id)" data-kind="\(Markup.attribute(record.attributesType))" data-state="\(record.state)">\
            \(variants)</div>
            """
    }

    /// A length in CSS pixels, to 1/100 px.
    private static func px(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded))px" : "\(rounded)px"
    }
}
