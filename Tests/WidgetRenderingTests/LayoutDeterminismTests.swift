import Foundation
import Testing
import TestSupport

/// Layout does not depend on hash seeds or on where the allocator puts elements: a leaderboard
/// whose rows each hold a `GeometryReader` once drew its third bar at x = 192.85 in most runs and
/// at 90 in a few (a reader's content, freed after it was placed, left its address and its
/// memoised sizes to the next row's content).
@Suite("Layout is deterministic")
struct LayoutDeterminismTests {
    /// The probe's output in a child process whose hash seed is random (`SWIFT_DETERMINISTIC_HASHING`
    /// unset) or fixed (set).
    private func probeLines(deterministicHashing: Bool) throws -> [String] {
        let process = Process()
        process.executableURL = ServerProcess.product("LayoutDeterminismProbe")
        process.arguments = ["3"]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = deterministicHashing ? "1" : nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try ServerProcess.launch(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("GeometryReader rows give identical display lists in every run and with every hash seed")
    func identicalAcrossSeeds() throws {
        var byFamily: [Int: Set<String>] = [:]
        for run in 0..<8 {
            let lines = try probeLines(deterministicHashing: run % 2 == 1)
            #expect(lines.count == 6)
            for (index, line) in lines.enumerated() { byFamily[index % 2, default: []].insert(line) }
        }
        #expect(byFamily[0]?.count == 1, "systemMedium display lists differ between runs")
        #expect(byFamily[1]?.count == 1, "systemLarge display lists differ between runs")
        // The bars are as wide as their scores say: the reader's width times the score.
        let medium = try #require(byFamily[0]?.first)
        #expect(medium.contains("\"text\""))
    }
}
