import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetSnapshotTesting

/// The library's own behaviour: what fails, what is written where, and what the messages say.
@MainActor
@Suite("Snapshot failures, recording and comparison")
struct SnapshotFailureTests {
    /// A fresh folder for references this test writes.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("widget-snapshot-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A folder holding `name`'s reference, recorded from `snapshot`, as a test run would have left it.
    func reference(
        of snapshot: WidgetSnapshot, named name: String, as format: WidgetSnapshotFormat = .png
    ) throws -> URL {
        let directory = try temporaryDirectory()
        let recorded = try verifyWidgetSnapshot(snapshot, as: format, named: name, record: .all, snapshotDirectory: directory)
        #expect(recorded.status == .recorded)
        return directory
    }

    var weather: WidgetSnapshot {
        get throws { try WidgetSnapshot(of: WeatherWidget.self, entry: WeatherEntry.sample) }
    }

    /// The weather widget with another temperature and condition: a realistic regression.
    var alteredWeather: WidgetSnapshot {
        get throws {
            var entry = WeatherEntry.sample
            entry = WeatherEntry(date: entry.date, city: entry.city, temperature: 19, condition: "Light Rain",
                                 symbol: "cloud.rain.fill", high: entry.high, low: entry.low, hourly: entry.hourly)
            return try WidgetSnapshot(of: WeatherWidget.self, entry: entry)
        }
    }

    @Test("A different rendering fails with counts, paths, an actual image and a diff image")
    func mismatchWritesDiff() throws {
        let directory = try reference(of: weather, named: "weather-regression")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try verifyWidgetSnapshot(alteredWeather, named: "weather-regression", record: .never,
                                              snapshotDirectory: directory)
        #expect(result.status == .mismatched)
        let difference = try #require(result.imageDifference)
        #expect(difference.sizesMatch)
        #expect(difference.differingPixels > 500)
        #expect(difference.maximumChannelDelta > 100)
        #expect(!difference.isWithinTolerance)
        let actual = try #require(result.actualURL)
        let diff = try #require(result.diffURL)
        #expect(actual.lastPathComponent == "weather-regression.actual.png")
        #expect(diff.lastPathComponent == "weather-regression.diff.png")
        #expect(actual.deletingLastPathComponent() == widgetSnapshotArtifactsDirectory
            .appendingPathComponent("SnapshotFailureTests", isDirectory: true))
        // The artifacts are real PNGs of the widget's pixel size.
        let actualPNG = try Data(contentsOf: actual)
        let diffPNG = try Data(contentsOf: diff)
        #expect(try ImageDifference(reference: actualPNG, actual: alteredWeather.pngData(), tolerance: .exact).differingPixels == 0)
        #expect(try ImageDifference(reference: diffPNG, actual: actualPNG).sizesMatch)
        for expected in ["does not match", "\(difference.differingPixels) of 115600 pixels",
                         "largest channel difference \(difference.maximumChannelDelta)", actual.path, diff.path,
                         result.referenceURL.path, "WIDGET_SNAPSHOT_RECORD=failed"] {
            #expect(result.message.contains(expected), "message lacks \(expected): \(result.message)")
        }
    }

    @Test("assertWidgetSnapshot records the mismatch as an issue")
    func mismatchIsAnIssue() throws {
        let directory = try reference(of: weather, named: "weather-issue")
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = try alteredWeather
        try withKnownIssue {
            try assertWidgetSnapshot(snapshot, named: "weather-issue", record: .never, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not match its reference") }
        }
    }

    @Test("A widget of another size fails clearly, whatever the tolerance")
    func sizeMismatch() throws {
        let directory = try reference(of: weather, named: "weather-size")
        defer { try? FileManager.default.removeItem(at: directory) }
        let medium = try WidgetSnapshot(of: WeatherWidget.self, entry: WeatherEntry.sample,
                                        environment: .snapshot(family: .systemMedium))
        let result = try verifyWidgetSnapshot(
            medium, as: .image(tolerance: ImageTolerance(maximumChannelDelta: 255, maximumDifferingFraction: 1)),
            named: "weather-size", record: .never, snapshotDirectory: directory)
        #expect(result.status == .mismatched)
        #expect(result.imageDifference?.sizesMatch == false)
        #expect(result.message.contains("the rendering is 728×340 pixels, the reference 340×340"))
    }

    @Test("A missing reference is recorded and fails; the next run matches it")
    func missingReferenceIsRecorded() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let snapshot = WidgetSnapshot(of: HabitWidgetView(entry: .sample))
        let first = try verifyWidgetSnapshot(snapshot, named: "habit", record: .missing, snapshotDirectory: directory)
        #expect(first.status == .recorded)
        #expect(!first.isMatch)
        #expect(first.message.contains("recorded a new reference at \(directory.appendingPathComponent("habit.png").path)"))
        #expect(first.message.contains("re-run"))
        #expect(FileManager.default.fileExists(atPath: first.referenceURL.path))

        let second = try verifyWidgetSnapshot(snapshot, named: "habit", record: .missing, snapshotDirectory: directory)
        #expect(second.status == .matched)
        #expect(second.isMatch)
        #expect(second.imageDifference?.differingPixels == 0)
    }

    @Test("Record modes: never leaves a missing reference missing, all rewrites, failed rewrites failures")
    func recordModes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let habit = WidgetSnapshot(of: HabitWidgetView(entry: .sample))
        let calendar = WidgetSnapshot(of: CalendarWidgetView(entry: .sample))

        let never = try verifyWidgetSnapshot(habit, named: "w", record: .never, snapshotDirectory: directory)
        #expect(never.status == .missingReference)
        #expect(!FileManager.default.fileExists(atPath: never.referenceURL.path))
        #expect(never.message.contains("has no reference"))

        #expect(try verifyWidgetSnapshot(habit, named: "w", record: .all, snapshotDirectory: directory).status == .recorded)
        #expect(try verifyWidgetSnapshot(habit, named: "w", record: .all, snapshotDirectory: directory).status == .recorded)
        #expect(try verifyWidgetSnapshot(habit, named: "w", record: .never, snapshotDirectory: directory).status == .matched)

        let failed = try verifyWidgetSnapshot(calendar, named: "w", record: .failed, snapshotDirectory: directory)
        #expect(failed.status == .recorded)
        #expect(failed.imageDifference != nil)
        #expect(try verifyWidgetSnapshot(calendar, named: "w", record: .never, snapshotDirectory: directory).status == .matched)
    }

    @Test("WIDGET_SNAPSHOT_RECORD values", arguments: [
        (nil, WidgetSnapshotRecordMode.missing), ("", .missing), ("0", .missing), ("missing", .missing),
        ("1", .all), ("all", .all), ("true", .all), ("failed", .failed), ("never", .never), ("NEVER", .never),
    ] as [(String?, WidgetSnapshotRecordMode)])
    func environmentVariable(value: String?, mode: WidgetSnapshotRecordMode) {
        #expect(WidgetSnapshotRecordMode(environmentValue: value) == mode)
    }

    @Test("A changed display list fails with a readable line diff")
    func displayListMismatch() throws {
        let directory = try reference(
            of: WidgetSnapshot(of: CalendarWidgetView(entry: .sample)), named: "calendar-json", as: .displayList)
        defer { try? FileManager.default.removeItem(at: directory) }
        var entry = CalendarEntry.sample
        entry = CalendarEntry(date: entry.date, weekday: "Tuesday", day: 11, events: entry.events)
        let result = try verifyWidgetSnapshot(
            WidgetSnapshot(of: CalendarWidgetView(entry: entry)), as: .displayList,
            named: "calendar-json", record: .never, snapshotDirectory: directory)
        #expect(result.status == .mismatched)
        #expect(result.actualURL?.lastPathComponent == "calendar-json.actual.json")
        #expect(result.message.contains("the display list changed"))
        #expect(result.message.contains("- ") && result.message.contains("+ "))
        #expect(result.message.contains("TUESDAY"))
    }

    @Test("Display list JSON is stable: sorted keys, rounded numbers, no image bytes")
    func displayListJSON() throws {
        let snapshot = WidgetSnapshot(of: WeatherWidgetView(entry: .sample))
        let json = try snapshot.displayListJSON()
        #expect(json == (try snapshot.displayListJSON()))
        #expect(json.hasSuffix("}\n"))
        #expect(!json.contains("\"bytes\""))
        // No number has more than two decimals.
        #expect(json.firstMatch(of: /\d\.\d{3}/) == nil)
        let sizeBlock = try #require(json.firstMatch(of: /"size": \[\s*170,\s*170\s*\]/))
        #expect(!sizeBlock.output.isEmpty)
    }

    @Test("Tolerance: tiny differences pass, visible ones fail")
    func tolerance() throws {
        func square(_ gray: Double, side: Double = 40) throws -> Data {
            let list = DisplayList(size: CGSize(width: side, height: side), items: [
                .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: side, height: side), outline: .rectangle,
                                 fill: .color(RGBAColor(red: gray, green: gray, blue: gray, alpha: 1)))),
            ])
            return try WidgetSnapshot(displayList: list, environment: .snapshot()).pngData()
        }
        let reference = try square(128.0 / 255)
        let noise = try ImageDifference(reference: reference, actual: square(129.0 / 255))
        #expect(noise.isWithinTolerance)
        #expect(noise.maximumChannelDelta == 1)
        let visible = try ImageDifference(reference: reference, actual: square(0.6))
        #expect(!visible.isWithinTolerance)
        #expect(visible.differingPixels == 80 * 80)
        #expect(visible.differingFraction == 1)
        let loose = try ImageDifference(reference: reference, actual: square(0.6),
                                        tolerance: ImageTolerance(maximumChannelDelta: 30))
        #expect(loose.isWithinTolerance)
        #expect(throws: WidgetSnapshotError.self) { try ImageDifference(reference: Data("not a png".utf8), actual: reference) }
    }

    @Test("Names are file names; the default is test, family and appearance")
    func names() throws {
        let snapshot = WidgetSnapshot(of: Text("Hi"), environment: .snapshot(family: .systemMedium, colorScheme: .dark,
                                                                             dynamicTypeSize: .xxxLarge))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try verifyWidgetSnapshot(snapshot, record: .never, snapshotDirectory: directory)
        #expect(result.name == "names.systemMedium.dark.xxxLarge")
        #expect(throws: WidgetSnapshotError.invalidName("../escape")) {
            try verifyWidgetSnapshot(snapshot, named: "../escape", snapshotDirectory: directory)
        }
    }
}
