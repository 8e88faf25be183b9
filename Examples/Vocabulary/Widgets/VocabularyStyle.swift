import SwiftUI

/// The colours the vocabulary widgets share.
enum VocabularyStyle {
    /// The accent: translations, the language badge, icons. Indigo, lighter in dark appearance
    /// so that text in it stays readable on the dark background.
    static func accent(_ colorScheme: ColorScheme) -> Color {
        colorScheme == .dark ? Color(red: 0.66, green: 0.65, blue: 1.0) : Color(red: 0.35, green: 0.34, blue: 0.84)
    }

    /// The colour of a level: red for new or often missed words, green for known ones.
    static func color(forLevel level: Int) -> Color {
        switch level {
        case ...0: .red
        case 1: .orange
        case 2: .yellow
        case 3: .teal
        default: .green
        }
    }
}

/// The widgets' background: a faint wash of indigo over the system background, so it follows
/// light and dark appearance.
struct VocabularyBackground: View {
    var body: some View {
        LinearGradient(
            colors: [Color.indigo.opacity(0.16), Color.indigo.opacity(0.03)],
            startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}
