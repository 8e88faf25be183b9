import Foundation
import Testing

/// `render ACTIVITY_KIND --presentation …` of the example bundle's delivery Live Activity, as a
/// real process.
@Suite("The @main program renders Live Activities")
struct ActivityRenderCommandTests {
    let attributes = #"{"orderNumber": "1042", "courier": "Sam"}"#
    let state = #"{"minutesLeft": 12, "stage": "On its way", "progress": 0.4}"#

    func pngSize(_ data: Data) -> (Int, Int) {
        (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test("list names the Live Activity by its attributes type")
    func list() throws {
        let result = try ProgramProcessTests.run(["list"], environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("DeliveryAttributes\tLive Activity\tmedium,small"))
    }

    @Test("Each presentation is a PNG of its size", arguments: [
        ("lockScreen", 408.0, nil as Double?), ("compact", 62.33 * 2 + 125, 36.67), ("minimal", 36.67, 36.67),
        ("expanded", 408, nil), ("standBy", 932, 430), ("small", 184, 89),
    ])
    func presentation(name: String, width: Double, height: Double?) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("activity-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ProgramProcessTests.run(
            ["render", "DeliveryAttributes", "--presentation", name, "--attributes", attributes, "--content-state", state,
             "--scale", "2", "--output", file.path], environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        let (pixelsWide, pixelsHigh) = pngSize(try Data(contentsOf: file))
        #expect(pixelsWide == Int((width * 2).rounded(.up)))
        if let height {
            #expect(pixelsHigh == Int((height * 2).rounded(.up)))
        } else {
            #expect(pixelsHigh > 28 * 2 && pixelsHigh <= 160 * 2, "at most 160 pt high")
        }
    }

    @Test("A content state of the wrong shape is refused with the key that is missing")
    func badContentState() throws {
        let result = try ProgramProcessTests.run(
            ["render", "DeliveryAttributes", "--presentation", "compact", "--attributes", attributes,
             "--content-state", #"{"stage": "x"}"#], environment: [:])
        #expect(result.status != 0)
        #expect(result.stderr.contains("minutesLeft"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("An unknown Live Activity or presentation is refused with the known ones")
    func unknown() throws {
        let kind = try ProgramProcessTests.run(
            ["render", "NoSuchAttributes", "--presentation", "compact", "--attributes", "{}", "--content-state", "{}"],
            environment: [:])
        #expect(kind.status != 0 && kind.stderr.contains("DeliveryAttributes"), "\(kind.stderr)")
        let presentation = try ProgramProcessTests.run(
            ["render", "DeliveryAttributes", "--presentation", "huge", "--attributes", attributes, "--content-state", state],
            environment: [:])
        #expect(presentation.status != 0 && presentation.stderr.contains("lockScreen"), "\(presentation.stderr)")
    }
}
