import Foundation
import MarkupSupport
import HTMLRenderer
import ViewCore
import WidgetCore
import WidgetHosting
import WidgetKitSupport
import WidgetRendering

/// The HTML of the home screen page and its parts.
///
/// Stable hooks for scripts and browser tests: every tile is `#tile-<id>.tile` with
/// `data-instance-id`, `data-kind`, `data-family`, `data-position` and `data-state`
/// (`ready`, `placeholder`, `stale`, `unavailable`); controls carry `data-action` (`open-gallery`,
/// `toggle-edit`, `remove`, `move-earlier`, `move-later`, `family`, `add`, `configure`, and
/// `remove-bundle`/`keep-bundle` with `data-bundle` on an uninstall's `.bundle-removal`) and ids
/// (`#gallery-button`, `#edit-button`, `#appearance-select`, `#text-size-select`,
/// `#locale-select`, `#gallery-dialog`).
struct HomeScreenPage {
    let runtime: HomeScreenRuntime
    let preferences: DisplayPreferences

    /// The whole page; its scripts carry `nonce` (the page's Content-Security-Policy allows
    /// only those).
    func render(openGallery: Bool = false, nonce: String) async throws -> String {
        let records = try await runtime.instances()
        let tiles = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (index, record) in records.enumerated() {
                group.addTask { (index, try await tile(for: record, position: index)) }
            }
            var tiles = [String](repeating: "", count: records.count)
            for try await (index, html) in group { tiles[index] = html }
            return tiles
        }
        // Accessory families go on the Lock Screen panel, the others on the grid.
        var gridTiles: [String] = [], lockTiles: [String] = []
        let shown = zip(records, tiles).filter { !$0.1.isEmpty }
        for (record, html) in shown {
            if let family = WidgetFamily(name: record.family), !family.isSystem { lockTiles.append(html) } else { gridTiles.append(html) }
        }
        var grid = gridTiles.joined(separator: "\n")
        // Live Activities: the Dynamic Island at the top, their Lock Screen views above the
        // accessory widgets (the panel is kept, hidden, without either: an activity may start).
        let activities = await liveActivities()
        let lockHidden = lockTiles.isEmpty && activities.lockScreenCount == 0 ? " hidden" : ""
        let lockScreen = "<section id=\"lock-screen\" class=\"lock-screen\" aria-label=\"Lock Screen\"\(lockHidden)>\n"
            + "<div id=\"lock-screen-activities\" class=\"lock-activities\" data-count=\"\(activities.lockScreenCount)\">"
            + activities.lockScreen + "</div>\n" + lockTiles.joined(separator: "\n") + "\n</section>\n"
        let nextChange = activities.nextChange.map { " data-next-change=\"\(Int64($0))\"" } ?? ""
        let controls = await controlCenter()
        let island = "<div id=\"island-area\" class=\"island-area\"><div \(activities.islandAttributes)\(nextChange)>"
            + activities.island + "</div></div>\n"
        if shown.isEmpty {
            grid = "<p class=\"empty\" id=\"empty-state\">No widgets yet. Choose <strong>Add Widget</strong> to place one.</p>"
        }
        let banner = runtime.readOnlyReason.map {
            "<p class=\"read-only-banner\" id=\"read-only-banner\" role=\"alert\" style=\"margin:0;padding:10px 16px;"
                + "background:#ffd60a;color:#000;font-weight:600\">Read-only: changes are turned off. \(Markup.text($0))</p>\n"
        } ?? ""
        let savingBanner = (runtime.store as? SQLiteInstanceStore)?.savingProblem.map {
            "<p class=\"saving-banner\" id=\"saving-banner\" role=\"alert\" style=\"margin:0;padding:10px 16px;"
                + "background:#ff453a;color:#fff;font-weight:600\">Changes are not being saved: \(Markup.text($0))</p>\n"
        } ?? ""
        let bodyContent = """
            \(banner)\(savingBanner)\(removalBanners(records: records))\(restartNotices())\(toolbar())
            \(island)\(lockScreen)\(controls)<main id="home-screen" class="home-grid" aria-label="Home Screen" data-count="\(shown.count)">
            \(grid)
            </main>
            <dialog id="gallery-dialog" class="gallery-dialog" aria-labelledby="gallery-title">
            <div class="dialog-header"><h2 id="gallery-title">Widgets</h2>\
            <button type="button" class="dialog-close" data-action="close-gallery" id="gallery-close">Done</button></div>
            <div id="gallery-content"><p class="gallery">Loading…</p></div>
            </dialog>
            <dialog id="configure-dialog" class="configure-dialog" aria-labelledby="configure-title">
            <div class="dialog-header"><h2 id="configure-title">Edit Widget</h2></div>
            <form id="configure-form" method="dialog"></form>
            </dialog>
            """
        return Self.document(title: "Home Screen", preferences: preferences, body: bodyContent, nonce: nonce,
                             attributes: openGallery ? " data-open-gallery=\"true\"" : "")
    }

    /// One banner per installed bundle `uninstall` asked to remove: "Remove <App> and its N
    /// widgets?" with Remove and Keep (`data-action` `remove-bundle`/`keep-bundle`, `data-bundle`).
    func removalBanners(records: [WidgetInstanceRecord]) -> String {
        // Read-only: nothing could be removed (the read-only banner says why).
        guard runtime.readOnlyReason == nil else { return "" }
        return runtime.removalRequests.map { request in
            let count = records.filter { $0.kind.hasPrefix(request.key + "/") }.count
            let id = "bundle-removal-" + HTMLText.identifier(request.key)
            let bundle = Markup.attribute(request.key)
            return """
                <div class="bundle-removal" id="\(id)" role="alertdialog" aria-labelledby="\(id)-title" data-bundle="\(bundle)" \
                data-count="\(count)" style="display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0;padding:10px 16px;\
                background:#ff9f0a;color:#000"><p id="\(id)-title" style="margin:0;font-weight:600">Remove \
                \(Markup.text(request.name)) and its \(count) \(count == 1 ? "widget" : "widgets")?</p>\
                <button type="button" data-action="remove-bundle" data-bundle="\(bundle)">Remove</button>\
                <button type="button" data-action="keep-bundle" data-bundle="\(bundle)">Keep</button></div>

                """
        }.joined()
    }

    /// One notice per hosted bundle whose extension failed and waits a long backoff
    /// (``ExtensionSupervisor/longWait``): its widgets are frozen at their last render until
    /// then, which the page should not hide. "Try Now" ends the wait (`data-action`
    /// `restart-bundle`, `data-bundle`); it is offered on a read-only home screen too, as it
    /// changes nothing stored.
    func restartNotices(now: Date = Date()) -> String {
        (runtime.hosted?.supervisors ?? []).compactMap { supervisor -> String? in
            guard let wait = supervisor.longWait else { return nil }
            let id = "bundle-restart-" + HTMLText.identifier(supervisor.key)
            let bundle = Markup.attribute(supervisor.key)
            let name = supervisor.description?.displayName ?? supervisor.key
            let instant = ISO8601DateFormatter().string(from: wait.restartsAt)
            let remaining = spokenDuration(wait.restartsAt.timeIntervalSince(now))
            let times = wait.failures == 1 ? "once" : "\(wait.failures) times in a row"
            let action = "<button type=\"button\" data-action=\"restart-bundle\" data-bundle=\"\(bundle)\">Try Now</button>"
            return """
                <div class="bundle-restart" id="\(id)" role="status" data-bundle="\(bundle)" data-failures="\(wait.failures)" \
                data-restarts-at="\(instant)" style="display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0;\
                padding:10px 16px;background:#ff9f0a;color:#000"><p id="\(id)-title" style="margin:0;font-weight:600">\
                \(Markup.text(name))’s widgets are paused: its extension \(Markup.text(wait.reason)) (\(times)). \
                It is tried again <time datetime="\(instant)">in \(remaining)</time>.</p>\(action)</div>

                """
        }.joined()
    }

    /// A complete page around `body`, with the fonts, the styles and the scripts (which carry
    /// `nonce`).
    static func document(title: String, preferences: DisplayPreferences, body: String, nonce: String, attributes: String = "",
                         bodyClass: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="\(Markup.attribute(preferences.languageTag))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <meta name="color-scheme" content="\(preferences.appearance == .automatic ? "light dark" : preferences.appearance.rawValue)">
        <title>\(Markup.attribute(title))</title>
        <style>
        \(HTMLRenderer.fontFaceCSS(baseURL: HomeScreenRuntime.fontBaseURL))\(HTMLRenderer.stylesheet)\(HomeScreenStyles.css)</style>
        </head>
        <body class="appearance-\(preferences.appearance.rawValue) \(bodyClass)" data-query="\(Markup.attribute(preferences.queryString))"\
         data-appearance="\(preferences.appearance.rawValue)" data-dynamic-type-size="\(preferences.dynamicTypeSize.name)"\
         data-locale="\(Markup.attribute(preferences.locale))" data-look="\(DisplayPreferences.name(of: preferences.look))" data-live="off"\(attributes)>
        \(body)
        <script nonce="\(Markup.attribute(nonce))">
        \(HTMLRenderer.liveScript)</script>
        <script nonce="\(Markup.attribute(nonce))">
        \(HomeScreenScript.javaScript)</script>
        </body>
        </html>

        """
    }

    /// The bar with the gallery, edit mode and the preference menus.
    func toolbar() -> String {
        func option(_ value: String, _ title: String, selected: Bool) -> String {
            "<option value=\"\(Markup.attribute(value))\"\(selected ? " selected" : "")>\(Markup.attribute(title))</option>"
        }
        let appearances = Appearance.allCases.map {
            option($0.rawValue, $0.title, selected: $0 == preferences.appearance)
        }.joined()
        let sizes = DynamicTypeSize.allCases.map {
            option($0.name, Self.title(of: $0), selected: $0 == preferences.dynamicTypeSize)
        }.joined()
        var languages = runtime.languages
        if !languages.contains(preferences.locale) { languages.append(preferences.locale) }
        let locales = languages.map {
            option($0, Localization.name(of: $0), selected: $0 == preferences.locale)
        }.joined()
        let looks = SystemLook.allCases.map {
            option(DisplayPreferences.name(of: $0), DisplayPreferences.title(of: $0), selected: $0 == preferences.look)
        }.joined()
        return """
            <header class="toolbar" role="toolbar" aria-label="Home Screen controls">
            <h1>Home Screen</h1>
            <button type="button" id="gallery-button" class="primary" data-action="open-gallery" aria-haspopup="dialog">Add Widget</button>
            <button type="button" id="edit-button" data-action="toggle-edit" aria-pressed="false">Edit</button>
            <a id="devices-link" class="toolbar-link" href="/devices">Devices</a>
            <form id="preferences" method="get" action="/">
            <label>Appearance <select id="appearance-select" name="appearance" data-control="appearance">\(appearances)</select></label>
            </form>
            <label>Text Size <select id="text-size-select" name="dynamicTypeSize" form="preferences" data-control="dynamicTypeSize">\(sizes)</select></label>
            <label>Language <select id="locale-select" name="locale" form="preferences" data-control="locale">\(locales)</select></label>
            <label>Look <select id="look-select" name="look" form="preferences" data-control="look">\(looks)</select></label>
            <noscript><button type="submit" form="preferences">Apply</button></noscript>
            </header>
            """
    }

    /// A readable name for a text size.
    static func title(of size: DynamicTypeSize) -> String {
        switch size {
        case .xSmall: "Extra Small"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large (Default)"
        case .xLarge: "Extra Large"
        case .xxLarge: "Extra Extra Large"
        case .xxxLarge: "Extra Extra Extra Large"
        case .accessibility1: "Accessibility 1"
        case .accessibility2: "Accessibility 2"
        case .accessibility3: "Accessibility 3"
        case .accessibility4: "Accessibility 4"
        case .accessibility5: "Accessibility 5"
        }
    }

    /// One tile: the widget's current entry in each color scheme the page shows, or an
    /// "unavailable" tile for an instance whose kind or family the bundle no longer has, or
    /// whose render failed (a hosted bundle's extension that is down).
    func tile(for record: WidgetInstanceRecord, position: Int) async throws -> String {
        let family = WidgetFamily(name: record.family)
        let familyClass = HTMLText.identifier(family?.description ?? "systemSmall")
        let id = Markup.attribute(record.id)
        let attributes = """
            id="tile-\(id)" data-instance-id="\(id)" data-kind="\(Markup.attribute(record.kind))" \
            data-family="\(Markup.attribute(record.family))" data-position="\(position)"
            """
        func unavailable(_ reason: String) -> String {
            let size = (family ?? .systemSmall).pointSize
            return """
                <div class="tile family-\(familyClass)" \(attributes) data-state="unavailable" role="group" tabindex="0" \
                aria-label="Unavailable widget">
                <div class="tile-widget"><div class="unavailable" title="\(Markup.attribute(reason))" style="width:\(Int(size.width))px;height:\(Int(size.height))px">\
                <strong>Unavailable</strong><span>\(Markup.attribute(reason))</span></div></div>
                <button type="button" class="tile-remove" data-action="remove" aria-label="Remove unavailable widget">−</button>
                </div>
                """
        }
        if let reason = runtime.unavailability(of: record) { return unavailable(reason) }
        guard let family, let descriptor = runtime.registry[record.kind] else { return "" }
        let name = Localization.displayName(of: descriptor, language: preferences.locale, bundles: runtime.configuration.resourceBundles)
        let variants: String, isPlaceholder: Bool, isStale: Bool
        do {
            (variants, isPlaceholder, isStale) = try await fragment(instance: record.id)
        } catch let error as RequestError where error.status != 404 {
            // A widget whose extension is down (or refuses) must not take the page with it.
            return unavailable(error.message)
        } catch let error as RequestError where error.status == 404 {
            // Removed while the page was drawn: the page shows the placements it read, less this one
            // (as a moment later), rather than failing.
            _ = error
            return ""
        }
        // Resizing stays on the widget's surface: home screen sizes, or Lock Screen accessories.
        let familyOptions = descriptor.supportedFamilies.filter { $0.isSystem == family.isSystem && $0 != .accessoryCorner }.map { option in
            "<option value=\"\(option.description)\"\(option == family ? " selected" : "")>\(option.menuTitle)</option>"
        }.joined()
        let label = Markup.attribute("\(name), \(family.menuTitle.lowercased()) widget")
        let escapedName = Markup.attribute(name)
        return """
            <div class="tile family-\(familyClass)" \(attributes) data-state="\(isPlaceholder ? "placeholder" : isStale ? "stale" : "ready")" \
            role="group" tabindex="0" aria-roledescription="widget" aria-label="\(label)"\(isPlaceholder ? " aria-busy=\"true\"" : "")>
            <div class="tile-widget">\(variants)</div>
            <button type="button" class="tile-remove" data-action="remove" aria-label="Remove \(escapedName)">−</button>
            <div class="tile-controls" role="group" aria-label="Edit \(escapedName)">
            <button type="button" data-action="move-earlier" aria-label="Move \(escapedName) earlier">◀</button>
            <select data-action="family" aria-label="Size of \(escapedName)">\(familyOptions)</select>
            <button type="button" data-action="move-later" aria-label="Move \(escapedName) later">▶</button>
            </div>\(descriptor.configurationSchema == nil ? "" : """

                <button type="button" class="tile-configure" data-action="configure" aria-label="Edit \(escapedName)">Edit Widget</button>
                """)
            </div>
            """
    }

    /// The instance's fragment in each color scheme of the preferences, whether it shows its
    /// placeholder, and whether it is its last good render drawn again while its extension is away.
    func fragment(
        instance id: String, toggleOverrides: [Int: Bool] = [:]
    ) async throws -> (html: String, isPlaceholder: Bool, isStale: Bool) {
        var html = ""
        var isPlaceholder = false
        var isStale = false
        for scheme in preferences.colorSchemes {
            let request = preferences.renderRequest(colorScheme: scheme, format: .fragment)
            let rendered = try await runtime.render(instance: id, request: request, toggleOverrides: toggleOverrides)
            isPlaceholder = isPlaceholder || rendered.isPlaceholder
            isStale = isStale || rendered.isStale
            html += "<div class=\"variant variant-\(scheme.name)\">\(rendered.text)</div>"
        }
        return (html, isPlaceholder, isStale)
    }
}
