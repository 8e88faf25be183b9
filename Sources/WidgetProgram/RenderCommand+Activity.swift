import Foundation
import ArgumentParser
import ViewCore
import WidgetCore
import WidgetResources
import WidgetRendering

/// `render ACTIVITY_KIND --presentation …`: one presentation of a Live Activity, its kind being
/// its attributes type's name (see `list`).
struct ActivityRenderOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Render a Live Activity (its attributes type is the kind): lockScreen, compact, minimal, expanded, standBy or small.",
        discussion: "With --attributes and --content-state, the JSON of the activity's attributes and ContentState (or @file)."))
    var presentation: String?
    @Option(help: "A Live Activity's attributes: a JSON object, or @file.") var attributes: String?
    @Option(name: .customLong("content-state"), help: "A Live Activity's content state: a JSON object, or @file.")
    var contentState: String?
    @Flag(help: "Render the Live Activity as stale (context.isStale).") var stale = false

    /// The presentation asked for, validated; `nil` for a widget render.
    func parsedPresentation() throws -> ActivityPresentation? {
        guard let presentation else {
            if attributes != nil || contentState != nil {
                throw ValidationError("--attributes and --content-state render a Live Activity: give --presentation too.")
            }
            return nil
        }
        guard let parsed = ActivityPresentation(name: presentation) else {
            throw ValidationError("Unknown presentation '\(presentation)': use \(ActivityPresentation.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return parsed
    }

    /// The JSON given to `name`: the text, or the file after `@`.
    static func json(_ text: String?, option name: String) throws -> Data {
        guard var text else { throw ValidationError("A Live Activity render needs --\(name) (a JSON object, or @file).") }
        if text.hasPrefix("@") {
            let path = String(text.dropFirst())
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("Cannot read the --\(name) file '\(path)'.")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any] else {
            throw ValidationError("--\(name) must be a JSON object, not '\(text.prefix(80))'.")
        }
        return Data(text.utf8)
    }
}

extension RenderCommand {
    /// The bytes of the Live Activity presentation the options describe.
    func renderedActivityData(_ presentation: ActivityPresentation) async throws -> Data {
        RenderThread.setProcessDefaults(locale: Locale(identifier: locale), dynamicTypeSize: try? parseDynamicTypeSize(dynamicTypeSize))
        let registry = try ProgramState.current
        guard let descriptor = registry.activity(widget.kind) else {
            let known = registry.activities.map(\.attributesType)
            throw ValidationError("Unknown Live Activity '\(widget.kind)'. "
                + (known.isEmpty ? "This program declares none." : "Known: \(known.joined(separator: ", ")).")
                + " Its kind is the name of its ActivityAttributes type.")
        }
        let input = ActivityViewInput(
            attributes: try ActivityRenderOptions.json(activity.attributes, option: "attributes"),
            contentState: try ActivityRenderOptions.json(activity.contentState, option: "content-state"),
            isStale: activity.stale)
        let request = try request(family: .systemMedium, at: try parseDate(date), isPlaceholder: false)
        do {
            return try await ActivityRenderer.render(request, activity: descriptor, input: input, presentation: presentation,
                                                     bundles: ResourceBundles.program)
        } catch let error as ActivityDecodingError {
            throw ValidationError(error.description)
        }
    }
}
