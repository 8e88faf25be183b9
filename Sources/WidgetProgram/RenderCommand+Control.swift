import Foundation
import ArgumentParser
import ViewCore
import WidgetCore
import WidgetResources
import WidgetRendering

/// `render CONTROL_KIND --control-size …`: a control (iOS 18's `ControlWidget`) as Control
/// Center shows it, its kind being its configuration's (see `list`).
struct ControlRenderOptions: ParsableArguments {
    @Option(name: .customLong("control-size"), help: "Render a control (its configuration's kind is the kind): small, medium or large.")
    var controlSize: String?
    @Option(name: .customLong("control-state"), help: "Draw a control toggle on or off instead of what its value provider says.")
    var controlState: String?

    /// The size asked for, validated; `nil` for a widget render.
    func parsedPresentation() throws -> ControlPresentation? {
        guard let controlSize else {
            if controlState != nil { throw ValidationError("--control-state draws a control: give --control-size too.") }
            return nil
        }
        guard let parsed = ControlPresentation(name: controlSize) else {
            throw ValidationError("Unknown control size '\(controlSize)': use small, medium or large.")
        }
        _ = try parsedState()
        return parsed
    }

    /// `--control-state`, validated.
    func parsedState() throws -> Bool? {
        switch controlState?.lowercased() {
        case nil: return nil
        case "on": return true
        case "off": return false
        case let other?: throw ValidationError("--control-state takes on or off, not '\(other)'.")
        }
    }
}

extension RenderCommand {
    /// The bytes of the control the options describe: its value provider's current value (its
    /// preview value with `--snapshot`).
    func renderedControlData(_ presentation: ControlPresentation) async throws -> Data {
        RenderThread.setProcessDefaults(locale: Locale(identifier: locale), dynamicTypeSize: try? parseDynamicTypeSize(dynamicTypeSize))
        let registry = try ProgramState.current
        guard let descriptor = registry.control(widget.kind) else {
            let known = registry.controls.map(\.kind)
            throw ValidationError("Unknown control '\(widget.kind)'. "
                + (known.isEmpty ? "This program declares none." : "Known: \(known.joined(separator: ", ")).")
                + " Its kind is the one its control configuration declares.")
        }
        let request = try request(family: .systemSmall, at: try parseDate(date), isPlaceholder: false)
        let list = try await ControlRenderer.draw(
            descriptor, presentation: presentation, environment: request.environment, fallbackTitle: ThisProgram.appName,
            preview: snapshot, isOn: try control.parsedState(), bundles: { ResourceBundles.program })
        return try WidgetRenderer.encode(list, for: request, title: descriptor.displayName?.plainString ?? ThisProgram.appName)
    }
}
