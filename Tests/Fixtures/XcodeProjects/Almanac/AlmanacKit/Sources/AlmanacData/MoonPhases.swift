import Foundation

/// One of the moon's eight phases.
public struct MoonPhase: Codable, Sendable, Equatable {
    /// Its English name.
    public var name: String
    /// Its emoji.
    public var symbol: String
}

/// The phases, read from the package's resource bundle.
public enum MoonPhases {
    /// Every phase, from new moon on; empty when the resource is missing.
    public static let all: [MoonPhase] = {
        guard let url = Bundle.module.url(forResource: "phases", withExtension: "json"),
              let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([MoonPhase].self, from: data)) ?? []
    }()

    /// The phase on a day of the 29.53-day synodic month (day 0: new moon).
    public static func phase(onDay day: Int) -> MoonPhase? {
        guard !all.isEmpty else { return nil }
        let fraction = Double(((day % 30) + 30) % 30) / 29.53
        return all[Int((fraction * Double(all.count)).rounded()) % all.count]
    }
}
