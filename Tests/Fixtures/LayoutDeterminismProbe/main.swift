// Lays out a leaderboard (a `GeometryReader` in each `ForEach` row) several times and prints
// each display list as one line of JSON: `LayoutDeterminismTests` runs it in child processes
// with different hash seeds and requires every line to be the same.
import Foundation
import SwiftUI
import WidgetRendering
import DisplayList

struct Player: Identifiable {
    let id: Int
    let name: String
    let score: Double
}

struct Leaderboard: View {
    let players: [Player]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Leaderboard").font(.headline)
            ForEach(players) { player in
                HStack(spacing: 8) {
                    Text(player.name).font(.caption).frame(width: 44, alignment: .leading)
                    GeometryReader { geometry in
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.gray.opacity(0.2))
                            Capsule().fill(Color.blue).frame(width: geometry.size.width * player.score)
                        }
                    }
                    .frame(height: 10)
                    Text("\(Int(player.score * 100))").font(.caption2.monospacedDigit()).frame(width: 24, alignment: .trailing)
                }
            }
        }
    }
}

@MainActor
func lines(iterations: Int) throws -> [String] {
    let players = [
        Player(id: 1, name: "Ana", score: 0.92), Player(id: 2, name: "Bruno", score: 0.61),
        Player(id: 3, name: "Chen", score: 0.47), Player(id: 4, name: "Dee", score: 0.33),
        Player(id: 5, name: "Eli", score: 0.12),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var result: [String] = []
    for _ in 0..<iterations {
        for family in [WidgetFamily.systemMedium, .systemLarge] {
            let list = WidgetLayout.displayList(
                for: Leaderboard(players: players),
                environment: RenderEnvironment(family: family, date: Date(timeIntervalSince1970: 1_800_000_000)))
            result.append(String(decoding: try encoder.encode(list), as: UTF8.self))
        }
    }
    return result
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 4
do {
    for line in try MainActor.assumeIsolated({ try lines(iterations: iterations) }) { print(line) }
} catch {
    FileHandle.standardError.write(Data("layout-determinism-probe: \(error)\n".utf8))
    exit(1)
}
