import Foundation
import MarkupSupport
import WidgetCore

/// The Control Center panel of the home screen page: every control of the serving bundle
/// (iOS 18's `ControlWidget`), drawn as Control Center draws it in its medium size, as an image
/// of `/controls/medium.png`. A click (or Enter/Space) performs its action through
/// `POST /api/controls/perform`; a toggle shows its new state at once (the image of the control
/// in that state) and settles on what its value provider says after the intent, or flips back
/// when the intent fails.
///
/// Hooks for scripts and tests: `#control-center` with `data-count`; each `.control` button with
/// `data-control-kind`, `data-role` (`toggle` or `button`), `data-on` (a toggle's state),
/// `data-version` (grows with every reload of the control) and `data-state` (`ready`, `pending`
/// while its intent runs, `failed` after an intent failed).
extension HomeScreenPage {
    /// The panel, or nothing when the bundle has no controls.
    func controlCenter() async -> String {
        let summaries = await runtime.controlSummaries()
        guard !summaries.isEmpty else { return "" }
        let size = ControlPresentation.medium.size
        let buttons = summaries.map { control -> String in
            let kind = Markup.attribute(control.kind)
            let query = "kind=\(Self.queryValue(control.kind))&v=\(control.version)&\(preferences.queryString)"
            let pressed = control.role == "toggle" ? " aria-pressed=\"\(control.isOn == true)\"" : ""
            let on = control.isOn.map { " data-on=\"\($0)\"" } ?? ""
            let title = Markup.attribute(control.displayName)
            let error = control.error.map { " title=\"\(Markup.attribute($0))\"" } ?? ""
            return """
                <button type="button" class="control control-medium" data-control-kind="\(kind)" data-role="\(control.role)"\
                \(on) data-version="\(control.version)" data-state="\(control.error == nil ? "ready" : "failed")"\(pressed)\(error) \
                aria-label="\(title)"><img src="/controls/medium.png?\(Markup.attribute(query))" width="\(Int(size.width))" \
                height="\(Int(size.height))" alt=""></button>
                """
        }
        return "<section id=\"control-center\" class=\"control-center\" aria-label=\"Control Center\" data-count=\"\(summaries.count)\">\n"
            + buttons.joined(separator: "\n") + "\n</section>\n"
    }

    /// `value` percent-encoded for a query.
    static func queryValue(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
