import Foundation
import MarkupSupport

/// `GET /devices`: the e-paper devices — accept new ones, choose each one's screen and model,
/// and see battery, signal, firmware, last seen, next wake and recent logs. Every value from a
/// device or a widget is escaped.
struct DevicesPage {
    let server: HomeScreenServer
    let preferences: DisplayPreferences

    func render(nonce: String) async throws -> String {
        let hub = server.devices
        let devices = try await hub.store?.devices() ?? []
        let instances = try await server.runtime.instances()
        let registry = server.runtime.registry
        let choices = instances.map { record -> (id: String, name: String) in
            let name = registry[record.kind].map { $0.displayName.isEmpty ? $0.kind : $0.displayName } ?? record.kind
            return (record.id, "\(name) (\(record.family))")
        }
        var sections: [String] = []
        for device in devices {
            let logs = try await hub.store?.logs(deviceID: device.id, limit: 5) ?? []
            sections.append(section(for: server.model(of: device), choices: choices, logs: logs))
        }
        let empty = devices.isEmpty
            ? "<p>No devices yet. Point a TRMNL-compatible display at this server (it must listen beyond loopback: "
                + "<code>serve --host 0.0.0.0</code>); it appears here after its first wake.</p>"
            : ""
        let body = """
            <main class="devices" aria-labelledby="devices-title" style="padding:16px;max-width:960px;margin:0 auto">
            <h1 id="devices-title">Devices</h1>
            <p><a class="back" href="/">Back to the Home Screen</a></p>
            \(empty)\(sections.joined(separator: "\n"))
            </main>
            <script nonce="\(Markup.attribute(nonce))">
            \(Self.script)</script>
            """
        return HomeScreenPage.document(title: "Devices", preferences: preferences, body: body, nonce: nonce)
    }

    private func section(for device: DeviceAPIModel.Device, choices: [(id: String, name: String)],
                         logs: [DeviceLogRecord]) -> String {
        let id = Markup.attribute(device.id)
        let layouts = DeviceScreen.Layout.allCases.map { layout in
            "<option value=\"\(layout.rawValue)\"\(device.screen?.layout == layout ? " selected" : "")>\(layout.rawValue)</option>"
        }.joined()
        let slots = (0..<4).map { index -> String in
            let chosen = device.screen?.instances.indices.contains(index) == true ? device.screen?.instances[index] : nil
            let options = ["<option value=\"\">(empty)</option>"] + choices.map { choice in
                "<option value=\"\(Markup.attribute(choice.id))\"\(chosen == choice.id ? " selected" : "")>\(Markup.text(choice.name))</option>"
            }
            return "<label>Slot \(index + 1) <select data-slot=\"\(index)\">\(options.joined())</select></label>"
        }.joined(separator: " ")
        let models = server.devices.settings.models
        let modelOptions = models.names.map { name in
            "<option value=\"\(Markup.attribute(name))\"\(device.model == name ? " selected" : "")>"
                + "\(Markup.text(models[name]?.label ?? name))</option>"
        }.joined()
        let formatter = ISO8601DateFormatter()
        func date(_ value: Date?) -> String { value.map { formatter.string(from: $0) } ?? "—" }
        let status = device.accepted
            ? (device.overdue ? "<strong style=\"color:#d70015\">Not seen for three refresh periods</strong>" : "Accepted")
            : "Waiting to be accepted — the display shows <strong>\(Markup.text(device.friendlyID))</strong> "
                + "<button type=\"button\" data-action=\"accept-device\">Accept</button>"
        let logLines = logs.map { log in
            "<li><code>\(Markup.text(log.level))</code> \(Markup.text(log.message))</li>"
        }.joined()
        let preview = device.accepted
            ? "<img src=\"/api/devices/\(id)/image\" alt=\"What \(Markup.attribute(device.label)) shows\" width=\"400\" "
                + "style=\"border:1px solid #888;image-rendering:pixelated;max-width:100%;height:auto\">"
            : ""
        return """
            <section class="device" data-device="\(id)" aria-label="\(Markup.attribute(device.label))" \
            style="border-top:1px solid #8884;padding:12px 0">
            <h2>\(Markup.text(device.label)) <small>\(Markup.text(device.macAddress))</small></h2>
            <p class="device-status">\(status)</p>
            \(preview)
            <dl style="display:grid;grid-template-columns:max-content 1fr;gap:2px 12px">
            <dt>Battery</dt><dd>\(device.batteryVoltage.map { String(format: "%.2f V", $0) } ?? "—")</dd>
            <dt>Signal</dt><dd>\(device.rssi.map { "\($0) dBm" } ?? "—")</dd>
            <dt>Firmware</dt><dd>\(Markup.text(device.firmwareVersion ?? "—"))</dd>
            <dt>Last seen</dt><dd>\(date(device.lastSeenAt))</dd>
            <dt>Sleeps</dt><dd>\(device.refreshRate.map { "\($0) s" } ?? "—")</dd>
            <dt>Next wake</dt><dd>\(date(device.nextWakeAt))</dd>
            </dl>
            <div class="device-screen">
            <label>Model <select data-field="model">\(modelOptions)</select></label>
            <label>Layout <select data-field="layout">\(layouts)</select></label>
            \(slots)
            <button type="button" class="primary" data-action="save-device">Save</button>
            <button type="button" data-action="remove-device">Remove</button>
            <span class="device-message" role="status"></span>
            </div>
            \(logLines.isEmpty ? "" : "<h3>Recent logs</h3><ul class=\"device-logs\">\(logLines)</ul>")
            </section>
            """
    }

    /// Accept, save and remove, through the JSON API; the page reloads after a change.
    static let script = """
        document.addEventListener('click', async (event) => {
          const button = event.target.closest('[data-action]');
          const section = button && button.closest('[data-device]');
          if (!section) return;
          const id = section.dataset.device;
          const message = section.querySelector('.device-message');
          let request;
          if (button.dataset.action === 'accept-device') {
            request = fetch('/api/devices/' + encodeURIComponent(id) + '/accept', {method: 'POST'});
          } else if (button.dataset.action === 'save-device') {
            const layout = section.querySelector('[data-field=layout]').value;
            const count = {full: 1, 'half-horizontal': 2, 'half-vertical': 2, quadrant: 4}[layout] || 1;
            const instances = [...section.querySelectorAll('[data-slot]')].slice(0, count).map((s) => s.value).filter((v) => v);
            const body = {model: section.querySelector('[data-field=model]').value, screen: {layout, instances}};
            request = fetch('/api/devices/' + encodeURIComponent(id), {method: 'POST',
              headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
          } else if (button.dataset.action === 'remove-device') {
            request = fetch('/api/devices/' + encodeURIComponent(id), {method: 'DELETE'});
          } else {
            return;
          }
          const response = await request;
          if (response.ok) { location.reload(); return; }
          const problem = await response.json().catch(() => ({}));
          if (message) message.textContent = problem.error || ('Failed: ' + response.status);
        });
        """
}
