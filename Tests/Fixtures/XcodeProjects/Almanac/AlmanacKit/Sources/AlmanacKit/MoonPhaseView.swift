import AlmanacData
import OSLog
import SwiftUI

private let logger = Logger(subsystem: "com.example.almanac", category: "moon")

/// The moon's phase on a day: its emoji over its name.
public struct MoonPhaseView: View {
    /// The day of the synodic month.
    public var day: Int

    /// A view of the phase on `day`.
    public init(day: Int) {
        self.day = day
    }

    public var body: some View {
        let phase = MoonPhases.phase(onDay: day)
        #if ALMANAC_LOGGING
        let _ = logger.debug("drawing day \(day, privacy: .public): \(phase?.name ?? "no phase", privacy: .public)")
        #endif
        VStack(spacing: 4) {
            Text(phase?.symbol ?? "?")
                .font(.largeTitle)
            Text(phase?.name ?? "No data")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}
