import ConfigurationSchema
import Foundation
import ArgumentParser
import DisplayList
import WidgetCore
import WidgetRendering

/// `perform`: runs an App Intent of a widget's control the way a tap on the home screen runs
/// it, then prints the timeline the widget's provider gives afterwards.
struct PerformCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "perform",
        abstract: "Run the App Intent of a widget's button or toggle as a tap would, then print the timeline that follows.",
        discussion: """
            The intent is the one the first control performing NAME holds in the widget's current entry, \
            with the parameters its view set (a toggle's SetValueIntent gets the switched state as its \
            value); --parameters sets parameters on top. The intent runs in this process, with the app \
            group and WidgetCenter, and is cancelled after 30 seconds. Exits with 1 if it throws or \
            times out.
            """)

    @OptionGroup var widget: WidgetOptions
    @Option(name: .customLong("intent"), help: ArgumentHelp("The intent's type name.", valueName: "NAME"))
    var intentName: String
    @Option(help: ArgumentHelp(
        "Parameter values to set: a JSON object, or @file to read it.",
        discussion: "For example --parameters '{\"amount\": 5}'. Unknown names and values of the wrong type are refused."))
    var parameters: String?
    @Flag(help: "Print JSON.") var json = false

    struct Output: Encodable {
        struct Row: Encodable {
            var date: Date
            var entry: String
        }

        var intent: String
        var parameters: [String: JSONValue]
        var isOn: Bool?
        /// The URL the tap opens (an `OpenURLIntent`), if any.
        var opensURL: URL?
        var entries: [Row]
        var policy: String
    }

    func run() async throws {
        let (descriptor, family) = try widget.resolve()
        let configuration = try await widget.resolvedConfiguration(for: descriptor)
        let submitted = try parsedParameters()
        let selected = await EntrySelection.entry(for: descriptor, family: family, at: Date(), configuration: configuration)
        let environment = RenderEnvironment(family: family)
        let entry = selected.entry
        let (list, controls) = await MainActor.run {
            WidgetLayout.layout(for: descriptor, entry: entry, environment: environment)
        }
        guard let index = controls.firstIndex(where: { $0?.typeName == intentName }), let held = controls[index] else {
            let names = Array(Set(controls.compactMap { $0?.typeName })).sorted()
            throw ValidationError("No control of '\(descriptor.kind)' performs \(intentName) in its current entry. "
                + (names.isEmpty ? "It has no controls that perform intents." : "Its controls perform: \(names.joined(separator: ", "))."))
        }
        var intent = held
        var isOn: Bool?
        if let node = Self.node(index, in: list.accessibility), node.traits.contains("isToggle") {
            isOn = node.value != "1"
            intent = held.switched(to: isOn ?? true)
        }
        do {
            try await intent.setParameters(submitted)
        } catch {
            throw ValidationError("Invalid --parameters: \(error)")
        }
        let opensURL: URL?
        switch await IntentRun.run(intent, timeout: .seconds(30)) {
        case .performed(let url): opensURL = url
        case .failed(let message):
            throw PerformFailure(message: "\(intent.typeName) failed: \(message)")
        case .timedOut:
            throw PerformFailure(message: "\(intent.typeName) took longer than 30 seconds and was cancelled.")
        }
        let context = TimelineProviderContext(family: family)
        let timeline = try await descriptor.timeline(in: context, configuration: configuration, timeout: EntrySelection.providerTimeout)
        let output = Output(
            intent: intent.typeName, parameters: intent.parameterValues, isOn: isOn, opensURL: opensURL,
            entries: timeline.sanitizedEntries().map { Output.Row(date: $0.date, entry: $0.description) },
            policy: String(describing: timeline.policy))
        if json {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(output), as: UTF8.self))
            return
        }
        print("performed\t\(output.intent)\t\(JSONValue.object(output.parameters).jsonString)")
        if let url = output.opensURL { print("opens\t\(url.absoluteString)") }
        let formatter = ISO8601DateFormatter()
        for row in output.entries {
            print([formatter.string(from: row.date), "entry", row.entry].joined(separator: "\t"))
        }
        print("policy\t\(output.policy)")
    }

    private func parsedParameters() throws -> [String: JSONValue] {
        guard var text = parameters else { return [:] }
        if text.hasPrefix("@") {
            let path = String(text.dropFirst())
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("Cannot read the parameters file '\(path)'.")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        guard let parsed = try? JSONValue.parse(Data(text.utf8)), let object = parsed.objectValue else {
            throw ValidationError("--parameters must be a JSON object, such as '{\"amount\": 5}'.")
        }
        return object
    }

    private static func node(_ control: Int, in nodes: [AccessibilityNode]) -> AccessibilityNode? {
        for node in nodes {
            if node.control == control { return node }
            if let found = Self.node(control, in: node.children) { return found }
        }
        return nil
    }
}

/// An intent that threw or ran out of time: printed, exit status 1.
struct PerformFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
