import Foundation
import Testing

/// `perform`: the example bundle's Tally widget, its intents run by the program as real
/// processes, each process reading what the one before wrote to the app group.
@Suite("The perform command")
struct PerformCommandTests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The `--json` output.
        func json() throws -> [String: Any] {
            guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
                throw CocoaError(.coderReadCorrupt)
            }
            return object
        }

        /// The description of the first entry of the timeline that followed.
        func firstEntry() throws -> String {
            let entries = try json()["entries"] as? [[String: Any]] ?? []
            return entries.first?["entry"] as? String ?? ""
        }
    }

    func run(_ arguments: [String], dataDirectory: URL) throws -> Result {
        let result = try ProgramProcessTests.run(arguments, environment: ["WIDGETKIT_DATA_DIR": dataDirectory.path])
        return Result(status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self), stderr: result.stderr)
    }

    func withDataDirectory(_ body: (URL) throws -> Void) throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("perform-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test("Buttons' intents change the app group's tally; each process sees the one before's writes")
    func buttons() throws {
        try withDataDirectory { data in
            // The first control performing ChangeTallyIntent is "−", with amount -1: at 0 the
            // intent throws, the command says so and exits 1.
            let refused = try run(["perform", "Tally", "--intent", "ChangeTallyIntent"], dataDirectory: data)
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("ChangeTallyIntent failed: The tally cannot go below zero."), "\(refused.stderr)")

            let six = try run(["perform", "Tally", "--intent", "ChangeTallyIntent", "--parameters", #"{"amount": 6}"#, "--json"],
                              dataDirectory: data)
            #expect(six.status == 0, "\(six.stderr)")
            #expect(try six.firstEntry().contains("count: 6"), "\(six.stdout)")

            let minus = try run(["perform", "Tally", "--intent", "ChangeTallyIntent", "--json"], dataDirectory: data)
            #expect(minus.status == 0, "\(minus.stderr)")
            #expect(try minus.json()["intent"] as? String == "ChangeTallyIntent")
            #expect((try minus.json()["parameters"] as? [String: Any])?["amount"] as? Int == -1)
            #expect(try minus.firstEntry().contains("count: 5"), "\(minus.stdout)")
            #expect(try minus.json()["policy"] as? String != nil)
            let preferences = data.appendingPathComponent(
                "AppGroups/group.com.example.tally/Library/Preferences/group.com.example.tally.plist")
            // Another process (this one, as the app would) reads what the intent wrote.
            let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: preferences), format: nil) as? [String: Any]
            #expect(stored?["count"] as? Int == 5, "\(String(describing: stored))")

            // Plain text: the intent, then the timeline.
            let text = try run(["perform", "Tally", "--intent", "ChangeTallyIntent", "--parameters", #"{"amount": 1}"#],
                               dataDirectory: data)
            #expect(text.status == 0, "\(text.stderr)")
            let lines = text.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "performed\tChangeTallyIntent\t{\"amount\":1}")
            #expect(lines.contains { $0.contains("\tentry\t") && $0.contains("count: 6") }, "\(text.stdout)")
        }
    }

    @Test("A toggle's SetValueIntent gets the switched state; locked, the disabled buttons perform nothing")
    func toggle() throws {
        try withDataDirectory { data in
            let lock = try run(["perform", "Tally", "--intent", "LockTallyIntent", "--json"], dataDirectory: data)
            #expect(lock.status == 0, "\(lock.stderr)")
            #expect(try lock.json()["isOn"] as? Bool == true)
            #expect(try lock.firstEntry().contains("isLocked: true"), "\(lock.stdout)")
            let refused = try run(["perform", "Tally", "--intent", "ChangeTallyIntent"], dataDirectory: data)
            #expect(refused.status != 0)
            #expect(refused.stderr.contains("Its controls perform: LockTallyIntent"), "\(refused.stderr)")
            let unlock = try run(["perform", "Tally", "--intent", "LockTallyIntent", "--json"], dataDirectory: data)
            #expect(try unlock.json()["isOn"] as? Bool == false)
            #expect(try unlock.firstEntry().contains("isLocked: false"), "\(unlock.stdout)")
        }
    }

    @Test("render draws an interactive toggle in both states: the entry's, and another with --switch")
    func renderBothStates() throws {
        try withDataDirectory { data in
            func toggleValue(_ extra: [String]) throws -> String? {
                let result = try run(["render", "Tally", "--format", "displayList"] + extra, dataDirectory: data)
                #expect(result.status == 0, "\(result.stderr)")
                let list = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
                let nodes = list?["accessibility"] as? [[String: Any]] ?? []
                let toggle = nodes.first { ($0["traits"] as? [String])?.contains("isToggle") == true }
                #expect(toggle?["control"] as? Int == 2)
                return toggle?["value"] as? String
            }
            #expect(try toggleValue([]) == "0")
            #expect(try toggleValue(["--switch", "2:on"]) == "1")
            let off = try run(["render", "Tally", "--format", "png", "--output", data.appendingPathComponent("off.png").path],
                              dataDirectory: data)
            let on = try run(["render", "Tally", "--format", "png", "--switch", "2:on", "--output", data.appendingPathComponent("on.png").path],
                             dataDirectory: data)
            #expect(off.status == 0 && on.status == 0)
            #expect(try Data(contentsOf: data.appendingPathComponent("off.png")) != Data(contentsOf: data.appendingPathComponent("on.png")))
            let bad = try run(["render", "Tally", "--switch", "2:maybe"], dataDirectory: data)
            #expect(bad.status != 0 && bad.stderr.contains("--switch takes"), "\(bad.stderr)")
        }
    }

    @Test("Unknown intents, unknown parameters and values of the wrong type are refused and nothing runs")
    func badInput() throws {
        try withDataDirectory { data in
            let cases: [([String], String)] = [
                (["--intent", "DeleteEverythingIntent"], "Its controls perform: ChangeTallyIntent, LockTallyIntent"),
                (["--intent", "ChangeTallyIntent", "--parameters", #"{"amount": "many"}"#], "Parameter 'amount' of ChangeTallyIntent takes Int"),
                (["--intent", "ChangeTallyIntent", "--parameters", #"{"amount": 1.5}"#], "Parameter 'amount'"),
                (["--intent", "ChangeTallyIntent", "--parameters", #"{"amount": 1e300}"#], "Parameter 'amount'"),
                (["--intent", "ChangeTallyIntent", "--parameters", #"{"count": 1}"#], "has no parameter 'count'"),
                (["--intent", "ChangeTallyIntent", "--parameters", "[1]"], "must be a JSON object"),
                (["--intent", "LockTallyIntent", "--parameters", #"{"value": "yes"}"#], "Parameter 'value' of LockTallyIntent takes Bool"),
            ]
            for (arguments, message) in cases {
                let result = try run(["perform", "Tally"] + arguments, dataDirectory: data)
                #expect(result.status != 0, "\(arguments)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            }
            // Nothing ran: the tally is still 0 and unlocked.
            let check = try run(["perform", "Tally", "--intent", "ChangeTallyIntent", "--parameters", #"{"amount": 0}"#, "--json"],
                                dataDirectory: data)
            #expect(try check.firstEntry().contains("count: 0, isLocked: false"), "\(check.stdout)")
        }
    }
}
