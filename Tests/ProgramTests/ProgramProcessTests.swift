import Foundation
import Testing

/// Runs the example bundle's executable as a real process, as a user would.
@Suite("The @main program")
struct ProgramProcessTests {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    static var executable: URL {
        // Test bundles and products are built into the same folder.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("example-widgets").path),
              folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("example-widgets")
    }

    func run(_ arguments: [String]) throws -> Result {
        try Self.run(arguments, environment: [:])
    }

    /// Runs the example bundle program with `arguments`, the test process's environment plus
    /// `environment`, and waits for it.
    static func run(_ arguments: [String], environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test("list --json describes every kind")
    func list() throws {
        let result = try run(["list", "--json"])
        #expect(result.status == 0)
        let items = try JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]]
        let kinds = items?.compactMap { $0["kind"] as? String } ?? []
        #expect(kinds == ["Weather", "Countdown", "Steps", "Tally"])
        #expect((items?.first?["families"] as? [String]) == ["systemSmall", "systemMedium"])
    }

    @Test("render writes a PNG of the family's size")
    func render() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["render", "Weather", "--family", "systemMedium", "--scale", "3", "--output", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: file)
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 364 * 3)
    }

    @Test("render to SVG and HTML on standard output")
    func renderMarkup() throws {
        let svg = try run(["render", "Countdown", "--format", "svg"])
        #expect(svg.status == 0)
        #expect(String(decoding: svg.stdout, as: UTF8.self).contains("<svg"))
        let html = try run(["render", "Countdown", "--format", "html", "--color-scheme", "dark"])
        #expect(html.status == 0)
        #expect(String(decoding: html.stdout, as: UTF8.self).contains("data-live-style"))
    }

    @Test("render and timeline take a configurable widget's configuration as JSON")
    func configuration() throws {
        let oslo = try run(["render", "Weather", "--format", "svg", "--configuration", #"{"city": "oslo", "usesCelsius": true}"#])
        #expect(oslo.status == 0, "\(oslo.stderr)")
        let svg = String(decoding: oslo.stdout, as: UTF8.self)
        #expect(svg.contains(">Oslo<") && svg.contains(">-3°<"), "the provider got the city and the unit")
        let defaults = String(decoding: try run(["render", "Weather", "--format", "svg"]).stdout, as: UTF8.self)
        #expect(defaults.contains(">Cupertino<") && defaults.contains(">70°<"), "without --configuration: the intent's defaults")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"city": "tokyo"}"#.utf8).write(to: file)
        let timeline = try run(["timeline", "Weather", "--duration", "30m", "--json", "--configuration", "@\(file.path)"])
        #expect(timeline.status == 0, "\(timeline.stderr)")
        let rows = try JSONSerialization.jsonObject(with: timeline.stdout) as? [[String: Any]] ?? []
        let entries = rows.compactMap { $0["entry"] as? String }
        #expect(!entries.isEmpty && entries.allSatisfy { $0.contains("Tokyo") }, "\(entries)")
    }

    @Test("A configuration the widget refuses is one clear line and a non-zero exit", arguments: [
        (["render", "Weather", "--configuration", #"{"city": "pluto"}"#], "'pluto' is not one of the options of 'City'"),
        (["render", "Weather", "--configuration", #"{"city": "#], "not valid JSON"),
        (["render", "Weather", "--configuration", #"{"colour": 1}"#], "Unknown parameter 'colour'"),
        (["render", "Countdown", "--configuration", "{}"], "has nothing to configure"),
        (["timeline", "Weather", "--configuration", "@/nonexistent/config.json"], "Cannot read the configuration file"),
    ])
    func refusedConfiguration(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.components(separatedBy: "\n").first?.contains(message) == true, "\(result.stderr)")
    }

    @Test("Bad input prints one clear line and exits non-zero", arguments: [
        (["render", "Nope"], "Unknown widget kind 'Nope'"),
        (["render", "Weather", "--family", "systemLarge"], "does not support systemLarge"),
        (["render", "Weather", "--date", "yesterday-ish"], "Cannot read the date"),
        (["render", "Weather", "--format", "gif"], "Unknown format 'gif'"),
        (["render", "Steps", "--family", "accessoryCircular", "--rendering-mode", "glass"], "Unknown rendering mode 'glass'"),
        (["render", "Weather", "--ios", "16"], "--ios takes an iOS major version from 17 on"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.components(separatedBy: "\n").first?.contains(message) == true, "\(result.stderr)")
    }

    @Test("render --rendering-mode: an accessory is vibrant by default, accented and fullColor on request")
    func renderingModes() throws {
        func fills(_ mode: String?) throws -> Set<String> {
            let result = try run(["render", "Steps", "--family", "accessoryCircular", "--format", "svg"]
                                 + (mode.map { ["--rendering-mode", $0] } ?? []))
            #expect(result.status == 0, "\(result.stderr)")
            let svg = String(decoding: result.stdout, as: UTF8.self)
            return Set(svg.matches(of: /(?:fill|stroke)="(#[0-9a-f]{6}|rgba\([^)]*\))"/).map { String($0.output.1) })
        }
        let vibrant = try fills(nil)
        #expect(!vibrant.isEmpty)
        let onlyWhite = vibrant.allSatisfy { $0 == "#ffffff" || $0.hasPrefix("rgba(255,255,255,") }
        #expect(onlyWhite, "\(vibrant)")
        #expect(try fills("vibrant") == vibrant)
        // Accented: the ring (widgetAccentable) in the accent colour.
        #expect(try fills("accented").contains("#0a84ff"))
        // Full colour keeps the ring's green.
        let full = try fills("fullColor")
        #expect(full.contains { !$0.hasPrefix("rgba(255,255,255,") && $0 != "#ffffff" }, "\(full)")
    }

    @Test("preview renders every kind, family and appearance with an index page")
    func preview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["preview", "--output", folder.path, "--scale", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.filter { $0.hasSuffix(".png") && !$0.hasPrefix("preview-") }.count == (2 + 1 + 3 + 1) * 2)
        #expect(files.contains("index.html"))
    }

    @Test("preview finds the program's #Preview macros and PreviewProvider types and renders them")
    func declaredPreviews() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["preview", "--output", folder.path, "--scale", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // The PreviewProvider (two views), #Preview(as:widget:timeline:) with two entries,
        // #Preview(as:widget:timelineProvider:) and #Preview(as:using:widget:timelineProvider:).
        #expect(index.contains("ExampleWidgets.CountdownView_Previews <code>PreviewProvider</code>"))
        #expect(index.contains("ExampleWidgets/StepsWidget.swift:"))
        #expect(index.contains("Steps provider <code>#Preview</code>"))
        #expect(index.contains("ExampleWidgets/WeatherWidget.swift:"))
        #expect(index.contains("Launch · light"), "the preview's display name")
        let previews = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("preview-") }
        // 2 provider views + 2 entries + Steps provider's timeline + Weather provider's 4 entries, light and dark.
        #expect(previews.count >= (2 + 2 + 1 + 4) * 2, "\(previews.sorted())")
        let entry = try Data(contentsOf: folder.appendingPathComponent("preview-2-1-light.png"))
        #expect(entry.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // `attributes.previewContext(state, viewKind:)` in a PreviewProvider: at the
        // presentation's size (the compact island is a wide pill, the Lock Screen view 400 wide
        // less its margins), not in a widget's square.
        func size(_ caption: String) -> (Int, Int)? {
            let pattern = #"width="([0-9]+)" height="([0-9]+)" alt="[^"]*"><figcaption>"# + caption + " · light"
            guard let match = index.range(of: pattern, options: .regularExpression) else { return nil }
            let numbers = index[match].split(separator: "\"").compactMap { Int($0) }
            return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
        }
        let compact = try #require(size("Island compact"), "\(index)")
        #expect(compact.0 > 3 * compact.1 && compact.1 < 45, "compact island \(compact)")
        let lockScreen = try #require(size("Lock Screen"))
        #expect(lockScreen.0 > 300 && lockScreen.1 <= 160, "Lock Screen view \(lockScreen)")
    }
}
