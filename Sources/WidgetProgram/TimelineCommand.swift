import Foundation
import ArgumentParser
import WidgetCore
import TimelineScheduling

/// `timeline`: the entries the scheduler would show over a window, reloads included.
struct TimelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline", abstract: "Show the entries a widget would display over a time window, reloads included.")

    @OptionGroup var widget: WidgetOptions
    @Option(help: "Start of the window (ISO 8601 or 'now').") var from = "now"
    @Option(help: "Length of the window, e.g. 90s, 15m, 1h, 1d.") var duration = "1h"
    @Flag(help: "Print JSON.") var json = false

    /// One line of output: an entry shown from `date`, or a reload started at `date`.
    struct Row: Codable {
        var date: Date
        var event: String
        var entry: String?
        var placeholder: Bool?
    }

    func run() async throws {
        let (descriptor, family) = try widget.resolve()
        let start = try parseDate(from)
        let length = try parseDuration(duration)
        let configuration = try await widget.resolvedConfiguration(for: descriptor)
        let result = await TimelineSimulation.run(
            descriptor, family: family, configuration: configuration, from: start, duration: length)
        var rows: [Row] = result.steps.map {
            Row(date: $0.date, event: $0.reason.rawValue, entry: $0.entry.entry.description,
                placeholder: $0.entry.isPlaceholder ? true : nil)
        }
        rows += result.reloads.map { Row(date: $0.date, event: "reload(\($0.reason.rawValue))", entry: nil, placeholder: nil) }
        rows.sort { $0.date < $1.date || ($0.date == $1.date && $0.event.hasPrefix("reload") && !$1.event.hasPrefix("reload")) }
        if json {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(rows), as: UTF8.self))
            return
        }
        let formatter = ISO8601DateFormatter()
        for row in rows {
            print([formatter.string(from: row.date), row.event, row.entry ?? ""].joined(separator: "\t"))
        }
    }
}
