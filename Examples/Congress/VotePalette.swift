import SwiftUI

/// The widget's colours, chosen per appearance so text stays readable: system green and red
/// fill bars and icons in both appearances, while text uses deeper shades on light backgrounds
/// and lighter ones on dark.
struct VotePalette {
    let colorScheme: ColorScheme

    /// Fill for yes votes and passed measures.
    var yes: Color { .green }
    /// Fill for no votes and failed measures.
    var no: Color { .red }
    /// Fill for members answering present.
    var present: Color { .orange }
    /// Fill for members who did not vote.
    var notVoting: Color { .gray.opacity(colorScheme == .dark ? 0.45 : 0.3) }
    /// The accent of headers: system indigo, lightened in dark mode to stay readable.
    var accent: Color { colorScheme == .dark ? Color(red: 0.56, green: 0.56, blue: 1.0) : .indigo }

    /// Fill for a result's icon or dot.
    func fill(for outcome: VoteOutcome) -> Color {
        switch outcome {
        case .passed: yes
        case .failed: no
        case .other: .gray
        }
    }

    /// Text colour for a result, readable on the widget's background.
    func text(for outcome: VoteOutcome) -> Color {
        switch (outcome, colorScheme) {
        case (.passed, .dark): Color(red: 0.30, green: 0.85, blue: 0.45)
        case (.passed, _): Color(red: 0.10, green: 0.50, blue: 0.22)
        case (.failed, .dark): Color(red: 1.00, green: 0.45, blue: 0.42)
        case (.failed, _): Color(red: 0.78, green: 0.16, blue: 0.16)
        case (.other, _): .secondary
        }
    }

    /// The SF Symbol for a result.
    func symbol(for outcome: VoteOutcome) -> String {
        switch outcome {
        case .passed: "checkmark.circle.fill"
        case .failed: "xmark.circle.fill"
        case .other: "minus.circle.fill"
        }
    }
}
